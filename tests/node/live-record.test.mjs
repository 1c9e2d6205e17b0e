// What the page keeps of a live game from the server's messages
// (www/live/record.js, docs/LIVE.md): each message applied, in and out of
// order, as a player and as a watcher.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LiveRecord } from '../../www/live/record.js';

const move = (pit, player) => ({ move: { pit, dir: 'ccw' }, trace: { player, move: { pit, dir: 'ccw' }, laps: [], extra_move: false, pass: null } });
const presence = (south, north, abandonAt = { south: null, north: null }) => ({ south, north, watchers: 0, abandonAt });
const noOffers = () => ({ draw: null, takeback: null, rematch: [] });

function state(fields = {}) {
  return { t: 'state', game: 'G', seat: 'south', start: '2.x', moves: [], ply: 0, toMove: 'south', clock: null, offers: noOffers(), result: null, presence: presence(true, false), rematchGame: null, ...fields };
}

test('a state is taken whole: the seat, the moves with their traces, the offers, who is there', () => {
  const record = new LiveRecord();
  const moves = [{ ply: 0, ...move(1, 0) }, { ply: 1, ...move(6, 1) }];
  assert.equal(record.take(state({ seat: 'north', moves, ply: 2 }), 0), 'state');
  assert.equal(record.side, 1);
  assert.deepEqual(record.moves, [move(1, 0), move(6, 1)]);
  assert.equal(record.ply, 2);
  const watcher = new LiveRecord();
  watcher.take(state({ seat: null }), 0);
  assert.equal(watcher.side, -1);
});

test('a move at the ply is added with its trace and clears the draw and take-back offers; one already heard is ignored; one after a gap asks to join again', () => {
  const record = new LiveRecord();
  record.take(state({ offers: { draw: 'north', takeback: null, rematch: [] } }), 0);
  const clock = { initialMs: 1000, incrementMs: 0, remainingMs: { south: 900, north: 1000 }, running: 'north' };
  assert.equal(record.take({ t: 'moved', ply: 0, ...move(2, 0), toMove: 'north', clock }, 42), 'moved');
  assert.deepEqual(record.moves, [move(2, 0)]);
  assert.deepEqual(record.offers, noOffers());
  assert.deepEqual([record.clock, record.clockAt], [clock, 42]);
  assert.equal(record.take({ t: 'moved', ply: 0, ...move(3, 0), toMove: 'north' }, 50), 'none');
  assert.deepEqual(record.moves, [move(2, 0)]);
  assert.equal(record.take({ t: 'moved', ply: 3, ...move(7, 1), toMove: 'south' }, 60), 'missed');
  assert.deepEqual(record.moves, [move(2, 0)]);
});

test('a take-back leaves the moves before its ply', () => {
  const record = new LiveRecord();
  record.take(state({ moves: [{ ply: 0, ...move(1, 0) }, { ply: 1, ...move(6, 1) }, { ply: 2, ...move(2, 0) }], offers: { draw: null, takeback: 'south', rematch: [] } }), 0);
  assert.equal(record.take({ t: 'takenBack', ply: 2, toMove: 'south' }, 1), 'takenBack');
  assert.deepEqual(record.moves, [move(1, 0), move(6, 1)]);
  assert.equal(record.offers.takeback, null);
});

test('an offer is told to the player it is made to, a refusal to the one who made it; a watcher hears only the offers', () => {
  const south = new LiveRecord();
  south.take(state(), 0);
  assert.equal(south.take({ t: 'offers', offers: { draw: 'north', takeback: null, rematch: [] } }, 0), 'offered');
  assert.equal(south.offeredToMe(), 'draw');
  assert.equal(south.take({ t: 'offers', offers: { draw: 'south', takeback: null, rematch: [] } }, 0), 'offers');
  assert.equal(south.offeredToMe(), null);
  assert.equal(south.take({ t: 'offers', offers: noOffers(), declined: { kind: 'draw', by: 'north' } }, 0), 'declined');
  assert.deepEqual(south.declined, { kind: 'draw', by: 'north' });
  const watcher = new LiveRecord();
  watcher.take(state({ seat: null }), 0);
  assert.equal(watcher.take({ t: 'offers', offers: { draw: 'north', takeback: null, rematch: [] } }, 0), 'offers');
  assert.equal(watcher.take({ t: 'offers', offers: noOffers(), declined: { kind: 'draw', by: 'south' } }, 0), 'offers');
});

test('each way a game ends is kept as the server says it', () => {
  for (const result of [
    { winner: 'south', reason: 'rules', outcome: { winner: 0 } },
    { winner: 'north', reason: 'resign' },
    { winner: null, reason: 'agreed' },
    { winner: 'south', reason: 'flag' },
    { winner: null, reason: 'abandoned' },
  ]) {
    const record = new LiveRecord();
    record.take(state(), 0);
    assert.equal(record.take({ t: 'over', result }, 0), 'over');
    assert.deepEqual(record.result, result);
  }
});

test('a take-back is there to ask only once the player has a move in effect', () => {
  const record = new LiveRecord();
  record.take(state({ seat: 'north' }), 0);
  assert.equal(record.hasMoved(), false);
  record.take({ t: 'moved', ply: 0, ...move(1, 0), toMove: 'north' }, 0);
  assert.equal(record.hasMoved(), false);
  record.take({ t: 'moved', ply: 1, ...move(6, 1), toMove: 'south' }, 0);
  assert.equal(record.hasMoved(), true);
  const watcher = new LiveRecord();
  watcher.take(state({ seat: null, moves: [{ ply: 0, ...move(1, 0) }] }), 0);
  assert.equal(watcher.hasMoved(), false);
});

test('the opponent never came until they hold their seat, whatever was played meanwhile; away after the game began is not "never"', () => {
  const record = new LiveRecord();
  record.take(state(), 0);
  assert.equal(record.opponentNeverCame(), true);
  record.take({ t: 'moved', ply: 0, ...move(1, 0), toMove: 'north' }, 0);
  assert.equal(record.opponentNeverCame(), true);
  record.take({ t: 'presence', presence: presence(true, true) }, 0);
  assert.equal(record.opponentNeverCame(), false);
  record.take({ t: 'presence', presence: presence(true, false, { south: null, north: 1234 }) }, 0);
  assert.equal(record.opponentNeverCame(), false);
  const watcher = new LiveRecord();
  watcher.take(state({ seat: null }), 0);
  assert.equal(watcher.opponentNeverCame(), false);
});

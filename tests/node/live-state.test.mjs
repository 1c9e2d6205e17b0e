// A live game's news in the page's game state (www/live/state-actions.js):
// the server's end and offers become the state's actions, applied by the
// state's own transitions (www/game/state.js), so the live panel and the
// status line read them from the state: each offer made, answered,
// withdrawn, cleared by a move; each way a live game ends; a rejoin's
// whole state taken at once.
//
//   node --test tests/node/

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialState, toMove, transition } from '../../www/game/state.js';
import { offersOf, protocolOffers, resultOf, syncActions } from '../../www/live/state-actions.js';

const LIVE = { kind: 'friend-live' };
const position = (toMove) => ({ game: 'hus', pits: [4, 4, 4, 4], captured: [0, 0], to_move: toMove, holes: 2 });
const trace = (player) => ({ player, move: { pit: player * 2 }, laps: [], extra_move: false, pass: null });
const noOffers = () => ({ draw: null, takeback: null, rematch: [] });

// A live game on the board, South here, after South's move and North's.
function liveState() {
  let state = transition(initialState(), {
    type: 'newGame',
    game: { kind: 'game', id: null, setup: { game: 'hus', options: {}, starter: 0, names: ['', ''] }, moves: [], position: position(0) },
    players: [LIVE, LIVE],
    viewpoint: { you: 0 },
  });
  for (const player of [0, 1]) state = transition(state, { type: 'played', move: { pit: player * 2 }, trace: trace(player), by: 'live', position: position(1 - player) });
  assert.equal(state.refusal, null);
  return state;
}

// The state after what the server says: each action applied, none refused.
function sync(state, server) {
  for (const action of syncActions(state, { result: null, offers: noOffers(), ...server })) {
    state = transition(state, action);
    assert.equal(state.refusal, null, `${JSON.stringify(action)} refused`);
  }
  return state;
}

test('an offer the server holds is the state’s, in both directions of the panel’s terms', () => {
  const offers = { draw: 'north', takeback: 'south', rematch: [] };
  const state = sync(liveState(), { offers });
  assert.deepEqual(state.offers, [{ what: 'draw', by: 1 }, { what: 'takeBack', by: 0 }]);
  assert.deepEqual(protocolOffers(state.offers), offers);
  assert.deepEqual(offersOf(offers), state.offers);
  // Said again, nothing changes.
  assert.deepEqual(syncActions(state, { result: null, offers }), []);
});

test('an offer gone (declined, withdrawn, cleared by a move) leaves the state unanswered, the game going on', () => {
  const offered = sync(liveState(), { offers: { draw: 'north', takeback: null, rematch: [] } });
  const gone = sync(offered, { offers: noOffers() });
  assert.deepEqual(gone.offers, []);
  assert.equal(gone.result, null);
  assert.equal(toMove(gone), 0);
  // One of two gone: the other stays.
  const both = sync(liveState(), { offers: { draw: 'north', takeback: 'south', rematch: [] } });
  assert.deepEqual(sync(both, { offers: { draw: 'north', takeback: null, rematch: [] } }).offers, [{ what: 'draw', by: 1 }]);
});

test('a draw accepted ends the game agreed; nobody is to move and only a rematch may be offered', () => {
  const offered = sync(liveState(), { offers: { draw: 'north', takeback: null, rematch: [] } });
  const agreed = sync(offered, { result: { winner: null, reason: 'agreed' } });
  assert.deepEqual(agreed.result, { how: 'agreed', winner: null, scores: null });
  assert.equal(toMove(agreed), null);
  const asked = sync(agreed, { result: { winner: null, reason: 'agreed' }, offers: { draw: null, takeback: null, rematch: ['south'] } });
  assert.deepEqual(asked.offers, [{ what: 'rematch', by: 0 }]);
});

test('each way the server ends a live game is the state’s result, with its winner', () => {
  const ends = [
    [{ winner: 'north', reason: 'resign' }, { how: 'resigned', winner: 1 }],
    [{ winner: 'south', reason: 'flag' }, { how: 'flag', winner: 0 }],
    [{ winner: 'south', reason: 'abandoned' }, { how: 'abandoned', winner: 0 }],
    [{ winner: null, reason: 'agreed' }, { how: 'agreed', winner: null }],
  ];
  for (const [server, expected] of ends) {
    const over = sync(liveState(), { result: server, offers: { draw: null, takeback: 'south', rematch: [] } });
    assert.deepEqual(over.result, { ...expected, scores: null }, server.reason);
    assert.deepEqual(resultOf(server), { ...expected, scores: null });
    // The end clears the offers; a take-back asked lapses with it.
    assert.deepEqual(over.offers, [], server.reason);
    assert.equal(toMove(over), null);
  }
});

test('the rules’ end is not the server’s to dispatch: it comes with the last move', () => {
  assert.deepEqual(syncActions(liveState(), { result: { winner: 'south', reason: 'rules' }, offers: noOffers() }), []);
  // A rematch asked meanwhile waits for that move (the state refuses a
  // rematch in a game going on).
  const rematch = { draw: null, takeback: null, rematch: ['north'] };
  assert.deepEqual(syncActions(liveState(), { result: { winner: 'south', reason: 'rules' }, offers: rematch }), []);
  const ended = transition(liveState(), { type: 'ended', how: 'rules', winner: 0 });
  assert.deepEqual(sync(ended, { result: { winner: 'south', reason: 'rules' }, offers: rematch }).offers, [{ what: 'rematch', by: 1 }]);
});

test('a rejoin’s whole state (over, both asking a rematch) is taken at once, in an order the state accepts', () => {
  const state = sync(liveState(), { result: { winner: 'south', reason: 'resign' }, offers: { draw: null, takeback: null, rematch: ['north', 'south'] } });
  assert.deepEqual(state.result, { how: 'resigned', winner: 0, scores: null });
  assert.deepEqual(protocolOffers(state.offers).rematch, ['north', 'south']);
});

test('a take-back asked before the side has a move in effect is refused by the state, as the panel offers none', () => {
  let state = transition(initialState(), {
    type: 'newGame',
    game: { kind: 'game', id: null, setup: { game: 'hus', options: {}, starter: 0, names: ['', ''] }, moves: [], position: position(0) },
    players: [LIVE, LIVE],
  });
  const [action] = syncActions(state, { result: null, offers: { draw: null, takeback: 'south', rematch: [] } });
  state = transition(state, action);
  assert.equal(state.refusal, 'nothing-to-undo');
  assert.deepEqual(state.offers, []);
});

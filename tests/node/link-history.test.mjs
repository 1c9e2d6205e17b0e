// How a link's game stands to the game kept on a device
// (www/share/link-history.js, docs/LINKS.md "Playing a friend by link"):
// moves are strings here, as the engine's JSON is to the page. South (0)
// made moves a, c, e; North (1) b, d.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkAgainstGame } from '../../www/share/link-history.js';

const START = '{"giuthi":"start"}';
const game = (moves, friend = null, over = false) => ({
  start: START,
  moves,
  movers: moves.map((_, ply) => ply % 2),
  over,
  friend,
});
const link = (moves, start = START) => ({ start, moves });

// South invited at the start, and North's reply (b) came: since 2, began 0.
const SOUTH_AFTER_REPLY = { you: 0, since: 2, began: 0 };

test('a reply that goes on with the game is newer; the game as it stands is the same', () => {
  const here = game(['a', 'b', 'c'], SOUTH_AFTER_REPLY);
  assert.deepEqual(linkAgainstGame(here, link(['a', 'b', 'c', 'd'])), { relation: 'newer' });
  assert.deepEqual(linkAgainstGame(here, link(['a', 'b', 'c'])), { relation: 'same' });
});

test("a reply that changes this device's move is refused as rewriting it, also after a whole exchange", () => {
  // Move 1 (a), made here before the friend's reply came.
  const here = game(['a', 'b', 'c'], SOUTH_AFTER_REPLY);
  assert.deepEqual(linkAgainstGame(here, link(['x', 'b', 'c', 'd'])), { relation: 'rewritesYours', move: 1 });
  assert.deepEqual(linkAgainstGame(here, link(['a', 'b', 'x', 'd'])), { relation: 'rewritesYours', move: 3 });
});

test('a reply that changes a move the friend had sent is told as such', () => {
  const here = game(['a', 'b', 'c'], SOUTH_AFTER_REPLY);
  assert.deepEqual(linkAgainstGame(here, link(['a', 'x', 'c', 'd'])), { relation: 'rewritesFriends', move: 2 });
});

test("a friend game's older link is older; a game that began before the friend's is another", () => {
  const here = game(['a', 'b', 'c'], SOUTH_AFTER_REPLY);
  assert.deepEqual(linkAgainstGame(here, link(['a', 'b'])), { relation: 'older' });
  // The friend game began at move 3 here (after two moves of one's own):
  // a link that stops before it, or parts before it, is another game.
  const later = game(['a', 'b', 'c', 'd', 'e'], { you: 0, since: 4, began: 2 });
  assert.deepEqual(linkAgainstGame(later, link(['a'])), { relation: 'other' });
  assert.deepEqual(linkAgainstGame(later, link(['x', 'b', 'c'])), { relation: 'other' });
  assert.deepEqual(linkAgainstGame(later, link(['a', 'b', 'c'])), { relation: 'older' });
});

test("a shorter link of a game that is not a friend's is another game, never an older one", () => {
  assert.deepEqual(linkAgainstGame(game(['a', 'b', 'c']), link([])), { relation: 'other' });
  assert.deepEqual(linkAgainstGame(game(['a', 'b', 'c'], null, true), link(['a'])), { relation: 'other' });
  assert.deepEqual(linkAgainstGame(game(['a', 'b']), link(['a', 'b'], '{"hus":"start"}')), { relation: 'other' });
});

test('a friend state saved before `began` was kept reads as begun at its last link', () => {
  const here = game(['a', 'b', 'c'], { you: 0, since: 2 });
  assert.deepEqual(linkAgainstGame(here, link(['a', 'b', 'x', 'd'])), { relation: 'rewritesYours', move: 3 });
  assert.deepEqual(linkAgainstGame(here, link(['x', 'b', 'c', 'd'])), { relation: 'other' });
});

test("a reply that adds a move for this device's player is refused, whatever follows it", () => {
  // South here after three moves each way; the friend (North) replies, then
  // adds South's move and their own answer to it.
  const here = game(['a', 'b', 'c', 'd', 'e', 'f', 'g'], { you: 0, since: 6, began: 0 });
  const movers = (count) => Array.from({ length: count }, (_, ply) => ply % 2);
  assert.deepEqual(linkAgainstGame(here, { ...link(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']), movers: movers(10) }), {
    relation: 'addsYours',
    move: 9,
  });
  // The friend's reply alone, or two of their own (an extra move): newer.
  assert.deepEqual(linkAgainstGame(here, { ...link(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']), movers: movers(8) }), { relation: 'newer' });
  assert.deepEqual(linkAgainstGame(here, { ...link(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']), movers: [...movers(8), 1] }), {
    relation: 'newer',
  });
  // Not a friend's game here: a longer link is only newer.
  assert.deepEqual(linkAgainstGame(game(['a', 'b']), { ...link(['a', 'b', 'c']), movers: movers(3) }), { relation: 'newer' });
});

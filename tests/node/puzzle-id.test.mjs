// A puzzle's stable id (www/game/puzzle-id.js): links keep naming the
// same puzzle, so the id of a known puzzle must never change.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PUZZLE_ID, gameOfPuzzle, stableId } from '../../www/game/puzzle-id.js';

const collection = (game) => JSON.parse(readFileSync(new URL(`../../www/puzzles/${game}.json`, import.meta.url), 'utf8'));

test('a known puzzle keeps its id, whatever the order of its fields', () => {
  const puzzle = {
    task: 'best',
    position: { game: 'giuthi', holes: 8, pits: [2, 0, 3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0], captured: [79, 41], to_move: 1 },
  };
  // Written when the ids were made (2026-12-05): a change breaks every link.
  assert.equal(stableId('giuthi', puzzle), 'giuthi-p10ruejl');
  const reordered = { position: { to_move: 1, captured: [79, 41], pits: puzzle.position.pits, holes: 8, game: 'giuthi' }, task: 'best' };
  assert.equal(stableId('giuthi', reordered), stableId('giuthi', puzzle));
  assert.notEqual(stableId('giuthi', { ...puzzle, task: 'capture' }), stableId('giuthi', puzzle));
});

test('every puzzle of every collection has an id of its own, which names its game', () => {
  for (const game of ['giuthi', 'kiothi', 'en-gehe', 'hus']) {
    const ids = collection(game).puzzles.map((puzzle) => stableId(game, puzzle));
    assert.equal(new Set(ids).size, ids.length, game);
    for (const id of ids) {
      assert.match(id, PUZZLE_ID);
      assert.equal(gameOfPuzzle(id), game);
    }
  }
  // The ranks of the links made before still read as puzzles' ids.
  assert.equal(gameOfPuzzle('en-gehe-12'), 'en-gehe');
  assert.equal(gameOfPuzzle('hus-p'), null);
  assert.equal(gameOfPuzzle('chess-p1'), null);
});

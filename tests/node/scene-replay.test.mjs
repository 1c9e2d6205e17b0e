// The board animates a move from the engine's trace alone, on a copy of
// the counts (www/board/animation.js). Here every move of a few hundred
// seeded random games, over every game and preset, is replayed through
// that animation from the position before the move, as the board plays it
// (frame by frame, skipped part way, or at the instant speed), and must end
// on the engine's position after the move: every pit, both stores, Kiothi's
// nki, and no seed left in the air. At every frame on the way, no count is
// negative and no seed is lost or made.
//
//   node --test tests/node/          (after scripts/build)

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { WasmGame, initSync, presets } from '../../www/pkg/mancala.js';
import { Playback } from '../../www/board/animation.js';
import { randomMove, seededRandom } from '../../tools/seeded-random.mjs';

initSync({ module: readFileSync(new URL('../../www/pkg/mancala_bg.wasm', import.meta.url)) });

const GAMES_PER_BOARD = 16;
const MOVE_LIMIT = 2000; // a guard only: random games end long before
const SPEEDS = ['slow', 'normal', 'fast', 'instant'];

const sum = (numbers) => numbers.reduce((total, n) => total + n, 0);

// Seeds on the board, in the stores, in the hand and in flight.
function seedsOf(scene) {
  return sum(scene.pits) + sum(scene.captured) + (scene.hand?.n ?? 0) + sum(scene.flights?.from.map((f) => f.n) ?? []);
}

function checkMoment(scene, total, where) {
  assert.ok(
    scene.pits.every((n) => n >= 0) && scene.captured.every((n) => n >= 0),
    `${where}: a negative count mid-move: ${JSON.stringify(scene.pits)}`,
  );
  assert.equal(seedsOf(scene), total, `${where}: seeds lost or made mid-move`);
}

// Plays `trace` from `before` as the board does: frames at random
// intervals, and now and then a skip part way (a click, Escape, a new game).
function replay(trace, before, random, where) {
  const speed = SPEEDS[Math.floor(random() * SPEEDS.length)];
  const playback = new Playback(trace, before, speed);
  const total = seedsOf(playback.scene);
  if (speed !== 'instant') {
    const skipAfter = random() < 0.25 ? Math.floor(random() * 20) : Infinity;
    let now = 1000 * random();
    for (let frame = 0; !playback.done && frame < skipAfter; frame++) {
      playback.advance(now);
      checkMoment(playback.scene, total, where);
      now += 400 * random();
    }
  }
  if (!playback.done) playback.finish();
  return playback.scene;
}

function checkEnd(scene, after, where) {
  assert.deepEqual(scene.pits, after.pits, `${where}: pits`);
  assert.deepEqual(scene.captured, after.captured, `${where}: stores`);
  assert.deepEqual([...scene.nki].sort((a, b) => a - b), [...(after.nki ?? [])].sort((a, b) => a - b), `${where}: nki`);
  assert.equal(scene.hand, null, `${where}: seeds left in the hand`);
  assert.equal(scene.flights, null, `${where}: seeds left in flight`);
}

const boards = Object.entries(presets()).flatMap(([game, list]) => list.map((preset) => ({ game, preset })));

let seed = 1;
for (const { game, preset } of boards) {
  const { holes, seeds, setup } = preset;
  const options = setup === undefined ? { holes, seeds } : { holes, seeds, setup };
  const name = `${game} ${holes} pits a row, ${seeds} seeds${setup === undefined ? '' : `, setup ${setup}`}`;
  const boardSeed = seed++;
  test(`${name}: ${GAMES_PER_BOARD} random games, every move's animation ends on the engine's position`, () => {
    const random = seededRandom(boardSeed);
    let moves = 0;
    for (let n = 0; n < GAMES_PER_BOARD; n++) {
      const played = new WasmGame(game, options);
      try {
        while (played.outcome() === null && played.ply() < MOVE_LIMIT) {
          const move = randomMove(played, random);
          if (move === null) break;
          const before = played.position();
          const trace = played.play(move);
          const where = `${name}, seed ${boardSeed}, game ${n + 1}, ply ${played.ply()} (${JSON.stringify(move)})`;
          checkEnd(replay(trace, before, random, where), played.position(), where);
          moves += 1;
        }
      } finally {
        played.free();
      }
    }
    assert.ok(moves >= GAMES_PER_BOARD, `${name}: only ${moves} moves were played`);
  });
}

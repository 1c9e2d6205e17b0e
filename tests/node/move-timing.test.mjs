// How long a move's animation takes (www/board/animation.js): at normal
// speed no move of random Giuthi 2 x 8 games takes over 6 s (an exchange
// of two relays took 16.6 to 18.7 s on a phone, two moves of 9 s), a
// relay's later laps drop their seeds faster than its first, and the slow
// speed keeps every lap at one pace.
//
//   node --test tests/node/          (after scripts/build)

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { WasmGame, initSync } from '../../www/pkg/mancala.js';
import { stepsOf, timeSteps } from '../../www/board/animation.js';
import { randomMove, seededRandom } from '../../tools/seeded-random.mjs';

initSync({ module: readFileSync(new URL('../../www/pkg/mancala_bg.wasm', import.meta.url)) });

// Every trace of `games` random Giuthi 2 x 8 games.
function giuthiTraces(games, seed) {
  const random = seededRandom(seed);
  const traces = [];
  for (let n = 0; n < games; n++) {
    const game = new WasmGame('giuthi', { holes: 8, seeds: 8 });
    try {
      for (let ply = 0; game.outcome() === null && ply < 400; ply++) {
        const move = randomMove(game, random);
        if (move === null) break;
        traces.push(game.play(move));
      }
    } finally {
      game.free();
    }
  }
  return traces;
}

const traces = giuthiTraces(12, 5);
const total = (steps) => steps.reduce((sum, step) => sum + step.dur, 0);
// The duration of each lap's first drop.
const dropTimes = (steps) => {
  const times = [];
  let lap = 0;
  for (const step of steps) {
    if (step.kind === 'lap') lap = step.lap;
    if (step.kind === 'drop' && times.length < lap) times.push(step.dur);
  }
  return times;
};

test('at normal speed no move takes over 6 s, and relays of many laps come near it', () => {
  const longest = Math.max(...traces.map((trace) => total(timeSteps(stepsOf(trace), 'normal'))));
  assert.ok(longest <= 6000 + 1e-6, `a move took ${longest} ms`);
  assert.ok(longest > 4000, `the longest move took only ${longest} ms: the traces have no long relay`);
});

test('a relay’s later laps drop their seeds faster than its first, at normal speed; slow keeps one pace', () => {
  const relay = traces.find((trace) => trace.laps.length >= 4);
  assert.ok(relay, 'no relay of four laps or more');
  const normal = dropTimes(timeSteps(stepsOf(relay), 'normal'));
  assert.ok(normal.at(-1) < normal[0] * 0.7, `drops: ${normal.map(Math.round)}`);
  for (let lap = 1; lap < normal.length; lap++) assert.ok(normal[lap] <= normal[lap - 1], `drops: ${normal.map(Math.round)}`);
  const slow = dropTimes(timeSteps(stepsOf(relay), 'slow'));
  assert.ok(slow.every((time) => Math.abs(time - slow[0]) < 1e-9), `slow drops: ${slow.map(Math.round)}`);
});

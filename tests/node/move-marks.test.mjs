// What the board says of a move besides its animation (www/board/marks.js):
// the marks it leaves (moveMarks: where it started, where its last seed
// fell, where it took seeds) and the captures it writes over the board
// ("North captures 33", "South seizes 12": the Scene's `capture`). Over
// seeded random games of every game, each move's marks must name pits of
// the board, its start a pit that held seeds, and the seeds it says were
// captured must be those that reached the mover's store (but for the end's
// sweep, which is no capture), those seized the ones Hus sows on.
//
//   node --test tests/node/          (after scripts/build)

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { WasmGame, initSync } from '../../www/pkg/mancala.js';
import { Playback } from '../../www/board/animation.js';
import { moveMarks } from '../../www/board/marks.js';
import { randomMove, seededRandom } from '../../tools/seeded-random.mjs';

initSync({ module: readFileSync(new URL('../../www/pkg/mancala_bg.wasm', import.meta.url)) });

const GAMES_PER_KIND = 12;
const MOVE_LIMIT = 2000;

for (const kind of ['giuthi', 'kiothi', 'en-gehe', 'hus']) {
  test(`${kind}: each move's marks and its captures, as the board tells them`, () => {
    const random = seededRandom(17);
    let captures = 0;
    for (let number = 0; number < GAMES_PER_KIND; number++) {
      const game = new WasmGame(kind, {});
      for (let ply = 0; ply < MOVE_LIMIT && !game.outcome(); ply++) {
        const move = randomMove(game, random);
        if (!move) break;
        const before = game.position();
        const trace = game.play(move);
        const after = game.position();
        const where = `${kind} game ${number}, move ${ply + 1}`;
        const marks = moveMarks(trace);
        const pits = before.pits.length;
        for (const pit of [...marks.from, ...marks.to, ...marks.taken]) {
          assert.ok(Number.isInteger(pit) && pit >= 0 && pit < pits, `${where}: ${pit} is no pit`);
        }
        for (const pit of marks.from) assert.ok(before.pits[pit] > 0, `${where}: the move started from an empty pit`);
        if (!trace.opening) assert.equal(marks.to.length, 1, `${where}: one pit where the move ended`);

        const playback = new Playback(trace, before, 'normal');
        playback.finish();
        const capture = playback.scene.capture;
        const total = (taken) => taken.reduce((sum, t) => sum + t.count, 0);
        const swept = trace.sweep?.to === trace.player ? total(trace.sweep.taken) : 0;
        const told = {
          captures: after.captured[trace.player] - before.captured[trace.player] - swept,
          seizes: total(trace.laps.flatMap((lap) => (lap.end.type === 'resow' ? lap.end.taken : []))),
        };
        if (capture) {
          captures += 1;
          assert.equal(capture.side, trace.player, `${where}: the capture is the mover's`);
          assert.equal(capture.count, told[capture.kind], `${where}: the seeds said to be taken`);
          assert.ok(marks.taken.length > 0, `${where}: a capture marks where it took seeds`);
        } else {
          assert.deepEqual(told, { captures: 0, seizes: 0 }, `${where}: seeds taken with nothing told`);
        }
      }
      game.free();
    }
    assert.ok(captures > 0, 'some moves capture');
  });
}

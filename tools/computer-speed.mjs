#!/usr/bin/env node
// How long the strong computer takes per move in headless Chromium, for
// docs/AI.md ("In the browser"): on each game's default board, the strong
// level (default budget) plays the beginner through the page's own worker
// client (www/engine/computer.js), game after game, and every strong move
// is timed twice: in the worker (the search, from the request's arrival)
// and from the page (request to reply: the whole wait a player has, less
// the pause the seat adds on purpose).
//
//   node tools/computer-speed.mjs [--moves N]    (N strong moves per game, default 50)
//
// Needs the WebAssembly build (scripts/build) and Chromium (CHROMIUM, else
// /usr/bin/chromium).

import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];
const flag = process.argv.indexOf('--moves');
const MOVES = flag >= 0 ? Number(process.argv[flag + 1]) : 50;

function summary(times) {
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { mean: Math.round(mean), max: Math.round(Math.max(...times)) };
}

const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}embed.html`);
  await page.waitForSelector('body.ready');
  console.log(`Chromium ${browser.version()}, ${MOVES} strong moves per game (default budget), against the beginner`);
  console.log('game      moves  worker mean/max ms  page mean/max ms  mean depth');
  for (const game of GAMES) {
    const result = await page.evaluate(
      async ({ game, moves }) => {
        const { computerMove } = await import('/www/engine/computer.js');
        const { WasmGame } = await import('/www/pkg/mancala.js');
        const worker = [];
        const waited = [];
        const depths = [];
        const none = new AbortController().signal;
        // Game after game (the strong side alternating) until enough moves.
        for (let round = 0; worker.length < moves; round++) {
          const played = new WasmGame(game, {});
          try {
            for (let ply = 0; worker.length < moves && played.outcome() === null; ply++) {
              const strong = ply % 2 === round % 2;
              const asked = performance.now();
              const level = strong ? 'strong' : 'beginner';
              const reply = await computerMove({ record: played.record(), level, seed: round * 1000 + ply + 1 }, none);
              if (strong) {
                waited.push(performance.now() - asked);
                worker.push(reply.ms);
                depths.push(reply.depth);
              }
              played.play(reply.move);
            }
          } finally {
            played.free();
          }
        }
        return { worker, waited, depths };
      },
      { game, moves: MOVES },
    );
    const worker = summary(result.worker);
    const waited = summary(result.waited);
    const depth = (result.depths.reduce((a, b) => a + b, 0) / result.depths.length).toFixed(1);
    console.log(
      `${game.padEnd(8)} ${String(result.worker.length).padStart(6)}  ${`${worker.mean} / ${worker.max}`.padStart(18)}  ${`${waited.mean} / ${waited.max}`.padStart(16)}  ${depth.padStart(10)}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}

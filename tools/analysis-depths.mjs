#!/usr/bin/env node
// The analysis's depth against the strong level's, in headless Chromium
// (issue 34, docs/SOLVER.md "Depth against the computer's"): the positions of
// a native `mancala-lab depths` run (its lines of JSON, which carry each
// record), each given --ms by the strong level (WasmSearch, stepped in 15 ms
// slices as the worker steps it) and then by the analysis (WasmSolver, one
// fresh solver a position, as the worker's first request), one after the
// other so that both meet the same load. The WebAssembly is the worker's
// build, run on the page's main thread: the same code as the workers.
//
//   node tools/analysis-depths.mjs --ms M DEPTHS.jsonl [...]
//
// Prints a table per board (the load average before and after it) and a
// line of JSON per position on standard error. Needs the WebAssembly build
// (scripts/build) and Chromium (CHROMIUM, else /usr/bin/chromium).

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const args = process.argv.slice(2);
const msAt = args.indexOf('--ms');
if (msAt < 0) throw new Error('usage: node tools/analysis-depths.mjs --ms M DEPTHS.jsonl [...]');
const MS = Number(args[msAt + 1]);
const files = args.filter((_, i) => i !== msAt && i !== msAt + 1);
const SLICE_MS = 15;

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}embed.html`);
  await page.waitForSelector('body.ready');
  await page.evaluate(async () => {
    const engine = await import('/www/pkg/computer/mancala.js');
    await engine.default();
    window.computerEngine = engine;
  });
  console.log(`Chromium ${browser.version()}; ${MS} ms a position for each`);
  const boards = new Map();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const row = JSON.parse(line);
      const { start } = row.record;
      const board = `${start.game} ${start.pits.length / start.holes} x ${start.holes}`;
      if (!boards.has(board)) boards.set(board, []);
      boards.get(board).push(row);
    }
  }
  for (const [board, rows] of boards) {
    console.log(`\n${board}, load average before: ${load()}`);
    console.log(
      '| position | strong depth (every move / chosen move) | analysis depth (least / most) | proven moves | result settled |\n| --- | ---: | ---: | ---: | ---: |',
    );
    for (const row of rows) {
      const measured = await page.evaluate(
        async ({ record, ms, slice }) => {
          const { WasmSearch, WasmSolver } = window.computerEngine;
          const search = new WasmSearch(record, 'strong', ms, 1);
          let progress;
          try {
            // The worker yields between slices; so does this.
            do {
              progress = search.step(slice);
              await new Promise((resolve) => setTimeout(resolve, 0));
            } while (progress.state !== 'done');
          } finally {
            search.free();
          }
          const solver = new WasmSolver();
          try {
            const analysis = solver.analyse(record, undefined, ms);
            const unproven = analysis.moves.filter((m) => !m.proven);
            const depths = unproven.map((m) => m.depth);
            return {
              strong: progress.depth,
              strongEveryMove: progress.every_move_depth,
              least: depths.length ? Math.min(...depths) : null,
              most: depths.length ? Math.max(...depths) : null,
              proven: analysis.moves.length - depths.length,
              // Won or lost by the yes-or-no proofs: all a strong level's
              // won or lost value says of a move.
              settled: unproven.filter((m) => m.settled === 'win' || m.settled === 'loss').length,
              moves: analysis.moves.length,
            };
          } finally {
            solver.free();
          }
        },
        { record: row.record, ms: MS, slice: SLICE_MS },
      );
      const shown = measured.least === null ? '– / –' : `${measured.least} / ${measured.most}`;
      console.log(
        `| ${row.position} | ${measured.strongEveryMove} / ${measured.strong} | ${shown} | ${measured.proven}/${measured.moves} | ${measured.settled}/${measured.moves} |`,
      );
      console.error(JSON.stringify({ position: row.position, ms: MS, ...measured, load: load() }));
    }
    console.log(`load average after: ${load()}`);
  }
} finally {
  await browser.close();
  server.close();
}

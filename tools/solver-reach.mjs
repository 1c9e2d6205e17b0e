#!/usr/bin/env node
// The solver's reach, for docs/SOLVER.md ("Reach"): positions of
// computer-against-computer games (`mancala-lab endgames`), each analysed with a
// fresh solver for at most --ms milliseconds, natively (`mancala analyse`)
// and in headless Chromium's WebAssembly (the worker's build, WasmSolver, on
// the page's main thread), tabulated by seeds on the board (Hus and En
// Gehé: plies before the end, since their games end with many seeds on the
// board). Beside the positions proven (their value, margin and all), the
// positions whose result alone is proven (won or lost, by the analysis's
// yes-or-no proofs: `settled`), with the time the analysis had.
//
//   node tools/solver-reach.mjs [--games K] [--max-seeds S] [--ms M] [--only GAME]
//                               [--by-plies] [--chromium-only]
//
// --by-plies tabulates Giuthi and Kiothi by plies before the end too (the
// last S plies of each game); --chromium-only leaves out the native runs.
//
// Needs target/release/mancala and target/release/mancala-lab
// (cargo build --release --workspace), the WebAssembly build (scripts/build)
// and Chromium (CHROMIUM, else /usr/bin/chromium).

import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

const GAMES = option('--only', null) ? [option('--only')] : ['giuthi', 'kiothi', 'en-gehe', 'hus'];
const GAME_COUNT = option('--games', '20');
const MAX_SEEDS = option('--max-seeds', '16');
const MS = Number(option('--ms', '5000'));
const CLI = process.env.MANCALA_CLI || 'target/release/mancala';
const LAB_CLI = process.env.MANCALA_LAB_CLI || 'target/release/mancala-lab';
const BY_PLIES = process.argv.includes('--by-plies');
const CHROMIUM_ONLY = process.argv.includes('--chromium-only');

function cli(args, input, command = CLI) {
  return execFileSync(command, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
}

function boardSeeds(record) {
  const { position } = JSON.parse(cli(['replay', JSON.stringify(record)]));
  return position.pits.reduce((a, b) => a + b, 0);
}

// Hus and En Gehé: how many plies before its game's end each record stops (the records
// of one game come oldest first, one ply apart, the last one ply before the
// end).
function pliesToEnd(records) {
  const left = new Array(records.length);
  for (let i = records.length - 1; i >= 0; i--) {
    const next = records[i + 1];
    const moves = records[i].moves;
    const sameGame =
      next && next.moves.length === moves.length + 1 && JSON.stringify(next.moves.slice(0, -1)) === JSON.stringify(moves);
    left[i] = sameGame ? left[i + 1] + 1 : 1;
  }
  return left;
}

function summarise(rows) {
  const byKey = new Map();
  for (const row of rows) {
    if (!byKey.has(row.key)) byKey.set(row.key, []);
    byKey.get(row.key).push(row);
  }
  const lines = [];
  for (const key of [...byKey.keys()].sort((a, b) => a - b)) {
    const group = byKey.get(key);
    const describe = (side) => {
      const proven = group.filter((r) => r[side].proven);
      const times = proven.map((r) => r[side].ms).sort((a, b) => a - b);
      const median = times.length ? Math.round(times[Math.floor((times.length - 1) / 2)]) : '-';
      const worst = group.every((r) => r[side].proven)
        ? Math.round(Math.max(...group.map((r) => r[side].ms)))
        : `> ${MS}`;
      const results = group.filter((r) => r[side].result).length;
      return `${proven.length}/${group.length} | ${median} | ${worst} | ${results}/${group.length}`;
    };
    lines.push(CHROMIUM_ONLY ? `| ${key} | ${describe('wasm')} |` : `| ${key} | ${describe('native')} | ${describe('wasm')} |`);
  }
  return lines.join('\n');
}

const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}embed.html`);
  await page.waitForSelector('body.ready');
  await page.evaluate(async () => {
    const engine = await import('/www/pkg/computer/mancala.js');
    await engine.default();
    window.solverEngine = engine;
  });
  console.log(`Chromium ${browser.version()}; ${GAME_COUNT} games each, ${BY_PLIES ? `the last ${MAX_SEEDS} plies of each game` : `positions with at most ${MAX_SEEDS} seeds (Hus, En Gehé: the last ${MAX_SEEDS} plies)`}, ${MS} ms per position`);
  for (const game of GAMES) {
    const endgames = ['endgames', game, '--games', GAME_COUNT, '--seed', '1', '--max-seeds', MAX_SEEDS];
    const records = cli(BY_PLIES ? [...endgames, '--by-plies'] : endgames, undefined, LAB_CLI)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const byPlies = BY_PLIES || game === 'hus' || game === 'en-gehe';
    const keys = byPlies ? pliesToEnd(records) : records.map(boardSeeds);
    const rows = [];
    for (const [index, record] of records.entries()) {
      const native = CHROMIUM_ONLY ? null : JSON.parse(cli(['analyse', '-', '--ms', String(MS)], JSON.stringify(record)));
      const wasm = await page.evaluate(
        ({ record, ms }) => {
          const solver = new window.solverEngine.WasmSolver();
          try {
            const started = performance.now();
            const analysis = solver.analyse(record, undefined, ms);
            const result = analysis.proven || analysis.settled === 'win' || analysis.settled === 'loss';
            return { proven: analysis.proven, result, ms: performance.now() - started };
          } finally {
            solver.free();
          }
        },
        { record, ms: MS },
      );
      const result = native && (native.proven || native.settled === 'win' || native.settled === 'loss');
      rows.push({ key: keys[index], native: native && { proven: native.proven, result, ms: native.ms }, wasm });
    }
    const label = byPlies ? 'plies to the end' : 'seeds on the board';
    const columns = CHROMIUM_ONLY
      ? `| ${label} | wasm proven | median ms | worst ms | wasm result proven |\n| ---: | ---: | ---: | ---: | ---: |`
      : `| ${label} | native proven | median ms | worst ms | native result proven | wasm proven | median ms | worst ms | wasm result proven |\n| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`;
    const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
    console.log(`\n${game}: ${records.length} positions (load average after: ${load()})\n${columns}`);
    console.log(summarise(rows));
  }
} finally {
  await browser.close();
  server.close();
}

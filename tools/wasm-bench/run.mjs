// Times the same random games natively (the `mancala-lab random-games` CLI) and
// in WebAssembly in headless Chromium (this package, built by
// scripts/wasm-speed with wasm-bindgen --target web), and prints games per
// second for each game and the ratio. Both sides play the very same games:
// the same seed and count, checked by their total of moves.
//
//   node tools/wasm-bench/run.mjs PKG_DIR NATIVE_CLI

import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const [pkgDir, nativeCli] = process.argv.slice(2);
if (!pkgDir || !nativeCli) {
  console.error('usage: node tools/wasm-bench/run.mjs PKG_DIR NATIVE_CLI');
  process.exit(2);
}

const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];
const SEED = 7;
const TARGET_SECONDS = 0.5;
// The machine is shared: each side's best of a few alternating rounds.
const ROUNDS = 3;
// A page of its own origin, answered by Playwright from PKG_DIR.
const ORIGIN = 'http://wasm-bench.localhost';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

function native(game, games) {
  const out = execFileSync(nativeCli, ['random-games', game, '--games', String(games), '--seed', String(SEED)]);
  const run = JSON.parse(out);
  return { gamesPerSecond: run.games_per_second, moves: run.tally.moves, seconds: run.seconds };
}

// Random games vary a lot in length (a rare one is very long), so both sides
// play the very same games: the same seed, and the first count that takes
// the native engine at least TARGET_SECONDS.
function nativeRun(game) {
  for (let games = 16; ; games *= 2) {
    const run = native(game, games);
    if (run.seconds >= TARGET_SECONDS) return { games, ...run };
  }
}

async function openBenchPage(browser) {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const name = pathname === '/' ? null : pathname.slice(1);
    if (name === null) {
      await route.fulfill({ contentType: TYPES['.html'], body: '<!doctype html><title>wasm bench</title>' });
      return;
    }
    const type = TYPES[name.slice(name.lastIndexOf('.'))];
    if (!type || name.includes('/')) {
      await route.fulfill({ status: 404, body: '' });
      return;
    }
    await route.fulfill({ contentType: type, body: await readFile(resolve(pkgDir, name)) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(async () => {
    const bench = await import('/wasm_bench.js');
    await bench.default();
    window.bench = bench;
  });
  return page;
}

// Games per second in the page, after a warm-up on the first games of the
// same sequence (it tiers up the JIT), and the moves played.
function wasmRun(page, game, games) {
  return page.evaluate(
    ({ game, games, seed }) => {
      window.bench.randomGames(game, Math.ceil(games / 20), BigInt(seed));
      const start = performance.now();
      const moves = window.bench.randomGames(game, games, BigInt(seed));
      return { gamesPerSecond: games / ((performance.now() - start) / 1000), moves };
    },
    { game, games, seed: SEED },
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await openBenchPage(browser);
  const version = browser.version();
  console.log(`Chromium ${version} (headless), load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log('game      native games/s  wasm games/s  wasm/native');
  for (const game of GAMES) {
    const first = nativeRun(game);
    let nativeSpeed = first.gamesPerSecond;
    let wasmSpeed = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const wasm = await wasmRun(page, game, first.games);
      if (wasm.moves !== first.moves) {
        throw new Error(`${game}: the wasm played ${wasm.moves} moves, the native engine ${first.moves}: not the same games`);
      }
      wasmSpeed = Math.max(wasmSpeed, wasm.gamesPerSecond);
      if (round > 0) nativeSpeed = Math.max(nativeSpeed, native(game, first.games).gamesPerSecond);
    }
    const ratio = ((100 * wasmSpeed) / nativeSpeed).toFixed(0);
    console.log(
      `${game.padEnd(9)} ${nativeSpeed.toFixed(0).padStart(15)} ${wasmSpeed.toFixed(0).padStart(13)} ${ratio.padStart(11)}%  (${first.games} games, ${first.moves} moves, seed ${SEED}, best of ${ROUNDS})`,
    );
  }
  console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
}

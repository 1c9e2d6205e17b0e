// Times the same random games natively (the `mancala random-games` CLI) and
// in WebAssembly (this package, built by scripts/wasm-speed), and prints the
// ratio. Node's V8 runs the wasm as Chromium's does.
//
//   node tools/wasm-bench/run.mjs PKG_DIR NATIVE_CLI

import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const [pkgDir, nativeCli] = process.argv.slice(2);
if (!pkgDir || !nativeCli) {
  console.error('usage: node tools/wasm-bench/run.mjs PKG_DIR NATIVE_CLI');
  process.exit(2);
}
const bench = createRequire(import.meta.url)(resolve(pkgDir, 'wasm_bench.js'));

const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];
const SEED = 7;
const TARGET_SECONDS = 0.5;
// The machine is shared: each side's best of a few alternating rounds.
const ROUNDS = 3;

function native(game, games) {
  const out = execFileSync(nativeCli, ['random-games', game, '--games', String(games), '--seed', String(SEED)]);
  return JSON.parse(out);
}

// Random games vary a lot in length (a rare one is very long), so both sides
// play the very same games: the same seed, and the first count that takes
// the native engine at least TARGET_SECONDS.
function nativeRun(game) {
  for (let games = 16; ; games *= 2) {
    const run = native(game, games);
    if (run.seconds >= TARGET_SECONDS) return { games, gamesPerSecond: run.games_per_second };
  }
}

function wasmGamesPerSecond(game, games) {
  // Warm-up on the first games of the same sequence: tiers up the JIT.
  bench.randomGames(game, Math.ceil(games / 20), BigInt(SEED));
  const start = performance.now();
  bench.randomGames(game, games, BigInt(SEED));
  return games / ((performance.now() - start) / 1000);
}

console.log('game      native games/s  wasm games/s  wasm/native');
for (const game of GAMES) {
  const { games, gamesPerSecond: firstNative } = nativeRun(game);
  let nativeSpeed = firstNative;
  let wasmSpeed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    wasmSpeed = Math.max(wasmSpeed, wasmGamesPerSecond(game, games));
    if (round > 0) nativeSpeed = Math.max(nativeSpeed, native(game, games).games_per_second);
  }
  const ratio = ((100 * wasmSpeed) / nativeSpeed).toFixed(0);
  console.log(
    `${game.padEnd(9)} ${nativeSpeed.toFixed(0).padStart(15)} ${wasmSpeed.toFixed(0).padStart(13)} ${ratio.padStart(11)}%  (${games} games, seed ${SEED}, best of ${ROUNDS})`,
  );
}

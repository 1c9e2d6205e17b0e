#!/usr/bin/env node
// Frame times while the page animates the longest relay found on En Gehé
// 2 x 50 and Hus 4 x 24 at normal speed, in headless Chromium, from
// requestAnimationFrame timestamps; and whether an idle page schedules any
// frame (docs/PERFORMANCE.md, "Animation"). Needs a build (./scripts/build);
// scripts/animation-frames runs it.
//
//   node tools/animation-frames.mjs [--games N] [--seed S] [--repeat R]
//
// The long relays are found with the engine itself (the page's WebAssembly,
// run here in Node): every legal move of every position of N seeded random
// games per board, keeping the one with the most laps. The page then opens
// the game just before that move from its link, and plays the move as a
// visitor does.

import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';
import { seededRandom } from './seeded-random.mjs';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const GAMES = flag('--games', 100);
const SEED = flag('--seed', 1);
// The machine is shared: each measurement R times, each line printed.
const REPEAT = flag('--repeat', 3);
const BOARDS = [
  { game: 'en-gehe', options: { holes: 50, seeds: 4 }, label: 'En Gehé 2 x 50' },
  { game: 'hus', options: { holes: 24, seeds: 2 }, label: 'Hus 4 x 24' },
];
const VIEWPORTS = [
  { name: 'desktop 1440 x 900', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  { name: 'phone 390 x 844 @3x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
];
const FRAME_BUDGET_MS = 17;
const IDLE_SETTLE_MS = 2500;
const IDLE_WATCH_MS = 3000;


// The move with the most laps (then the most seeds sown) among every legal
// move of every position of GAMES random games: {laps, drops, from (its
// pit), link (the game before it)}.
function longestRelay(engine, { game, options }) {
  const random = seededRandom(SEED);
  let best = null;
  for (let played = 0; played < GAMES; played += 1) {
    const match = new engine.WasmGame(game, options);
    while (match.outcome() === null) {
      const moves = match.legalMoves();
      if (moves.length === 0) break;
      for (const move of moves) {
        const trace = match.play(move);
        match.undo();
        const drops = trace.laps.reduce((sum, lap) => sum + lap.drops.length, 0);
        if (!best || trace.laps.length > best.laps || (trace.laps.length === best.laps && drops > best.drops)) {
          best = { laps: trace.laps.length, drops, from: trace.laps[0].from, link: match.link() };
        }
      }
      match.play(moves[Math.floor(random() * moves.length)]);
    }
    match.free();
  }
  return best;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// In the page: plays the move from `pit` and returns the timestamps of every
// animation frame, 300 ms before it ({before}) and while it is animated
// ({during}).
async function playRecordingFrames(pit) {
  const stamps = [];
  let recording = true;
  const record = (now) => {
    stamps.push(now);
    if (recording) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
  await new Promise((done) => setTimeout(done, 300));
  const startedAt = stamps.length;
  document.querySelector(`.pit-button[data-pit="${pit}"]`).click();
  while (!window.__mancala.animating()) await new Promise((done) => setTimeout(done, 1));
  while (window.__mancala.animating()) await new Promise((done) => setTimeout(done, 20));
  recording = false;
  return { before: stamps.slice(0, startedAt), during: stamps.slice(startedAt) };
}

// The main thread's work for each frame during the move (Chromium's trace:
// ProxyMain::BeginMainFrame runs the animation callbacks, style, layout,
// paint and the commit of one frame), which, unlike the time between frames,
// does not grow when other programs take the CPU away between frames.
async function frameWork(browser, page, during) {
  await browser.startTracing(page, { categories: ['benchmark'] });
  await during();
  const trace = JSON.parse((await browser.stopTracing()).toString());
  return (trace.traceEvents ?? trace)
    .filter((event) => event.name === 'ProxyMain::BeginMainFrame' && event.ph === 'X')
    .map((event) => event.dur / 1000)
    .sort((a, b) => a - b);
}

async function measure(browser, url, viewport, relay) {
  const context = await browser.newContext({ ...viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The link's last move is shown at once; the measured one at normal speed.
  await page.addInitScript(() => localStorage.setItem('mancala.prefs', JSON.stringify({ speed: 'instant' })));
  await page.goto(`${url}#${relay.link}`);
  await page.waitForFunction(() => document.body.classList.contains('ready') && window.__mancala.waiting());
  await page.selectOption('#speed-select', 'normal');
  let frames;
  const work = await frameWork(browser, page, async () => {
    frames = await page.evaluate(playRecordingFrames, relay.from);
  });
  // Idle: the game waits for the next move (after the move's last words are
  // announced, each with one frame); nothing should ask for frames.
  await page.waitForTimeout(IDLE_SETTLE_MS);
  const idleRequests = await page.evaluate(async (watchMs) => {
    let count = 0;
    const original = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      count += 1;
      return original.call(window, callback);
    };
    await new Promise((done) => setTimeout(done, watchMs));
    window.requestAnimationFrame = original;
    return count;
  }, IDLE_WATCH_MS);
  await context.close();
  const deltas = (stamps) => stamps.slice(1).map((stamp, i) => stamp - stamps[i]).sort((a, b) => a - b);
  const during = deltas(frames.during);
  const idle = deltas(frames.before);
  return {
    frames: during.length,
    seconds: (frames.during.at(-1) - frames.during[0]) / 1000,
    p50: percentile(during, 50),
    p95: percentile(during, 95),
    p99: percentile(during, 99),
    max: during.at(-1),
    over: during.filter((delta) => delta > FRAME_BUDGET_MS).length,
    idleP95: percentile(idle, 95),
    workP95: percentile(work, 95),
    idleRequests,
  };
}

const engine = await import(resolve(REPO_ROOT, 'www', 'pkg', 'mancala.js'));
engine.initSync({ module: await readFile(resolve(REPO_ROOT, 'www', 'pkg', 'mancala_bg.wasm')) });

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const relays = BOARDS.map((board) => {
  const started = Date.now();
  const relay = longestRelay(engine, board);
  console.log(
    `${board.label}: longest relay in ${GAMES} random games (seed ${SEED}): ${relay.laps} laps, ${relay.drops} seeds sown, from pit ${relay.from} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return { ...board, relay };
});

const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  console.log(`Chromium ${browser.version()} (headless); load average before: ${load()}`);
  console.log('board            viewport              frames  seconds  p50 ms  p95 ms  p99 ms  max ms  >17 ms  idle p95  work p95  rAF when idle  load');
  for (const { label, relay } of relays) {
    for (let round = 0; round < REPEAT * VIEWPORTS.length; round += 1) {
      const viewport = VIEWPORTS[round % VIEWPORTS.length];
      const m = await measure(browser, server.url, viewport, relay);
      const ms = (value) => value.toFixed(1).padStart(6);
      console.log(
        `${label.padEnd(16)} ${viewport.name.padEnd(20)} ${String(m.frames).padStart(7)} ${m.seconds.toFixed(1).padStart(8)}  ${ms(m.p50)}  ${ms(m.p95)}  ${ms(m.p99)}  ${ms(m.max)}  ${String(m.over).padStart(6)}  ${ms(m.idleP95)}    ${ms(m.workP95)}  ${String(m.idleRequests).padEnd(13)}  ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await server.close();
}

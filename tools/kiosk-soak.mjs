#!/usr/bin/env node
// Kiosk mode for months: the attract state's demonstration (www/kiosk/,
// computer against computer) played for many games in headless Chromium,
// sampling the page's JavaScript heap after a garbage collection
// (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage) and its DOM
// counters (Memory.getDOMCounters). Accelerated: moves at the instant
// speed (the page follows the browser's reduced motion), and the pause
// between two games skipped on Playwright's clock. docs/PERFORMANCE.md,
// "Kiosk for months", has the figures; tests/e2e/kiosk.spec.mjs runs a
// short version.
//
//   node tools/kiosk-soak.mjs [--games 1000] [--every 100] [--level random] [--game giuthi]

import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

// The pause after each demonstration game is at most this long (instant:
// 1.5 s, www/page/shell.js).
const BETWEEN_GAMES_MS = 2000;

// The kiosk's address for a soak: its demonstration at `level`.
export const soakAddress = ({ level = 'random', game = 'giuthi' } = {}) => `/?kiosk=1&level=${level}&game=${game}`;

// Plays `games` demonstration games on `page` (at soakAddress, its clock
// installed and paused, reduced motion), sampling at the end of the
// `warmUp`th game and then of every `every`th: [{game, ...memorySample}].
export async function soak(page, { games, every, warmUp = Math.min(10, games), onSample = () => {} }) {
  const cdp = await page.context().newCDPSession(page);
  const gameNumber = () => page.evaluate(() => window.__mancala.gameNumber());
  const samples = [];
  const sample = async (game) => {
    const taken = { game, ...(await memorySample(page, cdp)) };
    samples.push(taken);
    onSample(taken);
  };
  for (let played = 0; played < games; ) {
    const number = await gameNumber();
    // The game ends (or stops at the demonstration's move limit)...
    await page.waitForFunction(
      () => window.__mancala.outcome() !== null || /1[ ,.]?000/.test(document.getElementById('status').textContent),
      null,
      { polling: 20, timeout: 0 },
    );
    played += 1;
    if (played === warmUp || (played > warmUp && played % every === 0) || played === games) await sample(played);
    // ... and the next begins after the pause, skipped.
    while ((await gameNumber()) === number) await page.clock.fastForward(BETWEEN_GAMES_MS);
  }
  return samples;
}

// The page's heap after a garbage collection and its DOM counters, through
// `cdp` (a CDP session of `page`): {heap, nodes, listeners, documents}.
// The move list holds the game's moves, as many as it has: its nodes and
// listeners are left out.
export async function memorySample(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners, documents } = await cdp.send('Memory.getDOMCounters');
  const list = await page.evaluate(() => {
    const moves = document.getElementById('history-list');
    const walker = document.createTreeWalker(moves, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count += 1;
    return { nodes: count, buttons: moves.querySelectorAll('button').length };
  });
  return { heap: usedSize, nodes: nodes - list.nodes, listeners: jsEventListeners - list.buttons, documents };
}

// Growth from the first sample to the last: {heap (bytes), nodes, listeners}.
export function growth(samples) {
  const [first, last] = [samples[0], samples.at(-1)];
  return { heap: last.heap - first.heap, nodes: last.nodes - first.nodes, listeners: last.listeners - first.listeners };
}

// Opens the kiosk for a soak on a new page of `browser`, its clock paused.
export async function openSoakPage(browser, baseUrl, address) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(new URL(address, baseUrl).href);
  await page.locator('body.ready').waitFor();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return page;
}

async function main() {
  const flag = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const games = Number(flag('--games', 1000));
  const every = Number(flag('--every', 100));
  const server = await startSiteServer({ port: 0 });
  const browser = await launchChromium();
  try {
    const page = await openSoakPage(browser, server.url, soakAddress({ level: flag('--level', 'random'), game: flag('--game', 'giuthi') }));
    const began = Date.now();
    console.log('   games   heap (KB)   DOM nodes   listeners   documents');
    const samples = await soak(page, {
      games,
      every,
      onSample: (s) =>
        console.log(`${String(s.game).padStart(8)}${(s.heap / 1024).toFixed(0).padStart(12)}${String(s.nodes).padStart(12)}${String(s.listeners).padStart(12)}${String(s.documents).padStart(12)}`),
    });
    const grown = growth(samples);
    console.log(
      `after ${games} games (${((Date.now() - began) / 60000).toFixed(1)} min): heap ${grown.heap >= 0 ? '+' : ''}${(grown.heap / 1024).toFixed(0)} KB, ` +
        `DOM nodes ${grown.nodes >= 0 ? '+' : ''}${grown.nodes}, listeners ${grown.listeners >= 0 ? '+' : ''}${grown.listeners} since game ${samples[0].game}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

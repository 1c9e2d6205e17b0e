#!/usr/bin/env node
// The first load of the game page on loopback, in headless Chromium
// (docs/PERFORMANCE.md, "First load"): bytes transferred and the time until
// the board accepts a move, over several first visits, each in a fresh
// browser context (empty cache, no service worker yet); then what the
// service worker fetches in the background, and a repeat visit served from
// its cache. Needs a build (./scripts/build); scripts/first-load runs it.
//
//   node tools/first-load.mjs [--runs N]

import { loadavg } from 'node:os';
import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 10;

// In the page from its first script on: the moment (ms since navigation
// start) the board first accepts a move, i.e. the page is ready and its
// input awaits the player's move.
function watchForFirstMove() {
  const check = () => {
    if (document.body?.classList.contains('ready') && window.__mancala?.waiting()) {
      window.acceptsMoveAt = performance.now();
      return;
    }
    setTimeout(check, 1);
  };
  check();
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function transferred(requests) {
  let body = 0;
  let headers = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    body += sizes.responseBodySize;
    headers += sizes.responseHeadersSize;
  }
  return { count: requests.length, body, headers };
}

async function firstVisit(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const pageRequests = [];
  const workerRequests = [];
  context.on('requestfinished', (request) => (request.serviceWorker() ? workerRequests : pageRequests).push(request));
  const page = await context.newPage();
  await page.addInitScript(watchForFirstMove);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.acceptsMoveAt !== undefined);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      acceptsMove: window.acceptsMoveAt,
      firstPaint: paint ? paint.startTime : null,
      loadEvent: navigation.loadEventEnd,
    };
  });
  const firstLoad = await transferred(pageRequests);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker.state !== 'activated') {
      await new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done()));
    }
  });
  const precache = await transferred(workerRequests);

  // A repeat visit: everything from the service worker's cache.
  const repeatRequests = pageRequests.length;
  await page.goto(url);
  await page.waitForFunction(() => window.acceptsMoveAt !== undefined);
  const repeat = await page.evaluate(() => window.acceptsMoveAt);
  const repeated = pageRequests.slice(repeatRequests);
  const fromNetwork = [];
  for (const request of repeated) if (!(await request.response())?.fromServiceWorker()) fromNetwork.push(request);
  const repeatNetwork = { count: fromNetwork.length, of: repeated.length };
  await context.close();
  return { timing, firstLoad, precache, repeat, repeatNetwork };
}

const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  console.log(`Chromium ${browser.version()} (headless), ${server.url}, ${RUNS} first visits; load average before: ${load()}`);
  // One visit unmeasured: the server compresses each file on its first
  // request only, as a production host keeps compressed copies.
  await firstVisit(browser, server.url);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await firstVisit(browser, server.url));
  const { firstLoad, precache } = runs[0];
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `first load: ${firstLoad.count} requests, ${kb(firstLoad.body)} of bodies as sent (compressed) + ${kb(firstLoad.headers)} of headers`,
  );
  console.log(
    `then the service worker (after the page is ready): ${precache.count} requests, ${kb(precache.body)} of bodies + ${kb(precache.headers)} of headers`,
  );
  const row = (name, values) =>
    console.log(
      `${name.padEnd(34)} median ${median(values).toFixed(0).padStart(4)} ms, min ${Math.min(...values).toFixed(0).padStart(4)}, max ${Math.max(...values).toFixed(0).padStart(4)}`,
    );
  row('first contentful paint', runs.map((r) => r.timing.firstPaint));
  row('load event', runs.map((r) => r.timing.loadEvent));
  row('board accepts a move', runs.map((r) => r.timing.acceptsMove));
  row('repeat visit: board accepts a move', runs.map((r) => r.repeat));
  const { repeatNetwork } = runs[0];
  console.log(`repeat visit: ${repeatNetwork.of - repeatNetwork.count} of ${repeatNetwork.of} requests answered by the service worker`);
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await server.close();
}

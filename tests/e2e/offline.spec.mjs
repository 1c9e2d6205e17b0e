// Offline play: after one visit the service worker (service-worker.js) has
// the whole release, so the game, its four games, the rules, the computer
// opponent and the embed load and play with the network off; a new release
// replaces it whole, while a page keeps the release it was loaded from; and
// the game can be installed to a home screen.

import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { writeRelease } from '../../tools/release.mjs';
import { startSiteServer } from '../../tools/site-server.mjs';
import {
  engine,
  expect,
  newGame,
  openBoard,
  openPage,
  playMove,
  randomOpening,
  seededRandom,
  settle,
  test,
} from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';

test.use({ serviceWorkers: 'allow' });

// Resolves once this page's service worker has cached the release and
// taken over; returns the caches' names.
async function offlineReady(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker.state !== 'activated') {
      await new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done()));
    }
    return caches.keys();
  });
}

async function playOneMove(page, random = seededRandom(1)) {
  const before = (await engine.record(page)).moves.length;
  const position = await engine.position(page);
  const move = position.phase === 'opening' ? randomOpening(position, random) : (await engine.legalMoves(page))[0];
  await playMove(page, position, move);
  await settle(page);
  expect((await engine.record(page)).moves.length).toBe(before + 1);
}

// A Hus game against the computer: the visitor's move, then the computer's
// (its worker loads, with the worker's own WebAssembly).
async function playAgainstComputer(page) {
  await page.click('#new-game-button');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('input[name=game][value="hus"]').check();
  await dialog.locator('input[name=opponent][value="computer"]').check();
  await dialog.locator('#new-game-level').selectOption('beginner');
  await dialog.locator('button[type=submit]').click();
  await settle(page);
  const position = await engine.position(page);
  await playMove(page, position, (await engine.legalMoves(page))[0]);
  await expect.poll(async () => (await engine.record(page)).moves.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
}

test('after one visit, the game loads and plays with the network off: all four games, the rules, the computer, the embed', async ({
  page,
  context,
}) => {
  await openPage(page);
  const names = await offlineReady(page);
  expect(names.filter((name) => name.startsWith('mancala-release-'))).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.selectOption('#speed-select', 'instant');
  await playOneMove(page);

  for (const game of ['kiothi', 'en-gehe', 'hus', 'giuthi']) {
    await newGame(page, { game });
    await playOneMove(page);
  }

  // The rules of the game on the board, and another language's catalogue.
  await page.click('#rules-button');
  const rules = page.locator('#rules-dialog');
  await expect(rules).toBeVisible();
  expect((await rules.innerText()).length).toBeGreaterThan(500);
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  // The computer opponent: its worker and its own WebAssembly, from the cache.
  await playAgainstComputer(page);

  await page.goto('/?lang=sw');
  await expect(page.locator('#new-game-button')).toHaveText('Mchezo mpya');
  // Its rules' texts, which load only when the dialog opens.
  await page.click('#rules-button');
  await expect(rules.locator('h3').first()).toHaveText('Jinsi ya kucheza');
  await page.keyboard.press('Escape');

  await page.goto('/embed.html?game=giuthi&speed=instant');
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  await playOneMove(page);
});

test('the game can be installed to a home screen', async ({ baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'mancala-profile-'));
  // Chromium judges installability only outside incognito: a real profile.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(baseURL);
    await expect(page.locator('body.ready')).toBeVisible();
    await offlineReady(page);
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/www\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const parsed = JSON.parse(manifest.data);
    expect(new URL(parsed.start_url, manifest.url).href).toBe(baseURL);
    expect(parsed.display).toBe('standalone');
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

// A copy of the site on a server of its own, so that the test can publish
// a new release by changing files and writing their release list, as a
// build does.
async function siteCopy() {
  const root = await mkdtemp(join(tmpdir(), 'mancala-site-'));
  for (const name of ['index.html', 'embed.html', 'service-worker.js', 'www']) {
    await cp(resolve(REPO_ROOT, name), join(root, name), { recursive: true });
  }
  await writeRelease(root);
  const server = await startSiteServer({ root });
  return {
    url: server.url,
    file: (path) => join(root, path),
    publish: () => writeRelease(root),
    close: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

test('a new release replaces the cached one whole; a page open meanwhile keeps its own release', async ({ context }) => {
  // Two releases cached whole, a game against the computer and a grace
  // period of 5 s: more than a test's minute on a loaded machine.
  test.slow();
  const site = await siteCopy();
  try {
    const page = await context.newPage();
    await openBoard(page, site.url);
    const [first] = (await offlineReady(page)).filter((name) => name.startsWith('mancala-release-'));
    // Controlled from now on: this page is of the first release.
    await page.reload();
    await expect(page.locator('body.ready')).toBeVisible();
    await page.selectOption('#speed-select', 'instant');
    const computerWasm = 'www/pkg/computer/mancala_bg.wasm';
    const oldWasm = await readFile(site.file(computerWasm));

    // The second release: a changed module, and the computer's .wasm
    // replaced by bytes that no browser can compile, so that a page of the
    // first release given it could not play against the computer.
    const editor = site.file('www/share/editor.js');
    await writeFile(editor, `${await readFile(editor, 'utf8')}\nglobalThis.releaseMark = 2;\n`);
    const newWasm = Buffer.from('not WebAssembly: the second release');
    await writeFile(site.file(computerWasm), newWasm);
    await site.publish();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

    // The page of the first release is told, and keeps its release.
    await expect(page.locator('.release-ready')).toBeVisible();
    const names = await page.evaluate(() => caches.keys());
    expect(names.filter((name) => name.startsWith('mancala-release-'))).toHaveLength(2);
    const fetchedLength = () =>
      page.evaluate(async (path) => (await (await fetch(path)).arrayBuffer()).byteLength, `/${computerWasm}`);
    expect(await fetchedLength()).toBe(oldWasm.length);
    expect(await page.evaluate(async () => (await import('/www/share/editor.js'), globalThis.releaseMark ?? 1))).toBe(1);
    // The computer's worker, started now, loads the first release's .wasm.
    await playAgainstComputer(page);

    // On the visitor's word the page reloads into the new release.
    await page.locator('.release-ready button').click();
    await expect(page.locator('body.ready')).toBeVisible();
    await expect(page.locator('.release-ready')).toHaveCount(0);
    expect(await fetchedLength()).toBe(newWasm.length);
    expect(await page.evaluate(async () => (await import('/www/share/editor.js'), globalThis.releaseMark ?? 1))).toBe(2);

    // Once no page uses the first release (after a grace period for pages
    // still loading), the next page load deletes its cache.
    await page.waitForTimeout(5500);
    await page.reload();
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(first);
  } finally {
    await site.close();
  }
});

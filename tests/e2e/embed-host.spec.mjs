// The embed as a guest on a museum's page (a second origin with a strict
// policy: scripts and styles only from itself, no inline style; the frame
// sandboxed as docs/EMBED.md says): it takes no focus and scrolls nothing
// of the host's page while it loads; the doc's snippet fits a phone's
// column with no style of its own; the embed dialog sizes the frame for
// the puzzles; the host's messages are read as the doc says.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engine, expect, settle, test } from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';
import { startHostPage } from './support/host-page.mjs';
import { frameSandboxed, gameFrame } from './support/framed-embed.mjs';

const EMBED_DOC = readFileSync(join(REPO_ROOT, 'docs', 'EMBED.md'), 'utf8');
function docBlock(after, language) {
  const from = EMBED_DOC.indexOf(after);
  return new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(EMBED_DOC.slice(from))[1];
}
const DOC_SNIPPET = docBlock('## The snippet', 'html');
const DOC_CSS = docBlock('On a wide page, cap the frame', 'css');
const DOC_SANDBOX = /sandbox="([^"]*)"/.exec(DOC_SNIPPET)[1];

const received = (page) => page.evaluate(() => window.received);
const readies = async (page) => (await received(page)).filter((message) => message.type === 'mancala:ready');

// The host page does not scroll sideways, and the frame is `size` (whole
// pixels).
async function frameFits(page, size) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  const box = await page.locator('iframe').boundingBox();
  expect([Math.round(box.width), Math.round(box.height)]).toEqual(size);
}

test.describe('a guest on the host page', () => {
  test('a lesson loading in the frame, and another the host asks for, take no keystroke from the host’s search box and scroll nothing', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The frame's top in view, its board and panel below the fold: a board
    // brought into view would scroll the host's page.
    const host = await startHostPage({
      gameOrigin: new URL(baseURL).origin,
      embedPath: '/embed.html?learn=giuthi&speed=instant&parentOrigin={HOST}',
      sandbox: DOC_SANDBOX,
      width: 360,
      height: 560,
      before: '<label>Search the collection <input id="search" type="search"></label><div class="essay"></div>',
      stylesheet: '.essay { height: 620px; }',
    });
    try {
      await page.goto(host.url, { waitUntil: 'commit' });
      const search = page.locator('#search');
      await search.focus();
      let typed = '';
      const type = async (text) => {
        await page.keyboard.type(text);
        typed += text;
      };
      // The visitor types while the frame loads, until its lesson is there.
      while (!(await page.evaluate(() => window.received?.some((m) => m.type === 'mancala:ready')))) await type('a');
      expect((await readies(page))[0]).toMatchObject({ lesson: 'giuthi' });
      await type('b');
      // The host asks for another lesson: it comes with the frame's page
      // loaded (a focus moved then would go into the frame).
      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', protocol: 1, options: { learn: 'hus' } }));
      while ((await readies(page)).length < 2) await type('c');
      expect((await readies(page))[1]).toMatchObject({ lesson: 'hus' });
      await type('d');
      await expect(search).toBeFocused();
      await expect(search).toHaveValue(typed);
      expect(await page.evaluate(() => [scrollX, scrollY])).toEqual([0, 0]);
      // Once the visitor is in the frame, the lesson moves the focus in it.
      const frame = await gameFrame(page);
      await frame.locator('.learn-panel').getByRole('button', { name: 'Next step' }).click();
      await expect(frame.locator('.learn-count')).toHaveText(/^Step 2 of/);
      await expect(frame.locator('.learn-title')).toBeFocused();
    } finally {
      await host.close();
    }
  });
});

test.describe('the doc’s snippet under a host policy of style-src \'self\'', () => {
  test('on a 390 px phone: the frame is its column’s width, the page does not scroll sideways, the board is playable', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const stylesheet of ['', DOC_CSS]) {
      const host = await startHostPage({ gameOrigin: new URL(baseURL).origin, snippet: DOC_SNIPPET, stylesheet });
      try {
        await page.goto(host.url);
        const frame = await gameFrame(page);
        await frameFits(page, [374, 400]);
        await settle(frame);
        await expect(frame.locator('.pit-button').first()).toBeInViewport();
      } finally {
        await host.close();
      }
    }
  });

  test('on a wide page, the doc’s rule for its class caps it at 640', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    const host = await startHostPage({ gameOrigin: new URL(baseURL).origin, snippet: DOC_SNIPPET, stylesheet: DOC_CSS });
    try {
      await page.goto(host.url);
      await gameFrame(page);
      await frameFits(page, [640, 400]);
    } finally {
      await host.close();
    }
  });
});

test('the embed dialog’s snippet for Hus’s puzzles: on a phone, Try again and Show the solution are in the frame, and "Link to this puzzle" is a finger’s target', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  // A first visit: the first screen, where Hus is chosen.
  await page.locator('.welcome-game[data-game=hus] [data-choice=friend]').click();
  await expect.poll(async () => (await engine.position(page)).game).toBe('hus');
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Embed this game…' }).click();
  const dialog = page.locator('.embed-dialog');
  await dialog.getByLabel('Hus: its puzzles, easiest first').check();
  const snippet = await dialog.getByLabel('HTML to paste').inputValue();
  expect(snippet).not.toContain('style=');
  expect(/height="(\d+)"/.exec(snippet)[1]).toBe('560');
  await page.setViewportSize({ width: 390, height: 844 });
  const host = await startHostPage({ gameOrigin: new URL(baseURL).origin, snippet });
  try {
    await page.goto(host.url);
    const frame = await gameFrame(page);
    await frameFits(page, [374, 560]);
    await expect(frame.locator('.puzzle-panel')).toBeVisible();
    for (const name of ['Try again', 'Show the solution']) {
      await expect(frame.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    const link = await frame.getByRole('link', { name: 'Link to this puzzle' }).boundingBox();
    expect(Math.min(link.width, link.height)).toBeGreaterThanOrEqual(44);
  } finally {
    await host.close();
  }
});

test.describe('the host’s messages, as the doc says', () => {
  const size = { width: 640, height: 400 };
  const lastError = (page) => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:error').at(-1) ?? null);

  test('protocol: 1 is accepted, another protocol refused; analyse’s ms outside 50 to 10000 is refused and nothing is analysed', async ({
    page,
    baseURL,
  }) => {
    const { host, frame } = await frameSandboxed(page, baseURL, 'game=giuthi&speed=instant', size, { sandbox: DOC_SANDBOX });
    try {
      await expect.poll(async () => (await readies(page)).length).toBe(1);
      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', protocol: 1, options: { game: 'hus' } }));
      await expect.poll(async () => (await readies(page)).length).toBe(2);
      expect((await readies(page))[1]).toMatchObject({ game: 'hus', protocol: 1 });
      expect(await lastError(page)).toBeNull();
      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', protocol: 2, options: { game: 'kiothi' } }));
      await expect.poll(() => lastError(page)).toMatchObject({ reason: 'bad-message' });
      expect((await engine.position(frame)).game).toBe('hus');
      for (const ms of [20_000, 10]) {
        const before = (await received(page)).length;
        await page.evaluate((ms) => window.sendToGame({ type: 'mancala:analyse', protocol: 1, options: { ms } }), ms);
        await expect.poll(async () => (await received(page)).slice(before)).toEqual([
          expect.objectContaining({ type: 'mancala:error', reason: 'bad-options', options: ['ms'] }),
        ]);
      }
      // Within the range, the value comes.
      await page.evaluate(() => window.sendToGame({ type: 'mancala:analyse', protocol: 1, options: { ms: 10_000 } }));
      await expect.poll(async () => (await received(page)).at(-1), { timeout: 20_000 }).toMatchObject({ type: 'mancala:analysis', ply: 0 });
    } finally {
      await host.close();
    }
  });

  test('learn in new-game opens that lesson, told in ready', async ({ page, baseURL }) => {
    const { host, frame } = await frameSandboxed(page, baseURL, 'game=giuthi&speed=instant', size, { sandbox: DOC_SANDBOX });
    try {
      await expect.poll(async () => (await readies(page)).length).toBe(1);
      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', options: { learn: 'kiothi' } }));
      await expect.poll(async () => (await readies(page)).length).toBe(2);
      expect((await readies(page))[1]).toMatchObject({ game: 'kiothi', lesson: 'kiothi', link: null });
      await expect(frame.locator('.learn-panel')).toBeVisible();
      await expect(frame.locator('.learn-title')).toHaveText('Learn to play Kiothi');
    } finally {
      await host.close();
    }
  });

  test('about=GAME shows the game’s page over the frame, told in ready; Play closes it onto that game’s board; new-game asks for another', async ({ page, baseURL }) => {
    const { host, frame } = await frameSandboxed(page, baseURL, 'about=hus&speed=instant', { width: 360, height: 560 }, { sandbox: DOC_SANDBOX });
    try {
      await expect.poll(async () => (await readies(page)).length).toBe(1);
      expect((await readies(page))[0]).toMatchObject({ game: 'hus', about: 'hus' });
      const about = frame.locator('.embed-about');
      await expect(about.getByRole('heading', { level: 2 })).toHaveText('About Hus');
      await expect(about.locator('.about-works li')).toContainText(['Johann Georg Krönlein, title not given in our source, 1855.']);
      // The page scrolls within the frame; the host's does not move.
      await about.locator('.about-sources').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await about.getByRole('button', { name: 'Play Hus' }).click();
      await expect(about).toHaveCount(0);
      await expect.poll(async () => (await readies(page)).length).toBe(2);
      expect((await readies(page))[1]).not.toHaveProperty('about');
      expect((await readies(page))[1]).toMatchObject({ game: 'hus', ply: 0 });
      await expect(frame.locator('.pit-button[aria-disabled="false"]').first()).toBeVisible();
      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', options: { about: 'kiothi' } }));
      await expect.poll(async () => (await readies(page)).length).toBe(3);
      expect((await readies(page))[2]).toMatchObject({ game: 'kiothi', about: 'kiothi' });
      await expect(frame.locator('.embed-about').getByRole('heading', { level: 2 })).toHaveText('About Kiothi');
    } finally {
      await host.close();
    }
  });
});

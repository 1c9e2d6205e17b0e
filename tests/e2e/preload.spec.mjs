// Each page lists the modules its script imports (at any depth) as
// <link rel="modulepreload">, so that the browser fetches them in one round
// rather than a level of imports at a time: no module missing, none extra.

import { PAGES, preloadsOf, routeModules, routePreloads, staticImports } from '../../tools/preloads.mjs';
import { expect, test } from './support/index.mjs';

for (const [page, entry] of Object.entries(PAGES)) {
  test(`${page} preloads exactly the modules ${entry} imports`, () => {
    const wanted = staticImports(entry);
    expect(wanted).toContain('www/pkg/mancala.js');
    expect([...preloadsOf(page)].sort(), `${page}: node tools/preloads.mjs rewrites the list`).toEqual([...wanted].sort());
  });
}

test('www/route-preloads.js lists the modules of each view an address opens at once, less those the page preloads', () => {
  const wanted = routeModules();
  expect(wanted.learn.modules).toContain('learn/page.js');
  expect(wanted.link.modules).toContain('share/friend-panel.js');
  expect(wanted.link.styles).toContain('share/friend.css');
  expect(wanted.puzzle.modules).not.toContain('pkg/mancala.js');
  expect(routePreloads(), 'node tools/preloads.mjs rewrites the lists').toEqual(wanted);
});

// What a view's address preloads is what the view then uses: each file
// fetched once (a preload the view's own request does not match, a style
// sheet's or a fetch's, would be fetched twice), and the view's sheets
// applied, not taken for loaded because their preload is there.
const VIEWS = [
  { address: '/', shows: '.welcome-games', sheets: ['welcome/welcome.css'], data: null },
  { address: '/?learn=giuthi', shows: '.learn-panel:not([hidden])', sheets: ['learn/learn.css'], data: 'learn/lessons/giuthi.json' },
  { address: '/?puzzle=hus-2', shows: '.puzzle-panel', sheets: ['puzzles/puzzles.css'], data: 'puzzles/hus.json' },
  { address: '/#2.9DyNQQgMAgI', shows: '.friend-panel:not([hidden])', sheets: ['share/seat-panel.css', 'share/friend.css'], data: null },
];
for (const { address, shows, sheets, data } of VIEWS) {
  test(`${address} preloads what its view uses, each file fetched once`, async ({ page }) => {
    await page.goto(address);
    await expect(page.locator(shows)).toBeVisible();
    const { preloaded, fetched, applied } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map((link) => link.href),
      fetched: performance.getEntriesByType('resource').map((entry) => entry.name),
      applied: [...document.styleSheets].map((sheet) => sheet.href),
    }));
    const www = (path) => new URL(`/www/${path}`, page.url()).href;
    for (const sheet of sheets) {
      expect(preloaded).toContain(www(sheet));
      expect(applied).toContain(www(sheet));
    }
    if (data) expect(preloaded).toContain(www(data));
    for (const url of preloaded) {
      expect(fetched.filter((name) => name === url), `${url}: fetched once`).toHaveLength(1);
    }
  });
}

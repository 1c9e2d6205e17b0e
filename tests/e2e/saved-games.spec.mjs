// Saved games written before the engine's redesign (issue 12) still open as
// the same games: every game record of tests/fixtures/links-v1.json (written
// by the engine of ffadbd5) saved in the page's format 1, reloaded, and the
// game the page restores compared with it, record and position.

import { readFileSync } from 'node:fs';

import { engine, expect, openPage, test } from './game-helpers.mjs';

const FIXTURES = JSON.parse(readFileSync(new URL('../fixtures/links-v1.json', import.meta.url), 'utf8'));

test('saved games of the format before the redesign open as the same games', async ({ page }) => {
  test.setTimeout(180_000);
  await openPage(page);
  for (const { about, record } of FIXTURES) {
    const saved = {
      format: 1,
      setup: { game: record.start.game, options: {}, starter: 0, names: ['', ''], players: ['person', 'person'] },
      record,
    };
    await page.evaluate((text) => localStorage.setItem('mancala.game', text), JSON.stringify(saved));
    await page.reload();
    await expect(page.locator('body.ready')).toBeVisible();
    const restored = await engine.record(page);
    expect(restored.moves, about).toEqual(record.moves);
    expect(restored.start.pits, about).toEqual(record.start.pits);
    expect(restored.start.game, about).toEqual(record.start.game);
  }
});

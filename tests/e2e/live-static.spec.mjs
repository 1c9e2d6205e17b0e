// A static host without live play (the global setup's server,
// mancala-server --no-live, serves the site as one does): live play is not
// offered, nothing says it is missing, and the console stays clean (the
// test fixture fails on any console error).

import { DESKTOP, expect, openPage, test } from './game-helpers.mjs';

test('a static host offers no live play: not on the first screen, not in Share', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const status = page.waitForResponse((response) => response.url().endsWith('/www/live/status.json'));
  await page.goto('/');
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.locator('#first-screen')).toBeVisible();
  // The page asked, and the static file said no.
  expect(await (await status).json()).toEqual({ live: 0 });
  await expect(page.locator('.welcome-game[data-game=giuthi] [data-choice=friend]')).toBeVisible();
  await expect(page.locator('[data-choice=online]')).toHaveCount(0);

  await openPage(page);
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  await expect(dialog.getByRole('heading', { name: 'Play a friend by link' })).toBeVisible();
  await expect(dialog.getByText('Play a friend online')).toHaveCount(0);
  await expect(page.locator('.live-panel')).toHaveCount(0);
});

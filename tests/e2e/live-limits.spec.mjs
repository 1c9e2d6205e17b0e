// The live server's limit of new games from one address (issue 36, "a
// flood"): started allowing one game a minute, it refuses the second, and
// the page says so in its own words and stays where it was.

import { expect, test } from './support/live-server.mjs';
import { engine, makeLiveGame } from './live-helpers.mjs';

test.use({
  liveServerFlags: ['--games-per-minute', '1'],
  // The browser reports the refused request itself.
  expectedLiveErrors: [/status of 429 \(Too Many Requests\)/],
});

test('a second live game within the minute is refused in the page’s words, and the game here stays', async ({ device }) => {
  const { page } = await makeLiveGame(device);
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page.locator('.live-panel')).toHaveCount(0);
  const here = await engine.record(page);

  await page.click('#share-button');
  await page.locator('.share-dialog').getByRole('button', { name: 'Play a friend online' }).click();
  await expect(page.locator('#live')).toHaveText('Many live games were made from this network in the last minute: wait a minute, then try again.');
  await expect(page.locator('.live-panel')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  expect(await engine.record(page)).toEqual(here);
});

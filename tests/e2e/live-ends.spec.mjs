// How a live game ends without its last move (issue 36): a clock that runs
// out loses the game for the player whose time it was, and both pages say
// so. (The abandoned game is live-abandon.spec.mjs: its server has a short
// --abandon-secs.)

import { expect, test } from './support/live-server.mjs';
import { expectSameGame, openDevice, playTurn, ready } from './live-helpers.mjs';

test.describe.configure({ timeout: 180_000 });

test('a clock runs out: the player whose time it was loses, and both pages say so', async ({ device }) => {
  const page = await openDevice(device);
  await page.locator('.welcome-game[data-game=hus] [data-choice=friend]').click();
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  await dialog.getByLabel('Clock').selectOption({ label: '5 min + 3 s a move' });
  // The page's shortest clock is minutes long: the game is made with two
  // seconds a side and no increment (the server allows from one second).
  await page.route('**/live/games', (route) => {
    const body = JSON.parse(route.request().postData());
    expect(body.clock).toEqual({ initialMs: 300_000, incrementMs: 3000 });
    route.continue({ postData: JSON.stringify({ ...body, clock: { initialMs: 2000, incrementMs: 0 } }) });
  });
  await dialog.getByRole('button', { name: 'Play a friend online' }).click();
  await expect(page.locator('.live-clock')).toHaveText(['South: 0:02', 'North: 0:02']);
  const north = await openDevice(device, await page.locator('.live-invite .copy-text').inputValue());
  await ready(north);
  // No clock runs before the first move; after South's, North's runs, and
  // North does not move.
  await playTurn(page);
  const played = await expectSameGame(page, north);
  for (const side of [page, north]) {
    await expect(side.locator('.live-step')).toHaveText('North ran out of time: South wins.');
    await expect(side.locator('#status')).toHaveText('North ran out of time: South wins.');
    await expect(side.locator('.live-clock[data-side="1"]')).toHaveText('North: 0:00');
    await expect(side.locator('.live-clock.running')).toHaveCount(0);
    // Over: no more moves, the rematch and the review are offered.
    await expect(side.getByRole('button', { name: 'Rematch' })).toBeVisible();
    await expect(side.locator('#analysis-button')).toBeVisible();
  }
  // The flag played nothing.
  expect(await expectSameGame(page, north)).toEqual(played);
});

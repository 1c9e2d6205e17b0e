// Live play's words and clocks (issue 51): the first screen says what each
// way to play a friend far away is; the short clocks people play, 1 + 0
// and 3 + 2, are offered beside the longer ones, and the server accepts
// them.

import { expect, test } from './support/live-server.mjs';
import { openDevice } from './live-helpers.mjs';

test('the first screen says what each way to play a friend far away is', async ({ device }) => {
  const page = await openDevice(device);
  const card = page.locator('.welcome-game[data-game=giuthi]');
  await expect(card.locator('[data-choice=friend-link]')).toHaveText('With a friend by message, a move at a time');
  await expect(card.locator('[data-choice=online]')).toHaveText('With a friend online, live, at once');
});

test('the share dialog offers 1 + 0 and 3 + 2 clocks, and a 3 + 2 game starts with three minutes a side', async ({ device }) => {
  const page = await openDevice(device);
  await page.locator('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  await expect(dialog.getByLabel('Clock').locator('option')).toHaveText([
    'No clock',
    '1 min + 0 s a move',
    '3 min + 2 s a move',
    '5 min + 3 s a move',
    '10 min + 5 s a move',
    '30 min + 10 s a move',
  ]);
  await dialog.getByLabel('Clock').selectOption({ label: '3 min + 2 s a move' });
  await dialog.getByRole('button', { name: 'Play a friend online' }).click();
  await expect(page.locator('.live-role')).toHaveText('You play South, the bottom row.');
  await expect(page.locator('.live-clock')).toHaveText(['South: 3:00', 'North: 3:00']);
});

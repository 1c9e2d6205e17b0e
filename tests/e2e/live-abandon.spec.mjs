// A live game that a player abandons (issue 36): the server, started with
// a short --abandon-secs, ends the game once a player of a begun game has
// been away that long; the other is told the game ended and why.

import { expect, test } from './support/live-server.mjs';
import { gameAfterAMoveEach, moves } from './live-helpers.mjs';

test.use({ liveServerFlags: ['--abandon-secs', '2'] });
test.describe.configure({ timeout: 180_000 });

test('a player closes the page and does not come back: the game ends, and the other is told why', async ({ device }) => {
  // Begun: a game no one has moved in is not abandoned.
  const { south, north, played } = await gameAfterAMoveEach(device);
  await north.close();
  await expect(south.page.locator('.live-step')).toHaveText('North left the game: South wins.');
  await expect(south.page.locator('#status')).toHaveText('North left the game: South wins.');
  await expect(south.page.locator('.live-actions').getByRole('button', { name: 'Rematch' })).toBeVisible();
  await expect(south.page.locator('.live-presence')).toBeHidden();
  expect(await moves(south.page)).toEqual(played);
});

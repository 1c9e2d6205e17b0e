// axe-core on a live game's panel (issue 36), as each player sees it while
// the game runs: the offer to answer, one's own offer waiting, the resign
// question, a declined offer's notice, and the watcher's panel; Share and
// the embed dialog during the game; on a desktop and a phone, light and
// dark. No violation of any impact.

import { expect, test } from './support/live-server.mjs';
import { violations } from './support/axe.mjs';
import { idle, makeLiveGame, openDevice, playTurn, ready } from './live-helpers.mjs';

test.describe.configure({ timeout: 180_000 });

for (const { name, viewport, colorScheme } of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: 'phone (dark)', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
]) {
  test(`axe: the live panel on a ${name}, with an offer shown, has no violations`, async ({ device }) => {
    const south = await makeLiveGame(device, { viewport, bypassCSP: true });
    const north = await openDevice(device, south.friendUrl, { viewport, bypassCSP: true });
    for (const page of [south.page, north]) await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await ready(north);
    await playTurn(south.page);
    await ready(north);
    // The invitation's link, then the game under way.
    expect(await violations(north, '.live-panel')).toEqual([]);

    await north.getByRole('button', { name: 'Offer a draw' }).click();
    await expect(south.page.locator('.live-offer')).toContainText('Your friend offers a draw.');
    await expect(north.locator('.live-offer')).toContainText('You offered a draw');
    expect(await violations(south.page, '.live-panel')).toEqual([]);
    expect(await violations(north, '.live-panel')).toEqual([]);

    await south.page.locator('.live-offer').getByRole('button', { name: 'Decline' }).click();
    await expect(north.locator('.live-notice')).toHaveText('Your friend declined the draw.');
    await north.getByRole('button', { name: 'Resign' }).click();
    await expect(north.getByRole('button', { name: 'Yes, resign' })).toBeVisible();
    await north.locator('.live-watch summary').click();
    expect(await violations(north, '.live-panel')).toEqual([]);

    // Share during the game, and its embed for watching.
    await south.page.click('#share-button');
    await expect(south.page.locator('.share-dialog')).toBeVisible();
    expect(await violations(south.page, '.share-dialog')).toEqual([]);
    await south.page.getByRole('button', { name: 'Embed this game for watching…' }).click();
    await expect(south.page.frameLocator('.embed-preview iframe').locator('.live-role')).toHaveText('You are watching this game.');
    expect(await violations(south.page, '.embed-dialog')).toEqual([]);

    const watcher = await openDevice(device, south.watchUrl, { viewport, bypassCSP: true });
    await watcher.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(watcher.locator('.live-presence')).toHaveText('South: connected. North: connected.');
    await idle(watcher);
    expect(await violations(watcher, '.live-panel')).toEqual([]);
  });
}

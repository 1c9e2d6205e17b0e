// Share during a live game (issue 36): it offers what fits a game the
// server holds — its watchers' link and the embed that shows it — and none
// of the link game's ways; the embed dialog's snippet, pasted into a page on
// another origin, shows the live game as it is played.

import { expect, test } from './support/live-server.mjs';
import { startHostPage } from './support/host-page.mjs';
import { gameFrame } from './support/framed-embed.mjs';
import { expectSameGame, idle, makeLiveGame, moves, openDevice, playTurn, ready } from './live-helpers.mjs';

test.describe.configure({ timeout: 180_000 });

// The sandbox docs/EMBED.md recommends (embed-dialog.js's SANDBOX).
const RECOMMENDED_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

test('Share during a live game offers the friend’s and watchers’ links and the embed, not the link game’s ways', async ({ device }) => {
  const south = await makeLiveGame(device);
  // Before the friend comes, Share has their link too, as the panel does.
  await south.page.click('#share-button');
  const shareDialog = south.page.locator('.share-dialog');
  await expect(shareDialog.getByLabel('Link for your friend')).toHaveValue(south.friendUrl);
  await expect(shareDialog.getByLabel('Link to watch the game')).toHaveValue(south.watchUrl);
  await shareDialog.getByRole('button', { name: 'Close' }).click();
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  await playTurn(south.page);
  await ready(north);

  for (const page of [south.page, north]) {
    await page.click('#share-button');
    const dialog = page.locator('.share-dialog');
    await expect(dialog.getByRole('heading', { name: 'Share this live game' })).toBeVisible();
    await expect(dialog.getByLabel('Link to watch the game')).toHaveValue(south.watchUrl);
    await expect(dialog.getByRole('button', { name: 'Embed this game for watching…' })).toBeVisible();
    // The friend has come: their seat's link is handed out no more.
    await expect(dialog.getByLabel('Link for your friend')).toHaveCount(0);
    // Nothing that would leave the server's game or hand out a seat.
    await expect(dialog.getByRole('button', { name: /against a friend/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Play a friend online' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Set up a position…' })).toHaveCount(0);
    await expect(dialog.getByText('Play a friend by link')).toHaveCount(0);
    await expect(dialog.getByLabel('Link to this game')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }

  // Once the game is over its link is there too, to step through it.
  await north.getByRole('button', { name: 'Resign' }).click();
  await north.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(south.page.locator('.live-step')).toHaveText('North resigned: South wins.');
  await south.page.click('#share-button');
  const dialog = south.page.locator('.share-dialog');
  await expect(dialog.getByLabel('Link to watch the game')).toHaveValue(south.watchUrl);
  await expect(dialog.getByLabel('Link to this game')).toHaveValue(/#/);
  await expect(dialog.getByRole('button', { name: /against a friend/ })).toHaveCount(0);

  // Back on the device's own game, Share is the usual one again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await south.page.getByRole('button', { name: 'Leave' }).click();
  await expect(south.page.locator('.live-panel')).toHaveCount(0);
  await south.page.click('#share-button');
  await expect(dialog.getByRole('heading', { name: 'Share this game' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Set up a position…' })).toBeVisible();
});

test('the embed dialog’s watch snippet, on a page of another origin, shows the live game and its moves', async ({ device, liveServer }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  await playTurn(south.page);

  await south.page.click('#share-button');
  await south.page.getByRole('button', { name: 'Embed this game for watching…' }).click();
  const embedDialog = south.page.locator('.embed-dialog');
  await expect(embedDialog.getByRole('heading', { name: 'Show this live game on a website' })).toBeVisible();
  // No choices of who plays: the frame only watches.
  await expect(embedDialog.getByText('Who plays')).toHaveCount(0);
  const snippet = await embedDialog.getByLabel('HTML to paste').inputValue();
  const game = /#live\.([^.]+)$/.exec(south.watchUrl)[1];
  const src = /<iframe src="([^"]*)"/.exec(snippet)[1].replace(/&amp;/g, '&');
  expect(new URL(src).pathname).toBe('/embed.html');
  expect(new URL(src).hash).toBe(`#live.${game}`);
  expect(/sandbox="([^"]*)"/.exec(snippet)[1]).toBe(RECOMMENDED_SANDBOX);
  // The dialog's preview watches the game too.
  const preview = south.page.frameLocator('.embed-preview iframe');
  await expect(preview.locator('.live-role')).toHaveText('You are watching this game.');
  await embedDialog.getByRole('button', { name: 'Close' }).click();

  const host = await startHostPage({ gameOrigin: liveServer.url, snippet });
  try {
    const museum = await (await device({ viewport: { width: 800, height: 600 } })).newPage();
    await museum.goto(host.url);
    const frame = await gameFrame(museum);
    await expect(frame.locator('.live-role')).toHaveText('You are watching this game.');
    await expectSameGame(south.page, frame);
    // The players move on: the gallery's frame shows each move, at the
    // speed a gallery shows them (a sowing of several laps takes a while).
    await playTurn(north);
    await playTurn(south.page);
    const played = await expectSameGame(south.page, north);
    expect(played.length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => moves(frame), { timeout: 120_000 }).toEqual(played);
    await idle(frame);
    await expect(frame.locator('.live-actions')).toBeHidden();
    // The frame shows only the game: no Leave, no link to hand on, and the
    // status says whose move it is (not the player's instructions).
    await expect(frame.getByRole('button', { name: 'Leave' })).toHaveCount(0);
    await expect(frame.locator('.live-watch')).toHaveCount(0);
    await expect(frame.locator('#status')).toHaveText('Waiting for North to move.');
  } finally {
    await host.close();
  }
});

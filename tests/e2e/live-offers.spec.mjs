// A live game's offers (issue 36): a draw offered, a take-back asked, and
// their answers are told in the live panel, beside the board, never over
// its pits — on a phone (390 x 844) and on a desktop (1280 x 800).

import { expect, test } from './support/live-server.mjs';
import { expectSameGame, idle, makeLiveGame, openDevice, playTurn, ready } from './live-helpers.mjs';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

// Whatever covers a pit on the page: the live panel, or any element on
// top of the pit's middle. (The board's own toast, which lets clicks
// through, is checked by its words: a move's "extra move" may be fading.)
function coveredPits(page) {
  return page.evaluate(() => {
    const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const shown = [...document.querySelectorAll('.live-panel')];
    const problems = [];
    for (const pit of document.querySelectorAll('.pit-button')) {
      const r = pit.getBoundingClientRect();
      for (const node of shown) if (overlap(r, node.getBoundingClientRect())) problems.push(`pit ${pit.dataset.pit} under ${node.className}`);
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (top && !top.closest('#board-host')) problems.push(`pit ${pit.dataset.pit} under ${top.className || top.tagName}`);
    }
    return problems;
  });
}

test('offers and their answers are told in the panel, not over the pits, on a phone and a desktop', async ({ device }) => {
  const south = await makeLiveGame(device, { viewport: PHONE });
  const north = await openDevice(device, south.friendUrl, { viewport: DESK });
  await ready(north);
  await playTurn(south.page);
  await playTurn(north);
  await expectSameGame(south.page, north);
  await idle(south.page);

  // North (desktop) offers a draw: South (phone) sees it in the panel.
  await north.getByRole('button', { name: 'Offer a draw' }).click();
  const southOffer = south.page.locator('.live-offer');
  await expect(southOffer).toContainText('Your friend offers a draw.');
  await expect(southOffer.getByRole('button', { name: 'Accept' })).toBeInViewport();
  await expect(south.page.locator('.board-toast')).not.toContainText('draw');
  expect(await coveredPits(south.page)).toEqual([]);

  // South declines: North is told beside the board.
  await southOffer.getByRole('button', { name: 'Decline' }).click();
  await expect(north.locator('.live-notice')).toHaveText('Your friend declined the draw.');
  await expect(north.locator('.live-notice')).toBeInViewport();
  await expect(north.locator('.board-toast')).not.toContainText('draw');
  expect(await coveredPits(north)).toEqual([]);

  // The sizes swapped: South (now on a desktop, to move) plays; North
  // (now a phone) asks to take it back, and South sees the request.
  await south.page.setViewportSize(DESK);
  await north.setViewportSize(PHONE);
  await playTurn(south.page);
  await idle(north);
  await north.getByRole('button', { name: 'Ask to take back' }).click();
  await expect(south.page.locator('.live-offer')).toContainText('Your friend asks to take back their last move.');
  await expect(south.page.locator('.board-toast')).not.toContainText('take back');
  expect(await coveredPits(south.page)).toEqual([]);
  // Accepted: the move is gone on both boards, and North is told in its panel.
  const before = await expectSameGame(south.page, north);
  await south.page.locator('.live-offer').getByRole('button', { name: 'Accept' }).click();
  await expect(north.locator('.live-notice')).toHaveText('A move was taken back.');
  await expect(north.locator('.board-toast')).not.toContainText('taken back');
  await expect.poll(async () => (await expectSameGame(north, south.page)).length).toBeLessThan(before.length);
  await idle(north);
  expect(await coveredPits(north)).toEqual([]);
});

// The panel redraws whenever the server says anything (an offer, who is
// connected, a clock): a person's press on Accept or Rematch that such a
// redraw meets between the press and the release still clicks the button
// it began on (a panel that made its buttons anew lost it).
test('a press on the panel’s button is kept when the server’s news redraws the panel between the press and the release', async ({ device }) => {
  const page = await openDevice(device, '/');
  await page.evaluate(async () => {
    await import('/www/live/live.js');
    const { livePanel } = await import('/www/live/live-panel.js');
    const sent = [];
    const panel = livePanel({ invite: null, watchUrl: 'http://example.invalid/', act: (message) => sent.push(message) > 0, leave: null });
    panel.root.style.cssText = 'position: fixed; inset: 0 auto auto 0; width: 360px; z-index: 1000';
    document.body.append(panel.root);
    const presence = (north) => ({ south: true, north, watchers: 0, abandonAt: { south: null, north: null } });
    const state = { side: 0, connection: 'open', failure: '', ply: 4, toMove: 0, result: null, resultWords: '', clock: null, clockAt: 0, serverOffset: 0, inviting: false, mayTakeBack: true };
    // @ts-ignore: the test's handle
    window.panelTest = {
      sent,
      offered: (north) => panel.render({ ...state, offers: { draw: 'north', takeback: null, rematch: [] }, presence: presence(north) }),
      over: (asked) => panel.render({ ...state, toMove: null, result: { how: 'resigned', winner: 1, scores: null }, resultWords: 'North won.', offers: { draw: null, takeback: null, rematch: asked }, presence: presence(true) }),
    };
    window.panelTest.offered(true);
  });
  const press = async (button, redraw) => {
    const box = await button.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.evaluate(redraw);
    await page.mouse.up();
  };

  // The friend's connection drops as Accept is pressed.
  const panel = page.locator('.live-panel');
  await press(panel.locator('.live-offer').getByRole('button', { name: 'Accept' }), () => window.panelTest.offered(false));
  await expect(panel.locator('.live-presence')).toHaveText('Your friend has not opened the link yet.');
  expect(await page.evaluate(() => window.panelTest.sent)).toEqual([{ t: 'answer', kind: 'draw', ply: 4, accept: true }]);

  // Over: the friend's rematch arrives as Rematch is pressed.
  await page.evaluate(() => window.panelTest.over([]));
  await press(panel.locator('.live-actions').getByRole('button', { name: 'Rematch' }), () => window.panelTest.over(['north']));
  await expect(panel.locator('.live-actions')).toContainText('Your friend wants a rematch.');
  expect(await page.evaluate(() => window.panelTest.sent.at(-1))).toEqual({ t: 'rematch' });
});

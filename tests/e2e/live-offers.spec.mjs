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

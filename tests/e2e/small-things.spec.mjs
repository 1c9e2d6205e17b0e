// Smaller things a newcomer met: the hand over a pit one can play, the
// rules' words for their source, the same subtitle for the same board, and
// the phone's own share sheet.

import { DESKTOP, engine, expect, openPage, pitButton, pressPit, settle, test } from './game-helpers.mjs';

const cursor = (page) => page.evaluate(() => getComputedStyle(document.querySelector('canvas.board-canvas')).cursor);

async function pointAt(page, pit, nudge = 0) {
  const box = await pitButton(page, pit).boundingBox();
  await page.mouse.move(box.x + box.width / 2 + nudge, box.y + box.height / 2);
}

test('the pointer is a hand over a pit one can play, also when the turn changes under it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  // South to move: a hand over South's pit 11, none over North's pit 4.
  await pointAt(page, 11);
  await expect.poll(() => cursor(page)).toBe('pointer');
  await pointAt(page, 4);
  await expect.poll(() => cursor(page)).toBe('auto');
  // South plays (as from the keyboard) while the pointer rests on North's
  // pit 4, which North may play next.
  await pressPit(page, 10);
  await page.locator('.picker-arrow[data-dir="ccw"]').dispatchEvent('click');
  await settle(page);
  expect((await engine.position(page)).to_move).toBe(1);
  expect((await engine.legalMoves(page)).some((move) => move.pit === 4)).toBe(true);
  await pointAt(page, 4, 1);
  await expect.poll(() => cursor(page)).toBe('pointer');
});

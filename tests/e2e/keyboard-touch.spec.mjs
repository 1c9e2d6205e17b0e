// Playing without a mouse: with the keyboard the board is one tab stop, on
// a pit one can play, and it keeps the focus from move to move; on a touch
// screen the page speaks of taps, not keys.

import { DESKTOP, PHONE, engine, expect, newGame, openPage, settle, test, openBoard } from './game-helpers.mjs';

// The focused element, as a pit's number and whether it can be played.
const focused = (page) =>
  page.evaluate(() => {
    const node = document.activeElement;
    return node?.classList.contains('pit-button')
      ? { pit: Number(node.dataset.pit), playable: node.getAttribute('aria-disabled') === 'false' }
      : { tag: node?.tagName ?? null, id: node?.id ?? '' };
  });

// The board's tab stops: the pits in the tab order.
const tabStops = (page) =>
  page.evaluate(() => [...document.querySelectorAll('.pit-button')].filter((b) => b.tabIndex === 0).map((b) => Number(b.dataset.pit)));

// Tabs from the top bar's last button onto the board.
async function tabOntoBoard(page) {
  await page.locator('.topbar-actions .button:last-child').focus();
  await page.keyboard.press('Tab');
}

for (const game of ['giuthi', 'hus', 'kiothi']) {
  test(`keyboard, ${game}: the board's tab stop is a pit one can play, and the focus stays on the board move after move`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page);
    await newGame(page, { game });
    if (game === 'kiothi') {
      // Past the opening: each side empties its boma 9 and 10 onto boma 8.
      const panel = page.locator('#opening-panel');
      for (const [first, second, onto] of [[8, 9, 7], [18, 19, 17]]) {
        for (const pit of [first, second]) await page.locator(`.pit-button[data-pit="${pit}"]`).dispatchEvent('click');
        await panel.getByRole('button', { name: 'all', exact: true }).click();
        await page.locator(`.pit-button[data-pit="${onto}"]`).dispatchEvent('click');
        await panel.getByRole('button', { name: 'Confirm' }).click();
        await settle(page);
      }
    }
    await tabOntoBoard(page);
    for (let move = 0; move < 4; move++) {
      const now = await focused(page);
      expect(now, `the focus before move ${move + 1}`).toMatchObject({ playable: true });
      const stops = await tabStops(page);
      expect(stops).toEqual([now.pit]);
      // Play it from the keyboard: Enter, then Giuthi's direction or
      // Kiothi's count (the most it offers).
      const before = (await engine.record(page)).moves.length;
      await page.keyboard.press('Enter');
      if (game === 'giuthi') await page.keyboard.press('ArrowRight').catch(() => {});
      if (game === 'giuthi' && (await page.locator('.picker-arrow').count())) await page.keyboard.press('ArrowLeft');
      if (game === 'kiothi') {
        // A boma of several counts opens the count picker, perhaps a frame
        // after the key: its Sow button, focused, sows the most.
        const played = async () => (await engine.record(page)).moves.length > before;
        await expect.poll(async () => (await played()) || (await page.locator('.count-picker').count()) > 0).toBe(true);
        if (!(await played())) {
          await expect(page.getByRole('button', { name: /^Sow \d+$/ })).toBeFocused();
          await page.keyboard.press('Enter');
        }
      }
      await expect.poll(async () => (await engine.record(page)).moves.length).toBe(before + 1);
      await settle(page);
      if ((await engine.outcome(page)) !== null) break;
    }
    expect(await focused(page)).toMatchObject({ playable: true });
  });
}

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  // No word of keys where a finger plays.
  const KEYS = /arrow key|Escape|Ctrl|⌘|click/i;

  test('the page speaks of taps, not of arrow keys, Escape or clicks', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mancala.prefs', JSON.stringify({ speed: 'slow' })));
    await openBoard(page);
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    const status = page.locator('#status');
    // Giuthi: a pit tapped, then its direction.
    const position = await engine.position(page);
    const move = (await engine.legalMoves(page))[0];
    await page.locator(`.pit-button[data-pit="${move.pit}"]`).tap({ force: true });
    await expect(page.locator('.picker-arrow').first()).toBeVisible();
    await expect(status).toHaveText('South: tap the direction of the first lap (↺ counter-clockwise · ↻ clockwise), or tap elsewhere to choose again.');
    await page.locator(`.picker-arrow[data-dir="${move.dir}"]`).tap();
    await expect(status).toHaveText('South is sowing… (tap the board or Skip to see the result at once)');
    await expect(page.locator('body')).not.toContainText(KEYS);
    await page.getByRole('button', { name: 'Skip' }).tap();
    await settle(page);
    expect((await engine.record(page)).moves).toEqual([move]);
    expect(position.to_move).toBe(0);

    // Kiothi's opening: warriors are placed a tap at a time.
    await page.selectOption('#speed-select', 'instant');
    await newGame(page, { game: 'kiothi' });
    await page.locator('.pit-button[data-pit="8"]').dispatchEvent('click');
    await page.locator('.pit-button[data-pit="9"]').dispatchEvent('click');
    await expect(page.locator('#opening-panel')).toContainText('Per tap:');
    await expect(page.locator('body')).not.toContainText(KEYS);
  });
});

// Smaller things a newcomer met: the hand over a pit one can play, the
// rules' words for their source, the same subtitle for the same board, and
// the phone's own share sheet.

import { DESKTOP, engine, expect, openPage, pitButton, pressPit, settle, test, openBoard } from './game-helpers.mjs';

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

// "Seed" is the players' word for the counters: the rules call the text
// they follow the source text, in every language.
for (const { lang, source, not } of [
  { lang: 'en', source: /source text/, not: /seed text/i },
  { lang: 'sv', source: /[Kk]älltext/, not: /frötext/i },
  { lang: 'sw', source: /[Mm]aandishi ya chanzo/, not: /maandishi ya mbegu/i },
]) {
  test(`rules (${lang}): the decisions name the text followed the source text, not the seed text`, async ({ page }) => {
    await openBoard(page, `/?lang=${lang}`);
    await page.click('#rules-button');
    const dialog = page.locator('#rules-dialog');
    await expect(dialog.getByRole('tab').first()).toBeVisible();
    let found = 0;
    for (const tab of await dialog.getByRole('tab').all()) {
      await tab.click();
      const text = await dialog.locator('.rules-body').textContent();
      expect(text, await tab.textContent()).not.toMatch(not);
      if (source.test(text)) found += 1;
    }
    // Giuthi, Kiothi and Hus speak of their source text.
    expect(found).toBeGreaterThanOrEqual(3);
  });
}

test('the subtitle names the same board alike on a first visit and after a new game', async ({ page }) => {
  await openBoard(page);
  const subtitle = page.locator('#game-subtitle');
  await expect(subtitle).toHaveText('2 × 8, 8 per pit');
  await page.click('#new-game-button');
  await page.locator('#new-game-dialog button[type=submit]').click();
  await expect(page.locator('#new-game-dialog')).toBeHidden();
  await expect(subtitle).toHaveText('2 × 8, 8 per pit');
  // And after a reload of that first game.
  await page.evaluate(() => localStorage.clear());
  await openBoard(page);
  await expect(subtitle).toHaveText('2 × 8, 8 per pit');
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(subtitle).toHaveText('2 × 8, 8 per pit');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Share hands the link to the system’s share sheet where there is one, else offers Copy link', async ({ page }) => {
    // The share sheet, as the phone's browser offers it (Chromium on Linux
    // has none): it records what it was given.
    await page.addInitScript(() => {
      window.shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data) => {
          window.shared.push(data);
        },
      });
    });
    await openBoard(page);
    await page.click('#share-button');
    const dialog = page.locator('.share-dialog');
    const url = await dialog.getByLabel('Link to this game').inputValue();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Share link…' }).tap();
    await expect.poll(() => page.evaluate(() => window.shared)).toEqual([{ url }]);

    // Without a share sheet: Copy link, as before.
    await page.addInitScript(() => delete Navigator.prototype.share);
    await page.evaluate(() => localStorage.clear());
    await openBoard(page);
    await page.evaluate(() => delete navigator.share);
    await page.click('#share-button');
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Share link…' })).toHaveCount(0);
  });
});

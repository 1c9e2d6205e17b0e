// The words people read (issue 51, "Words"): Kiothi's prison in the
// page's language, the move list's side names whole ("Kaskazini", not
// "Kaskaz…"), the first screen's ways to play with a friend saying what
// each is, and the lessons' menu saying the progress is kept only where it
// is (not in a kiosk, whose next visitor starts afresh).

import { DESKTOP, PHONE, engine, expect, newGame, openBoard, playMove, settle, test } from './game-helpers.mjs';

test('Kiothi’s prisons are named in Swedish and Swahili', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const [code, labels] of [
    ['sv', ['Nords fängelse', 'Syds fängelse']],
    ['sw', ['Gereza la Kaskazini', 'Gereza la Kusini']],
  ]) {
    await openBoard(page, `/?lang=${code}`);
    await newGame(page, { game: 'kiothi' });
    await expect.poll(async () => (await page.locator('.store-label').allTextContents()).sort()).toEqual(labels);
    await expect(page.locator('.store-label').first()).not.toContainText(/prison/i);
  }
});

for (const size of [PHONE, DESKTOP]) {
  test(`the move list shows each side’s name whole in Swahili (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await openBoard(page, '/?lang=sw');
    await page.selectOption('#speed-select', 'instant');
    // South, then North: a row for each.
    while ((await page.locator('.history-side').count()) < 2 || !(await page.locator('.history-side', { hasText: 'Kaskazini' }).count())) {
      const position = await engine.position(page);
      await playMove(page, position, (await engine.legalMoves(page))[0]);
      await settle(page);
    }
    const sides = page.locator('.history-side');
    await expect(sides.filter({ hasText: 'Kaskazini' }).first()).toBeVisible();
    const cut = await sides.evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent));
    expect(cut, 'no side name is cut short').toEqual([]);
    // The moves' column starts at one place on every row.
    const starts = await page.locator('.history-move').evaluateAll((moves) => moves.map((move) => Math.round(move.getBoundingClientRect().left)));
    expect(new Set(starts).size).toBe(1);
  });
}

test('the lessons’ menu says the progress is kept on this device on the full page only, not in a kiosk', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page);
  await page.click('#learn-button');
  const menu = page.locator('#learn-dialog');
  await expect(menu).toContainText('Each lesson teaches one game in a few minutes, on the real board. Your progress is kept on this device.');
  await menu.getByRole('button', { name: 'Close' }).click();

  await page.goto('/?kiosk=1&game=giuthi');
  await expect(page.locator('body.ready')).toBeVisible();
  await page.locator('.kiosk-touch').click();
  await expect(page.locator('.kiosk-touch')).toBeHidden();
  await page.click('#learn-button');
  await expect(menu).toContainText('Each lesson teaches one game in a few minutes, on the real board.');
  await expect(menu).not.toContainText('kept');
});

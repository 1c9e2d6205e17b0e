// What must be seen whole on the board's page: Kiothi's count picker, the
// top bar in Kiswahili on a phone, and the board of the embed once its
// options change.

import { DESKTOP, PHONE, engine, expect, newGame, openPage, pitButton, pressPit, settle, test, openBoard } from './game-helpers.mjs';

// Kiothi past its opening: each side empties its boma 9 and 10 and puts
// all ten warriors on its boma 8.
async function kiothiInPlay(page) {
  await newGame(page, { game: 'kiothi' });
  const panel = page.locator('#opening-panel');
  for (const [first, second, onto] of [[8, 9, 7], [18, 19, 17]]) {
    await pressPit(page, first);
    await pressPit(page, second);
    await panel.getByRole('button', { name: 'all', exact: true }).click();
    await pressPit(page, onto);
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await settle(page);
  }
}

// The box of `locator` is wholly visible: on screen, and the middle of each
// of its edges is the locator's own (nothing clips or covers it).
async function expectWhollyVisible(page, locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const edges = [
    [middle.x, box.y + 2],
    [box.x + box.width - 2, middle.y],
    [middle.x, box.y + box.height - 2],
    [box.x + 2, middle.y],
  ];
  const own = await locator.evaluate(
    (element, points) => points.map(([x, y]) => element.contains(document.elementFromPoint(x, y))),
    edges,
  );
  expect(own, 'the top, right, bottom and left edges show it').toEqual([true, true, true, true]);
}

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('Kiothi on a desktop: the count picker is seen whole and covers none of North’s boma', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await kiothiInPlay(page);
  const position = await engine.position(page);
  // South's boma 5 holds 5, of which it may lift 4 or 5.
  expect(position.pits[4]).toBe(5);
  await pitButton(page, 4).click({ force: true });
  const picker = page.locator('.count-picker');
  await expect(picker).toBeVisible();
  await expect(picker.locator('.picker-count')).toHaveText('Lift 5 of 5');
  await expectWhollyVisible(page, picker);
  const box = await picker.boundingBox();
  for (let pit = 10; pit < 20; pit++) {
    expect(overlaps(box, await pitButton(page, pit).boundingBox()), `North's boma ${pit - 9}`).toBe(false);
  }
  // It still works: lift 4 (the fewest allowed here) and sow them.
  await picker.getByRole('button', { name: 'Fewer' }).click();
  await expect(picker.locator('.picker-count')).toHaveText('Lift 4 of 5');
  await picker.locator('.picker-go').click();
  await settle(page);
  expect((await engine.record(page)).moves[2]).toEqual({ pit: 4, count: 4 });
});

test('Kiswahili on a phone: the top bar’s buttons leave the title whole, and Kiothi’s subtitle wraps as a sentence', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('mancala.prefs', JSON.stringify({ lang: 'sw', speed: 'instant' })));
  await openBoard(page);
  const title = page.locator('#game-title');
  const subtitle = page.locator('#game-subtitle');
  for (const game of ['giuthi', 'kiothi']) {
    if (game === 'kiothi') {
      await page.click('#new-game-button');
      const dialog = page.locator('#new-game-dialog');
      await dialog.locator('input[name=game][value="kiothi"]').check();
      await dialog.locator('button[type=submit]').click();
      await expect(dialog).toBeHidden();
    }
    await expect(title).toHaveText(game === 'kiothi' ? 'Kiothi' : 'Giuthi');
    // The whole title is drawn, and no button lies over it or its subtitle.
    expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    for (const button of await page.locator('.topbar-actions .button').all()) {
      const box = await button.boundingBox();
      expect(overlaps(box, await title.boundingBox()), `${await button.textContent()} over the title`).toBe(false);
      expect(overlaps(box, await subtitle.boundingBox()), `${await button.textContent()} over the subtitle`).toBe(false);
    }
    // The subtitle runs as a sentence: at most two lines.
    const lines = await subtitle.evaluate((node) => node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight));
    expect(lines, 'lines of the subtitle').toBeLessThanOrEqual(2.05);
  }
});

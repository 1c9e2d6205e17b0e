// The position editor: counts in the pits checked by the engine, who moves,
// Kiothi's nki marks; a puzzle shared as a link opens elsewhere as the same
// start, and "Play from here" starts a game from it.

import { DESKTOP, engine, expect, expectMirrorMatchesEngine, openPage, settle, test } from './game-helpers.mjs';
import { linkOf } from './computer-helpers.mjs';

async function openEditor(page) {
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Set up a position…' }).click();
  const dialog = page.locator('.editor-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function setCount(dialog, pit, count) {
  await dialog.locator(`.editor-count[data-pit="${pit}"]`).fill(String(count));
}

test('a Giuthi puzzle: counts, who moves, checked by the engine, shared by link and played', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  const dialog = await openEditor(page);
  const verdict = dialog.locator('.editor-verdict');
  await expect(verdict).toHaveText('A valid position: 128 seeds on the board, South to move.');

  await dialog.getByRole('button', { name: 'Empty the board' }).click();
  await expect(verdict).toHaveText('The game would already be over in this position: give the player to move a move.');
  await expect(dialog.getByRole('button', { name: 'Play from here' })).toBeDisabled();

  // South (pits 8..15) has a move; North (0..7) has seeds too.
  await setCount(dialog, 9, 3);
  await setCount(dialog, 12, 1);
  await setCount(dialog, 4, 2);
  await setCount(dialog, 6, 5);
  await dialog.getByLabel("South’s pile").fill('7');
  await dialog.getByLabel("North’s pile").fill('20');
  await dialog.locator('input[name=editor-to-move][value="1"]').check();
  await expect(verdict).toHaveText('A valid position: 11 seeds on the board, North to move.');

  // A count that is no count is refused before the engine sees it.
  await setCount(dialog, 3, -2);
  await expect(verdict).toHaveText('Each count is a whole number from 0 to 999.');
  await expect(dialog.getByRole('button', { name: 'Share as a link' })).toBeDisabled();
  await setCount(dialog, 3, 0);
  await expect(verdict).toHaveText('A valid position: 11 seeds on the board, North to move.');

  await dialog.getByRole('button', { name: 'Share as a link' }).click();
  const link = await dialog.getByLabel('Link to this position').inputValue();
  const expected = {
    game: 'giuthi',
    holes: 8,
    pits: [0, 0, 0, 0, 2, 0, 5, 0, 0, 3, 0, 0, 1, 0, 0, 0],
    captured: [7, 20],
    to_move: 1,
  };

  await dialog.getByRole('button', { name: 'Play from here' }).click();
  await settle(page);
  expect(await engine.position(page)).toEqual(expected);
  await expectMirrorMatchesEngine(page);
  // An edited start is no board of so many seeds a pit.
  await expect(page.locator('#game-subtitle')).toHaveText('2 × 8');

  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.locator('body.ready')).toBeVisible();
    await settle(other);
    expect((await engine.record(other)).start).toEqual(expected);
    await expect(other.locator('.friend-panel')).toContainText('You play North');
    await expect(other.locator('#game-subtitle')).toHaveText('2 × 8');
  } finally {
    await context.close();
  }
});

test('a Kiothi position keeps its protected nki boma, and a stuck Giuthi player passes', async ({ page }) => {
  await openPage(page);
  let dialog = await openEditor(page);
  await dialog.locator('#editor-game').selectOption('kiothi');
  await expect(dialog.locator('.editor-count')).toHaveCount(22);
  await dialog.getByRole('button', { name: 'Empty the board' }).click();
  await setCount(dialog, 2, 4);
  await setCount(dialog, 6, 1);
  await setCount(dialog, 14, 3);
  await dialog.locator('.editor-nki[data-pit="14"]').check();
  await expect(dialog.locator('.editor-verdict')).toHaveText('A valid position: 8 warriors on the board, South to move.');
  await dialog.getByRole('button', { name: 'Play from here' }).click();
  await settle(page);
  const position = await engine.position(page);
  expect(position).toMatchObject({ game: 'kiothi', phase: 'play', nki: [14] });
  expect(position.pits.slice(0, 20)).toEqual([0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0]);

  // Giuthi: South holds only single seeds, so the engine lets North start.
  dialog = await openEditor(page);
  await dialog.locator('#editor-game').selectOption('giuthi');
  await dialog.getByRole('button', { name: 'Empty the board' }).click();
  await setCount(dialog, 10, 1);
  await setCount(dialog, 2, 4);
  await expect(dialog.locator('.editor-verdict')).toHaveText('South cannot move here, so North moves first.');
  await dialog.getByRole('button', { name: 'Play from here' }).click();
  await settle(page);
  expect((await engine.position(page)).to_move).toBe(1);
});

test("the engine's objection to a position is worded in the page's language", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  // An En Gehé 2 x 50 board has room for more seeds than any game holds.
  const link = await linkOf(page, 'fromPosition', {
    game: 'en-gehe',
    holes: 50,
    pits: new Array(100).fill(4),
    captured: [0, 0],
    to_move: 0,
  });
  await page.goto(`/?lang=sv#${link}`);
  await expect(page.locator('body.ready')).toBeVisible();
  await page.click('#share-button');
  await page.getByRole('button', { name: /^Ställ upp en ställning/ }).click();
  const dialog = page.locator('.editor-dialog');
  await expect(dialog).toBeVisible();
  for (let pit = 0; pit < 21; pit++) await setCount(dialog, pit, 999);
  await expect(dialog.locator('.editor-verdict')).toHaveText(
    'Reglerna tillåter inte den här ställningen: fler än 20000 frön sammanlagt',
  );
});

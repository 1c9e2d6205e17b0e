// The board redraws only the part of its canvas in view (a 2 x 50 board
// turned on a phone is mostly out of view): a part scrolled into view must
// then show exactly what a freshly loaded page shows.

import { engine, expect, newGame, openPage, playMove, settle, test } from './game-helpers.mjs';

test.use({ viewport: { width: 390, height: 844 } });

const nextFrames = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// The canvas pixels now in the window: a hash, and the share of them drawn.
async function visiblePixels(page) {
  await nextFrames(page);
  const pixels = await page.evaluate(async () => {
    const canvas = document.querySelector('canvas.board-canvas');
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const top = Math.max(0, -box.top);
    const bottom = Math.min(box.height, window.innerHeight - box.top);
    const { data, width, height } = canvas
      .getContext('2d')
      .getImageData(0, Math.floor(top * ratio), canvas.width, Math.floor((bottom - top) * ratio));
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn += 1;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
    return { height, hash: `${width}x${height}:${[...digest].join('.')}`, drawn: drawn / (width * height) };
  });
  expect(pixels.height).toBeGreaterThan(100);
  return pixels;
}

const scrollTo = async (page, where) => {
  await page.evaluate((bottom) => window.scrollTo(0, bottom ? document.documentElement.scrollHeight : 0), where === 'bottom');
  await nextFrames(page);
};

test('after moves made with the far end out of view, scrolling there shows what a fresh page shows', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'en-gehe', board: '2 × 50, 4 per pit' });
  const box = await page.locator('canvas.board-canvas').boundingBox();
  expect(box.height, 'the board is taller than the window').toBeGreaterThan(2 * 844);

  // The far end drawn once at the start, then out of view while moves from
  // the pits lowest on the board change it.
  await scrollTo(page, 'bottom');
  const atStart = await visiblePixels(page);
  await scrollTo(page, 'top');
  for (let i = 0; i < 3; i++) {
    const position = await engine.position(page);
    const moves = await engine.legalMoves(page);
    const depths = await page.evaluate(
      (pits) => pits.map((pit) => document.querySelector(`.pit-button[data-pit="${pit}"]`).getBoundingClientRect().top),
      moves.map((move) => move.pit),
    );
    await playMove(page, position, moves[depths.indexOf(Math.max(...depths))]);
    await settle(page);
  }
  expect(await page.evaluate(() => window.scrollY), 'the moves did not scroll the page').toBe(0);
  await scrollTo(page, 'bottom');
  const scrolledTo = await visiblePixels(page);
  expect(scrolledTo.drawn).toBeGreaterThan(0.5);
  expect(scrolledTo.hash).not.toBe(atStart.hash);

  // The same game, restored by a reload and drawn from scratch.
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  await scrollTo(page, 'bottom');
  expect((await visiblePixels(page)).hash).toBe(scrolledTo.hash);
});

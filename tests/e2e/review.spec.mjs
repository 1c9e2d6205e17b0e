// The game review on the scale of the chance to win (www/analysis/review.js,
// graph.js, learn-mistakes.js; docs/REVIEW.md): a stored game
// whose one mistake the command line proves (North's move 3 throws a win
// by 8 into a loss by 4) is named a blunder and the key moment in words;
// the graph's points go to their moves; "Learn from your mistakes" asks
// for a better move, says what the move of the game and a right answer
// are, and finishes; on a phone, the graph within the screen's width and
// the answer shown.

import { DESKTOP, PHONE, expect, mirrorCounts, openPage, playMove, test } from './game-helpers.mjs';
import { linkOf } from './computer-helpers.mjs';
import { nativeEngine } from './support/index.mjs';
import { BLUNDER, SCRIPTED } from './analysis-fixtures.mjs';

async function openReview(page, record) {
  await openPage(page);
  const before = await page.evaluate(() => window.__mancala.gameNumber());
  await page.goto(`/#${await linkOf(page, 'fromRecord', record, 'look')}`);
  await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
  await page.locator('#result-dialog').getByRole('button', { name: 'Review the game' }).click();
  const review = page.locator('.review-panel');
  await expect(review.locator('.review-progress [role=status]')).toHaveText('Every move of the game is analysed.', { timeout: 60_000 });
  return review;
}

test('the review names a win thrown into a loss, tells the key moment, graphs the chance and goes to a move', async ({ page }) => {
  // The command line proves the blunder: the best wins by 8, the move played loses by 4.
  const at = nativeEngine('analyse', JSON.stringify(SCRIPTED), '--ply', String(BLUNDER), '--ms', '2000');
  expect(at).toMatchObject({ proven: true, result: 'win', margin: 8 });
  expect(at.moves.find((m) => m.move.dir === 'cw')).toMatchObject({ result: 'loss', margin: -4, proven: true });

  await page.setViewportSize(DESKTOP);
  const review = await openReview(page, SCRIPTED);
  await expect(review.locator(`.review-move[data-index="${BLUNDER}"]`)).toHaveAttribute('data-kind', 'blunder');
  // The key moment in words, and each side's accuracy: South made no mistake.
  await expect(review.locator('.review-story')).toContainText('North gave away the game at move 3: after pit 2 ↻ the chance to win fell from 100% to 0%.');
  await expect(review.locator('.review-story')).toContainText('South made no mistakes: accuracy 100%.');
  const accuracy = await review.locator('.review-accuracy td').evaluateAll((cells) => cells.map((cell) => Number(cell.dataset.accuracy)));
  expect(accuracy[0]).toBe(100);
  expect(accuracy[1]).toBeLessThan(100);

  // The graph: a point a move, the blunder marked, South's chance after it
  // certain (the proofs), each point a button named for a screen reader.
  const points = review.locator('.review-graph-point');
  await expect(points).toHaveCount(SCRIPTED.moves.length);
  const blunder = points.nth(BLUNDER);
  await expect(blunder).toHaveClass(/\bblunder\b.*\bmarked\b/);
  await expect(blunder).toHaveAttribute('aria-label', 'Move 3, North, pit 2 ↻: blunder; South’s chance to win 100%');
  await expect(review.getByRole('list', { name: 'Chance to win after each move' }).getByRole('listitem')).toHaveCount(SCRIPTED.moves.length);
  // A point goes to its move: the position before it, its verdict.
  await points.nth(5).click();
  await expect(review.locator('.review-detail-head')).toContainText('Move 6, South:');
  await expect(points.nth(5)).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('#status')).toHaveText('Looking at the position after move 5 of 8. The game waits for you.');
  await blunder.click();
  const detail = review.locator('.review-detail');
  await expect(detail).toContainText('The move played: loses by 4 seeds, certain.');
  await expect(detail).toContainText('North’s chance to win went from 100% to 0%.');
  await expect(detail).toContainText('Better: pit 2 ↺, wins by 8 seeds, certain.');
  // Depths and bounds only behind Details.
  await expect(detail.locator('details.review-details')).not.toHaveAttribute('open', '');
});

test('Learn from your mistakes: the position before the mistake, a try judged by the engine, the answer', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const review = await openReview(page, SCRIPTED);
  await review.getByRole('button', { name: 'Learn from your mistakes' }).click();
  const learn = review.locator('.review-learn');
  await expect(learn.locator('h3')).toHaveText('Learn from your mistakes: 1 of 1');
  await expect(learn).toContainText('Move 3, North: pit 2 ↻ was played here. Find a better move.');
  // The board shows the position before the mistake.
  const before = { start: SCRIPTED.start, moves: SCRIPTED.moves.slice(0, BLUNDER) };
  const pits = await page.evaluate(async (record) => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = WasmGame.fromRecord(record);
    const { pits } = game.position();
    game.free();
    return pits;
  }, before);
  expect(await mirrorCounts(page)).toEqual(pits);
  // The move of the game again: said, and taken back.
  await playMove(page, { game: 'giuthi' }, SCRIPTED.moves[BLUNDER]);
  const feedback = learn.locator('.review-learn-feedback');
  await expect(feedback).toHaveText('pit 2 ↻ is the move played in the game. Try another move.');
  await expect(feedback).toHaveClass(/\bwrong\b/);
  // The better move: right, and played on the board.
  await playMove(page, { game: 'giuthi' }, { pit: 1, dir: 'ccw' });
  await expect(feedback).toHaveText('Yes: pit 2 ↺, wins by 8 seeds, certain.');
  await expect(feedback).toHaveClass(/\bright\b/);
  await learn.getByRole('button', { name: 'Finish' }).click();
  await expect(feedback).toHaveText('That was the last of your mistakes (1 in all).');
  await learn.getByRole('button', { name: 'Back to the review' }).click();
  await expect(review.locator('.review-graph')).toBeVisible();
  await expect(review.locator('.review-detail-head')).toContainText('Move 3, North:');
});

test('on a phone: the graph within the screen, and the answer shown', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const review = await openReview(page, SCRIPTED);
  const graph = await review.locator('.review-graph-box').boundingBox();
  expect(graph.x).toBeGreaterThanOrEqual(0);
  expect(graph.x + graph.width).toBeLessThanOrEqual(PHONE.width);
  // Every point within the graph's box, so that each can be pressed.
  const points = await review.locator('.review-graph-point').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
  for (const point of points) {
    expect(point.left + point.width / 2).toBeGreaterThanOrEqual(graph.x - 0.5);
    expect(point.left + point.width / 2).toBeLessThanOrEqual(graph.x + graph.width + 0.5);
  }
  await review.getByRole('button', { name: 'Learn from your mistakes' }).click();
  const learn = review.locator('.review-learn');
  await learn.getByRole('button', { name: 'Show the answer' }).click();
  await expect(learn.locator('.review-learn-feedback')).toHaveText('The review’s best move: pit 2 ↺, wins by 8 seeds, certain.');
  await expect(learn.getByRole('button', { name: 'Finish' })).toBeVisible();
});

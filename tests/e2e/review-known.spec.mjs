// The review of a stored game whose mistakes the command line proves
// (tests/e2e/review-games.mjs: two beginners on Giuthi's 2 x 5 board)
// names each of them right: wins thrown into losses and 12 seeds given
// away from a draw are blunders, a few seeds of a sure win given up is no
// mistake; each with its move and the better one in words.

import { DESKTOP, expect, test } from './game-helpers.mjs';
import { linkOf } from './computer-helpers.mjs';
import { nativeEngine } from './support/index.mjs';
import { BEGINNERS_GAME, KNOWN_MISTAKES } from './review-games.mjs';

const sameMove = (a, b) => a.pit === b.pit && a.dir === b.dir;

test('the known mistakes of a stored game: each named right, with its move and the better one', async ({ page }) => {
  // The command line proves each: the best move's value and the move played's.
  for (const known of KNOWN_MISTAKES) {
    const at = nativeEngine('analyse', JSON.stringify(BEGINNERS_GAME), '--ply', String(known.index), '--ms', '3000');
    const best = at.moves.find((entry) => sameMove(entry.move, known.best.move));
    const played = at.moves.find((entry) => sameMove(entry.move, BEGINNERS_GAME.moves[known.index]));
    expect(best, `move ${known.index + 1}: the best`).toMatchObject({ ...known.best, proven: true });
    expect(played, `move ${known.index + 1}: the move played`).toMatchObject({ ...known.played, proven: true });
    // No move is better than the best.
    for (const entry of at.moves) expect(entry.margin).toBeLessThanOrEqual(known.best.margin);
  }

  await page.setViewportSize(DESKTOP);
  await page.goto('/?lang=en');
  const before = await page.evaluate(() => window.__mancala.gameNumber());
  await page.goto(`/?lang=en#${await linkOf(page, 'fromRecord', BEGINNERS_GAME, 'look')}`);
  await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
  await page.locator('#result-dialog').getByRole('button', { name: 'Review the game' }).click();
  const review = page.locator('.review-panel');
  await expect(review.locator('.review-progress [role=status]')).toHaveText('Every move of the game is analysed.', { timeout: 120_000 });

  const words = (worth) =>
    worth.result === 'draw' ? 'a draw, certain' : `${worth.result === 'win' ? 'wins' : 'loses'} by ${Math.abs(worth.margin)} seeds, certain`;
  for (const known of KNOWN_MISTAKES) {
    const row = review.locator(`.review-move[data-index="${known.index}"]`);
    await expect(row, `move ${known.index + 1}`).toHaveAttribute('data-kind', known.kind);
    const side = await row.locator('.review-move-side').textContent();
    const name = await row.locator('.review-move-name').textContent();
    await row.click();
    const detail = review.locator('.review-detail');
    await expect(detail.locator('.review-detail-head')).toHaveText(`Move ${known.index + 1}, ${side}: ${name}: ${known.kind}`);
    await expect(detail).toContainText(`The move played: ${words(known.played)}.`);
    if (known.kind === 'good') {
      // A sure win kept: the chance to win stays whole.
      await expect(detail).toContainText(`${side}’s chance to win went from 100% to 100%.`);
    } else {
      const from = known.best.result === 'win' ? '100%' : '50%';
      await expect(detail).toContainText(`${side}’s chance to win went from ${from} to 0%.`);
    }
    await expect(detail).toContainText(new RegExp(`Better: pit \\d [↺↻], ${words(known.best)}\\.`));
  }
});

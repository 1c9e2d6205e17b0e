// Puzzles (www/puzzles/): opened from the page's menu, the first three of
// each game solved by clicking the board as a person does (the multi-move
// ones answered by the proven replies), a wrong move marked failed with
// its explanation and a retry, the solution shown on the board, a puzzle's
// link, the marks and streak kept on the device, the way back to the game,
// and the embed's `puzzles=GAME` and `puzzle=ID`.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DESKTOP, PHONE, clickCanvasPit, engine, expect, openPage, playMove, pressPit, screenshot, settle, test } from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';

const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];
const collection = (game) => JSON.parse(readFileSync(resolve(REPO_ROOT, 'www', 'puzzles', `${game}.json`), 'utf8'));
const panel = (page) => page.locator('.puzzle-panel');
const verdict = (page) => page.locator('.puzzle-verdict');

// Waits until the learner may move (the page awaits a move and shows no
// move being sown).
async function learnersTurn(page) {
  await settle(page);
  await expect.poll(() => page.evaluate(() => window.__mancala.waiting())).toBe(true);
}

// Plays the learner's moves of a puzzle's line on the board, by `activate`.
async function solve(page, puzzle, activate = clickCanvasPit) {
  for (const ply of puzzle.line) {
    if (ply.by !== 'learner') continue;
    await learnersTurn(page);
    await playMove(page, await engine.position(page), ply.move, activate);
  }
  await expect(verdict(page)).toContainText('Solved!');
}

// A proven value as the page's English says it.
function worthText({ result, margin }) {
  const seeds = (count) => `${count} seed${count === 1 ? '' : 's'}`;
  if (result === 'draw') return 'draws';
  return result === 'win' ? `wins by ${seeds(margin)}` : `loses by ${seeds(-margin)}`;
}

async function expectPuzzle(page, puzzle, number, total) {
  await expect(panel(page).locator('.puzzle-number')).toContainText(`Puzzle ${number} of ${total}`);
  const position = await engine.position(page);
  expect(position.pits).toEqual(puzzle.position.pits);
  expect(position.to_move).toBe(puzzle.position.to_move);
}

test('the menu opens the puzzles; three of each game are solved by clicking the board; the streak is kept', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await page.click('#puzzles-button');
  await expect(panel(page)).toBeVisible();
  // The game's own controls step aside.
  await expect(page.locator('#undo-button')).toBeHidden();
  let solved = 0;
  for (const game of GAMES) {
    const { puzzles } = collection(game);
    await panel(page).locator('#puzzle-game').selectOption(game);
    for (const [index, puzzle] of puzzles.slice(0, 3).entries()) {
      await expectPuzzle(page, puzzle, index + 1, puzzles.length);
      await expect(panel(page).locator('.puzzle-task')).toContainText(puzzle.task === 'best' ? 'Find the best move' : puzzle.task === 'win' ? 'Win in' : 'Capture at least');
      await solve(page, puzzle);
      solved += 1;
      await expect(panel(page).locator('.puzzle-number')).toHaveAttribute('data-mark', 'solved');
      await expect(panel(page).locator('.puzzle-streak')).toContainText(`Streak: ${solved} puzzle`);
      if (game === 'giuthi' && index === 0) await screenshot(page, 'puzzles-solved-desktop');
      await page.getByRole('button', { name: 'Next puzzle' }).click();
    }
  }
  // Kept on this device: a reload of the address (the puzzle shown) has
  // the marks and the streak.
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).locator('.puzzle-streak')).toContainText(`Streak: ${solved} puzzles`);
  await panel(page).locator('summary').click();
  await expect(panel(page).locator('.puzzle-item[data-mark="solved"]')).toHaveCount(3);
});

test('a wrong move is marked failed and explained; a retry solves it; the solution is shown on the board', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage(page);
  const { puzzles } = collection('giuthi');
  const puzzle = puzzles.find((entry) => entry.task === 'best');
  const number = puzzles.indexOf(puzzle) + 1;
  await page.goto(`/?puzzle=${puzzle.id}`);
  await expectPuzzle(page, puzzle, number, puzzles.length);
  const answer = puzzle.line[0].move;
  const wrong = puzzle.choices[0].find((choice) => choice.move.pit !== answer.pit || choice.move.dir !== answer.dir);
  await learnersTurn(page);
  await playMove(page, await engine.position(page), wrong.move, clickCanvasPit);
  // The solver's values, in words: what the move does, and the best.
  const best = puzzle.choices[0].find((choice) => choice.move.pit === answer.pit && choice.move.dir === answer.dir);
  const explanation = `With best play this move ${worthText(wrong)}; the best move ${worthText(best)}.`;
  await expect(verdict(page)).toHaveText(`✗ Not this move. ${explanation}`.replace('✗ ', ''));
  await expect(page.locator('#status')).toHaveText(`Not this move. ${explanation} Not solved yet: try again, or see the solution.`);
  await expect(panel(page).locator('.puzzle-number')).toHaveAttribute('data-mark', 'failed');
  await expect(panel(page).locator('.puzzle-streak')).toContainText('Streak: 0');
  await screenshot(page, 'puzzles-failed-phone');
  // The board waits: no further move is asked for.
  expect(await page.evaluate(() => window.__mancala.waiting())).toBe(false);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expectPuzzle(page, puzzle, number, puzzles.length);
  await solve(page, puzzle);
  await expect(panel(page).locator('.puzzle-number')).toHaveAttribute('data-mark', 'solved');
  // Solved after a wrong try: no streak.
  await expect(panel(page).locator('.puzzle-streak')).toContainText('Streak: 0');

  // The solution of a multi-move puzzle, played on the board: the line's
  // moves, the learner's and the replies.
  const win = collection('kiothi').puzzles.find((entry) => entry.task === 'win' && entry.line.length > 1)
    ?? collection('kiothi').puzzles[0];
  await page.goto(`/?puzzle=${win.id}`);
  await page.selectOption('#speed-select', 'fast');
  await page.getByRole('button', { name: 'Show the solution' }).click();
  await expect(verdict(page)).toContainText(/^The solution: With best play/);
  await expect(page.locator('#status')).toContainText('That was the solution.');
  const record = await engine.record(page);
  expect(record.moves.length).toBe(win.line.length);
  expect(await panel(page).locator('.puzzle-number').getAttribute('data-mark')).toBe('failed');
});

test('a puzzle link opens the puzzle; through the mirror it is solved; Back to the game brings the game back', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  // A game under way, saved on this device.
  await learnersTurn(page);
  const first = (await engine.legalMoves(page))[0];
  await playMove(page, await engine.position(page), first);
  await settle(page);
  const before = await engine.record(page);
  const { puzzles } = collection('hus');
  const puzzle = puzzles[4];
  await page.goto(`/?puzzle=${puzzle.id}`);
  await expectPuzzle(page, puzzle, 5, puzzles.length);
  await expect(panel(page).locator('.puzzle-link')).toHaveAttribute('href', new RegExp(`\\?puzzle=${puzzle.id}$`));
  // A screen reader's way: the mirror's pit buttons.
  await solve(page, puzzle, pressPit);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.locator('#undo-button')).toBeVisible();
  expect(await engine.record(page)).toEqual(before);
  expect(new URL(page.url()).search).toBe('');
  // An unknown puzzle opens the first, and says so.
  await page.goto('/?puzzle=hus-999');
  await expect(verdict(page)).toContainText('There is no puzzle hus-999');
  await expectPuzzle(page, puzzles[0], 1, puzzles.length);
});

test('the embed: puzzles=GAME opens the first puzzle and solves by clicking; puzzle=ID opens that one', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  const { puzzles } = collection('en-gehe');
  await page.goto('/embed.html?puzzles=en-gehe&speed=instant');
  await expect(panel(page)).toBeVisible();
  await expectPuzzle(page, puzzles[0], 1, puzzles.length);
  await solve(page, puzzles[0]);
  await screenshot(page, 'puzzles-embed');
  await page.getByRole('button', { name: 'Next puzzle' }).click();
  await expectPuzzle(page, puzzles[1], 2, puzzles.length);
  const { puzzles: giuthi } = collection('giuthi');
  await page.goto(`/embed.html?puzzle=${giuthi[2].id}&speed=instant`);
  await expectPuzzle(page, giuthi[2], 3, giuthi.length);
  // Nothing is kept in the embed: a museum's visitors share it.
  expect(await page.evaluate(() => window.localStorage.getItem('mancala.puzzles'))).toBeNull();
});

test('a new game started during the puzzles ends them and is played as usual', async ({ page }) => {
  await openPage(page);
  await page.click('#puzzles-button');
  await expect(panel(page)).toBeVisible();
  await learnersTurn(page);
  await page.click('#new-game-button');
  await page.locator('#new-game-dialog button[type=submit]').click();
  await expect(panel(page)).toBeHidden();
  await expect(page.locator('#undo-button')).toBeVisible();
  await learnersTurn(page);
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0], clickCanvasPit);
  await expect.poll(async () => (await engine.record(page)).moves.length).toBe(1);
  // The game is saved again: a reload brings it back, without the puzzles.
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  expect((await engine.record(page)).moves.length).toBe(1);
});

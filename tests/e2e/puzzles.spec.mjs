// Puzzles (www/puzzles/): opened from the page's menu, the first three of
// each game solved by clicking the board as a person does (the multi-move
// ones answered by the proven replies), a wrong move marked failed with
// its explanation and a retry, the solution shown on the board, a puzzle's
// link, the marks and streak kept on the device, the way back to the game,
// and the embed's `puzzles=GAME` and `puzzle=ID`; a puzzle with North to
// move turned to North, a solution stepped through move by move, Kiothi's
// puzzles in warriors.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DESKTOP, PHONE, clickCanvasPit, engine, expect, mirrorCounts, openPage, playMove, pressPit, settle, test, unfoldControls } from './game-helpers.mjs';
import { REPO_ROOT, nativeEngine } from './support/index.mjs';
import { stableId } from '../../www/game/puzzle-id.js';

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
  const kiothi = collection('kiothi').puzzles;
  await expectPuzzle(page, win, kiothi.findIndex((entry) => entry.id === win.id) + 1, kiothi.length);
  // On a phone the speed waits behind More.
  await unfoldControls(page);
  await page.selectOption('#speed-select', 'fast');
  await page.getByRole('button', { name: 'Show the solution' }).click();
  await expect(verdict(page)).toContainText(/^The solution: This is the only move that wins in \d moves?; with best play it wins( by \d+ warriors?)?\.$/);
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
  // A link made before the stable ids named the rank: it still opens.
  await page.goto(`/?puzzle=${puzzle.id}`);
  await expectPuzzle(page, puzzle, 5, puzzles.length);
  // The puzzle's own link names what it asks, whatever its rank.
  const id = stableId('hus', puzzle);
  expect(id).toMatch(/^hus-p[0-9a-z]+$/);
  await expect(panel(page).locator('.puzzle-link')).toHaveAttribute('href', new RegExp(`\\?puzzle=${id}$`));
  await expect(page).toHaveURL(new RegExp(`\\?puzzle=${id}$`));
  await page.goto(`/?puzzle=${id}`);
  await expectPuzzle(page, puzzle, 5, puzzles.length);
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

const DESKTOP_SMALL = { width: 1280, height: 800 };

// The mirror's pit buttons with where they are drawn and whose they are
// (by their words: "Your pit 1" for the side to move, "South pit 1"...).
async function pitsOnScreen(page) {
  const toMove = (await engine.position(page)).to_move;
  const buttons = await page.evaluate(() => [...document.querySelectorAll('.board-mirror .pit-button')].map((button) => {
    const box = button.getBoundingClientRect();
    return { pit: Number(button.dataset.pit), label: button.getAttribute('aria-label'), x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }));
  const owner = (label) => (label.startsWith('Your ') ? toMove : label.startsWith('North ') ? 1 : 0);
  return buttons.map((button) => ({ ...button, side: owner(button.label) }));
}

// The board drawn from `seat`: its pits in the canvas's lower half, the
// other side's in the upper, and its player's card under the board.
async function expectTurnedTo(page, seat) {
  await expect.poll(async () => new Set((await pitsOnScreen(page)).map((pit) => pit.y)).size, 'the board is laid out').toBeGreaterThan(1);
  const canvas = await page.locator('canvas.board-canvas').boundingBox();
  const middle = canvas.y + canvas.height / 2;
  for (const pit of await pitsOnScreen(page)) {
    expect(pit.side === seat ? pit.y > middle : pit.y < middle, `pit ${pit.pit} of side ${pit.side}`).toBe(true);
  }
  const near = await page.locator(`#player-${seat}`).boundingBox();
  const far = await page.locator(`#player-${1 - seat}`).boundingBox();
  expect(near.y).toBeGreaterThan(canvas.y + canvas.height / 2);
  expect(far.y).toBeLessThan(canvas.y);
}

test("a puzzle with North to move is turned to North: its row at the bottom, its directions its own, solved by clicking the pit there", async ({ page }) => {
  await page.setViewportSize(DESKTOP_SMALL);
  await openPage(page);
  const { puzzles } = collection('giuthi');
  const puzzle = puzzles.find((entry) => entry.position.to_move === 1 && entry.line.length === 1);
  await page.goto(`/?puzzle=${puzzle.id}`);
  await expectPuzzle(page, puzzle, puzzles.indexOf(puzzle) + 1, puzzles.length);
  await expect(panel(page).locator('.puzzle-task')).toHaveText(/^North to move\./);
  await learnersTurn(page);
  await expectTurnedTo(page, 1);
  // The answer's pit, where the learner sees it: on the row at the bottom.
  const move = puzzle.line[0].move;
  const pit = (await pitsOnScreen(page)).find((entry) => entry.pit === move.pit);
  const canvas = await page.locator('canvas.board-canvas').boundingBox();
  expect(pit.y).toBeGreaterThan(canvas.y + canvas.height / 2);
  await page.mouse.click(pit.x, pit.y);
  // Seen from the bottom row, counter-clockwise runs to the right and
  // clockwise to the left, whoever's row it is.
  const arrow = page.locator(`.picker-arrow[data-dir="${move.dir}"]`);
  await expect(arrow).toHaveText(move.dir === 'ccw' ? '↺' : '↻');
  const arrowBox = await arrow.boundingBox();
  expect(move.dir === 'ccw' ? arrowBox.x > pit.x : arrowBox.x + arrowBox.width < pit.x).toBe(true);
  await arrow.click();
  await expect(verdict(page)).toContainText('Solved!');
  // A puzzle with South to move is South's again.
  const south = puzzles.find((entry) => entry.position.to_move === 0);
  await panel(page).locator('summary').click();
  await panel(page).locator('.puzzle-item').nth(puzzles.indexOf(south)).click();
  await learnersTurn(page);
  await expectTurnedTo(page, 0);
});

test("a turned puzzle on a phone: North's row at the bottom", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage(page);
  const { puzzles } = collection('hus');
  const puzzle = puzzles.find((entry) => entry.position.to_move === 1);
  await page.goto(`/?puzzle=${puzzle.id}`);
  await expectPuzzle(page, puzzle, puzzles.indexOf(puzzle) + 1, puzzles.length);
  await learnersTurn(page);
  await expectTurnedTo(page, 1);
  await expectDockFits(page);
  await solve(page, puzzle, clickCanvasPit);
});

// A phone's dock (status, the puzzle's buttons, More) takes at most 15 % of
// the screen's height, as a game's does (newcomer-screens.spec.mjs).
async function expectDockFits(page) {
  expect((await page.locator('#dock').boundingBox()).height).toBeLessThanOrEqual(PHONE.height * 0.15);
}

// The positions of a line, from the native engine (not the page's).
function positionsOf(puzzle) {
  const positions = [puzzle.position];
  for (const ply of puzzle.line) {
    positions.push(nativeEngine('play', JSON.stringify(positions.at(-1)), JSON.stringify(ply.move)).position);
  }
  return positions;
}

for (const [size, viewport] of [['desktop', DESKTOP_SMALL], ['phone', PHONE]]) {
  test(`a solution of several moves is stepped through, back and on (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page);
    const candidates = GAMES.flatMap((game) => collection(game).puzzles).filter((entry) => entry.line.length >= 3);
    // A North puzzle on the phone: the turned board as it is stepped.
    const puzzle = candidates.find((entry) => entry.position.to_move === (size === 'phone' ? 1 : 0)) ?? candidates[0];
    const positions = positionsOf(puzzle);
    const total = puzzle.line.length;
    const { puzzles } = collection(puzzle.position.game);
    await page.goto(`/?puzzle=${puzzle.id}`);
    await expectPuzzle(page, puzzle, puzzles.findIndex((entry) => entry.id === puzzle.id) + 1, puzzles.length);
    const steps = page.locator('.puzzle-steps');
    const back = steps.getByRole('button', { name: 'Previous move' });
    const on = steps.getByRole('button', { name: 'Next move' });
    await learnersTurn(page);
    await expect(steps).toBeHidden();
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await expect(verdict(page)).toContainText('The solution:');
    await expect(steps).toBeVisible();
    await expect(steps).toContainText(`Move ${total} of ${total}`);
    await expect(on).toBeDisabled();
    expect(await mirrorCounts(page)).toEqual(positions[total].pits);
    // Back to the start, a move at a time: each position the line's.
    for (let ply = total - 1; ply >= 0; ply -= 1) {
      await back.click();
      await expect(steps).toContainText(ply === 0 ? `The puzzle’s position: ${total} moves follow` : `Move ${ply} of ${total}`);
      await expect.poll(() => mirrorCounts(page)).toEqual(positions[ply].pits);
    }
    await expect(back).toBeDisabled();
    // On again: each move sown on the board.
    for (let ply = 1; ply <= total; ply += 1) {
      await on.click();
      await expect(steps).toContainText(`Move ${ply} of ${total}`);
      await page.waitForFunction(() => !window.__mancala.animating());
      await expect.poll(() => mirrorCounts(page)).toEqual(positions[ply].pits);
      if (ply === 1) {
        if (size === 'phone') await expectDockFits(page);
      }
    }
    await expect(on).toBeDisabled();
    // The next puzzle has no steps to show until it is solved or shown.
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    await expect(steps).toBeHidden();
  });
}

test("Kiothi's puzzles say warriors: the task, a wrong move's explanation, the solution", async ({ page }) => {
  await page.setViewportSize(DESKTOP_SMALL);
  await openPage(page);
  const { puzzles } = collection('kiothi');
  const puzzle = puzzles.find((entry) => entry.task === 'capture');
  await page.goto(`/?puzzle=${puzzle.id}`);
  await expectPuzzle(page, puzzle, puzzles.indexOf(puzzle) + 1, puzzles.length);
  await expect(panel(page).locator('.puzzle-task')).toHaveText(new RegExp(`Capture at least ${puzzle.target} warriors this turn\\.$`));
  const answer = puzzle.line[0].move;
  const wrong = puzzle.choices[0].find((choice) => choice.move.pit !== answer.pit || choice.move.count !== answer.count);
  await learnersTurn(page);
  await playMove(page, await engine.position(page), wrong.move, clickCanvasPit);
  const warriors = (count) => `${count} warrior${count === 1 ? '' : 's'}`;
  await expect(verdict(page)).toHaveText(`Not this move. This move captures ${warriors(wrong.captures)}; one move captures at least ${puzzle.target}.`);
  await page.getByRole('button', { name: 'Show the solution' }).click();
  const worth = puzzle.value.result === 'draw' ? 'draws' : `wins by ${warriors(puzzle.value.margin)}`;
  await expect(verdict(page)).toHaveText(`The solution: This move captures ${warriors(puzzle.choices[0].find((c) => c.move.pit === answer.pit && c.move.count === answer.count).captures)}, and with best play it ${worth}.`);
  await expect(panel(page)).not.toContainText('seed');
  // A best-move puzzle's values are in warriors too.
  const best = puzzles.find((entry) => entry.task === 'best' && entry.value.result === 'win' && entry.value.margin > 0);
  await page.goto(`/?puzzle=${best.id}`);
  await expectPuzzle(page, best, puzzles.indexOf(best) + 1, puzzles.length);
  await learnersTurn(page);
  await page.getByRole('button', { name: 'Show the solution' }).click();
  await expect(verdict(page)).toHaveText(`The solution: With best play this move wins by ${warriors(best.value.margin)}, and every other move is clearly worse.`);
  await expect(page.locator('#status')).toHaveText(`That was the solution. With best play this move wins by ${warriors(best.value.margin)}, and every other move is clearly worse.`);
});

test('a win puzzle: a move that wins more slowly is told so', async ({ page }) => {
  await page.setViewportSize(DESKTOP_SMALL);
  await openPage(page);
  const puzzle = GAMES.flatMap((game) => collection(game).puzzles)
    .find((entry) => entry.task === 'win' && entry.choices[0].some((choice) => choice.result === 'win' && (choice.move.pit !== entry.line[0].move.pit || choice.move.dir !== entry.line[0].move.dir || choice.move.count !== entry.line[0].move.count)));
  const answer = puzzle.line[0].move;
  const slower = puzzle.choices[0].find((choice) => choice.result === 'win' && (choice.move.pit !== answer.pit || choice.move.dir !== answer.dir || choice.move.count !== answer.count));
  const { puzzles } = collection(puzzle.position.game);
  await page.goto(`/?puzzle=${puzzle.id}`);
  await expectPuzzle(page, puzzle, puzzles.findIndex((entry) => entry.id === puzzle.id) + 1, puzzles.length);
  await learnersTurn(page);
  await playMove(page, await engine.position(page), slower.move, clickCanvasPit);
  const moves = `${puzzle.target} move${puzzle.target === 1 ? '' : 's'}`;
  await expect(verdict(page)).toHaveText(`Not this move. This move wins too, but not in ${moves}: the other side holds out longer.`);
});

test("marks belong to the puzzle, not its rank: marks saved by id before are left, the streak kept", async ({ page }) => {
  await page.setViewportSize(DESKTOP_SMALL);
  // Format 1 kept marks by id: giuthi-1 named another puzzle then.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mancala.puzzles', JSON.stringify({ format: 1, marks: { 'giuthi-1': 'solved', 'giuthi-2': 'failed' }, streak: 3 }));
    }
  });
  await openPage(page);
  const { puzzles } = collection('giuthi');
  await page.goto(`/?puzzle=${puzzles[0].id}`);
  await expectPuzzle(page, puzzles[0], 1, puzzles.length);
  await expect(panel(page).locator('.puzzle-number')).toHaveAttribute('data-mark', 'none');
  await expect(panel(page).locator('.puzzle-streak')).toContainText('Streak: 3 puzzles');
  await solve(page, puzzles[0]);
  await expect(panel(page).locator('.puzzle-streak')).toContainText('Streak: 4 puzzles');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('mancala.puzzles')));
  expect(saved.format).toBe(2);
  expect(Object.values(saved.marks)).toEqual(['solved']);
  expect(Object.keys(saved.marks)[0]).toMatch(/^giuthi:[0-9a-f]{8}$/);
  // Kept with the puzzle: a reload finds it solved.
  await page.reload();
  await expectPuzzle(page, puzzles[0], 1, puzzles.length);
  await expect(panel(page).locator('.puzzle-number')).toHaveAttribute('data-mark', 'solved');
});

test('a best-move puzzle whose answer only draws says why that is the best: nothing wins, every other move loses', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  const { puzzles } = collection('giuthi');
  const puzzle = puzzles.find(
    (one) => one.task === 'best' && one.value.result === 'draw' && one.choices[0].filter((choice) => choice.result === 'loss').length === one.choices[0].length - 1,
  );
  expect(puzzle, 'the collection has such a puzzle').toBeTruthy();
  await page.goto(`/?puzzle=${stableId('giuthi', puzzle)}`);
  await expectPuzzle(page, puzzle, puzzles.indexOf(puzzle) + 1, puzzles.length);
  await solve(page, puzzle);
  await expect(verdict(page)).toHaveText('Solved! No move wins from here: with best play this move saves a draw, and every other move loses.');
});

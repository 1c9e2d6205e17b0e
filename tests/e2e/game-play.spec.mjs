// Each game from a new game to its end: moves through the DOM mirror and
// the canvas, counts checked against the engine, and the result screen.

import {
  DESKTOP,
  PHONE,
  clickCanvasPit,
  engine,
  expect,
  expectMirrorMatchesEngine,
  newGame,
  openPage,
  playMove,
  pressPit,
  randomOpening,
  seededRandom,
  settle,
  test,
} from './game-helpers.mjs';

const GAMES = [
  { game: 'giuthi', title: 'Giuthi', seed: 11 },
  { game: 'kiothi', title: 'Kiothi', seed: 12 },
  { game: 'en-gehe', title: 'En Gehé', seed: 13 },
  { game: 'hus', title: 'Hus', seed: 14 },
];
const MOVE_LIMIT = 3000;

async function randomMove(page, random) {
  const position = await engine.position(page);
  if (position.phase === 'opening') return randomOpening(position, random);
  const moves = await engine.legalMoves(page);
  expect(moves.length).toBeGreaterThan(0);
  return moves[Math.floor(random() * moves.length)];
}

for (const { game, title, seed } of GAMES) {
  test(`${title}: moves by mirror and by canvas show the engine's counts, and a random game ends with the result`, async ({ page }) => {
    test.setTimeout(240_000);
    const random = seededRandom(seed);
    await page.setViewportSize(DESKTOP);
    await openPage(page);
    await newGame(page, { game });
    await expect(page.locator('#game-title')).toHaveText(title);
    await expectMirrorMatchesEngine(page);

    // Two moves through the mirror, two by clicking the canvas.
    for (const activate of [pressPit, pressPit, clickCanvasPit, clickCanvasPit]) {
      const before = await engine.record(page);
      const position = await engine.position(page);
      const move = await randomMove(page, random);
      await playMove(page, position, move, activate);
      await settle(page);
      const after = await engine.record(page);
      expect(after.moves.length).toBe(before.moves.length + 1);
      await expectMirrorMatchesEngine(page);
    }
    await page.setViewportSize(PHONE);
    await expectMirrorMatchesEngine(page);
    await page.setViewportSize(DESKTOP);

    // The rest of the game with random legal moves, to its end.
    let moves = 0;
    while ((await engine.outcome(page)) === null) {
      expect(moves++, 'the game ends').toBeLessThan(MOVE_LIMIT);
      const position = await engine.position(page);
      await playMove(page, position, await randomMove(page, random));
      await settle(page);
    }
    await expectMirrorMatchesEngine(page);
    const outcome = await engine.outcome(page);
    const result = page.locator('#result-dialog');
    await expect(result).toBeVisible();
    const [south, north] = outcome.scores;
    const heading = result.locator(".result-title");
    if (outcome.winner === null) await expect(heading).toHaveText(`A draw, ${south} to ${north}.`);
    else {
      const winner = outcome.winner === 0 ? 'South' : 'North';
      // The winner's score first; Hus's are the seeds left on the board, and
      // its words say so (its winner may hold fewer).
      const [won, lost] = [outcome.scores[outcome.winner], outcome.scores[1 - outcome.winner]];
      await expect(heading).toHaveText(
        game === 'hus'
          ? `${winner} wins, with ${won} seed${won === 1 ? '' : 's'} on the board to ${lost}.`
          : `${winner} wins, ${won} to ${lost}.`,
      );
    }
    const reasons = {
      repetition: /^Draw by repetition: the same position came up again\.$/,
      'third-repetition': /^Draw: the same position came up for the third time\.$/,
      'no-moves': /^Neither player can move; each scores/,
      'cannot-move':
        game === 'hus'
          ? /^(South|North) cannot move and loses\.$/
          : /^(South|North) cannot move(: (South|North) takes the remaining \d+)?\.$/,
    };
    await expect(result.locator('.result-reason')).toHaveText(reasons[outcome.reason]);
    if (outcome.one_warrior_victory) await expect(result.locator('.result-extra')).toHaveText('One-warrior victory!');
    await result.getByRole('button', { name: 'Rematch' }).click();
    await settle(page);
    expect((await engine.record(page)).moves).toEqual([]);
    });
}

// Playing the computer on the game page: a whole game of each game against
// the beginner, the strong level's reply, undo and redo taking the
// computer's reply with them, the opponent kept with the saved game, and a
// friend's link opening a game between people.

import { DESKTOP, engine, expect, openPage, seededRandom, settle, test } from './game-helpers.mjs';
import { newComputerGame, personMoves, players, playToTheEnd } from './computer-helpers.mjs';

const GAMES = [
  { game: 'giuthi', seed: 51, you: 0 },
  { game: 'kiothi', seed: 52, you: 0 },
  { game: 'en-gehe', seed: 53, you: 1 },
  { game: 'hus', seed: 54, you: 1 },
];

for (const { game, seed, you } of GAMES) {
  test(`${game}: a whole game against the computer, which plays every one of its turns`, async ({ page }) => {
    test.setTimeout(300_000);
    const random = seededRandom(seed);
    await page.setViewportSize(DESKTOP);
    await openPage(page);
    await newComputerGame(page, { game, level: 'beginner', you });
    const computer = 1 - you;
    expect(await players(page)).toEqual(you === 0 ? ['person', 'beginner'] : ['beginner', 'person']);
    const personMoves = await playToTheEnd(page, random);

    // Every move on the computer's side was the computer's: the person was
    // never asked to play it (extra moves, passes and openings included).
    const record = await engine.record(page);
    const movers = await page.evaluate(async (record) => {
      const { WasmGame } = await import('/www/pkg/mancala.js');
      const replayed = WasmGame.fromRecord(record);
      const sides = replayed.history().map((trace) => trace.player);
      replayed.free();
      return sides;
    }, record);
    const byComputer = movers.filter((side) => side === computer).length;
    expect(byComputer, 'the computer moved').toBeGreaterThan(0);
    expect(movers.length - byComputer).toBe(personMoves);
    if (game === 'kiothi') {
      // North's opening redistribution, the computer's when it plays North.
      const opening = record.moves[you === 0 ? 1 : 0];
      expect(opening.empty).toHaveLength(2);
      expect(opening.place.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
    await expect(page.locator('#result-dialog')).toBeVisible();
    // The rematch is against the same computer.
    await page.locator('#result-dialog').getByRole('button', { name: 'Rematch' }).click();
    expect(await players(page)).toEqual(you === 0 ? ['person', 'beginner'] : ['beginner', 'person']);
  });
}

test('the strong computer replies to a move with a legal move of its own', async ({ page }) => {
  await openPage(page);
  await newComputerGame(page, { game: 'giuthi', level: 'strong' });
  await settle(page);
  await personMoves(page, seededRandom(7));
  await expect(page.locator('#player-1')).toHaveClass(/thinking/);
  await expect(page.locator('#status')).toHaveText('North (the computer) is thinking…');
  await expect(page.locator('#player-1 .player-computer')).toHaveText('Computer · strong');
  await settle(page);
  const record = await engine.record(page);
  expect(record.moves.length).toBeGreaterThanOrEqual(2);
  expect((await engine.position(page)).to_move).toBe(0);
  await expect(page.locator('#player-1')).not.toHaveClass(/thinking/);
});

test('the computer moves first when it starts, and undo and redo take its reply along', async ({ page }) => {
  await openPage(page);
  await newComputerGame(page, { game: 'en-gehe', level: 'beginner', you: 0, starter: 1 });
  await settle(page);
  // North, the computer, opened the game.
  expect((await engine.record(page)).moves).toHaveLength(1);
  await personMoves(page, seededRandom(8));
  await settle(page);
  const before = await engine.record(page);
  const computerReplies = before.moves.length - 2;
  expect(computerReplies).toBeGreaterThanOrEqual(1);

  // Undo goes back to the person's last turn: the reply goes too.
  await page.click('#undo-button');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual(before.moves.slice(0, 1));
  expect((await engine.position(page)).to_move).toBe(0);
  // Redo brings back the person's move and the computer's reply.
  await page.click('#redo-button');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual(before.moves);
  // Back at the person's first turn, an undo takes back the computer's
  // opening, and the computer simply opens again.
  await page.click('#undo-button');
  await settle(page);
  await page.click('#undo-button');
  await settle(page);
  expect((await engine.record(page)).moves).toHaveLength(1);
  expect((await engine.position(page)).to_move).toBe(0);
});

test('the opponent is saved with the game, and a friend link is a game between people', async ({ page }) => {
  await openPage(page);
  await newComputerGame(page, { game: 'hus', level: 'intermediate', you: 1 });
  await settle(page);
  const record = await engine.record(page);
  expect(record.moves.length).toBe(1);
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  expect(await players(page)).toEqual(['intermediate', 'person']);
  expect((await engine.record(page)).moves).toEqual(record.moves);
  await expect(page.locator('#player-0 .player-computer')).toHaveText('Computer · intermediate');

  // The new-game dialog offers the same opponent again.
  await page.click('#new-game-button');
  const dialog = page.locator('#new-game-dialog');
  await expect(dialog.locator('input[name=opponent][value=computer]')).toBeChecked();
  await expect(dialog.locator('#new-game-level')).toHaveValue('intermediate');
  await expect(dialog.locator('input[name=you][value="1"]')).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A friend's link: whoever opens it plays the side to move, the friend the
  // other; no computer.
  const link = await page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = WasmGame.fromRecord(window.__mancala.record());
    const text = game.link();
    game.free();
    return text;
  });
  // Opened on a device without this game (here, the very game as it
  // stands would change nothing).
  await page.evaluate(() => localStorage.removeItem('mancala.game'));
  await page.goto(`/#${link}`);
  await expect(page.locator('.friend-panel')).toBeVisible();
  await settle(page);
  expect(await players(page)).toEqual(['person', 'person']);
  await expect(page.locator('.player-computer')).toHaveCount(0);
  expect((await engine.record(page)).moves).toEqual(record.moves);
});

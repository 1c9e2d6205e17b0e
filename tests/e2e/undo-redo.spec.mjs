// Undo and Redo as a person uses them, against the computer and between
// two people on one device: the pits clicked on the canvas, the buttons
// pressed. After every step the board's counts, the history list, the
// players' "to move" mark, the engine's game and the page's game state
// (www/game/state.js, through window.__mancala.state()) must all tell the
// same game.

import { clickCanvasPit, engine, expect, mirrorCounts, openPage, playMove, settle, test } from './game-helpers.mjs';
import { newComputerGame } from './computer-helpers.mjs';

// Plays the first legal move (`choose` picks another) of the side to move,
// clicking its pit on the canvas and its direction's arrow.
async function clickMove(page, choose = (moves) => moves[0]) {
  const position = await engine.position(page);
  const move = choose(await engine.legalMoves(page));
  await playMove(page, position, move, clickCanvasPit);
  return move;
}

// Everything the page shows of the game, and the state under it, agree
// with the engine's game of `ply` moves.
async function expectOneGame(page, ply, what) {
  await settle(page);
  const { position, record, state, players } = await page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const record = window.__mancala.record();
    const replayed = WasmGame.fromRecord(record);
    const players = replayed.history().map((trace) => trace.player);
    replayed.free();
    return { position: window.__mancala.position(), record, state: window.__mancala.state(), players };
  });
  expect(record.moves, `${what}: the engine's moves`).toHaveLength(ply);
  expect(state.moves.map(({ move }) => move), `${what}: the state's moves are the engine's`).toEqual(record.moves);
  expect(state.pits, `${what}: the state's position`).toEqual(position.pits);
  expect(state.toMove, `${what}: the state's side to move`).toBe(position.to_move);
  expect(await mirrorCounts(page), `${what}: the board's counts`).toEqual(position.pits);
  // The history: the start, then a row per move in effect, each on its
  // mover's side, the last one marked as the board's.
  const rows = page.locator('#history-list .history-item');
  await expect(rows, `${what}: the history's rows`).toHaveCount(ply + 1);
  const sides = await rows.evaluateAll((items) => items.slice(1).map((item) => (item.classList.contains('side-1') ? 1 : 0)));
  expect(sides, `${what}: who made each move in the history`).toEqual(players);
  if (ply > 0) await expect(rows.nth(ply), `${what}: the last move marked`).toHaveAttribute('aria-current', 'step');
  else await expect(page.locator('#history-list [aria-current]')).toHaveCount(0);
  // "To move" on the bar of the side to move only.
  await expect(page.locator(`#player-${position.to_move} .player-turn`), `${what}: to move`).toHaveText('to move');
  await expect(page.locator(`#player-${1 - position.to_move} .player-turn`)).toHaveCount(0);
  return state;
}

test('against the computer: Undo takes back the reply with the move, Redo brings both, a new move ends the redo', async ({ page }) => {
  await openPage(page);
  await newComputerGame(page, { game: 'giuthi', level: 'beginner', you: 0 });
  const undo = page.locator('#undo-button');
  const redo = page.locator('#redo-button');
  await expectOneGame(page, 0, 'a new game');
  await expect(undo).toBeDisabled();

  await clickMove(page);
  let state = await expectOneGame(page, 2, 'the first move and the reply');
  expect(state.moves.map(({ by }) => by)).toEqual(['person', 'computer']);
  await clickMove(page);
  state = await expectOneGame(page, 4, 'the second move and the reply');
  const played = state.moves.map(({ move }) => move);

  await undo.click();
  state = await expectOneGame(page, 2, 'one undo');
  expect(state.moves.map(({ move }) => move)).toEqual(played.slice(0, 2));
  await expect(redo).toBeEnabled();
  await undo.click();
  await expectOneGame(page, 0, 'two undos');
  await expect(undo).toBeDisabled();

  await redo.click();
  state = await expectOneGame(page, 2, 'one redo');
  expect(state.moves.map(({ move }) => move)).toEqual(played.slice(0, 2));
  await redo.click();
  state = await expectOneGame(page, 4, 'two redos');
  expect(state.moves.map(({ move }) => move)).toEqual(played);
  await expect(redo).toBeDisabled();

  // Back one, and another move than the one taken back: nothing to redo.
  await undo.click();
  await expectOneGame(page, 2, 'undone again');
  await clickMove(page, (moves) => moves.at(-1));
  state = await expectOneGame(page, 4, 'another move');
  expect(state.moves.slice(2).map(({ by }) => by)).toEqual(['person', 'computer']);
  await expect(redo).toBeDisabled();
});

test('two people on one device: Undo takes back one move at a time, whoever made it, and Redo plays it again', async ({ page }) => {
  await openPage(page);
  await newComputerGame(page, { game: 'giuthi', opponent: 'person' });
  const undo = page.locator('#undo-button');
  const redo = page.locator('#redo-button');
  await expectOneGame(page, 0, 'a new game');
  for (let ply = 1; ply <= 3; ply++) {
    await clickMove(page);
    const state = await expectOneGame(page, ply, `move ${ply}`);
    expect(state.moves.every(({ by }) => by === 'person')).toBe(true);
  }
  const played = (await engine.record(page)).moves;

  await undo.click();
  await expectOneGame(page, 2, 'one undo');
  await undo.click();
  await expectOneGame(page, 1, 'two undos');
  await redo.click();
  const state = await expectOneGame(page, 2, 'a redo');
  expect(state.moves.map(({ move }) => move)).toEqual(played.slice(0, 2));
  await redo.click();
  await expectOneGame(page, 3, 'two redos');
  await expect(redo).toBeDisabled();

  // A move after an undo drops the move that was taken back.
  await undo.click();
  await expectOneGame(page, 2, 'undone again');
  await clickMove(page, (moves) => moves.at(-1));
  await expectOneGame(page, 3, 'another move');
  await expect(redo).toBeDisabled();
});

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
// with the engine's game, of `ply` moves (null: however many it has).
async function expectOneGame(page, expectedPly, what) {
  await settle(page);
  const { position, record, state, players } = await page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const record = window.__mancala.record();
    const replayed = WasmGame.fromRecord(record);
    const players = replayed.history().map((trace) => trace.player);
    replayed.free();
    return { position: window.__mancala.position(), record, state: window.__mancala.state(), players };
  });
  if (expectedPly !== null) expect(record.moves, `${what}: the engine's moves`).toHaveLength(expectedPly);
  const ply = record.moves.length;
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
  return { state, players };
}

test('against the computer: Undo takes back the reply with the move, Redo brings both, a new move ends the redo', async ({ page }) => {
  await openPage(page);
  await newComputerGame(page, { game: 'giuthi', level: 'beginner', you: 0 });
  const undo = page.locator('#undo-button');
  const redo = page.locator('#redo-button');
  await expectOneGame(page, 0, 'a new game');
  await expect(undo).toBeDisabled();
  // Who made each move in the state: South's the person's, North's the
  // computer's (an extra move is its mover's again).
  const expectMovers = (state, players, what) =>
    expect(state.moves.map(({ by }) => by), what).toEqual(players.map((side) => (side === 0 ? 'person' : 'computer')));

  // Turns of the person's, each answered, until four moves or more.
  let game = { state: null, players: [] };
  while (game.players.length < 4) {
    await clickMove(page);
    game = await expectOneGame(page, null, `after ${game.players.length} moves and one more`);
    expectMovers(game.state, game.players, 'the moves as played');
  }
  const played = game.state.moves.map(({ move }) => move);

  // Each Undo goes back to the person's turn before their last move: a
  // shorter beginning of the same game, the person to move.
  const kept = [played.length];
  while (await undo.isEnabled()) {
    await undo.click();
    const { state } = await expectOneGame(page, null, `undo ${kept.length}`);
    const ply = state.moves.length;
    expect(ply, 'an undo takes moves back').toBeLessThan(kept.at(-1));
    expect(state.moves.map(({ move }) => move)).toEqual(played.slice(0, ply));
    expect(state.toMove, 'the person is to move').toBe(0);
    kept.push(ply);
  }
  expect(kept.at(-1), 'back to the start').toBe(0);

  // Each Redo brings back the person's move with the computer's answer:
  // the same beginnings, the other way.
  for (const ply of kept.slice(0, -1).reverse()) {
    await expect(redo).toBeEnabled();
    await redo.click();
    const { state } = await expectOneGame(page, ply, `redo to ${ply} moves`);
    expect(state.moves.map(({ move }) => move)).toEqual(played.slice(0, ply));
  }
  await expect(redo).toBeDisabled();

  // Back one turn, and another move than the one taken back: the moves
  // before stay, nothing is left to redo.
  await undo.click();
  const { state: undone } = await expectOneGame(page, kept[1], 'undone again');
  await clickMove(page, (moves) => moves.at(-1));
  const { state, players } = await expectOneGame(page, null, 'another move');
  expect(state.moves.slice(0, kept[1]).map(({ move }) => move)).toEqual(undone.moves.map(({ move }) => move));
  expect(state.moves.length).toBeGreaterThan(kept[1]);
  // Those redone say so; the new ones are the person's and the computer's.
  expect(state.moves.slice(0, kept[1]).every(({ by }) => by === 'redo')).toBe(true);
  expectMovers({ moves: state.moves.slice(kept[1]) }, players.slice(kept[1]), 'the new moves as played');
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
    const { state } = await expectOneGame(page, ply, `move ${ply}`);
    expect(state.moves.every(({ by }) => by === 'person')).toBe(true);
  }
  const played = (await engine.record(page)).moves;

  await undo.click();
  await expectOneGame(page, 2, 'one undo');
  await undo.click();
  await expectOneGame(page, 1, 'two undos');
  await redo.click();
  const { state } = await expectOneGame(page, 2, 'a redo');
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

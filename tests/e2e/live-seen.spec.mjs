// What the pages of a live game show of who is to move, who "you" are and
// whether the game is over (issue 47), each page a device of its own (a
// browser context) on the live server: the friend's link until the friend
// has come, the "to move" mark gone however the game ended, no "Extra move!"
// over a finished board, a take-back asked only of a move made, and the pit
// words of the player whose turn it is not.

import { expect, test } from './support/live-server.mjs';
import { engine, expectSameGame, gameAfterAMoveEach, idle, makeLiveGame, openDevice, playTurn, ready } from './live-helpers.mjs';
import { playMove } from './game-helpers.mjs';
import { linkOf } from './computer-helpers.mjs';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

// The players' cards marked "to move" on a page.
const toMoveMarks = (page) => page.locator('.player.to-move, .player .player-turn');

test('the friend’s link stays offered when the maker moves first, until the friend has come', async ({ device }) => {
  const south = await makeLiveGame(device);
  await playTurn(south.page);
  // Nobody came: the link is still there, and the friend is not "away".
  const panel = south.page.locator('.live-panel');
  await expect(panel.locator('.live-step')).toHaveText('Waiting for North to move.');
  await expect(panel.locator('.live-invite')).toBeVisible();
  await expect(panel.locator('.live-invite .copy-text')).toHaveValue(south.friendUrl);
  await expect(panel.locator('.live-presence')).toHaveText('Your friend has not opened the link yet.');
  // Share offers it too.
  await south.page.click('#share-button');
  const dialog = south.page.locator('.share-dialog');
  await expect(dialog.getByLabel('Link for your friend')).toHaveValue(south.friendUrl);
  await south.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The friend comes by it, sees the move made, and plays North.
  const north = await openDevice(device, south.friendUrl);
  await expect(north.locator('.live-role')).toHaveText('You play North, the bottom row.');
  await ready(north);
  await expectSameGame(south.page, north);
  await expect(north.locator('.live-step')).toHaveText('Your turn.');
  await expect(panel.locator('.live-presence')).toHaveText('Your friend is connected.');
  await expect(panel.locator('.live-invite')).toBeHidden();
  await playTurn(north);
  await expectSameGame(south.page, north);
});

// A game between two players and a watcher, one move made by each.
async function gameUnderWay(device, options = {}) {
  const south = await makeLiveGame(device, options);
  const north = await openDevice(device, south.friendUrl, options);
  await ready(north);
  await playTurn(south.page);
  await playTurn(north);
  const watcher = await openDevice(device, south.watchUrl, options);
  await expectSameGame(south.page, north, watcher);
  await expect(watcher.locator('.live-step')).toHaveText(/^Waiting for (South|North) to move\.$/);
  for (const page of [south.page, north, watcher]) await expect(toMoveMarks(page)).not.toHaveCount(0);
  return { south: south.page, north, watcher };
}

// The end is said on every page, and no card, no pit is "to move" there.
// `winner`: the side whose card is marked the winner (null: neither), for
// an end the engine's rules did not make.
async function expectEnded(pages, words, winner) {
  for (const page of pages) {
    await expect(page.locator('.live-step')).toHaveText(words);
    await expect(page.locator('#status')).toHaveText(words);
    for (const side of [0, 1]) {
      if (side === winner) await expect(page.locator(`#player-${side}`)).toHaveClass(/\bwinner\b/);
      else await expect(page.locator(`#player-${side}`)).not.toHaveClass(/\bwinner\b/);
    }
    await idle(page);
    await expect(toMoveMarks(page)).toHaveCount(0);
    await expect(page.locator('.pit-button[aria-disabled="false"]')).toHaveCount(0);
  }
}

test('after a resignation, the “to move” mark goes and the winner’s card is marked on both players’ pages and the watcher’s', async ({ device }) => {
  const { south, north, watcher } = await gameUnderWay(device);
  await expect(south.locator('.live-step')).toHaveText('Your turn.');
  await south.getByRole('button', { name: 'Resign' }).click();
  await south.getByRole('button', { name: 'Yes, resign' }).click();
  await expectEnded([south, north, watcher], 'South resigned: North wins.', 1);
});

test('after a draw by agreement, the “to move” mark goes on both players’ pages and the watcher’s', async ({ device }) => {
  const { south, north, watcher } = await gameUnderWay(device);
  await north.getByRole('button', { name: 'Offer a draw' }).click();
  await south.locator('.live-offer').getByRole('button', { name: 'Accept' }).click();
  await expectEnded([south, north, watcher], 'The game is drawn by agreement.', null);
});

test('after a flag, the “to move” mark goes on both players’ pages and the watcher’s', async ({ device }) => {
  const page = await openDevice(device);
  await page.locator('.welcome-game[data-game=hus] [data-choice=friend]').click();
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  await dialog.getByLabel('Clock').selectOption({ label: '5 min + 3 s a move' });
  // Two seconds a side (the page's shortest clock is minutes long); no
  // clock runs before the first move, and North never moves.
  await page.route('**/live/games', (route) => {
    const body = JSON.parse(route.request().postData());
    route.continue({ postData: JSON.stringify({ ...body, clock: { initialMs: 2000, incrementMs: 0 } }) });
  });
  await dialog.getByRole('button', { name: 'Play a friend online' }).click();
  const north = await openDevice(device, await page.locator('.live-invite .copy-text').inputValue());
  const watcher = await openDevice(device, await page.locator('.live-watch .copy-text').inputValue());
  await ready(north);
  await playTurn(page);
  await expectEnded([page, north, watcher], 'North ran out of time: South wins.', 0);
});

// Giuthi (North's row is pits 0 to 4, South's 5 to 9), South to move:
// South's only pit of two seeds sows within South's
// row, which is an extra move, and then neither player can move: the game
// ends by its rules with that move, South ahead.
const EXTRA_MOVE_ENDS = { game: 'giuthi', holes: 5, pits: [0, 0, 0, 0, 0, 0, 2, 0, 0, 0], captured: [6, 4], to_move: 0 };

test('the move that ends the game with an extra move shows no “Extra move!” on either page, a phone’s or a desktop’s', async ({ device }) => {
  const south = await openDevice(device, '/', { viewport: PHONE });
  const start = await linkOf(south, 'fromPosition', EXTRA_MOVE_ENDS, 'look');
  // The game is made from this position instead of the first screen's.
  await south.route('**/live/games', (route) => {
    const body = JSON.parse(route.request().postData());
    route.continue({ postData: JSON.stringify({ ...body, start }) });
  });
  await south.locator('.welcome-game[data-game=giuthi] [data-choice=online]').click();
  const friendUrl = await south.locator('.live-invite .copy-text').inputValue();
  const north = await openDevice(device, friendUrl, { viewport: DESK });
  await ready(north);
  await ready(south);
  // The engine says which of South's moves is that extra move.
  const move = await south.evaluate(async (doc) => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    for (const candidate of window.__mancala.legalMoves()) {
      const game = WasmGame.fromPosition(doc);
      const trace = game.play(candidate);
      const over = game.outcome();
      game.free();
      if (trace.extra_move && over) return candidate;
    }
    return null;
  }, EXTRA_MOVE_ENDS);
  expect(move).not.toBeNull();
  // Every text the board's toast shows from now on, on both pages.
  for (const page of [south, north]) {
    await page.evaluate(() => {
      window.toastsSeen = [];
      const toast = document.querySelector('.board-toast');
      new MutationObserver(() => {
        if (toast.classList.contains('visible')) window.toastsSeen.push(toast.textContent);
      }).observe(toast, { attributes: true, childList: true, characterData: true, subtree: true });
    });
  }
  await playMove(south, await engine.position(south), move);
  const words = 'The game is over: South wins.';
  for (const page of [south, north]) {
    await expect(page.locator('.live-step')).toHaveText(words);
    await idle(page);
    await expect(toMoveMarks(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.toastsSeen)).not.toContain('Extra move!');
  }
  await expect(south.getByRole('button', { name: 'Rematch' })).toBeVisible();
});

test('“Ask to take back” is offered only once the player has a move to take back', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  const ask = (page) => page.getByRole('button', { name: 'Ask to take back' });
  await expect(south.page.getByRole('button', { name: 'Offer a draw' })).toBeVisible();
  await expect(ask(south.page)).toHaveCount(0);
  await expect(ask(north)).toHaveCount(0);
  await playTurn(south.page);
  await ready(north);
  await expect(ask(south.page)).toBeVisible();
  await expect(ask(north)).toHaveCount(0);
  await playTurn(north);
  await ready(south.page);
  await expect(ask(north)).toBeVisible();
});

test('as North while South is to move, North’s pits are “your” pits and South’s are South’s; a watcher has none', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  const watcher = await openDevice(device, south.watchUrl);
  await ready(north);
  await expect(north.locator('.live-step')).toHaveText('Waiting for South to move.');
  const { holes } = await engine.position(north);
  const labels = (page) => page.locator('.pit-button').evaluateAll((buttons) => buttons.map((b) => [Number(b.dataset.pit), b.getAttribute('aria-label')]));
  // Giuthi: North's pits are 0 to holes - 1, South's the others.
  const northLabels = await labels(north);
  expect(northLabels.length).toBe(2 * holes);
  for (const [pit, label] of northLabels) expect(label).toMatch(pit < holes ? /^Your pit \d+, / : /^South pit \d+, /);
  await ready(watcher);
  for (const [pit, label] of await labels(watcher)) expect(label).toMatch(pit < holes ? /^North pit \d+, / : /^South pit \d+, /);
  // South's own pits are South's "your" pits.
  for (const [pit, label] of await labels(south.page)) expect(label).toMatch(pit < holes ? /^North pit \d+, / : /^Your pit \d+, /);
});

// The page's game state holds what the server said (issue 47): the offers
// as they come and go, the history of a rebuilt game as the server's moves
// (a reload takes its traces, the page decides no move again), the end and
// the rematch asked; the panel and the status line show them from there.
test('a live game’s offers, history and end are the page’s game state’s, through a reload', async ({ device }) => {
  const { south, north, played } = await gameAfterAMoveEach(device);
  const state = (page) => page.evaluate(() => window.__mancala.state());

  // North offers a draw: South's state holds it; declined, neither's does.
  await north.getByRole('button', { name: 'Offer a draw' }).click();
  await expect(south.page.locator('.live-offer')).toContainText('Your friend offers a draw.');
  expect((await state(south.page)).offers).toEqual([{ what: 'draw', by: 1 }]);
  await expect.poll(async () => (await state(north)).offers).toEqual([{ what: 'draw', by: 1 }]);
  await south.page.locator('.live-offer').getByRole('button', { name: 'Decline' }).click();
  await expect(north.locator('.live-notice')).toHaveText('Your friend declined the draw.');
  await expect.poll(async () => (await state(north)).offers).toEqual([]);
  await expect.poll(async () => (await state(south.page)).offers).toEqual([]);

  // South reloads: the game is built again from the server's moves, each
  // the live server's, with the trace North's page holds.
  await south.page.reload();
  await ready(south.page);
  const rebuilt = await state(south.page);
  expect(rebuilt.moves.map((move) => move.by)).toEqual(played.map(() => 'live'));
  expect(rebuilt.traces).toEqual((await state(north)).traces);

  // South resigns: the end is the state's on both pages, and what the
  // panel and the status line say; North's rematch is South's to answer.
  await expect(south.page.locator('.live-step')).toHaveText('Your turn.');
  await south.page.getByRole('button', { name: 'Resign' }).click();
  await south.page.getByRole('button', { name: 'Yes, resign' }).click();
  for (const page of [south.page, north]) {
    await expect(page.locator('#status')).toHaveText('South resigned: North wins.');
    expect((await state(page)).result).toEqual({ how: 'resigned', winner: 1, scores: null });
  }
  await north.locator('.live-actions').getByRole('button', { name: 'Rematch' }).click();
  await expect(south.page.locator('.live-actions')).toContainText('Your friend wants a rematch.');
  expect((await state(south.page)).offers).toEqual([{ what: 'rematch', by: 1 }]);
});

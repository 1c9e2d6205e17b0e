// Helpers of the live-play browser tests (tests/e2e/live-*.spec.mjs): each
// device is a browser context of its own on the live server
// (support/live-server.mjs), driven as a person does.

import { engine, expect, playMove, randomOpening, seededRandom } from './game-helpers.mjs';

export { engine, expect };

// A page of a new device, at `url` (its board ready).
export async function openDevice(device, url = '/', options = {}) {
  const context = await device(options);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('body.ready')).toBeVisible();
  return page;
}

// A newcomer makes a live game of `game` from the first screen and plays
// South: the page, the link for the friend and the link to watch.
export async function makeLiveGame(device, { game = 'giuthi', ...options } = {}) {
  const page = await openDevice(device, '/', options);
  await page.locator(`.welcome-game[data-game=${game}] [data-choice=online]`).click();
  const panel = page.locator('.live-panel');
  await expect(panel.locator('.live-role')).toHaveText('You play South, the bottom row.');
  await expect(panel.locator('.live-invite')).toBeVisible();
  const friendUrl = await panel.locator('.live-invite .copy-text').inputValue();
  const watchUrl = await panel.locator('.live-watch .copy-text').inputValue();
  return { page, friendUrl, watchUrl };
}

// The moves on a page's board.
export const moves = async (page) => (await engine.record(page)).moves;

// Waits until no move is being shown on the page.
export const idle = (page) => page.waitForFunction(() => !window.__mancala.animating());

// Waits until the live page's panel says whose turn it is (the server's
// game is on the board and no move is being shown).
export async function ready(page) {
  await expect(page.locator('.live-panel .live-step')).toHaveText(/^(Your turn\.|Waiting for (South|North) to move\.)$/);
  await idle(page);
}

// The player to move on `page` plays first legal moves until the turn
// passes (or the game ends); each is played once the server has answered.
export async function playTurn(page, pick = 0) {
  // Its turn first: the opponent's last move may still be on its way.
  await expect(page.locator('.live-panel .live-step')).toHaveText('Your turn.');
  await idle(page);
  const side = (await engine.position(page)).to_move;
  do {
    const before = (await moves(page)).length;
    await expect(page.locator('.live-panel .live-step')).toHaveText('Your turn.');
    const position = await engine.position(page);
    // Kiothi's opening is chosen on its panel, not listed.
    const legal = position.phase === 'opening' ? [randomOpening(position, seededRandom(before + 1))] : await engine.legalMoves(page);
    await playMove(page, position, legal[Math.min(pick, legal.length - 1)]);
    await expect.poll(async () => (await moves(page)).length).toBe(before + 1);
    await idle(page);
  } while ((await engine.position(page)).to_move === side && !(await engine.outcome(page)));
}

// The pages show the same game: read again on every page until they agree,
// since any of them (not only the last) may still be receiving a move.
export async function expectSameGame(...pages) {
  let first = [];
  await expect
    .poll(async () => {
      const lists = (await Promise.all(pages.map(moves))).map((list) => JSON.stringify(list));
      first = JSON.parse(lists[0]);
      return lists.every((list) => list === lists[0]);
    })
    .toBe(true);
  return first;
}

// A live game South made and North joined, one move each played and seen
// alike on both pages: {south, north, played}.
export async function gameAfterAMoveEach(device) {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  await playTurn(south.page);
  await playTurn(north);
  const played = await expectSameGame(south.page, north);
  return { south, north, played };
}

// Sends `messages` on a socket of its own from `page` (as a hostile page
// script could), joined with `token`; resolves to the server's answers to
// them (after the join's).
export function sendOwn(page, { game, token }, messages) {
  return page.evaluate(
    ({ game, token, messages }) =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(new URL('/live/socket', window.location.href).href.replace(/^http/, 'ws'));
        const answers = [];
        let joined = false;
        socket.onopen = () => socket.send(JSON.stringify({ t: 'join', game, token }));
        socket.onerror = () => reject(new Error('socket failed'));
        socket.onmessage = (event) => {
          const message = JSON.parse(event.data);
          if (!joined) {
            joined = true;
            if (message.t !== 'state') answers.push(message);
            for (const text of messages) socket.send(typeof text === 'string' ? text : JSON.stringify(text));
            if (message.t !== 'state') {
              socket.close();
              resolve(answers);
            }
            return;
          }
          if (message.t === 'presence') return;
          answers.push(message);
          if (answers.length === messages.length) {
            socket.close();
            resolve(answers);
          }
        };
      }),
    { game, token, messages },
  );
}

// The game and token of a live link.
export function liveAddress(url) {
  const [, game, token = null] = /#live\.([^.]+)(?:\.(.+))?$/.exec(url);
  return { game, token };
}

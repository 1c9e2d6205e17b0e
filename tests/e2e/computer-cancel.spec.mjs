// Cancelling the computer: the worker's protocol (cancel at any point,
// replaced searches, refused requests), its client (abandoned requests
// never answer), and the page (undo, a new game, a link or leaving while
// the computer thinks leave no stale move).

import { engine, expect, openPage, seededRandom, settle, test } from './game-helpers.mjs';
import { LONGEST_KNOWN, newComputerGame, personMoves, players } from './computer-helpers.mjs';

test('the worker answers each request by its id, and a cancelled or replaced search never answers', async ({ page }) => {
  await openPage(page);
  const replies = await page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const fresh = new WasmGame('giuthi', {});
    const record = fresh.record();
    fresh.free();
    const worker = new Worker('/www/engine/worker.js', { type: 'module' });
    const replies = [];
    const arrived = (test) =>
      new Promise((resolve) => {
        const check = () => (replies.some(test) ? resolve() : setTimeout(check, 10));
        check();
      });
    worker.onmessage = (event) => replies.push(event.data);
    const think = (id, level = 'strong') => worker.postMessage({ type: 'think', id, record, level, seed: id, budgetMs: 400 });
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    // Cancelled before the engine has even loaded.
    think(1);
    worker.postMessage({ type: 'cancel', id: 1 });
    // Cancelled in the middle of thinking.
    await arrived((reply) => reply.id === 1);
    think(2);
    await pause(60);
    worker.postMessage({ type: 'cancel', id: 2 });
    // Replaced by a newer search.
    think(3);
    think(4);
    // Refused requests leave the worker working.
    worker.postMessage({ type: 'think', id: 5, record, level: 'grandmaster', seed: 1 });
    worker.postMessage({ type: 'think', id: 6, record: { start: {}, moves: [] }, level: 'strong', seed: 1 });
    worker.postMessage({ type: 'legal-moves', id: 7, record });
    await arrived((reply) => reply.id === 4);
    think(8, 'beginner');
    await arrived((reply) => reply.id === 8);
    // Cancels of requests already answered get no second answer.
    worker.postMessage({ type: 'cancel', id: 8 });
    worker.postMessage({ type: 'cancel', id: 7 });
    // Long enough for any stray search to have finished.
    await pause(600);
    worker.terminate();
    return replies;
  });
  const byId = (id) => replies.filter((reply) => reply.id === id).map((reply) => reply.type);
  expect(byId(1)).toEqual(['cancelled']);
  // One answer, whichever came first: on a loaded machine the search may
  // have ended before the cancel arrived.
  expect([['cancelled'], ['move']]).toContainEqual(byId(2));
  expect(byId(3)).toEqual([]);
  expect(byId(4)).toEqual(['move']);
  expect(byId(5)).toEqual(['error']);
  expect(replies.find((reply) => reply.id === 5).message).toMatch(/unknown computer level/);
  expect(byId(6)).toEqual(['error']);
  expect(byId(7)).toEqual(['legal-moves']);
  expect(byId(8)).toEqual(['move']);
  const legal = replies.find((reply) => reply.id === 7).moves;
  for (const id of [4, 8]) expect(legal).toContainEqual(replies.find((reply) => reply.id === id).move);
  const strong = replies.find((reply) => reply.id === 4);
  expect(strong.depth).toBeGreaterThan(0);
  expect(strong.ms).toBeLessThan(1500);
});

test('requests abandoned at any moment reject, never resolve, and leave the client ready', async ({ page }) => {
  test.setTimeout(120_000);
  await openPage(page);
  const result = await page.evaluate(async (longest) => {
    const client = await import('/www/engine/computer.js');
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = new WasmGame('hus', {});
    const record = game.record();
    const legal = game.legalMoves();
    game.free();
    // A position with an endless candidate: its listing sows a million laps
    // (tens of milliseconds), so a listing abandoned at once is still busy.
    const slow = WasmGame.fromPosition(longest);
    const slowRecord = slow.record();
    slow.free();
    let state = 7;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const outcomes = [];
    for (let round = 0; round < 24; round++) {
      const abort = new AbortController();
      // Searches and listings, abandoned at once, soon, or well into the
      // thinking; some are aborted before they are sent.
      const kind = round % 3 === 2 ? 'legal' : 'think';
      // (A listing runs to its end in milliseconds, so it is abandoned at
      // once, before the worker can answer.)
      const delay = kind === 'legal' ? 0 : [0, 1, 5, 20, 80, 250][round % 6];
      if (round % 8 === 7) abort.abort();
      const request =
        kind === 'think'
          ? client.computerMove({ record, level: 'strong', seed: round, budgetMs: 2000 }, abort.signal)
          : client.legalMoves(slowRecord, abort.signal);
      const settled = request.then(
        () => 'resolved',
        (error) => error.name,
      );
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay * random() * 2));
      abort.abort();
      outcomes.push(await settled);
    }
    const pendingAfterAborts = client.pendingRequests();
    const final = await client.computerMove({ record, level: 'strong', seed: 99, budgetMs: 300 }, new AbortController().signal);
    // Replies to the abandoned requests that were still on their way have
    // had time to arrive, and were ignored.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { outcomes, pendingAfterAborts, pendingAtEnd: client.pendingRequests(), final, legal };
  }, LONGEST_KNOWN);
  expect(result.outcomes).toEqual(new Array(24).fill('AbortError'));
  expect(result.pendingAfterAborts).toBe(0);
  expect(result.pendingAtEnd).toBe(0);
  expect(result.legal).toContainEqual(result.final.move);
});

// A game against the strong computer with the person's first move made:
// the computer is thinking when this returns.
async function computerThinking(page) {
  await openPage(page, { speed: 'fast' });
  await newComputerGame(page, { game: 'giuthi', level: 'strong' });
  await settle(page);
  await personMoves(page, seededRandom(3));
  // Checked every frame: the thinking mark can come and go between the
  // widening intervals at which expect() polls.
  await page.waitForFunction(() => document.querySelector('#player-1.thinking') !== null, null, {
    polling: 'raf',
    timeout: 20_000,
  });
  return engine.record(page);
}

// Longer than the strong computer's thinking and pause: a stale move would
// have arrived by then.
const STALE_MOVE_WAIT_MS = 2500;

test('undo while the computer thinks takes back the move, and no stale reply arrives', async ({ page }) => {
  const record = await computerThinking(page);
  expect(record.moves).toHaveLength(1);
  await page.click('#undo-button');
  await settle(page);
  await page.waitForTimeout(STALE_MOVE_WAIT_MS);
  expect((await engine.record(page)).moves).toEqual([]);
  expect(await page.evaluate(() => window.__mancala.waiting())).toBe(true);
  await expect(page.locator('.thinking')).toHaveCount(0);
  // The computer still answers the next move.
  await personMoves(page, seededRandom(4));
  await settle(page);
  expect((await engine.record(page)).moves.length).toBeGreaterThanOrEqual(2);
});

test('a new game or a link opened while the computer thinks gets no stale move', async ({ page }) => {
  await computerThinking(page);
  await newComputerGame(page, { game: 'hus', opponent: 'person' });
  await settle(page);
  await page.waitForTimeout(STALE_MOVE_WAIT_MS);
  expect((await engine.record(page)).moves).toEqual([]);
  expect((await engine.position(page)).game).toBe('hus');

  // A friend's link that continues this very game with a move (one that
  // parts from it would first ask whether to replace the game in progress:
  // link-cheats.spec.mjs).
  const record = await computerThinking(page);
  const { link, moves } = await page.evaluate(async (doc) => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = WasmGame.fromRecord(doc);
    game.play(game.legalMoves()[0]);
    const result = { link: game.link(), moves: game.record().moves };
    game.free();
    return result;
  }, record);
  await page.goto(`/#${link}`);
  // On a loaded machine the computer's reply can be saved before the page
  // leaves: the link then parts from the game here, and the page asks
  // first (seen in a loaded double run).
  const openLink = page.getByRole('button', { name: 'Open the link' });
  await expect(async () => {
    if (await openLink.isVisible()) await openLink.click();
    await expect(page.locator('.friend-panel')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.waitForTimeout(STALE_MOVE_WAIT_MS);
  expect((await engine.record(page)).moves).toEqual(moves);
  expect(await players(page)).toEqual(['person', 'person']);
});

test('leaving the page while the computer thinks is clean; coming back, the computer moves', async ({ page }) => {
  const record = await computerThinking(page);
  await page.goto('/embed.html?lang=en');
  await page.goBack();
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  const after = await engine.record(page);
  expect(after.moves.slice(0, 1)).toEqual(record.moves);
  expect(after.moves.length).toBeGreaterThanOrEqual(2);
});

test('when the computer cannot start, the page says so, and undo gives the person the turn back', async ({ page }) => {
  // The worker's WebAssembly does not arrive, for the first try or the second.
  await page.route('**/www/pkg/computer/mancala_bg.wasm', (route) => route.abort());
  await openPage(page);
  await newComputerGame(page, { game: 'hus', level: 'beginner' });
  await settle(page);
  await personMoves(page, seededRandom(6));
  await expect(page.locator('#status')).toHaveText('The computer could not choose a move. Undo, or start a new game.');
  expect((await engine.record(page)).moves).toHaveLength(1);
  await page.click('#undo-button');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual([]);
  expect(await page.evaluate(() => window.__mancala.waiting())).toBe(true);
});

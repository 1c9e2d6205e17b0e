// Computer against computer: the main page's demonstration plays game
// after game by itself, and the embed's `opponent`, `level` and `demo`
// options drive the real computer. Screenshots of the computer thinking and
// of the demonstration, on a phone and a desktop.

import { DESKTOP, PHONE, engine, expect, openPage, playMove, seededRandom, settle, test } from './game-helpers.mjs';
import { newComputerGame, personMoves, players } from './computer-helpers.mjs';
import { startHostPage } from './support/host-page.mjs';

// Waits for a game after game number `after` to end, and then for the next
// one to begin; returns the ended game's {number, record}. The end is read
// in one step: at instant speed a beginners' game of Hus can begin and end
// between two looks, so "no outcome" may never be seen.
async function nextGame(page, after = 0) {
  let ended = null;
  await expect
    .poll(
      async () => {
        ended = await page.evaluate(() => ({
          number: window.__mancala.gameNumber(),
          over: window.__mancala.outcome() !== null,
          record: window.__mancala.record(),
          status: document.getElementById('status').textContent,
        }));
        return ended.number > after && ended.over && ended.status.includes('A new game starts in a moment.');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber()), { timeout: 20_000 }).toBeGreaterThan(ended.number);
  return ended;
}

test('the demonstration plays games back to back, with no result dialog in between', async ({ page }) => {
  test.setTimeout(180_000);
  await openPage(page);
  await newComputerGame(page, { game: 'hus', opponent: 'demo', level: 'beginner' });
  expect(await players(page)).toEqual(['beginner', 'beginner']);
  await expect(page.locator('#undo-button')).toBeDisabled();
  const first = await nextGame(page);
  await expect(page.locator('#result-dialog')).toBeHidden();
  const second = await nextGame(page, first.number);
  // Two whole games, each from the start, by the computer alone.
  for (const game of [first, second]) {
    expect(game.record.moves.length).toBeGreaterThan(0);
    expect(game.record.start).toEqual(first.record.start);
  }
  expect(second.record.moves).not.toEqual(first.record.moves);
  expect(await players(page)).toEqual(['beginner', 'beginner']);
  // A new game with people ends the demonstration.
  await newComputerGame(page, { game: 'giuthi', opponent: 'person' });
  await settle(page);
  await page.waitForTimeout(2000);
  expect((await engine.record(page)).moves).toEqual([]);
});

test('the computer thinking, and the demonstration, show on a phone and a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // Instant: South's move is shown at once, so the computer's thinking
    // (hidden while a move is shown) is not over before it can be seen on
    // a loaded machine.
    await openPage(page, { speed: 'instant' });
    await newComputerGame(page, { game: 'giuthi', level: 'strong' });
    // The strong computer thinks for under a second, which can pass between
    // two looks on a loaded machine: the person moves again until a look
    // finds it thinking.
    const random = seededRandom(5);
    await expect(async () => {
      await settle(page);
      await personMoves(page, random);
      await expect(page.locator('#player-1.thinking')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    await newComputerGame(page, { game: 'kiothi', opponent: 'demo', level: 'intermediate' });
    // Some moves in, while a side thinks.
    await expect.poll(async () => (await engine.record(page)).moves.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    await expect(page.locator('.player.thinking')).toBeVisible({ timeout: 30_000 });
  }
});

test.describe('the embed', () => {
  test('opponent=computer: a visitor plays South and the computer answers as North', async ({ page, baseURL }) => {
    const host = await startHostPage({
      gameOrigin: new URL(baseURL).origin,
      embedPath: '/embed.html?game=hus&opponent=computer&level=beginner&speed=instant&parentOrigin={HOST}',
    });
    try {
      await page.goto(host.url);
      const frame = page.frameLocator('#game');
      const game = await (await page.waitForSelector('#game')).contentFrame();
      await expect(frame.locator('body.ready')).toBeVisible();
      await expect(frame.locator('#player-1 .player-computer')).toHaveText('Computer · beginner');
      // The visitor's moves; after each, the board waits for the visitor
      // again only once the computer has answered.
      let played = 0;
      while (played < 3) {
        await settle(game);
        if ((await engine.outcome(game)) !== null) break;
        const position = await engine.position(game);
        expect(position.to_move).toBe(0);
        await playMove(game, position, (await engine.legalMoves(game))[0]);
        played += 1;
      }
      await settle(game);
      const received = await page.evaluate(() => window.received);
      expect(received.filter((m) => m.type === 'mancala:error')).toEqual([]);
      const moves = received.filter((m) => m.type === 'mancala:move');
      expect(moves.filter((m) => m.player === 0)).toHaveLength(played);
      expect(moves.filter((m) => m.player === 1).length).toBeGreaterThanOrEqual(played - 1);
      expect(moves.map((m) => m.move)).toEqual((await engine.record(game)).moves);
    } finally {
      await host.close();
    }
  });

  test('demo=1 plays the computer against itself, game after game; a host can switch to a game for people', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const host = await startHostPage({
      gameOrigin: new URL(baseURL).origin,
      embedPath: '/embed.html?game=hus&demo=1&level=random&speed=instant&parentOrigin={HOST}',
    });
    try {
      await page.goto(host.url);
      const ends = () => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:end').length);
      await expect.poll(ends, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
      const received = await page.evaluate(() => window.received);
      expect(received.filter((m) => m.type === 'mancala:error')).toEqual([]);
      const moves = received.filter((m) => m.type === 'mancala:move');
      // Both sides moved, and the second game began from its first move.
      expect(new Set(moves.map((m) => m.player))).toEqual(new Set([0, 1]));
      expect(moves.filter((m) => m.ply === 1).length).toBeGreaterThanOrEqual(2);

      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', options: { game: 'giuthi' } }));
      await expect.poll(() => page.evaluate(() => window.received.at(-1)?.type)).toBe('mancala:ready');
      const game = await (await page.waitForSelector('#game')).contentFrame();
      await settle(game);
      await page.waitForTimeout(1500);
      expect((await engine.record(game)).moves).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

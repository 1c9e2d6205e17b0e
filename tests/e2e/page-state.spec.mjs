// What the page's one game state (www/game/state.js) settles outside live
// play, tried as a person, a museum's web team and a kiosk's visitor would:
// the puzzles after a game against the computer and its review, a lesson
// under no old result, the pits' words from the viewpoint, the embed's
// replay after a new game, its ready and "Open full page" in a lesson or a
// puzzle, a kiosk with share=1 through a whole visitor and a reload, and a
// friend's link that adds a move for your side.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stableId } from '../../www/game/puzzle-id.js';
import { DESKTOP, engine, expect, openPage, pitButton, playMove, settle, test } from './game-helpers.mjs';
import { players } from './computer-helpers.mjs';
import { SCRIPTED } from './analysis-fixtures.mjs';
import { frameSandboxed, puzzlesOf } from './support/framed-embed.mjs';
import { REPO_ROOT } from './support/index.mjs';

const lessonOf = (game) => JSON.parse(readFileSync(join(REPO_ROOT, 'www', 'learn', 'lessons', `${game}.json`), 'utf8'));

// A finished game (SCRIPTED, Giuthi 2 x 5) as a link of a game South played
// against the beginner computer.
async function finishedComputerGameLink(page) {
  return page.evaluate(async (record) => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = WasmGame.fromRecord(record);
    const link = game.link('computer', 1, 'beginner');
    game.free();
    return link;
  }, SCRIPTED);
}

async function openLinkHere(page, link) {
  const before = await page.evaluate(() => window.__mancala.gameNumber());
  await page.goto(`/#${link}`);
  await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
  await settle(page);
}

// Each pit button's words, South's and North's (by the engine's board of
// `board`, else of the page's game).
async function pitWords(page, board = null) {
  return page.evaluate(async (board) => {
    const { boardTopology } = await import('/www/pkg/mancala.js');
    const { game, holes } = board ?? window.__mancala.position();
    const sides = new Map(boardTopology(game, holes).cells.map((cell) => [cell.pit, cell.side]));
    const labels = [...document.querySelectorAll('.board-mirror .pit-button')].map((button) => ({
      side: sides.get(Number(button.dataset.pit)),
      label: button.getAttribute('aria-label'),
    }));
    return {
      south: labels.filter((b) => b.side === 0).map((b) => b.label),
      north: labels.filter((b) => b.side === 1).map((b) => b.label),
    };
  }, board);
}

// A move shown to its end (the friend's turn: nobody here waits).
const shown = (page) => page.waitForFunction(() => !window.__mancala.animating());

test('after a game against the computer and its review, Games → Puzzles gives the puzzle to the person', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await openLinkHere(page, await finishedComputerGameLink(page));
  expect(await players(page)).toEqual(['person', 'beginner']);
  const result = page.locator('#result-dialog');
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'Review the game' }).click();
  await expect(page.locator('.review-panel')).toBeVisible();

  await page.click('#games-button');
  await page.locator('.welcome-game[data-game=hus] [data-choice=puzzles]').click();
  const panel = page.locator('.puzzle-panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.puzzle-number')).toContainText('Puzzle 1 of');
  // The learner and the puzzle's line play; no computer's card, no review.
  expect(await players(page)).toEqual(['person', 'person']);
  await expect(page.locator('#player-0, #player-1')).not.toContainText(['Computer']);
  await expect(page.locator('.review-panel')).toBeHidden();
  expect((await engine.position(page)).game).toBe('hus');
  // The puzzle waits for the learner: nobody plays it for them.
  await expect.poll(() => page.evaluate(() => window.__mancala.waiting())).toBe(true);
  expect((await engine.record(page)).moves).toEqual([]);
});

test('the result of the game saved here covers no lesson, nor after a change of language', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await openLinkHere(page, await finishedComputerGameLink(page));
  await expect(page.locator('#result-dialog')).toBeVisible();

  for (const query of ['?learn=kiothi', '?learn=kiothi&lang=sv']) {
    await page.goto(`/${query}`);
    await expect(page.locator('.learn-panel')).toBeVisible();
    // The result dialog's code is loaded (it would have opened by now) and
    // no dialog is open over the lesson.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/www/ui/dialogs.js')));
    await page.evaluate(() => import('/www/ui/dialogs.js'));
    await expect(page.locator('#result-dialog')).toBeHidden();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  }
});

test("the Giuthi lesson's closing step keeps nothing of the step before: no end, no instructions to sow", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mancala.lessons', JSON.stringify({ giuthi: { step: 8, done: [] } }));
    }
  });
  await page.goto('/?learn=giuthi');
  const panel = page.locator('.learn-panel');
  await expect(panel.locator('.learn-count')).toHaveText('Step 9 of 10');
  await page.selectOption('#speed-select', 'instant');
  // The scoring step: its move ends its game.
  const step = lessonOf('giuthi').steps[8];
  await playMove(page, step.position, step.answers?.[0] ?? step.example);
  await expect(panel.locator('.learn-lead')).toHaveText('Right!');
  await expect(page.locator('#status')).toContainText('wins');
  await panel.getByRole('button', { name: 'Next step' }).click();
  await expect(panel.locator('.learn-count')).toHaveText('Step 10 of 10');
  await expect(page.locator('#status')).not.toContainText('wins');
  await expect(page.locator('#preview-words')).toBeHidden();
  // The board shows the closing game's start: 2 x 5, four seeds a pit.
  await expect.poll(async () => (await pitWords(page, { game: 'giuthi', holes: 5 })).south).toEqual(
    ['Your pit 1, 4 seeds', 'Your pit 2, 4 seeds', 'Your pit 3, 4 seeds', 'Your pit 4, 4 seeds', 'Your pit 5, 4 seeds'],
  );
});

test("a pit's words name its owner from the viewpoint: the learner's with North to move, a friend's by link as North", async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  // The Giuthi lesson's "remember" step: North is to move, the learner is South.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mancala.lessons', JSON.stringify({ giuthi: { step: 6, done: [] } }));
    }
  });
  await page.goto('/?learn=giuthi');
  await expect(page.locator('.learn-panel .learn-count')).toHaveText('Step 7 of 10');
  const remember = lessonOf('giuthi').steps[6];
  const start = remember.position ?? remember.record.start;
  expect(start.to_move).toBe(1);
  const inLesson = await pitWords(page, { game: 'giuthi', holes: start.holes });
  expect(inLesson.south).toHaveLength(start.holes);
  expect(inLesson.south.every((label) => label.startsWith('Your pit'))).toBe(true);
  expect(inLesson.north.every((label) => label.startsWith('North pit'))).toBe(true);

  // A friend's game by link, opened as North: after North's move, South
  // is to move, and South's pits are still South's.
  await openPage(page);
  await page.click('#new-game-button');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('input[name=game][value="giuthi"]').check();
  await dialog.locator('button[type=submit]').click();
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Play South against a friend' }).click();
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await shown(page);
  const link = await page.locator('.friend-panel .copy-text').inputValue();
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('mancala.prefs', JSON.stringify({ speed: 'instant' })));
  try {
    const north = await context.newPage();
    await north.goto(link);
    await expect(north.locator('body.ready')).toBeVisible();
    await expect(north.locator('.friend-panel')).toContainText('You play North');
    await settle(north);
    await playMove(north, await engine.position(north), (await engine.legalMoves(north))[0]);
    await shown(north);
    expect((await engine.position(north)).to_move).toBe(0);
    const words = await pitWords(north);
    expect(words.south.every((label) => label.startsWith('South pit'))).toBe(true);
    expect(words.north.every((label) => label.startsWith('Your pit'))).toBe(true);
  } finally {
    await context.close();
  }
});

test("a friend's link that adds a move for your side is refused with why, and the game stays as it was", async ({ page }) => {
  await openPage(page);
  await page.click('#new-game-button');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('input[name=game][value="giuthi"]').check();
  await dialog.locator('button[type=submit]').click();
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Play South against a friend' }).click();
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await shown(page);
  const sent = await page.locator('.friend-panel .copy-text').inputValue();
  const before = await engine.record(page);
  // The friend answers, then plays a move for South and answers it too.
  const reply = await page.evaluate(async (fragment) => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const { game } = WasmGame.fromLink(fragment);
    const movers = [];
    while (!movers.includes(0) || movers.at(-1) === 0) {
      movers.push(game.play(game.legalMoves()[0]).player);
    }
    const link = game.link();
    game.free();
    return { link, movers };
  }, sent.slice(sent.indexOf('#') + 1));
  expect(reply.movers[0]).toBe(1);
  expect(reply.movers).toContain(0);
  await page.goto(`/#${reply.link}`);
  const refusal = page.getByRole('dialog');
  await expect(refusal.getByRole('heading')).toHaveText('This link was not opened: it does not continue your game');
  await expect(refusal).toContainText(`Move ${before.moves.length + reply.movers.indexOf(0) + 1} in it is made for your side`);
  await refusal.getByRole('button').first().click();
  expect(await engine.record(page)).toEqual(before);
});

test.describe('framed on a second origin', () => {
  const SIZE = { width: 640, height: 400 };
  const readies = (page) => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:ready'));

  test('a replay frame gives way to a new game: playable, nobody replaying', async ({ page, baseURL }) => {
    await openPage(page);
    const link = await page.evaluate(async () => {
      const { WasmGame } = await import('/www/pkg/mancala.js');
      const game = new WasmGame('giuthi');
      for (let i = 0; i < 6; i++) game.play(game.legalMoves()[i % 3]);
      const text = game.link();
      game.free();
      return text;
    });
    const { host, frame } = await frameSandboxed(page, baseURL, `replay=1&speed=instant&link=${link}`, SIZE, { sandbox: 'allow-scripts' });
    try {
      await expect(frame.locator('#status')).toHaveText('Replay: move 0 of 6.');
      await expect.poll(async () => (await readies(page)).length).toBe(1);
      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', options: { game: 'giuthi' } }));
      await expect.poll(async () => (await readies(page)).length).toBe(2);
      expect((await readies(page))[1]).toMatchObject({ game: 'giuthi', ply: 0, toMove: 0 });
      await expect(frame.locator('#status')).not.toContainText('Replay');
      await expect(frame.locator('#player-0')).toHaveClass(/to-move/);
      await expect.poll(() => frame.evaluate(() => window.__mancala.waiting())).toBe(true);
      // A move is taken: the frame is a game again.
      await playMove(frame, await engine.position(frame), (await engine.legalMoves(frame))[0]);
      await expect.poll(async () => (await engine.record(frame)).moves.length).toBeGreaterThan(0);
    } finally {
      await host.close();
    }
  });

  test('a framed lesson reports its own game, and Open full page opens the lesson', async ({ page, baseURL }) => {
    const { host, frame } = await frameSandboxed(page, baseURL, 'learn=kiothi&speed=instant', SIZE, { sandbox: 'allow-scripts allow-popups' });
    try {
      await expect(frame.locator('.learn-panel')).toBeVisible();
      await expect.poll(async () => (await readies(page)).length).toBe(1);
      expect((await readies(page))[0]).toMatchObject({ game: 'kiothi', ply: 0, toMove: 0, lesson: 'kiothi' });
      const full = frame.locator('.embed-full');
      await expect(full).toHaveAttribute('href', /\?learn=kiothi$/);
    } finally {
      await host.close();
    }
  });

  test('a framed puzzle takes the id Link to this puzzle gives, and reports the puzzle', async ({ page, baseURL }) => {
    const puzzle = puzzlesOf('hus')[3];
    const id = stableId('hus', puzzle);
    expect(id).toMatch(/^hus-p[0-9a-z]+$/);
    const { host, frame } = await frameSandboxed(page, baseURL, `puzzle=${id}&speed=instant`, SIZE, { sandbox: 'allow-scripts' });
    try {
      await expect(frame.locator('.puzzle-panel')).toBeVisible();
      await expect(frame.locator('.puzzle-panel .puzzle-number')).toContainText('Puzzle 4 of');
      await expect.poll(async () => (await readies(page)).length).toBe(1);
      expect((await readies(page))[0]).toMatchObject({ game: 'hus', ply: 0, toMove: puzzle.position.to_move, puzzle: id });
      expect(await page.evaluate(() => window.received.filter((m) => m.type === 'mancala:error'))).toEqual([]);
      expect(await engine.position(frame)).toMatchObject({ game: 'hus', pits: puzzle.position.pits });
    } finally {
      await host.close();
    }
  });
});

test('a kiosk with share=1: Share shows the game, plays no friend; Next visitor and a reload keep the kiosk, nothing written', async ({ page }) => {
  const writes = [];
  await page.exposeFunction('noteStorageWrite', (what) => writes.push(what));
  await page.addInitScript(() => {
    for (const name of ['setItem', 'removeItem', 'clear']) {
      const original = Storage.prototype[name];
      Storage.prototype[name] = function (...args) {
        window.noteStorageWrite(`${name} ${args[0] ?? ''}`);
        return original.apply(this, args);
      };
    }
  });
  const address = '/?kiosk=1&share=1';
  await page.goto(address);
  await expect(page.locator('body.ready')).toBeVisible();
  await page.locator('.kiosk-touch').click();
  await page.locator('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.selectOption('#speed-select', 'instant');
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await settle(page);

  await page.click('#share-button');
  const share = page.locator('.share-dialog');
  await expect(share).toBeVisible();
  await expect(share.getByText('Link to this game')).toBeVisible();
  await expect(share.getByRole('button', { name: /against a friend/ })).toHaveCount(0);
  await expect(share.getByRole('button', { name: 'Play a friend online' })).toHaveCount(0);
  await share.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Next visitor' }).click();
  await expect(page.locator('.kiosk-touch')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?kiosk=1&share=1');
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.locator('.kiosk-touch')).toBeVisible();
  expect(new URL(page.url()).search).toBe('?kiosk=1&share=1');
  expect(writes).toEqual([]);
});

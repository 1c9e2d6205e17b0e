// The first screen (www/welcome/): what a newcomer meets on the main page
// without a link or a game in progress, the four ways into each game it
// offers, the way back to it from a game, the addresses that go past it
// straight to their board, and the page's layout staying put as it loads.

import { DESKTOP, PHONE, clickCanvasPit, engine, expect, openBoard, pitButton, settle, test } from './game-helpers.mjs';
import { players } from './computer-helpers.mjs';

const GAME_NAMES = ['Giuthi', 'Kiothi', 'En Gehé', 'Hus'];
const card = (page, name) => page.getByRole('group', { name });
const firstScreen = (page) => page.locator('#first-screen');

async function openFirstScreen(page, url = '/') {
  await page.goto(url);
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(firstScreen(page)).toBeVisible();
}

// The layout shifts of the page's load, summed as the browser reports them.
async function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list) => done(list.getEntries().reduce((sum, entry) => sum + entry.value, 0))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        // No entry at all: nothing moved.
        setTimeout(() => done(0), 500);
      }),
  );
}

test('a newcomer sees what mancala is and the four games, each with four ways in', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openFirstScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mancala');
  await expect(firstScreen(page)).toContainText('Mancala is a family of board games');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(GAME_NAMES);
  for (const [name, people] of [
    ['Giuthi', 'Kikuyu and Embu · Kenya'],
    ['Kiothi', 'Meru · Kenya'],
    ['En Gehé', 'Maasai · Tanzania'],
    ['Hus', 'Damara, Nama, Herero and others · Namibia'],
  ]) {
    const item = page.locator('.welcome-game', { has: page.getByRole('heading', { name }) });
    await expect(item.locator('.welcome-people')).toHaveText(people);
    await expect(item.locator('svg.welcome-drawing')).toBeVisible();
    await expect(card(page, name).getByRole('button')).toHaveText([
      'Play against the computer · Beginner',
      'With a friend here',
      'With a friend by message, a move at a time',
      'Watch a game',
    ]);
    await expect(card(page, name).getByRole('link')).toHaveText(['Learn', 'Puzzles', 'About the game']);
  }
  // The drawings are the engine's boards: Hus has four rows of eight, En Gehé two of forty.
  await expect(page.locator('.welcome-game[data-game=hus] circle')).toHaveCount(32);
  await expect(page.locator('.welcome-game[data-game=en-gehe] circle')).toHaveCount(80);
  // The game's chrome waits behind it, and no game is saved until one is
  // chosen: a reload shows the games again.
  await expect(page.locator('#layout')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('mancala.game'))).toBeNull();
  await page.reload();
  await expect(firstScreen(page)).toBeVisible();
});

test('Play against the computer: the beginner at first, the first move is guided, and the computer answers it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openFirstScreen(page);
  await expect(page.getByRole('radio', { name: 'Beginner' })).toBeChecked();
  await card(page, 'Giuthi').getByRole('button', { name: 'Play against the computer · Beginner' }).click();
  await expect(firstScreen(page)).toHaveCount(0);
  await page.selectOption('#speed-select', 'instant');
  expect(await players(page)).toEqual(['person', 'beginner']);
  await expect(page.locator('#player-1 .player-computer')).toHaveText('Computer · beginner');
  await expect(page.locator('#status')).toHaveText('Your move: click a glowing pit.');
  await settle(page);
  const position = await engine.position(page);
  const move = (await engine.legalMoves(page))[0];
  await clickCanvasPit(page, move.pit);
  await page.locator(`.picker-arrow[data-dir="${move.dir}"]`).click();
  // South moved, then the computer: South is to move again after its answer.
  await expect.poll(async () => (await engine.record(page)).moves.length).toBeGreaterThanOrEqual(2);
  expect(position.to_move).toBe(0);
  await settle(page);
  await expect(page.locator('#status')).not.toHaveText('Your move: click a glowing pit.');
});

test('the computer’s level is chosen once for every game, and kept for the next visit', async ({ page }) => {
  await openFirstScreen(page);
  await expect(page.getByRole('group', { name: 'The computer’s level' }).getByRole('radio')).toHaveCount(3);
  await page.getByText('Strong', { exact: true }).click();
  for (const name of GAME_NAMES) await expect(card(page, name).locator('[data-choice=computer]')).toHaveText('Play against the computer · Strong');
  await page.reload();
  await expect(firstScreen(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Strong' })).toBeChecked();
  await card(page, 'Kiothi').getByRole('button', { name: 'Play against the computer · Strong' }).click();
  await expect(firstScreen(page)).toHaveCount(0);
  expect(await players(page)).toEqual(['person', 'strong']);
  // The New game dialog offers the level played last.
  await page.click('#new-game-button');
  await expect(page.locator('#new-game-level')).toHaveValue('strong');
});

test('a first game from the New game dialog is against the beginner too', async ({ page }) => {
  await openFirstScreen(page);
  await card(page, 'Hus').getByRole('button', { name: 'With a friend here' }).click();
  await page.click('#new-game-button');
  await page.locator('#new-game-dialog input[name=opponent][value=computer]').check();
  await expect(page.locator('#new-game-level')).toHaveValue('beginner');
});

test('Puzzles opens the game’s puzzles, and a friend by link starts a game whose link goes to the friend after the first move', async ({ page }) => {
  await openFirstScreen(page);
  const puzzles = card(page, 'Hus').getByRole('link', { name: 'Puzzles' });
  await expect(puzzles).toHaveAttribute('href', '?puzzles=hus');
  await puzzles.click();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.locator('.puzzle-panel')).toBeVisible();
  await expect(page.locator('#game-title')).toHaveText('Hus');

  await page.getByRole('button', { name: 'Games' }).click();
  await card(page, 'Giuthi').getByRole('button', { name: 'With a friend by message, a move at a time' }).click();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.locator('.puzzle-panel')).toBeHidden();
  await page.selectOption('#speed-select', 'instant');
  await expect(page.locator('#game-title')).toHaveText('Giuthi');
  const move = (await engine.legalMoves(page))[0];
  await clickCanvasPit(page, move.pit);
  await page.locator(`.picker-arrow[data-dir="${move.dir}"]`).click();
  // The move is made (the friend's side waits for a link, so nobody here
  // is asked to move): the friend panel offers the link for the friend, who plays North.
  await expect(page.getByText('Your move is made. Now send this link to your friend, who plays North:')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link for your friend' })).toHaveValue(/#/);
});

test('on a phone the guide says tap', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openFirstScreen(page);
  await card(page, 'Hus').getByRole('button', { name: 'Play against the computer · Beginner' }).click();
  await expect(page.locator('#status')).toHaveText('Your move: tap a glowing pit.');
  await expect(pitButton(page, 0)).toBeVisible();
  await context.close();
});

test('With a friend here starts a game for two people on this device', async ({ page }) => {
  await openFirstScreen(page);
  await card(page, 'Kiothi').getByRole('button', { name: 'With a friend here' }).click();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.locator('#game-title')).toHaveText('Kiothi');
  expect(await players(page)).toEqual(['person', 'person']);
  expect((await engine.position(page)).game).toBe('kiothi');
});

test('Learn opens the game’s lesson', async ({ page }) => {
  await openFirstScreen(page);
  const learn = card(page, 'En Gehé').getByRole('link', { name: 'Learn' });
  await expect(learn).toHaveAttribute('href', '?learn=en-gehe');
  await learn.click();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.locator('.learn-panel')).toBeVisible();
  await expect(page).toHaveURL(/\?learn=en-gehe$/);
});

test('Watch a game shows the demonstration: the computer against itself', async ({ page }) => {
  await openFirstScreen(page);
  await card(page, 'Hus').getByRole('button', { name: 'Watch a game' }).click();
  await expect(firstScreen(page)).toHaveCount(0);
  expect(await players(page)).toEqual(['intermediate', 'intermediate']);
  await expect.poll(async () => (await engine.record(page)).moves.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
});

test('a returning visitor gets the game in progress back, with the games one click away', async ({ page }) => {
  await openBoard(page);
  await page.selectOption('#speed-select', 'instant');
  const move = (await engine.legalMoves(page))[0];
  await clickCanvasPit(page, move.pit);
  await page.locator(`.picker-arrow[data-dir="${move.dir}"]`).click();
  await settle(page);
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(firstScreen(page)).toHaveCount(0);
  expect((await engine.record(page)).moves).toHaveLength(1);
  await page.getByRole('button', { name: 'Games' }).click();
  await expect(firstScreen(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(GAME_NAMES);
  await page.getByRole('button', { name: 'Back to your game' }).click();
  await expect(firstScreen(page)).toHaveCount(0);
  await expect(page.locator('#layout')).toBeVisible();
  expect((await engine.record(page)).moves).toHaveLength(1);
});

test('a game link, a lesson and a puzzle go straight to their board, without loading the first screen', async ({ page }) => {
  await openFirstScreen(page);
  // A game some moves in, and one not begun (a friend's invitation).
  const [played, fresh] = await page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const hus = new WasmGame('hus', {});
    hus.play(hus.legalMoves()[0]);
    return [hus.link(), new WasmGame('kiothi', {}).link()];
  });
  const context = await page.context().browser().newContext();
  const visitor = await context.newPage();
  const loaded = [];
  visitor.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  for (const [url, shown, title] of [
    [`/#${played}`, '#board-host canvas', 'Hus'],
    [`/#${fresh}`, '#board-host canvas', 'Kiothi'],
    ['/?learn=giuthi', '.learn-panel', null],
    ['/?puzzle=giuthi-2', '.puzzle-panel', null],
  ]) {
    // Each as a visitor without a game in progress opens it (over one, a
    // link first asks: link-cheats.spec.mjs).
    if (visitor.url().startsWith('http')) await visitor.evaluate(() => localStorage.removeItem('mancala.game'));
    await visitor.goto(url);
    await expect(visitor.locator('body.ready')).toBeVisible();
    await expect(visitor.locator(shown)).toBeVisible();
    await expect(visitor.locator('#first-screen')).toHaveCount(0);
    if (title) await expect(visitor.locator('#game-title')).toHaveText(title);
  }
  expect(loaded.filter((path) => path.startsWith('/www/welcome/'))).toEqual([]);
  await context.close();
});

// As Lighthouse loads a page on a phone: a mobile viewport, touch, and a
// processor four times slower, so that the page's parts arrive one by one
// (without these the page is laid out whole before its first paint, and
// nothing can be seen to shift).
async function phoneLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  // A lesson's or a puzzle's first view waits for its panel, four times
  // slower here, on a machine that may be loaded.
  await expect(page.locator('body.ready')).toBeVisible({ timeout: 60_000 });
  const shift = await layoutShift(page);
  await context.close();
  return shift;
}

// The pages one opens by a link: each shows its first view whole (a
// lesson's or a puzzle's panel with it, not after it).
const LINKED_PAGES = [
  ['the first screen', '/'],
  ['the embed', '/embed.html'],
  ['a lesson’s link', '/?learn=giuthi'],
  ['a puzzle’s link', '/?puzzle=giuthi-3'],
];

for (const [name, url] of LINKED_PAGES) {
  test(`layout: ${name} on a phone does not shift as it loads`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    expect(await phoneLoad(browser, new URL(url, baseURL).href)).toBeLessThan(0.05);
  });
  test(`layout: ${name} on a desktop does not shift as it loads`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(new URL(url, baseURL).href);
    await expect(page.locator('body.ready')).toBeVisible({ timeout: 60_000 });
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await context.close();
  });
}

test('layout: a game link on a phone does not shift as the board arrives', async ({ page, browser, baseURL }) => {
  await openBoard(page);
  const move = (await engine.legalMoves(page))[0];
  const link = await page.evaluate(async (played) => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = new WasmGame('giuthi', {});
    game.play(played);
    return game.link();
  }, move);
  expect(await phoneLoad(browser, new URL(`/#${link}`, baseURL).href)).toBeLessThan(0.05);
});

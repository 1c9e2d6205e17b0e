// The board turned to its player: a person playing North (a friend's link
// opened as North, a game against the computer) sees the board from North's
// seat, North's rows at the bottom; two people on one device may turn it
// and sit facing each other, the far player's card turned to them. The
// orientation is checked through the accessible mirror (its order and its
// buttons' places) and through what the canvas draws there.

import { newComputerGame } from './computer-helpers.mjs';
import { DESKTOP, PHONE, engine, expect, newGame, openBoard, openPage, pitButton, playMove, settle, test } from './game-helpers.mjs';
import { violations } from './support/axe.mjs';
const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true };

// The board's colours (www/board/paint.js, preview.js) as [r, g, b].
const LEGAL_RING = [0xf4, 0xc9, 0x6b];
const LAST_MOVE = [0xff, 0xf4, 0xd6];
const HAND_BADGE = [0x2f, 0x6f, 0x86];
const SECOND_DIRECTION = [0xa8, 0xe6, 0xff];
const COUNT_PILL = [0xfb, 0xf5, 0xea];

// The mirror's buttons in document order (what a screen reader reads), with
// the pit's owner (its words say "Your …" for the side to move), its number
// in the owner's words and where it is.
async function mirror(page) {
  const grid = await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('.board-mirror .pit-button')];
    return buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { pit: Number(button.dataset.pit), label: button.getAttribute('aria-label'), x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
  });
  const toMove = (await engine.position(page)).to_move;
  return grid.map((button) => ({
    ...button,
    side: button.label.startsWith('Your ') ? toMove : 1 - toMove,
    number: Number(/(\d+)/.exec(button.label)[1]),
    ring: /^\S+ (outer|inner) /.exec(button.label)?.[1] ?? null,
  }));
}

// What `side`'s pits are, read from the mirror.
const pitsOf = (buttons, side) => buttons.filter((button) => button.side === side);
const mean = (numbers) => numbers.reduce((sum, n) => sum + n, 0) / numbers.length;

// Pixels of the board's canvas near `colour` inside a box of the window.
function colourCount(page, box, colour) {
  return page.evaluate(
    ({ box, colour }) => {
      const canvas = document.querySelector('canvas.board-canvas');
      const rect = canvas.getBoundingClientRect();
      const scale = canvas.width / rect.width;
      const x = Math.max(0, Math.floor((box.x - rect.left) * scale));
      const y = Math.max(0, Math.floor((box.y - rect.top) * scale));
      const w = Math.min(canvas.width - x, Math.ceil(box.width * scale));
      const h = Math.min(canvas.height - y, Math.ceil(box.height * scale));
      if (w <= 0 || h <= 0) return 0;
      const data = canvas.getContext('2d').getImageData(x, y, w, h).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - colour[0]) + Math.abs(data[i + 1] - colour[1]) + Math.abs(data[i + 2] - colour[2]) < 30) count += 1;
      }
      return count;
    },
    { box, colour },
  );
}

// The box around a row of the mirror's buttons, a little widened (rings
// are drawn just outside a pit).
async function boxOf(page, pits) {
  const boxes = await Promise.all(pits.map((pit) => pitButton(page, pit).boundingBox()));
  const x = Math.min(...boxes.map((b) => b.x)) - 4;
  const y = Math.min(...boxes.map((b) => b.y)) - 4;
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) + 4 - x, height: Math.max(...boxes.map((b) => b.y + b.height)) + 4 - y };
}

// Whether the count pills of a row of `pits` lie in its upper half: under
// each pit as the player across the device reads it.
async function pillsAbove(page, pits) {
  const box = await boxOf(page, pits);
  const half = box.height / 2;
  const upper = await colourCount(page, { ...box, height: half }, COUNT_PILL);
  const lower = await colourCount(page, { ...box, y: box.y + half, height: half }, COUNT_PILL);
  return upper > lower;
}

// The board seen from `seat`: its pits below the other side's, read first,
// each side's in its owner's order (1, 2, ... from its left).
async function expectSeat(page, seat) {
  // Right after a page opens, the board may not be laid out yet: every pit
  // then reads at one height (seen once in CI).
  await expect
    .poll(async () => new Set((await mirror(page)).map((button) => button.y)).size, 'the board is laid out')
    .toBeGreaterThan(1);
  const buttons = await mirror(page);
  const half = buttons.length / 2;
  expect(buttons.slice(0, half).every((button) => button.side === seat), 'the seat’s pits are read first').toBe(true);
  const own = pitsOf(buttons, seat);
  const theirs = pitsOf(buttons, 1 - seat);
  expect(Math.min(...own.map((b) => b.y))).toBeGreaterThan(Math.max(...theirs.map((b) => b.y)));
  // The nearest row is read first, numbered 1, 2, ... from the seat's left.
  const nearest = own.filter((b) => b.y === Math.max(...own.map((o) => o.y)));
  expect(buttons.slice(0, nearest.length)).toEqual(nearest);
  expect(nearest.map((b) => b.number)).toEqual(nearest.map((_, i) => i + 1));
  expect(nearest.map((b) => b.x)).toEqual([...nearest.map((b) => b.x)].sort((a, b) => a - b));
}

// Opens `url` in a new, empty browser profile at `speed`.
async function openFresh(browser, url, { speed = 'instant' } = {}) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript((speed) => localStorage.setItem('mancala.prefs', JSON.stringify({ speed })), speed);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('body.ready')).toBeVisible();
  return { context, page };
}

// A friend's link from South's first move, opened as North.
async function northByLink(page, browser, options) {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Play South against a friend' }).click();
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await page.waitForFunction(() => !window.__mancala.animating());
  const link = await page.locator('.friend-panel .copy-text').inputValue();
  return openFresh(browser, link, options);
}

test("a friend's link opened as North is drawn from North's seat, its rows at the bottom", async ({ page, browser }) => {
  const { context, page: north } = await northByLink(page, browser);
  try {
    await settle(north);
    await expect(north.locator('.friend-panel')).toContainText('You play North, the bottom row.');
    await expectSeat(north, 1);
    // Each button's words: North's own pits are "Your pit N".
    const buttons = await mirror(north);
    expect(buttons[0].label).toMatch(/^Your pit 1, /);
    // North's card below the board, South's above, in the reading order too.
    const order = await north.evaluate(() => [...document.querySelectorAll('#play > *')].map((node) => node.id).slice(0, 3));
    expect(order).toEqual(['player-0', 'board-host', 'player-1']);
    // The canvas rings North's playable pits at the bottom, none at the top.
    const northBox = await boxOf(north, pitsOf(buttons, 1).map((b) => b.pit));
    const southBox = await boxOf(north, pitsOf(buttons, 0).map((b) => b.pit));
    expect(await colourCount(north, northBox, LEGAL_RING)).toBeGreaterThan(100);
    expect(await colourCount(north, southBox, LEGAL_RING)).toBe(0);
    // South's move is marked where the mirror says it ended.
    const ended = buttons.find((b) => b.label.includes('the last move ended here'));
    expect(await colourCount(north, await boxOf(north, [ended.pit]), LAST_MOVE)).toBeGreaterThan(20);
  } finally {
    await context.close();
  }
});

test("North's seeds fly on the turned board: the hand rises from the pit the mirror names", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newComputerGame(page, { game: 'giuthi', you: 1, starter: 1 });
  await settle(page);
  await expectSeat(page, 1);
  await page.selectOption('#speed-select', 'slow');
  const position = await engine.position(page);
  const move = (await engine.legalMoves(page))[0];
  const start = await pitButton(page, move.pit).boundingBox();
  const board = await page.locator('canvas.board-canvas').boundingBox();
  // The hand's count badge over the start pit, early in the move: the
  // seeds rise there, not where the pit would be on South's drawing.
  const around = { x: start.x - start.width, y: start.y - start.height, width: start.width * 3, height: start.height * 2 };
  const mirrored = { ...around, x: board.x + board.width - (around.x - board.x) - around.width, y: board.y + board.height - (around.y - board.y) - around.height };
  await playMove(page, position, move);
  await expect.poll(() => colourCount(page, around, HAND_BADGE), { timeout: 5000, intervals: [20] }).toBeGreaterThan(10);
  expect(await colourCount(page, mirrored, HAND_BADGE)).toBe(0);
  await page.click('#skip-button');
  await page.waitForFunction(() => !window.__mancala.animating());
  // The counts the mirror tells are the engine's, pit by pit.
  const after = await engine.position(page);
  for (const button of await mirror(page)) expect(button.label).toContain(`${after.pits[button.pit]} seed`);
});

test('two people: "Turn the board" turns it to North and back, the preview and the marks with it, and is kept', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  const turn = page.getByRole('button', { name: 'Turn the board' });
  await expect(turn).toHaveAttribute('aria-pressed', 'false');
  await expectSeat(page, 0);
  await turn.click();
  await expect(turn).toHaveAttribute('aria-pressed', 'true');
  await expectSeat(page, 1);

  // South's move on the turned board: its pit is at the top now.
  const move = (await engine.legalMoves(page)).find((m) => m.dir === 'ccw');
  const box = await pitButton(page, move.pit).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Counter-clockwise seen from above is still counter-clockwise: on South's
  // row, at the top now, it runs to the left.
  const ccw = page.locator('.picker-arrow[data-dir="ccw"]');
  await expect(ccw).toHaveAccessibleName(/to the left/);
  await expect(ccw).toHaveText('↺');
  const arrow = await ccw.boundingBox();
  expect(arrow.x + arrow.width / 2).toBeLessThan(box.x + box.width / 2);
  await ccw.click();
  await settle(page);
  const buttons = await mirror(page);
  const started = buttons.find((b) => b.label.includes('the last move started here'));
  expect(started.pit).toBe(move.pit);
  expect(await colourCount(page, await boxOf(page, [started.pit]), LAST_MOVE)).toBeGreaterThan(20);

  // The preview of North's move, at the bottom now, is drawn on its pits.
  await page.locator('#preview-toggle').check();
  const north = (await engine.legalMoves(page))[0].pit;
  const northBox = await pitButton(page, north).boundingBox();
  await page.mouse.move(northBox.x + northBox.width / 2, northBox.y + northBox.height / 2);
  await expect.poll(() => page.evaluate(() => window.__mancala.preview()?.pit ?? null)).toBe(north);
  const end = await page.evaluate(() => window.__mancala.preview().paths.find((path) => path.style === 1).end);
  const endBox = await boxOf(page, [end]);
  await expect.poll(() => colourCount(page, endBox, SECOND_DIRECTION)).toBeGreaterThan(10);

  // Kept for the next visit, and turned back.
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(turn).toHaveAttribute('aria-pressed', 'true');
  await expectSeat(page, 1);
  await turn.click();
  await expectSeat(page, 0);
  // Against the computer, the board is the person's: no button.
  await newComputerGame(page, { game: 'giuthi', you: 0 });
  await expect(turn).toBeHidden();
  await expectSeat(page, 0);
});

test('the embed: two people turn its board too, and a game against the computer has no such button', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 420 });
  await page.goto('/embed.html?game=giuthi&speed=instant');
  await expect(page.locator('body.ready')).toBeVisible();
  const turn = page.getByRole('button', { name: 'Turn the board' });
  await expect(turn).toHaveAttribute('aria-pressed', 'false');
  await expectSeat(page, 0);
  await turn.click();
  await expect(turn).toHaveAttribute('aria-pressed', 'true');
  await expect(turn).toBeFocused();
  await expectSeat(page, 1);
  // Still turned after a move; back to South when pressed again.
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await settle(page);
  await expectSeat(page, 1);
  await turn.click();
  await expectSeat(page, 0);

  await page.goto('/embed.html?game=giuthi&speed=instant&opponent=computer');
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.locator('#controls')).toContainText('New game');
  await expect(turn).toHaveCount(0);
});

test("a lesson's board is South's, whichever way two people turned the game's", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => localStorage.setItem('mancala.prefs', JSON.stringify({ speed: 'instant', turned: true, facing: true })));
  await openBoard(page);
  await settle(page);
  await expectSeat(page, 1);
  await page.goto('/?learn=giuthi');
  await expect(page.locator('.learn-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn the board' })).toBeHidden();
  await expect(page.getByLabel('Players face each other')).toBeHidden();
  await expect(page.locator('body.facing-players')).toHaveCount(0);
  await expectSeat(page, 0);
});

test("facing players: the far player's card, and what it asks of them, read upright for them", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  const rows = await mirror(page);
  const [south, north] = [0, 1].map((side) => pitsOf(rows, side).map((button) => button.pit));
  expect(await pillsAbove(page, north)).toBe(false);
  await page.getByLabel('Players face each other').check();
  const rotated = (id) => page.locator(`#${id}`).evaluate((card) => getComputedStyle(card).transform);
  await expect.poll(() => rotated('player-1')).toBe('matrix(-1, 0, 0, -1, 0, 0)');
  expect(await rotated('player-0')).toBe('none');
  // North's counts are turned to North too, each under its pit as North
  // sees it, and the name of North's pile.
  await expect.poll(() => pillsAbove(page, north)).toBe(true);
  expect(await pillsAbove(page, south)).toBe(false);
  // (Its place's own shift is the matrix's last two terms.)
  const pileLabel = (side) =>
    page.locator(`.store-label[data-side="${side}"]`).evaluate((label) => getComputedStyle(label).transform.replace(/, [-\d.]+, [-\d.]+\)$/, ')'));
  expect([await pileLabel(1), await pileLabel(0)]).toEqual(['matrix(-1, 0, 0, -1)', 'matrix(1, 0, 0, 1)']);
  // South to move: the question is South's, below.
  await expect(page.locator('#player-1 .player-status')).toBeEmpty();
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await settle(page);
  // North to move: North's card says so, turned to North.
  const status = await page.locator('#status').textContent();
  expect(status).toMatch(/^North to move/);
  await expect(page.locator('#player-1 .player-status')).toHaveText(status);
  // Turned to North: South is the far player now.
  await page.getByRole('button', { name: 'Turn the board' }).click();
  await expect.poll(() => rotated('player-0')).toBe('matrix(-1, 0, 0, -1, 0, 0)');
  expect(await rotated('player-1')).toBe('none');
  await expect(page.locator('#player-0 .player-status')).toBeEmpty();
  await expect(page.locator('#player-1 .player-status')).toHaveCount(0);
  // Against the computer nobody faces anybody.
  await newComputerGame(page, { game: 'giuthi' });
  await expect(page.getByLabel('Players face each other')).toBeHidden();
  expect(await rotated('player-1')).toBe('none');
});

test.describe('on a phone', () => {
  test.use(TOUCH_PHONE);

  test('Hus 4 x 8 against the computer as North: North’s two rows at the bottom', async ({ page }) => {
    await openPage(page);
    await newComputerGame(page, { game: 'hus', you: 1, starter: 1 });
    await settle(page);
    await expectSeat(page, 1);
    const buttons = await mirror(page);
    // North's outer row is the nearest, its inner row next, then South's.
    const rows = [...new Set(buttons.map((b) => Math.round(b.y)))].sort((a, b) => b - a);
    expect(rows).toHaveLength(4);
    const sideOfRow = (y) => buttons.find((b) => Math.round(b.y) === y).side;
    expect(rows.map(sideOfRow)).toEqual([1, 1, 0, 0]);
    const ringOfRow = (y) => buttons.find((b) => Math.round(b.y) === y).ring;
    expect(rows.map(ringOfRow)).toEqual(['outer', 'inner', 'inner', 'outer']);
  });

  test('En Gehé 2 x 40 against the computer as North: turned a quarter, North’s row down the left', async ({ page }) => {
    await openPage(page);
    await newComputerGame(page, { game: 'en-gehe', you: 1, starter: 1 });
    await settle(page);
    await expect(page.locator('.board.turned')).toBeVisible();
    const buttons = await mirror(page);
    const own = pitsOf(buttons, 1);
    expect(buttons.slice(0, own.length).every((b) => b.side === 1)).toBe(true);
    expect(Math.max(...own.map((b) => b.x))).toBeLessThan(Math.min(...pitsOf(buttons, 0).map((b) => b.x)));
    // Numbered 1, 2, ... down the screen.
    expect(own.map((b) => b.number)).toEqual(own.map((_, i) => i + 1));
    expect(own.map((b) => b.y)).toEqual([...own.map((b) => b.y)].sort((a, b) => a - b));
    // The cards side by side: North's on the left, saying so.
    await expect(page.locator('#player-1 .player-where')).toHaveText('on the left');
    await expect(page.locator('#player-0 .player-where')).toHaveText('on the right');
    const [northCard, southCard] = await Promise.all(['#player-1', '#player-0'].map((id) => page.locator(id).boundingBox()));
    expect(northCard.x).toBeLessThan(southCard.x);
    expect(mean(own.map((b) => b.x))).toBeLessThan(southCard.x);
  });
});

test.describe('on a landscape tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('En Gehé 2 x 40 as North: North’s row at the bottom, scrolling along, and the page as wide as the window', async ({ page }) => {
    await openPage(page);
    await newComputerGame(page, { game: 'en-gehe', you: 1, starter: 1 });
    await settle(page);
    await expectSeat(page, 1);
    await expect(page.locator('.board.scrolls')).toBeVisible();
    // A page wider than the window is zoomed out, and the board fitted to
    // the zoomed window turned a quarter, then back, on and on.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expect(page.locator('.board.turned')).toHaveCount(0);
  });
});

// axe's script is inline: the page's Content-Security-Policy would refuse it.
test.describe('axe', () => {
  test.use({ bypassCSP: true });

  for (const lang of ['en', 'sv', 'sw']) {
    test(`axe (${lang}): the board turned, facing players, and North's seat on a phone have no violation`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.addInitScript((lang) => localStorage.setItem('mancala.prefs', JSON.stringify({ speed: 'instant', lang, turned: true, facing: true })), lang);
      await openBoard(page);
      await expect(page.locator('body.facing-players.seat-north')).toBeVisible();
      await expect(page.locator('#turn-board-button')).toHaveAttribute('aria-pressed', 'true');
      expect(await violations(page)).toEqual([]);
      // The far player (South, the board being North's) asked to move.
      await expect(page.locator('#player-0 .player-status')).not.toBeEmpty();
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await violations(page)).toEqual([]);
      // A long board turned a quarter on a phone, from North's seat.
      await page.setViewportSize(PHONE);
      await newComputerGame(page, { game: 'en-gehe', you: 1, starter: 1 });
      await settle(page);
      await expect(page.locator('body.turned-board.seat-north')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

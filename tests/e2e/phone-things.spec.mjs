// Smaller things on phones and touch screens, and a dark room: toasts clear
// of the stores and the dock, pits big enough for a finger, the New game
// dialog's Start in reach, and the main page in the system's dark theme.

import { DESKTOP, PHONE, engine, expect, newGame, openPage, pitButton, playMove, pressPit, settle, test } from './game-helpers.mjs';

const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true };
const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// A refusal's toast: a pit one cannot play is pressed.
async function expectToastClear(page, label) {
  await pressPit(page, Number(await page.locator('.pit-button[aria-disabled="true"]').first().getAttribute('data-pit')));
  const toast = page.locator('.board-toast.visible');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const stores = await page.evaluate(() => window.__mancala.storeBoxes());
  expect(stores.filter(Boolean).length, `${label}: the game has stores`).toBe(2);
  stores.forEach((store, side) => expect(overlaps(box, store), `${label}: the toast over ${side ? 'North' : 'South'}’s store`).toBe(false));
  // The page scrolls while the toast shows (a phone brings the board into
  // view): the toast still covers neither store.
  const scrolled = await page.evaluate(() => {
    const before = scrollY;
    scrollBy({ top: scrollY > 0 ? -120 : 120, behavior: 'instant' });
    return scrollY - before;
  });
  const movedBox = await toast.boundingBox();
  const movedStores = await page.evaluate(() => window.__mancala.storeBoxes());
  movedStores.forEach((store, side) =>
    expect(overlaps(movedBox, store), `${label}: once scrolled, the toast over ${side ? 'North' : 'South'}’s store`).toBe(false),
  );
  await page.evaluate((by) => scrollBy({ top: -by, behavior: 'instant' }), scrolled);
  const dock = await page.locator('#dock').boundingBox();
  expect(overlaps(box, dock), `${label}: the toast under the dock`).toBe(false);
  const viewport = page.viewportSize();
  expect(box.y >= 0 && box.y + box.height <= viewport.height, `${label}: the toast on screen`).toBe(true);
}

for (const [name, use] of [
  ['desktop', { viewport: DESKTOP }],
  ['phone', TOUCH_PHONE],
]) {
  test.describe(name, () => {
    test.use(use);
    test(`toasts cover neither store nor the dock (${name})`, async ({ page }) => {
      await openPage(page);
      await expectToastClear(page, 'Giuthi 2 × 8');
      await newGame(page, { game: 'kiothi' });
      // The opening's panel, loaded on use, is there: the board is laid out
      // for it (a toast shown meanwhile is placed again, tested below).
      await expect(page.locator('#opening-panel')).toBeVisible();
      await expectToastClear(page, 'Kiothi');
      await newGame(page, { game: 'en-gehe', board: '2 × 40, 4 per pit' });
      await expectToastClear(page, 'En Gehé 2 × 40');
    });
  });
}

async function pitSizes(page) {
  return page.locator('.pit-button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return Math.min(box.width, box.height);
    }),
  );
}

test.describe('on a touch phone', () => {
  test.use(TOUCH_PHONE);
  test('Giuthi 2 × 10: every pit is at least 44 px, the board turned and scrolling instead', async ({ page }) => {
    await openPage(page);
    await newGame(page, { game: 'giuthi', board: '2 × 10, 9 per pit' });
    expect(Math.min(...(await pitSizes(page)))).toBeGreaterThanOrEqual(44);
    await expect(page.locator('.board.turned')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('on a desktop touch screen', () => {
  test.use({ viewport: DESKTOP, hasTouch: true });
  test('En Gehé 2 × 40: pits of 44 px, the board scrolls sideways, and its far end is reached and tapped', async ({ page }) => {
    await openPage(page);
    await newGame(page, { game: 'en-gehe', board: '2 × 40, 4 per pit' });
    expect(Math.min(...(await pitSizes(page)))).toBeGreaterThanOrEqual(44);
    const scroller = page.locator('.board-scroll');
    expect(await scroller.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeGreaterThan(100);
    // South's pit 40, at the right end.
    await scroller.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    const box = await pitButton(page, 39).boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await settle(page);
    expect((await page.evaluate(() => window.__mancala.record())).moves).toEqual([{ pit: 39 }]);
  });
});

test('with a mouse, the same board still fits the desktop’s width', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newGame(page, { game: 'en-gehe', board: '2 × 40, 4 per pit' });
  expect(await page.locator('.board-scroll').evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
});

for (const viewport of [PHONE, { width: 360, height: 640 }]) {
  test.describe(`${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test(`the New game dialog’s Start is on screen whatever is chosen (${viewport.width} x ${viewport.height})`, async ({ page }) => {
      await openPage(page);
      for (const [game, opponent] of [['giuthi', 'person'], ['kiothi', 'computer'], ['en-gehe', 'demo'], ['hus', 'computer']]) {
        await page.click('#new-game-button');
        const dialog = page.locator('#new-game-dialog');
        await expect(dialog).toBeVisible();
        await dialog.locator(`input[name=game][value="${game}"]`).check();
        await dialog.locator(`input[name=opponent][value="${opponent}"]`).check();
        const start = dialog.getByRole('button', { name: 'Start' });
        const box = await start.boundingBox();
        expect(box.y + box.height, `${game} against ${opponent}: Start above the screen's foot`).toBeLessThanOrEqual(viewport.height);
        expect(box.y).toBeGreaterThanOrEqual(0);
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
        expect(hit, 'nothing lies over Start').toBe('Start');
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await expect(dialog).toBeHidden();
        // Kiothi's opening panel, loaded on use, moves the page when it
        // arrives: the next press waits for it, as a person's eye would.
        if (game === 'kiothi') await expect(page.locator('#opening-panel')).toBeVisible();
        if (opponent === 'demo') {
          // The demonstration plays on: back to two people for the next round.
          await expect(page.locator('#player-0 .player-computer')).toBeVisible();
        }
      }
    });
  });
}

test.describe('a dark system theme', () => {
  test.use({ colorScheme: 'dark' });
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    test(`the main page takes the dark palette (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page);
      const colours = () =>
        page.evaluate(() => ({
          ink: getComputedStyle(document.body).color,
          surface: getComputedStyle(document.querySelector('.player.to-move')).backgroundColor,
          scheme: getComputedStyle(document.documentElement).colorScheme,
        }));
      // (The card's colour eases in.)
      await expect.poll(colours).toEqual({ ink: 'rgb(243, 232, 216)', surface: 'rgb(42, 33, 26)', scheme: 'dark' });
    });
  }
});

// The colour of the board's canvas at `x`, `y` (window px), as [r, g, b].
function canvasColour(page, x, y) {
  return page.evaluate(([x, y]) => {
    const canvas = document.querySelector('canvas.board-canvas');
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const data = canvas.getContext('2d').getImageData(Math.round((x - box.left) * ratio), Math.round((y - box.top) * ratio), 1, 1).data;
    return [data[0], data[1], data[2]];
  }, [x, y]);
}

const luminance = ([r, g, b]) => {
  const linear = (c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

for (const colorScheme of ['dark', 'light']) {
  test(`the piles' ground takes the ${colorScheme} palette, their counts' pills standing out on it`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openPage(page);
    const stores = await page.evaluate(() => window.__mancala.storeBoxes());
    expect(stores.filter(Boolean).length).toBe(2);
    for (const store of stores) {
      // Inside the pile's edge, clear of its count in the middle.
      const ground = luminance(await canvasColour(page, store.x + 12, store.y + store.height / 2));
      const pill = luminance(await canvasColour(page, store.x + store.width / 2, store.y + store.height / 2 - 2));
      if (colorScheme === 'dark') {
        expect(ground, 'a dark ground').toBeLessThan(0.06);
        expect((pill + 0.05) / (ground + 0.05), 'the pill against the ground').toBeGreaterThan(4.5);
      } else expect(ground, 'the light ground').toBeGreaterThan(0.6);
    }
  });
}

test('a light system theme keeps the light palette', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(43, 29, 20)');
});

test.describe('a toast while the board is laid out anew', () => {
  test.use(TOUCH_PHONE);
  test('the phone turned to landscape while a refusal shows: the toast stays over the pits, clear of the stores', async ({ page }) => {
    await openPage(page);
    await newGame(page, { game: 'kiothi' });
    await expect(page.locator('#opening-panel')).toBeVisible();
    await pressPit(page, Number(await page.locator('.pit-button[aria-disabled="true"]').first().getAttribute('data-pit')));
    const toast = page.locator('.board-toast.visible');
    await expect(toast).toBeVisible();
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const stores = await page.evaluate(() => window.__mancala.storeBoxes());
    stores.forEach((store, side) => expect(overlaps(box, store), `the toast over ${side ? 'North' : 'South'}’s store`).toBe(false));
    const board = await page.locator('.board-stage').boundingBox();
    expect(box.x >= board.x && box.x + box.width <= board.x + board.width, 'the toast within the board').toBe(true);
  });
});

test.describe('a move played on a touch phone', () => {
  test.use(TOUCH_PHONE);
  test('the board stays where the player left it while the move plays and after, and its caption is whole, clear of the far pile’s label', async ({ page }) => {
    await openPage(page, { speed: 'normal' });
    // The board near the window's top, as a player scrolls to it (the page
    // had jumped 165 px to centre the first pit sown, and back at the end).
    await page.evaluate(() => {
      scrollBy({ top: document.querySelector('.board').getBoundingClientRect().top - 30, behavior: 'instant' });
      // The board's top at every frame from now on.
      window.boardTops = new Set();
      const look = () => {
        window.boardTops.add(Math.round(document.querySelector('.board').getBoundingClientRect().top));
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const position = await engine.position(page);
    expect(position.game).toBe('giuthi');
    // South's first pit, clockwise: a relay of three laps from the start.
    await playMove(page, position, { pit: position.holes, dir: 'cw' });
    const caption = page.locator('.board-caption.visible');
    await expect(caption).toContainText('Lap 2 of 3');
    const label = await page.locator('.store-label.far-seat').boundingBox();
    const box = await caption.boundingBox();
    expect(overlaps(box, label), 'the caption over North’s pile’s label').toBe(false);
    expect(await caption.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)).toBe(true);
    await settle(page);
    await expect(page.locator('.player.to-move[data-side="1"]')).toBeVisible();
    expect(await page.evaluate(() => [...window.boardTops])).toEqual([30]);
  });
});

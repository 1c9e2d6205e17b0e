// Long boards on phones, where Kiothi 2 x 10 and En Gehé 2 x 40 turn into
// tall columns: nothing to play lies under the docked controls, the page
// follows a long move's sowing (until the person scrolls), and the embed
// shows that its board scrolls and where each side's rows run.

import { PHONE, clickCanvasPit, expect, newGame, openPage, pitButton, pressPit, settle, test } from './game-helpers.mjs';

const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true };

// What a finger meets at the middle of a pit: the board's canvas, or what
// lies over it.
function whatIsAt(page, pit) {
  return page.evaluate((pit) => {
    const box = document.querySelector(`.pit-button[data-pit="${pit}"]`).getBoundingClientRect();
    const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return found?.closest('.dock') ? 'the dock' : found?.classList.contains('board-canvas') ? 'the board' : String(found?.className);
  }, pit);
}

// The window's scroll once it has stopped moving (two reads a few frames
// apart agree).
async function restingScroll(page) {
  let last = null;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => done(window.scrollY)), 100)));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

// The window's scroll, sampled every `ms` while a move is shown.
async function scrollDuringMove(page, read, ms = 150) {
  const samples = [];
  while (await page.evaluate(() => window.__mancala.animating())) {
    samples.push(await read());
    await page.waitForTimeout(ms);
  }
  return samples;
}

test.describe('on a phone', () => {
  test.use(TOUCH_PHONE);

  test('Kiothi’s opening: boma 9 and 10 lie above the docked controls, and a tap there chooses them', async ({ page }) => {
    await openPage(page);
    await newGame(page, { game: 'kiothi' });
    // South's boma 9 and 10 (board pits 8 and 9) are at the foot of the
    // turned board, where the dock stood over them.
    for (const pit of [8, 9]) await expect.poll(() => whatIsAt(page, pit), `boma ${pit + 1}`).toBe('the board');
    // The turn's pits are revealed by a smooth scroll: read where it ends.
    const before = await restingScroll(page);
    const tap = async (pit) => {
      const box = await pitButton(page, pit).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    await tap(8);
    await expect(page.locator('#opening-panel')).toContainText('(1 of 2 chosen)');
    await expect(pitButton(page, 8)).toHaveAttribute('aria-pressed', 'true');
    expect(await restingScroll(page), 'the tap needed no scrolling').toBe(before);
    await tap(9);
    await expect(page.locator('#opening-panel')).toContainText('Place the 10 lifted warriors');
  });

  test('En Gehé 2 x 40: the page follows a long move down the board and back, its caption in view', async ({ page }) => {
    // Slow: a smooth scroll keeps up with the hand also on a busy machine.
    await openPage(page, { speed: 'slow' });
    await newGame(page, { game: 'en-gehe', board: '2 × 40, 4 per pit' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Pit 1: a relay of 17 laps once round the board, down South's column
    // and up North's.
    await pressPit(page, 0);
    let shot = false;
    const samples = await scrollDuringMove(page, async () => {
      const sample = await page.evaluate(() => {
        const caption = document.querySelector('.board-caption');
        const box = caption.getBoundingClientRect();
        return { y: window.scrollY, caption: caption.textContent, captionShown: box.top >= 0 && box.bottom <= window.innerHeight };
      });
      if (!shot && sample.y > 600) {
        shot = true;
      }
      return sample;
    });
    const ys = samples.map((sample) => sample.y);
    const deepest = Math.max(...ys);
    // Down to the foot of the board (laps 8 to 10 sow there) ...
    expect(deepest, 'scrolled down with the sowing').toBeGreaterThan(1000);
    // ... and back up with the laps on North's side.
    expect(Math.min(...ys.slice(ys.indexOf(deepest))), 'scrolled back up').toBeLessThan(deepest - 700);
    for (const sample of samples.filter((s) => s.caption)) expect(sample.captionShown, `${sample.caption} at ${sample.y}`).toBe(true);
    await settle(page);
  });

  test('En Gehé 2 x 40: once the person scrolls during a move, the page stops following it', async ({ page }) => {
    await openPage(page, { speed: 'slow' });
    await newGame(page, { game: 'en-gehe', board: '2 × 40, 4 per pit' });
    await pressPit(page, 0);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBeGreaterThan(300);
    // The person scrolls back up to look at the first pits.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, -250);
    await page.waitForTimeout(400);
    const left = await page.evaluate(() => window.scrollY);
    const samples = await scrollDuringMove(page, () => page.evaluate(() => window.scrollY));
    expect(samples.length, 'the move went on for a while').toBeGreaterThan(10);
    expect(new Set(samples), 'the view stays where the person left it').toEqual(new Set([left]));
  });
});

test.describe('the embed', () => {
  test('En Gehé at 640 x 400: the board’s cut edge fades under an arrow until it is scrolled to its end', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto('/embed.html?game=en-gehe&holes=40&speed=instant');
    await expect(page.locator('body.ready')).toBeVisible();
    await settle(page);
    const hint = (side) => page.evaluate((side) => Number(getComputedStyle(document.querySelector('.board'), side).opacity), side);
    const scroller = page.locator('.board-scroll');
    expect(await scroller.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeGreaterThan(100);
    await expect.poll(() => hint('::after'), 'the right edge says more is there').toBe(1);
    expect(await hint('::before'), 'nothing more on the left').toBe(0);
    await scroller.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect.poll(() => hint('::after'), 'scrolled to its end: no more hint there').toBe(0);
    await expect.poll(() => hint('::before'), 'now the left edge says more is there').toBe(1);
  });

  test('En Gehé turned at 360 x 560: the players’ bars say where their rows run, truly', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 560 });
    await page.goto('/embed.html?game=en-gehe&holes=40&speed=instant');
    await expect(page.locator('body.ready')).toBeVisible();
    await settle(page);
    await expect(page.locator('.board.turned')).toBeVisible();
    await expect(page.locator('#player-0 .player-where')).toHaveText('on the left');
    await expect(page.locator('#player-1 .player-where')).toHaveText('on the right');
    const centre = async (locator) => {
      const box = await locator.boundingBox();
      return box.x + box.width / 2;
    };
    // Every pit of South's lies left of every pit of North's, and each bar
    // stands above its own side.
    const xs = await page.locator('.pit-button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return { pit: Number(button.dataset.pit), x: box.x + box.width / 2 };
      }),
    );
    const south = xs.filter((p) => p.pit < 40).map((p) => p.x);
    const north = xs.filter((p) => p.pit >= 40).map((p) => p.x);
    expect(Math.max(...south)).toBeLessThan(Math.min(...north));
    expect(await centre(page.locator('#player-0'))).toBeLessThan(await centre(page.locator('#player-1')));
  });

  // The controls wrap to two rows in a narrow frame (and Skip joins them
  // while a move is shown), leaving the board a box wider than tall: the
  // board turns by the frame's shape, not the box's, so that En Gehé 2 x 40
  // stays a column through the whole move (it was laid out as a scrolling
  // row, a known regression of 2026-12-04).
  test('En Gehé turned at 360 x 560: the frame follows a long move down its board', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 560 });
    await page.goto('/embed.html?game=en-gehe&holes=40&speed=normal');
    await expect(page.locator('body.ready')).toBeVisible();
    await settle(page);
    await expect(page.locator('.board.turned')).toBeVisible();
    await clickCanvasPit(page, 0);
    // Skip and the longer status take a row more: the board stays turned.
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(page.locator('.board.turned')).toBeVisible();
    const box = page.locator('.embed-board');
    const end = await box.evaluate((node) => node.scrollHeight - node.clientHeight);
    expect(end, 'the board is taller than its box').toBeGreaterThan(600);
    // Read in the page at every frame of the move: a loaded machine's
    // round trips could miss the moment the frame reached the foot.
    await box.evaluate((node) => {
      const samples = [];
      Object.defineProperty(window, 'boxScrolls', { value: samples });
      const look = () => {
        samples.push(node.querySelector('.board.turned') ? node.scrollTop : 'not turned');
        if (window.__mancala.animating()) requestAnimationFrame(look);
        else window.boxScrollsDone = true;
      };
      look();
    });
    await page.waitForFunction(() => window.boxScrollsDone === true, null, { timeout: 60_000 });
    const samples = await page.evaluate(() => window.boxScrolls);
    expect(samples, 'turned all through the move').not.toContain('not turned');
    const deepest = Math.max(...samples);
    expect(deepest, 'scrolled down to the foot of the board with the sowing').toBeGreaterThan(end - 60);
    expect(Math.min(...samples.slice(samples.indexOf(deepest))), 'and back up').toBeLessThan(deepest - 600);
  });
});

// The embed as a museum's visitor meets it: the board stays whole when the
// host changes its language and colours, the replay's buttons are drawn by
// the page itself, and a demonstration can be skipped as it says.

import { engine, expect, settle, test } from './game-helpers.mjs';
import { startHostPage } from './support/host-page.mjs';

// The game's frame in the host page, once it has loaded the embed.
async function gameFrame(page) {
  const element = await page.waitForSelector('#game');
  await expect.poll(async () => (await element.contentFrame())?.url() ?? '').toMatch(/\/embed\.html/);
  const frame = await element.contentFrame();
  await expect(frame.locator('body.ready')).toBeVisible();
  return frame;
}

test('embed: Hus 4 x 10 stays whole between its players after set-options (Kiswahili, dark)', async ({ page, baseURL }) => {
  const gameOrigin = new URL(baseURL).origin;
  const host = await startHostPage({
    gameOrigin,
    embedPath: '/embed.html?game=hus&holes=10&speed=instant&parentOrigin={HOST}',
  });
  try {
    await page.goto(host.url);
    const frame = await gameFrame(page);
    await settle(frame);
    expect((await engine.position(frame)).holes).toBe(10);
    await expect.poll(() => page.evaluate(() => window.received.map((m) => m.type))).toContain('mancala:ready');
    await page.evaluate(() => window.sendToGame({ type: 'mancala:set-options', options: { lang: 'sw', theme: 'dark' } }));
    await expect(frame.getByRole('button', { name: 'Mchezo mpya' })).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The whole board, its wooden edge too, lies between North's bar and
    // South's, and nothing of it is hidden in its box.
    await expect
      .poll(() =>
        frame.evaluate(() => {
          const north = document.getElementById('player-1').getBoundingClientRect();
          const south = document.getElementById('player-0').getBoundingClientRect();
          const host = document.getElementById('board-host');
          const board = host.querySelector('canvas').getBoundingClientRect();
          return {
            belowNorth: board.top >= north.bottom - 0.5,
            aboveSouth: board.bottom <= south.top + 0.5,
            nothingHidden: host.scrollHeight <= host.clientHeight + 1,
          };
        }),
      )
      .toEqual({ belowNorth: true, aboveSouth: true, nothingHidden: true });
  } finally {
    await host.close();
  }
});

test('embed replay: ⏮ ◀ ▶ ⏭ are icons the page draws itself, not characters a font may lack', async ({ page }) => {
  await page.goto('/embed.html?game=giuthi&speed=instant');
  await expect(page.locator('body.ready')).toBeVisible();
  const link = await page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = new WasmGame('giuthi');
    for (let i = 0; i < 4; i++) game.play(game.legalMoves()[0]);
    return game.link('look');
  });
  await page.goto(`/embed.html?replay=1&speed=instant&link=${link}`);
  await expect(page.locator('body.ready')).toBeVisible();
  await page.getByRole('button', { name: 'Next move' }).click();
  for (const name of ['To the start', 'One move back', 'Next move', 'To the last move']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    // No character to draw: the icon is the page's own drawing.
    expect(await button.evaluate((node) => node.textContent.trim())).toBe('');
    const icon = button.locator('svg');
    await expect(icon).toHaveCount(1);
    const box = await icon.boundingBox();
    expect(box.width).toBeGreaterThanOrEqual(12);
    expect(box.height).toBeGreaterThanOrEqual(12);
  }
  await page.getByRole('button', { name: 'To the last move' }).click();
  await expect(page.locator('#status')).toHaveText('Replay: move 4 of 4.');
  await page.getByRole('button', { name: 'To the start' }).click();
  await expect(page.locator('#status')).toHaveText('Replay: move 0 of 4.');
});

test('embed demonstration: the Skip its status offers is there, and Escape does the same', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('/embed.html?game=giuthi&demo=1&level=random&speed=slow');
  await expect(page.locator('body.ready')).toBeVisible();
  const status = page.locator('#status');
  const skip = page.getByRole('button', { name: 'Skip' });
  // Whether a move was still being sown just after each click and Escape
  // had been handled (the window hears them after the page's own handlers),
  // and how many moves the game had then.
  await page.evaluate(() => {
    const afterSkips = [];
    const look = () => afterSkips.push({ sowing: window.__mancala.animating(), moves: window.__mancala.record().moves.length });
    window.addEventListener('click', look);
    window.addEventListener('keydown', (event) => event.key === 'Escape' && look());
    Object.defineProperty(window, 'afterSkips', { value: afterSkips });
  });
  // The page at one instant: the demonstration goes on after a skip, and on
  // a busy machine its next move may begin before a later look.
  const now = () =>
    page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'Skip');
      return {
        moves: window.__mancala.record().moves.length,
        sowing: document.querySelector('#status').textContent.includes('is sowing'),
        skipShown: Boolean(button?.checkVisibility()),
      };
    });
  for (const [index, how] of ['button', 'Escape'].entries()) {
    await expect(status).toContainText('is sowing… (Escape or Skip to see the result at once)', { timeout: 20_000 });
    await expect(skip).toBeVisible();
    const skipped = (await now()).moves;
    if (how === 'button') {
      await skip.click();
    } else {
      await page.keyboard.press('Escape');
    }
    // The sowing ended at once, with the click or the key itself: nothing
    // was being sown just after, unless it was the demonstration's next
    // move, begun as the skipped one ended.
    await expect
      .poll(async () => {
        const after = await page.evaluate((index) => window.afterSkips[index] ?? null, index);
        if (!after) return 'not yet';
        return !after.sowing || after.moves > skipped ? 'skipped' : after;
      }, how)
      .toBe('skipped');
    // Its words and the Skip went with it (unless the next move has begun).
    await expect
      .poll(async () => {
        const seen = await now();
        if (seen.moves > skipped) return 'the next move';
        return seen.sowing || seen.skipShown ? seen : 'over';
      })
      .toMatch(/^(over|the next move)$/);
  }
});

for (const size of [
  { width: 640, height: 400 },
  { width: 360, height: 560 },
]) {
  test(`embed at ${size.width} x ${size.height}: the game's name heads the frame, and "How to play" opens its rules within it`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/embed.html?game=kiothi&speed=instant');
    await expect(page.locator('body.ready')).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Kiothi');
    await expect(heading).toBeInViewport();
    await page.getByRole('button', { name: 'How to play' }).click();
    const rules = page.getByRole('dialog', { name: 'Kiothi' });
    await expect(rules).toBeVisible();
    // The rules dialog's own text, for this game alone: no tabs for others.
    await expect(rules.getByRole('heading', { name: 'How to play', level: 3 })).toBeVisible();
    await expect(rules).toContainText('Two rows of 10 boma');
    await expect(rules.getByRole('tab')).toHaveCount(0);
    const box = await rules.boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    // The rules scroll inside the dialog, not the frame.
    const body = rules.locator('.rules-body');
    expect(await body.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    await rules.getByRole('button', { name: 'Close' }).click();
    await expect(rules).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement.scrollHeight <= window.innerHeight)).toBe(true);
  });
}

test('embed: "How to play" offers the game\'s lesson, which opens within the frame', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 560 });
  await page.goto('/embed.html?game=hus&speed=instant');
  await expect(page.locator('body.ready')).toBeVisible();
  await page.getByRole('button', { name: 'How to play' }).click();
  await page.getByRole('dialog', { name: 'Hus' }).getByRole('button', { name: 'Learn Hus by playing' }).click();
  const lesson = page.locator('.learn-panel');
  await expect(lesson).toBeVisible();
  await expect(lesson).toContainText('Learn to play Hus');
  await expect(lesson).toContainText('Step 1 of 7');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('embed in Swedish: "How to play" speaks the frame\'s language', async ({ page }) => {
  await page.goto('/embed.html?game=hus&lang=sv&speed=instant');
  await expect(page.locator('body.ready')).toBeVisible();
  await page.getByRole('button', { name: 'Så spelar man' }).click();
  const rules = page.getByRole('dialog', { name: 'Hus' });
  await expect(rules.getByRole('heading', { name: 'Så spelar man', level: 3 })).toBeVisible();
});

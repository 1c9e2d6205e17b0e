// What a newcomer meets past the first screen (issue 35): Giuthi's two
// directions with one sign each and a key wherever the signs are; the move
// preview's sentences shown to everyone, each after its line's look on the
// board; one term a game; and on a phone a game that opens at the page's
// top, a dock of one row, controls that stay put when Skip comes and goes,
// and a result dialog whose buttons line up.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, PHONE, clickCanvasPit, engine, expect, newGame, openPage, pitButton, settle, test, unfoldControls } from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';

const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true };
const DOCK_SHARE = 0.15; // of the screen's height, at most

// Two frames: what the last event changed is laid out and drawn (the board
// brings the legal pits into view two frames after a turn begins).
const frames = (page, count = 3) =>
  page.evaluate((n) => new Promise((done) => {
    const step = (left) => (left ? requestAnimationFrame(() => step(left - 1)) : done());
    step(n);
  }), count);

async function hoverPit(page, pit) {
  const box = await pitButton(page, pit).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await frames(page, 2);
}

async function previewOn(page) {
  await unfoldControls(page);
  await page.locator('#preview-toggle').check();
}

test.describe('a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Giuthi’s preview: a line a direction under the board, each with its sign and its look on the board, saying what the pit’s button says', async ({ page }) => {
    await openPage(page);
    await previewOn(page);
    const panel = page.locator('#preview-words');
    // Nothing pointed at yet: the panel says how to use it.
    await expect(panel).toHaveText('Point at a pit to see where its move goes.');
    const move = (await engine.legalMoves(page))[0];
    await hoverPit(page, move.pit);
    const lines = panel.locator('.preview-line');
    await expect(lines).toHaveCount(2);
    // Whichever order the moves come in, counter-clockwise is the solid
    // line (style 0), clockwise the dashed one (style 1), on the board and
    // in the key.
    const paths = await page.evaluate(() => window.__mancala.preview().paths.map((path) => [path.move.dir, path.style]));
    expect(paths.sort()).toEqual([['ccw', 0], ['cw', 1]]);
    const ccw = lines.filter({ has: page.locator('.preview-style-0') });
    const cw = lines.filter({ has: page.locator('.preview-style-1') });
    await expect(ccw.locator('.preview-sign')).toHaveText('↺');
    await expect(cw.locator('.preview-sign')).toHaveText('↻');
    await expect(ccw).toContainText(/Sowing counter-clockwise: \d+ laps?, ending in (Your|North) pit \d+, (capturing \d+|no capture)\./);
    await expect(cw).toContainText(/Sowing clockwise: \d+ laps?, ending in (Your|North) pit \d+, (capturing \d+|no capture)\./);
    // The same sentences the pit's button has for screen readers.
    const spoken = await page.evaluate(() => window.__mancala.preview().words);
    const shown = (await lines.locator('span:not(.preview-sign):not(.preview-swatch)').allTextContents()).join(' ');
    expect(shown).toBe(spoken);

    // The move list uses the same signs, with their key above it.
    await expect(page.locator('#history-key')).toHaveText('↺ counter-clockwise · ↻ clockwise');
    await clickCanvasPit(page, move.pit);
    await page.locator(`.picker-arrow[data-dir="${move.dir}"]`).click();
    await settle(page);
    await expect(page.locator('.history-move').first()).toHaveText(new RegExp(`^pit \\d+ ${move.dir === 'ccw' ? '↺' : '↻'}`));

    // Off: no panel.
    await page.locator('#preview-toggle').uncheck();
    await expect(panel).toBeHidden();
  });

  test('the preview names the pits as their buttons do, in the sentence’s case: the mover’s “your pit”, the other’s by side', async ({ page }) => {
    await openPage(page);
    await previewOn(page);
    let own = 0;
    // En Gehé's first moves end in North's row, Hus's in the mover's own.
    for (const [game, board, word] of [
      ['en-gehe', '2 × 12, 4 per pit (practice board)', 'pit'],
      ['hus', undefined, '(inner|outer) hole'],
    ]) {
      await newGame(page, { game, board });
      // Where each move ends, and on whose side, from the engine's traces.
      const ends = await page.evaluate(async (record) => {
        const { WasmGame, boardTopology } = await import('/www/pkg/mancala.js');
        const game = WasmGame.fromRecord(record);
        const { position } = game.snapshot();
        const { cells } = boardTopology(position.game, position.holes);
        const found = game.legalMoves().map((move) => {
          const last = game.preview(move).laps.at(-1);
          const end = last.drops.at(-1) ?? last.from;
          return { move, own: cells[end].side === position.to_move };
        });
        game.free();
        return found;
      }, await engine.record(page));
      const position = await engine.position(page);
      for (const { move, own: mine } of ends) {
        own += mine ? 1 : 0;
        await pitButton(page, game === 'hus' ? move.pit + position.to_move * 2 * position.holes : move.pit).focus();
        const words = page.locator('#pit-preview-words');
        await expect(words).toHaveText(new RegExp(`end in ${mine ? 'your' : 'North'} ${word} \\d+`));
        await expect(words).not.toContainText('South');
      }
    }
    expect(own, 'some moves end in the mover’s own row').toBeGreaterThan(0);
  });

  test('En Gehé says pile for the seeds a side has taken, on the board and on the players’ cards', async ({ page }) => {
    await openPage(page);
    await newGame(page, { game: 'en-gehe', board: '2 × 12, 4 per pit (practice board)' });
    await expect(page.locator('#player-0')).toContainText('Pile 0');
    await expect(page.locator('#player-1')).toContainText('Pile 0');
    await expect(page.locator('.store-label')).toHaveText(['South’s pile', 'North’s pile']);
  });
});

// The words are the catalogues': one term a game in what the page shows
// in English (Hus captures, where it said seized; En Gehé's pile, where it
// said tally), and a pit in a lesson's question that is no pit in Hus.
test('the English words use one term a game: capture (not seize), pile (not tally), no “the pit” for a hole', () => {
  const files = ['en.js', 'rules/en.js', 'dialogs/en.js', 'share/en.js', 'welcome/en.js', 'learn/en.js', 'analysis/en.js', 'puzzles/en.js'];
  for (const file of files) {
    // The texts, not their keys (whose names keep the engine's words).
    const source = readFileSync(join(REPO_ROOT, 'www', 'i18n', file), 'utf8');
    const texts = [...source.matchAll(/'[^']+':\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]);
    expect(texts.length, file).toBeGreaterThan(3);
    for (const text of texts) {
      expect(text, file).not.toMatch(/seiz/i);
      expect(text, file).not.toMatch(/\btall(y|ies)\b/i);
    }
  }
  const learn = readFileSync(join(REPO_ROOT, 'www', 'i18n', 'learn', 'en.js'), 'utf8');
  expect(/'learn\.landingTask(\.touch)?': '[^']*'/g.exec(learn)[0]).not.toMatch(/the pit/);
});

test.describe('a phone', () => {
  test.use(TOUCH_PHONE);

  for (const [game, card] of [
    ['hus', 'Hus'],
    ['en-gehe', 'En Gehé'],
  ]) {
    test(`${card} chosen far down the first screen opens at the page’s top, the dock one row`, async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#first-screen')).toBeVisible();
      const play = page.getByRole('group', { name: card }).getByRole('button', { name: 'Play against the computer · Beginner' });
      await play.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => scrollY), 'the card is far down').toBeGreaterThan(500);
      const box = await play.boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(page.locator('#status')).toHaveText('Your move: tap a glowing pit.');
      await settle(page);
      await frames(page);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await expect(page.locator('#game-title')).toBeInViewport();
      await expect(page.locator('#player-1')).toBeInViewport();
      const dock = await page.locator('#dock').boundingBox();
      expect(dock.height).toBeLessThanOrEqual(PHONE.height * DOCK_SHARE);
    });
  }

  test('the dock: one row, the rest behind More; Skip comes and goes without moving anything after it', async ({ page }) => {
    await openPage(page, { speed: 'slow' });
    const dock = page.locator('#dock');
    // Giuthi's status is two lines long on a phone.
    await expect(page.locator('#status')).toHaveText('South to move: choose a pit with two or more seeds, then a direction.');
    expect((await dock.boundingBox()).height).toBeLessThanOrEqual(PHONE.height * DOCK_SHARE);
    await expect(page.locator('#preview-toggle')).toBeHidden();
    await expect(page.locator('#speed-select')).toBeVisible();
    await page.getByRole('button', { name: 'More' }).tap();
    await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#preview-toggle')).toBeVisible();
    // Where the setting sits in the dock (which stays at the screen's foot
    // while the page follows the sowing).
    const place = () => {
      const box = document.querySelector('.preview-setting').getBoundingClientRect();
      const dock = document.getElementById('dock').getBoundingClientRect();
      return { x: box.x, y: box.y - dock.y, skip: !document.getElementById('skip-button').hidden };
    };
    const before = await page.evaluate(place);
    expect(before.skip).toBe(false);
    const move = (await engine.legalMoves(page))[0];
    // A finger on the pit (the canvas under its button), then on the direction.
    const pit = await pitButton(page, move.pit).boundingBox();
    await page.touchscreen.tap(pit.x + pit.width / 2, pit.y + pit.height / 2);
    await page.locator(`.picker-arrow[data-dir="${move.dir}"]`).tap();
    // Measured in the frame Skip shows in.
    const during = await (await page.waitForFunction(`(${place})().skip && (${place})()`)).jsonValue();
    expect(during).toEqual({ ...before, skip: true });
    expect((await dock.boundingBox()).height).toBeLessThanOrEqual(PHONE.height * DOCK_SHARE * 1.6);
    await settle(page);
    expect(await page.evaluate(place)).toEqual(before);
  });

  test('the result dialog’s buttons line up in two even columns', async ({ page }) => {
    // A finished Hus game, by its link.
    await page.goto('/');
    await expect(page.locator('body.ready')).toBeVisible();
    const link = await page.evaluate(async () => {
      const { WasmGame } = await import('/www/pkg/mancala.js');
      const game = new WasmGame('hus', {});
      while (!game.snapshot().outcome) game.play(game.legalMoves()[0]);
      return game.link();
    });
    await page.goto(`/#${link}`);
    const dialog = page.locator('#result-dialog');
    await expect(dialog).toBeVisible();
    const boxes = await dialog.locator('.dialog-actions .button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON()));
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    const columns = [...new Set(boxes.map((box) => Math.round(box.x)))];
    expect(columns).toHaveLength(2);
    // Side by side, alike: each row's two buttons as wide and as high.
    for (let k = 0; k + 1 < boxes.length; k += 2) {
      expect(Math.abs(boxes[k].width - boxes[k + 1].width)).toBeLessThanOrEqual(1);
      expect(Math.abs(boxes[k].height - boxes[k + 1].height)).toBeLessThanOrEqual(1);
      expect(Math.abs(boxes[k].y - boxes[k + 1].y)).toBeLessThanOrEqual(1);
    }
  });

  test('Giuthi’s preview and its key on a phone', async ({ page }) => {
    await openPage(page);
    await previewOn(page);
    const move = (await engine.legalMoves(page))[0];
    await pitButton(page, move.pit).scrollIntoViewIfNeeded();
    const box = await pitButton(page, move.pit).boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator('#preview-words .preview-line')).toHaveCount(2);
    await expect(page.locator('#preview-words')).toBeInViewport();
  });
});

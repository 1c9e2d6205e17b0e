// The embed in the small frames a museum's page gives it, framed from a
// second origin with the sandbox docs/EMBED.md recommends (as
// embed-museum.spec.mjs does): Kiothi's prisons say whose they are in words
// a visitor can read, and a puzzle's board stays whole and playable while
// its panel scrolls within itself.

import { expect, settle, test } from './game-helpers.mjs';
import { frameSandboxed, puzzlesOf, sizeName, solveByClicking } from './support/framed-embed.mjs';

const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

const framed = (page, baseURL, query, size) => frameSandboxed(page, baseURL, query, size, { sandbox: SANDBOX });

// Each prison's label: its words, whether each word stands whole on one
// line, its lines, and whether it lies over its trough or over a pit.
function prisonLabels(frame) {
  return frame.evaluate(() => {
    const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const pits = [...document.querySelectorAll('.pit-button')].map((pit) => pit.getBoundingClientRect());
    const stores = window.__mancala.storeBoxes().map((s) => ({ left: s.x, top: s.y, right: s.x + s.width, bottom: s.y + s.height }));
    return [...document.querySelectorAll('.store-label')].map((label) => {
      const text = label.firstChild;
      const words = [];
      for (const match of label.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        words.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
      }
      const box = label.getBoundingClientRect();
      const style = getComputedStyle(label);
      return {
        text: label.textContent,
        side: Number(label.dataset.side),
        wordsWhole: words.every((lines) => lines === 1),
        cutShort: label.scrollWidth > label.clientWidth + 1,
        lines: Math.round(box.height / parseFloat(style.lineHeight)),
        fontPx: parseFloat(style.fontSize),
        overTrough: stores.some((store) => overlap(box, store)),
        overPit: pits.some((pit) => overlap(box, pit)),
        box: { left: box.left, right: box.right },
      };
    });
  });
}

async function expectLegiblePrisonLabels(frame, what) {
  const labels = await prisonLabels(frame);
  expect(labels.map((label) => label.text).sort(), what).toEqual(['North’s prison', 'South’s prison']);
  for (const label of labels) {
    expect(label, `${what}: ${label.text}`).toMatchObject({ wordsWhole: true, cutShort: false, lines: 1, overTrough: false, overPit: false });
    expect(label.fontPx, `${what}: ${label.text}`).toBeGreaterThanOrEqual(11);
  }
  return labels;
}

for (const size of [
  { width: 320, height: 480 },
  { width: 360, height: 560 },
]) {
  test(`Kiothi in a ${sizeName(size)} frame: each prison’s label is whole, beside the board by its owner’s row, over no pit, also turned to North`, async ({
    page,
    baseURL,
  }) => {
    const { host, frame } = await framed(page, baseURL, 'game=kiothi&speed=instant', size);
    try {
      await settle(frame);
      // A row, every pit nearly in view, not a column of two or three a side.
      await expect(frame.locator('.board')).not.toHaveClass(/\bturned\b/);
      const labels = await expectLegiblePrisonLabels(frame, `Kiothi at ${sizeName(size)}`);
      // North's at the board's left end, South's at its right (South's seat).
      const north = labels.find((label) => label.side === 1);
      const south = labels.find((label) => label.side === 0);
      expect(north.box.left).toBeLessThan(south.box.left);
      // The visitor scrolls the board to its right end: South's label is
      // there, under its prison, in the board's area.
      await frame.locator('#board-host').hover();
      await page.mouse.wheel(400, 0);
      await expect
        .poll(() =>
          frame.evaluate(() => {
            const area = document.getElementById('board-host').getBoundingClientRect();
            const label = document.querySelector('.store-label[data-side="0"]').getBoundingClientRect();
            return label.left >= area.left - 0.5 && label.right <= area.right + 0.5;
          }),
        )
        .toBe(true);
      // Turned to North, for the other of two visitors: the labels turn too.
      await frame.getByRole('button', { name: 'Turn the board' }).click();
      await expect(frame.getByRole('button', { name: 'Turn the board' })).toHaveAttribute('aria-pressed', 'true');
      const turned = await expectLegiblePrisonLabels(frame, `Kiothi at ${sizeName(size)}, North's seat`);
      expect(turned.find((label) => label.side === 0).box.left).toBeLessThan(turned.find((label) => label.side === 1).box.left);
    } finally {
      await host.close();
    }
  });
}

// Every pit of the board whole inside the frame and its board area (which
// scrolls no part of a puzzle's board out of view), at least `minPit` px.
function puzzleBoardFacts(frame) {
  return frame.evaluate(() => {
    const area = document.getElementById('board-host');
    const box = area.getBoundingClientRect();
    const inside = (r, b) => r.left >= b.left - 0.5 && r.top >= b.top - 0.5 && r.right <= b.right + 0.5 && r.bottom <= b.bottom + 0.5;
    const pits = [...document.querySelectorAll('.pit-button')].map((pit) => pit.getBoundingClientRect());
    const canvas = document.querySelector('.board-canvas').getBoundingClientRect();
    return {
      frameScrolls: document.scrollingElement.scrollHeight > innerHeight || document.scrollingElement.scrollTop > 0,
      boardCut: !inside(canvas, box) || area.scrollHeight > area.clientHeight + 1,
      pitsOutside: pits.filter((r) => !inside(r, box) || !inside(r, { left: 0, top: 0, right: innerWidth, bottom: innerHeight })).length,
      smallestPit: Math.round(Math.min(...pits.map((r) => Math.min(r.width, r.height)))),
    };
  });
}

for (const size of [
  { width: 640, height: 400 },
  { width: 320, height: 480 },
]) {
  test(`a puzzle in a short ${sizeName(size)} frame: the whole board stays in view and playable while the panel scrolls within itself`, async ({
    page,
    baseURL,
  }) => {
    const puzzle = puzzlesOf('giuthi')[0];
    const { host, frame } = await framed(page, baseURL, `puzzle=${puzzle.id}&speed=instant`, size);
    try {
      await expect(frame.locator('.puzzle-panel')).toBeVisible();
      await settle(frame);
      const before = await puzzleBoardFacts(frame);
      expect(before, 'the board whole').toMatchObject({ frameScrolls: false, boardCut: false, pitsOutside: 0 });
      expect(before.smallestPit, 'pits big enough to click').toBeGreaterThanOrEqual(30);
      // Where the board stands in the frame, in the frame's own coordinates:
      // the host page's window (its heading above a 480 px frame) may not
      // hold the whole frame, and bringing the panel into view to point at
      // it scrolls the host page, which moves the frame, not its board.
      const canvasAt = () => frame.locator('.board-canvas').evaluate((canvas) => canvas.getBoundingClientRect().top);
      await solveByClicking(frame, puzzle);
      // Solved, no side is to move: once the players' bars have lost their
      // mark, where the board stands; scrolling the panel may not move it.
      await expect(frame.locator('.player-turn')).toHaveCount(0);
      // The bars' new height is laid out, and the board fitted to it, by
      // the next frame but one (a ResizeObserver's relayout).
      await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const top = await canvasAt();
      // The panel scrolls to its last link; the frame and its board stay.
      await frame.locator('.puzzle-panel').hover();
      await page.mouse.wheel(0, 800);
      await expect(frame.getByRole('link', { name: 'Link to this puzzle' })).toBeInViewport({ ratio: 1 });
      expect(await frame.locator('.puzzle-panel').evaluate((panel) => panel.scrollTop), 'the panel scrolled').toBeGreaterThan(0);
      expect(await puzzleBoardFacts(frame), 'the board whole after').toMatchObject({ frameScrolls: false, boardCut: false, pitsOutside: 0 });
      expect(await canvasAt(), 'the board where it was').toBe(top);
      // The next puzzle is played on the same whole board.
      await frame.getByRole('button', { name: 'Next puzzle' }).click();
      await expect(frame.locator('.puzzle-number')).toContainText('Puzzle 2 of');
      await settle(frame);
      expect(await puzzleBoardFacts(frame), 'the next puzzle’s board').toMatchObject({ frameScrolls: false, boardCut: false, pitsOutside: 0 });
    } finally {
      await host.close();
    }
  });
}

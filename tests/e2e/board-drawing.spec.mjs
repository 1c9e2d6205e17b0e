// The board redraws only the part of its canvas in view (a 2 x 50 board
// turned on a phone is mostly out of view): a part scrolled into view must
// then show exactly what a freshly loaded page shows. Mid-move it redraws
// only what changed since the last frame: each frame must show what
// drawing the whole board shows.

import { engine, expect, newGame, openPage, playMove, settle, test } from './game-helpers.mjs';

test.use({ viewport: { width: 390, height: 844 } });

const nextFrames = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// The canvas pixels now in the window: a hash, and the share of them drawn.
async function visiblePixels(page) {
  await nextFrames(page);
  const pixels = await page.evaluate(async () => {
    const canvas = document.querySelector('canvas.board-canvas');
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const top = Math.max(0, -box.top);
    const bottom = Math.min(box.height, window.innerHeight - box.top);
    const { data, width, height } = canvas
      .getContext('2d')
      .getImageData(0, Math.floor(top * ratio), canvas.width, Math.floor((bottom - top) * ratio));
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn += 1;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
    return { height, hash: `${width}x${height}:${[...digest].join('.')}`, drawn: drawn / (width * height) };
  });
  expect(pixels.height).toBeGreaterThan(100);
  return pixels;
}

const scrollTo = async (page, where) => {
  await page.evaluate((bottom) => window.scrollTo(0, bottom ? document.documentElement.scrollHeight : 0), where === 'bottom');
  await nextFrames(page);
};

test('after moves made with the far end out of view, scrolling there shows what a fresh page shows', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'en-gehe', board: '2 × 50, 4 per pit' });
  const box = await page.locator('canvas.board-canvas').boundingBox();
  expect(box.height, 'the board is taller than the window').toBeGreaterThan(2 * 844);

  // The far end drawn once at the start, then out of view while moves from
  // the pits lowest on the board change it.
  await scrollTo(page, 'bottom');
  const atStart = await visiblePixels(page);
  await scrollTo(page, 'top');
  for (let i = 0; i < 3; i++) {
    const position = await engine.position(page);
    const moves = await engine.legalMoves(page);
    const depths = await page.evaluate(
      (pits) => pits.map((pit) => document.querySelector(`.pit-button[data-pit="${pit}"]`).getBoundingClientRect().top),
      moves.map((move) => move.pit),
    );
    await playMove(page, position, moves[depths.indexOf(Math.max(...depths))]);
    await settle(page);
  }
  expect(await page.evaluate(() => window.scrollY), 'the moves did not scroll the page').toBe(0);
  await scrollTo(page, 'bottom');
  const scrolledTo = await visiblePixels(page);
  expect(scrolledTo.drawn).toBeGreaterThan(0.5);
  expect(scrolledTo.hash).not.toBe(atStart.hash);

  // The same game, restored by a reload and drawn from scratch.
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  await scrollTo(page, 'bottom');
  expect((await visiblePixels(page)).hash).toBe(scrolledTo.hash);
});

test('each frame of a move drawn only where it changed shows what drawing the whole board shows', async ({ page }) => {
  await openPage(page);
  const frames = await page.evaluate(async () => {
    const { Board } = await import('/www/board/board.js');
    const { draw } = await import('/www/board/render.js');
    const { WasmGame } = await import('/www/pkg/mancala.js');
    // A relay of several laps that captures, some moves into a game.
    const game = new WasmGame('giuthi', {});
    let before = game.position();
    let trace = game.play(game.legalMoves()[0]);
    for (let ply = 1; ply < 40 && !(trace.laps.length > 2 && trace.laps.some((lap) => lap.end.type === 'capture')); ply++) {
      before = game.position();
      const moves = game.legalMoves();
      trace = game.play(moves[(ply * 7) % moves.length]);
    }
    const after = game.position();
    const state = (position) => ({ pits: position.pits, captured: position.captured, nki: [], turn: null, toMove: position.to_move, legal: new Set(), chosen: new Set(), last: null, active: false, names: ['South', 'North'] });
    const host = document.createElement('div');
    host.style.width = '390px';
    document.body.prepend(host);
    const board = new Board(host, { describePit: () => 'pit', onActivate() {}, onBackground() {}, onPoint() {}, fitHeight: () => 500, speed: () => 'normal' });
    // The test hands in each frame's time itself.
    board.invalidate = () => {};
    board.configure('giuthi', before.pits.length / 2);
    // The code that plays a move loads with the first (board.js).
    await board.loadMotion();
    board.playMove(trace, state(after), state(before));
    const { canvas } = board;
    const { width, height } = canvas;
    const pixels = () => canvas.getContext('2d').getImageData(0, 0, width, height).data;
    // Where a part's edge cuts a seed or a count, the two drawings may
    // smooth that line of pixels differently; what a part drawn wrongly
    // leaves (a seed left behind, a count not redrawn) is a patch of
    // pixels, each unlike the whole drawing's and so are its neighbours.
    const unlike = (a, b, at) => Math.max(...[0, 1, 2, 3].map((c) => Math.abs(a[at + c] - b[at + c]))) > 24;
    const patchPixels = (a, b) => {
      let found = 0;
      for (let y = 1; y < height - 1; y++) {
        for (let x = 1; x < width - 1; x++) {
          const at = (y * width + x) * 4;
          if ([0, -4, 4, -4 * width, 4 * width].every((step) => unlike(a, b, at + step))) found += 1;
        }
      }
      return found;
    };
    const start = performance.now();
    let compared = 0;
    const differing = [];
    // Frames as a busy phone draws them: now and then one comes late.
    for (let now = start; now < start + 20000; now += compared % 4 === 3 ? 90 : 16) {
      if (!board.tick(now)) break;
      draw(board, now);
      const drawnInParts = pixels();
      const painted = board.painted;
      board.painted = null;
      draw(board, now);
      compared += 1;
      const patch = patchPixels(drawnInParts, pixels());
      if (patch) differing.push({ ms: Math.round(now - start), step: board.playback.moment(now)?.step.kind, patch });
      // The parts drawn so far stay, as they would without the test.
      canvas.getContext('2d').putImageData(new ImageData(drawnInParts, width, height), 0, 0);
      board.painted = painted;
    }
    return { laps: trace.laps.length, compared, differing };
  });
  expect(frames.laps, 'a relay of several laps').toBeGreaterThan(2);
  expect(frames.compared, 'frames compared').toBeGreaterThan(40);
  expect(frames.differing).toEqual([]);
});

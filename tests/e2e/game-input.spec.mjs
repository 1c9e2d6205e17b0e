// The inputs each game needs, undo/redo, history, saving, and the layout of
// long boards on a phone.

import {
  DESKTOP,
  PHONE,
  clickCanvasPit,
  engine,
  expect,
  expectMirrorMatchesEngine,
  mirrorCounts,
  newGame,
  openPage,
  pitButton,
  playMove,
  pressPit,
  settle,
  test,
  openBoard,
} from './game-helpers.mjs';

test('Giuthi: the first-lap direction is chosen with arrows or arrow keys, and Escape cancels', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  // South's row is the bottom one, pits 8..15; pit 10 is South's third.
  const pit = pitButton(page, 10);
  await pit.focus();
  await page.keyboard.press('Enter');
  const arrows = page.locator('.picker-arrow');
  await expect(arrows).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(arrows).toHaveCount(0);
  expect((await engine.record(page)).moves).toEqual([]);
  await expect(pit).toBeFocused();

  // On South's row counter-clockwise runs to the right: its sign, ↺ (the
  // move list's, the preview's), stands on that side, and the status line
  // says what the signs mean.
  await page.keyboard.press('Enter');
  const ccw = page.locator('.picker-arrow[data-dir="ccw"]');
  await expect(ccw).toHaveText('↺');
  await expect(page.locator('.picker-arrow[data-dir="cw"]')).toHaveText('↻');
  expect((await ccw.boundingBox()).x).toBeGreaterThan((await pit.boundingBox()).x);
  await expect(page.locator('#status')).toContainText('↺ counter-clockwise · ↻ clockwise');
  await page.keyboard.press('ArrowRight');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual([{ pit: 10, dir: 'ccw' }]);
  await expectMirrorMatchesEngine(page);

  // North's row (the top one) runs the other way: clockwise, ↻, is to the right there.
  const position = await engine.position(page);
  const north = position.pits.findIndex((count, index) => index < 8 && count >= 2);
  await clickCanvasPit(page, north);
  const cw = page.locator('.picker-arrow[data-dir="cw"]');
  await expect(cw).toHaveText('↻');
  expect((await cw.boundingBox()).x).toBeGreaterThan((await pitButton(page, north).boundingBox()).x);
  // A click beside the pits cancels too.
  await page.locator('canvas.board-canvas').click({ position: { x: 3, y: 3 } });
  await expect(page.locator('.picker-arrow')).toHaveCount(0);
  await clickCanvasPit(page, north);
  await page.locator('#status').click(); // and so does a click off the board
  await expect(page.locator('.picker-arrow')).toHaveCount(0);
  await clickCanvasPit(page, north);
  await page.locator('.picker-arrow[data-dir="cw"]').click();
  await settle(page);
  expect((await engine.record(page)).moves[1]).toEqual({ pit: north, dir: 'cw' });
  await expectMirrorMatchesEngine(page);
});

// The board, hidden behind the first screen, is laid out when its size
// observer reports, which is only when the next frame is drawn; a pit
// pressed before that (a loaded machine, a quick keyboard) still opens
// its picker, where it once threw on the missing layout.
test('a pit pressed as the board comes into view, before its first frame, opens the direction picker', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('body.ready')).toBeVisible();
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          if (document.getElementById('first-screen')) return;
          observer.disconnect();
          // Pressed in every task from the moment the board shows until
          // the game awaits a move and the picker opens (or 500 presses,
          // after which the picker is looked for below).
          const press = (presses) => {
            const pit = document.querySelector('.pit-button[data-pit="8"]');
            pit.dispatchEvent(new MouseEvent('click', { bubbles: true }));
            if (document.querySelector('.picker-arrow') || presses >= 500) resolve();
            else setTimeout(() => press(presses + 1), 0);
          };
          press(1);
        }).observe(document.body, { childList: true, subtree: true });
        document.querySelector('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
      }),
  );
  await expect(page.locator('.picker-arrow')).toHaveCount(2);
  await page.locator('.picker-arrow[data-dir="ccw"]').click();
  await expect.poll(async () => (await engine.record(page)).moves).toEqual([{ pit: 8, dir: 'ccw' }]);
});

test('who starts: North can open, with the names given', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'en-gehe', board: '2 × 12, 4 per pit (practice board)', starter: 1, names: ['Naserian', 'Lemayian'] });
  expect((await engine.position(page)).to_move).toBe(1);
  await expect(page.locator('#player-1')).toHaveClass(/to-move/);
  await expect(page.locator('#status')).toHaveText(/^Lemayian to move/);
  // North's pits are "yours" now; South's are named after their side.
  await expect(pitButton(page, 12)).toHaveAttribute('aria-label', 'Your pit 1, 4 seeds');
  await expect(pitButton(page, 0)).toHaveAttribute('aria-label', 'Naserian pit 1, 4 seeds');
  await pressPit(page, 12);
  await settle(page);
  expect((await engine.record(page)).moves).toEqual([{ pit: 12 }]);
});

test('a pit that cannot be played says why', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  await clickCanvasPit(page, 3); // North's pit while South is to move
  await expect(page.locator('.board-toast')).toHaveText('pit 4 belongs to North; it is South’s turn.');
  await expect(page.locator('#live')).toHaveText('pit 4 belongs to North; it is South’s turn.');
  await expect(pitButton(page, 3)).toHaveAttribute('aria-disabled', 'true');
  await expect(pitButton(page, 10)).toHaveAttribute('aria-disabled', 'false');

  await newGame(page, { game: 'hus' });
  // South's inner row: holes 8..15 run right to left, 12..15 start empty.
  await pressPit(page, 15);
  await expect(page.locator('.board-toast')).toHaveText('inner hole 1 is empty.');
  expect((await engine.record(page)).moves).toEqual([]);
});

test('Kiothi: the opening redistribution with batches and undo, nki marks, then a partial harvest', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'kiothi' });
  const panel = page.locator('#opening-panel');
  await expect(panel).toBeVisible();
  // Boma 0 is empty, so it cannot be emptied.
  await pressPit(page, 0);
  await expect(page.locator('.board-toast')).toHaveText('Choose one of your own occupied boma to empty.');
  await pressPit(page, 8);
  await pressPit(page, 9);
  await expect(panel.locator('.opening-left')).toHaveText('10 warriors left to place');
  await expect(panel.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await panel.getByRole('button', { name: '5', exact: true }).click();
  await pressPit(page, 12); // five on a North boma
  await panel.getByRole('button', { name: '2', exact: true }).click();
  await pressPit(page, 0);
  await pressPit(page, 0);
  await expect(panel.locator('.opening-left')).toHaveText('1 warrior left to place');
  await panel.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(panel.locator('.opening-left')).toHaveText('3 warriors left to place');
  await panel.getByRole('button', { name: 'all', exact: true }).click();
  await pressPit(page, 9);
  await expect(panel.locator('.opening-left')).toHaveText('0 warriors left to place');
  // The board previews the redistribution before it is confirmed.
  const preview = await mirrorCounts(page);
  expect(preview.slice(0, 10)).toEqual([2, 0, 0, 0, 5, 5, 5, 5, 0, 3]);
  expect(preview[12]).toBe(5);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await settle(page);
  const afterSouth = await engine.record(page);
  const place = new Array(20).fill(0);
  place[12] = 5;
  place[0] = 2;
  place[9] = 3;
  expect(afterSouth.moves).toEqual([{ empty: [8, 9], place }]);
  await expectMirrorMatchesEngine(page);

  // North's opening: empty 18 and 19, all ten on boma 17.
  await pressPit(page, 18);
  await pressPit(page, 19);
  await panel.getByRole('button', { name: 'all', exact: true }).click();
  await pressPit(page, 17);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await settle(page);
  await expect(panel).toBeHidden();
  const position = await engine.position(page);
  expect(position.phase).toBe('play');
  for (const pit of position.nki) {
    await expect(pitButton(page, pit)).toHaveAttribute('aria-label', /protected \(nki\)/);
  }
  await expectMirrorMatchesEngine(page);

  // A partial harvest: lift fewer than all the warriors of a boma.
  const moves = await engine.legalMoves(page);
  const partial = moves.find((move) => move.count < position.pits[move.pit]);
  expect(partial, 'some partial harvest is legal').toBeTruthy();
  await pitButton(page, partial.pit).focus();
  await page.keyboard.press('Enter');
  const picker = page.locator('.count-picker');
  await expect(picker).toBeVisible();
  const counts = moves.filter((move) => move.pit === partial.pit).map((move) => move.count);
  await expect(picker.locator('.picker-count')).toHaveText(`Lift ${Math.max(...counts)} of ${position.pits[partial.pit]}`);
  const steps = counts.filter((count) => count > partial.count).length;
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  await expect(picker.locator('.picker-count')).toHaveText(`Lift ${partial.count} of ${position.pits[partial.pit]}`);
  await page.keyboard.press('Enter');
  await settle(page);
  expect((await engine.record(page)).moves[2]).toEqual(partial);
  await expectMirrorMatchesEngine(page);
});

test('undo and redo, by buttons and keys, keep the board equal to the engine', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'en-gehe', board: '2 × 8, 4 per pit (practice board)' });
  for (const pit of [2, 9]) {
    await pressPit(page, pit);
    await settle(page);
  }
  const two = await engine.record(page);
  expect(two.moves).toEqual([{ pit: 2 }, { pit: 9 }]);
  await page.click('#undo-button');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual([{ pit: 2 }]);
  await expectMirrorMatchesEngine(page);
  await expect(page.locator('#redo-button')).toBeEnabled();
  await page.click('#redo-button');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual(two.moves);
  await expectMirrorMatchesEngine(page);
  await page.locator('body').press('Control+z');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual([{ pit: 2 }]);
  await page.locator('body').press('Control+y');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual(two.moves);
  await expectMirrorMatchesEngine(page);

  // An undo in the middle of a move's animation takes the move back at once.
  await page.selectOption('#speed-select', 'slow');
  await pressPit(page, 3);
  await expect.poll(() => page.evaluate(() => window.__mancala.animating())).toBe(true);
  await page.click('#undo-button');
  await settle(page);
  expect((await engine.record(page)).moves).toEqual(two.moves);
  await expectMirrorMatchesEngine(page);
});

test('the history shows earlier positions without losing the game', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'hus' });
  const start = await engine.position(page);
  const first = (await engine.legalMoves(page))[0];
  await playMove(page, start, first);
  await settle(page);
  const afterFirst = await engine.position(page);
  const afterFirstMove = (await engine.legalMoves(page))[0];
  await playMove(page, afterFirst, afterFirstMove);
  await settle(page);
  const now = await engine.position(page);

  const items = page.locator('.history-item');
  await expect(items).toHaveCount(3);
  await items.nth(1).click();
  await expect(page.locator('#status')).toHaveText(/after move 1 of 2/);
  expect(await mirrorCounts(page)).toEqual(afterFirst.pits);
  await page.click('#view-back');
  expect(await mirrorCounts(page)).toEqual(start.pits);
  // Pits do not react while an earlier position is shown.
  await pressPit(page, 0);
  expect((await engine.record(page)).moves).toHaveLength(2);
  await page.click('#view-return');
  expect(await mirrorCounts(page)).toEqual(now.pits);
  await settle(page);
  await expect(items.nth(2)).toHaveAttribute('aria-current', 'step');
  const secondEntry = await items.nth(2).textContent();

  // The list is updated in place: an undo takes the last entry away, a
  // different move adds its own, and the entries still show their positions.
  await page.click('#undo-button');
  await settle(page);
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'step');
  const other = (await engine.legalMoves(page)).find((move) => move.pit !== afterFirstMove.pit);
  await playMove(page, afterFirst, other);
  await settle(page);
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).not.toHaveText(secondEntry);
  await expect(page.locator('[aria-current]')).toHaveCount(1);
  await items.nth(1).click();
  expect(await mirrorCounts(page)).toEqual(afterFirst.pits);
  await items.nth(2).click();
  expect(await mirrorCounts(page)).toEqual((await engine.position(page)).pits);
  await expect(page.locator('#status')).not.toHaveText(/after move/);
});

test('a reload restores the game in progress; a broken save gives a notice and a new game', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'giuthi', board: '2 × 6, 4 per pit', names: ['Wanjiru', 'Kamau'] });
  for (let i = 0; i < 3; i++) {
    const position = await engine.position(page);
    await playMove(page, position, (await engine.legalMoves(page))[0]);
    await settle(page);
  }
  const record = await engine.record(page);
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  expect(await engine.record(page)).toEqual(record);
  await expectMirrorMatchesEngine(page);
  await expect(page.locator('#player-0 .player-name')).toHaveText('Wanjiru');
  await expect(page.locator('#history-list .history-item')).toHaveCount(4);

  await page.evaluate(() => localStorage.setItem('mancala.game', '{"format":1,"setup":{"game":"giuthi"},"record":{"start":{"game":"giuthi","holes":99,"pits":[]},"moves":[]}}'));
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.locator('#live')).toHaveText('The saved game could not be read, so a new game was started.');
  expect((await engine.record(page)).moves).toEqual([]);

  await page.evaluate(() => localStorage.setItem('mancala.game', '{"format":0}'));
  await page.reload();
  await expect(page.locator('#live')).toHaveText(/older version/);
});

test('a page whose storage is forbidden still plays', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await openPage(page);
  await pressPit(page, 10);
  await page.locator('.picker-arrow[data-dir="cw"]').click();
  await settle(page);
  expect((await engine.record(page)).moves).toHaveLength(1);
});

test('animation: counts move seed by seed, end on the engine position, and an idle page asks for no frames', async ({ page }) => {
  await openPage(page, { speed: 'slow' });
  await newGame(page, { game: 'giuthi' });
  const before = await mirrorCounts(page);
  await pressPit(page, 12);
  await page.locator('.picker-arrow[data-dir="ccw"]').click();
  await expect.poll(() => page.evaluate(() => window.__mancala.animating())).toBe(true);
  // Mid-move, the lifted pit is empty and fewer seeds lie on the board.
  await expect.poll(async () => (await mirrorCounts(page))[12]).toBe(0);
  const during = await mirrorCounts(page);
  expect(during.reduce((a, b) => a + b, 0)).toBeLessThan(before.reduce((a, b) => a + b, 0));
  await page.click('#skip-button');
  await settle(page);
  await expectMirrorMatchesEngine(page);

  const frames = await page.evaluate(async () => {
    let count = 0;
    const original = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      count += 1;
      return original.call(window, callback);
    };
    await new Promise((done) => setTimeout(done, 1000));
    window.requestAnimationFrame = original;
    return count;
  });
  expect(frames).toBe(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('prefers-reduced-motion starts at instant speed', async ({ page }) => {
    await openBoard(page);
    await expect(page.locator('#speed-select')).toHaveValue('instant');
  });
});

for (const { game, board, name } of [
  { game: 'en-gehe', board: '2 × 50, 4 per pit', name: 'en-gehe-2x50' },
  { game: 'hus', board: '4 × 24, 2 per filled hole', name: 'hus-4x24' },
]) {
  for (const viewport of [{ width: 360, height: 740 }, PHONE]) {
    test(`${name} at ${viewport.width} px: every pit is at least 24 px and can be reached and tapped`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page);
      await newGame(page, { game, board });
      const boxes = await page.locator('.pit-button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const rect = button.getBoundingClientRect();
          return { width: rect.width, height: rect.height };
        }),
      );
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      // The page never scrolls sideways; the far end of the board is reached
      // by scrolling and can be tapped.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const position = await engine.position(page);
      const moves = await engine.legalMoves(page);
      const last = moves[moves.length - 1];
      const pit = game === 'hus' ? last.pit + position.to_move * 2 * position.holes : last.pit;
      await pitButton(page, pit).scrollIntoViewIfNeeded();
      await clickCanvasPit(page, pit);
      await settle(page);
      expect((await engine.record(page)).moves).toEqual([last]);
      await expectMirrorMatchesEngine(page);
        });
  }
}

test('each game\'s new board looks as its stored image, at phone and desktop sizes', async ({ page }) => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ]) {
    await page.setViewportSize(viewport);
    await openPage(page);
    for (const game of ['giuthi', 'kiothi', 'en-gehe', 'hus']) {
      await newGame(page, { game });
      await expect(page.locator('canvas.board-canvas')).toHaveScreenshot(`${game}-${label}-new.png`);
    }
  }
});

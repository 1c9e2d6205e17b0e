// The analysis board, the hint and the game review (www/analysis/): a
// prepared Giuthi endgame whose values the command-line solver proves
// shows them on its pit and in the mirror; the best line plays on the
// board and the game waits; the review of a scripted game marks the
// scripted blunder; a hint is a legal move; the embed's analysis=1 and its
// mancala:analyse message. Screenshots of analysis and review on a desktop
// and a phone.

import { DESKTOP, PHONE, engine, expect, movePit, openPage, pitButton, settle, test, unfoldControls } from './game-helpers.mjs';
import { linkOf, newComputerGame, players } from './computer-helpers.mjs';
import { nativeEngine } from './support/index.mjs';
import { startHostPage } from './support/host-page.mjs';
import { BLUNDER, ENDGAME, LONGER, SCRIPTED } from './analysis-fixtures.mjs';


// On the open page a new fragment is only a hashchange: the link's game
// replaces the shown one once the link's code has loaded. Using the page
// before then races it (a click on the analysis button once did not take).
// `overGame`: a game in progress is on the board, and the link is opened
// over it when the page asks (link-cheats.spec.mjs).
async function gotoLink(page, link, { overGame = false } = {}) {
  const before = await page.evaluate(() => window.__mancala.gameNumber());
  await page.goto(`/#${link}`);
  if (overGame) await page.getByRole('dialog').getByRole('button', { name: 'Open the link' }).click();
  await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
}

async function openLink(page, from, doc, { speed = 'instant' } = {}) {
  await openPage(page, { speed });
  await gotoLink(page, await linkOf(page, from, doc, 'look'));
  await page.waitForFunction(() => !window.__mancala.animating());
}

// Notes whether the board animates a move from now on.
async function watchAnimation(page) {
  await page.evaluate(() => {
    window.sawAnimation = false;
    const tick = () => {
      if (window.__mancala.animating()) window.sawAnimation = true;
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

async function openAnalysis(page) {
  // A phone folds it behind More.
  await unfoldControls(page);
  await page.click('#analysis-button');
  await expect(page.locator('#analysis-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.analysis-panel')).toBeVisible();
}

function chip(page, move) {
  return page.locator(`.analysis-chip[data-move='${JSON.stringify(move)}']`);
}

test('the analysis board shows the proven values of a prepared endgame, as the command line proves them', async ({ page }) => {
  const native = nativeEngine('solve', JSON.stringify(ENDGAME), '--ms', '2000');
  expect(native).toMatchObject({ proven: true, result: 'win', margin: 2, best: { pit: 5, dir: 'ccw' } });
  expect(native.moves).toEqual([
    { move: { pit: 5, dir: 'ccw' }, result: 'win', margin: 2, proven: true, depth: 0 },
    { move: { pit: 5, dir: 'cw' }, result: 'loss', margin: -2, proven: true, depth: 0 },
  ]);

  await page.setViewportSize(DESKTOP);
  await openLink(page, 'fromPosition', ENDGAME);
  await openAnalysis(page);
  const panel = page.locator('.analysis-panel');
  await expect(panel.locator('.analysis-value')).toContainText('South wins by 2 seeds, certain');
  await expect(panel.locator('.analysis-status')).toHaveText('Every value is proven: exact with best play to the end.');
  // Each move's value on its pit, as the command line has it.
  for (const { move, result, margin } of native.moves) {
    const on = chip(page, move);
    await expect(on).toHaveClass(new RegExp(`\\b${result}\\b.*\\bproven\\b`));
    await expect(on).toHaveText(margin > 0 ? new RegExp(`(\\+${margin}|wins by ${margin})$`) : new RegExp(`(-${-margin}|loses by ${-margin})$`));
  }
  await expect(page.locator('.analysis-mark.best')).toHaveAttribute('data-pit', '5');
  // The mirror reads them.
  await expect(pitButton(page, 5)).toHaveAttribute(
    'aria-label',
    'Your pit 1, 2 seeds: counter-clockwise: wins by 2, proven; clockwise: loses by 2, proven; best move',
  );
  // And the list, best first.
  await expect(panel.locator('.analysis-move').first()).toHaveText(/pit 1 ↺\s*wins by 2 seeds, certain$/);
  // The analysis's own words behind Details, kept open as it deepens.
  await panel.locator('.analysis-move-details summary').click();
  await expect(panel.locator('.analysis-move-details li').first()).toHaveText('pit 1 ↺ wins by 2, proven');

  // Closed: the marks go, the mirror says only the counts.
  await page.click('#analysis-button');
  await expect(page.locator('.analysis-mark')).toHaveCount(0);
  await expect(pitButton(page, 5)).toHaveAttribute('aria-label', 'Your pit 1, 2 seeds');
});

test('the best line plays on the board step by step; the game waits and comes back', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLink(page, 'fromPosition', LONGER, { speed: 'fast' });
  await openAnalysis(page);
  const panel = page.locator('.analysis-panel');
  const next = panel.locator('[data-action="line-next"]');
  await expect(next).toBeEnabled();
  const before = await engine.position(page);

  // Two moves of the line, each animated, each analysed in its turn: the
  // first values of the new position soon after the move.
  for (let step = 1; step <= 2; step++) {
    await watchAnimation(page);
    await page.evaluate(() => delete document.querySelector('.analysis-panel').dataset.firstValuesMs);
    await next.click();
    await page.waitForFunction(() => window.sawAnimation && !window.__mancala.animating());
    await expect(panel.locator('.analysis-line-at')).toHaveText(new RegExp(`^Move ${step} of \\d+$`));
    await expect(panel).toHaveAttribute('data-first-values-ms', /^\d+$/);
    await expect(page.locator('.analysis-marks:not([hidden]) .analysis-chip').first()).toBeVisible();
    const ms = Number(await panel.getAttribute('data-first-values-ms'));
    console.log(`first values ${ms} ms after the request, step ${step}`);
    // Under 300 ms on an idle machine (docs/AI.md); two shared cores with
    // another test beside can double it.
    expect(ms).toBeLessThan(1000);
  }
  await expect(page.locator('#status')).toHaveText('Analysis: 2 moves played from the game. The game waits.');
  await expect(panel.locator('.analysis-line-moves .played')).toHaveCount(2);
  // The game itself has not moved, and takes no move meanwhile.
  expect(await engine.position(page)).toEqual(before);
  expect(await page.evaluate(() => window.__mancala.waiting())).toBe(false);

  await panel.locator('[data-action="line-back"]').click();
  await expect(panel.locator('.analysis-line-at')).toHaveText(/^Move 1 of \d+$/);
  await panel.locator('[data-action="line-start"]').click();
  await expect(panel.locator('.analysis-line-at')).toHaveText(/^Move 0 of \d+$/);
  await settle(page);
  expect(await page.evaluate(() => window.__mancala.waiting())).toBe(true);
  await expect(page.locator('#status')).toHaveText('South to move: choose a pit with two or more seeds, then a direction.');
});

test('analysis follows the history, marks Giuthi’s two directions and Kiothi’s counts, and says the opening is not analysed', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Kiothi's opening.
  await openPage(page);
  await page.click('#new-game-button');
  await page.locator('input[name=game][value="kiothi"]').check();
  await page.locator('#new-game-dialog button[type=submit]').click();
  await openAnalysis(page);
  await expect(page.locator('.analysis-status')).toHaveText(/^The opening is not analysed/);
  await expect(page.locator('.analysis-mark')).toHaveCount(0);

  // A Giuthi game: two chips on every pit with two directions, one per
  // legal move; back in the history the values are those of that ply.
  await page.click('#new-game-button');
  await page.locator('input[name=game][value="giuthi"]').check();
  await page.locator('#new-game-dialog button[type=submit]').click();
  await settle(page);
  const legal = await engine.legalMoves(page);
  await expect(page.locator('.analysis-chip')).toHaveCount(legal.length);
  for (const move of legal) await expect(chip(page, move)).toHaveCount(1);
  // An estimate in the review's words: likely, whole seeds, South's chance
  // to win; no tenths of a seed, no depth.
  await expect(page.locator('.analysis-value')).toHaveText(/^(Likely even|(South|North) is likely \d+ seeds? ahead) · South’s chance to win: \d+%/);
  const first = legal[0];
  await pitButton(page, first.pit).dispatchEvent('click');
  await page.locator(`.picker-arrow[data-dir="${first.dir}"]`).click();
  await settle(page);
  const mover = (await engine.position(page)).to_move === 0 ? 'South' : 'North';
  await expect(page.locator('.analysis-to-move')).toContainText(`${mover} to move`);
  await page.click('#view-back');
  await expect(page.locator('.analysis-to-move')).toContainText('South to move');
  await expect(page.locator('.analysis-chip')).toHaveCount(legal.length);

  // Kiothi after both openings: the best count of each boma on it, every
  // count in the list.
  const kiothi = await page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = new WasmGame('kiothi', {});
    for (let k = 0; k < 2; k++) {
      const choice = game.openingChoices()[3];
      const place = new Array(20).fill(0);
      for (let n = 0; n < choice.lifts; n++) place[(n * 7) % 20] += 1;
      game.play({ empty: choice.empty, place });
    }
    const record = game.record();
    const link = game.link('look');
    game.free();
    return { record, link };
  });
  await gotoLink(page, kiothi.link, { overGame: true });
  await settle(page);
  const moves = await engine.legalMoves(page);
  const boma = new Set(moves.map((move) => move.pit));
  await expect(page.locator('.analysis-mark')).toHaveCount(boma.size);
  await expect(page.locator('.analysis-chip').first()).toHaveText(/^×\d+ /);
  await page.locator('.analysis-moves summary').click();
  await expect(page.locator('.analysis-move')).toHaveCount(moves.length);
});

test('the review of a scripted game marks its blunder, shows the better move and tries again from there', async ({ page }) => {
  // The command line agrees: the blunder loses by 4 where the best wins by 8.
  const at = nativeEngine('analyse', JSON.stringify(SCRIPTED), '--ply', String(BLUNDER), '--ms', '2000');
  expect(at).toMatchObject({ proven: true, result: 'win', margin: 8, best: { pit: 1, dir: 'ccw' } });
  expect(at.moves.find((m) => m.move.dir === 'cw')).toMatchObject({ result: 'loss', margin: -4, proven: true });

  await page.setViewportSize(DESKTOP);
  await openLink(page, 'fromRecord', SCRIPTED);
  const result = page.locator('#result-dialog');
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'Review the game' }).click();
  const review = page.locator('.review-panel');
  await expect(review).toBeVisible();
  await expect(review.locator('.review-progress [role=status]')).toHaveText('Every move of the game is analysed.', { timeout: 30_000 });
  const kinds = await review.locator('.review-move').evaluateAll((items) => items.map((item) => item.dataset.kind));
  expect(kinds).toEqual(SCRIPTED.moves.map((_, index) => (index === BLUNDER ? 'blunder' : kinds[index] === 'forced' ? 'forced' : 'best')));
  expect(kinds.filter((kind) => kind === 'best').length).toBeGreaterThan(3);
  // The summary: North's one blunder, South's none.
  const rows = await review.locator('.review-summary tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))),
  );
  expect(rows[5]).toEqual([0, 1]);
  expect(rows[4]).toEqual([0, 0]);

  // Next mistake: the blunder, with the better move.
  await review.getByRole('button', { name: 'Next mistake ▶' }).click();
  const detail = review.locator('.review-detail');
  await expect(detail).toContainText('Move 3, North: pit 2 ↻: blunder');
  await expect(detail).toContainText('The move played: loses by 4 seeds, certain.');
  await expect(detail).toContainText('North’s chance to win went from 100% to 0%.');
  await expect(detail).toContainText('Better: pit 2 ↺, wins by 8 seeds, certain.');
  await expect(page.locator('#status')).toHaveText('Looking at the position after move 2 of 8. The game waits for you.');
  // The position's values on the pits, the better move ringed.
  await expect(page.locator('.analysis-mark.best')).toHaveAttribute('data-pit', '1');
  await review.getByRole('button', { name: 'Next mistake ▶' }).click();
  await expect(page.locator('.board-toast')).toHaveText('No more mistakes after this move.');

  // The better move, played on the board in analysis mode.
  await review.getByRole('button', { name: 'Show the better move' }).click();
  await expect(page.locator('.analysis-panel')).toBeVisible();
  await expect(page.locator('.analysis-line-moves .played')).toHaveCount(1);
  await expect(page.locator('.analysis-line-moves .played')).toHaveText('pit 2 ↺');

  // Try again from there: North is the person's, South the computer's.
  await review.getByRole('button', { name: 'Try again from here' }).click();
  await expect(review).toBeHidden();
  await settle(page);
  expect(await players(page)).toEqual(['intermediate', 'person']);
  const record = await engine.record(page);
  expect(record.moves).toEqual(SCRIPTED.moves.slice(0, BLUNDER));
  expect((await engine.position(page)).to_move).toBe(1);
  await expect(page.locator('#hint-button')).toBeVisible();
});

test('a hint is a legal move, in Giuthi and Hus; hints can be turned off for the game', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  for (const game of ['giuthi', 'hus']) {
    await newComputerGame(page, { game, level: 'beginner' });
    await settle(page);
    const hint = page.locator('#hint-button');
    await expect(hint).toBeVisible();
    await hint.click();
    const mark = page.locator('.analysis-mark.hint');
    await expect(mark).toHaveCount(1);
    const move = JSON.parse(await mark.getAttribute('data-move'));
    const position = await engine.position(page);
    expect(await engine.legalMoves(page)).toContainEqual(move);
    await expect(mark).toHaveAttribute('data-pit', String(movePit(position, move)));
    await expect(page.locator('#live')).toHaveText(/^Hint: /);
    await expect(pitButton(page, movePit(position, move))).toHaveAttribute('aria-label', /: the hint/);
  }
  // Off for this game; the next game offers them again.
  await page.click('#hint-off-button');
  await expect(page.locator('#hint-button')).toBeHidden();
  await expect(page.locator('.analysis-mark.hint')).toHaveCount(0);
  await newComputerGame(page, { game: 'giuthi', level: 'beginner' });
  await settle(page);
  await expect(page.locator('#hint-button')).toBeVisible();
  // Between two people there is no hint.
  await newComputerGame(page, { game: 'giuthi', opponent: 'person' });
  await settle(page);
  await expect(page.locator('#hint-button')).toBeHidden();
});

test('on a phone: the analysis board and the review', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLink(page, 'fromPosition', LONGER);
  await openAnalysis(page);
  await expect(page.locator('.analysis-chip').first()).toBeVisible();
  await expect(page.locator('.analysis-value')).toContainText('South wins by');
  await page.locator('.analysis-panel').scrollIntoViewIfNeeded();

  await openLink(page, 'fromRecord', SCRIPTED);
  await page.locator('#result-dialog').getByRole('button', { name: 'Review the game' }).click();
  const review = page.locator('.review-panel');
  await expect(review.locator('.review-progress [role=status]')).toHaveText('Every move of the game is analysed.', { timeout: 30_000 });
  await review.getByRole('button', { name: 'Next mistake ▶' }).click();
  await expect(review.locator('.review-detail')).toContainText('blunder');
});

test('the analysis loads on use: none of it in the first load', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openPage(page);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.includes('/analysis'))).toEqual([]);
  await openAnalysis(page);
  expect(fetched).toContain('/www/analysis/page.js');
  expect(fetched).toContain('/www/analysis/analysis.css');
  expect(fetched).toContain('/www/i18n/analysis/en.js');
});

test.describe('in the embed', () => {
  test('analysis=1 shows the values; the parent asks for the value of the position shown', async ({ page, baseURL }) => {
    await openPage(page);
    const link = await linkOf(page, 'fromPosition', ENDGAME);
    const gameOrigin = new URL(baseURL).origin;
    const host = await startHostPage({
      gameOrigin,
      embedPath: `/embed.html?analysis=1&speed=instant&link=${link}&parentOrigin={HOST}`,
      height: 460,
    });
    try {
      await page.goto(host.url);
      const element = await page.waitForSelector('#game');
      await expect.poll(async () => (await element.contentFrame())?.url() ?? '').toMatch(/\/embed\.html/);
      const frame = await element.contentFrame();
      await expect(frame.locator('body.ready')).toBeVisible();
      await expect(frame.locator('.analysis-panel')).toBeVisible();
      await expect(frame.locator('.analysis-value')).toContainText('South wins by 2 seeds, certain');
      await expect(frame.locator(`.analysis-chip[data-move='${JSON.stringify({ pit: 5, dir: 'ccw' })}']`)).toContainText('+2');

      await page.evaluate(() => window.sendToGame({ type: 'mancala:analyse', options: { ms: 500 } }));
      await expect.poll(() => page.evaluate(() => window.received.find((m) => m.type === 'mancala:analysis') ?? null)).not.toBeNull();
      const answer = await page.evaluate(() => window.received.find((m) => m.type === 'mancala:analysis'));
      expect(answer).toMatchObject({
        protocol: 1,
        ply: 0,
        toMove: 0,
        proven: true,
        result: 'win',
        margin: 2,
        best: { pit: 5, dir: 'ccw' },
      });
      expect(answer.moves).toHaveLength(2);

      // Kiothi's opening is not analysed; the answer says so.
      await page.evaluate(() => window.sendToGame({ type: 'mancala:new-game', options: { game: 'kiothi' } }));
      await expect.poll(() => page.evaluate(() => window.received.at(-1)?.type)).toBe('mancala:ready');
      await page.evaluate(() => window.sendToGame({ type: 'mancala:analyse' }));
      await expect
        .poll(() => page.evaluate(() => window.received.at(-1)))
        .toMatchObject({ type: 'mancala:error', reason: 'not-analysed' });
      // A value that is not a whole number is refused like any bad message.
      await page.evaluate(() => window.sendToGame({ type: 'mancala:analyse', options: { ms: 'soon' } }));
      await expect
        .poll(() => page.evaluate(() => window.received.at(-1)))
        .toMatchObject({ type: 'mancala:error', reason: 'bad-options', options: ['ms'] });
    } finally {
      await host.close();
    }
  });
});

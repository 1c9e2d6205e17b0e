// Sessions and hosts (www/page/shell.js, www/page/host.js): each mode has
// the board to itself and leaves nothing behind for the next one, and the
// kiosk lets no visitor out and hands the next visitor a fresh kiosk.
// Each test here is one of issue 32's findings: a lesson after a game
// against the computer (its hint, its end), the review's "Try again" after
// "Show the better move", the players' bars while the analysis plays a
// line, where the focus goes after a move and a new game, the kiosk's way
// out through a puzzle's link, and its next visitor's puzzles and lessons.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, clickCanvasPit, engine, expect, openBoard, openPage, playMove, settle, test } from './game-helpers.mjs';
import { linkOf, newComputerGame, players } from './computer-helpers.mjs';
import { REPO_ROOT, nativeEngine } from './support/index.mjs';
import { LONGER, SCRIPTED } from './analysis-fixtures.mjs';

const lessonOf = (game) => JSON.parse(readFileSync(join(REPO_ROOT, 'www', 'learn', 'lessons', `${game}.json`), 'utf8'));
const puzzlesOf = (game) => JSON.parse(readFileSync(join(REPO_ROOT, 'www', 'puzzles', `${game}.json`), 'utf8'));
const lessonPanel = (page) => page.locator('.learn-panel');
const puzzlePanel = (page) => page.locator('.puzzle-panel');

async function openLesson(page, game) {
  await page.goto(`/?learn=${game}`);
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(lessonPanel(page)).toBeVisible();
  await page.selectOption('#speed-select', 'instant');
}

// The player waits for the person to move (not the computer's turn, not a
// move being shown).
async function personsTurn(page) {
  await settle(page);
  await expect.poll(() => page.evaluate(() => window.__mancala.waiting())).toBe(true);
}

test.describe('modes leave nothing behind', () => {
  test.use({ viewport: DESKTOP });

  test('after a Kiothi game against the computer, an En Gehé lesson offers no hint, at no step', async ({ page }) => {
    await openPage(page);
    await newComputerGame(page, { game: 'kiothi', level: 'beginner' });
    await personsTurn(page);
    // Against the computer a hint is offered (the analysis loads for it).
    await expect(page.locator('#hint-button')).toBeVisible();
    // The game is saved; the lesson's address opens over it.
    await openLesson(page, 'en-gehe');
    await expect(lessonPanel(page).locator('.learn-count')).toHaveText('Step 1 of 6');
    await expect(page.locator('#hint-button')).toBeHidden();
    await lessonPanel(page).getByRole('button', { name: 'Next step' }).click();
    await expect(lessonPanel(page).locator('.learn-count')).toHaveText('Step 2 of 6');
    await expect(page.locator('#hint-button')).toBeHidden();
    // Back to the game: its hint again.
    await lessonPanel(page).getByRole('button', { name: 'Leave the lesson' }).click();
    await personsTurn(page);
    await expect(page.locator('#hint-button')).toBeVisible();
  });

  test('a lesson’s last move reads the same end whatever game was played before', async ({ page }) => {
    const lesson = lessonOf('hus');
    const lose = lesson.steps.findIndex((step) => step.id === 'lose');
    const step = lesson.steps[lose];
    // The lesson resumed at its step where South's move leaves North stuck.
    const lessonEnd = async () => {
      await page.evaluate(
        ({ at, done }) => localStorage.setItem('mancala.lessons', JSON.stringify({ hus: { step: at, done } })),
        { at: lose, done: lesson.steps.slice(0, lose).map((s) => s.id) },
      );
      await openLesson(page, 'hus');
      await expect(lessonPanel(page).locator('.learn-count')).toHaveText(`Step ${lose + 1} of ${lesson.steps.length}`);
      await playMove(page, step.position, step.answers[0], clickCanvasPit);
      await expect(lessonPanel(page).locator('.learn-lead')).toHaveText('Right!');
      return page.locator('#status').textContent();
    };
    await openBoard(page);
    const fresh = await lessonEnd();
    expect(fresh).toMatch(/^South wins, /);
    // Now after a game against the computer, the person South.
    await lessonPanel(page).getByRole('button', { name: 'Leave the lesson' }).click();
    await newComputerGame(page, { game: 'hus', level: 'beginner' });
    await personsTurn(page);
    expect(await lessonEnd()).toBe(fresh);
  });

  test('a friend game by link shows no analysis while it runs: the open analysis closes, its button goes, for both players', async ({ page, browser }) => {
    await openPage(page);
    await page.click('#analysis-button');
    await expect(page.locator('.analysis-panel')).toBeVisible();
    await expect.poll(() => page.locator('.analysis-mark').count()).toBeGreaterThan(0);
    await page.click('#share-button');
    await page.getByRole('button', { name: 'Play South against a friend' }).click();
    await expect(page.locator('.friend-panel')).toBeVisible();
    await expect(page.locator('.analysis-panel')).toBeHidden();
    await expect(page.locator('.analysis-mark')).toHaveCount(0);
    await expect(page.locator('#analysis-button')).toBeHidden();
    await personsTurn(page);
    await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0], clickCanvasPit);
    await expect(page.locator('.friend-panel')).toContainText('Now send this link to your friend');
    await expect(page.locator('#analysis-button')).toBeHidden();
    const toFriend = await page.locator('.friend-panel .copy-text').inputValue();
    // The friend who opens the link has none either.
    const context = await browser.newContext({ viewport: DESKTOP });
    try {
      const friend = await context.newPage();
      await openBoard(friend, toFriend);
      await expect(friend.locator('.friend-panel')).toContainText('You play North');
      await expect(friend.locator('#analysis-button')).toBeHidden();
    } finally {
      await context.close();
    }
    // Back to a game on this device: the analysis may be opened again.
    await page.getByRole('button', { name: 'Play both sides here' }).click();
    await expect(page.locator('#analysis-button')).toBeVisible();
    await page.click('#analysis-button');
    await expect(page.locator('.analysis-panel')).toBeVisible();
  });

  test('Review, Show the better move, Try again from here: the new game has no analysis open and no values on its pits', async ({ page }) => {
    await openPage(page);
    const before = await page.evaluate(() => window.__mancala.gameNumber());
    await page.goto(`/#${await linkOf(page, 'fromRecord', SCRIPTED)}`);
    await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
    const result = page.locator('#result-dialog');
    await expect(result).toBeVisible();
    await result.getByRole('button', { name: 'Review the game' }).click();
    const review = page.locator('.review-panel');
    await expect(review.locator('.review-progress [role=status]')).toHaveText('Every move of the game is analysed.', { timeout: 30_000 });
    await review.getByRole('button', { name: 'Next mistake ▶' }).click();
    await review.getByRole('button', { name: 'Show the better move' }).click();
    await expect(page.locator('.analysis-panel')).toBeVisible();
    await expect(page.locator('.analysis-line-moves .played')).toHaveCount(1);
    await review.getByRole('button', { name: 'Try again from here' }).click();
    await expect(review).toBeHidden();
    await personsTurn(page);
    expect(await players(page)).toEqual(['intermediate', 'person']);
    await expect(page.locator('.analysis-panel')).toBeHidden();
    await expect(page.locator('#analysis-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.analysis-mark')).toHaveCount(0);
  });

  test('while the analysis plays a line, the players’ bars show the line’s position, and the game’s again after', async ({ page }) => {
    // The line's second move captures 4 (the command line says so).
    const { line } = nativeEngine('analyse', JSON.stringify({ start: LONGER, moves: [] }), '--ply', '0', '--ms', '2000');
    const first = nativeEngine('play', JSON.stringify(LONGER), JSON.stringify(line[0]));
    const second = nativeEngine('play', JSON.stringify(first.position), JSON.stringify(line[1]));
    expect(second.position.captured).toEqual([4, 0]);

    await openPage(page);
    const before = await page.evaluate(() => window.__mancala.gameNumber());
    await page.goto(`/#${await linkOf(page, 'fromPosition', LONGER, 'look')}`);
    await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
    await personsTurn(page);
    const south = page.locator('#player-0 .player-detail');
    await expect(south).toHaveText('captured 0');
    await page.click('#analysis-button');
    const panel = page.locator('.analysis-panel');
    const next = panel.locator('[data-action="line-next"]');
    await expect(next).toBeEnabled();
    await next.click();
    await expect(panel.locator('.analysis-line-at')).toHaveText(/^Move 1 of \d+$/);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(panel.locator('.analysis-line-at')).toHaveText(/^Move 2 of \d+$/);
    await page.waitForFunction(() => !window.__mancala.animating());
    await expect(south).toHaveText('captured 4');
    // Nobody thinks in a line: the game's turn waits.
    await expect(page.locator('.player.thinking')).toHaveCount(0);
    await panel.locator('[data-action="line-start"]').click();
    await personsTurn(page);
    await expect(south).toHaveText('captured 0');
  });
});

test.describe('the focus after a move and a new game', () => {
  test.use({ viewport: DESKTOP });

  // Where the focus is: the element's id, class or tag; never the page's body.
  const focused = (page) =>
    page.evaluate(() => {
      const node = document.activeElement;
      return node === document.body || node === null ? 'body' : node.id || node.className || node.tagName;
    });

  // A Giuthi move by the keyboard alone: Enter on the pit, then Enter on
  // the direction's arrow (the picker goes with the move).
  async function keyboardMove(page, position, move) {
    await page.locator(`.pit-button[data-pit="${move.pit}"]`).focus();
    await page.keyboard.press('Enter');
    const arrow = page.locator(`.picker-arrow[data-dir="${move.dir}"]`);
    await arrow.focus();
    await page.keyboard.press('Enter');
    await expect(arrow).toHaveCount(0);
  }

  test('a puzzle shows no analysis: one open over the game closes and its button goes', async ({ page }) => {
    await openPage(page);
    await page.click('#analysis-button');
    await expect(page.locator('.analysis-panel')).toBeVisible();
    await expect.poll(() => page.locator('.analysis-mark').count()).toBeGreaterThan(0);
    await page.click('#puzzles-button');
    await expect(puzzlePanel(page)).toBeVisible();
    await expect(page.locator('#analysis-button')).toBeHidden();
    await expect(page.locator('.analysis-panel')).toBeHidden();
    await expect(page.locator('.analysis-mark')).toHaveCount(0);
  });

  test('after a puzzle move by the keyboard, the focus stays on the board', async ({ page }) => {
    const [puzzle] = puzzlesOf('giuthi').puzzles;
    await openPage(page);
    await page.goto(`/?puzzle=${puzzle.id}`);
    await expect(puzzlePanel(page)).toBeVisible();
    await page.selectOption('#speed-select', 'instant');
    for (const ply of puzzle.line) {
      if (ply.by !== 'learner') continue;
      await personsTurn(page);
      await keyboardMove(page, puzzle.position, ply.move);
      expect(await focused(page)).not.toBe('body');
    }
    await expect(page.locator('.puzzle-verdict')).toContainText('Solved!');
    await page.waitForFunction(() => !window.__mancala.animating());
    expect(await page.evaluate(() => document.activeElement.closest('.board') !== null)).toBe(true);
  });

  test('after a move in a friend’s game by link, the focus stays on the board', async ({ page }) => {
    await openPage(page);
    const start = { game: 'giuthi', holes: 8, pits: new Array(16).fill(2), captured: [0, 0], to_move: 0 };
    const before = await page.evaluate(() => window.__mancala.gameNumber());
    await page.goto(`/#${await linkOf(page, 'fromPosition', start)}`);
    await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
    await personsTurn(page);
    // A friend's game: the side to move is this player's, the other waits.
    await expect(page.locator('.player-role.friend')).toHaveCount(1);
    const [move] = await engine.legalMoves(page);
    await keyboardMove(page, start, move);
    await page.waitForFunction(() => !window.__mancala.animating() && window.__mancala.record().moves.length === 1);
    expect(await page.evaluate(() => document.activeElement.closest('.board') !== null)).toBe(true);
  });

  test('after starting a game from the new-game dialog and from the first screen, the focus is on the board', async ({ page }) => {
    await openPage(page);
    await page.click('#new-game-button');
    const dialog = page.locator('#new-game-dialog');
    await dialog.locator('input[name=game][value="hus"]').check();
    await dialog.locator('button[type=submit]').click();
    await expect(dialog).toBeHidden();
    await personsTurn(page);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('pit-button'))).toBe(true);
    await page.click('#games-button');
    await page.locator('.welcome-game[data-game=giuthi] [data-choice=computer]').click();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await personsTurn(page);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('pit-button'))).toBe(true);
  });
});

test.describe('the kiosk', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  async function openKiosk(page, query) {
    await page.clock.install();
    await page.goto(query);
    await expect(page.locator('body.ready')).toBeVisible();
    await expect(page.locator('.kiosk-touch')).toBeVisible();
  }

  // Every link on the page that would take a visitor elsewhere.
  const linksOut = (page) =>
    page.evaluate(() => [...document.querySelectorAll('a[href]')].map((link) => `${link.className}: ${link.getAttribute('href')}`));

  test('no link or way out of kiosk mode in any mode: first screen, game, puzzles, lessons', async ({ page }) => {
    await openKiosk(page, '/?kiosk=1');
    const start = await page.evaluate(() => [window.location.href, window.history.length]);
    await page.locator('.kiosk-touch').click();
    await expect(page.locator('#first-screen')).toBeVisible();
    expect(await linksOut(page)).toEqual([]);
    await page.locator('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    expect(await linksOut(page)).toEqual([]);
    await page.click('#puzzles-button');
    await expect(puzzlePanel(page).locator('.puzzle-number')).toContainText('Puzzle 1 of');
    expect(await linksOut(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    await expect(puzzlePanel(page).locator('.puzzle-number')).toContainText('Puzzle 2 of');
    expect(await linksOut(page)).toEqual([]);
    await page.click('#learn-button');
    await expect(page.locator('#learn-dialog')).toBeVisible();
    expect(await linksOut(page)).toEqual([]);
    await page.locator('#learn-dialog').getByRole('button', { name: 'Learn to play Hus' }).click();
    await expect(lessonPanel(page)).toBeVisible();
    expect(await linksOut(page)).toEqual([]);
    // The address never changed, and nothing was kept on the device.
    expect(await page.evaluate(() => [window.location.href, window.history.length])).toEqual(start);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  test('a visitor may open the analysis only where the museum asked for it (analysis=1)', async ({ page }) => {
    await openKiosk(page, '/?kiosk=1&game=giuthi');
    await page.locator('.kiosk-touch').click();
    await expect(page.locator('.kiosk-touch')).toBeHidden();
    await expect(page.locator('#new-game-button')).toBeVisible();
    await expect(page.locator('#analysis-button')).toBeHidden();
    await openKiosk(page, '/?kiosk=1&game=giuthi&analysis=1');
    await page.locator('.kiosk-touch').click();
    await expect(page.locator('.kiosk-touch')).toBeHidden();
    await expect(page.locator('#analysis-button')).toBeVisible();
    await page.click('#analysis-button');
    await expect(page.locator('.analysis-panel')).toBeVisible();
    // The next visitor finds it closed.
    await page.getByRole('button', { name: 'Next visitor' }).click();
    await expect(page.locator('.kiosk-touch')).toBeVisible();
    await expect(page.locator('.analysis-panel')).toBeHidden();
  });

  // What a visitor finds: the device's storage, the settings, and every
  // mode as it opens (the puzzles' marks and streak and the puzzle they
  // start at, the lessons' menu and the step a lesson starts at). Read by visiting each as a visitor does, ending with "Next
  // visitor".
  async function visitorFinds(page) {
    const found = {};
    found.storage = await page.evaluate(async () => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      databases: (await indexedDB.databases()).map((db) => db.name),
      caches: await caches.keys(),
    }));
    found.address = await page.evaluate(() => window.location.href);
    await page.locator('.kiosk-touch').click();
    await expect(page.locator('.kiosk-touch')).toBeHidden();
    found.settings = await page.evaluate(() =>
      ['language-select', 'speed-select', 'preview-toggle', 'facing-toggle', 'sound-button'].map((id) => {
        const node = document.getElementById(id);
        return node.matches('select') ? node.value : node.matches('input') ? node.checked : node.getAttribute('aria-pressed');
      }),
    );
    found.players = await players(page);
    found.plies = (await engine.record(page)).moves.length;
    await page.click('#puzzles-button');
    const puzzles = puzzlePanel(page);
    await expect(puzzles.locator('.puzzle-number')).toContainText('Puzzle');
    found.puzzles = {
      number: await puzzles.locator('.puzzle-number').textContent(),
      streak: await puzzles.locator('.puzzle-streak').textContent(),
      all: await puzzles.locator('summary').textContent(),
      marks: await puzzles.locator('.puzzle-item').evaluateAll((items) => items.map((item) => item.dataset.mark)),
      verdict: await puzzles.locator('.puzzle-verdict').textContent(),
    };
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await expect(puzzles).toBeHidden();
    await page.click('#learn-button');
    const menu = page.locator('#learn-dialog');
    await expect(menu).toBeVisible();
    found.lessons = await menu.locator('.learn-state').allTextContents();
    await menu.locator('.learn-choice', { hasText: 'Giuthi' }).locator('.button').click();
    await expect(lessonPanel(page)).toBeVisible();
    found.lessonStep = await lessonPanel(page).locator('.learn-count').textContent();
    await lessonPanel(page).getByRole('button', { name: 'Leave the lesson' }).click();
    await expect(lessonPanel(page)).toBeHidden();
    const next = page.getByRole('button', { name: 'Next visitor' });
    await expect(next).toBeVisible();
    await next.click();
    await expect(page.locator('.kiosk-touch')).toBeVisible();
    await expect(next).toBeHidden();
    return found;
  }

  test('a whole visitor (game, lesson, puzzles, settings), then the idle reset: the next visitor finds a fresh kiosk', async ({ page }) => {
    test.setTimeout(120_000);
    await openKiosk(page, '/?kiosk=1&game=giuthi&opponent=computer&level=beginner&idle=30');
    const fresh = await visitorFinds(page);
    expect(fresh.puzzles.number).toContain('Puzzle 1 of');
    expect(fresh.storage.local).toEqual([]);

    // A visitor: their settings, a move of a game, a lesson's first steps,
    // a puzzle solved and one failed.
    await page.locator('.kiosk-touch').click();
    await page.selectOption('#speed-select', 'instant');
    await page.locator('#preview-toggle').check();
    await personsTurn(page);
    const [move] = await engine.legalMoves(page);
    await playMove(page, await engine.position(page), move, clickCanvasPit);
    await expect.poll(async () => (await engine.record(page)).moves.length).toBeGreaterThan(1);
    await page.click('#learn-button');
    await page.locator('#learn-dialog .learn-choice', { hasText: 'Giuthi' }).locator('.button').click();
    const lesson = lessonOf('giuthi');
    await playMove(page, lesson.steps[0].position ?? lesson.steps[0].record.start, lesson.steps[0].answers?.[0] ?? lesson.steps[0].example, clickCanvasPit);
    await expect(lessonPanel(page).locator('.learn-lead')).toHaveText('Right!');
    await lessonPanel(page).getByRole('button', { name: 'Next step' }).click();
    await expect(lessonPanel(page).locator('.learn-count')).toHaveText(`Step 2 of ${lesson.steps.length}`);
    await page.click('#puzzles-button');
    const [first, second] = puzzlesOf('giuthi').puzzles;
    for (const ply of first.line) {
      if (ply.by !== 'learner') continue;
      await personsTurn(page);
      await playMove(page, await engine.position(page), ply.move, clickCanvasPit);
    }
    await expect(page.locator('.puzzle-verdict')).toContainText('Solved!');
    await expect(puzzlePanel(page).locator('.puzzle-streak')).toContainText('Streak: 1');
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    await personsTurn(page);
    const right = second.line[0].move;
    const wrong = (await engine.legalMoves(page)).find((candidate) => JSON.stringify(candidate) !== JSON.stringify(right));
    await playMove(page, await engine.position(page), wrong, clickCanvasPit);
    await expect(puzzlePanel(page).locator('.puzzle-number')).toHaveAttribute('data-mark', 'failed');

    // The visitor walks away: "Still playing?", then the kiosk is reset.
    await page.clock.runFor(31_000);
    await expect(page.locator('dialog.kiosk-countdown')).toBeVisible();
    await page.clock.runFor(21_000);
    await expect(page.locator('.kiosk-touch')).toBeVisible();
    await expect(page.locator('.puzzle-panel')).toBeHidden();
    await expect(lessonPanel(page)).toBeHidden();

    expect(await visitorFinds(page)).toEqual(fresh);
  });
});

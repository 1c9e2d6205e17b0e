// Helpers for the game page's browser tests (tests/e2e/game-*.spec.mjs).
// They drive the page as a person does, through the DOM mirror of the board
// (one button per pit) and the canvas, and read the engine's state only
// through the page's read-only `window.__mancala` handle.

import { expect, nativeEngine, test } from './support/index.mjs';

// `test` fails on any console error or page error (tests/e2e/support).
export { expect, test };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

// Opens the page on a fresh game; `speed` is set through the page's control.
export async function openPage(page, { speed = 'instant' } = {}) {
  await openBoard(page);
  await page.selectOption('#speed-select', speed);
}

// Opens `url` onto its board. Without a game in progress the page shows a
// newcomer's first screen (www/welcome/): it is passed as by one who picks
// Giuthi with a friend, the board the page opened on before it had a first
// screen (tests/e2e/first-screen.spec.mjs tests the screen itself).
export async function openBoard(page, url = '/') {
  await page.goto(url);
  await expect(page.locator('body.ready')).toBeVisible();
  // The page is ready once its first view is there: the board or the games.
  if (await page.locator('#first-screen').count()) {
    await page.locator('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
    await expect(page.locator('#first-screen')).toHaveCount(0);
  }
}

// On a phone the dock folds its less used controls (the analysis, the
// sound, the settings) behind More: a person presses it to reach them.
export async function unfoldControls(page) {
  const more = page.locator('#more-button');
  if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

// Picks a language from the page's menu. The page reloads in it: the old
// page, still ready, must not be taken for the new one.
export async function chooseLanguage(page, code) {
  await Promise.all([page.waitForEvent('load'), page.selectOption('#language-select', code)]);
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

// Starts a game through the new-game dialog. `board` is the label of the
// board option (a preset), or {holes, seeds} for a custom board.
export async function newGame(page, { game, board, starter, names } = {}) {
  await page.click('#new-game-button');
  const dialog = page.locator('#new-game-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator(`input[name=game][value="${game}"]`).check();
  if (typeof board === 'string') {
    await dialog.locator('#new-game-board').selectOption({ label: board });
  } else if (board) {
    await dialog.locator('#new-game-board').selectOption('custom');
    await dialog.locator('#new-game-holes').selectOption(String(board.holes));
    if (board.seeds) await dialog.locator('#new-game-seeds').selectOption(String(board.seeds));
  }
  if (starter !== undefined) await dialog.locator(`input[name=starter][value="${starter}"]`).check();
  if (names) {
    await dialog.locator('input[name=name0]').fill(names[0]);
    await dialog.locator('input[name=name1]').fill(names[1]);
  }
  await dialog.locator('button[type=submit]').click();
  await expect(dialog).toBeHidden();
  await settle(page);
}

export const engine = {
  position: (page) => page.evaluate(() => window.__mancala.position()),
  legalMoves: (page) => page.evaluate(() => window.__mancala.legalMoves()),
  outcome: (page) => page.evaluate(() => window.__mancala.outcome()),
  record: (page) => page.evaluate(() => window.__mancala.record()),
};

// Waits until no move is being animated and the page is either waiting for
// a move or showing a finished game.
export async function settle(page) {
  await page.waitForFunction(
    () => !window.__mancala.animating() && (window.__mancala.waiting() || window.__mancala.outcome() !== null),
  );
}

// The counts the board's DOM mirror announces, pit by pit.
export async function mirrorCounts(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.pit-button')]
      .sort((a, b) => Number(a.dataset.pit) - Number(b.dataset.pit))
      .map((button) => {
        const match = /(\d+) (seed|warrior)s?/.exec(button.getAttribute('aria-label'));
        return match ? Number(match[1]) : null;
      }),
  );
}

export async function expectMirrorMatchesEngine(page) {
  const position = await engine.position(page);
  expect(await mirrorCounts(page)).toEqual(position.pits);
}

export function pitButton(page, pit) {
  return page.locator(`.pit-button[data-pit="${pit}"]`);
}

// Activates a pit the way a screen reader does (the mirror's button).
export async function pressPit(page, pit) {
  await pitButton(page, pit).dispatchEvent('click');
}

// Clicks the canvas at the middle of a pit, as a mouse or finger does.
export async function clickCanvasPit(page, pit) {
  const canvas = page.locator('canvas.board-canvas');
  const box = await pitButton(page, pit).boundingBox();
  const origin = await canvas.boundingBox();
  await canvas.click({ position: { x: box.x - origin.x + box.width / 2, y: box.y - origin.y + box.height / 2 } });
}

// The board pit a legal move starts from.
export function movePit(position, move) {
  return position.game === 'hus' ? move.pit + position.to_move * 2 * position.holes : move.pit;
}

// Plays one move through the page's controls: the pit, then Giuthi's
// direction or Kiothi's count. `activate` chooses how the pit is pressed.
export async function playMove(page, position, move, activate = pressPit) {
  if (move.empty) {
    await playOpening(page, move.empty, move.place);
    return;
  }
  await activate(page, movePit(position, move));
  if (position.game === 'giuthi') {
    await page.locator(`.picker-arrow[data-dir="${move.dir}"]`).click();
  } else if (position.game === 'kiothi') {
    // A pit that offers more than one count opens the count picker, whose
    // code may still be on its way when the pit is pressed: the engine
    // says whether it will come, so that no wait guesses at the machine.
    const legal = nativeEngine('moves', JSON.stringify(position));
    if (!Array.isArray(legal)) throw new Error(`the engine lists no moves of ${JSON.stringify(position)}: ${legal.error}`);
    if (legal.filter((other) => other.pit === move.pit).length > 1) {
      const picker = page.locator('.count-picker');
      await picker.waitFor();
      const fewer = picker.getByRole('button', { name: 'Fewer' });
      while (!(await picker.locator('.picker-count').textContent()).startsWith(`Lift ${move.count} `)) {
        await fewer.click();
      }
      await picker.locator('.picker-go').click();
    }
  }
}

// Kiothi's opening through its panel: choose the two boma, then place the
// warriors of `place` one by one.
export async function playOpening(page, empty, place) {
  for (const pit of empty) await pressPit(page, pit);
  const panel = page.locator('#opening-panel');
  await panel.getByRole('button', { name: '1', exact: true }).click();
  for (let pit = 0; pit < place.length; pit++) {
    for (let k = 0; k < place[pit]; k++) await pressPit(page, pit);
  }
  await panel.getByRole('button', { name: 'Confirm' }).click();
}

// A random opening: two of the mover's occupied boma, their warriors
// spread at random over the board.
export function randomOpening(position, random) {
  const own = position.to_move === 0 ? [0, 10] : [10, 20];
  const occupied = [];
  for (let pit = own[0]; pit < own[1]; pit++) if (position.pits[pit] > 0) occupied.push(pit);
  const first = occupied[Math.floor(random() * occupied.length)];
  const rest = occupied.filter((pit) => pit !== first);
  const second = rest[Math.floor(random() * rest.length)];
  const lifted = position.pits[first] + position.pits[second];
  const place = new Array(20).fill(0);
  for (let k = 0; k < lifted; k++) place[Math.floor(random() * 20)] += 1;
  return { empty: [first, second], place };
}

// A small seeded generator, so that a failing random game can be replayed.
export { seededRandom } from '../../tools/seeded-random.mjs';

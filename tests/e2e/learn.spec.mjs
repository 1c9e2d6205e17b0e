// The lessons (www/learn/): a whole lesson of each game done by clicking
// the board as a person does, a wrong answer explained with the board
// left as it was, progress kept over a reload, the lessons' menu and links,
// the rules dialog's button, the embed's `learn=GAME`, and a lesson done
// through the screen reader's mirror alone.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DESKTOP,
  PHONE,
  clickCanvasPit,
  engine,
  expect,
  mirrorCounts,
  newGame,
  playMove,
  pressPit,
  screenshot,
  settle,
  test,
  openBoard,
} from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';

const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];
const lessonOf = (game) => JSON.parse(readFileSync(join(REPO_ROOT, 'www', 'learn', 'lessons', `${game}.json`), 'utf8'));
const english = (key) => {
  const text = readFileSync(join(REPO_ROOT, 'www', 'i18n', 'learn', 'en.js'), 'utf8');
  const match = new RegExp(`'${key.replace(/[.]/g, '\\.')}':\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(text);
  return match[1].replace(/\\'/g, "'");
};

const panel = (page) => page.locator('.learn-panel');

async function openLesson(page, game, path = '/') {
  await page.goto(`${path}?learn=${game}`);
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(panel(page)).toBeVisible();
  await page.selectOption('#speed-select', 'instant').catch(() => {});
}

async function expectStep(page, index, steps) {
  await expect(panel(page).locator('.learn-count')).toHaveText(`Step ${index + 1} of ${steps}`);
}

// The step's position, or its record's start: the same game and board,
// which is all playMove reads (South always answers).
function startPosition(step) {
  return step.position ?? step.record.start;
}

// Does the step's task the way a person does: the pit on the board (or its
// mirror button), Giuthi's direction, Kiothi's count or opening, the
// landing pit, "Show me"; then on to the next step (`keyboard`: by Enter on
// the button that took the focus).
async function doStep(page, step, activate, { keyboard = false } = {}) {
  if (step.task === 'move') {
    const move = step.answers?.[0] ?? step.example;
    await playMove(page, startPosition(step), move, activate);
  } else if (step.task === 'landing') {
    await activate(page, step.answer);
  } else if (step.task === 'watch' && step.move) {
    const showMe = panel(page).getByRole('button', { name: 'Show me' });
    if (keyboard) {
      await expect(showMe).toBeFocused();
      await page.keyboard.press('Enter');
    } else await showMe.click();
  }
  await expect(panel(page).locator('.learn-feedback.wrong')).toBeHidden();
  if (step.task !== 'watch') await expect(panel(page).locator('.learn-feedback')).toHaveText('Right!');
  const next = panel(page).getByRole('button', { name: 'Next step' });
  if (keyboard) {
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  } else await next.click();
}

for (const game of GAMES) {
  test(`the ${game} lesson can be done from the first step to the game against the computer`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openBoard(page);
    await page.selectOption('#speed-select', 'instant');
    // From the top bar's menu, as a visitor finds it.
    await page.click('#learn-button');
    const menu = page.locator('#learn-dialog');
    await expect(menu).toBeVisible();
    const name = { giuthi: 'Giuthi', kiothi: 'Kiothi', 'en-gehe': 'En Gehé', hus: 'Hus' }[game];
    const entry = menu.getByRole('link', { name: `Learn to play ${name}` });
    await expect(entry).toHaveAttribute('href', new RegExp(`\\?learn=${game}$`));
    await entry.click();
    await expect(menu).toBeHidden();
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?learn=${game}$`));
    const lesson = lessonOf(game);
    const steps = lesson.steps.length;
    for (const [index, step] of lesson.steps.entries()) {
      await expectStep(page, index, steps);
      await expect(panel(page).locator('.learn-text')).toHaveText(english(`learn.${game}.${step.id}.text`));
      if (step.note) await expect(panel(page).locator('.learn-note')).toContainText('Tradition:');
      if (step.decision) await expect(panel(page).locator('.learn-decision')).toContainText('The project’s decision:');
      if (step.task === 'game') break;
      await doStep(page, step, clickCanvasPit);
    }
    await panel(page).getByRole('button', { name: 'Play against the beginner computer' }).click();
    await expect(panel(page)).toBeHidden();
    await settle(page);
    expect(await page.evaluate(() => window.__mancala.players())).toEqual(['person', 'beginner']);
    expect((await engine.position(page)).game).toBe(game);
    await expect(page).not.toHaveURL(/learn=/);
    // The menu says the lesson is finished.
    await page.click('#learn-button');
    await expect(page.locator('#learn-dialog .learn-choice', { hasText: name })).toContainText('Finished');
  });
}

test('a wrong answer is explained, leaves the board as it was, and may be tried again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLesson(page, 'giuthi');
  const lesson = lessonOf('giuthi');
  // Step 2: where does the last seed land? A wrong pit, then the right one.
  await doStep(page, lesson.steps[0], clickCanvasPit);
  await expectStep(page, 1, lesson.steps.length);
  const before = await mirrorCounts(page);
  await clickCanvasPit(page, lesson.steps[1].answer + 1);
  const feedback = panel(page).locator('.learn-feedback.wrong');
  await expect(feedback).toHaveText(english('learn.giuthi.direction.wrong'));
  expect(await mirrorCounts(page)).toEqual(before);
  await expect(panel(page).getByRole('button', { name: 'Next step' })).toBeDisabled();
  await screenshot(page, 'learn-wrong-desktop');
  await clickCanvasPit(page, lesson.steps[1].answer);
  await expect(panel(page).locator('.learn-feedback')).toHaveText('Right!');
  await panel(page).getByRole('button', { name: 'Next step' }).click();
  // Step 3 asks for counter-clockwise: clockwise is explained and refused.
  const relay = lesson.steps[2];
  await playMove(page, relay.position, { pit: 8, dir: 'cw' }, clickCanvasPit);
  await expect(feedback).toHaveText(english('learn.giuthi.relay.wrong'));
  expect(await mirrorCounts(page)).toEqual(relay.position.pits);
  await playMove(page, relay.position, relay.answers[0], clickCanvasPit);
  await expect(panel(page).locator('.learn-feedback')).toHaveText('Right!');
  // The board shows the engine's position after the move.
  expect(await mirrorCounts(page)).not.toEqual(relay.position.pits);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the explanation of a wrong answer does not scroll the board away', async ({ page }) => {
    await openLesson(page, 'giuthi');
    const lesson = lessonOf('giuthi');
    // Next is pressed further down the page than the board.
    await doStep(page, lesson.steps[0], pressPit);
    const boardTop = () => page.evaluate(() => Math.round(document.querySelector('.board').getBoundingClientRect().top));
    const before = await boardTop();
    const pit = await page.locator(`.pit-button[data-pit="${lesson.steps[1].answer + 1}"]`).boundingBox();
    await page.touchscreen.tap(pit.x + pit.width / 2, pit.y + pit.height / 2);
    await expect(panel(page).locator('.learn-feedback.wrong')).toBeVisible();
    expect(await boardTop()).toBe(before);
  });
});

test('a lesson is resumed where it was left, after a reload and after leaving it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLesson(page, 'hus');
  const lesson = lessonOf('hus');
  await doStep(page, lesson.steps[0], clickCanvasPit);
  await doStep(page, lesson.steps[1], clickCanvasPit);
  await expectStep(page, 2, lesson.steps.length);
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expectStep(page, 2, lesson.steps.length);
  // Left: the game comes back; opened again from the rules dialog: the same step.
  await panel(page).getByRole('button', { name: 'Leave the lesson' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page).not.toHaveURL(/learn=/);
  await settle(page);
  await page.click('#rules-button');
  const rules = page.locator('#rules-dialog');
  await rules.getByRole('tab', { name: 'Hus' }).click();
  await rules.getByRole('button', { name: 'Learn Hus by playing' }).click();
  await expect(rules).toBeHidden();
  await expectStep(page, 2, lesson.steps.length);
  await panel(page).getByRole('button', { name: 'Previous step' }).click();
  await expectStep(page, 1, lesson.steps.length);
  // A step done before may be passed again without redoing it.
  await expect(panel(page).getByRole('button', { name: 'Next step' })).toBeEnabled();
});

test('a new game started during a lesson takes the board back, the lesson kept for later', async ({ page }) => {
  await openLesson(page, 'giuthi');
  const lesson = lessonOf('giuthi');
  await doStep(page, lesson.steps[0], pressPit);
  await newGame(page, { game: 'hus' });
  await expect(panel(page)).toBeHidden();
  await expect(page).not.toHaveURL(/learn=/);
  expect((await engine.position(page)).game).toBe('hus');
  expect(await mirrorCounts(page)).toEqual((await engine.position(page)).pits);
  await page.click('#learn-button');
  await expect(page.locator('#learn-dialog .learn-choice', { hasText: 'Giuthi' })).toContainText('Step 2 of 9');
});

test('a whole lesson can be done through the accessible mirror, going on by keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openLesson(page, 'kiothi');
  const lesson = lessonOf('kiothi');
  for (const [index, step] of lesson.steps.entries()) {
    await expectStep(page, index, lesson.steps.length);
    if (step.task === 'game') break;
    await doStep(page, step, pressPit, { keyboard: true });
  }
  await expect(panel(page).getByRole('button', { name: 'Play against the beginner computer' })).toBeFocused();
});

test('a landing question takes any pit, by the mirror too', async ({ page }) => {
  await openLesson(page, 'en-gehe');
  const lesson = lessonOf('en-gehe');
  await doStep(page, lesson.steps[0], pressPit);
  await doStep(page, lesson.steps[1], pressPit);
  const step = lesson.steps[2];
  expect(step.task).toBe('landing');
  // Every pit is a button one can press to answer, North's too.
  await expect(page.locator('.pit-button[aria-disabled="false"]')).toHaveCount(step.position.pits.length);
  await pressPit(page, step.position.pits.length - 1);
  await expect(panel(page).locator('.learn-feedback.wrong')).toHaveText(english('learn.en-gehe.relay.wrong'));
  await pressPit(page, step.answer);
  await expect(panel(page).locator('.learn-feedback')).toHaveText('Right!');
});

test('the embed opens a lesson with learn=GAME', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 640 });
  await page.goto('/embed.html?learn=kiothi&speed=instant');
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(panel(page)).toBeVisible();
  const lesson = lessonOf('kiothi');
  await expectStep(page, 0, lesson.steps.length);
  await doStep(page, lesson.steps[0], pressPit);
  await expectStep(page, 1, lesson.steps.length);
  await doStep(page, lesson.steps[1], pressPit);
  await expectStep(page, 2, lesson.steps.length);
  // The frame's heading names the lesson's game, and the game's again when
  // the lesson is left.
  await expect(page.locator('#game-title')).toHaveText('Kiothi');
  await panel(page).getByRole('button', { name: 'Leave the lesson' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.locator('#game-title')).toHaveText('Giuthi');
  // The embed keeps nothing: a reload starts the lesson again.
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expectStep(page, 0, lesson.steps.length);
});

test('the lesson panel has its words in Swedish and Kiswahili', async ({ page }) => {
  await page.goto('/?learn=giuthi&lang=sv');
  await expect(panel(page).locator('.learn-count')).toHaveText('Steg 1 av 9');
  await page.goto('/?learn=giuthi&lang=sw');
  await expect(panel(page).locator('.learn-count')).toHaveText('Hatua 1 kati ya 9');
  await expect(panel(page).getByRole('button', { name: 'Ondoka kwenye somo' })).toBeVisible();
});

test('the top bar keeps its six buttons, Games, Learn and Puzzles among them, within a 360 px phone in every language', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'sv', 'sw']) {
    await openBoard(page, `/?lang=${lang}`);
    const facts = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      boxes: [...document.querySelectorAll('.topbar-actions .button')].map((b) => b.getBoundingClientRect().toJSON()),
    }));
    expect(facts.width, lang).toBeLessThanOrEqual(360);
    expect(facts.boxes.length).toBe(6);
    for (const box of facts.boxes) expect(box.right, lang).toBeLessThanOrEqual(360);
    // One row, or two when the words are long: never a button to a row.
    expect(new Set(facts.boxes.map((box) => Math.round(box.top))).size, lang).toBeLessThanOrEqual(2);
  }
});

test('a lesson and the puzzles take turns with the board: opening one puts the other aside', async ({ page }) => {
  await openLesson(page, 'giuthi');
  await page.click('#puzzles-button');
  await expect(page.locator('#puzzle-heading')).toBeVisible();
  await expect(panel(page)).toBeHidden();
  await page.click('#learn-button');
  await page.locator('#learn-dialog .learn-choice', { hasText: 'Hus' }).getByRole('link').click();
  await expect(panel(page)).toBeVisible();
  await expect(page.locator('#puzzle-heading')).toBeHidden();
  await expect(page.locator('#game-title')).toHaveText('Hus');
});

test('saved progress that is not what it should be, or a lesson that does not exist, breaks nothing', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('mancala.lessons', '{"giuthi": {"step": 99, "done": "all"}, "hus": 7');
    }
  });
  await openLesson(page, 'giuthi');
  await expectStep(page, 0, lessonOf('giuthi').steps.length);
  await page.goto('/?learn=chess');
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  await expect(panel(page)).toBeHidden();
  expect(await mirrorCounts(page)).toEqual((await engine.position(page)).pits);
});

test("Hus's lesson: South, left with two seeds against five singles, wins, and the result gives the winner's seeds first", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLesson(page, 'hus');
  const lesson = lessonOf('hus');
  const lose = lesson.steps.findIndex((step) => step.id === 'lose');
  for (const step of lesson.steps.slice(0, lose)) await doStep(page, step, clickCanvasPit);
  const step = lesson.steps[lose];
  await playMove(page, startPosition(step), step.answers[0], clickCanvasPit);
  await expect(page.locator('#status')).toContainText('South wins, 2 to 5.');
});

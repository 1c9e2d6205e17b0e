// The lessons (www/learn/): a whole lesson of each game done by clicking
// the board as a person does, each right move told what it did and each
// wrong one why it is wrong (both from the engine's trace), with the board
// left as it was, progress kept over a reload, the lessons' menu and links,
// the rules dialog's button, the embed's `learn=GAME`, and a lesson done
// through the screen reader's mirror alone.

import { readFileSync } from 'node:fs';
import { WasmGame, boardTopology, initSync } from '../../www/pkg/mancala.js';
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
  playOpening,
  pressPit,
  settle,
  test,
  openBoard,
} from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';

initSync({ module: readFileSync(join(REPO_ROOT, 'www', 'pkg', 'mancala_bg.wasm')) });

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

// The engine's trace of `move` from the step's start (this test's own
// engine, not the page's).
function traceOf(step, move) {
  const game = WasmGame.fromRecord(step.record ?? { start: step.position, moves: [] });
  try {
    return game.play(move);
  } finally {
    game.free();
  }
}

// How the learner hears a pit named: "your pit 3", "North’s inner hole 2".
function pitWords(position, pit) {
  const cell = boardTopology(position.game, position.holes).cells[pit];
  const kind = position.game === 'kiothi' ? 'boma' : cell.ring ? `${cell.ring} hole` : 'pit';
  return `${cell.side === 0 ? 'your' : 'North’s'} ${kind} ${cell.number}`;
}

// The facts a move's words must state: how many laps, and where the last seed fell.
function lapsAndLanding(position, trace) {
  const laps = trace.laps.length;
  const last = trace.laps.at(-1).drops.at(-1);
  return [laps === 1 ? 'One lap' : `${laps} laps`, `fell into ${pitWords(position, last)}.`];
}

async function expectTold(page, kind, facts) {
  const feedback = panel(page).locator(`.learn-feedback.${kind}`);
  await expect(feedback).toBeVisible();
  for (const fact of facts) await expect(feedback).toContainText(fact);
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
  // A right move is praised and told what it did; a move shown is told, not praised.
  const move = step.task === 'landing' || step.task === 'watch' ? step.move : (step.answers?.[0] ?? step.example);
  if (move) {
    const lead = step.task === 'watch' ? 'Here is the move.' : 'Right!';
    await expect(panel(page).locator('.learn-lead')).toHaveText(lead);
    const trace = traceOf(step, move);
    await expectTold(page, step.task === 'watch' ? 'shown' : 'right', trace.opening ? ['emptied boma'] : lapsAndLanding(startPosition(step), trace));
  }
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
  // The learner's pit 1, which the first lap passes on its way to the last seed's pit.
  const direction = lesson.steps[1];
  await clickCanvasPit(page, direction.answer + 1);
  const feedback = panel(page).locator('.learn-feedback.wrong');
  await expect(feedback).toHaveText(
    `A seed of this move falls into your pit 1 on the way, but not the last one. ${english('learn.giuthi.direction.wrong.count')}`,
  );
  expect(await mirrorCounts(page)).toEqual(before);
  await expect(panel(page).getByRole('button', { name: 'Next step' })).toBeDisabled();
  // A pit no seed of it reaches.
  await clickCanvasPit(page, 0);
  await expect(feedback).toContainText('No seed of this move falls into North’s pit 1.');
  await clickCanvasPit(page, direction.answer);
  await expect(panel(page).locator('.learn-lead')).toHaveText('Right!');
  await panel(page).getByRole('button', { name: 'Next step' }).click();
  // Step 3 asks for the way that relays: the other is explained and refused.
  const relay = lesson.steps[2];
  const other = { pit: 8, dir: 'ccw' };
  await playMove(page, relay.position, other, clickCanvasPit);
  await expectTold(page, 'wrong', [...lapsAndLanding(relay.position, traceOf(relay, other)), english('learn.giuthi.relay.wrong.noRelay')]);
  expect(await mirrorCounts(page)).toEqual(relay.position.pits);
  await playMove(page, relay.position, relay.answers[0], clickCanvasPit);
  await expectTold(page, 'right', ['Right!', '3 laps, each relay turning back the other way', 'fell into North’s pit 4.']);
  // The board shows the engine's position after the move.
  expect(await mirrorCounts(page)).not.toEqual(relay.position.pits);
});

for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', PHONE]]) {
test(`Giuthi’s pass: a move that earns an extra move is told so, and that North therefore never passes (${size})`, async ({ page }) => {
  await page.setViewportSize(viewport);
  await openLesson(page, 'giuthi');
  const lesson = lessonOf('giuthi');
  const index = lesson.steps.findIndex((step) => step.id === 'pass');
  for (const step of lesson.steps.slice(0, index)) await doStep(page, step, clickCanvasPit);
  const step = lesson.steps[index];
  // Pit 4's two seeds to the right: they stay in the learner's row.
  const extra = { pit: 9, dir: 'ccw' };
  expect(traceOf(step, extra).extra_move).toBe(true);
  await playMove(page, step.position, extra, clickCanvasPit);
  await expectTold(page, 'wrong', [
    'One lap: the last seed fell into your pit 6.',
    'no seed of the move entered North’s row: you move again.',
    english('learn.giuthi.pass.wrong.extra'),
  ]);
  await expect(panel(page).locator('.learn-feedback')).not.toContainText('North can still move');
  expect(await mirrorCounts(page)).toEqual(step.position.pits);
  const feedback = panel(page).locator('.learn-feedback');
  await playMove(page, step.position, step.answers[0], clickCanvasPit);
  await expectTold(page, 'right', ['Right!', 'fell into North’s pit 5.', 'North is left with no pit of two or more and must pass: you move again.']);
});
}

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

// What of `selector`'s elements lies outside the window, as {what, top, bottom}.
function outOfView(page, selector) {
  return page.evaluate((selector) => {
    const out = [];
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) {
        out.push({ what: element.dataset.pit ? `pit ${element.dataset.pit}` : element.className, top: Math.round(box.top), bottom: Math.round(box.bottom) });
      }
    }
    return out;
  }, selector);
}

for (const game of GAMES) {
  test(`on a phone, each step of the ${game} lesson shows its words and its board together, as it opens`, async ({ browser }) => {
    // Not yet for Kiothi: as its turn begins, the board brings its playable
    // pits above the docked controls' padding (www/board/follow.js's
    // reveal), which in a lesson counts the lesson's panel, and the board's
    // top rows leave the window (issue 51).
    test.fixme(game === 'kiothi', 'the turn’s pits revealed above the lesson’s panel scroll the board’s top away');
    // Ten steps done by tapping, on a loaded machine.
    test.slow();
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openLesson(page, game);
    const lesson = lessonOf(game);
    for (const [index, step] of lesson.steps.entries()) {
      await expectStep(page, index, lesson.steps.length);
      if (step.task === 'game') break;
      await expect(panel(page).locator('.learn-text')).toHaveText(english(`learn.${game}.${step.id}.text`));
      // The step's words (and a landing's question), and every pit of the
      // board they speak of, each whole in the window, without a scroll.
      await expect.poll(() => outOfView(page, '.learn-panel :is(.learn-text, .learn-task)')).toEqual([]);
      await expect(page.locator('.pit-button')).toHaveCount(startPosition(step).pits.length);
      await expect.poll(() => outOfView(page, '.pit-button')).toEqual([]);
      await doStep(page, step, pressPit);
    }
    await context.close();
  });
}

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
  await expect(page.locator('#learn-dialog .learn-choice', { hasText: 'Giuthi' })).toContainText(`Step 2 of ${lesson.steps.length}`);
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
  await expect(panel(page).locator('.learn-feedback.wrong')).toContainText(english('learn.en-gehe.relay.wrong.relayed'));
  await pressPit(page, step.answer);
  await expect(panel(page).locator('.learn-lead')).toHaveText('Right!');
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
  const steps = lessonOf('giuthi').steps.length;
  await page.goto('/?learn=giuthi&lang=sv');
  await expect(panel(page).locator('.learn-count')).toHaveText(`Steg 1 av ${steps}`);
  await page.goto('/?learn=giuthi&lang=sw');
  await expect(panel(page).locator('.learn-count')).toHaveText(`Hatua 1 kati ya ${steps}`);
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

test("Hus's lesson: South, left with two seeds against five singles, wins, and the result gives the winner's seeds first and says what they count", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLesson(page, 'hus');
  const lesson = lessonOf('hus');
  const lose = lesson.steps.findIndex((step) => step.id === 'lose');
  for (const step of lesson.steps.slice(0, lose)) await doStep(page, step, clickCanvasPit);
  const step = lesson.steps[lose];
  await playMove(page, startPosition(step), step.answers[0], clickCanvasPit);
  await expect(page.locator('#status')).toContainText('South wins, with 2 seeds on the board to 5.');
  // The lesson's words say the same result as the game's status line.
  await expectTold(page, 'right', ['South wins, with 2 seeds on the board to 5.', 'North cannot move and loses.']);
  // This test's engine agrees: South, the winner, has 2 and North 5.
  const game = WasmGame.fromPosition(step.position);
  game.play(step.answers[0]);
  expect(game.outcome()).toMatchObject({ winner: 0, scores: [2, 5] });
  game.free();
});

test('Kiothi: North answers the learner’s own opening, “Show me” shows rather than praises, and losing nki by lifting is explained', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLesson(page, 'kiothi');
  const lesson = lessonOf('kiothi');
  const [opening, nki] = lesson.steps;
  // An opening of the learner's own, not the lesson's example: boma 9 and
  // 10 emptied, and their ten warriors put on North's boma 9 and 10.
  const place = Array(20).fill(0);
  place[18] = 6;
  place[19] = 4;
  await playOpening(page, [8, 9], place);
  await expect(panel(page).locator('.learn-lead')).toHaveText('Right!');
  await expectTold(page, 'right', ['You emptied boma 9 and boma 10 and placed their 10 warriors.']);
  await panel(page).getByRole('button', { name: 'Next step' }).click();
  await expectStep(page, 1, lesson.steps.length);
  // The board is the learner's opening, not the lesson's example, and says so by saying nothing of an example.
  const ownOpening = WasmGame.fromPosition(opening.position);
  ownOpening.play({ empty: [8, 9], place });
  expect(await mirrorCounts(page)).toEqual(ownOpening.position().pits);
  ownOpening.free();
  await expect(panel(page).locator('.learn-example')).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Show me' }).click();
  await expect(panel(page).locator('.learn-lead')).toHaveText('Here is the move.');
  await expect(panel(page).locator('.learn-feedback')).not.toContainText('Right!');
  await expectTold(page, 'shown', ['North emptied boma 9 and boma 10 and placed their 20 warriors.', 'boma are now protected (nki).']);
  // Back after a reload the learner's opening is gone: the example is shown, and said to be one.
  await page.reload();
  await expectStep(page, 1, lesson.steps.length);
  await expect(panel(page).locator('.learn-example')).toHaveText(english('learn.kiothi.nki.example'));
  const example = WasmGame.fromRecord(nki.record);
  expect(await mirrorCounts(page)).toEqual(example.position().pits);
  example.free();
  // The step that practises losing nki: lifting from a protected boma is explained.
  const index = lesson.steps.findIndex((step) => step.id === 'lose-nki');
  await page.evaluate((step) => {
    const saved = JSON.parse(localStorage.getItem('mancala.lessons') ?? '{}');
    localStorage.setItem('mancala.lessons', JSON.stringify({ ...saved, kiothi: { step, done: [], finished: false } }));
  }, index);
  await page.reload();
  await expectStep(page, index, lesson.steps.length);
  const step = lesson.steps[index];
  await playMove(page, step.position, { pit: 7, count: 1 }, clickCanvasPit);
  await expectTold(page, 'wrong', ['Lifting warriors from boma 8 took its protection (nki) away for good.', 'You captured 4 warriors', english('learn.kiothi.lose-nki.wrong.lifted')]);
  expect(await mirrorCounts(page)).toEqual(step.position.pits);
  await playMove(page, step.position, step.answers[0], clickCanvasPit);
  await expect(panel(page).locator('.learn-lead')).toHaveText('Right!');
});

test('a step with a task on the board gives no pit the focus and draws no preview before the learner points', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLesson(page, 'hus');
  const lesson = lessonOf('hus');
  // Step 1 is read, then Next is pressed: the next step asks for the hole of three.
  await doStep(page, lesson.steps[0], clickCanvasPit);
  await expectStep(page, 1, lesson.steps.length);
  const preview = page.locator('#pit-preview-words');
  await expect(preview).toHaveText('');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('pit-button'))).toBe(false);
  await expect(panel(page).locator('.learn-title')).toBeFocused();
  // Pointing at the step's hole draws its preview (the lesson shows it always).
  const loop = lesson.steps[1];
  await page.locator(`.pit-button[data-pit="${loop.answers[0].pit}"]`).focus();
  await expect(preview).not.toHaveText('');
  // By keyboard the same: Enter on Next leaves the focus off the board.
  await page.keyboard.press('Escape');
  await pressPit(page, loop.answers[0].pit);
  await expect(panel(page).getByRole('button', { name: 'Next step' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2, lesson.steps.length);
  expect(await page.evaluate(() => document.activeElement?.classList.contains('pit-button'))).toBe(false);
  await expect(preview).toHaveText('');
});

// `chosen`: the player's own preview setting before the lesson (null: never chosen).
for (const chosen of [null, false]) {
  const title = chosen === null ? 'keeps the move preview on, as it was for every step' : 'leaves the preview off when the player turned it off';
  test(`the game a lesson ends with ${title}`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const steps = lessonOf('en-gehe').steps.length;
    await page.addInitScript(
      ({ last, preview }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('mancala.lessons', JSON.stringify({ 'en-gehe': { step: last, done: [], finished: false } }));
        if (preview !== null) localStorage.setItem('mancala.prefs', JSON.stringify({ preview }));
      },
      { last: steps - 1, preview: chosen },
    );
    await openLesson(page, 'en-gehe');
    const toggle = page.locator('#preview-toggle');
    await expect(toggle).not.toBeChecked();
    await panel(page).getByRole('button', { name: 'Play against the beginner computer' }).click();
    await expect(panel(page)).toBeHidden();
    await settle(page);
    const preview = page.locator('#pit-preview-words');
    await page.locator('.pit-button[data-pit="3"]').focus();
    if (chosen === null) {
      await expect(toggle).toBeChecked();
      await expect(preview).not.toHaveText('');
      // Kept as the player's setting: the next visit's games show it too.
      await page.reload();
      await expect(page.locator('body.ready')).toBeVisible();
      await expect(toggle).toBeChecked();
    } else {
      await expect(toggle).not.toBeChecked();
      await expect(preview).toHaveText('');
    }
  });
}

test('Kiothi: the count picker says why it skips a count, where it skips it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const lesson = lessonOf('kiothi');
  const index = lesson.steps.findIndex((step) => step.id === 'partial');
  await page.addInitScript((step) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('mancala.lessons', JSON.stringify({ kiothi: { step, done: [], finished: false } }));
  }, index);
  await openLesson(page, 'kiothi');
  await expectStep(page, index, lesson.steps.length);
  const step = lesson.steps[index];
  // The boma of four offers 1, 2 and 4: a first lap of three would end in
  // the learner's own occupied boma 9 (this test's engine says 3 is refused).
  expect(() => traceOf(step, { pit: 5, count: 3 })).toThrow();
  await clickCanvasPit(page, 5);
  const picker = page.locator('.count-picker');
  await expect(picker.locator('.picker-note')).toHaveText(
    'You may not lift 3. From boma 6, the first lap would end in boma 9, an occupied boma of your own row.',
  );
  await expect(picker.locator('.picker-note')).toBeInViewport();
  // The counts it offers are the engine's: 2 is lifted as the step asks.
  await picker.getByRole('button', { name: 'Fewer' }).click();
  await expect(picker.locator('.picker-count')).toHaveText('Lift 2 of 4');
  await picker.locator('.picker-go').click();
  await expect(panel(page).locator('.learn-lead')).toHaveText('Right!');
});

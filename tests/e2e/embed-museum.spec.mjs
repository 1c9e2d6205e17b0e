// The museum frame as docs/EMBED.md and the embed dialog give it: a page on
// another origin frames embed.html with the recommended sandbox (no
// allow-same-origin: the frame's origin is opaque, "null"), at every size
// the dialog offers and down to 320 x 480, and a visitor plays as a person
// does: a move against the computer and its answer, the analysis's values,
// every step of a lesson, a puzzle, the kiosk's demonstration, the links
// out, and the messages both ways with the doc's own host code. Framed, the
// embed keeps nothing: no service worker, no cache.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clickCanvasPit, engine, expect, openBoard, playMove, settle, test } from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';
import { stableId } from '../../www/game/puzzle-id.js';
import { startHostPage } from './support/host-page.mjs';
import { frameSandboxed, gameFrame, puzzlesOf, sizeName, solveByClicking } from './support/framed-embed.mjs';

const SIZES = [
  { width: 320, height: 480 },
  { width: 360, height: 560 },
  { width: 640, height: 400 },
  { width: 1200, height: 800 },
];

// docs/EMBED.md's own code blocks: the snippet, the host page and its script.
const EMBED_DOC = readFileSync(join(REPO_ROOT, 'docs', 'EMBED.md'), 'utf8');
function docBlock(after, language) {
  const from = EMBED_DOC.indexOf(after);
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(EMBED_DOC.slice(from));
  return match[1];
}
const DOC_SNIPPET = docBlock('## The snippet', 'html');
const DOC_HOST_PAGE = docBlock('### A host page, complete', 'html');
const DOC_HOST_SCRIPT = docBlock('### A host page, complete', 'js');
const DOC_SANDBOX = /sandbox="([^"]*)"/.exec(DOC_SNIPPET)[1];
// The host's own rule for the frame's class, capping its width.
const DOC_CSS = docBlock('On a wide page, cap the frame', 'css');

const lessonOf = (game) => JSON.parse(readFileSync(join(REPO_ROOT, 'www', 'learn', 'lessons', `${game}.json`), 'utf8'));

// A host page framing `query` sandboxed as the doc says (or as given).
const frameAsDocumented = (page, baseURL, query, size, { sandbox = DOC_SANDBOX } = {}) =>
  frameSandboxed(page, baseURL, query, size, { sandbox });

// What a visitor needs of the board: the frame does not scroll, every pit
// is inside it, at least `minPit` pixels each way, and not covered by
// anything (the element at its middle is the board's), and every control
// shown is inside the frame.
function boardFacts(frame, { minPit = 24 } = {}) {
  return frame.evaluate((minPit) => {
    const root = document.documentElement;
    const inside = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    const pits = [...document.querySelectorAll('.pit-button')];
    const problems = [];
    // En Gehé's long rows scroll inside the board area (a row across it, or
    // turned in a portrait frame, a column down it): the pits scrolled out
    // of it are reached so.
    const board = document.getElementById('board-host');
    const boardBox = board.getBoundingClientRect();
    const nodes = [board, ...board.querySelectorAll('*')];
    const scrollsAcross = nodes.some((node) => node.scrollWidth > node.clientWidth + 1);
    const scrollsDown = nodes.some((node) => node.scrollHeight > node.clientHeight + 1);
    const scrolled = (r) =>
      (scrollsAcross && (r.left < boardBox.left - 0.5 || r.right > boardBox.right + 0.5)) ||
      (scrollsDown && (r.top < boardBox.top - 0.5 || r.bottom > boardBox.bottom + 0.5));
    for (const pit of pits) {
      const r = pit.getBoundingClientRect();
      const name = `pit ${pit.dataset.pit}`;
      if (scrolled(r)) continue;
      if (!inside(r)) problems.push(`${name} outside the frame`);
      if (r.width < minPit || r.height < minPit) problems.push(`${name} ${Math.round(r.width)}x${Math.round(r.height)}`);
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!top?.closest('#board-host')) problems.push(`${name} covered by ${top?.className || top?.tagName}`);
    }
    // A control in a panel that scrolls within itself (the puzzles' list)
    // is reached by scrolling it: the panel must be inside the frame.
    const scroller = (node) => {
      for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowY } = getComputedStyle(up);
        if ((overflowY === 'auto' || overflowY === 'scroll') && up.scrollHeight > up.clientHeight) return up;
      }
      return null;
    };
    for (const control of document.querySelectorAll('button, a[href], select')) {
      if (control.closest('#board-host, dialog:not([open])') || !control.checkVisibility()) continue;
      const shown = scroller(control) ?? control;
      if (!inside(shown.getBoundingClientRect())) problems.push(`control "${control.textContent.trim() || control.title}" outside the frame`);
    }
    return {
      scrolls: root.scrollWidth > innerWidth || root.scrollHeight > innerHeight,
      pits: pits.length,
      problems,
    };
  }, minPit);
}

async function expectPlayableBoard(frame, what) {
  const facts = await boardFacts(frame);
  expect(facts.pits, what).toBeGreaterThan(0);
  expect(facts, what).toMatchObject({ scrolls: false, problems: [] });
}

// No move is being shown (a lesson's board waits for its task, not for a
// move of the game: settle() would wait for ever).
async function stillBoard(frame) {
  await frame.waitForFunction(() => !window.__mancala.animating());
}

// A lesson's step done as a person does: on the board, then Next.
async function doLessonStep(frame, step) {
  const panel = frame.locator('.learn-panel');
  if (step.task === 'move') {
    await playMove(frame, step.position ?? step.record.start, step.answers?.[0] ?? step.example, clickCanvasPit);
  } else if (step.task === 'landing') {
    await clickCanvasPit(frame, step.answer);
  } else if (step.task === 'watch' && step.move) {
    await panel.getByRole('button', { name: 'Show me' }).click();
  }
  // A move shown is told, not praised; a step with nothing to do says nothing.
  if (step.task !== 'watch' || step.move) await expect(panel.locator('.learn-lead')).toHaveText(step.task === 'watch' ? 'Here is the move.' : 'Right!');
  const next = panel.getByRole('button', { name: 'Next step' });
  await expect(next).toBeInViewport({ ratio: 1 });
  await next.click();
}

async function doWholeLesson(frame, game, what) {
  // The visitor scrolls the museum's page to the frame (its heading above
  // leaves the frame's foot below a short window).
  await (await frame.frameElement()).scrollIntoViewIfNeeded();
  const steps = lessonOf(game).steps;
  const panel = frame.locator('.learn-panel');
  for (const [index, step] of steps.entries()) {
    await expect(panel.locator('.learn-count')).toHaveText(`Step ${index + 1} of ${steps.length}`);
    if (step.task === 'game') break;
    await stillBoard(frame);
    await expectPlayableBoard(frame, `${what}, step ${index + 1}`);
    const previous = panel.getByRole('button', { name: 'Previous step' });
    if (index > 0 && (await previous.count())) await expect(previous).toBeInViewport({ ratio: 1 });
    await doLessonStep(frame, step);
  }
  const play = panel.getByRole('button', { name: 'Play against the beginner computer' });
  await expect(play).toBeInViewport({ ratio: 1 });
}

// The computer's answer: North has moved after the visitor's move.
async function computerAnswers(frame) {
  await expect.poll(async () => (await engine.record(frame)).moves.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await settle(frame);
  await expect(frame.locator('#status')).not.toContainText('could not');
}

for (const size of SIZES) {
  test.describe(`framed sandboxed at ${sizeName(size)}`, () => {
    test('a move against the computer and its answer, heard by the host from the opaque origin', async ({ page, baseURL }) => {
      const { host, frame } = await frameAsDocumented(page, baseURL, 'game=giuthi&opponent=computer&level=beginner&speed=instant', size);
      try {
        // The sandbox is in force: the frame's origin is opaque.
        expect(await frame.evaluate(() => self.origin)).toBe('null');
        await settle(frame);
        await expectPlayableBoard(frame, 'a game against the computer');
        const position = await engine.position(frame);
        await playMove(frame, position, (await engine.legalMoves(frame))[0], clickCanvasPit);
        await computerAnswers(frame);
        const record = await engine.record(frame);
        await expect
          .poll(() => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:move').map((m) => m.player)))
          .toEqual(record.moves.map((_, ply) => (ply === 0 ? 0 : 1)).slice(0, record.moves.length));
        expect(await page.evaluate(() => [...new Set(window.receivedOrigins)])).toEqual(['null']);
        await expectPlayableBoard(frame, 'after the computer answered');
      } finally {
        await host.close();
      }
    });

    test('every step of the Giuthi lesson (learn=giuthi) can be done', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { host, frame } = await frameAsDocumented(page, baseURL, 'learn=giuthi&speed=instant', size);
      try {
        await expect(frame.locator('.learn-panel')).toBeVisible();
        await stillBoard(frame);
        await doWholeLesson(frame, 'giuthi', `learn=giuthi at ${sizeName(size)}`);
      } finally {
        await host.close();
      }
    });

    test('the kiosk demonstration moves, and its Touch to play starts a game against the computer', async ({ page, baseURL }) => {
      const { host, frame } = await frameAsDocumented(page, baseURL, 'kiosk=1&game=giuthi&opponent=computer&level=beginner&speed=fast', size);
      try {
        await expect.poll(async () => (await engine.record(frame)).moves.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
        await expect(frame.locator('#status')).not.toContainText('could not');
        await frame.getByRole('button', { name: 'Touch to play' }).click();
        await settle(frame);
        expect((await engine.record(frame)).moves).toEqual([]);
        await expectPlayableBoard(frame, 'a kiosk visitor’s game');
      } finally {
        await host.close();
      }
    });
  });
}

for (const size of [
  { width: 320, height: 480 },
  { width: 344, height: 400 },
]) {
  test(`every game's board is playable in a sandboxed ${sizeName(size)} frame`, async ({ page, baseURL }) => {
    for (const game of ['giuthi', 'kiothi', 'en-gehe', 'hus']) {
      const { host, frame } = await frameAsDocumented(page, baseURL, `game=${game}&speed=instant`, size);
      try {
        await settle(frame);
        await expectPlayableBoard(frame, `${game} at ${sizeName(size)}`);
      } finally {
        await host.close();
      }
    }
  });
}

test('the analysis (analysis=1) shows its values in the sandboxed frame, and answers mancala:analyse', async ({ page, baseURL }) => {
  for (const size of [
    { width: 320, height: 480 },
    { width: 640, height: 400 },
  ]) {
    const { host, frame } = await frameAsDocumented(page, baseURL, 'game=giuthi&analysis=1&speed=instant', size);
    try {
      await expect(frame.locator('.analysis-value')).toContainText(/South|North|draw/, { timeout: 20_000 });
      await expect(frame.locator('.analysis-chip').first()).toBeVisible();
      await expectPlayableBoard(frame, `analysis at ${sizeName(size)}`);
      await page.evaluate(() => window.sendToGame({ type: 'mancala:analyse', options: { ms: 300 } }));
      await expect
        .poll(() => page.evaluate(() => window.received.find((m) => m.type === 'mancala:analysis' || m.type === 'mancala:error') ?? null))
        .toMatchObject({ type: 'mancala:analysis', ply: 0, toMove: 0 });
    } finally {
      await host.close();
    }
  }
});

test('a puzzle is solved by clicking in the sandboxed frame, and "Link to this puzzle" opens it on the main page', async ({
  page,
  baseURL,
}) => {
  const puzzle = puzzlesOf('giuthi')[0];
  const { host, frame } = await frameAsDocumented(page, baseURL, 'puzzles=giuthi&speed=instant', { width: 360, height: 560 });
  try {
    await expect(frame.locator('.puzzle-panel')).toBeVisible();
    await settle(frame);
    await expectPlayableBoard(frame, 'a puzzle');
    await solveByClicking(frame, puzzle);
    // Below the puzzle's buttons: the visitor scrolls the panel to it.
    await frame.locator('.puzzle-panel').hover();
    await page.mouse.wheel(0, 600);
    const link = frame.getByRole('link', { name: 'Link to this puzzle' });
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await frame.evaluate(() => document.scrollingElement.scrollTop)).toBe(0);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(popup).toHaveURL(new RegExp(`\\?puzzle=${stableId('giuthi', puzzle)}$`));
    await expect(popup.locator('body.ready')).toBeVisible();
    await expect(popup.locator('.puzzle-panel')).toBeVisible();
    await popup.close();
  } finally {
    await host.close();
  }
});

test.describe('when the worker cannot load', () => {
  test.use({ expectedConsoleErrors: [/worker\.js|ERR_FAILED/] });

  test('the sandboxed frame says the computer could not choose a move, and waits for nothing', async ({ page, baseURL }) => {
    await page.route('**/www/engine/worker.js', (route) => route.abort());
    const { host, frame } = await frameAsDocumented(page, baseURL, 'game=giuthi&opponent=computer&level=beginner&speed=instant', {
      width: 640,
      height: 400,
    });
    try {
      await settle(frame);
      await playMove(frame, await engine.position(frame), (await engine.legalMoves(frame))[0], clickCanvasPit);
      await expect(frame.locator('#status')).toContainText('The computer could not choose a move');
      expect(await frame.evaluate(async () => (await import('/www/engine/computer.js')).pendingRequests())).toBe(0);
    } finally {
      await host.close();
    }
  });
});

test('"Open full page" opens the game on the main page, against the computer as in the frame', async ({ page, baseURL }) => {
  const { host, frame } = await frameAsDocumented(page, baseURL, 'game=giuthi&opponent=computer&level=beginner&speed=instant', {
    width: 640,
    height: 400,
  });
  try {
    await settle(frame);
    await playMove(frame, await engine.position(frame), (await engine.legalMoves(frame))[2], clickCanvasPit);
    await computerAnswers(frame);
    const moves = (await engine.record(frame)).moves;
    const [popup] = await Promise.all([page.context().waitForEvent('page'), frame.getByRole('link', { name: /Open full page/ }).click()]);
    await expect(popup.locator('body.ready')).toBeVisible();
    await expect.poll(async () => (await engine.record(popup)).moves.slice(0, moves.length)).toEqual(moves);
    expect(await popup.evaluate(() => window.__mancala.players())).toEqual(['person', 'beginner']);
    await popup.close();
  } finally {
    await host.close();
  }
});

test.describe('the doc’s own host page and script', () => {
  for (const size of [
    { width: 360, height: 640 },
    { width: 1200, height: 800 },
  ]) {
    test(`on a page ${size.width} wide: the frame holds a playable board, and the messages go both ways`, async ({ page, baseURL }) => {
      await page.setViewportSize(size);
      const logged = [];
      page.on('console', (message) => {
        if (message.type() === 'log') logged.push(message.text());
      });
      const host = await startHostPage({
        gameOrigin: new URL(baseURL).origin,
        snippet: DOC_HOST_PAGE,
        scripts: { '/mancala-host.js': DOC_HOST_SCRIPT },
        stylesheet: DOC_CSS,
      });
      try {
        await page.goto(host.url);
        const frame = await gameFrame(page);
        const box = await page.locator('iframe').boundingBox();
        expect([Math.round(box.width), Math.round(box.height)]).toEqual([Math.min(640, size.width - 16), 400]);
        await settle(frame);
        await expectPlayableBoard(frame, `the doc's host page at ${size.width}`);
        await expect.poll(() => logged).toContain('ready giuthi');
        const position = await engine.position(frame);
        await playMove(frame, position, (await engine.legalMoves(frame))[0], clickCanvasPit);
        await expect.poll(() => logged.some((text) => text.startsWith('move 1 '))).toBe(true);
        await page.getByRole('button', { name: 'A game of Hus' }).click();
        await expect.poll(() => logged).toContain('ready hus');
        await expect.poll(async () => (await engine.position(frame)).game).toBe('hus');
      } finally {
        await host.close();
      }
    });
  }

  test('the doc’s snippet on a phone-wide page: 344 x 400, a playable board, Kiothi’s opening panel too', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const host = await startHostPage({ gameOrigin: new URL(baseURL).origin, snippet: DOC_SNIPPET });
    try {
      await page.goto(host.url);
      const frame = await gameFrame(page);
      const box = await page.locator('iframe').boundingBox();
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([344, 400]);
      expect((await engine.position(frame)).game).toBe('kiothi');
      await expect(frame.locator('#opening-panel')).toBeVisible();
      await settle(frame);
      await expectPlayableBoard(frame, 'Kiothi’s opening in the doc’s snippet at 344 wide');
    } finally {
      await host.close();
    }
  });
});

// The dialog's snippet, as Copy HTML gives it, for the choices made.
async function dialogSnippet(page, { shape = null, players = null } = {}) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openBoard(page);
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Embed this game…' }).click();
  const dialog = page.locator('.embed-dialog');
  await dialog.getByLabel('A new game of Giuthi on this board').check();
  if (players) await dialog.getByLabel(players).check();
  if (shape) await dialog.getByLabel('Shape').selectOption(shape);
  return dialog.getByLabel('HTML to paste').inputValue();
}

for (const { shape, pageWidth, frameSize } of [
  { shape: null, pageWidth: 360, frameSize: [344, 400] },
  { shape: null, pageWidth: 1200, frameSize: [640, 400] },
  { shape: 'tall', pageWidth: 360, frameSize: [344, 560] },
  { shape: 'tall', pageWidth: 1200, frameSize: [640, 560] },
]) {
  test(`the dialog's ${shape ?? 'default'} snippet on a page ${pageWidth} wide: sandboxed as the doc says, a ${frameSize.join('x')} frame where the computer answers`, async ({
    page,
    baseURL,
  }) => {
    const snippet = await dialogSnippet(page, { shape, players: 'A visitor (South) against the computer' });
    expect(/sandbox="([^"]*)"/.exec(snippet)?.[1]).toBe(DOC_SANDBOX);
    await page.setViewportSize({ width: pageWidth, height: 800 });
    // (The doc's rule for the frame's class in the host's stylesheet.)
    const host = await startHostPage({ gameOrigin: new URL(baseURL).origin, snippet, stylesheet: DOC_CSS });
    try {
      await page.goto(host.url);
      const frame = await gameFrame(page);
      const box = await page.locator('iframe').boundingBox();
      expect([Math.round(box.width), Math.round(box.height)]).toEqual(frameSize);
      await settle(frame);
      await expectPlayableBoard(frame, `the dialog's snippet at ${frameSize.join('x')}`);
      await playMove(frame, await engine.position(frame), (await engine.legalMoves(frame))[1], clickCanvasPit);
      await computerAnswers(frame);
    } finally {
      await host.close();
    }
  });
}

test('every game’s lesson can be done in the smallest frame, 320 x 480, sandboxed', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  for (const game of ['kiothi', 'en-gehe', 'hus']) {
    const { host, frame } = await frameAsDocumented(page, baseURL, `learn=${game}&speed=instant`, { width: 320, height: 480 });
    try {
      await expect(frame.locator('.learn-panel')).toBeVisible();
      await stillBoard(frame);
      await doWholeLesson(frame, game, `learn=${game} at 320x480`);
    } finally {
      await host.close();
    }
  }
});

test('How to play → "Learn by playing" in a 640 x 400 sandboxed frame: every step of the lesson can be done', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { host, frame } = await frameAsDocumented(page, baseURL, 'game=giuthi&speed=instant', { width: 640, height: 400 });
  try {
    await frame.getByRole('button', { name: 'How to play' }).click();
    await frame.getByRole('dialog', { name: 'Giuthi' }).getByRole('button', { name: 'Learn Giuthi by playing' }).click();
    await expect(frame.locator('.learn-panel')).toBeVisible();
    await stillBoard(frame);
    await doWholeLesson(frame, 'giuthi', 'How to play → Learn by playing at 640x400');
  } finally {
    await host.close();
  }
});

test.describe('what the embed tells its host', () => {
  test('ready and move carry the link of the kind LINKS.md gives: computer against the computer, look for a demonstration', async ({
    page,
    baseURL,
  }) => {
    const size = { width: 640, height: 400 };
    const play = (frame, link) =>
      frame.evaluate(async (text) => {
        const { WasmGame } = await import('/www/pkg/mancala.js');
        return WasmGame.fromLink(text).play;
      }, link);
    let { host, frame } = await frameAsDocumented(page, baseURL, 'game=giuthi&opponent=computer&level=beginner&speed=instant', size);
    try {
      await expect.poll(() => page.evaluate(() => window.received.find((m) => m.type === 'mancala:ready') ?? null)).not.toBeNull();
      const ready = await page.evaluate(() => window.received.find((m) => m.type === 'mancala:ready'));
      expect(await play(frame, ready.link)).toMatchObject({ kind: 'computer', side: 1, level: 'beginner' });
      await settle(frame);
      await playMove(frame, await engine.position(frame), (await engine.legalMoves(frame))[0], clickCanvasPit);
      await expect.poll(() => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:move').length)).toBeGreaterThanOrEqual(2);
      for (const move of await page.evaluate(() => window.received.filter((m) => m.type === 'mancala:move'))) {
        expect(await play(frame, move.link)).toMatchObject({ kind: 'computer', side: 1, level: 'beginner' });
      }
    } finally {
      await host.close();
    }
    ({ host, frame } = await frameAsDocumented(page, baseURL, 'game=hus&demo=1&level=random&speed=instant', size));
    try {
      await expect.poll(() => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:move').length)).toBeGreaterThanOrEqual(1);
      const move = await page.evaluate(() => window.received.find((m) => m.type === 'mancala:move'));
      expect(await play(frame, move.link)).toMatchObject({ kind: 'look' });
    } finally {
      await host.close();
    }
  });

  test('a demonstration says ready again when it starts its next game', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // (Unsandboxed here, the same either way: what is tested is the message.)
    const { host } = await frameAsDocumented(page, baseURL, 'game=hus&demo=1&level=random&speed=instant', { width: 640, height: 400 }, { sandbox: null });
    try {
      const count = (type) => page.evaluate((type) => window.received.filter((m) => m.type === type).length, type);
      await expect.poll(() => count('mancala:end'), { timeout: 90_000 }).toBeGreaterThanOrEqual(1);
      await expect.poll(() => count('mancala:ready'), { timeout: 30_000 }).toBe(2);
      const types = await page.evaluate(() => window.received.map((m) => m.type));
      // The second ready comes after the first game's end, before the next game's first move.
      const secondReady = types.lastIndexOf('mancala:ready');
      expect(types.indexOf('mancala:end')).toBeLessThan(secondReady);
      const after = await page.evaluate((from) => window.received.slice(from), secondReady);
      expect(after[0]).toMatchObject({ type: 'mancala:ready', game: 'hus', ply: 0 });
    } finally {
      await host.close();
    }
  });

  test('the embed as a kiosk says ready for each game on its board: the demonstration, a visitor\'s, New game, the next visitor\'s demonstration', async ({
    page,
    baseURL,
  }) => {
    const { host, frame } = await frameAsDocumented(page, baseURL, 'kiosk=1&game=hus&opponent=computer&level=beginner&speed=instant', { width: 640, height: 400 });
    const readies = () => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:ready'));
    const kindOf = (link) =>
      frame.evaluate(async (text) => {
        const { WasmGame } = await import('/www/pkg/mancala.js');
        return WasmGame.fromLink(text).play.kind;
      }, link);
    // At instant speed a demonstration's game may end, and the next begin
    // (each told), before the visitor comes: however many, each a game to
    // look at.
    const kindsOf = async (messages) => Promise.all(messages.map((message) => kindOf(message.link)));
    try {
      await expect.poll(async () => (await readies()).length).toBeGreaterThanOrEqual(1);
      await frame.getByRole('button', { name: 'Touch to play' }).click();
      await expect.poll(async () => kindOf((await readies()).at(-1).link)).toBe('computer');
      const demos = (await readies()).slice(0, -1);
      expect(demos.length).toBeGreaterThanOrEqual(1);
      expect(new Set(await kindsOf(demos))).toEqual(new Set(['look']));
      const visit = demos.length + 1;
      expect((await readies())[visit - 1]).toMatchObject({ game: 'hus', ply: 0, toMove: 0 });
      await settle(frame);
      await playMove(frame, await engine.position(frame), (await engine.legalMoves(frame))[0], clickCanvasPit);
      await frame.getByRole('button', { name: 'New game' }).click();
      await expect.poll(async () => (await readies()).length).toBe(visit + 1);
      expect((await readies())[visit]).toMatchObject({ game: 'hus', ply: 0 });
      await frame.getByRole('button', { name: 'Next visitor' }).click();
      await expect(frame.getByRole('button', { name: 'Touch to play' })).toBeVisible();
      await expect.poll(async () => (await readies()).length).toBeGreaterThanOrEqual(visit + 2);
      expect(await kindOf((await readies())[visit + 1].link)).toBe('look');
    } finally {
      await host.close();
    }
  });

  test('lang=xx is reported as an option not understood', async ({ page, baseURL }) => {
    const { host, frame } = await frameAsDocumented(page, baseURL, 'game=giuthi&lang=xx&theme=purple', { width: 640, height: 400 });
    try {
      await expect
        .poll(() => page.evaluate(() => window.received.find((m) => m.type === 'mancala:error') ?? null))
        .toMatchObject({ reason: 'bad-options', options: ['lang', 'theme'] });
      await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
      // A language it speaks, as a browser tag, is no error.
      await page.evaluate(() => window.sendToGame({ type: 'mancala:set-options', options: { lang: 'sv-SE' } }));
      await expect(frame.locator('html')).toHaveAttribute('lang', 'sv');
      await page.evaluate(() => window.sendToGame({ type: 'mancala:set-options', options: { lang: 'xx' } }));
      await expect
        .poll(() => page.evaluate(() => window.received.filter((m) => m.type === 'mancala:error').at(-1)))
        .toMatchObject({ reason: 'bad-options', options: ['lang'] });
    } finally {
      await host.close();
    }
  });
});

test.describe('framed, it keeps nothing', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a frame on another site (even unsandboxed) registers no service worker and fills no cache', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 700, height: 500 });
    const started = [];
    page.context().on('serviceworker', (worker) => started.push(worker.url()));
    // Without the sandbox the browser would let the frame keep things (in
    // storage partitioned for the museum's site): the game must not.
    const host = await startHostPage({
      gameOrigin: new URL(baseURL).origin,
      embedPath: '/embed.html?game=giuthi&opponent=computer&level=beginner&speed=instant&parentOrigin={HOST}',
    });
    try {
      await page.goto(host.url);
      const frame = await gameFrame(page);
      await settle(frame);
      await playMove(frame, await engine.position(frame), (await engine.legalMoves(frame))[0], clickCanvasPit);
      await computerAnswers(frame);
      // The page would register its worker once loaded and idle
      // (www/offline/offline.js): past two idle periods of the frame, and
      // the registration's own time, it has had every chance.
      const kept = () =>
        frame.evaluate(async () => {
          await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
          await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
          const registrations = await navigator.serviceWorker.getRegistrations();
          return { registrations: registrations.length, caches: await caches.keys(), storage: localStorage.length + sessionStorage.length };
        });
      expect(await kept()).toEqual({ registrations: 0, caches: [], storage: 0 });
      await page.waitForTimeout(2000);
      expect(await kept()).toEqual({ registrations: 0, caches: [], storage: 0 });
      expect(started).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

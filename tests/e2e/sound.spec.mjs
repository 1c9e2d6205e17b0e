// The seeds' sound (www/sound/): a click for every seed sown, a low knock
// for every capture (Hus: every seizure), three notes at the end of a game, heard through a
// stand-in for the Web Audio API that notes each tone's pitch. Nothing
// before a person's first press (no AudioContext at all), nothing once
// muted (and the choice is remembered), and nothing in the embed unless
// it asks for sound (sound=1).

import { clickCanvasPit, engine, expect, newGame, playMove, settle, test } from './game-helpers.mjs';

// Each tone's pitch by kind: a seed's click is high, a capture low, the
// end's three notes in between (www/sound/sound.js).
const KINDS = { click: [1000, 3000], capture: [50, 300], end: [400, 900] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const heard = (window.heard = { contexts: 0, tones: [] });
    const param = () => ({ value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
    const node = (extra) => ({ connect: (next) => next, disconnect() {}, ...extra });
    window.AudioContext = class {
      constructor() {
        heard.contexts += 1;
        this.state = 'running';
        this.currentTime = 0;
        this.destination = node({});
      }
      resume() {
        this.state = 'running';
        return Promise.resolve();
      }
      suspend() {
        this.state = 'suspended';
        return Promise.resolve();
      }
      createGain() {
        return node({ gain: param() });
      }
      createOscillator() {
        let hz = 0;
        return node({
          frequency: { setValueAtTime: (value) => (hz = value) },
          start: () => heard.tones.push(hz),
          stop() {},
          addEventListener() {},
        });
      }
    };
  });
});

// The tones heard so far, counted by kind, and the AudioContexts made.
async function heard(page) {
  const { contexts, tones } = await page.evaluate(() => window.heard);
  const count = (kind) => tones.filter((hz) => hz >= KINDS[kind][0] && hz <= KINDS[kind][1]).length;
  return { contexts, click: count('click'), capture: count('capture'), end: count('end') };
}

// What the moves played so far should sound like, from the engine's own
// traces of them: one click per seed sown, one knock per capture.
function expectedOf(page) {
  return page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const game = WasmGame.fromRecord(window.__mancala.record());
    const traces = game.history();
    game.free();
    let click = 0;
    let capture = 0;
    for (const trace of traces) {
      for (const lap of trace.laps) {
        click += lap.drops.length;
        if (lap.end.type === 'capture' || lap.end.type === 'resow') capture += 1;
      }
      if (trace.sweep) capture += 1;
    }
    return { click, capture };
  });
}

// A legal move that captures, if there is one, else the first: tried on
// copies of the game.
function capturingMove(page) {
  return page.evaluate(async () => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const moves = window.__mancala.legalMoves();
    const captures = (move) => {
      const game = WasmGame.fromRecord(window.__mancala.record());
      const trace = game.play(move);
      game.free();
      return trace.laps.some((lap) => lap.end.type === 'capture' || lap.end.type === 'resow');
    };
    return moves.find(captures) ?? moves[0];
  });
}

test('a click per seed and a knock per capture, nothing before the first press, nothing once muted, remembered', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await expect(page.locator('body.ready')).toBeVisible();
  // Nothing before a press: the newcomer's first screen is silent.
  expect((await heard(page)).contexts).toBe(0);
  await page.locator('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
  await page.selectOption('#speed-select', 'fast');
  await expect(page.locator('#sound-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#sound-button')).toHaveAccessibleName('Sound');

  await newGame(page, { game: 'hus' });
  // Moves until one has captured, each heard to its end.
  for (let moves = 0; moves < 30 && (await expectedOf(page)).capture === 0; moves++) {
    await playMove(page, await engine.position(page), await capturingMove(page), clickCanvasPit);
    await settle(page);
    await expect.poll(async () => (await heard(page)).click).toBe((await expectedOf(page)).click);
  }
  const expected = await expectedOf(page);
  expect(expected.capture).toBeGreaterThan(0);
  await expect.poll(() => heard(page)).toEqual({ contexts: 1, ...expected, end: 0 });

  await page.locator('#sound-button').click();
  await expect(page.locator('#sound-button')).toHaveAttribute('aria-pressed', 'false');
  const muted = await heard(page);
  const [move] = await engine.legalMoves(page);
  await playMove(page, await engine.position(page), move, clickCanvasPit);
  await settle(page);
  expect(await heard(page)).toEqual(muted);

  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.locator('#sound-button')).toHaveAttribute('aria-pressed', 'false');
});

test('the embed is silent unless it asks for sound; with sound=1, nothing before a press, then the end of each game', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/embed.html?game=hus&demo=1&level=random&speed=fast');
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.locator('.sound-button')).toHaveCount(0);
  await page.mouse.click(5, 5);
  await expect.poll(() => page.evaluate(() => window.__mancala.record().moves.length), { timeout: 30_000 }).toBeGreaterThan(2);
  expect(await heard(page)).toEqual({ contexts: 0, click: 0, capture: 0, end: 0 });

  await page.goto('/embed.html?game=hus&demo=1&level=random&speed=fast&sound=1');
  await expect(page.locator('body.ready')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => window.__mancala.record().moves.length), { timeout: 30_000 }).toBeGreaterThan(2);
  expect(await heard(page)).toEqual({ contexts: 0, click: 0, capture: 0, end: 0 });
  // A press; at the instant speed the seeds fall unheard, and each game's
  // end is heard.
  await page.mouse.click(5, 5);
  await expect.poll(async () => (await heard(page)).contexts).toBe(1);
  await page.goto('/embed.html?game=hus&demo=1&level=random&speed=instant&sound=1');
  await expect(page.locator('body.ready')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect.poll(() => page.evaluate(() => window.__mancala.outcome() !== null), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => heard(page)).toEqual({ contexts: 1, click: 0, capture: 0, end: 3 });
});

// The same engine behaviour in the browser as natively: the hand-worked cases
// of tests/fixtures/engine_cases.json (which `cargo test` runs natively in
// tests/fixtures.rs) through the wasm build in Chromium, and random walks
// played by the native command line engine replayed in the browser, whose
// answers must be the same JSON.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, canonicalJson, loadEngine, nativeEngine, openBlankPage, REPO_ROOT } from './support/index.mjs';

const CASES = JSON.parse(readFileSync(resolve(REPO_ROOT, 'tests', 'fixtures', 'engine_cases.json'), 'utf8'));

// Plays each case in the page the way tests/fixtures.rs plays it natively.
// (Runs in the page, so it must be self-contained.)
function playCasesInPage(cases) {
  const { WasmGame } = window.mancala;
  return cases.map((testCase) => {
    try {
      const game = WasmGame.fromPosition(testCase.position);
      const position = game.position();
      const inOpening = position.game === 'kiothi' && position.phase === 'opening';
      const actual = { moves: inOpening ? game.openingChoices() : game.legalMoves() };
      if (testCase.move !== undefined) actual.trace = game.play(testCase.move);
      actual.position = game.position();
      actual.result = game.outcome();
      return { actual };
    } catch (error) {
      return { error: String(error?.message ?? error) };
    }
  });
}

// Whether `expected` is contained in `actual`, as tests/fixtures.rs decides:
// objects by their listed keys, arrays element by element, others equal.
function contains(actual, expected) {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => contains(actual[i], e));
  }
  if (expected !== null && typeof expected === 'object') {
    return (
      actual !== null &&
      typeof actual === 'object' &&
      !Array.isArray(actual) &&
      Object.entries(expected).every(([key, value]) => key in actual && contains(actual[key], value))
    );
  }
  return actual === expected;
}

function caseFailure(testCase, outcome) {
  const { expect: wanted } = testCase;
  if (outcome.error !== undefined) {
    if (typeof wanted.error === 'string' && outcome.error.includes(wanted.error)) return null;
    return `unexpected error: ${outcome.error}`;
  }
  if (wanted.error !== undefined) return `expected an error containing ${JSON.stringify(wanted.error)}, but the move was played`;
  for (const key of ['position', 'moves', 'trace', 'result']) {
    if (!(key in wanted)) continue;
    const found = outcome.actual[key] ?? null;
    const equal = key === 'position' ? canonicalJson(found) === canonicalJson(wanted[key]) : contains(found, wanted[key]);
    if (!equal) return `${key}:\n  expected ${JSON.stringify(wanted[key])}\n  actual   ${JSON.stringify(found)}`;
  }
  return null;
}

test.beforeEach(async ({ page }) => {
  await openBlankPage(page);
  await loadEngine(page);
});

test('the hand-worked engine cases give the same results in the browser', async ({ page }) => {
  expect(CASES.length).toBeGreaterThan(0);
  const outcomes = await page.evaluate(playCasesInPage, CASES);
  const failures = CASES.flatMap((testCase, index) => {
    const why = caseFailure(testCase, outcomes[index]);
    return why ? [`${testCase.name}: ${why}`] : [];
  });
  expect(failures, `${failures.length} of ${CASES.length} cases failed`).toEqual([]);
});

// A small seeded generator (mulberry32), so that a failing walk can be replayed.
function randomSource(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const KIOTHI_ROWS = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
];

// A move the engine listed; for Kiothi's opening, one of the listed pairs of
// boma emptied and its warriors scattered over the mover's row.
function pickMove(position, listed, random) {
  const choice = listed[random(listed.length)];
  if (!(position.game === 'kiothi' && position.phase === 'opening')) return choice;
  const place = new Array(20).fill(0);
  const row = KIOTHI_ROWS[position.to_move];
  for (let warrior = 0; warrior < choice.lifts; warrior += 1) place[row[random(row.length)]] += 1;
  return { empty: choice.empty, place };
}

// A move the engine must refuse: a pit the mover cannot start from (the
// opponent's, an empty one, or off the board), in the game's move shape.
function refusedMove(position, listed, random) {
  const startPits = new Set(listed.map((move) => move.pit));
  const candidates = [...position.pits.keys(), position.pits.length + 3].filter((pit) => !startPits.has(pit));
  const pit = candidates[random(candidates.length)];
  if (position.game === 'giuthi') return { pit, dir: 'ccw' };
  if (position.game === 'kiothi') return { pit, count: 1 };
  return { pit };
}

const BOARDS = [
  ['giuthi'],
  ['giuthi', '--holes', '5', '--seeds', '4'],
  ['giuthi', '--holes', '10', '--seeds', '9'],
  ['kiothi'],
  ['kiothi', '--setup', '5'],
  ['en-gehe'],
  ['en-gehe', '--holes', '6', '--seeds', '4'],
  ['hus'],
  ['hus', '--holes', '24'],
];
const STEPS_PER_BOARD = 40;
const WALK_SEED = 20261129;

// Random walks through each board, played natively: each step records the
// position, the listed moves, the move drawn and what playing it gave.
function nativeWalks() {
  const random = randomSource(WALK_SEED);
  const steps = [];
  for (const board of BOARDS) {
    let position = nativeEngine('new', ...board);
    for (let step = 0; step < STEPS_PER_BOARD; step += 1) {
      const listed = nativeEngine('moves', JSON.stringify(position));
      if (listed.length === 0) {
        // Game over: the next steps start a new game.
        position = nativeEngine('new', ...board);
        continue;
      }
      const inOpening = position.game === 'kiothi' && position.phase === 'opening';
      const move = pickMove(position, listed, random);
      const refused = inOpening ? null : refusedMove(position, listed, random);
      const played = nativeEngine('play', JSON.stringify(position), JSON.stringify(move));
      const refusal = refused && nativeEngine('play', JSON.stringify(position), JSON.stringify(refused));
      steps.push({ board: board.join(' '), position, listed, move, played, refused, refusal });
      position = played.position;
    }
  }
  return steps;
}

// Runs in the page, so it must be self-contained.
function replayInPage(steps) {
  const { WasmGame } = window.mancala;
  return steps.map(({ position, move, refused }) => {
    const game = WasmGame.fromPosition(position);
    const inOpening = position.game === 'kiothi' && position.phase === 'opening';
    const listed = inOpening ? game.openingChoices() : game.legalMoves();
    let refusal = null;
    if (refused) {
      try {
        game.play(refused);
        refusal = { played: true };
      } catch (error) {
        refusal = { error: error.message };
      }
    }
    const unchanged = game.position();
    const trace = game.play(move);
    return { listed, refusal, unchanged, played: { position: game.position(), trace, result: game.outcome() } };
  });
}

test('random positions played natively give byte-identical JSON in the browser', async ({ page }) => {
  // About 700 runs of the native CLI: on a loaded machine this takes a while.
  test.slow();
  const steps = nativeWalks();
  expect(steps.length).toBeGreaterThan(BOARDS.length * STEPS_PER_BOARD * 0.9);
  const replies = await page.evaluate(replayInPage, steps);
  const mismatches = [];
  steps.forEach((step, index) => {
    const reply = replies[index];
    const where = `${step.board}, position ${JSON.stringify(step.position)}`;
    const compare = (what, native, wasm) => {
      if (canonicalJson(native) !== canonicalJson(wasm)) {
        mismatches.push(`${where}\n  ${what}:\n    native ${canonicalJson(native)}\n    wasm   ${canonicalJson(wasm)}`);
      }
    };
    compare('legal moves', step.listed, reply.listed);
    compare(`playing ${JSON.stringify(step.move)}`, step.played, reply.played);
    if (step.refused) {
      compare(`refusing ${JSON.stringify(step.refused)}`, step.refusal, reply.refusal);
      compare('position after the refusal', step.position, reply.unchanged);
    }
  });
  expect(mismatches.slice(0, 5), `${mismatches.length} of ${steps.length} steps differ`).toEqual([]);
});

// The page's values are read without serde (src/wasm/read.rs): what serde
// refused is still refused, with the field named.
test('malformed values from the page are refused with the field named', async ({ page }) => {
  const errors = await page.evaluate(() => {
    const { WasmGame, checkPosition } = window.mancala;
    const start = new WasmGame('giuthi', { holes: 5, seeds: 4 }).position();
    const attempt = (run) => {
      try {
        run();
        return 'accepted';
      } catch (error) {
        return String(error?.message ?? error);
      }
    };
    const game = WasmGame.fromPosition(start);
    return {
      unknownField: attempt(() => WasmGame.fromPosition({ ...start, extra: 1 })),
      fraction: attempt(() => WasmGame.fromPosition({ ...start, pits: [4.5, ...start.pits.slice(1)] })),
      textHoles: attempt(() => WasmGame.fromPosition({ ...start, holes: '5' })),
      missingGame: attempt(() => WasmGame.fromPosition({ holes: 5, pits: start.pits })),
      notAnObject: attempt(() => WasmGame.fromPosition([1, 2])),
      badPhase: checkPosition({ ...start, game: 'kiothi', phase: 'middle' }).message,
      badDirection: attempt(() => game.play({ pit: 6, dir: 'up' })),
      badMoveField: attempt(() => game.play({ pit: 6, dir: 'ccw', spin: 1 })),
      recordWithoutMoves: attempt(() => WasmGame.fromRecord({ start })),
      recordBadMove: attempt(() => WasmGame.fromRecord({ start, moves: [{ pit: 'six' }] })),
      badOptions: attempt(() => new WasmGame('giuthi', { holes: -1 })),
      optionsOk: attempt(() => new WasmGame('giuthi', { holes: 6, seeds: null }).free()),
      kiothiStarter: new WasmGame('kiothi', {}, 1).position().to_move,
      giuthiStarter: new WasmGame('giuthi', {}, 1).position().to_move,
    };
  });
  expect(errors.unknownField).toContain('unknown field `extra`');
  expect(errors.fraction).toContain('pits: invalid type: a number that is not a whole number');
  expect(errors.textHoles).toContain('holes: invalid type: string `5`');
  expect(errors.missingGame).toContain('missing field `game`');
  expect(errors.notAnObject).toContain('expected an object');
  expect(errors.badPhase).toContain('phase: unknown variant `middle`');
  expect(errors.badDirection).toContain('dir: unknown variant `up`');
  expect(errors.badMoveField).toContain('unknown field `spin`');
  expect(errors.recordWithoutMoves).toContain('missing field `moves`');
  expect(errors.recordBadMove).toContain('moves[0]: pit: invalid type: string `six`');
  expect(errors.badOptions).toContain('holes: invalid value: -1');
  expect(errors.optionsOk).toBe('accepted');
  // "Opening (turn 1 South, turn 2 North)": Kiothi ignores the starter.
  expect(errors.kiothiStarter).toBe(0);
  expect(errors.giuthiStarter).toBe(1);
});

// The move preview's call: play's trace without playing, play's refusals.
test('preview gives the trace play would, leaves the game as it was, and refuses what play refuses', async ({ page }) => {
  const seen = await page.evaluate(() => {
    const { WasmGame } = window.mancala;
    const game = new WasmGame('giuthi', { holes: 6, seeds: 4 });
    const before = JSON.stringify(game.record());
    const refusal = (run) => {
      try {
        run();
        return 'accepted';
      } catch (error) {
        return `${error instanceof Error}: ${error.message}`;
      }
    };
    const move = game.legalMoves()[0];
    const previewed = game.preview(move);
    const unchanged = JSON.stringify(game.record()) === before && game.ply() === 0;
    const bad = { pit: 0, dir: 'ccw' };
    const previewRefusal = refusal(() => game.preview(bad));
    const badDirection = refusal(() => game.preview({ pit: 6, dir: 'up' }));
    const playRefusal = refusal(() => WasmGame.fromRecord(game.record()).play(bad));
    const played = game.play(move);
    return { same: JSON.stringify(previewed) === JSON.stringify(played), unchanged, previewRefusal, playRefusal, badDirection };
  });
  expect(seen.same).toBe(true);
  expect(seen.unchanged).toBe(true);
  expect(seen.previewRefusal).toMatch(/^true: illegal move/);
  expect(seen.previewRefusal).toBe(seen.playRefusal);
  expect(seen.badDirection).toContain('dir: unknown variant `up`');
});

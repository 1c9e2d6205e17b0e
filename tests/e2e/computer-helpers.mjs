// Helpers for the computer opponent's browser tests (computer-*.spec.mjs):
// a game against the computer started through the new-game dialog, a
// person's random moves, and a record of the page's long tasks.

import { engine, expect, playMove, randomOpening, settle } from './game-helpers.mjs';

// tests/endless.rs: South's own hole 0 sows for 32,922,976 laps before the
// board returns to its start, so the engine takes a second or more to rule
// it out; a listing bounded to a few milliseconds leaves it undecided.
export const LONGEST_KNOWN = {
  game: 'hus',
  holes: 8,
  pits: [2, 7, 1, 0, 1, 0, 6, 1, 2, 1, 12, 1, 2, 5, 0, 1, 0, 2, 1, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  captured: [0, 0],
  to_move: 0,
};

// Starts a game through the new-game dialog. `opponent` is 'person',
// 'computer' or 'demo'; `you` the side the person plays against the
// computer (0 South, 1 North); `starter` who moves first.
export async function newComputerGame(page, { game, opponent = 'computer', level = 'beginner', you = 0, starter } = {}) {
  await page.click('#new-game-button');
  const dialog = page.locator('#new-game-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator(`input[name=game][value="${game}"]`).check();
  await dialog.locator(`input[name=opponent][value="${opponent}"]`).check();
  if (opponent !== 'person') await dialog.locator('#new-game-level').selectOption(level);
  if (opponent === 'computer') await dialog.locator(`input[name=you][value="${you}"]`).check();
  if (starter !== undefined) await dialog.locator(`input[name=starter][value="${starter}"]`).check();
  await dialog.locator('button[type=submit]').click();
  await expect(dialog).toBeHidden();
}

// A random legal move of the person to move (Kiothi's opening: a random
// redistribution), played through the page's controls.
export async function personMoves(page, random) {
  const position = await engine.position(page);
  const move =
    position.phase === 'opening'
      ? randomOpening(position, random)
      : ((moves) => moves[Math.floor(random() * moves.length)])(await engine.legalMoves(page));
  await playMove(page, position, move);
}

// Plays the person's side with random moves until the game is over; the
// computer answers in between. Returns the number of moves the person made.
export async function playToTheEnd(page, random, { limit = 2000 } = {}) {
  let moves = 0;
  for (;;) {
    await settle(page);
    if ((await engine.outcome(page)) !== null) return moves;
    expect(moves++, 'the game ends').toBeLessThan(limit);
    await personMoves(page, random);
  }
}

// The link of a game record (`fromRecord`) or a position (`fromPosition`),
// written by the page's own engine: a friend's game by link, or of `kind`
// ('look': a game to look at and play on here, where the analysis may be
// opened; a friend game offers none while it runs).
export function linkOf(page, from, doc, kind) {
  return page.evaluate(
    async ([from, doc, kind]) => {
      const { WasmGame } = await import('/www/pkg/mancala.js');
      const game = WasmGame[from](doc);
      const text = game.link(kind);
      game.free();
      return text;
    },
    [from, doc, kind],
  );
}

// The page's players, as the controller sees its seats: 'person' or a level.
export const players = (page) => page.evaluate(() => window.__mancala.players());

// Starts recording the page's long tasks and the times the computer is
// thinking (a player card marked `thinking`), from now on. `longTasks(page)`
// then returns {tasks: [{start, duration}], thinking: [{start, end}]}.
export async function recordLongTasks(page) {
  await page.evaluate(() => {
    const record = { tasks: [], thinking: [], since: null };
    window.__longTasks = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    const watch = () => {
      const thinking = document.querySelector('.thinking') !== null;
      if (thinking && record.since === null) record.since = performance.now();
      if (!thinking && record.since !== null) {
        record.thinking.push({ start: record.since, end: performance.now() });
        record.since = null;
      }
    };
    new MutationObserver(watch).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
    watch();
  });
}

export async function longTasks(page) {
  return page.evaluate(() => {
    const { tasks, thinking, since } = window.__longTasks;
    return { tasks, thinking: since === null ? thinking : [...thinking, { start: since, end: performance.now() }] };
  });
}

// The long tasks that overlap a time the computer was thinking.
export function tasksWhileThinking({ tasks, thinking }) {
  return tasks.filter((task) => thinking.some((span) => task.start < span.end && task.start + task.duration > span.start));
}

// A long task's duration is wall time: on a loaded machine (two cores shared
// by several people's jobs) a task of 3 ms of the page's own work can wait
// 100 ms for a starved compositor to take its frame. Chromium's trace tells
// the two apart: each main-thread task's thread (CPU) time. `traceTasks`
// starts a trace; `finish()` stops it and returns `cpuOf(longTask)`, the
// main thread's CPU time in ms during that long task (null when the trace
// has no task there).
export async function traceTasks(page) {
  const browser = page.context().browser();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const syncAt = await page.evaluate(() => performance.mark('trace-sync').startTime);
  return {
    async finish() {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const events = trace.traceEvents ?? trace;
      const mark = events.find((event) => event.name === 'trace-sync');
      // Trace timestamps are microseconds on the trace's clock; the page's
      // are milliseconds from its time origin.
      const offset = mark.ts / 1000 - syncAt;
      const onMainThread = events
        .filter((event) => event.ph === 'X' && event.pid === mark.pid && event.tid === mark.tid)
        .map((event) => ({ name: event.name, start: event.ts / 1000 - offset, wall: event.dur / 1000, cpu: (event.tdur ?? 0) / 1000 }));
      const runs = onMainThread.filter((event) => event.name === 'RunTask');
      const overlap = (task) => (event) => event.start < task.start + task.duration && event.start + event.wall > task.start;
      return (task) => {
        const overlapping = runs.filter(overlap(task));
        if (overlapping.length) return Math.max(...overlapping.map((run) => run.cpu));
        // A task the trace has no RunTask for (seen under a load average
        // of 18): the main thread's work is what the trace recorded of it
        // in those milliseconds, if anything.
        const recorded = onMainThread.filter(overlap(task));
        return recorded.length ? Math.max(...recorded.map((event) => event.cpu)) : null;
      };
    },
  };
}

// @ts-check
// The engine's worker: the computer opponent's thinking, and the rare
// listings of legal moves too slow for the page (a candidate sowing that
// takes millions of laps to show that it never ends). It loads the engine
// built with the computer opponent (www/pkg/computer/, src/wasm.rs).
//
// Requests (each with an `id` chosen by the page; replies carry it back):
//   {type: 'think', id, record, level, seed?, budgetMs} (seed only where a test needs a decision to repeat)
//       -> {type: 'move', id, move, value, depth, nodes, ms}
//   {type: 'cancel', id}                -> {type: 'cancelled', id}, unless id was answered
//   {type: 'legal-moves', id, record}   -> {type: 'legal-moves', id, moves}
//   {type: 'why-not', id, record, pit}  -> {type: 'why-not', id, reason}
//   {type: 'analyse', id, record, ply?, firstMs?, maxMs?}
//       -> {type: 'analysis', id, analysis, round, final}, once a round
//   any request that fails              -> {type: 'error', id, message}
// A search thinks in slices and yields between them, so that a cancel (or a
// newer search, which replaces it) is read within one slice. The
// legal-move requests are one engine call each: the page ends the worker
// to abandon one.
//
// An analysis (the analysis board, hints, the game review: www/analysis/)
// values the position after `ply` moves of `record` (all of them when
// absent) with the solver (docs/AI.md): `analysis` is WasmSolver's
// {proven, result, margin, depth, best, line, moves: [{move, result,
// margin, proven, depth}], nodes, ms}, each value for the player who
// moves. The first round lasts `firstMs` (150 ms unless given), each
// next round four times as long, until every value is proven or a round
// has had `maxMs` (9600 unless given); `final` marks the last reply. The
// solver's table lasts between rounds and requests, so each round goes
// deeper than the one before. A `cancel` with its id, or a newer
// `analyse`, stops it between rounds (a round cannot be interrupted: the
// page ends the worker to abandon a long one). Kiothi's opening is not
// analysed: that request fails.

import init, { WasmGame, WasmSearch, WasmSolver } from '../pkg/computer/mancala.js';

// Long enough that stepping costs little, short enough that a cancel waits
// for at most this long.
const SLICE_MS = 15;

// An analysis's first round and its longest, and how much longer each
// round is than the one before.
const FIRST_ROUND_MS = 150;
const LONGEST_ROUND_MS = 9600;
const ROUND_GROWTH = 4;

const ready = init();
// A failed load is told to each request, which awaits `ready` (onmessage):
// before the first arrives it would be an unhandled rejection.
ready.catch(() => {});
let thinking = null; // {id, search, started}
let analysing = null; // {id, record, ply, ms, maxMs, round}
let solver = null; // made on the first analysis, kept for its table
let stepQueued = false;

// A message to ourselves is the quickest way to yield: setTimeout(0) is
// clamped to 4 ms after a few nested calls.
const loop = new MessageChannel();
loop.port1.onmessage = () => {
  stepQueued = false;
  step();
};

function queueStep() {
  if (stepQueued) return;
  stepQueued = true;
  loop.port2.postMessage(null);
}

function stopThinking() {
  thinking?.search.free();
  thinking = null;
}

function step() {
  // A search's slice and an analysis's round take turns.
  if (thinking) think();
  if (analysing) analyseRound();
}

function think() {
  const job = thinking;
  let progress;
  try {
    progress = job.search.step(SLICE_MS);
  } catch (error) {
    stopThinking();
    fail(job.id, error);
    return;
  }
  if (progress.state !== 'done') {
    queueStep();
    return;
  }
  stopThinking();
  const { move, value, depth, nodes } = progress;
  self.postMessage({ type: 'move', id: job.id, move, value, depth, nodes, ms: performance.now() - job.started });
}

function analyseRound() {
  const job = analysing;
  let analysis;
  try {
    solver ??= new WasmSolver();
    analysis = solver.analyse(job.record, job.ply ?? undefined, job.ms);
  } catch (error) {
    analysing = null;
    fail(job.id, error);
    return;
  }
  // A cancel or a newer request that came during the round is read before
  // the next one; the reply is sent all the same, the page ignores it.
  const final = analysis.proven || job.ms >= job.maxMs;
  self.postMessage({ type: 'analysis', id: job.id, analysis, round: job.round, final });
  if (final) {
    analysing = null;
    return;
  }
  job.round += 1;
  job.ms = Math.min(job.ms * ROUND_GROWTH, job.maxMs);
  queueStep();
}

function fail(id, error) {
  self.postMessage({ type: 'error', id, message: String(error?.message ?? error) });
}

function withGame(record, use) {
  const game = WasmGame.fromRecord(record);
  try {
    return use(game);
  } finally {
    game.free();
  }
}

function positive(ms) {
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

const handlers = {
  think({ id, record, level, seed, budgetMs }) {
    const started = performance.now();
    // A refused request (it throws here) leaves the current search going.
    const search = new WasmSearch(record, level, budgetMs ?? 0, seed ?? undefined);
    stopThinking();
    thinking = { id, search, started };
    queueStep();
  },
  analyse({ id, record, ply, firstMs, maxMs }) {
    const longest = positive(maxMs) ?? LONGEST_ROUND_MS;
    analysing = { id, record, ply, ms: Math.min(positive(firstMs) ?? FIRST_ROUND_MS, longest), maxMs: longest, round: 0 };
    queueStep();
  },
  // A request has exactly one answer: one that has been answered already
  // (its search ended before the cancel arrived) is not answered again.
  cancel({ id }) {
    const stopped = thinking?.id === id || analysing?.id === id;
    if (thinking?.id === id) stopThinking();
    if (analysing?.id === id) analysing = null;
    if (stopped) self.postMessage({ type: 'cancelled', id });
  },
  'legal-moves'({ id, record }) {
    self.postMessage({ type: 'legal-moves', id, moves: withGame(record, (game) => game.legalMoves()) });
  },
  'why-not'({ id, record, pit }) {
    self.postMessage({ type: 'why-not', id, reason: withGame(record, (game) => game.whyNotReason(pit)) });
  },
};

self.onmessage = async ({ data }) => {
  const handle = handlers[data?.type];
  try {
    // Messages that arrive while the engine loads wait for it in order.
    await ready;
    if (!handle) throw new Error(`unknown request ${JSON.stringify(data?.type)}`);
    handle(data);
  } catch (error) {
    fail(data?.id ?? null, error);
  }
};

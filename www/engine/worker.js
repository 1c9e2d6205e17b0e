// The engine's worker: the computer opponent's thinking, and the rare
// listings of legal moves too slow for the page (a candidate sowing that
// takes millions of laps to show that it never ends). It loads the engine
// built with the computer opponent (www/pkg/computer/, src/wasm.rs).
//
// Requests (each with an `id` chosen by the page; replies carry it back):
//   {type: 'think', id, record, level, seed?, budgetMs} (seed only where a test needs a decision to repeat)
//       -> {type: 'move', id, move, value, depth, nodes, ms}
//   {type: 'cancel', id}                -> {type: 'cancelled', id}
//   {type: 'legal-moves', id, record}   -> {type: 'legal-moves', id, moves}
//   {type: 'why-not', id, record, pit}  -> {type: 'why-not', id, reason}
//   any request that fails              -> {type: 'error', id, message}
// A search thinks in slices and yields between them, so that a cancel (or a
// newer search, which replaces it) is read within one slice. The
// legal-move requests are one engine call each: the page ends the worker
// to abandon one.

import init, { WasmGame, WasmSearch } from '../pkg/computer/mancala.js';

// Long enough that stepping costs little, short enough that a cancel waits
// for at most this long.
const SLICE_MS = 15;

const ready = init();
let thinking = null; // {id, search, started}
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
  const job = thinking;
  if (!job) return;
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

const handlers = {
  think({ id, record, level, seed, budgetMs }) {
    const started = performance.now();
    // A refused request (it throws here) leaves the current search going.
    const search = new WasmSearch(record, level, budgetMs ?? 0, seed ?? undefined);
    stopThinking();
    thinking = { id, search, started };
    queueStep();
  },
  cancel({ id }) {
    if (thinking?.id === id) stopThinking();
    self.postMessage({ type: 'cancelled', id });
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

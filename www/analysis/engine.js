// @ts-check
// The analysis's side of the engine's worker (www/engine/worker.js, its
// `analyse` request): what every move of a position is worth, delivered
// again and again as the worker deepens. The analysis has a worker of its
// own, so that it and the computer opponent never wait for each other.
//
// One analysis runs at a time: a newer one replaces it. A round of the
// solver cannot be interrupted; when the round under way would keep a newer
// request waiting long (the rounds grow to seconds), that worker is ended
// and a spare one, loaded meanwhile, takes over at once (the solver's
// table is lost, nothing else), and another spare is loaded.

import { startEngineWorker } from '../engine/start-worker.js';

// A newer request waits for the round under way at most this long.
const PATIENCE_MS = 120;
// The rounds as the worker times them (worker.js), to know when the one
// under way ends.
const FIRST_ROUND_MS = 150;
const LONGEST_ROUND_MS = 9600;
const ROUND_GROWTH = 4;

function abortError() {
  return new DOMException('The analysis was abandoned', 'AbortError');
}

class AnalysisWorker {
  #current;

  constructor() {
    this.worker = null;
    this.spare = null; // loaded, idle: takes over from a busy worker
    this.nextId = 1;
    this.#current = null; // {id, onAnalysis, resolve, reject, cleanup, ms, maxMs}
    this.busyUntil = 0; // when the round under way should end
  }

  createWorker() {
    const worker = startEngineWorker('mancala-analysis');
    worker.addEventListener('message', (event) => {
      if (worker === this.worker) this.receive(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      if (worker === this.spare) this.spare = null;
      if (worker !== this.worker) return;
      this.worker = null;
      this.busyUntil = 0;
      this.settle(null, new Error(`the analysis worker failed: ${event.message ?? 'could not load'}`));
    });
    // It loads its engine at once (worker.js), before any request.
    return worker;
  }

  ensureWorker() {
    this.worker ??= this.createWorker();
    return this.worker;
  }

  // Starts the worker ahead of the first request (its engine loads meanwhile).
  warm() {
    this.ensureWorker();
  }

  analyse({ record, ply, firstMs = FIRST_ROUND_MS, maxMs = LONGEST_ROUND_MS }, onAnalysis, signal) {
    if (signal?.aborted) return Promise.reject(abortError());
    this.abandonCurrent();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        if (this.#current?.id === id) this.abandonCurrent();
      };
      const cleanup = () => signal?.removeEventListener('abort', onAbort);
      signal?.addEventListener('abort', onAbort, { once: true });
      const ms = Math.min(firstMs, maxMs);
      this.#current = { id, onAnalysis, resolve, reject, cleanup, ms, maxMs, last: null };
      const worker = this.ensureWorker();
      worker.postMessage({ type: 'analyse', id, record, ply: ply ?? null, firstMs: ms, maxMs });
      this.busyUntil = Math.max(this.busyUntil, performance.now()) + ms;
    });
  }

  // The analysis waited for is no longer wanted: the worker stops it
  // between rounds, or is ended when the round under way is long.
  abandonCurrent() {
    const current = this.#current;
    if (!current) return;
    this.#current = null;
    current.cleanup();
    current.reject(abortError());
    if (!this.worker) return;
    if (this.busyUntil - performance.now() > PATIENCE_MS) {
      this.worker.terminate();
      this.worker = this.spare;
      this.spare = null;
      this.busyUntil = 0;
    } else {
      this.worker.postMessage({ type: 'cancel', id: current.id });
    }
  }

  receive(reply) {
    // The worker works: a spare is loaded beside it.
    this.spare ??= this.createWorker();
    const current = this.#current;
    if (!current || reply?.id !== current.id) return; // stale
    if (reply.type === 'error') {
      this.busyUntil = 0;
      this.settle(null, new Error(reply.message));
      return;
    }
    if (reply.type !== 'analysis') return;
    current.last = reply.analysis;
    if (reply.final) {
      this.busyUntil = 0;
      current.onAnalysis?.(reply.analysis, { round: reply.round, final: true });
      this.settle(reply.analysis, null);
      return;
    }
    current.ms = Math.min(current.ms * ROUND_GROWTH, current.maxMs);
    this.busyUntil = performance.now() + current.ms;
    current.onAnalysis?.(reply.analysis, { round: reply.round, final: false });
  }

  settle(analysis, error) {
    const current = this.#current;
    if (!current) return;
    this.#current = null;
    current.cleanup();
    if (error) current.reject(error);
    else current.resolve(analysis);
  }

  stop() {
    this.abandonCurrent();
    this.worker?.terminate();
    this.spare?.terminate();
    this.worker = null;
    this.spare = null;
  }
}

const analyser = new AnalysisWorker();
// The game review's second lane: a worker of its own beside the first,
// where the machine has the cores for both (reviewLanes()).
let beside = null;

// Analyses the position after `ply` moves of `record` ({start, moves}; all
// of them when `ply` is null): `onAnalysis(analysis, {round, final})` hears
// each round's values (worker.js), and the promise resolves with the last
// one once every value is proven or the rounds reached `maxMs`. A newer
// call, or `signal` aborting, rejects it with an AbortError. Rounds last
// `firstMs`, then four times as long each.
// `lane` 1 is the review's second worker.
export function analyse(request, onAnalysis, signal, lane = 0) {
  if (lane === 0) return analyser.analyse(request, onAnalysis, signal);
  beside ??= new AnalysisWorker();
  return beside.analyse(request, onAnalysis, signal);
}

// How many positions the review analyses at once: two where the machine
// has at least four cores (two for the workers, the rest for the page and
// the computer opponent's worker), else one.
export function reviewLanes() {
  return (navigator.hardwareConcurrency ?? 1) >= 4 ? 2 : 1;
}

export function warmAnalysis() {
  analyser.warm();
}

window.addEventListener('pagehide', () => {
  analyser.stop();
  beside?.stop();
});

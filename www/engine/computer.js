// @ts-check
// The page's side of the engine's worker (worker.js): the computer
// opponent's moves, and the complete legal moves (and refusals) of the rare
// positions whose listing is too slow for the page. Loaded only when a
// computer plays or such a position comes up, so the first load stays small.
//
// Requests take an AbortSignal. Aborting a search sends `cancel`; a
// legal-move request cannot be interrupted inside the engine, so aborting
// one ends the worker and starts another (the other requests are sent
// again). A question about a pit is abandoned so by any newer request: only
// the latest press on the board wants its answer. Replies to requests no
// longer waited for are ignored, so a cancelled search never delivers a
// move.

import { startEngineWorker } from './start-worker.js';

function abortError() {
  return new DOMException('The request was abandoned', 'AbortError');
}

class EngineWorker {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map(); // id -> {message, resolve, reject, cleanup}
  }

  ensureWorker() {
    if (this.worker) return this.worker;
    const worker = startEngineWorker('mancala-engine');
    worker.addEventListener('message', (event) => this.receive(event.data));
    // The worker could not load or died: what it was doing is lost.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.failAll(new Error(`the engine's worker failed: ${event.message ?? 'could not load'}`));
    });
    this.worker = worker;
    return worker;
  }

  // Sends a request and resolves with the worker's reply.
  request(message, signal) {
    if (signal?.aborted) return Promise.reject(abortError());
    for (const [id, request] of this.pending) if (request.message.type === 'why-not') this.abandon(id);
    const id = this.nextId++;
    const full = { ...message, id };
    return new Promise((resolve, reject) => {
      const onAbort = () => this.abandon(id);
      const cleanup = () => signal?.removeEventListener('abort', onAbort);
      this.pending.set(id, { message: full, resolve, reject, cleanup });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.ensureWorker().postMessage(full);
    });
  }

  receive(reply) {
    const request = this.pending.get(reply?.id);
    if (!request) return; // stale: cancelled, or sent to a worker since ended
    this.pending.delete(reply.id);
    request.cleanup();
    if (reply.type === 'error') {
      // An engine error may leave the worker's memory in any state.
      this.restart();
      request.reject(new Error(reply.message));
    } else {
      request.resolve(reply);
    }
  }

  abandon(id) {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    request.cleanup();
    request.reject(abortError());
    if (request.message.type === 'think') this.worker?.postMessage({ type: 'cancel', id });
    else this.restart();
  }

  // A fresh worker, given every request still waited for.
  restart() {
    this.worker?.terminate();
    this.worker = null;
    if (this.pending.size === 0) return;
    const worker = this.ensureWorker();
    for (const { message } of this.pending.values()) worker.postMessage(message);
  }

  failAll(error) {
    this.worker?.terminate();
    this.worker = null;
    const requests = [...this.pending.values()];
    this.pending.clear();
    for (const request of requests) {
      request.cleanup();
      request.reject(error);
    }
  }

  // Leaving the page: nothing more will be asked or answered.
  stop() {
    this.failAll(abortError());
  }
}

const engine = new EngineWorker();

// The computer's move for the player to move in `record` ({start, moves}):
// resolves with {move, value, depth, nodes, ms}, `ms` being the worker's
// thinking time. `budgetMs` 0 takes the engine's default.
/** @param {{record: any, level: string, seed?: number, budgetMs?: number}} request @param {AbortSignal} signal */
export function computerMove({ record, level, seed, budgetMs = 0 }, signal) {
  return engine.request({ type: 'think', record, level, seed, budgetMs }, signal);
}

// Every legal move in `record`'s position, however long its check.
export async function legalMoves(record, signal) {
  return (await engine.request({ type: 'legal-moves', record }, signal)).moves;
}

// The engine's refusal for board pit `pit` ({reason, landing?} or null).
export async function whyNot(record, pit) {
  return (await engine.request({ type: 'why-not', record, pit })).reason;
}

// Ends the worker and every request (the page is being left).
export function stopEngine() {
  engine.stop();
}

// For the browser tests: how many requests wait for an answer.
export function pendingRequests() {
  return engine.pending.size;
}

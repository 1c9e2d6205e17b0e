// @ts-check
// The turns of a live game on the board: both sides' moves are the
// server's. The controller asks `moveAt(turn)` for the move at the turn's
// ply; it resolves once the server has said it. On this player's own turn,
// meanwhile, the person's choice on the board is sent, and the answer
// awaited: played (it comes back as the server's move), or refused (said,
// nothing changed).

import { abortError } from '../game/waiting.js';

/** @typedef {import('../page/types.js').Snapshot} Snapshot */
/** @typedef {{code: string}} Refusal */

// Resolves at the server's next word of the game (a move, the end, a
// refusal), or rejects when `signal` aborts first.
class NextWord {
  /** @type {Set<() => void>} */
  #waiting = new Set();

  /** @param {AbortSignal} signal @returns {Promise<void>} */
  wait(signal) {
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      const wake = () => {
        signal.removeEventListener('abort', abandon);
        resolve();
      };
      const abandon = () => {
        this.#waiting.delete(wake);
        reject(abortError());
      };
      this.#waiting.add(wake);
      signal.addEventListener('abort', abandon, { once: true });
    });
  }

  heard() {
    const waiting = [...this.#waiting];
    this.#waiting.clear();
    for (const wake of waiting) wake();
  }
}

export class LiveTurns {
  #record;
  #mayPlay;
  #choose;
  #send;
  #refused;
  #nextWord = new NextWord();
  /** @type {{ply: number, refusal: Refusal | null} | null} this player's move sent, awaiting its answer */
  #sent = null;

  /**
   * @param {import('./record.js').LiveRecord} record what the server said
   * @param {{mayPlay: () => boolean, choose: (turn: Snapshot, signal: AbortSignal) => Promise<object>,
   *   send: (message: {t: 'move', ply: number, move: object}) => boolean, refused: (refusal: Refusal) => void}} how
   *   `mayPlay()`: the server can hear a move now; `choose`: the person's
   *   choice on the board; `send`: false when it could not be sent;
   *   `refused`: the server refused the move sent
   */
  constructor(record, { mayPlay, choose, send, refused }) {
    this.#record = record;
    this.#mayPlay = mayPlay;
    this.#choose = choose;
    this.#send = send;
    this.#refused = refused;
  }

  // The server said something of the game: whoever waits looks again.
  heard() {
    this.#nextWord.heard();
  }

  // The move sent hears its answer (a refusal, or `reconnected`: a new
  // socket, and it may be sent again); false when no move waits for one.
  /** @param {Refusal} refusal */
  answer(refusal) {
    if (!this.#sent) return false;
    this.#sent.refusal = refusal;
    this.#nextWord.heard();
    return true;
  }

  // The move played at the turn's ply as the server says it, with the
  // server's trace.
  /** @param {Snapshot} turn @param {AbortSignal} signal @returns {Promise<import('./protocol.js').PlayedMove>} */
  async moveAt(turn, signal) {
    const record = this.#record;
    while (record.ply <= turn.ply) {
      if (record.result || turn.position.to_move !== record.side || !this.#mayPlay()) await this.#nextWord.wait(signal);
      else await this.#playOwn(turn, signal);
    }
    return record.moves[turn.ply];
  }

  // This player's move: chosen, sent, and answered. Returns early when the
  // server speaks first (the move came from another tab of the same seat,
  // the game ended).
  /** @param {Snapshot} turn @param {AbortSignal} signal */
  async #playOwn(turn, signal) {
    const { ply } = turn;
    const chosen = await this.#chosenUnlessHeard(turn, signal);
    if (chosen === null || this.#record.ply > ply) return;
    if (!this.#send({ t: 'move', ply, move: chosen })) return;
    const sent = { ply, refusal: /** @type {Refusal | null} */ (null) };
    this.#sent = sent;
    try {
      while (this.#record.ply <= ply && !this.#record.result && !sent.refusal) await this.#nextWord.wait(signal);
    } finally {
      if (this.#sent === sent) this.#sent = null;
    }
    if (sent.refusal && sent.refusal.code !== 'reconnected') this.#refused(sent.refusal);
  }

  // The person's move from the board, or null when the server spoke first.
  /** @param {Snapshot} turn @param {AbortSignal} signal */
  async #chosenUnlessHeard(turn, signal) {
    const input = new AbortController();
    const stop = () => input.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      return await Promise.race([this.#choose(turn, input.signal), this.#nextWord.wait(input.signal).then(() => null)]);
    } finally {
      signal.removeEventListener('abort', stop);
      input.abort();
    }
  }
}

// @ts-check
// What the server has said of a live game (docs/LIVE.md), kept as it says
// it: the seat, the start, the moves in effect with their traces, the
// result, the offers, who is there, the clock. `take(message)` applies a
// server message and says what it changed; nothing here decides a move or
// an end, and nothing here knows the page.

import { SEATS, sideOf } from './protocol.js';

/** @typedef {import('./protocol.js').ServerMessage} ServerMessage */
/** @typedef {import('./protocol.js').PlayedMove} PlayedMove */

/**
 * What a message changed, for the session to show:
 * 'state' (the whole game), 'moved', 'takenBack', 'offers', 'declined'
 * (the opponent declined one's offer), 'offered' (the opponent made one),
 * 'over', 'presence', 'missed' (a move came after one never heard: join
 * again), or 'none'.
 * @typedef {'state' | 'moved' | 'takenBack' | 'offers' | 'declined' | 'offered' | 'over' | 'presence' | 'missed' | 'none'} Change
 */

export class LiveRecord {
  /** this device's side (0 South, 1 North), -1 watching */
  side = -1;
  /** @type {string | null} the start's link text */
  start = null;
  /** @type {PlayedMove[]} the moves in effect */
  moves = [];
  /** @type {import('./protocol.js').Result | null} */
  result = null;
  /** @type {import('./protocol.js').Offers} */
  offers = { draw: null, takeback: null, rematch: [] };
  /** @type {import('./protocol.js').Presence | null} */
  presence = null;
  /** @type {import('./protocol.js').Clock | null} */
  clock = null;
  /** when the clock was heard (performance.now()) */
  clockAt = 0;
  /** the server's clock less this device's */
  serverOffset = 0;
  /** @type {{kind: 'draw' | 'takeback', by: string} | null} the last refusal of one's offer */
  declined = null;

  /** @param {ServerMessage} message @param {number} now performance.now() @returns {Change} */
  take(message, now) {
    if ('serverTime' in message && Number.isFinite(message.serverTime)) this.serverOffset = Number(message.serverTime) - Date.now();
    switch (message.t) {
      case 'state':
        this.side = sideOf(message.seat);
        this.start = message.start;
        this.moves = message.moves.map(({ move, trace }) => ({ move, trace }));
        this.result = message.result;
        this.offers = message.offers;
        this.presence = message.presence;
        this.#takeClock(message, now);
        return 'state';
      case 'moved':
        if (message.ply > this.moves.length) return 'missed';
        if (message.ply < this.moves.length) return 'none';
        this.moves = [...this.moves, { move: message.move, trace: message.trace }];
        // A move clears the draw and take-back offers (no `offers` message).
        this.offers = { ...this.offers, draw: null, takeback: null };
        this.#takeClock(message, now);
        return 'moved';
      case 'takenBack':
        this.moves = this.moves.slice(0, message.ply);
        this.offers = { ...this.offers, draw: null, takeback: null };
        this.#takeClock(message, now);
        return 'takenBack';
      case 'offers': {
        this.offers = message.offers;
        const by = message.declined ? sideOf(message.declined.by) : -1;
        if (this.side >= 0 && message.declined && by !== this.side) {
          this.declined = message.declined;
          return 'declined';
        }
        return this.offeredToMe() ? 'offered' : 'offers';
      }
      case 'over':
        this.result = message.result;
        this.#takeClock(message, now);
        return 'over';
      case 'presence':
        this.presence = message.presence;
        return 'presence';
      default:
        return 'none';
    }
  }

  get ply() {
    return this.moves.length;
  }

  // The opponent's offer waiting for this player's answer: 'draw',
  // 'takeback' or null.
  offeredToMe() {
    if (this.side < 0) return null;
    const mine = SEATS[this.side];
    if (this.offers.draw && this.offers.draw !== mine) return 'draw';
    if (this.offers.takeback && this.offers.takeback !== mine) return 'takeback';
    return null;
  }

  // Whether this player has a move in effect (a take-back has one to take).
  hasMoved() {
    return this.side >= 0 && this.moves.some(({ trace }) => trace.player === this.side);
  }

  // Whether the opponent has never held their seat: the game has not begun
  // (the server counts a seat away only once both have been there).
  opponentNeverCame() {
    if (this.side < 0 || !this.presence) return false;
    const theirs = SEATS[1 - this.side];
    return !this.presence[theirs] && this.presence.abandonAt?.[theirs] == null;
  }

  /** @param {{clock?: import('./protocol.js').Clock | null}} message @param {number} now */
  #takeClock(message, now) {
    if (message.clock !== undefined) {
      this.clock = message.clock;
      this.clockAt = now;
    }
  }
}

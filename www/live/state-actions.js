// @ts-check
// What the live server said, as the page's game state's actions
// (www/game/state.js): its result, and its open offers. Pure, so Node
// tests it against the state's transitions (tests/node/live-state.test.mjs).

import { SEATS, sideOf } from './protocol.js';

/** @typedef {import('../game/state-types.js').Result} Result */
/** @typedef {import('../game/state-types.js').Offer} Offer */
/** @typedef {import('../game/state-types.js').Action} Action */
/** @typedef {import('../game/state-types.js').GameState} GameState */

// The server's reasons for an end, as the page's game state names them.
/** @type {Record<import('./protocol.js').EndReason, import('../game/state-types.js').EndHow>} */
const END_HOW = { rules: 'rules', resign: 'resigned', agreed: 'agreed', flag: 'flag', abandoned: 'abandoned' };

/** @param {import('./protocol.js').SeatName | null} seat @returns {0 | 1 | null} */
function sideOfSeat(seat) {
  const side = sideOf(seat);
  return side === 0 || side === 1 ? side : null;
}

// The server's result as the page's game state holds it.
/** @param {import('./protocol.js').Result} result @returns {Result} */
export function resultOf(result) {
  return { how: END_HOW[result.reason], winner: sideOfSeat(result.winner), scores: null };
}

// The server's open offers as the page's game state holds them.
/** @param {import('./protocol.js').Offers} offers @returns {Offer[]} */
export function offersOf(offers) {
  /** @type {Offer[]} */
  const held = [];
  const add = (/** @type {Offer['what']} */ what, /** @type {import('./protocol.js').SeatName | null} */ seat) => {
    const by = sideOfSeat(seat);
    if (by !== null) held.push({ what, by });
  };
  add('draw', offers.draw);
  add('takeBack', offers.takeback);
  for (const seat of offers.rematch) add('rematch', seat);
  return held;
}

// The state's offers in the protocol's terms (the live panel's).
/** @param {Offer[]} offers @returns {import('./protocol.js').Offers} */
export function protocolOffers(offers) {
  const by = (/** @type {Offer['what']} */ what) => offers.filter((offer) => offer.what === what).map((offer) => SEATS[offer.by]);
  return { draw: by('draw')[0] ?? null, takeback: by('takeBack')[0] ?? null, rematch: by('rematch') };
}

// The actions that bring the state to what the server said: an end the
// rules did not make (resigned, agreed, out of time, left: the rules' own
// comes with its last move, `played`), then the offers gone (a draw
// accepted is the end by agreement; any other gone unanswered here: a move
// or a take-back cleared it, or it was declined or withdrawn), then those
// made. None when the state already holds it all.
/**
 * @param {GameState} state
 * @param {{result: import('./protocol.js').Result | null, offers: import('./protocol.js').Offers}} server
 * @returns {Action[]}
 */
export function syncActions(state, { result, offers }) {
  /** @type {Action[]} */
  const actions = [];
  const same = (/** @type {Offer} */ a, /** @type {Offer} */ b) => a.what === b.what && a.by === b.by;
  let held = state.offers;
  const endsNow = Boolean(result && result.reason !== 'rules' && !state.result);
  // Over, a rematch is all there is to offer; until then (the rules' end
  // too, until its last move is in the state), anything but.
  const over = endsNow || state.result !== null;
  const wanted = offersOf(offers).filter((offer) => (offer.what === 'rematch') === over);
  if (result && endsNow) {
    const drawOpen = held.some((offer) => offer.what === 'draw');
    if (result.reason === 'agreed' && drawOpen) actions.push({ type: 'answered', what: 'draw', accepted: true });
    else actions.push({ type: 'ended', how: END_HOW[result.reason], winner: sideOfSeat(result.winner) });
    // Either end clears the offers.
    held = [];
  }
  const gone = new Set(held.filter((offer) => !wanted.some((kept) => same(kept, offer))).map((offer) => offer.what));
  for (const what of gone) actions.push({ type: 'answered', what, accepted: false });
  const kept = held.filter((offer) => !gone.has(offer.what));
  for (const offer of wanted) if (!kept.some((have) => same(have, offer))) actions.push({ type: 'offered', ...offer });
  return actions;
}

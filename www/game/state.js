// @ts-check
// The page's one game state (types: state-types.js). Sources change it only
// by dispatching actions; views derive from it. An action carries the
// engine's answer (trace, position), which the transition checks and keeps.
// Pure: tests/node/game-state.test.mjs.

/**
 * @typedef {import('./state-types.js').GameState} GameState
 * @typedef {import('./state-types.js').Action} Action
 * @typedef {import('./state-types.js').Policy} Policy
 * @typedef {import('./state-types.js').Player} Player
 * @typedef {import('./state-types.js').Side} Side
 * @typedef {import('./state-types.js').Result} Result
 * @typedef {import('./state-types.js').Layer} Layer
 * @typedef {import('./state-types.js').Permission} Permission
 * @typedef {import('./state-types.js').Source} Source
 */

/** @type {Player} */
const PERSON = Object.freeze({ kind: 'person' });

// The full page on a device of its own: it may do all.
/** @type {Policy} */
export const FULL_PAGE = Object.freeze({ page: 'page', kiosk: false, share: false, address: true, storage: true, linksOut: true });

// The sides each source may move for: whose player it is. The live
// server's moves are the friend's and, echoed, the person's own; a redo
// or a replay plays again what was in effect.
/** @type {Record<Source, Player['kind'][] | null>} */
const MOVERS = {
  person: ['person'],
  computer: ['computer'],
  link: ['friend-link'],
  live: ['friend-live', 'person'],
  puzzle: ['puzzle'],
  lesson: ['lesson'],
  replay: null,
  redo: null,
};

/** @param {Policy} [policy] @returns {GameState} */
export function initialState(policy = FULL_PAGE) {
  /** @type {GameState} */
  const state = {
    game: null,
    under: null,
    result: null,
    players: [PERSON, PERSON],
    viewpoint: { you: 'mover', bottom: 0 },
    offers: [],
    cursor: null,
    policy,
    generation: 0,
    refusal: null,
  };
  return Object.freeze(state);
}

/**
 * The state after `action`; refused, the state as it was with `refusal`
 * saying why (a catalogue key's last part, `state.<reason>`).
 * @param {GameState} state @param {Action} action @returns {GameState}
 */
export function transition(state, action) {
  const reason = refusalOf(state, action);
  if (reason) return Object.freeze({ ...state, refusal: reason });
  return Object.freeze({ ...apply(state, action), refusal: null });
}

/** @param {GameState} state @param {Action} action @returns {string | null} */
function refusalOf(state, action) {
  const { game, result } = state;
  switch (action.type) {
    case 'newGame':
    case 'ownGame':
    case 'policy':
    case 'viewFrom':
      return null;
    case 'played': {
      if (!game) return 'no-game';
      if (result) return 'game-over';
      const side = action.trace.player;
      if (side !== game.position.to_move) return 'out-of-turn';
      if (action.by === 'link' && !linkMayAdd(yourSide(state), side)) return 'link-your-side';
      const movers = MOVERS[action.by];
      if (movers && !movers.includes(state.players[side].kind)) return 'not-theirs';
      return null;
    }
    case 'undone':
      if (!game) return 'no-game';
      return Number.isInteger(action.count) && action.count >= 1 && action.count <= game.moves.length ? null : 'nothing-to-undo';
    case 'takenBack':
      if (!game) return 'no-game';
      return Number.isInteger(action.ply) && action.ply >= 0 && action.ply < game.moves.length ? null : 'nothing-to-undo';
    case 'ended':
      if (!game) return 'no-game';
      if (result) return 'game-over';
      if (action.how === 'solved' && !state.players.some((player) => player.kind === 'puzzle')) return 'not-a-puzzle';
      return null;
    case 'offered':
      if (!game) return 'no-game';
      if (action.what === 'rematch') return result ? null : 'game-running';
      if (result) return 'game-over';
      if (state.offers.some((offer) => offer.what === action.what)) return 'offer-open';
      // Nothing to take back before the side has moved.
      if (action.what === 'takeBack' && !game.moves.some((played) => played.trace.player === action.by)) return 'nothing-to-undo';
      return null;
    case 'answered':
      return state.offers.some((offer) => offer.what === action.what) ? null : 'no-offer';
    case 'seated':
      if ((action.player.kind === 'friend-live' || action.player.kind === 'friend-link') && !permits(state, 'playFriend')) return 'kiosk';
      return null;
    case 'cursorTo':
      if (!game) return 'no-game';
      if (action.ply === null) return null;
      return Number.isInteger(action.ply) && action.ply >= 0 && action.ply <= game.moves.length ? null : 'no-such-move';
    case 'ownGameLeft':
      return state.under ? null : 'no-own-game';
    default:
      return 'unknown-action';
  }
}

// A friend's link adds the friend's moves, never one for `you` (the side
// played on this device): the policy of a game by link, here once, for a
// move dispatched by link and for a whole link opened (link-history.js).
/** @param {number | null} you @param {number} mover */
export function linkMayAdd(you, mover) {
  return you !== mover;
}

/** @param {GameState} state @param {Action} action @returns {GameState} */
function apply(state, action) {
  const game = /** @type {import('./state-types.js').Game} */ (state.game);
  switch (action.type) {
    case 'newGame':
      return {
        ...state,
        game: action.game,
        under: null,
        result: action.result ?? null,
        players: action.players ?? state.players,
        viewpoint: { ...state.viewpoint, ...action.viewpoint },
        offers: [],
        cursor: null,
        generation: state.generation + 1,
      };
    case 'played': {
      const played = { move: action.move, trace: action.trace, by: action.by };
      return {
        ...state,
        game: { ...game, moves: [...game.moves, played], position: action.position },
        result: action.result ?? null,
        // A take-back asked for lapses with the next move.
        offers: state.offers.filter((offer) => offer.what !== 'takeBack'),
      };
    }
    case 'undone':
      return {
        ...state,
        game: { ...game, moves: game.moves.slice(0, game.moves.length - action.count), position: action.position },
        result: null,
        offers: [],
        cursor: null,
      };
    case 'takenBack':
      return {
        ...state,
        game: { ...game, moves: game.moves.slice(0, action.ply), position: action.position },
        result: null,
        offers: state.offers.filter((offer) => offer.what !== 'takeBack'),
        cursor: null,
      };
    case 'ended':
      return { ...state, result: { how: action.how, winner: action.winner, scores: action.scores ?? null }, offers: [] };
    case 'offered':
      return { ...state, offers: [...state.offers, { what: action.what, by: action.by }] };
    case 'answered': {
      const offers = state.offers.filter((offer) => offer.what !== action.what);
      if (action.what === 'draw' && action.accepted) {
        return { ...state, offers: [], result: { how: 'agreed', winner: null, scores: null } };
      }
      return { ...state, offers };
    }
    case 'seated': {
      const players = /** @type {[Player, Player]} */ ([...state.players]);
      players[action.side] = action.player;
      return { ...state, players };
    }
    case 'viewFrom': {
      const viewpoint = { ...state.viewpoint };
      if (action.you !== undefined) viewpoint.you = action.you;
      if (action.bottom !== undefined) viewpoint.bottom = action.bottom;
      return { ...state, viewpoint };
    }
    case 'cursorTo':
      return { ...state, cursor: action.ply === null || action.ply === game.moves.length ? null : action.ply };
    case 'ownGame':
      return {
        ...state,
        // A second own game (a line in a lesson's place) keeps the page's game below.
        under: state.under ?? layerOf(state),
        game: action.game,
        result: action.result ?? null,
        players: action.players ?? [PERSON, PERSON],
        viewpoint: { ...state.viewpoint, ...action.viewpoint },
        offers: [],
        cursor: null,
      };
    case 'ownGameLeft':
      return { ...state, ...state.under, under: null };
    case 'policy':
      return { ...state, policy: action.policy };
    default:
      return state;
  }
}

/** @param {GameState} state @returns {Layer} */
function layerOf(state) {
  const { game, result, players, viewpoint, offers, cursor } = state;
  return { game, result, players, viewpoint, offers, cursor };
}

// The engine's outcome as a result by the rules (null: the game goes on).
/** @param {{winner: number | null, scores: number[]} | null | undefined} outcome @returns {Result | null} */
export function resultOfOutcome(outcome) {
  if (!outcome) return null;
  const winner = outcome.winner === 0 || outcome.winner === 1 ? outcome.winner : null;
  return { how: 'rules', winner, scores: outcome.scores ?? null };
}

// --- Views: what the page shows, derived -------------------------------

// The side to move, or null: nobody once the game is over or while a
// move back is looked at, or in a replay.
/** @param {GameState} state @returns {Side | null} */
export function toMove(state) {
  if (!state.game || state.result || state.cursor !== null) return null;
  const side = /** @type {Side} */ (state.game.position.to_move);
  return state.players[side].kind === 'replay' ? null : side;
}

// The side of the one person here, if there is one (two people passing
// the device: the one holding it, the side to move).
/** @param {GameState} state @returns {Side | null} */
export function yourSide(state) {
  const { you } = state.viewpoint;
  if (you === 'mover') return state.game ? /** @type {Side} */ (state.game.position.to_move) : null;
  return you;
}

// Whether a pit of `side` is "yours" in its words: from the viewpoint,
// never from the side to move alone (a spectator, a demonstration: nobody's).
/** @param {GameState} state @param {number} side */
export function isYours(state, side) {
  return yourSide(state) === side;
}

// What the host allows: a kiosk changes no address, writes nothing and lets
// nobody out, nor plays a friend elsewhere, `share=1` or not (docs/EMBED.md:
// that game would outlast the visitor).
/** @param {GameState} state @param {Permission} what */
export function permits(state, what) {
  const { policy } = state;
  switch (what) {
    case 'writeAddress':
      return policy.address && !policy.kiosk;
    case 'writeStorage':
      return policy.storage && !policy.kiosk;
    case 'linkOut':
      return policy.linksOut && !policy.kiosk;
    case 'leaveKiosk':
      return !policy.kiosk;
    case 'playFriend':
      return !policy.kiosk;
    default:
      return false;
  }
}

// Holds the state, applies actions, tells the views. `dispatch` returns
// null when the action was applied, else why it was refused.
export class GameStore {
  /** @type {GameState} */
  #state;
  /** @type {Set<(state: GameState, action: Action) => void>} */
  #views = new Set();

  /** @param {Policy} [policy] */
  constructor(policy) {
    this.#state = initialState(policy);
  }

  get state() {
    return this.#state;
  }

  /** @param {Action} action @returns {string | null} */
  dispatch(action) {
    const next = transition(this.#state, action);
    this.#state = next;
    if (next.refusal) return next.refusal;
    for (const view of this.#views) view(next, action);
    return null;
  }

  /** @param {(state: GameState, action: Action) => void} view @returns {() => void} */
  subscribe(view) {
    this.#views.add(view);
    return () => this.#views.delete(view);
  }
}

// @ts-check
// How a link's game stands to the game kept on this device, so that a link
// never rewrites what the device knows was played: the device keeps its own
// record of its game (the saved game, and the friend's game that goes with
// it), and a link is compared with it move by move up to the ply both have.
// Loaded when a link is opened over a game kept on the device.

import { t } from '../i18n/i18n.js';
import { loadFriend } from './friend.js';
import { linkMayAdd } from '../game/state.js';

// Refusing a link, or asking before it replaces the game here: their
// dialog's code loads only then.
const linkChoice = () => import('./link-choice.js');

/**
 * The game kept on this device, as a link is compared with it.
 * @typedef {object} GameHere
 * @property {string} start the start of its record (JSON)
 * @property {string[]} moves its moves (each the engine's JSON)
 * @property {number[]} movers the side that made each move
 * @property {boolean} over
 * @property {{you: number, since?: number, began?: number} | null} friend the
 *   friend's game by link it is, if any: `you` the side played here, `since`
 *   the moves it had when its last link came, `began` when its first came
 *   (or was sent from here)
 */

// The ply a friend's game began at on this device: every move from there on
// was made here or came in a link from the friend. (Saved before `began`
// was kept, a game began, as far as can be known, at its last link.)
/** @param {{since?: number, began?: number}} friend */
const friendBegan = (friend) => friend.began ?? friend.since ?? 0;

/**
 * What opening a link would do to the game here:
 * - 'other': another game (a different start, or one that parts from this
 *   one at a move that nobody here made or saw sent);
 * - 'same': the very game as it stands here;
 * - 'older': a link of this game from before its last moves (opening it
 *   would rewind the game);
 * - 'newer': this game with moves more (a friend's reply);
 * - 'rewritesYours': a friend's reply that changes a move this device's
 *   player made (`move`, 1 the first);
 * - 'rewritesFriends': one that changes a move the friend had already sent;
 * - 'addsYours': a friend's reply that adds a move for this device's
 *   player (`move`, 1 the first): the friend may add only their own.
 * @param {GameHere} here
 * @param {{start: string, moves: string[], movers?: number[]}} linked
 *   `movers`: the side that made each move
 * @returns {{relation: 'other' | 'same' | 'older' | 'newer' | 'rewritesYours' | 'rewritesFriends' | 'addsYours', move?: number}}
 */
export function linkAgainstGame(here, linked) {
  if (here.start !== linked.start) return { relation: 'other' };
  const shared = Math.min(here.moves.length, linked.moves.length);
  const parting = here.moves.slice(0, shared).findIndex((move, ply) => move !== linked.moves[ply]);
  const friend = here.friend;
  if (parting < 0) {
    if (linked.moves.length === here.moves.length) return { relation: 'same' };
    if (linked.moves.length > here.moves.length) {
      const added = (linked.movers ?? []).slice(here.moves.length);
      const yours = friend ? added.findIndex((mover) => !linkMayAdd(friend.you, mover)) : -1;
      return yours < 0 ? { relation: 'newer' } : { relation: 'addsYours', move: here.moves.length + yours + 1 };
    }
    // Only a friend's game has links of its own to reopen; a shorter link
    // of another game here (one's own game's start, say) is another game.
    return { relation: friend && linked.moves.length >= friendBegan(friend) ? 'older' : 'other' };
  }
  // A game that parts at a move before the friend's game began here is
  // another game begun from the same start.
  if (!friend || parting < friendBegan(friend)) return { relation: 'other' };
  const move = parting + 1;
  return { relation: here.movers[parting] === friend.you ? 'rewritesYours' : 'rewritesFriends', move };
}

// Whether opening another game over `here` would discard a game in
// progress (moves made, not over): then the player is asked first.
/** @param {GameHere | null} here */
function inProgress(here) {
  return Boolean(here && here.moves.length > 0 && !here.over);
}

// The game kept on this device, or null: none saved, or none readable.
/** @returns {GameHere | null} */
function gameHere(engine, storage) {
  let saved;
  try {
    saved = JSON.parse(storage.loadGame() ?? 'null');
  } catch {
    return null;
  }
  if (!saved?.record) return null;
  let game;
  try {
    game = engine.WasmGame.fromRecord(saved.record);
  } catch {
    return null;
  }
  try {
    const record = game.record();
    return {
      start: JSON.stringify(record.start),
      moves: record.moves.map((move) => JSON.stringify(move)),
      movers: game.history().map((trace) => trace.player),
      over: game.outcome() !== null,
      friend: loadFriend(storage),
    };
  } finally {
    game.free();
  }
}

// Whether the link's `game` (a WasmGame read from it) may open over the
// game kept here now: `{began}` when it may (`began`: the ply the friend's
// game it goes on with began at here, or null: it goes on with none), false
// when not: it is refused with why, or the player is asked, and
// `open(began)` runs if they choose the link; `game` is freed unless it
// opens.
/** @param {any} sharing @param {any} game @param {(began: number | null) => void} open
 *  @returns {false | {began: number | null}} */
export function guardGameHere(sharing, game, open) {
  const here = gameHere(sharing.engine, sharing.shell.host.storage);
  if (!here) return { began: null };
  const record = game.record();
  const linked = {
    start: JSON.stringify(record.start),
    moves: record.moves.map((move) => JSON.stringify(move)),
    movers: game.history().map((trace) => trace.player),
  };
  const { relation, move } = linkAgainstGame(here, linked);
  const counts = { move, here: here.moves.length, linked: linked.moves.length };
  if (relation === 'same') {
    game.free();
    sharing.shell.flash(t('link.same'));
    sharing.announce(t('link.same'));
    return false;
  }
  if (relation === 'rewritesYours' || relation === 'addsYours' || relation === 'older') {
    game.free();
    linkChoice().then(({ refuseLink }) => refuseLink(sharing, relation, counts));
    return false;
  }
  // A reply goes on with the friend's game: it began where it began.
  const began = here.friend && (relation === 'newer' || relation === 'rewritesFriends') ? friendBegan(here.friend) : null;
  if (relation === 'rewritesFriends' || (relation === 'other' && inProgress(here))) {
    linkChoice()
      .then(({ askToOpen }) => askToOpen(sharing, relation, counts))
      .then((chosen) => (chosen ? open(began) : game.free()));
    return false;
  }
  return { began };
}

// @ts-check
// The host: where the page runs and what any mode on it may do there,
// decided here once. The full page keeps the player's games and progress
// on the device; the embed keeps nothing (a museum's visitors share the
// device); a kiosk (the full page or the embed with kiosk=1) keeps what a
// visitor does for that visit only, forgets it when the next visitor
// comes, and lets nobody out: no link to another page, no address a
// visitor could carry away. Every mode (a game, a lesson, the puzzles, the
// analysis) asks the policy instead of deciding for itself.

import { storage as deviceStorage } from '../game/storage.js';

/**
 * What a page keeps: its game, preferences, lessons' and puzzles' progress,
 * and the friend's game by link. Every call fails quietly.
 * @typedef {object} PageStorage
 * @property {() => string | null} loadGame
 * @property {(text: string) => boolean} saveGame
 * @property {() => boolean} forgetGame
 * @property {() => Record<string, unknown>} loadPrefs
 * @property {(prefs: Record<string, unknown>) => boolean} savePrefs
 * @property {() => string | null} loadLessons
 * @property {(text: string) => boolean} saveLessons
 * @property {() => string | null} loadPuzzles
 * @property {(text: string) => boolean} savePuzzles
 * @property {() => string | null} loadFriend
 * @property {(text: string | null) => boolean} saveFriend
 * @property {(callback: () => void) => void} whenUnavailable
 */

/**
 * How long what a visitor does is kept: on the device, for this visit
 * only (a kiosk), or not at all (the embed).
 * @typedef {'kept' | 'visit' | 'none'} Keeping
 */

/**
 * @typedef {object} HostPolicy
 * @property {'page' | 'embed' | 'kiosk' | 'embed-kiosk'} name
 * @property {Keeping} keeping
 * @property {PageStorage} storage
 * @property {boolean} linksOut links that open another page (a puzzle's
 *   link, a lesson's, the full page): none in a kiosk
 * @property {boolean} address whether the page writes the mode shown into
 *   its address (a reload comes back to it; none in a kiosk or a frame)
 * @property {boolean} serviceWorker whether offline play is installed
 * @property {boolean} hint whether a game against the computer offers hints
 * @property {boolean} review whether a finished game may be reviewed
 * @property {(forget: () => void) => void} onVisitEnd hears the end of a
 *   kiosk's visit: each mode puts its state back as a fresh page has it
 * @property {() => void} endVisit forgets the visit (a kiosk's reset)
 */

/**
 * The storage interface in memory only: gone with the page or the visit,
 * never on the device.
 * @returns {PageStorage & {clear: () => void}}
 */
export function memoryStorage() {
  /** @type {Map<string, any>} */
  const kept = new Map();
  /** @param {string} key */
  const loader = (key) => () => kept.get(key) ?? null;
  /** @param {string} key */
  const saver = (key) => (/** @type {any} */ value) => {
    if (value === null) kept.delete(key);
    else kept.set(key, value);
    return true;
  };
  return {
    clear: () => kept.clear(),
    loadGame: loader('game'),
    saveGame: saver('game'),
    forgetGame: () => kept.delete('game') || true,
    loadPrefs: () => ({ ...kept.get('prefs') }),
    savePrefs: saver('prefs'),
    loadLessons: loader('lessons'),
    saveLessons: saver('lessons'),
    loadPuzzles: loader('puzzles'),
    savePuzzles: saver('puzzles'),
    loadFriend: loader('friend'),
    saveFriend: saver('friend'),
    whenUnavailable: () => {},
  };
}

/**
 * Storage that keeps nothing at all (the embed: progress lives in the
 * modes' memory while the frame is open).
 * @type {PageStorage}
 */
export const noStorage = Object.freeze({
  loadGame: () => null,
  saveGame: () => false,
  forgetGame: () => false,
  loadPrefs: () => ({}),
  savePrefs: () => false,
  loadLessons: () => null,
  saveLessons: () => false,
  loadPuzzles: () => null,
  savePuzzles: () => false,
  loadFriend: () => null,
  saveFriend: () => false,
  whenUnavailable: () => {},
});

/**
 * The policy of the page `page` ('page': the full page, 'embed': the
 * embeddable one), in kiosk mode or not.
 * @param {{page: 'page' | 'embed', kiosk?: boolean}} where
 * @returns {HostPolicy}
 */
export function hostPolicy({ page, kiosk = false }) {
  const visit = kiosk ? memoryStorage() : null;
  /** @type {Set<() => void>} */
  const forgetting = new Set();
  const full = page === 'page';
  return Object.freeze({
    name: kiosk ? (full ? 'kiosk' : 'embed-kiosk') : page,
    keeping: kiosk ? 'visit' : full ? 'kept' : 'none',
    storage: visit ?? (full ? deviceStorage : noStorage),
    linksOut: !kiosk,
    address: full && !kiosk,
    // A kiosk plays offline too; a frame keeps nothing on the device.
    serviceWorker: full || kiosk,
    hint: full,
    review: full,
    onVisitEnd: (forget) => {
      if (kiosk) forgetting.add(forget);
    },
    endVisit: () => {
      visit?.clear();
      for (const forget of forgetting) forget();
    },
  });
}

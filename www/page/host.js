// @ts-check
// What any mode may do where the page runs, decided here once (HostPolicy,
// types.js). A kiosk keeps a visitor's doings for the visit only, has each
// mode forget them for the next, and lets nobody out. Modes ask.

import { storage as deviceStorage } from '../game/storage.js';

/** @typedef {import('./types.js').PageStorage} PageStorage */

// The embed's: progress lives in the modes' memory while the frame is open.
/** @type {PageStorage} */
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

// `visit`: a kiosk's storage for one visit (kiosk.js), else null.
// `analysisAsked()`: whether the address (or the embed's parent) asked for
// the analysis (`analysis=1`).
// `share`: a kiosk's `share=1` (docs/EMBED.md).
/**
 * @param {{page: 'page' | 'embed', visit?: (PageStorage & {clear: () => void}) | null, analysisAsked?: () => boolean, share?: boolean}} where
 * @returns {import('./types.js').HostPolicy}
 */
export function hostPolicy({ page, visit = null, analysisAsked = () => false, share = false }) {
  /** @type {Set<() => void>} */
  const forgetting = new Set();
  const full = page === 'page';
  const kiosk = visit !== null;
  return Object.freeze({
    page,
    kiosk,
    share: kiosk && share,
    storage: visit ?? (full ? deviceStorage : noStorage),
    linksOut: !kiosk,
    address: full && !kiosk,
    // A kiosk plays offline too; a frame keeps nothing on the device.
    serviceWorker: full || kiosk,
    hint: full,
    // The full page offers it to all; a frame and a kiosk only when the
    // museum asked (it shows the best move to whoever stands there).
    analysis: () => (full && !kiosk) || analysisAsked(),
    // The review shows the better moves through the analysis.
    review: full && (!kiosk || analysisAsked()),
    onVisitEnd: (forget) => {
      if (kiosk) forgetting.add(forget);
    },
    endVisit: () => {
      visit?.clear();
      for (const forget of forgetting) forget();
    },
  });
}

// @ts-check
// A live game's links (`#live.ID.TOKEN` for a seat, `#live.ID` to watch, in
// the fragment only: never sent to a server) and the links made on this
// device for the friend, kept for the tab.

const FRAGMENT = /^#?live\.([A-Za-z0-9_-]{1,64})(?:\.([A-Za-z0-9_-]{1,64}))?$/;
const INVITE_KEY = 'mancala.live.invite.';

/** @typedef {{game: string, token: string | null}} LiveAddress */
/** @typedef {{friend: string, watch: string}} Invite */

// The game and seat of a live link's fragment, or null.
/** @param {string} fragment @returns {LiveAddress | null} */
export function readLiveFragment(fragment) {
  const match = FRAGMENT.exec(String(fragment ?? '').trim());
  return match ? { game: match[1], token: match[2] ?? null } : null;
}

// The page's address of a live game's seat (or, without a token, of
// watching it).
/** @param {string} game @param {string | null} token */
export function liveUrl(game, token, from = window.location.href) {
  const page = new URL('./', from);
  page.search = '';
  page.hash = token ? `live.${game}.${token}` : `live.${game}`;
  return page.href;
}

// The links made for a game on this device (the friend's and the
// watchers'), kept for the tab so that a reload still offers them.
/** @param {string} game @param {Invite} invite */
export function keepInvite(game, invite) {
  try {
    sessionStorage.setItem(INVITE_KEY + game, JSON.stringify(invite));
  } catch {
    // Without it, the links are offered until the page is reloaded.
  }
}

/** @param {string} game @returns {Invite | null} */
export function keptInvite(game) {
  try {
    return JSON.parse(sessionStorage.getItem(INVITE_KEY + game) ?? 'null');
  } catch {
    return null;
  }
}

// The page's address no longer names live game `game` (it left the board).
/** @param {string} game */
export function forgetAddress(game) {
  if (readLiveFragment(window.location.hash)?.game === game) {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }
}

// The page's address names a live game's seat (a reload comes back to it).
/** @param {LiveAddress} address */
export function showAddress({ game, token }) {
  window.history.replaceState(null, '', liveUrl(game, token));
}

// @ts-check
// Live play (issue 36) on a page: a game held by the site's server
// (docs/LIVE.md), two players on two devices and anyone watching. Loaded
// only when a live game is made or opened. The parts: the server's
// protocol (protocol.js) and its client (client.js), a live link's address
// (address.js), what the server has said of the game (record.js), the
// game's session on the board (live-game.js) and its panel (live-panel.js).

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { loadStyle } from '../ui/stylesheet.js';
import { createGame } from './client.js';
import { keepInvite, liveUrl, readLiveFragment, showAddress } from './address.js';
import { LiveGame } from './live-game.js';

await Promise.all([loadPart('live'), loadPart('share'), loadStyle('www/share/seat-panel.css'), loadStyle('www/live/live.css')]);

/** @typedef {import('../page/shell.js').PageShell} PageShell */
/** @typedef {import('./address.js').LiveAddress} LiveAddress */

// Which live game's panel is on a page: the one a new link covers, and
// whose place a rematch or a failed link hands on.
class LivePlace {
  /** @type {LiveGame | null} */
  #shown = null;

  get shown() {
    return this.#shown?.panel.isConnected ? this.#shown : null;
  }

  /** @param {LiveGame} live */
  show(live) {
    this.#shown = live;
  }
}

// Opens the live game of `address` on the page: its panel goes before the
// dock, and the board is the server's game once it answers. `framed`: the
// embed's frame, which shows only this game.
/**
 * @param {PageShell} shell
 * @param {any} engine
 * @param {LiveAddress} address
 * @param {{dock: Element, onLeave: () => void, framed?: boolean, place?: LivePlace}} where
 */
export function openLiveGame(shell, engine, address, { dock, onLeave, framed = false, place = new LivePlace() }) {
  const covered = place.shown;
  const live = new LiveGame(shell, engine, address, { onLeave, place, framed, covered });
  covered?.cover();
  place.show(live);
  dock.before(live.panel);
  // The game here waits, and nobody moves in it, until the server answers.
  shell.pauseGame();
  live.open();
  return live;
}

// Makes a live game from the start of `record` (the engine's record of the
// game on the board); the server's refusal is thrown with its code.
/** @param {any} engine @param {{start: object}} record @param {{clock?: {initialMs: number, incrementMs: number} | null}} [options] */
export function createLiveGame(engine, record, { clock = null } = {}) {
  const start = engine.WasmGame.fromRecord({ start: record.start, moves: [] });
  let link;
  try {
    link = start.link('look');
  } finally {
    start.free();
  }
  return createGame(link, { clock });
}

// Live play on the main page (app.js): `open(fragment)` (the address's)
// opens a live link's game over the game here, which stays saved on the
// device as it was; `create(record, {clock})` makes a live game from the
// start of `record` and opens this device's seat in it (South),
// `createNew(game)` one of a game's usual start. The sessions over the game
// (a puzzle, a lesson, the analysis) step aside when the server's game
// takes the board.
/**
 * @param {PageShell} shell
 * @param {any} engine
 * @param {{dock: Element, onLeave: () => void}} page
 */
export function onMainPage(shell, engine, { dock, onLeave }) {
  const place = new LivePlace();
  const forget = () => window.history.replaceState(null, '', window.location.pathname + window.location.search);
  /** @param {string} text */
  const tell = (text) => {
    shell.flash(text);
    shell.announce(text);
  };
  async function open(fragment = window.location.hash) {
    const address = readLiveFragment(fragment);
    if (!address) {
      forget();
      tell(t('live.error.no-game'));
      return;
    }
    openLiveGame(shell, engine, address, { dock, onLeave, place });
  }
  /** @param {{start: object}} record @param {{clock?: {initialMs: number, incrementMs: number} | null}} [options] */
  async function create(record, { clock = null } = {}) {
    let made;
    try {
      made = await createLiveGame(engine, record, { clock });
    } catch (error) {
      // Too many games made lately is said in the page's words; any other
      // reason in the server's.
      tell(error?.code === 'rate-limited' ? t('live.create.rateLimited') : t('live.create.failed', { reason: String(error?.message ?? error) }));
      return;
    }
    keepInvite(made.game, { friend: liveUrl(made.game, made.seats.north), watch: liveUrl(made.game, null) });
    showAddress({ game: made.game, token: made.seats.south });
    await open(window.location.hash);
  }
  /** @param {string} game */
  function createNew(game) {
    const start = new engine.WasmGame(game, {}, 0);
    const record = start.record();
    start.free();
    return create(record);
  }
  return { open, create, createNew };
}

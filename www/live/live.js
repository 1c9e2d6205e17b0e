// @ts-check
// Live play (issue 36): a game held by the site's server (docs/LIVE.md), two
// players on two devices and anyone watching. The server is the referee:
// the page asks its own engine only which pits to offer, sends the move,
// and plays what the server answers; a move the server refuses changes
// nothing here. Loaded only when a live game is made or opened.
//
// A LiveGame is the game's session (sessions.js's useGame) while it is on
// the board: its seats wait for the server's moves (the player's own seat
// first for the move input), it keeps nothing on the device (the device's
// own game stays saved as it was), no undo (a take-back is asked of the
// opponent), no analysis or hint while the game runs.

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { noStorage } from '../page/host.js';
import { TwoPeopleGame } from '../page/game-sessions.js';
import { abortError } from '../game/waiting.js';
import { loadStyle } from '../ui/stylesheet.js';
import { setupOfLinkedGame } from '../share/link.js';
import { livePanel } from './live-panel.js';

await Promise.all([loadPart('live'), loadPart('share'), loadStyle('www/share/seat-panel.css'), loadStyle('www/live/live.css')]);

export const SEATS = Object.freeze(['south', 'north']);
// Waits before each try to reconnect, then the last again and again.
const RETRY_MS = [250, 1000, 2000, 4000, 8000];
// A ping keeps the socket open through proxies that close quiet ones.
const PING_MS = 25_000;
const FRAGMENT = /^#?live\.([A-Za-z0-9_-]{1,64})(?:\.([A-Za-z0-9_-]{1,64}))?$/;

/** @typedef {import('../page/shell.js').PageShell} PageShell */
/** @typedef {{game: string, token: string | null}} LiveAddress */

// The game and seat of a live link's fragment (`#live.ID.TOKEN`, or
// `#live.ID` to watch), or null.
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

// The server's addresses, beside the site's root (this module is in www/live/).
const serverUrl = (path) => new URL(`../../${path}`, import.meta.url);

// Makes a live game from the start of `record` (the engine's record of the
// game on the board): {game, seats: {south, north}} or an Error with the
// server's words.
/** @param {any} engine @param {{start: object}} record @param {{creator?: string, clock?: object | null}} [options] */
export async function createLiveGame(engine, record, { creator = 'south', clock = null } = {}) {
  const start = engine.WasmGame.fromRecord({ start: record.start, moves: [] });
  let link;
  try {
    link = start.link('look');
  } finally {
    start.free();
  }
  const response = await fetch(serverUrl('live/games'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ start: link, clock, creator }),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok || !answer?.game) {
    throw Object.assign(new Error(answer?.error?.message ?? `${response.status}`), { code: answer?.error?.code ?? null });
  }
  return answer;
}

// The links made for a game on this device (the friend's and the
// watchers'), kept for the tab so that a reload still offers them.
const INVITE_KEY = 'mancala.live.invite.';
/** @param {string} game @param {{friend: string, watch: string}} invite */
export function keepInvite(game, invite) {
  try {
    sessionStorage.setItem(INVITE_KEY + game, JSON.stringify(invite));
  } catch {
    // Without it, the links are offered until the page is reloaded.
  }
}
/** @param {string} game @returns {{friend: string, watch: string} | null} */
function keptInvite(game) {
  try {
    return JSON.parse(sessionStorage.getItem(INVITE_KEY + game) ?? 'null');
  } catch {
    return null;
  }
}

// A side's seat: it plays what the server says was played at the turn's
// ply; the player's own asks the move input first and sends it.
class LiveSeat {
  #live;
  #side;

  /** @param {LiveGame} live @param {number} side */
  constructor(live, side) {
    this.#live = live;
    this.#side = side;
    this.kind = 'live';
  }

  /** @param {import('../page/types.js').Snapshot} turn @param {AbortSignal} signal */
  chooseMove(turn, signal) {
    return this.#live.moveFor(this.#side, turn, signal);
  }
}

export class LiveGame {
  #shell;
  #engine;
  #game;
  #token;
  #onLeave;
  #framed;
  /** @type {{friend: string, watch: string} | null} the links made here */
  #invite;
  /** @type {number} this device's side, -1: watching */
  #side = -1;
  /** @type {WebSocket | null} */
  #socket = null;
  #closed = false;
  #tries = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #retryTimer;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  #pingTimer;
  /** @type {object[]} the moves in effect, as the server says */
  #moves = [];
  /** @type {Set<() => void>} seats waiting for the server's next word */
  #waiting = new Set();
  /** @type {((error: {code: string}) => void) | null} the own move sent, awaiting its answer */
  #refused = null;
  // What the server last said of the game (docs/LIVE.md, "state").
  #start = null;
  #result = null;
  #offers = { draw: null, takeback: null, rematch: [] };
  #presence = null;
  #clock = null;
  #clockAt = 0;
  #serverOffset = 0; // the server's clock less this device's
  #heard = 0; // when the socket last brought a message
  #connection = 'connecting'; // 'connecting', 'open', 'away', 'failed'
  #failure = '';
  #joinedGame = -1; // the controller's game number the server's game is
  /** @type {readonly LiveSeat[]} */
  #seats;
  #panel;
  #offersShown;
  /** @type {LiveGame | null} the live game shown when this one was opened, hidden until this one takes the board */
  #covered = null;

  /**
   * @param {PageShell} shell
   * @param {any} engine
   * @param {LiveAddress} address
   * @param {{onLeave: () => void, framed?: boolean, covered?: LiveGame | null}} actions `onLeave()`: back to
   *   the device's own game; `framed`: the embed's frame, which only shows
   *   this game (no Leave); `covered`: the live game shown until now, which
   *   shows again should this one never take the board
   */
  constructor(shell, engine, { game, token }, { onLeave, framed = false, covered = null }) {
    this.#shell = shell;
    this.#engine = engine;
    this.#game = game;
    this.#token = token;
    this.#onLeave = onLeave;
    this.#framed = framed;
    this.#covered = covered;
    this.#invite = token ? keptInvite(game) : null;
    this.#seats = Object.freeze([new LiveSeat(this, 0), new LiveSeat(this, 1)]);
    // No analysis to ring the best move while the game runs; once over, the
    // whole review. No hint against a person; no result dialog (the panel
    // has the end and the rematch).
    this.#offersShown = Object.freeze({ analysis: () => this.over, hint: false, result: false });
    this.#panel = livePanel({
      invite: this.#invite,
      watchUrl: liveUrl(game, null),
      act: (message) => this.#send(message),
      leave: framed ? null : () => this.leave(),
    });
    this.kind = 'live';
  }

  get seats() {
    return this.#seats;
  }

  get storage() {
    return noStorage;
  }

  get undoFloor() {
    return Infinity;
  }

  get you() {
    return this.#side >= 0 ? this.#side : undefined;
  }

  // The other seat's player is on another device (a watcher has no "you").
  get friendElsewhere() {
    return true;
  }

  get offers() {
    return this.#offersShown;
  }

  get over() {
    return this.#ended() !== null;
  }

  get panel() {
    return this.#panel.root;
  }

  // The game's ID on the server, and the page's address of watching it.
  get gameId() {
    return this.#game;
  }

  get watchUrl() {
    return liveUrl(this.#game, null);
  }

  // The friend's link (made on this device) while the friend has not come
  // and nobody has moved, else null.
  get friendUrl() {
    if (this.#side < 0 || this.over || this.#moves.length > 0 || !this.#presence) return null;
    const theirs = SEATS[1 - this.#side];
    if (this.#presence[theirs] || this.#presence.abandonAt?.[theirs]) return null;
    return this.#invite?.friend ?? null;
  }

  // Other players' setups are never this game's.
  plays() {
    return false;
  }

  // Joins the game; the board becomes the server's game when it answers.
  open() {
    this.#closed = false;
    this.#connect();
    window.addEventListener('online', this.#wake);
    window.addEventListener('offline', this.#lost);
    document.addEventListener('visibilitychange', this.#wake);
    this.#render();
  }

  // Back to the device's own game (its storage first: it is read from the
  // device).
  leave() {
    this.displaced();
    this.#shell.sessions.useGame(new TwoPeopleGame(this.#shell));
    this.#onLeave();
  }

  // Another game took the board: the socket closes, the address forgets
  // it, and the game is saved on the device again (the host's storage, for
  // a game's session that names none: not the rematch's).
  displaced() {
    this.#close();
    const { controller, host, sessions } = this.#shell;
    if (!sessions.bottom.storage) controller.arrange({ storage: host.storage });
    this.#panel.root.remove();
    if (readLiveFragment(window.location.hash)?.game === this.#game) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  }

  // Another live link is tried: this game waits behind it, unseen.
  cover() {
    this.#panel.root.hidden = true;
  }

  #uncover() {
    this.#panel.root.hidden = false;
    window.history.replaceState(null, '', liveUrl(this.#game, this.#token));
  }

  // The page came back from the browser's history (pageshow): the socket
  // may be gone.
  resume() {
    this.#wake();
    this.#shell.controller.run();
  }

  #close() {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#pingTimer);
    window.removeEventListener('online', this.#wake);
    window.removeEventListener('offline', this.#lost);
    document.removeEventListener('visibilitychange', this.#wake);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    this.#panel.stop();
  }

  // The device says the network is gone: the socket would only notice
  // much later. Reconnected when the network is back (`online`).
  #lost = () => {
    const socket = this.#socket;
    if (!socket || this.#closed) return;
    this.#socket = null;
    socket.close();
    this.#away();
  };

  #away() {
    clearInterval(this.#pingTimer);
    this.#connection = 'away';
    this.#render();
    const wait = RETRY_MS[Math.min(this.#tries, RETRY_MS.length - 1)];
    this.#tries += 1;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => this.#wake(), wait);
  }

  // A way back (the network, the screen on again): reconnect at once. Not
  // while the device is offline: its `online` comes first.
  #wake = () => {
    if (this.#closed || document.visibilityState === 'hidden' || this.#connection === 'failed') return;
    if (navigator.onLine === false) return;
    if (!this.#socket || this.#socket.readyState > WebSocket.OPEN) {
      clearTimeout(this.#retryTimer);
      this.#connect();
    }
  };

  #connect() {
    const url = serverUrl('live/socket');
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.#socket = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ t: 'join', game: this.#game, token: this.#token }));
      this.#heard = performance.now();
      clearInterval(this.#pingTimer);
      // A socket that has not answered a ping in time is taken for lost.
      this.#pingTimer = setInterval(() => {
        if (performance.now() - this.#heard > 2 * PING_MS) this.#lost();
        else this.#send({ t: 'ping' });
      }, PING_MS);
    });
    socket.addEventListener('message', (event) => {
      if (this.#socket !== socket) return;
      this.#heard = performance.now();
      let message;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      this.#receive(message);
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.#closed || this.#connection === 'failed') return;
      this.#away();
    });
  }

  // Something was missed (a move not heard, one refused as stale): the
  // whole game again, from a new socket.
  #rejoin() {
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    clearTimeout(this.#retryTimer);
    this.#connect();
  }

  /** @param {object} message */
  #send(message) {
    if (this.#socket?.readyState !== WebSocket.OPEN) {
      this.#shell.board.flash(t('live.notConnected'));
      return false;
    }
    this.#socket.send(JSON.stringify(message));
    return true;
  }

  /** @param {any} message */
  #receive(message) {
    if (Number.isFinite(message.serverTime)) this.#serverOffset = message.serverTime - Date.now();
    switch (message.t) {
      case 'state':
        this.#tries = 0;
        this.#connection = 'open';
        this.#takeState(message);
        break;
      case 'moved':
        if (message.ply > this.#moves.length) {
          this.#rejoin();
          return;
        }
        if (message.ply === this.#moves.length) {
          this.#moves.push(message.move);
          this.#offers = { ...this.#offers, draw: null, takeback: null };
          this.#panel.notify('');
          this.#takeClock(message);
          this.#hear();
        }
        break;
      case 'takenBack':
        this.#moves = this.#moves.slice(0, message.ply);
        this.#offers = { ...this.#offers, draw: null, takeback: null };
        this.#takeClock(message);
        this.#rebuild({ animateLast: false });
        this.#notify(t('live.takenBack'));
        break;
      case 'offers':
        this.#offers = message.offers;
        if (message.declined && this.#side >= 0 && SEATS.indexOf(message.declined.by) !== this.#side) {
          this.#notify(t(message.declined.kind === 'draw' ? 'live.drawDeclined' : 'live.takebackDeclined'));
        } else if (this.#offeredByOpponent()) {
          // The panel's offer row shows it, with its answers.
          this.#panel.notify('');
          this.#shell.announce(t(this.#offers.draw && this.#offers.draw !== SEATS[this.#side] ? 'live.drawOffered' : 'live.takebackAsked'));
        }
        break;
      case 'over':
        this.#result = message.result;
        this.#takeClock(message);
        // The seats now wait for nothing (the move input closes). An end by
        // the rules comes with its last move, and the board says it once
        // the move has been shown; any other is told now, with what is
        // offered now (the review); the panel and the status line show it.
        this.#hear();
        this.#panel.notify('');
        if (message.result?.reason !== 'rules') {
          this.#shell.controller.present();
          this.#shell.announce(this.#resultWords());
        }
        break;
      case 'presence':
        this.#presence = message.presence;
        break;
      case 'rematch':
        this.#rematch(message);
        return;
      case 'error':
        this.#refuse(message);
        break;
      default:
        break;
    }
    this.#render();
  }

  #offeredByOpponent() {
    const mine = SEATS[this.#side];
    return this.#side >= 0 && [this.#offers.draw, this.#offers.takeback].some((seat) => seat && seat !== mine);
  }

  #takeClock(message) {
    if (message.clock !== undefined) {
      this.#clock = message.clock;
      this.#clockAt = performance.now();
    }
  }

  // The whole game from the server: on joining, and again after any
  // reconnect.
  #takeState(state) {
    this.#side = state.seat === null ? -1 : SEATS.indexOf(state.seat);
    this.#start = state.start;
    this.#result = state.result;
    this.#offers = state.offers;
    this.#presence = state.presence;
    this.#takeClock(state);
    const moves = state.moves.map((entry) => entry.move);
    const { controller, sessions } = this.#shell;
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    const here = this.#joinedGame === controller.gameNumber && sessions.bottom === this ? controller.game.record().moves : null;
    this.#moves = moves;
    if (here && here.length <= moves.length && here.every((move, ply) => same(move, moves[ply]))) {
      // Those missed come through the seats, each shown as it was played;
      // a move sent as the socket went may be sent again.
      this.#refused?.({ code: 'reconnected' });
      this.#hear();
      controller.run();
    } else {
      this.#rebuild({ animateLast: true });
    }
  }

  // The board becomes the server's game (its last move, `animateLast`,
  // shown as it is played).
  #rebuild({ animateLast }) {
    const { controller, sessions } = this.#shell;
    const read = this.#engine.WasmGame.fromLink(this.#start);
    if (!read.game || read.error) {
      read.game?.free();
      this.#fail(t('live.error.bad-start'));
      return;
    }
    const game = read.game;
    const shown = animateLast && this.#moves.length > 0 ? this.#moves.length - 1 : this.#moves.length;
    try {
      for (const move of this.#moves.slice(0, shown)) game.play(move);
    } catch {
      game.free();
      this.#fail(t('live.error.bad-start'));
      return;
    }
    controller.replaceGame(game, setupOfLinkedGame(game, read.options));
    this.#joinedGame = controller.gameNumber;
    const replaced = sessions.bottom;
    if (replaced !== this) sessions.useGame(this);
    // The game covered leaves too, had it never taken the board (it failed).
    if (this.#covered && this.#covered !== replaced) this.#covered.displaced();
    this.#covered = null;
    this.#refused?.({ code: 'reconnected' });
    controller.run();
  }

  #fail(words) {
    this.#connection = 'failed';
    this.#failure = words;
    this.#close();
    // A second live link that fails leaves the live game shown before as
    // it was, with its panel and address; the reason is said over the board.
    if (this.#covered && this.#shell.sessions.bottom !== this) {
      this.#panel.root.remove();
      this.#covered.#uncover();
      showing = this.#covered;
      this.#covered = null;
      this.#tell(words);
      this.#shell.resumeGame();
      return;
    }
    this.#render();
  }

  // The seats hear the server's new word (a move, the end).
  #hear() {
    const waiting = [...this.#waiting];
    this.#waiting.clear();
    for (const wake of waiting) wake();
  }

  // Resolves when the server next says something of the game, or rejects
  // when the turn is abandoned.
  /** @param {AbortSignal} signal */
  #nextWord(signal) {
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      const wake = () => {
        signal.removeEventListener('abort', abandon);
        resolve(undefined);
      };
      const abandon = () => {
        this.#waiting.delete(wake);
        reject(abortError());
      };
      this.#waiting.add(wake);
      signal.addEventListener('abort', abandon, { once: true });
    });
  }

  // The move played at the turn's ply as the server says it; on this
  // device's own turn, first the player's choice, sent and answered.
  /** @param {number} side @param {import('../page/types.js').Snapshot} turn @param {AbortSignal} signal */
  async moveFor(side, turn, signal) {
    const ply = turn.ply;
    while (this.#moves.length <= ply) {
      if (this.#result || side !== this.#side || this.#connection !== 'open') {
        await this.#nextWord(signal);
        continue;
      }
      const chosen = await this.#choose(side, turn, signal);
      if (chosen === null || this.#moves.length > ply) continue;
      if (!this.#send({ t: 'move', ply, move: chosen })) continue;
      const refusal = await this.#answer(ply, signal);
      if (refusal) this.#refuse(refusal);
    }
    return this.#moves[ply];
  }

  // The player's move from the board, or null when the server spoke first
  // (the move came from another tab of the same seat, the game ended).
  /** @param {number} side @param {import('../page/types.js').Snapshot} turn @param {AbortSignal} signal */
  async #choose(side, turn, signal) {
    const input = new AbortController();
    const stop = () => input.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      return await Promise.race([
        this.#shell.people[side].chooseMove(turn, input.signal),
        this.#nextWord(input.signal).then(() => null),
      ]);
    } finally {
      signal.removeEventListener('abort', stop);
      input.abort();
    }
  }

  // Waits for the server's answer to the move sent at `ply`: null when it
  // was played, else the refusal.
  /** @param {number} ply @param {AbortSignal} signal */
  #answer(ply, signal) {
    return new Promise((resolve, reject) => {
      const done = (value) => {
        this.#refused = null;
        this.#waiting.delete(played);
        signal.removeEventListener('abort', abandon);
        resolve(value);
      };
      const played = () => {
        if (this.#moves.length > ply || this.#result) done(null);
        else this.#waiting.add(played);
      };
      const abandon = () => {
        this.#refused = null;
        this.#waiting.delete(played);
        reject(abortError());
      };
      this.#refused = (error) => done(error);
      this.#waiting.add(played);
      signal.addEventListener('abort', abandon, { once: true });
    });
  }

  // A refused message: the server's reason in the page's words; a refused
  // move leaves the board as it was.
  /** @param {{code: string, message?: string}} error */
  #refuse(error) {
    if (error.code === 'reconnected') return;
    // A move that waits for its answer hears it first, and the refusal
    // comes back here once that move is given up.
    if (this.#refused) {
      this.#refused(error);
      return;
    }
    if (error.code === 'stale-ply') this.#rejoin();
    if (error.code === 'no-game' || error.code === 'bad-token' || error.code === 'bad-origin') {
      this.#fail(t(`live.error.${error.code}`));
      return;
    }
    // A join refused for a passing reason (the server's store away, too
    // many messages) is tried again later, as a lost connection is.
    if (this.#connection !== 'open') {
      const socket = this.#socket;
      this.#socket = null;
      socket?.close();
      this.#away();
    }
    const key = `live.error.${error.code}`;
    const words = t(key);
    this.#tell(words === key ? t('live.error.other') : words);
  }

  // What the opponent did with an offer, or a move taken back: said in
  // the panel, not over the board, whose pits it would cover.
  #notify(words) {
    this.#panel.notify(words);
    this.#shell.announce(words);
  }

  // A refused move: over the board, where the move was made.
  #tell(words) {
    this.#shell.board.flash(words);
    this.#shell.announce(words);
  }

  // The rematch's seat: its link becomes the address, and it is joined.
  #rematch(message) {
    const address = { game: message.game, token: message.token ?? null };
    window.history.replaceState(null, '', liveUrl(address.game, address.token));
    const next = new LiveGame(this.#shell, this.#engine, address, { onLeave: this.#onLeave, framed: this.#framed });
    this.#close();
    this.#panel.root.replaceWith(next.panel);
    showing = next;
    next.open();
  }

  // The game's result: the server's, or (an end by the rules, which comes
  // with its last move) the engine's once that move is on the board.
  #ended() {
    if (this.#result) return this.#result;
    const { controller, sessions } = this.#shell;
    const outcome = sessions.bottom === this ? controller.game?.outcome() : null;
    return outcome ? { winner: SEATS[outcome.winner] ?? null, reason: 'rules' } : null;
  }

  // The end in words (the rules' own end: the board says it too).
  #resultWords() {
    const result = this.#ended();
    if (!result) return '';
    const winner = SEATS.indexOf(result.winner);
    const side = (seat) => t(seat === 0 ? 'side.south' : 'side.north');
    if (winner < 0) return t(`live.end.draw.${result.reason === 'agreed' ? 'agreed' : 'other'}`);
    const loser = 1 - winner;
    return t(`live.end.${result.reason}`, { winner: side(winner), loser: side(loser) });
  }

  // The status line: the end, or how the game is reached.
  /** @param {import('../page/types.js').Snapshot} snapshot */
  status(snapshot) {
    if ((snapshot.viewPly ?? null) !== null) return null;
    if (this.#connection === 'failed') return this.#failure;
    if (this.#ended()) return this.#resultWords();
    if (this.#connection !== 'open') return t('live.reconnecting');
    // Watchers, and the player whose turn it is not, wait: the move input's
    // own instructions are for the player to move here.
    if (snapshot.position.to_move !== this.#side) {
      return t('live.theirTurn', { side: t(snapshot.position.to_move === 0 ? 'side.south' : 'side.north') });
    }
    return null;
  }

  // Each snapshot shown: the panel and the players' cards.
  follow() {
    this.#render();
  }

  retranslate() {
    this.#render();
    this.#shell.controller.present();
  }

  #render() {
    this.#panel.render({
      side: this.#side,
      connection: this.#connection,
      failure: this.#failure,
      ply: this.#moves.length,
      toMove: this.#ended() ? null : this.#shell.controller.game?.position().to_move ?? null,
      result: this.#ended(),
      resultWords: this.#resultWords(),
      offers: this.#offers,
      presence: this.#presence,
      clock: this.#clock,
      clockAt: this.#clockAt,
      serverOffset: this.#serverOffset,
      inviting: this.friendUrl !== null,
    });
    this.#shell.refreshStatus();
  }
}

// Opens the live game of `address` on the page: its panel goes before the
// dock, and the board is the server's game once it answers.
/** @type {LiveGame | null} the live game whose panel is on the page */
let showing = null;
/**
 * @param {PageShell} shell
 * @param {any} engine
 * @param {LiveAddress} address
 * @param {{dock: Element, onLeave: () => void, framed?: boolean}} where `framed`:
 *   the embed's frame, which shows only this game
 */
export function openLiveGame(shell, engine, address, { dock, onLeave, framed = false }) {
  const covered = showing?.panel.isConnected ? showing : null;
  const live = new LiveGame(shell, engine, address, { onLeave, framed, covered });
  covered?.cover();
  showing = live;
  dock.before(live.panel);
  // The game here waits, and nobody moves in it, until the server answers.
  shell.pauseGame();
  live.open();
  return live;
}

// Live play on the main page (app.js): `open(fragment)` (the address's)
// opens a live link's
// game over the game here, which stays saved on the device as it was;
// `create(record, {clock})` makes a live game from the start of `record`
// and opens this device's seat in it (South), `createNew(game)` one of a
// game's usual start. The sessions over the game (a puzzle, a lesson, the
// analysis) step aside when the server's game takes the board.
/**
 * @param {PageShell} shell
 * @param {any} engine
 * @param {{dock: Element, onLeave: () => void}} page
 */
export function onMainPage(shell, engine, { dock, onLeave }) {
  const forget = () => window.history.replaceState(null, '', window.location.pathname + window.location.search);
  const tell = (text) => {
    shell.board.flash(text);
    shell.announce(text);
  };
  async function open(fragment = window.location.hash) {
    const address = readLiveFragment(fragment);
    if (!address) {
      forget();
      tell(t('live.error.no-game'));
      return;
    }
    openLiveGame(shell, engine, address, { dock, onLeave });
  }
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
    window.history.replaceState(null, '', liveUrl(made.game, made.seats.south));
    await open(window.location.hash);
  }
  function createNew(game) {
    const start = new engine.WasmGame(game, {}, 0);
    const record = start.record();
    start.free();
    return create(record);
  }
  return { open, create, createNew };
}

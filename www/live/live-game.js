// @ts-check
// A live game on the board (docs/LIVE.md): the game's session while the
// server's game has the board. The server is the referee: its messages
// (client.js) go into the record (record.js), and the board shows the
// record; the page asks its own engine only which pits to offer, sends the
// player's move, and shows it once the server has played it. A move the
// server refuses changes nothing here.
//
// It keeps nothing on the device (the device's own game stays saved as it
// was), offers no undo (a take-back is asked of the opponent), no analysis
// or hint while the game runs.

import { t } from '../i18n/i18n.js';
import { noStorage } from '../page/host.js';
import { TwoPeopleGame } from '../page/game-sessions.js';
import { setupOfLinkedGame } from '../game/link.js';
import { LiveClient } from './client.js';
import { LiveRecord } from './record.js';
import { LiveTurns } from './turns.js';
import { forgetAddress, keptInvite, liveUrl, showAddress } from './address.js';
import { toMove, yourSide } from '../game/state.js';
import { protocolOffers, resultOf, syncActions } from './state-actions.js';
import { errorWords, resultWords, sideWord } from './words.js';
import { livePanel } from './live-panel.js';

/** @typedef {import('../page/shell.js').PageShell} PageShell */

/** @typedef {import('../game/state-types.js').Result} Result */
/** @typedef {import('./address.js').LiveAddress} LiveAddress */
/** @typedef {import('../page/types.js').Snapshot} Snapshot */

/**
 * Which live game's panel is on the page: a rematch or a failed second link
 * hands its place on (live.js keeps one for the page).
 * @typedef {{show: (live: LiveGame) => void}} LivePlace
 */

export class LiveGame {
  #shell;
  #engine;
  #address;
  #onLeave;
  #framed;
  #place;
  /** @type {import('./address.js').Invite | null} the links made here */
  #invite;
  #record = new LiveRecord();
  #client;
  /** @type {'connecting' | 'open' | 'away' | 'failed'} */
  #connection = 'connecting';
  #failure = '';
  #joinedGame = -1; // the controller's game number the server's game is
  #turns;
  #seats;
  #panel;
  #offersShown;
  /** @type {LiveGame | null} the live game shown when this one was opened, hidden until this one takes the board */
  #covered;

  /**
   * @param {PageShell} shell
   * @param {any} engine
   * @param {LiveAddress} address
   * @param {{onLeave: () => void, place: LivePlace, framed?: boolean, covered?: LiveGame | null}} where
   *   `onLeave()`: back to the device's own game; `framed`: the embed's
   *   frame, which only shows this game (no Leave); `covered`: the live game
   *   shown until now, which shows again should this one never take the board
   */
  constructor(shell, engine, address, { onLeave, place, framed = false, covered = null }) {
    this.#shell = shell;
    this.#engine = engine;
    this.#address = address;
    this.#onLeave = onLeave;
    this.#place = place;
    this.#framed = framed;
    this.#covered = covered;
    this.#invite = address.token ? keptInvite(address.game) : null;
    this.#client = new LiveClient(address, {
      onMessage: (message) => this.#receive(message),
      onConnection: (connection) => this.#connected(connection),
    });
    this.#turns = new LiveTurns(this.#record, {
      mayPlay: () => this.#connection === 'open',
      choose: (turn, signal) => shell.people[this.#record.side].chooseMove(turn, signal),
      send: (message) => this.#send(message),
      refused: (refusal) => this.#refuse(refusal),
    });
    // Both sides' moves are the server's, played, with its traces.
    const seat = {
      kind: 'live',
      refereed: true,
      chooseMove: (/** @type {Snapshot} */ turn, /** @type {AbortSignal} */ signal) => this.#turns.moveAt(turn, signal),
    };
    this.#seats = Object.freeze([seat, seat]);
    // No analysis to ring the best move while the game runs; once over, the
    // whole review. No hint against a person; no result dialog (the panel
    // has the end and the rematch).
    this.#offersShown = Object.freeze({ analysis: () => this.over, hint: false, result: false });
    this.#panel = livePanel({
      invite: this.#invite,
      watchUrl: liveUrl(address.game, null),
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
    return this.#record.side >= 0 ? this.#record.side : undefined;
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

  // Nobody is to move in a game that could not be reached. (Once over,
  // however it ended, the page's game state has nobody to move.)
  get hidesTurn() {
    return this.#connection === 'failed';
  }

  get panel() {
    return this.#panel.root;
  }

  // The game's ID on the server, and the page's address of watching it.
  get gameId() {
    return this.#address.game;
  }

  get watchUrl() {
    return liveUrl(this.#address.game, null);
  }

  // The friend's link (made on this device) until the friend has come,
  // whatever has been played meanwhile; else null.
  get friendUrl() {
    if (this.over || !this.#record.opponentNeverCame()) return null;
    return this.#invite?.friend ?? null;
  }

  // Other players' setups are never this game's.
  plays() {
    return false;
  }

  // Joins the game; the board becomes the server's game when it answers.
  open() {
    this.#client.open();
    this.#render();
  }

  // Back to the device's own game (its storage first: it is read from the
  // device).
  leave() {
    this.displaced();
    this.#shell.useGame(new TwoPeopleGame(this.#shell));
    this.#onLeave();
  }

  // Another game took the board: the socket closes, and the address
  // forgets it.
  displaced() {
    this.#close();
    this.#panel.root.remove();
    forgetAddress(this.#address.game);
  }

  // Another live link is tried: this game waits behind it, unseen.
  cover() {
    this.#panel.root.hidden = true;
  }

  // The link tried failed: this game shows again.
  uncover() {
    this.#panel.root.hidden = false;
    showAddress(this.#address);
  }

  // The page came back from the browser's history (pageshow): the socket
  // may be gone; the turns go on (false: the shell asks for them).
  resume() {
    this.#client.wake();
    return false;
  }

  #close() {
    this.#client.close();
    this.#panel.stop();
  }

  /** @param {import('./client.js').Connection} connection */
  #connected(connection) {
    if (this.#connection === 'failed' || connection === 'closed') return;
    // 'open' comes with the game's state, which renders.
    if (connection === 'open') return;
    this.#connection = connection;
    this.#render();
  }

  /** @param {import('./protocol.js').PlayerMessage} message */
  #send(message) {
    if (this.#client.send(message)) return true;
    this.#tell(t('live.notConnected'));
    return false;
  }

  /** @param {import('./protocol.js').ServerMessage} message */
  #receive(message) {
    if (message.t === 'rematch') {
      this.#rematch(message);
      return;
    }
    if (message.t === 'error') {
      this.#refuse(message);
      this.#render();
      return;
    }
    const change = this.#record.take(message, performance.now());
    switch (change) {
      case 'state':
        this.#connection = 'open';
        this.#takeState();
        break;
      case 'missed':
        this.#client.rejoin();
        return;
      case 'moved':
        this.#panel.notify('');
        this.#turns.heard();
        break;
      case 'takenBack':
        this.#rebuild({ animateLast: false });
        this.#notify(t('live.takenBack'));
        break;
      case 'declined':
        this.#notify(t(this.#record.declined?.kind === 'draw' ? 'live.drawDeclined' : 'live.takebackDeclined'));
        break;
      case 'offered':
        // The panel's offer row shows it, with its answers.
        this.#panel.notify('');
        this.#shell.announce(t(this.#record.offeredToMe() === 'draw' ? 'live.drawOffered' : 'live.takebackAsked'));
        break;
      case 'over':
        // The seats now wait for nothing (the move input closes). An end by
        // the rules comes with its last move, and the board says it once
        // the move has been shown; any other is told now, with what is
        // offered now (the review); the panel and the status line show it.
        this.#turns.heard();
        this.#panel.notify('');
        if (this.#record.result?.reason !== 'rules') {
          this.#syncState();
          this.#shell.presentGame();
          this.#shell.announce(this.#resultWords());
        }
        break;
      default:
        break;
    }
    this.#render();
  }

  // The whole game from the server: on joining, and again after any
  // reconnect. The moves missed since the board's come through the seats,
  // each shown as it was played; anything else rebuilds the board.
  #takeState() {
    const shell = this.#shell;
    const moves = this.#record.moves.map(({ move }) => JSON.stringify(move));
    const here = this.#joinedGame === shell.gameNumber && this.#inState() ? (shell.state.game?.moves ?? []).map((played) => played.move) : null;
    if (here && here.length <= moves.length && here.every((/** @type {object} */ move, /** @type {number} */ ply) => JSON.stringify(move) === moves[ply])) {
      // A move sent as the socket went may be sent again.
      this.#turns.answer({ code: 'reconnected' });
      this.#turns.heard();
      this.#syncState();
      shell.resumeGame();
    } else {
      this.#rebuild({ animateLast: true });
    }
  }

  // The board becomes the server's game (its last move, `animateLast`,
  // shown as it is played).
  /** @param {{animateLast: boolean}} how */
  #rebuild({ animateLast }) {
    const shell = this.#shell;
    const read = this.#engine.WasmGame.fromLink(this.#record.start);
    if (!read.game || read.error) {
      read.game?.free();
      this.#fail(t('live.error.bad-start'));
      return;
    }
    const game = read.game;
    const { moves } = this.#record;
    const shown = animateLast && moves.length > 0 ? moves.length - 1 : moves.length;
    try {
      for (const { move } of moves.slice(0, shown)) game.play(move);
    } catch {
      game.free();
      this.#fail(t('live.error.bad-start'));
      return;
    }
    // The history is the server's: each move with the referee's trace.
    const refereed = moves.slice(0, shown).map(({ trace }) => trace);
    shell.loadGame(game, setupOfLinkedGame(game, read.options), { run: false, refereed });
    this.#joinedGame = shell.gameNumber;
    const replaced = shell.gameSession;
    if (replaced !== this) shell.useGame(this);
    // The game covered leaves too, had it never taken the board (it failed).
    if (this.#covered && this.#covered !== replaced) this.#covered.displaced();
    this.#covered = null;
    this.#turns.answer({ code: 'reconnected' });
    this.#syncState();
    shell.resumeGame();
  }

  /** @param {string} words */
  #fail(words) {
    this.#connection = 'failed';
    this.#failure = words;
    this.#close();
    // A second live link that fails leaves the live game shown before as
    // it was, with its panel and address; the reason is said over the board.
    if (this.#covered && this.#shell.gameSession !== this) {
      this.#panel.root.remove();
      this.#covered.uncover();
      this.#place.show(this.#covered);
      this.#covered = null;
      this.#tell(words);
      this.#shell.resumeGame();
      return;
    }
    this.#render();
  }

  // A refused message: the server's reason in the page's words; a refused
  // move leaves the board as it was.
  /** @param {{code: string}} error */
  #refuse(error) {
    // A move that waits for its answer hears it first, and the refusal
    // comes back here once that move is given up.
    if (this.#turns.answer(error)) return;
    if (error.code === 'stale-ply') this.#client.rejoin();
    if (['no-game', 'expired', 'bad-token', 'bad-origin', 'watchers-full'].includes(error.code)) {
      this.#fail(t(`live.error.${error.code}`));
      return;
    }
    if (this.#connection !== 'open') this.#client.retryLater();
    this.#tell(errorWords(error.code));
  }

  // What the opponent did with an offer, or a move taken back: said in
  // the panel, not over the board, whose pits it would cover.
  /** @param {string} words */
  #notify(words) {
    this.#panel.notify(words);
    this.#shell.announce(words);
  }

  // A refused move: over the board, where the move was made.
  /** @param {string} words */
  #tell(words) {
    this.#shell.flash(words);
    this.#shell.announce(words);
  }

  // The rematch's seat: its link becomes the address, and it is joined.
  /** @param {import('./protocol.js').RematchMessage} message */
  #rematch(message) {
    const address = { game: message.game, token: message.token ?? null };
    showAddress(address);
    const next = new LiveGame(this.#shell, this.#engine, address, { onLeave: this.#onLeave, place: this.#place, framed: this.#framed });
    this.#close();
    this.#panel.root.replaceWith(next.panel);
    this.#place.show(next);
    next.open();
  }

  // Whether the page's game state is this game's: it has the board, and no
  // session's own game (a line of the review) is over it.
  #inState() {
    return this.#shell.gameSession === this && !this.#shell.state.under;
  }

  // What the server said of the end and the offers goes into the page's
  // game state, as actions (state-actions.js).
  #syncState() {
    if (!this.#inState()) return;
    for (const action of syncActions(this.#shell.state, this.#record)) this.#shell.dispatch(action);
  }

  // The game's result: the page's game state's while this game is in it,
  // else (not yet on the board, or covered) the server's.
  /** @returns {Result | null} */
  #ended() {
    if (this.#inState()) return this.#shell.state.result;
    return this.#record.result ? resultOf(this.#record.result) : null;
  }

  #resultWords() {
    const result = this.#ended();
    return result ? resultWords(result) : '';
  }

  // The status line: the end, or how the game is reached, or (for a
  // watcher, or the player whose turn it is not) who is awaited: all read
  // from the page's game state but the connection, which is this session's.
  /** @param {Snapshot} snapshot */
  status(snapshot) {
    if ((snapshot.viewPly ?? null) !== null) return null;
    if (this.#connection === 'failed') return this.#failure;
    if (this.#ended()) return this.#resultWords();
    if (this.#connection !== 'open') return t('live.reconnecting');
    // The move input's own instructions are for the player to move here.
    const state = this.#shell.state;
    const side = toMove(state);
    return side === null || side === yourSide(state) ? null : t('live.theirTurn', { side: sideWord(side) });
  }

  // Each snapshot shown: the panel and the players' cards.
  follow() {
    this.#render();
  }

  retranslate() {
    this.#render();
    this.#shell.presentGame();
  }

  // The panel from the page's game state (while this game is in it) and
  // the server's connection, presence and clock.
  #render() {
    this.#syncState();
    const record = this.#record;
    const ended = this.#ended();
    const inState = this.#inState();
    this.#panel.render({
      side: record.side,
      connection: this.#connection,
      failure: this.#failure,
      ply: record.ply,
      toMove: inState ? toMove(this.#shell.state) : null,
      result: ended,
      resultWords: this.#resultWords(),
      offers: inState ? protocolOffers(this.#shell.state.offers) : record.offers,
      presence: record.presence,
      clock: record.clock,
      clockAt: record.clockAt,
      serverOffset: record.serverOffset,
      inviting: this.friendUrl !== null,
      mayTakeBack: record.hasMoved(),
    });
    this.#shell.refreshStatus();
  }
}


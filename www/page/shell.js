// @ts-check
// The page shell, shared by the main page and the embed: it presents
// whatever session has the board (sessions.js), its positions and its
// moves, on the board, the players' cards, the status line (players.js)
// and the live region; one path shows a move for every session (showMove).
// What a mode does is its session's (game-sessions.js, the modes' own): the
// shell asks the sessions and does not know the modes. Each page mounts it
// with its chrome and its host's policy (host.js).

import init, * as engine from '../pkg/mancala.js';
import { t } from '../i18n/i18n.js';
import { Board } from '../board/board.js';
import { moveMarks } from '../board/marks.js';
import { GameController } from '../game/controller.js';
import { GameStore, resultOfOutcome, toMove as sideToMove } from '../game/state.js';
import { HumanSeat, stopWhileAway } from '../game/seats.js';
import { MoveInput } from '../ui/move-input.js';
import { describePit, moveSentence, sideName } from '../ui/words.js';
import { endWords, renderPlayerCard, statusText } from './players.js';
import { SessionStack } from './sessions.js';
import { TwoPeopleGame, gameSession } from './game-sessions.js';
import { exposeDebugHandle } from './debug-handle.js';
import { Seating } from './seating.js';

const $ = (id) => document.getElementById(id);

// A side (0 South, 1 North), or null.
/** @param {number | null | undefined} side @returns {0 | 1 | null} */
const sideOf = (side) => (side === 0 || side === 1 ? side : null);

// The state's policy from the host's (host.js decides it once).
/** @param {import('./types.js').HostPolicy} host @returns {import('../game/state-types.js').Policy} */
function policyOf(host) {
  return {
    page: host.page,
    kiosk: host.kiosk,
    share: host.share,
    address: host.address,
    storage: host.storage !== null && !host.kiosk && host.page === 'page',
    linksOut: host.linksOut,
  };
}

/** @typedef {import('./types.js').Snapshot} Snapshot */

// The page has #board-host, #player-0, #player-1, #status, #opening-panel
// and #live.
export class PageShell {
  #options;
  /** @type {import('./types.js').HostPolicy} */
  #host;
  /** @type {Snapshot | null} */
  #current = null; // the snapshot on the board
  #notice = ''; // the status line until the next move (a broken link, bad options)
  #sowing = false; // a move is being shown
  #configured = null;
  #endShownFor = null;
  #guidedGame = null; // the game whose first move the status guides
  #live;
  #status;
  /** @type {import('./types.js').Watcher[]} */
  #watchers = [];
  #previewSetting = false;
  #movePreview = null;
  #loadingPreview = null;
  #explainer = null; // www/ui/refusals.js's, once loaded
  #seating;
  #soundOn = false;
  #sound = null;
  #loadingSound = null;
  /** @type {GameStore} */
  #store;

  // Options: `host` (the HostPolicy), `speed()`, `fitHeight()` and
  // `orientBy()` (the board's), `seatLabels` (South and North on the
  // players' cards), `failureHost` (where the engine's failure is told),
  // `nextDemoGame()` (a demonstration's next game). The chrome hears
  // `onBoard(snapshot)` (a new game or size), `onPresent(snapshot)`,
  // `onSowing(on)`, `onMoved(trace, after)`, `onGameOver(snapshot, words)`
  // (once per end), `onSessionChanged()` (a session entered or left: what is
  // offered), and `onNoEngine()` then `onEngineFailure(reason)`.
  constructor(options) {
    this.#options = options;
    this.#host = options.host;
    this.#live = $('live');
    this.#status = $('status');
    this.#store = new GameStore(policyOf(this.#host));
    this.announce = this.announce.bind(this);
    const board = new Board($('board-host'), {
      describePit: (pit, count, flags, state) => {
        const words = describePit(board.grid, this.#current?.setup, state.yours, pit, count, flags);
        const note = this.#watchers.map((watcher) => watcher.pitNote(pit)).find(Boolean);
        return note ? `${words}: ${note}` : words;
      },
      onActivate: (pit, how) => this.#activate(pit, how),
      onBackground: () => this.input.cancel(),
      onPoint: () => this.#refreshPreview(),
      fitHeight: options.fitHeight,
      orientBy: options.orientBy,
      speed: options.speed,
    });
    this.board = board;
    this.#seating = new Seating(board);
    // On a turned board South's row runs down the left and North's down the
    // right, so the two players' cards sit side by side.
    // Their cards then say so: the rows no longer lie where North and South sit.
    board.root.addEventListener('relayout', () => {
      document.body.classList.toggle('seat-north', board.seat === 1);
      document.body.classList.toggle('turned-board', board.turned);
      if (this.#current) for (const side of [0, 1]) this.#renderPlayer(this.#current, side);
    });

    this.input = new MoveInput({
      board,
      view: {
        showTurn: (turn, marks) => {
          this.#current = turn;
          board.show(this.stateOf(turn, marks));
          this.#showStatus(turn, marks);
        },
        announce: this.announce,
      },
      explain: (pit) => this.#explainRefusal(pit),
      whyNotMove: (move) => this.boardGame().whyNotMove(move),
      openingPanel: $('opening-panel'),
      openingPreview: (empty, place) => this.boardGame().openingPreview(empty, place),
      confirmTaps: () => this.#previewOn(),
      onChange: () => this.#refreshPreview(),
    });
    this.people = Object.freeze([new HumanSeat(this.input), new HumanSeat(this.input)]);
    this.controller = new GameController({
      engine,
      presenter: {
        present: (snapshot) => this.#present(snapshot),
        presentMove: (trace, before, after, isCurrent) => this.#presentGameMove(trace, before, after, isCurrent),
        skip: () => this.board.skip(),
        refused: (message) => this.announce(message),
      },
      storage: this.#host.storage,
      seats: [...this.people],
      seatPlayers: (players) => this.#seatPlayers(players),
      dispatch: (action) => this.#store.dispatch(action),
    });
    this.sessions = new SessionStack(this.controller, new TwoPeopleGame(this), () => this.#sessionChanged(), this.#host.storage);

    stopWhileAway(this.controller, { onLeave: () => this.pauseGame(), onReturn: () => this.resumeGame() });

    // Sound (www/sound/) starts on a person's press, as browsers ask.
    const wake = () => this.#soundOn && this.#wakeSound();
    for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, wake, true);
    board.root.addEventListener('stepend', (event) => this.#soundOn && this.#sound?.step(event.detail));
  }

  get host() {
    return this.#host;
  }

  // The snapshot on the board (a lesson's, a line's, or the game's).
  get current() {
    return this.#current;
  }

  // Two people's choice of where they sit (seatTwoPeople).
  get twoPeopleSeat() {
    return this.#seating.side;
  }

  get facing() {
    return this.#seating.facing;
  }

  speed() {
    return this.#options.speed();
  }

  // Whether the host and the sessions on the board offer `what` ('hint',
  // 'analysis', 'result').
  offers(what) {
    if (what === 'hint' && !this.#host.hint) return false;
    if (what === 'analysis' && !this.#host.analysis()) return false;
    const offer = this.sessions.offer(what) ?? true;
    return typeof offer === 'function' ? offer() : Boolean(offer);
  }

  // A setup's players take their seats: the game's session becomes theirs,
  // unless it plays them already (a rematch; a friend's game by link, whose
  // players are people).
  #seatPlayers(players) {
    if (this.sessions.bottom.plays?.(players)) return;
    this.sessions.useGame(gameSession(this, players, () => this.#options.nextDemoGame()));
  }

  // What the session on top offers changed (a lesson's step with no move
  // to make shows no move preview): the controls follow.
  offersChanged() {
    this.#sessionChanged();
  }

  // Follows the game: the analysis, the hint, the review.
  watch(watcher) {
    this.#watchers.push(watcher);
    if (this.#current && this.#onGame()) watcher.render(this.#current);
    else if (this.controller.game) watcher.render(this.controller.snapshot());
  }

  #sessionChanged() {
    this.#viewFrom();
    this.#refreshPreview();
    for (const watcher of this.#watchers) watcher.sessionChanged?.();
    this.#options.onSessionChanged?.();
  }

  // Whether the board shows the controller's game (not a session's own).
  #onGame() {
    return this.sessions.topmost('game') === null;
  }

  useSound(on) {
    this.#soundOn = Boolean(on);
    if (!this.#soundOn) this.#sound?.sleep();
    else if (navigator.userActivation?.hasBeenActive) this.#wakeSound();
  }

  #wakeSound() {
    if (this.#sound) this.#sound.wake();
    else this.#loadingSound ??= import('../sound/sound.js').then(({ SeedSounds }) => (this.#sound = new SeedSounds()));
  }

  // The game stops where it stands, and what its session planned (a
  // demonstration's next game): a kiosk's pause, a lesson, the page left.
  pauseGame() {
    this.sessions.bottom.pause?.();
    this.controller.stopTurn();
  }

  // After a pause, as the game's session goes on (else the next move): the
  // one place the controller's turns are asked for from outside it.
  resumeGame() {
    const game = this.sessions.bottom;
    // A session's resume() returns false when the turns are to go on.
    if (game.resume && game.resume() !== false) return;
    this.controller.run();
  }

  // --- The API of the modes: what they ask of the game, the sessions, the
  // board and the move input, never their insides ---------------------

  // The sessions: a mode's enters over the game and leaves; the game's own
  // changes hands (a friend's game, a replay).
  /** @param {import('./types.js').Session} session */
  enter(session) {
    this.sessions.enter(session);
  }

  /** @param {import('./types.js').Session} session */
  leave(session) {
    this.sessions.leave(session);
  }

  /** @param {import('./types.js').Session} session */
  useGame(session) {
    this.sessions.useGame(session);
  }

  // The game's session (at the bottom), and the one whose seats play.
  get gameSession() {
    return this.sessions.bottom;
  }

  get seatingSession() {
    return this.sessions.seating;
  }

  // The page's game: started from a setup, from a position reached, or a
  // game made elsewhere (a link's, a puzzle's) put on the board; `about`
  // says what it is (a puzzle and its id); its players seated when given,
  // saved when asked, and its turns begun unless `run` is false (a link's
  // last move is about to be shown again).
  /** @param {any} setup */
  startGame(setup) {
    this.controller.start(setup);
  }

  /** @param {any} game @param {any} setup */
  startFrom(game, setup) {
    this.controller.startFrom(game, setup);
  }

  /**
   * @param {any} game @param {any} setup
   * @param {{players?: string[], about?: {kind: 'puzzle' | 'replay', id?: string | null}, save?: boolean, run?: boolean, refereed?: object[]}} [how]
   */
  loadGame(game, setup, { players, about, save = false, run = true, refereed } = {}) {
    this.controller.replaceGame(game, setup, about, refereed);
    if (players) this.controller.usePlayers(players);
    if (save) this.controller.save();
    if (run) this.resumeGame();
  }

  // The saved game back on the board: {restored, notice} (controller's).
  restoreGame() {
    return this.controller.restore();
  }

  /** @param {string[]} players */
  usePlayers(players) {
    this.controller.usePlayers(players);
  }

  stopTurn() {
    this.controller.stopTurn();
  }

  undo() {
    this.controller.undo();
  }

  redo() {
    return this.controller.redo();
  }

  canUndo() {
    return this.controller.canUndo();
  }

  // Looks at the position after `ply` moves (null: back to the game), or
  // plays move `ply` again on the board.
  /** @param {number | null} ply */
  lookAt(ply) {
    this.controller.view(ply);
  }

  /** @param {number} ply */
  replayMove(ply) {
    return this.controller.watch(ply);
  }

  shownPly() {
    return this.controller.shownPly();
  }

  get viewPly() {
    return this.controller.viewPly;
  }

  // Shows the game as it stands without asking for a move.
  presentGame() {
    this.controller.present();
  }

  saveGame() {
    this.controller.save();
  }

  /** @returns {Snapshot} */
  snapshot() {
    return this.controller.snapshot();
  }

  // Who plays each side: 'person' or the computer's level.
  players() {
    return this.controller.players();
  }

  get gameNumber() {
    return this.controller.gameNumber;
  }

  get setup() {
    return this.controller.setup;
  }

  // The page's game (a WasmGame, to read: its link, its outcome) and its
  // seats (what its link says of the players).
  get engineGame() {
    return this.controller.game;
  }

  get seats() {
    return this.controller.seats;
  }

  // The board: words over it, its pits' grid, where it is, its animation.
  /** @param {string} text @param {number} [ms] */
  flash(text, ms) {
    this.board.flash(text, ms);
  }

  get grid() {
    return this.board.grid;
  }

  get boardRoot() {
    return this.board.root;
  }

  get animating() {
    return this.board.animating;
  }

  get turned() {
    return this.board.turned;
  }

  focusBoard() {
    this.board.focus();
  }

  /** @param {number} pit */
  focusPit(pit) {
    this.board.focusPit(pit);
  }

  relayout() {
    this.board.relayout();
  }

  // A view drawn over the board (the analysis's marks on its pits).
  /** @template T @param {(board: Board) => T} make @returns {T} */
  overBoard(make) {
    return make(this.board);
  }

  // The move input: a move awaited from the person here, or given up.
  /** @param {Snapshot} turn @param {AbortSignal} signal */
  awaitMove(turn, signal) {
    return this.input.awaitMove(turn, signal);
  }

  finishInput() {
    this.input.finish();
  }

  cancelInput() {
    this.input.cancel();
  }

  // Why `pit` cannot be played, told on the board and read out. Loaded on
  // first use: the first load has no room for it.
  #explainRefusal(pit) {
    this.#explainer ??= import('../ui/refusals.js').then(({ refusalExplainer }) =>
      refusalExplainer({
        board: this.board,
        announce: this.announce,
        currentTurn: () => this.#current,
        whyNot: (spot) => this.boardGame().whyNotReason(spot),
      }),
    );
    // Should its code not load, the pit only says nothing (and it is tried
    // again next time).
    this.#explainer.then(
      (explain) => explain(pit),
      () => {
        this.#explainer = null;
      },
    );
  }

  announce(text) {
    // Re-set even an equal text so that it is read again.
    this.#live.textContent = '';
    requestAnimationFrame(() => {
      this.#live.textContent = text;
    });
  }

  // Words of the moment (the computer failed): on the status line until it
  // is next written, and read out.
  tell(text) {
    this.#status.textContent = text;
    this.announce(text);
  }

  // The status line says `text` until the next move (a broken link, a
  // board the embed could not make).
  setNotice(text) {
    this.#notice = text;
    if (this.#current) this.#showStatus(this.#current, {});
  }

  // A session's own state changed (a puzzle's verdict, a live game's seat):
  // the players' cards and the status line again.
  refreshStatus() {
    if (!this.#current) return;
    for (const side of [0, 1]) this.#renderPlayer(this.#current, side);
    this.#showStatus(this.#current, {});
  }

  // The player's setting for games (a lesson shows the preview regardless).
  usePreviewSetting(on) {
    this.#previewSetting = Boolean(on);
    this.#refreshPreview();
  }

  #previewOn() {
    const preview = this.sessions.offer('preview') ?? 'setting';
    return preview === 'always' || (preview === 'setting' && this.#previewSetting);
  }

  // Shows where the move pointed at would go, if the preview is on: on the
  // board, and in words (#preview-words, where the page has one).
  #refreshPreview() {
    const on = this.#previewOn();
    const panel = $('preview-words');
    if (panel) panel.hidden = !on;
    if (!on) {
      this.board.setPreview(null);
      return;
    }
    if (this.#movePreview) {
      this.#movePreview.refresh();
      return;
    }
    this.#loadingPreview ??= import('../ui/preview.js').then(({ MovePreview }) => {
      this.#movePreview = new MovePreview({ board: this.board, input: this.input, game: () => this.boardGame(), panel });
      this.#refreshPreview();
    });
  }

  // A newcomer's first move (a game begun from the first screen): the
  // status points at the pits that glow, the legal ones.
  guideFirstMove() {
    this.#guidedGame = this.controller.gameNumber;
    this.input.render();
  }

  #hidesTurn() {
    return Boolean(this.sessions.top.hidesTurn);
  }

  // What the rules-free board draws for a snapshot, or for a turn with the
  // move input's marks (legal, selected, chosen, preview).
  /** @returns {import('./types.js').BoardState} */
  stateOf(snapshot, marks = {}) {
    const shown = snapshot.shown;
    const viewing = snapshot.viewPly !== null && snapshot.viewPly !== undefined;
    const ply = viewing ? snapshot.viewPly : snapshot.ply;
    const last = ply > 0 ? snapshot.traces[ply - 1] : null;
    return {
      pits: marks.preview ?? shown.pits,
      captured: shown.captured,
      nki: shown.nki ?? [],
      turn: snapshot.outcome || this.#store.state.result || viewing || this.#hidesTurn() ? null : shown.to_move,
      toMove: shown.to_move,
      // Whose pits are "yours" in the pits' names: the viewpoint's.
      yours: this.#yoursIn(snapshot),
      legal: marks.legal ?? new Set(),
      selected: marks.selected ?? null,
      chosen: marks.chosen ?? new Set(),
      last: last ? moveMarks(last) : null,
      active: Boolean(marks.legal),
      names: [0, 1].map((side) => sideName(snapshot.setup, side)),
    };
  }

  // The game on the board: a session's own, else the controller's.
  boardGame() {
    return this.sessions.topmost('game')?.game() ?? this.controller.game;
  }

  // The computer's level on `side` of the game on the board, or null.
  #computerLevel(side) {
    return this.sessions.seating?.computerLevel?.(side) ?? null;
  }

  // A pit chosen on the board: the session's first, then the move input;
  // when no move is awaited, why nothing happens, or the move being shown
  // ends.
  #activate(pit, how) {
    const { board } = this;
    const current = this.#current;
    if (this.sessions.top.activate?.(pit) || this.input.activate(pit, how)) return;
    if (current?.viewPly !== null && current?.viewPly !== undefined) board.flash(t('history.viewingHint'));
    else if (board.animating) board.skip();
    else if (current?.outcome) board.flash(t('why.game-over'));
  }

  // The controller's game on the board. Sessions with a game of their own
  // step aside: the game has come back (a new game, a link, an undo).
  #present(snapshot) {
    this.sessions.leaveOwnGames();
    if (this.#store.state.under) this.#store.dispatch({ type: 'ownGameLeft' });
    this.#viewFrom();
    this.#current = snapshot;
    this.#configureBoard(snapshot);
    this.board.show(this.stateOf(snapshot));
    this.#render(snapshot);
  }

  // A session's own position on the board (a lesson's step, a line's).
  /** @param {Snapshot} snapshot */
  show(snapshot, marks = {}) {
    this.#showOwnGame(snapshot);
    this.#current = snapshot;
    this.#configureBoard(snapshot);
    this.board.show(this.stateOf(snapshot, marks));
    for (const side of [0, 1]) this.#renderPlayer(snapshot, side);
    this.#showStatus(snapshot, marks);
  }

  async #presentGameMove(trace, before, after, isCurrent) {
    this.#notice = '';
    if (!(await this.showMove(trace, before, after, { isCurrent, own: false }))) return;
    this.#options.onMoved?.(trace, after);
    this.#render(after);
  }

  // The one path that shows a move, for every session; false when it was
  // overtaken (`isCurrent()`). `announce` false: the session says it itself.
  /** @param {Snapshot} before @param {Snapshot} after */
  async showMove(trace, before, after, { isCurrent = () => true, announce = true, own = true } = {}) {
    this.#current = before;
    this.#status.textContent = t('status.sowing', { side: sideName(before.setup, trace.player) });
    this.#setSowing(true);
    // The computer has decided: no longer thinking while its move is shown.
    for (const side of [0, 1]) this.#renderPlayer(before, side);
    await this.board.playMove(trace, this.stateOf(after), this.stateOf(before));
    this.#setSowing(false);
    if (!isCurrent()) return false;
    if (own) this.show(after);
    else this.#current = after;
    if (announce) this.announce(moveSentence(this.board.grid, after.setup, trace));
    // The move that ends the game gives no extra move to make.
    if (trace.extra_move && !after.outcome) this.board.flash(t('anim.extraMove'));
    if (trace.pass !== null && trace.pass !== undefined) {
      this.board.flash(t('anim.pass', { side: sideName(after.setup, trace.pass) }));
    }
    return true;
  }

  skip() {
    this.board.skip();
  }

  #setSowing(on) {
    this.#sowing = on;
    this.#options.onSowing?.(on);
    for (const watcher of this.#watchers) watcher.sowing(on);
  }

  // Whether two people play here, on this one device.
  twoPeopleHere() {
    return Boolean(this.sessions.seating?.twoPeopleHere);
  }

  // For two people here: the board turned to `side`, and (`facing`) the
  // far player's card turned to them.
  seatTwoPeople({ side = this.twoPeopleSeat, facing = this.facing }) {
    // A direction picker open would point the old way.
    if (side !== this.twoPeopleSeat) this.input.cancel();
    this.#seating.choose({ side, facing });
    this.#turnToSeat();
    if (this.#current && this.#onGame()) this.#render(this.#current);
  }

  #turnToSeat() {
    this.#seating.arrange(this.#personHere(), this.twoPeopleHere());
  }

  #configureBoard(snapshot) {
    this.#turnToSeat();
    const key = `${snapshot.setup.game}/${snapshot.position.holes}`;
    if (key === this.#configured) return;
    this.#configured = key;
    this.#options.onBoard?.(snapshot);
    document.body.dataset.game = snapshot.setup.game;
    this.board.configure(snapshot.setup.game, snapshot.position.holes);
  }

  #render(snapshot) {
    for (const side of [0, 1]) this.#renderPlayer(snapshot, side);
    this.#showStatus(snapshot, {});
    this.#options.onPresent?.(snapshot);
    for (const watcher of this.#watchers) watcher.render(snapshot);
    for (const session of this.sessions.all()) session.follow?.(snapshot);
    const endKey = `${snapshot.gameNumber}/${snapshot.ply}`;
    if (snapshot.outcome && this.#endShownFor !== endKey) {
      this.#endShownFor = endKey;
      const words = endWords(snapshot, this.#personHere());
      this.announce(`${words.title} ${words.reason} ${words.extra}`.trim());
      if (this.offers('result')) this.#options.onGameOver?.(snapshot, words);
      if (this.#soundOn) this.#sound?.gameOver();
    }
  }

  // The page's game state (www/game/state.js): what every view derives from.
  /** @returns {import('../game/state-types.js').GameState} */
  get state() {
    return this.#store.state;
  }

  // A source's action (state-types.js): null when applied, else why it was
  // refused. The players' cards and the status line follow it.
  /** @param {import('../game/state-types.js').Action} action */
  dispatch(action) {
    const refusal = this.#store.dispatch(action);
    if (!refusal) this.refreshStatus();
    return refusal;
  }

  /** @param {(state: import('../game/state-types.js').GameState, action: import('../game/state-types.js').Action) => void} view */
  subscribe(view) {
    return this.#store.subscribe(view);
  }

  // Whose eyes the page looks through: a session's own game says (a
  // lesson: the learner; a line of the analysis: whoever is to move), else
  // the session whose seats play (the person against the computer or a
  // friend, a puzzle's solver), else two people passing the device, else
  // nobody (a demonstration, a replay).
  #viewFrom() {
    const own = this.#ownGameSession();
    const seating = this.sessions.seating;
    const you = own ? (sideOf(own.you) ?? 'mover') : (sideOf(seating?.you) ?? (seating?.twoPeopleHere ? 'mover' : null));
    const bottom = this.board.seat === 1 ? 1 : 0;
    const { viewpoint } = this.#store.state;
    if (viewpoint.you !== you || viewpoint.bottom !== bottom) this.#store.dispatch({ type: 'viewFrom', you, bottom });
  }

  // The session whose own game is on the board (a lesson's step, a line of
  // the analysis), or null.
  #ownGameSession() {
    const session = this.sessions.topmost('game');
    return session?.game?.() ? session : null;
  }

  // A session's own position on the board is the state's game meanwhile.
  /** @param {Snapshot} snapshot */
  #showOwnGame(snapshot) {
    const session = this.#ownGameSession();
    if (!session) return;
    const viewer = sideOf(session.you) ?? 'mover';
    const kind = session.kind === 'lesson' ? 'lesson' : 'analysis';
    this.#store.dispatch({
      type: 'ownGame',
      game: {
        kind,
        id: session.id ?? null,
        setup: snapshot.setup,
        moves: (snapshot.traces ?? []).map((trace) => ({ move: trace.move, trace, by: kind === 'lesson' ? 'lesson' : 'person' })),
        position: snapshot.position,
      },
      result: resultOfOutcome(snapshot.outcome),
      viewpoint: { you: viewer },
    });
    this.#viewFrom();
  }

  // The side whose pits are "yours" in words on this snapshot, or null.
  /** @param {Snapshot} snapshot */
  #yoursIn(snapshot) {
    const { you } = this.#store.state.viewpoint;
    return you === 'mover' ? snapshot.shown.to_move : you;
  }

  // The one person here against the computer or a friend, if there is one
  // (a lesson's own game has nobody's seats: the sides by their names).
  #personHere() {
    return this.sessions.seating?.you ?? null;
  }

  #renderPlayer(snapshot, side) {
    // While a move is shown, its mover; else the state's side to move
    // (none once the game is over, however it ended).
    const toMove = this.#sowing
      ? !snapshot.outcome && (snapshot.viewPly ?? null) === null && !this.#hidesTurn() && snapshot.shown.to_move === side
      : sideToMove(this.#store.state) === side && !this.#hidesTurn();
    const computerLevel = this.#computerLevel(side);
    const far = side !== this.board.seat;
    // The winner however the game ended (by the rules, a resignation, the
    // clock, a solved puzzle): the state's result, not the engine's alone.
    const { result } = this.#store.state;
    renderPlayerCard($(`player-${side}`), snapshot, side, {
      toMove,
      winner: result?.winner === side,
      computerLevel,
      thinking: computerLevel !== null && toMove && !this.#sowing,
      far,
      seatLabel: Boolean(this.#options.seatLabels),
      turned: this.board.turned,
      farStatus: far && this.#seating.facing && this.twoPeopleHere() ? this.#seating.farStatus : null,
      role: this.#roleOf(side),
    });
  }

  // "you" or "friend": a game against a person on another device.
  #roleOf(side) {
    const game = this.sessions.bottom;
    if (!game.friendElsewhere || (game.you !== 0 && game.you !== 1)) return null;
    return side === game.you ? 'you' : 'friend';
  }

  #showStatus(snapshot, marks) {
    const own = this.sessions.top.status?.(snapshot, marks) ?? null;
    const state = this.#store.state;
    const toMove = sideToMove(state);
    const text =
      this.#notice ||
      (own ??
        statusText(snapshot, marks, {
          result: state.result,
          toMove,
          you: this.#personHere(),
          computerToMove: toMove !== null && this.#computerLevel(toMove) !== null,
          guided: snapshot.gameNumber === this.#guidedGame,
        }));
    this.#status.textContent = text;
    // Facing players: what the far player is asked, or the end, also reads
    // upright for them in their card (screen readers have it once, below).
    const far = 1 - this.board.seat;
    const theirs = snapshot.outcome || (snapshot.shown.to_move === far && (snapshot.viewPly ?? null) === null);
    this.#seating.farStatus.textContent = theirs ? text : '';
  }

  // Starts the engine; false when it cannot start, and then the board's
  // place says why.
  async startEngine() {
    try {
      await init();
    } catch (error) {
      this.#options.onNoEngine?.();
      // The page's first view is why (style.css shows the page only then).
      document.body.classList.add('no-engine');
      this.#status.textContent = t('app.loadFailed');
      // Loaded only now: the first load stays small.
      import('../offline/engine-failure.js')
        .then(({ showEngineFailure }) => showEngineFailure(this.#options.failureHost, error))
        .then((reason) => {
          this.#status.textContent = '';
          this.#options.onEngineFailure?.(reason);
        })
        .catch(() => this.#options.onEngineFailure?.('not-loaded'));
      return false;
    }
    const { controller, board, input, sessions } = this;
    exposeDebugHandle({ controller, board, input, sessions, previewMs: () => this.#movePreview?.lastMs ?? null, state: () => this.#store.state });
    return true;
  }

  // The page's language changed: every word shown is said again in it. A
  // move being chosen keeps its marks (legal pits, pickers), re-worded.
  retranslate() {
    this.board.relabel();
    const own = this.sessions.topmost('retranslate');
    if (own) own.retranslate();
    else this.#present(this.controller.snapshot());
    this.input.render();
  }
}

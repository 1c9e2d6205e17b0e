// @ts-check
// The game controller: owns the engine's game, asks each side's seat for
// its moves, keeps undo/redo and the history being looked at, and saves the
// game. It draws nothing; a presenter shows what it reports.

import { LEVELS } from './seats.js';
import { resultOfOutcome } from './state.js';

/** @typedef {import('../page/types.js').Seat} Seat */

const SAVE_FORMAT = 1;
const NAME_LIMIT = 24;
// Each candidate move may sow this many laps in the page's own listing of
// legal moves (a few milliseconds); the rare longer checks go to a worker.
const QUICK_LISTING_LAPS = 100_000;

export const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];

export class GameController {
  #engine;
  /** @type {import('../page/types.js').Presenter} */
  #presenter;
  /** @type {import('../page/types.js').PageStorage} */
  #storage;
  /** @type {Seat[]} */
  #seats;
  /** @type {(players: string[]) => void} */
  #seatPlayers;
  /** @type {(action: import('./state-types.js').Action) => string | null} */
  #dispatch;
  /** @type {any} */
  #game = null;
  #setup = null;
  #traces = [];
  #viewPly = null;
  #generation = 0;
  #abort = null;
  #gameNumber = 0;
  // The moves no undo takes back (a game by link: those already sent; a
  // puzzle: all).
  #undoFloor = 0;

  // `engine` is the wasm module ({WasmGame}); `presenter` has
  // present(snapshot), skip(), refused(message) and async
  // presentMove(trace, before, after, isCurrent), where isCurrent() turns
  // false once an undo, a new game or a look back has overtaken the move.
  // `seatPlayers(players)` seats a setup's players ('person' or a computer
  // level on each side): the page arranges the seats of the session that
  // plays them. `dispatch(action)` tells the page's game state
  // (www/game/state.js) what the engine did: a new game, a move played with
  // its trace, moves undone, a position looked at, who sits where.
  constructor({ engine, presenter, storage, seats, seatPlayers, dispatch }) {
    this.#engine = engine;
    this.#presenter = presenter;
    this.#storage = storage;
    this.#seats = [...seats];
    this.#seatPlayers = seatPlayers;
    this.#dispatch = dispatch;
  }

  get game() {
    return this.#game;
  }

  get setup() {
    return this.#setup;
  }

  get viewPly() {
    return this.#viewPly;
  }

  get gameNumber() {
    return this.#gameNumber;
  }

  // A copy: seats change through arrange().
  get seats() {
    return [...this.#seats];
  }

  // What the session on the board asks of the game (its seats, storage,
  // undo floor); returns what it replaces, for the session below.
  /** @param {import('../page/types.js').Arrangement} arrangement */
  arrange({ seats = this.#seats, storage = this.#storage, undoFloor = this.#undoFloor }) {
    const before = { seats: [...this.#seats], storage: this.#storage, undoFloor: this.#undoFloor };
    this.#seats = [...seats];
    this.#storage = storage;
    this.#undoFloor = undoFloor;
    this.#seatAll();
    return before;
  }

  // A new game: {game, options: {holes, seeds, setup}, starter, names,
  // players}, `players` saying who plays each side: 'person' or a level.
  start(setup) {
    // The engine decides whether the game lets North begin: the setup keeps
    // the side that does.
    const game = new this.#engine.WasmGame(setup.game, setup.options, setup.starter === 1 ? 1 : 0);
    this.startFrom(game, { ...setup, starter: game.position().to_move });
  }

  // A game from a position reached (the review's "try again from here"),
  // `setup` as start's.
  startFrom(game, setup) {
    this.replaceGame(game, { ...setup, names: cleanNames(setup.names) });
    this.usePlayers(setup.players);
    this.save();
    this.#turns();
  }

  usePlayers(players) {
    this.#seatPlayers(cleanPlayers(players));
  }

  // Who plays each side: 'person' (here or a friend by link) or the
  // computer's level.
  players() {
    return this.#seats.map((seat) => (seat.kind === 'computer' ? seat.level : 'person'));
  }

  // The side to move is the computer answering a person.
  computerReplies() {
    const seats = this.#seats;
    return seats.some((seat) => seat.kind !== 'computer') && seats[this.#game.position().to_move].kind === 'computer';
  }

  // Restores the saved game: {restored, notice}, the notice being the
  // catalogue key of what to tell when a save had to be discarded.
  restore() {
    const text = this.#storage.loadGame();
    if (text === null) return { restored: false, notice: null };
    let saved;
    try {
      saved = JSON.parse(text);
    } catch {
      this.#storage.forgetGame();
      return { restored: false, notice: 'save.corrupt' };
    }
    if (!saved || typeof saved !== 'object' || saved.format !== SAVE_FORMAT) {
      this.#storage.forgetGame();
      return { restored: false, notice: 'save.old' };
    }
    const setup = saved.setup;
    try {
      if (!setup || !GAMES.includes(setup.game) || saved.record?.start?.game !== setup.game) {
        throw new Error('inconsistent save');
      }
      const game = this.#engine.WasmGame.fromRecord(saved.record);
      this.replaceGame(game, {
        game: setup.game,
        options: setup.options ?? {},
        starter: setup.starter === 1 ? 1 : 0,
        names: cleanNames(setup.names),
      });
      this.usePlayers(setup.players);
    } catch {
      this.#storage.forgetGame();
      return { restored: false, notice: 'save.corrupt' };
    }
    this.#turns();
    return { restored: true, notice: null };
  }

  // `about`: what else the game is (a puzzle and its id, a replay);
  // `refereed`: the live server's traces of the moves, kept for the engine's.
  /** @param {any} game @param {any} setup @param {{kind: 'puzzle' | 'replay', id?: string | null}} [about] @param {object[]} [refereed] */
  replaceGame(game, setup, about, refereed) {
    this.stopTurn();
    this.#presenter.skip();
    this.#game?.free();
    this.#game = game;
    this.#gameNumber += 1;
    this.#setup = setup;
    const own = game.history();
    const byReferee = Array.isArray(refereed) && refereed.length === own.length;
    this.#traces = byReferee ? refereed : own;
    this.#viewPly = null;
    const traces = this.#traces;
    this.#dispatch({
      type: 'newGame',
      game: {
        kind: about?.kind ?? 'game',
        id: about?.id ?? null,
        setup,
        moves: traces.map((trace, ply) => ({ move: own[ply].move, trace, by: byReferee ? 'live' : 'replay' })),
        position: game.position(),
      },
      players: [playerOf(this.#seats[0]), playerOf(this.#seats[1])],
      result: resultOfOutcome(game.outcome()),
    });
  }

  // The state hears who plays each side now.
  #seatAll() {
    for (const side of /** @type {const} */ ([0, 1])) this.#dispatch({ type: 'seated', side, player: playerOf(this.#seats[side]) });
  }

  // A move the engine played: its trace and the position after go to the
  // state, from the source that chose it.
  #played(trace, by) {
    this.#dispatch({
      type: 'played',
      move: trace.move,
      trace,
      by,
      position: this.#game.position(),
      result: resultOfOutcome(this.#game.outcome()),
    });
  }

  save() {
    if (!this.#game) return;
    const saved = { format: SAVE_FORMAT, setup: { ...this.#setup, players: this.players() }, record: this.#game.record() };
    this.#storage.saveGame(JSON.stringify(saved));
  }

  /** @returns {import('../page/types.js').Snapshot} */
  snapshot() {
    // One engine call: the engine works out the game's status once a ply.
    const viewing = this.#viewPly !== null && this.#viewPly !== this.#game.ply();
    const state = this.#game.snapshot(QUICK_LISTING_LAPS, viewing ? this.#viewPly : undefined);
    return {
      // Tells apart two games with equal records (a rematch, a reload).
      gameNumber: this.#gameNumber,
      setup: this.#setup,
      ...state,
      // `legal`: the moves known to be legal; `settled` false when some
      // candidate needs a longer check (HumanSeat has a worker finish it).
      traces: this.#traces,
    };
  }

  // Shows the game as it stands, without asking anyone for a move (a link's
  // last move is about to be shown again).
  present() {
    this.#presenter.present(this.snapshot());
  }

  stopTurn() {
    this.#generation += 1;
    this.#abort?.abort();
    this.#abort = null;
  }

  // The turns go on (after a pause, a session's change): the page shell's
  // resumeGame() is its one caller.
  run() {
    return this.#turns();
  }

  // Asks the seat to move for moves until the game is over, someone undoes,
  // or the history is being looked at.
  async #turns() {
    this.stopTurn();
    const generation = this.#generation;
    const abort = new AbortController();
    this.#abort = abort;
    while (generation === this.#generation) {
      const snapshot = this.snapshot();
      this.#presenter.present(snapshot);
      if (snapshot.outcome || snapshot.viewPly !== null) return;
      const side = snapshot.position.to_move;
      const seat = this.#seats[side];
      let choice;
      try {
        choice = await seat.chooseMove(snapshot, abort.signal);
      } catch (error) {
        if (abort.signal.aborted || generation !== this.#generation) return;
        throw error;
      }
      if (generation !== this.#generation) return;
      // A referee's move (the live server's) comes played, with its trace:
      // that trace is kept and shown; the engine here follows the move only
      // to know the position after it.
      const { move, trace: refereed } = seat.refereed ? choice : { move: choice, trace: null };
      let trace;
      try {
        trace = this.#game.play(move);
      } catch (error) {
        this.#presenter.refused(String(error?.message ?? error));
        continue;
      }
      if (refereed) trace = refereed;
      this.#traces = [...this.#traces, trace];
      this.#played(trace, sourceOf(this.#seats[side]));
      this.save();
      await this.#presenter.presentMove(trace, snapshot, this.snapshot(), () => generation === this.#generation);
    }
  }

  // Against the computer, its replies are taken back too: back to the
  // person's turn. Between two computers there is nothing to take back.
  canUndo() {
    return this.#game.canUndo() && this.#game.ply() > this.#undoFloor && this.#seats.some((seat) => seat.kind !== 'computer');
  }

  undo() {
    if (!this.canUndo()) return;
    this.stopTurn();
    this.#presenter.skip();
    let count = 0;
    do {
      this.#game.undo();
      this.#traces = this.#traces.slice(0, -1);
      count += 1;
    } while (this.canUndo() && this.computerReplies());
    this.#viewPly = null;
    this.#dispatch({ type: 'undone', count, position: this.#game.position() });
    this.save();
    this.#turns();
  }

  async redo() {
    if (!this.#game.canRedo()) return;
    this.stopTurn();
    this.#presenter.skip();
    const generation = this.#generation;
    const current = () => generation === this.#generation;
    // The computer's replies that were taken back come back too.
    do {
      const before = this.snapshot();
      const trace = this.#game.redo();
      this.#traces = [...this.#traces, trace];
      this.#viewPly = null;
      this.#dispatch({ type: 'cursorTo', ply: null });
      this.#played(trace, 'redo');
      this.save();
      await this.#presenter.presentMove(trace, before, this.snapshot(), current);
    } while (current() && this.#game.canRedo() && this.computerReplies());
    if (current()) this.#turns();
  }

  // The moves shown on the board: those of the position looked at, else all.
  shownPly() {
    return this.#viewPly ?? this.#game.ply();
  }

  // Plays move `ply` (1 the first) again on the board, from the position
  // before it, and stays at the position after it (the last: back to the
  // game).
  async watch(ply) {
    const current = this.#game.ply();
    if (!Number.isInteger(ply) || ply < 1 || ply > current) return;
    this.stopTurn();
    this.#presenter.skip();
    const generation = this.#generation;
    this.#viewPly = ply - 1;
    const before = this.snapshot();
    this.#viewPly = ply === current ? null : ply;
    this.#dispatch({ type: 'cursorTo', ply: this.#viewPly });
    await this.#presenter.presentMove(this.#traces[ply - 1], before, this.snapshot(), () => generation === this.#generation);
    if (generation === this.#generation) this.#turns();
  }

  // Looks at the position after `ply` moves (null: back to the game).
  view(ply) {
    const current = this.#game.ply();
    const target = ply === null || ply >= current ? null : Math.max(0, ply);
    this.stopTurn();
    this.#presenter.skip();
    this.#viewPly = target;
    this.#dispatch({ type: 'cursorTo', ply: target });
    this.#turns();
  }
}

// Who a seat is, in the state's words.
/** @param {Seat} seat @returns {import('./state-types.js').Player} */
function playerOf(seat) {
  switch (seat.kind) {
    case 'computer':
      return { kind: 'computer', level: seat.level };
    case 'friend':
      return { kind: 'friend-link' };
    case 'live':
      return { kind: 'friend-live' };
    case 'puzzle':
      return { kind: 'puzzle' };
    case 'waiting':
      return { kind: 'replay' };
    default:
      return { kind: 'person' };
  }
}

// The source of a move a seat chose.
/** @param {Seat} seat @returns {import('./state-types.js').Source} */
function sourceOf(seat) {
  return { computer: 'computer', friend: 'link', live: 'live', puzzle: 'puzzle', waiting: 'replay' }[seat.kind] ?? 'person';
}

function cleanPlayers(players) {
  return [0, 1].map((side) => (Array.isArray(players) && LEVELS.includes(players[side]) ? players[side] : 'person'));
}

function cleanNames(names) {
  return [0, 1].map((side) => {
    const name = Array.isArray(names) && typeof names[side] === 'string' ? names[side].trim() : '';
    return name.slice(0, NAME_LIMIT);
  });
}

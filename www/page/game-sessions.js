// @ts-check
// The game's sessions (bottom of the stack, sessions.js's useGame), one per
// way a setup's players sit: two people here, a person against the
// computer, the computer against itself (a kiosk's or the embed's
// demonstration, which also starts its next game). A friend's game by link
// is share.js's session, a replay the embed's.

import { t } from '../i18n/i18n.js';
import { ComputerSeat } from '../game/seats.js';
import { endWords } from './players.js';

// The demonstration ends a game this long (a kiosk runs for hours), and
// waits this long after each game, by speed.
const DEMO_MOVE_LIMIT = 1000;
const DEMO_PAUSE_MS = { slow: 10_000, normal: 6000, fast: 3000, instant: 1500 };

/** @typedef {import('./shell.js').PageShell} PageShell */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {(string | null)[]} Levels the computer's level a side, null: a person */

// The session of `players` ('person' or a level a side).
/** @param {PageShell} shell @param {string[]} players @param {() => void} nextDemoGame */
export function gameSession(shell, players, nextDemoGame) {
  const levels = levelsOf(players);
  const people = levels.filter((level) => level === null).length;
  if (people === 2) return new TwoPeopleGame(shell);
  return people ? new ComputerGame(shell, levels) : new Demonstration(shell, levels, nextDemoGame);
}

/** @param {string[]} players @returns {Levels} */
const levelsOf = (players) => players.map((player) => (player === 'person' ? null : player));

// Their seats (`onTrouble()`: the worker failed twice, and the computer
// waits as a player who left), every move open to an undo, and who plays.
class PlayersGame {
  #kind;
  /** @type {Levels} */
  #levels;
  /** @type {readonly import('./types.js').Seat[]} */
  #seats;
  #hint;

  /** @param {string} kind @param {PageShell} shell @param {Levels} levels @param {() => void} onTrouble */
  constructor(kind, shell, levels, onTrouble) {
    this.#kind = kind;
    this.#levels = levels;
    this.#seats = Object.freeze(
      levels.map((level, side) => (level === null ? shell.people[side] : new ComputerSeat(level, { speed: () => shell.speed(), onTrouble }))),
    );
    // The hint is for the one person against the computer.
    this.#hint = Object.freeze({ hint: kind === 'computer' });
  }

  get kind() {
    return this.#kind;
  }

  get seats() {
    return this.#seats;
  }

  get undoFloor() {
    return 0;
  }

  get offers() {
    return this.#hint;
  }

  /** @param {number} side */
  computerLevel(side) {
    return this.#levels[side];
  }

  /** @param {string[]} players */
  plays(players) {
    return levelsOf(players).every((level, side) => level === this.#levels[side]);
  }
}

// Two people pass the device (the board turns to either: seatTwoPeople).
export class TwoPeopleGame extends PlayersGame {
  /** @param {PageShell} shell */
  constructor(shell) {
    super('two-people', shell, [null, null], () => {});
  }

  get twoPeopleHere() {
    return true;
  }
}

export class ComputerGame extends PlayersGame {
  #you;

  /** @param {PageShell} shell @param {Levels} levels */
  constructor(shell, levels) {
    super('computer', shell, levels, () => shell.tell(t('computer.failed')));
    this.#you = levels.indexOf(null);
  }

  get you() {
    return this.#you;
  }
}

// The next game starts a pause after the end, a game too long, or a
// failed worker.
export class Demonstration extends PlayersGame {
  #shell;
  #nextGame;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #timer;
  #planned = null; // the end planned for: told again, it plans nothing more

  /** @param {PageShell} shell @param {Levels} levels @param {() => void} nextGame */
  constructor(shell, levels, nextGame) {
    super('demo', shell, levels, () => {
      shell.tell(t('computer.failed'));
      this.#planNext();
    });
    this.#shell = shell;
    this.#nextGame = nextGame;
  }

  /** @param {Snapshot} snapshot */
  status(snapshot) {
    if ((snapshot.viewPly ?? null) !== null) return null;
    if (snapshot.outcome) return `${endWords(snapshot, null).title} ${t('demo.next')}`;
    return snapshot.ply >= DEMO_MOVE_LIMIT ? t('demo.tooLong') : null;
  }

  /** @param {Snapshot} snapshot */
  follow(snapshot) {
    const end = `${snapshot.gameNumber}/${snapshot.ply}`;
    if ((!snapshot.outcome && snapshot.ply < DEMO_MOVE_LIMIT) || end === this.#planned) return;
    this.#planned = end;
    if (!snapshot.outcome) this.#shell.stopTurn();
    this.#planNext();
  }

  pause() {
    clearTimeout(this.#timer);
  }

  // A finished game's next is planned again (the turns wait for it); one
  // too long ends again (false: the turns go on).
  resume() {
    const shell = this.#shell;
    if (shell.engineGame?.outcome() && shell.seatingSession === this) {
      this.#planNext();
      return true;
    }
    this.#planned = null;
    return false;
  }

  displaced() {
    clearTimeout(this.#timer);
  }

  // Not if another game began meanwhile or another session has the board.
  #planNext() {
    clearTimeout(this.#timer);
    const shell = this.#shell;
    const ended = shell.gameNumber;
    this.#timer = setTimeout(() => {
      if (shell.gameNumber === ended && shell.seatingSession === this) this.#nextGame();
    }, DEMO_PAUSE_MS[this.#shell.speed()] ?? DEMO_PAUSE_MS.normal);
  }
}

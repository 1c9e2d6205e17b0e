// @ts-check
// The sessions of the page's own game, at the bottom of the stack
// (sessions.js's useGame), one for each way a setup's players sit: two
// people on this device, a person against the computer, and the computer
// against itself (the demonstration of a kiosk and of the embed). Each
// brings its seats, what the controls offer in it and the words only it
// says; the demonstration also starts its next game itself. A friend's
// game by link is www/share/share.js's session, a replay the embed's.

import { t } from '../i18n/i18n.js';
import { ComputerSeat } from '../game/seats.js';
import { endWords } from './players.js';

// The demonstration ends a game this long and starts a new one (a kiosk
// runs for hours), and pauses this long after each game, by speed.
const DEMO_MOVE_LIMIT = 1000;
const DEMO_PAUSE_MS = { slow: 10_000, normal: 6000, fast: 3000, instant: 1500 };

const HINTS = Object.freeze({ hint: true });
// Nobody to give a hint to: two people here would both see it, and a
// demonstration has nobody.
const NO_HINTS = Object.freeze({ hint: false });

/** @typedef {import('./shell.js').PageShell} PageShell */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Seat} Seat */
/** @typedef {(string | null)[]} Levels the computer's level on each side, null for a person */

// The session for a setup's `players` ('person' or the computer's level on
// each side); `nextDemoGame()` starts a demonstration's next game.
/**
 * @param {PageShell} shell @param {string[]} players @param {() => void} nextDemoGame
 * @returns {TwoPeopleGame | ComputerGame | Demonstration}
 */
export function gameSession(shell, players, nextDemoGame) {
  const levels = levelsOf(players);
  if (levels.every((level) => level === null)) return new TwoPeopleGame(shell);
  if (levels.every((level) => level !== null)) return new Demonstration(shell, levels, nextDemoGame);
  return new ComputerGame(shell, levels);
}

/** @param {string[]} players @returns {Levels} */
const levelsOf = (players) => players.map((player) => (player === 'person' ? null : player));

/** @param {Levels} levels @param {string[]} players */
const sameLevels = (levels, players) => levelsOf(players).every((level, side) => level === levels[side]);

/** @param {PageShell} shell @param {Levels} levels @param {() => void} onTrouble @returns {readonly Seat[]} */
function seatsOf(shell, levels, onTrouble) {
  return Object.freeze(
    levels.map((level, side) => (level === null ? shell.people[side] : new ComputerSeat(level, { speed: () => shell.speed(), onTrouble }))),
  );
}

// Two people pass this device between them (the board may be turned to
// either: the shell's seatTwoPeople).
export class TwoPeopleGame {
  /** @type {readonly Seat[]} */
  #seats;

  /** @param {PageShell} shell */
  constructor(shell) {
    this.#seats = shell.people;
  }

  get kind() {
    return 'two-people';
  }

  get seats() {
    return this.#seats;
  }

  get offers() {
    return NO_HINTS;
  }

  get twoPeopleHere() {
    return true;
  }

  /** @param {string[]} players */
  plays(players) {
    return levelsOf(players).every((level) => level === null);
  }
}

// The one person here against the computer: the hint is theirs.
export class ComputerGame {
  #shell;
  /** @type {Levels} */
  #levels;
  #seats;

  /** @param {PageShell} shell @param {Levels} levels */
  constructor(shell, levels) {
    this.#shell = shell;
    this.#levels = levels;
    // The worker failed twice: the computer waits, like a player who has
    // left, until an undo or a new game (computer-turns.js).
    this.#seats = seatsOf(shell, levels, () => shell.tell(t('computer.failed')));
  }

  get kind() {
    return 'computer';
  }

  get seats() {
    return this.#seats;
  }

  get offers() {
    return HINTS;
  }

  // The person's side.
  get you() {
    return this.#levels.indexOf(null);
  }

  /** @param {number} side */
  computerLevel(side) {
    return this.#levels[side];
  }

  /** @param {string[]} players */
  plays(players) {
    return sameLevels(this.#levels, players);
  }
}

// The computer against itself, game after game: the next starts a pause
// after the end (or after a game too long to end, or a failed worker).
export class Demonstration {
  #shell;
  /** @type {Levels} */
  #levels;
  #seats;
  #nextGame;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #timer;
  // The end (gameNumber/ply) whose next game is planned: told again (a new
  // language, a look back), it plans nothing more.
  #planned = null;

  /** @param {PageShell} shell @param {Levels} levels @param {() => void} nextGame */
  constructor(shell, levels, nextGame) {
    this.#shell = shell;
    this.#levels = levels;
    this.#nextGame = nextGame;
    this.#seats = seatsOf(shell, levels, () => {
      shell.tell(t('computer.failed'));
      this.#planNext();
    });
  }

  get kind() {
    return 'demo';
  }

  get seats() {
    return this.#seats;
  }

  get offers() {
    return NO_HINTS;
  }

  /** @param {number} side */
  computerLevel(side) {
    return this.#levels[side];
  }

  /** @param {string[]} players */
  plays(players) {
    return sameLevels(this.#levels, players);
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
    if (!snapshot.outcome) this.#shell.controller.stopTurn();
    this.#planNext();
  }

  // Stopped where it stands (a kiosk's pause, the page left).
  pause() {
    clearTimeout(this.#timer);
  }

  // A finished game's next one is planned again; a game too long is ended
  // again when it comes back on the board.
  resume() {
    const { controller, sessions } = this.#shell;
    if (controller.game?.outcome() && sessions.seating === this) {
      this.#planNext();
      return;
    }
    this.#planned = null;
    controller.run();
  }

  // Other players took the game.
  displaced() {
    clearTimeout(this.#timer);
  }

  // The next game, unless another has begun meanwhile or another session
  // has the board (a lesson, a line of the analysis).
  #planNext() {
    clearTimeout(this.#timer);
    const { controller, sessions } = this.#shell;
    const ended = controller.gameNumber;
    this.#timer = setTimeout(() => {
      if (controller.gameNumber === ended && sessions.seating === this) this.#nextGame();
    }, DEMO_PAUSE_MS[this.#shell.speed()] ?? DEMO_PAUSE_MS.normal);
  }
}

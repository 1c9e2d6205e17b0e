// @ts-check
// Who makes the moves of a side. The controller asks the seat of the player
// to move for a move and plays whatever it returns; a person answers through
// the board (HumanSeat), the computer through the engine's worker
// (ComputerSeat). Both have `chooseMove(turn, signal)`: it resolves with a
// move document for the engine, and stops (rejecting with an AbortError)
// when `signal` aborts because of an undo, a new game or leaving the page.

// The computer's levels, weakest first ('random' is a yardstick for tests
// and the embed rather than an opponent the page offers).
export const LEVELS = ['random', 'beginner', 'intermediate', 'strong'];
// The levels offered to players; the demonstration's, the embed's and a
// kiosk's unless told; a person's first game's.
export const OFFERED_LEVELS = ['beginner', 'intermediate', 'strong'];
export const FIRST_LEVEL = 'intermediate';
export const FIRST_GAME_LEVEL = 'beginner';

// The computer's turns and the slow listings of legal moves, with the
// worker's client: loaded on first use, the first load has no room for them.
let turns = null;
const computerTurns = async () => (turns ??= await import('./computer-turns.js'));

export class HumanSeat {
  constructor(input) {
    this.input = input;
    this.kind = 'human';
  }

  chooseMove(turn, signal) {
    if (turn.settled === false) {
      // The quick listing left a candidate undecided: a worker settles it
      // (should its code not load, the moves known to be legal are offered).
      return computerTurns().then(
        (m) => m.chooseWhileChecking(this.input, turn, signal),
        (error) => (signal.aborted ? Promise.reject(error) : this.input.awaitMove({ ...turn, settled: true }, signal)),
      );
    }
    return this.input.awaitMove(turn, signal);
  }
}

// The computer at a level. `speed()` names the animation speed, which sets
// its shortest turn; `onTrouble(error)` hears that the worker failed.
export class ComputerSeat {
  constructor(level, { speed, onTrouble, budgetMs = 0 }) {
    this.kind = 'computer';
    this.level = level;
    this.speed = speed;
    this.onTrouble = onTrouble;
    this.budgetMs = budgetMs;
  }

  async chooseMove(turn, signal) {
    return (await computerTurns()).computerChooses(this, turn, signal);
  }
}

// Leaving the page: the worker ends, whatever it was doing.
export function stopComputer() {
  turns?.stopEngine();
}

// Leaving the page ends the computer's thinking (and its worker); coming
// back from the browser's history (`onReturn`) resumes the game.
export function stopWhileAway(controller, { onLeave, onReturn }) {
  window.addEventListener('pagehide', () => {
    onLeave();
    controller.stopTurn();
    stopComputer();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && controller.game) onReturn();
  });
}

// Why no move may start from `pit` ({reason, landing?} or null), from the
// worker: for the positions whose listing is too slow for the page.
export async function refusalFromWorker(record, pit) {
  return (await computerTurns()).whyNot(record, pit);
}

// Who makes the moves of a side. The controller asks the seat of the player
// to move for a move and plays whatever it returns; a person answers through
// the board (HumanSeat), and a computer opponent is another kind of seat
// with the same `chooseMove(turn, signal)`: it resolves with a move document
// for the engine, and stops (rejecting with an AbortError) when `signal`
// aborts because of an undo, a new game or leaving the page.

export class HumanSeat {
  constructor(input) {
    this.input = input;
    this.kind = 'human';
  }

  chooseMove(turn, signal) {
    return this.input.awaitMove(turn, signal);
  }
}

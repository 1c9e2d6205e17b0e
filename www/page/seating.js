// @ts-check
// Where the players sit around the board: the side drawn at the bottom,
// its player's card under the board and the other's above (in the reading
// order as on screen). Two people on this device may turn the board to
// either of them (`side`) and sit facing each other across it (`facing`):
// the far player's card is then turned to them, with the status line
// addressed to them (`farStatus`).

import { el } from '../ui/dom.js';

const $ = (id) => document.getElementById(id);

export class Seating {
  #board;
  #side = 0;
  #facing = false;
  #farStatus = el('p', { class: 'player-status', 'aria-hidden': 'true' });

  /** @param {import('../board/board.js').Board} board */
  constructor(board) {
    this.#board = board;
  }

  // Two people's choice, kept from game to game.
  get side() {
    return this.#side;
  }

  get facing() {
    return this.#facing;
  }

  // The far player's status line while they face each other.
  get farStatus() {
    return this.#farStatus;
  }

  /** @param {{side: number, facing: boolean}} choice */
  choose({ side, facing }) {
    this.#side = side;
    this.#facing = facing;
  }

  // The board turned to the player at the bottom: `you`, the one person
  // here against the computer or a friend; for two people here
  // (`twoPeopleHere`), the side they chose; else South (a lesson, a puzzle,
  // a demonstration).
  /** @param {number | null} you @param {boolean} twoPeopleHere */
  arrange(you, twoPeopleHere) {
    const seat = you ?? (twoPeopleHere ? this.#side : 0);
    const facing = this.#facing && twoPeopleHere;
    this.#board.turnTo(seat);
    const host = this.#board.root.parentElement;
    const [near, far] = [$(`player-${seat}`), $(`player-${1 - seat}`)];
    if (host.previousElementSibling !== far) host.before(far);
    if (host.nextElementSibling !== near) host.after(near);
    document.body.classList.toggle('facing-players', facing);
    this.#board.faceAcross(facing);
  }
}

// @ts-check
// The sessions that take the board in turn (www/page/types.js, Session): a
// stack, the game's session always at the bottom (a game here, against the
// computer, a friend's by link, the embed's demonstration or replay), a
// puzzle, a lesson or a line of the analysis entered over it and left
// again. A session that plays the controller's game arranges it (its seats,
// storage, undo floor) while it is on the stack; one with its own game (a
// lesson, a line) leaves the controller's game waiting below it.

/**
 * @typedef {import('./types.js').Session} Session
 * @typedef {import('../game/controller.js').GameController} GameController
 */

export class SessionStack {
  /** @type {{session: Session, replaced: object | null}[]} */
  #stack;
  #controller;
  #onChange;

  /**
   * @param {GameController} controller
   * @param {Session} game the game's session, at the bottom
   * @param {() => void} onChange hears every session entered or left
   */
  constructor(controller, game, onChange) {
    this.#controller = controller;
    this.#stack = [{ session: game, replaced: null }];
    this.#onChange = onChange;
  }

  // The session on top: the one that has the board.
  /** @returns {Session} */
  get top() {
    return this.#stack.at(-1).session;
  }

  // The kinds of the sessions, the game's first (the page's debug handle).
  kinds() {
    return this.#stack.map((entry) => entry.session.kind);
  }

  // The topmost session with a game of its own on the board, or null: the
  // board shows the controller's game.
  /** @returns {Session | null} */
  ownGame() {
    return [...this.#stack].reverse().find((entry) => entry.session.game)?.session ?? null;
  }

  // The topmost session that says its words again itself, or null.
  /** @returns {Session | null} */
  translator() {
    return [...this.#stack].reverse().find((entry) => entry.session.retranslate)?.session ?? null;
  }

  // Every session, the game's first: each hears the game's snapshots.
  all() {
    return this.#stack.map((entry) => entry.session);
  }

  // `session` takes the board over the sessions below it.
  /** @param {Session} session */
  enter(session) {
    if (this.#stack.some((entry) => entry.session === session)) return;
    const arranges = session.seats || session.storage || session.undoFloor !== undefined;
    const replaced = arranges ? this.#controller.arrange(session) : null;
    this.#stack.push({ session, replaced });
    this.#onChange();
  }

  // `session` (and any over it) gives the board back, the arrangements they
  // made undone; `displaced`: it did not leave of itself (each such session
  // hears it, as does any that was over it).
  /** @param {Session} session */
  leave(session, { displaced = false } = {}) {
    const index = this.#stack.findIndex((entry, at) => at > 0 && entry.session === session);
    if (index < 0) return;
    const left = this.#stack.splice(index).reverse();
    for (const entry of left) if (entry.replaced) this.#controller.arrange(entry.replaced);
    for (const entry of left) if (displaced || entry.session !== session) entry.session.displaced?.();
    this.#onChange();
  }

  // The controller's game has come back to the board (a new game, a link,
  // an undo): the sessions with a game of their own step aside.
  leaveOwnGames() {
    const first = this.#stack.find((entry) => entry.session.game);
    if (first) this.leave(first.session, { displaced: true });
  }

  // The game itself changes hands (a friend's game by link, the embed's
  // options): every session over it steps aside, and `session` is the
  // game's.
  /** @param {Session} session */
  useGame(session) {
    if (this.#stack.length > 1) this.leave(this.#stack[1].session, { displaced: true });
    this.#controller.arrange({ undoFloor: 0, ...session });
    this.#stack[0] = { session, replaced: null };
    this.#onChange();
  }
}

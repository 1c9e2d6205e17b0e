// @ts-check
// The sessions that take the board in turn (Session, www/page/types.js):
// the game's at the bottom, a puzzle, a lesson or an analysis line entered
// over it. One that plays the controller's game arranges it while it is
// on the stack; one with its own game leaves the controller's waiting.

export class SessionStack {
  /** @type {{session: import('./types.js').Session, replaced: object | null}[]} */
  #stack;
  #controller;
  #onChange;

  constructor(controller, game, onChange) {
    this.#controller = controller;
    this.#stack = [{ session: game, replaced: null }];
    this.#onChange = onChange;
  }

  // The one that has the board.
  get top() {
    return this.#stack.at(-1).session;
  }

  all() {
    return this.#stack.map((entry) => entry.session);
  }

  // The topmost with `what` (its own 'game', a 'retranslate'), or null.
  topmost(what) {
    return this.all().reverse().find((session) => session[what]) ?? null;
  }

  enter(session) {
    if (this.all().includes(session)) return;
    const arranges = session.seats || session.storage || session.undoFloor !== undefined;
    this.#stack.push({ session, replaced: arranges ? this.#controller.arrange(session) : null });
    this.#onChange();
  }

  // `session` and any over it leave, their arrangements undone; those that
  // did not leave of themselves (`displaced`: all) hear it.
  leave(session, { displaced = false } = {}) {
    const index = this.#stack.findIndex((entry, at) => at > 0 && entry.session === session);
    if (index < 0) return;
    const left = this.#stack.splice(index).reverse();
    for (const entry of left) if (entry.replaced) this.#controller.arrange(entry.replaced);
    for (const entry of left) if (displaced || entry.session !== session) entry.session.displaced?.();
    this.#onChange();
  }

  // The controller's game is back on the board (a new game, a link, an
  // undo): the sessions with a game of their own step aside.
  leaveOwnGames() {
    const first = this.#stack.find((entry) => entry.session.game);
    if (first) this.leave(first.session, { displaced: true });
  }

  // The game changes hands (a friend's by link, the embed's options): the
  // sessions over it step aside, and `session` is the game's.
  useGame(session) {
    if (this.#stack.length > 1) this.leave(this.#stack[1].session, { displaced: true });
    this.#controller.arrange({ undoFloor: 0, ...session });
    this.#stack[0] = { session, replaced: null };
    this.#onChange();
  }
}

// @ts-check
// The sessions that take the board in turn (Session, www/page/types.js):
// the game's at the bottom, a puzzle, a lesson, the review or an analysis
// line entered over it. One that plays the controller's game arranges it
// while it is on the stack; one with its own game leaves the controller's
// waiting; the review only follows it.

export class SessionStack {
  /** @type {{session: import('./types.js').Session, replaced: object | null}[]} */
  #stack;
  #controller;
  #onChange;
  #hostStorage;

  // `hostStorage`: where a game is saved whose session names no storage of
  // its own (a live game's, which keeps nothing, hands the game back so).
  constructor(controller, game, onChange, hostStorage) {
    this.#controller = controller;
    this.#hostStorage = hostStorage;
    this.#stack = [{ session: game, replaced: null }];
    this.#onChange = onChange;
  }

  // The one that has the board.
  get top() {
    return this.#stack.at(-1).session;
  }

  // The game's (game-sessions.js's, a friend's by link, the embed's replay).
  get bottom() {
    return this.#stack[0].session;
  }

  // The one whose seats play the game on the board (the game's, or a
  // puzzle's over it); null while a session's own game has the board.
  get seating() {
    for (const session of this.all().reverse()) {
      if (session.game) return null;
      if (session.seats) return session;
    }
    return null;
  }

  // What the topmost session that says anything of `what` offers (the
  // review over a game leaves the game's offers as they are), or undefined.
  /** @param {keyof import('./types.js').Offers} what */
  offer(what) {
    return this.all().reverse().find((session) => session.offers && what in session.offers)?.offers[what];
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
  // did not leave of themselves (`displaced`: all) hear it. A session that
  // only follows the game (the review) arranged nothing that those over it
  // stand on: it leaves alone (the review of a game closing as a puzzle
  // takes the board leaves the puzzle its seats).
  leave(session, { displaced = false } = {}) {
    const index = this.#stack.findIndex((entry, at) => at > 0 && entry.session === session);
    if (index < 0) return;
    const follower = !this.#stack[index].replaced && !session.game;
    const left = (follower ? this.#stack.splice(index, 1) : this.#stack.splice(index)).reverse();
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

  // The game changes hands (other players, a friend's by link, the
  // embed's options): the sessions over it step aside, and `session` is
  // the game's (the one it replaces hears it).
  useGame(session) {
    if (this.#stack.length > 1) this.leave(this.#stack[1].session, { displaced: true });
    const replaced = this.bottom;
    // Read one by one: a session's seats may be a class's getter.
    this.#controller.arrange({ seats: session.seats, storage: session.storage ?? this.#hostStorage, undoFloor: session.undoFloor ?? 0 });
    this.#stack[0] = { session, replaced: null };
    if (replaced !== session) replaced.displaced?.();
    this.#onChange();
  }
}

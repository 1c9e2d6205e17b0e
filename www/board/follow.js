// @ts-check
// Keeping what matters of a board larger than its room in view: the pits
// one can play when a turn begins, and the pit being sown while a move
// plays (a relay of 17 laps round a 2 x 40 board runs far off a phone's
// screen). A person who scrolls during a move takes the view over until
// the move ends. The room is what the board's scrollers show less their
// scroll padding: on a phone the page's bottom padding is the docked
// controls' height (style.css), so nothing is brought in under them.
// Loaded with the board's first move, or when a turn's pits are not all in
// the window (board.js).

import { roomOf, scrollersOf } from './room.js';

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

export class Follower {
  constructor(board) {
    this.board = board;
    this.following = false;
    this.pit = null;
    // Where a smooth scroll under way is headed, per axis: the next pit is
    // judged from there, so that a scroll is not begun again (and slowed)
    // at every seed dropped.
    this.aims = {};
    const letGo = () => {
      this.following = false;
    };
    for (const type of ['wheel', 'touchmove']) window.addEventListener(type, letGo, { capture: true, passive: true });
    window.addEventListener('keydown', (event) => SCROLL_KEYS.has(event.key) && letGo(), { capture: true, passive: true });
  }

  // A move begins: follow it if the board is in view at all (a person
  // reading the move list below it is not pulled back up).
  start() {
    this.pit = null;
    this.aims = {};
    this.following = this.inView();
  }

  stop() {
    this.following = false;
  }

  // The hand is over `pit`: once it nears the room's edge, the room
  // centres on it. A board the room can show whole is not chased pit by
  // pit (a 2 x 8 board near a phone's top edge jumped 165 px as a move
  // began, and back as the next turn began): it is brought whole into
  // view, the least that takes, and not moved while it is.
  follow(pit) {
    if (!this.following || pit === null || pit === undefined || pit === this.pit) return;
    this.pit = pit;
    if (this.fitsRoom()) this.scrollTo(this.board.layout.pits.map((_, each) => each), 'nearest');
    else this.scrollTo([pit], 'centre');
  }

  fitsRoom() {
    const { board } = this;
    const box = board.stage.getBoundingClientRect();
    const scrollers = scrollersOf(board.stage);
    const across = roomOf(scrollers.x, 'x');
    const along = roomOf(scrollers.y, 'y');
    return box.width <= across.end - across.start && box.height <= along.end - along.start;
  }

  // A turn begins on `pits`: scrolls the least that shows them all, when
  // they fit in the room (a 2 x 40 row does not; then the view stays).
  reveal(pits) {
    if (!pits?.size) return;
    // After the next layout: the docked controls may have just changed
    // height (Kiothi's opening panel came), and the page's padding with them.
    const shown = [...pits];
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        this.aims = {};
        if (this.board.layout && this.inView()) this.scrollTo(shown, 'nearest');
      }),
    );
  }

  inView() {
    const { board } = this;
    if (!board.layout) return false;
    const box = board.stage.getBoundingClientRect();
    const { y } = scrollersOf(board.stage);
    const room = roomOf(y, 'y');
    return box.bottom > room.start && box.top < room.end;
  }

  scrollTo(pits, how) {
    const { board } = this;
    const stage = board.stage.getBoundingClientRect();
    const rects = pits.map((pit) => board.layout.pits[pit]).filter(Boolean);
    if (!rects.length) return;
    const span = {
      x: [stage.left + Math.min(...rects.map((r) => r.x)), stage.left + Math.max(...rects.map((r) => r.x + r.w))],
      y: [stage.top + Math.min(...rects.map((r) => r.y)), stage.top + Math.max(...rects.map((r) => r.y + r.h))],
    };
    const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const scrollers = scrollersOf(board.stage);
    for (const axis of ['x', 'y']) {
      const scroller = scrollers[axis];
      const [side, size, client] = axis === 'x' ? ['scrollLeft', 'scrollWidth', 'clientWidth'] : ['scrollTop', 'scrollHeight', 'clientHeight'];
      const now = scroller[side];
      const aim = this.aims[axis]?.scroller === scroller ? this.aims[axis].to : now;
      const delta = shift(span[axis].map((edge) => edge - (aim - now)), roomOf(scroller, axis), how);
      if (Math.abs(delta) < 1) continue;
      const to = Math.max(0, Math.min(scroller[size] - scroller[client], aim + delta));
      if (Math.abs(to - aim) < 1) continue;
      this.aims[axis] = { scroller, to };
      scroller.scrollTo({ [axis === 'x' ? 'left' : 'top']: to, behavior });
    }
  }
}

// How far to scroll so that `span` ([start, end] on screen) is in `room`:
// 'nearest' the least, and only if it fits; 'centre' to the room's middle
// once it nears an edge (the hand stays clear of the caption and the edges,
// and the view moves in strides rather than pit by pit).
function shift([start, end], room, how) {
  const margin = how === 'centre' ? Math.max(0, (room.end - room.start - (end - start)) / 4) : 0;
  if (start >= room.start + margin && end <= room.end - margin) return 0;
  if (how === 'centre') return (start + end) / 2 - (room.start + room.end) / 2;
  if (end - start > room.end - room.start) return 0;
  return start < room.start ? start - room.start : end - room.end;
}

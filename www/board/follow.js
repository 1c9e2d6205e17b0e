// @ts-check
// Keeping what matters of a board larger than its room in view: the pits
// one can play when a turn begins, and the pit being sown while a move
// plays (a relay of 17 laps round a 2 x 40 board runs far off a phone's
// screen). A person who scrolls during a move takes the view over until
// the move ends. The room is what the board's scrollers show less their
// scroll padding: on a phone the page's bottom padding is the docked
// controls' height (style.css), so nothing is brought in under them.

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
  // centres on it.
  follow(pit) {
    if (!this.following || pit === null || pit === undefined || pit === this.pit) return;
    this.pit = pit;
    this.scrollTo([pit], 'centre');
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

  // The part of `rect` (stage px) that the room shows, in the window's
  // coordinates, or null when none of it is shown.
  shownPart(rect) {
    const stage = this.board.stage.getBoundingClientRect();
    const scrollers = scrollersOf(this.board.stage);
    const across = roomOf(scrollers.x, 'x');
    const along = roomOf(scrollers.y, 'y');
    const left = Math.max(stage.left + rect.x, across.start);
    const right = Math.min(stage.left + rect.x + rect.w, across.end);
    const top = Math.max(stage.top + rect.y, along.start);
    const bottom = Math.min(stage.top + rect.y + rect.h, along.end);
    if (right <= left || bottom <= top) return null;
    return { left, top, width: right - left, height: bottom - top };
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

// The nearest boxes that scroll the board across and along, else the page.
function scrollersOf(element) {
  const page = document.scrollingElement ?? document.documentElement;
  let x = null;
  let y = null;
  for (let node = element.parentElement; node && node !== document.body && node !== page; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (!x && /auto|scroll/.test(style.overflowX) && node.scrollWidth > node.clientWidth + 1) x = node;
    if (!y && /auto|scroll/.test(style.overflowY) && node.scrollHeight > node.clientHeight + 1) y = node;
  }
  return { x: x ?? page, y: y ?? page };
}

// What a scroller shows on one axis, in the window's coordinates, less its
// scroll padding.
function roomOf(scroller, axis) {
  const page = scroller === (document.scrollingElement ?? document.documentElement);
  const style = getComputedStyle(scroller);
  const padding = (side) => parseFloat(style[`scrollPadding${side}`]) || 0;
  const [before, after] = axis === 'x' ? [padding('Left'), padding('Right')] : [padding('Top'), padding('Bottom')];
  let start;
  let size;
  if (page) {
    start = 0;
    size = axis === 'x' ? window.innerWidth : window.innerHeight;
  } else {
    const box = scroller.getBoundingClientRect();
    start = axis === 'x' ? box.left + scroller.clientLeft : box.top + scroller.clientTop;
    size = axis === 'x' ? scroller.clientWidth : scroller.clientHeight;
  }
  return { start: start + before, end: start + size - after };
}

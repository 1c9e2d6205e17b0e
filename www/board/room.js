// @ts-check
// What of the board the window shows: the boxes that scroll it and the
// room each shows, less its scroll padding (on a phone the page's bottom
// padding is the docked controls' height, style.css). The board's
// messages stand in that part, and the follower (follow.js) brings pits
// into it.

// The part of `rect` (stage px) that the room shows, in the window's
// coordinates, or null when none of it is shown.
/** @param {HTMLElement} stageElement @param {{x: number, y: number, w: number, h: number}} rect */
export function shownPart(stageElement, rect) {
  const stage = stageElement.getBoundingClientRect();
  const scrollers = scrollersOf(stageElement);
  const across = roomOf(scrollers.x, 'x');
  const along = roomOf(scrollers.y, 'y');
  const left = Math.max(stage.left + rect.x, across.start);
  const right = Math.min(stage.left + rect.x + rect.w, across.end);
  const top = Math.max(stage.top + rect.y, along.start);
  const bottom = Math.min(stage.top + rect.y + rect.h, along.end);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

// The nearest boxes that scroll the board across and along, else the page.
export function scrollersOf(element) {
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
export function roomOf(scroller, axis) {
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

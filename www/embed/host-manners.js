// @ts-check
// A framed game is a guest on the museum's page: it takes no focus and
// scrolls nothing of that page until the visitor comes into the frame.
// The modes (a lesson's step, a puzzle, the analysis) move the focus and
// bring the board into view for the main page's sake; framed, a focus
// moved while a visitor types in the host's search box would take their
// keystrokes, and a board brought into view would scroll the host's page.
//
// Framed, then: an element takes the focus only while the frame's document
// has it (the visitor touched or tabbed into the frame), and
// scrollIntoView scrolls only the frame's own scrolling boxes, never the
// page around the frame.

export function keepToTheFrame() {
  if (window.parent === window) return;
  const focus = HTMLElement.prototype.focus;
  /** @this {HTMLElement} @param {FocusOptions} [options] */
  function focusWhenVisited(options) {
    if (document.hasFocus()) focus.call(this, options);
  }
  HTMLElement.prototype.focus = focusWhenVisited;
  SVGElement.prototype.focus = focusWhenVisited;
  Element.prototype.scrollIntoView = function () {
    scrollWithinFrame(this);
  };
}

// As scrollIntoView({block: 'nearest', inline: 'nearest'}) does, in each
// box of the frame that scrolls and holds the element, and the frame's
// window.
/** @param {Element} element */
function scrollWithinFrame(element) {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    const scrollsDown = /auto|scroll/.test(style.overflowY) && box.scrollHeight > box.clientHeight;
    const scrollsAcross = /auto|scroll/.test(style.overflowX) && box.scrollWidth > box.clientWidth;
    if (!scrollsDown && !scrollsAcross) continue;
    const inner = element.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    if (scrollsDown) box.scrollTop += nearest(inner.top - outer.top, inner.bottom - outer.top, box.clientHeight);
    if (scrollsAcross) box.scrollLeft += nearest(inner.left - outer.left, inner.right - outer.left, box.clientWidth);
  }
  // The frame's own document, where it is taller than the frame: its
  // window scrolls, and the host's does not.
  const shown = element.getBoundingClientRect();
  window.scrollBy(nearest(shown.left, shown.right, window.innerWidth), nearest(shown.top, shown.bottom, window.innerHeight));
}

// The shortest scroll that shows [start, end] in [0, room], its start
// first where it does not fit.
function nearest(start, end, room) {
  if (start < 0) return start;
  if (end > room) return Math.min(start, end - room);
  return 0;
}

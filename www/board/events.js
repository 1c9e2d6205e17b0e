// @ts-check
// What the board hears: clicks and taps on the canvas, the pointer over
// it, keys and clicks on the mirror's buttons, and changes of its room or
// of what is scrolled into view.

import { neighbour, pitAt } from './geometry.js';

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function listen(board, { onActivate, onBackground, onPoint }) {
  const { canvas, mirror, root, scroller } = board;
  canvas.addEventListener('click', (event) => {
    // A click during a move ends its animation, and chooses nothing.
    if (board.animating) {
      board.skip();
      return;
    }
    const pit = pointAt(board, event);
    if (pit === null) onBackground?.();
    else onActivate(pit, { touch: event.pointerType === 'touch' });
  });
  // A finger is not hovering: a tap's pointer events leave no hover behind.
  canvas.addEventListener('pointermove', (event) => setHover(board, event.pointerType === 'touch' ? null : pointAt(board, event), onPoint));
  canvas.addEventListener('pointerleave', () => setHover(board, null, onPoint));
  mirror.element.addEventListener('focusin', () => onPoint?.());
  mirror.element.addEventListener('focusout', () => onPoint?.());
  mirror.element.addEventListener('keydown', (event) => {
    const step = ARROWS[event.key];
    const button = event.target.closest('button[data-pit]');
    if (!step || !button) return;
    event.preventDefault();
    const next = neighbour(board.layout, Number(button.dataset.pit), step[0], step[1]);
    if (next !== null) board.focusPit(next);
  });
  mirror.element.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-pit]');
    if (button) onActivate(Number(button.dataset.pit));
  });
  new ResizeObserver(() => board.relayout()).observe(root);
  window.addEventListener('resize', () => board.relayout());
  // Only the part of the board in view is drawn (render.js): scrolling
  // brings the rest up to date.
  window.addEventListener('scroll', () => board.invalidate(), { passive: true });
  scroller.addEventListener(
    'scroll',
    () => {
      board.placeOverlay();
      board.markEdges();
      board.invalidate();
    },
    { passive: true },
  );
}

function pointAt(board, event) {
  if (!board.layout) return null;
  const rect = board.canvas.getBoundingClientRect();
  return pitAt(board.layout, event.clientX - rect.left, event.clientY - rect.top);
}

function setHover(board, pit, onPoint) {
  if (pit === board.hover) return;
  board.hover = pit;
  board.showPointer();
  board.invalidate();
  onPoint?.();
}

// @ts-check
// Fitting the board to its room: where each pit goes (geometry.js), the
// canvas's size and resolution, and the wooden board painted once per
// layout, which every frame copies instead of painting it again.

import { screenLayout } from './geometry.js';
import { paintBoard } from './paint.js';

// Device pixels of the board's canvas at most (a phone's screen at 3x has
// about 3 million).
const MAX_CANVAS_PIXELS = 3_000_000;

// Lays the board out for its room now, unless that room is the one of the
// last layout; true when it laid it out anew.
export function layOut(board) {
  const { root, canvas, stage } = board;
  // A board not displayed (behind the first screen) has no room yet: it
  // is laid out when it shows (events.js observes its size).
  if (root.clientWidth === 0) return false;
  const width = Math.max(240, root.clientWidth);
  // A board that must show whole (a lesson on a phone, beside its words:
  // learn.css) fits the share of the window's height its box's
  // `--board-whole` says, its pits as small as that takes, and never
  // scrolls.
  const style = getComputedStyle(root);
  const whole = parseFloat(style.getPropertyValue('--board-whole')) || 0;
  const largest = parseFloat(style.getPropertyValue('--pit-largest')) || undefined;
  // The piles' ground: the theme's (dark.css), else the board's own.
  const ground = { fill: style.getPropertyValue('--pile-ground').trim(), edge: style.getPropertyValue('--pile-edge').trim() };
  // However small the room: a taller board hides behind what follows it.
  const height = whole ? Math.max(120, Math.min(board.fitHeight(), window.innerHeight * whole)) : Math.max(120, board.fitHeight());
  const touch = window.matchMedia('(pointer: coarse)').matches;
  // The shape that says portrait, when not the room's (the embed's frame).
  const screen = board.orientBy?.() ?? null;
  const shape = screen ? `/${screen.width}x${screen.height}` : '';
  const key = `${width}x${height}@${window.devicePixelRatio || 1}${touch ? '/touch' : ''}${shape}${whole ? '/whole' : ''}/${largest ?? ''}/${ground.fill}`;
  if (key === board.layoutKey) return false;
  board.layoutKey = key;
  const layout = screenLayout(board.grid, width, height, touch, board.seat, screen, whole > 0, largest);
  board.layout = layout;
  const { width: w, height: h } = layout;
  // The browser copies the whole canvas every frame it changes: a board
  // far larger than the screen (2 x 50 turned on a phone) is drawn at a
  // lower resolution than the screen's, so that a frame keeps its time.
  const ratio = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (w * h)));
  board.ratio = ratio;
  canvas.width = Math.round(w * ratio);
  canvas.height = Math.round(h * ratio);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  stage.style.width = `${w}px`;
  stage.style.height = `${h}px`;
  root.classList.toggle('turned', layout.turned);
  root.classList.toggle('scrolls', w > width + 1);
  const background = document.createElement('canvas');
  background.width = canvas.width;
  background.height = canvas.height;
  const bg = background.getContext('2d');
  bg.setTransform(ratio, 0, 0, ratio, 0, 0);
  paintBoard(bg, layout, ground);
  board.background = background;
  board.mirror.place(layout);
  placeCaption(board, layout, w > width + 1 ? 0 : (width - w) / 2);
  return true;
}

// CSS px: what the far pile's label ("North's pile") takes beside it, at
// most, when it is not yet written.
const PILE_LABEL_ROOM = 96;

// The move's caption ("Lap 3 of 5 · relay", "North captures 11") rides over
// the top of the board, clear of the far pile and its label: beside them
// on a board drawn across, beside the pile's column on a turned one
// (style.css reads --caption-centre and --caption-room).
function placeCaption(board, layout, stageLeft) {
  const { frame } = layout;
  const far = layout.stores.find((store) => store?.kind === 'pile' && store.y < frame.y + frame.h / 2 && !layout.turned) ?? null;
  let start = frame.x;
  if (far) {
    const label = board.mirror.storeLabels[layout.stores.indexOf(far)];
    start = Math.min(frame.x + frame.w * 0.6, far.x + far.w + 12 + (label?.offsetWidth || PILE_LABEL_ROOM));
  }
  const end = frame.x + frame.w;
  board.root.style.setProperty('--caption-centre', `${stageLeft + (start + end) / 2}px`);
  board.root.style.setProperty('--caption-room', `${end - start - 12}px`);
}

// @ts-check
// Drawing a frame of the board on its canvas: the painted board, then
// the seeds and marks of what is shown, or mid-move the scene's counts and
// the seeds in flight (motion-frames.js, loaded with the first move).

import { PALETTE, cross, drawCount, drawSeeds, pitShape, roundRect } from './paint.js';

export function draw(board, now) {
  const { canvas, layout, shown: state, ratio } = board;
  if (!layout || !state) return;
  const visible = visibleArea(board);
  const playback = board.playback;
  // A move plays: its frames' code came with it (board.js's loadMotion).
  const frames = playback ? board.frames : null;
  const clusters = frames ? frames.motionClusters(board, playback, now) : [];
  // Mid-move only what changed since the last frame is drawn again: the
  // whole view each frame cost half as much again on the main thread, most
  // of it handing unchanged pixels to the compositor (docs/PERFORMANCE.md).
  const last = board.painted;
  const changed = frames ? frames.changedSince(last, board, visible, clusters) : null;
  const view = changed ?? visible;
  board.painted = frames ? frames.snapshot(board, changed ? last.area : frames.edges(visible), clusters) : null;
  if (view.w <= 0 || view.h <= 0) return;
  const sx = Math.floor(view.x * ratio);
  const sy = Math.floor(view.y * ratio);
  const sw = Math.min(canvas.width, Math.ceil((view.x + view.w) * ratio)) - sx;
  const sh = Math.min(canvas.height, Math.ceil((view.y + view.h) * ratio)) - sy;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(sx, sy, sw, sh);
  ctx.drawImage(board.background, sx, sy, sw, sh, sx, sy, sw, sh);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.save();
  ctx.beginPath();
  ctx.rect(sx / ratio, sy / ratio, sw / ratio, sh / ratio);
  ctx.clip();
  const scene = playback?.scene;
  const pits = scene?.pits ?? state.pits;
  const captured = scene?.captured ?? state.captured;
  const nki = scene?.nki ?? new Set(state.nki ?? []);
  const unit = layout.unit;
  const countSize = Math.round(Math.min(15, Math.max(10, unit * 0.27)));
  // Within a unit of the view: seeds and count badges overhang a little.
  const near = (box) =>
    box.x + box.w + unit > view.x && box.x - unit < view.x + view.w && box.y + box.h + unit > view.y && box.y - unit < view.y + view.h;

  if (state.turn !== null && state.turn !== undefined && !scene) drawTurn(ctx, board, state.turn);
  // The counts go over a move preview's lines, so that both stay legible.
  const counts = [];
  layout.pits.forEach((cell, pit) => {
    if (!near(cell)) return;
    const shape = pitShape(cell);
    const active = !scene && state.active;
    if (active && state.legal?.has(pit)) {
      ring(ctx, shape, pit === board.hover ? PALETTE.selected : PALETTE.legal, pit === board.hover ? 3 : 2);
    }
    if (!scene && state.last) lastMoveMarks(ctx, shape, state.last, pit);
    if (nki.has(pit)) nkiMark(ctx, shape);
    if (!scene && (state.selected === pit || state.chosen?.has(pit))) {
      ring(ctx, shape, PALETTE.selected, 3.5);
    }
    drawSeeds(ctx, board.game, pits[pit], shape.cx, shape.cy - shape.ry * 0.08, shape.rx * 0.86, shape.ry * 0.8, ratio, pit * 3 + 1);
    // Below the pit as its reader sees it.
    const across = facesAcross(board, board.grid.cells[pit].side);
    counts.push([pits[pit], shape.cx, shape.cy + (across ? -1 : 1) * shape.ry * 0.78, across]);
  });
  layout.stores.forEach((store, side) => {
    if (!store || !near(store)) return;
    const inner = { cx: store.cx, cy: store.cy, rx: store.w * 0.36, ry: store.h * 0.36 };
    drawSeeds(ctx, board.game, captured[side], inner.cx, inner.cy, inner.rx, inner.ry, ratio, 97 + side);
    const badge = store.kind === 'prison'
      ? { x: store.cx, y: layout.turned ? store.cy : store.y + store.h - countSize * 1.1 }
      : { x: store.cx, y: store.cy };
    drawCount(ctx, captured[side], badge.x, badge.y, countSize + 1, 'pit', facesAcross(board, side));
  });
  if (!scene && state.active && board.preview) {
    // Timed: the preview's main-thread cost is measured (docs/PERFORMANCE.md).
    const start = performance.now();
    board.preview.draw(ctx, layout);
    board.previewDrawMs = performance.now() - start;
  }
  for (const [count, x, y, across] of counts) drawCount(ctx, count, x, y, countSize, count === 0 ? 'empty' : 'pit', across);
  for (const cluster of clusters) frames.drawCluster(ctx, board, cluster);
  ctx.restore();
}

// Whether `side`'s counts are read by a player across the device (as the
// players' cards, not beside a board turned a quarter, www/style.css).
function facesAcross(board, side) {
  return board.facing && !board.turned && side !== board.seat;
}

// The part of the canvas (CSS px) inside the window and the board's
// scroller, widened by half a window each way so that a scroll between two
// frames reveals nothing undrawn. A 2 x 50 board turned on a phone is a
// canvas of millions of pixels, mostly out of view: redrawing all of it
// every frame of a move cost more than a frame's time.
function visibleArea(board) {
  const { width, height } = board.layout;
  const canvas = board.canvas.getBoundingClientRect();
  const scroller = board.scroller.getBoundingClientRect();
  const marginX = window.innerWidth / 2;
  const marginY = window.innerHeight / 2;
  const left = Math.max(0, Math.max(0, scroller.left) - canvas.left - marginX);
  const top = Math.max(0, Math.max(0, scroller.top) - canvas.top - marginY);
  const right = Math.min(width, Math.min(window.innerWidth, scroller.right) - canvas.left + marginX);
  const bottom = Math.min(height, Math.min(window.innerHeight, scroller.bottom) - canvas.top + marginY);
  return { x: left, y: top, w: right - left, h: bottom - top };
}

function drawTurn(ctx, board, side) {
  const cells = board.layout.pits.filter((_, pit) => board.grid.cells[pit].side === side);
  const x0 = Math.min(...cells.map((c) => c.x));
  const y0 = Math.min(...cells.map((c) => c.y));
  const x1 = Math.max(...cells.map((c) => c.x + c.w));
  const y1 = Math.max(...cells.map((c) => c.y + c.h));
  ctx.fillStyle = PALETTE.turn;
  roundRect(ctx, x0 + 2, y0 + 2, x1 - x0 - 4, y1 - y0 - 4, board.layout.unit * 0.45);
  ctx.fill();
}

function ring(ctx, { cx, cy, rx, ry }, colour, width, dash) {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  if (dash) ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx + width, ry + width, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

// The last move, told by shape as well as colour (the page's legend shows
// the same): a dashed ring where it started, a solid ring with a dot where
// its last seed fell, a cross where it took seeds. Each is drawn over a
// dark band so that it stands out on light and dark wood alike.
function lastMoveMarks(ctx, shape, last, pit) {
  if (last.from.includes(pit)) {
    ring(ctx, shape, PALETTE.markShadow, 3.5);
    ring(ctx, shape, PALETTE.last, 2, [4, 3]);
  }
  if (last.to.includes(pit)) {
    const wider = { ...shape, rx: shape.rx + 4, ry: shape.ry + 4 };
    ring(ctx, wider, PALETTE.markShadow, 4);
    ring(ctx, wider, PALETTE.last, 2.5);
    const angle = Math.PI * 0.25;
    dot(ctx, shape.cx + Math.cos(angle) * (wider.rx + 2.5), shape.cy + Math.sin(angle) * (wider.ry + 2.5), 3.5);
  }
  if (last.taken.includes(pit)) cross(ctx, shape.cx - shape.rx * 0.5, shape.cy - shape.ry * 0.5, Math.max(4, Math.min(shape.rx, shape.ry) * 0.28), PALETTE.taken, 2.5);
}

function dot(ctx, x, y, radius) {
  ctx.save();
  ctx.fillStyle = PALETTE.last;
  ctx.strokeStyle = PALETTE.markShadow;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}


// Protected (nki): a gold double ring and a small diamond at the rim.
function nkiMark(ctx, shape) {
  ring(ctx, shape, PALETTE.nki, 1.5, [4, 3]);
  const size = Math.max(3, Math.min(shape.rx, shape.ry) * 0.16);
  const x = shape.cx;
  const y = shape.cy - shape.ry - 1;
  ctx.fillStyle = PALETTE.nki;
  ctx.beginPath();
  ctx.moveTo(x, y - size);
  ctx.lineTo(x + size, y);
  ctx.lineTo(x, y + size);
  ctx.lineTo(x - size, y);
  ctx.closePath();
  ctx.fill();
}

// @ts-check
// Drawing a move in motion (render.js draws the rest): the seeds in flight
// at a moment, and the part of the view that changed since the move's last
// frame. Loaded with the board's first move (board.js).

import { drawCount, drawSeeds } from './paint.js';

// What a frame mid-move drew: the part of the canvas it is good for, the
// counts it showed and where its seeds in flight were. Boxes as [left,
// top, right, bottom].
export function snapshot(board, area, clusters) {
  const { layout, background, playback: { scene } } = board;
  const motion = clusters.map((cluster) => clusterBox(layout, cluster));
  return { layout, background, area, pits: scene.pits.slice(), captured: scene.captured.slice(), nki: new Set(scene.nki), motion };
}

export const edges = ({ x, y, w, h }, by = 0) => [x - by, y - by, x + w + by, y + h + by];

// The part of the view that changed since the last frame of the same move
// (maybe none), or null where the whole view must be drawn: the move's
// first frame, a new layout, a scroll beyond what the last whole view drew.
export function changedSince(last, board, visible, clusters) {
  const { layout, playback: { scene } } = board;
  const [left, top, right, bottom] = edges(visible);
  const [drawnLeft, drawnTop, drawnRight, drawnBottom] = last?.area ?? [];
  if (last?.layout !== layout || last.background !== board.background) return null;
  if (left < drawnLeft || top < drawnTop || right > drawnRight || bottom > drawnBottom) return null;
  const boxes = [...last.motion, ...clusters.map((cluster) => clusterBox(layout, cluster))];
  layout.pits.forEach((cell, pit) => {
    if (scene.pits[pit] !== last.pits[pit] || scene.nki.has(pit) !== last.nki.has(pit)) boxes.push(edges(cell, layout.unit / 2));
  });
  layout.stores.forEach((store, side) => {
    if (store && scene.captured[side] !== last.captured[side]) boxes.push(edges(store, layout.unit / 2));
  });
  const x = Math.max(left, Math.min(...boxes.map((box) => box[0])));
  const y = Math.max(top, Math.min(...boxes.map((box) => box[1])));
  return { x, y, w: Math.min(right, Math.max(...boxes.map((box) => box[2]))) - x, h: Math.min(bottom, Math.max(...boxes.map((box) => box[3]))) - y };
}

// Where seeds rise from and fall to at a pit; the board's middle for none.
function anchor(layout, target) {
  if (target === null || target === undefined) {
    return { x: layout.frame.x + layout.frame.w / 2, y: layout.frame.y + layout.frame.h / 2 };
  }
  const cell = layout.pits[target];
  return { x: cell.cx, y: cell.cy };
}

function storeAnchor(layout, side) {
  const store = layout.stores[side];
  return store ? { x: store.cx, y: store.cy } : anchor(layout, null);
}

// The seeds in flight at `now`: how many and where, each a cluster.
export function motionClusters(board, playback, now) {
  const clusters = [];
  const moment = playback.moment(now);
  if (!moment) return clusters;
  const { step, progress } = moment;
  const { scene } = playback;
  const layout = board.layout;
  const ease = progress < 0.5 ? 2 * progress * progress : 1 - 2 * (1 - progress) ** 2;
  const lift = layout.unit * 0.45;
  if (scene.hand && scene.hand.n > 0) {
    let at = anchor(layout, scene.hand.at);
    let height = lift;
    if (step.kind === 'drop') {
      const a = anchor(layout, step.from);
      const b = anchor(layout, step.to);
      at = { x: a.x + (b.x - a.x) * ease, y: a.y + (b.y - a.y) * ease };
      height = lift * (1 + 0.6 * Math.sin(Math.PI * progress));
    }
    clusters.push({ n: scene.hand.n, x: at.x, y: at.y - height });
  }
  if (scene.flights) {
    const { from, to } = scene.flights;
    const target =
      to.store !== undefined ? storeAnchor(layout, to.store) : to.pit !== undefined ? anchor(layout, to.pit) : anchor(layout, to.hand);
    for (const flight of from) {
      const start = flight.hand ? anchor(layout, scene.hand?.at ?? null) : anchor(layout, flight.pit);
      const x = start.x + (target.x - start.x) * ease;
      const y = start.y + (target.y - start.y) * ease - lift * 1.5 * Math.sin(Math.PI * progress);
      clusters.push({ n: flight.n, x, y });
    }
  }
  return clusters;
}

// Where a cluster may paint: its seeds, their shadow and its count.
const clusterBox = (layout, { x, y }) => edges({ x, y, w: 0, h: 0 }, layout.unit + 16);

export function drawCluster(ctx, board, { n, x, y }) {
  const unit = board.layout.unit;
  const size = unit * 0.36;
  ctx.save();
  ctx.shadowColor = 'rgba(40, 20, 5, 0.35)';
  ctx.shadowBlur = size * 0.8;
  ctx.shadowOffsetY = size * 0.5;
  drawSeeds(ctx, board.game, Math.min(n, 7), x, y, size, size * 0.8, board.ratio, 5);
  ctx.restore();
  if (n > 1) {
    const countSize = Math.round(Math.min(14, Math.max(10, unit * 0.25)));
    drawCount(ctx, n, x + size * 1.3, y - size * 0.9, countSize, 'hand');
  }
}

// @ts-check
// Drawing where a move would go, over the pits: each lap a line through
// the pits its seeds fall into, in order, with an arrowhead where it ends
// and its number where it starts; the pit the move ends in ringed twice
// with a dot; each pit it would capture from crossed, with the count.
// The overlay comes from the engine's trace of the candidate move (the
// page turns traces into it); nothing here knows a rule.
//
// `overlay` = {paths: [{laps: [[pit, ...], ...], end, taken: [{pit,
// count}], style}]}: `style` 0 for the first path (solid), 1 for a second
// (Giuthi's other direction: dashed, another colour). Loaded with the
// preview (www/ui/preview.js), which hands the board the drawing.

import { PALETTE, cross, drawCount, pitShape } from './paint.js';

// The preview's words show each style's line as its key (www/ui/preview.css,
// .preview-style-N): the colours there are these.
const STYLES = [
  { colour: PALETTE.selected, dash: [] },
  { colour: '#a8e6ff', dash: [7, 5] },
];
const EARLIER_LAPS_ALPHA = 0.4;
const EARLIER_NUMBER_ALPHA = 0.75;

export function drawPreview(ctx, layout, overlay) {
  const width = Math.max(2.5, layout.unit * 0.07);
  const countSize = Math.round(Math.min(14, Math.max(10, layout.unit * 0.25)));
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const path of overlay.paths) {
    const style = STYLES[path.style] ?? STYLES[0];
    // Laps over the same pits (a relay turning back) lie side by side,
    // across the rows' length (which runs down a turned board).
    const laps = path.laps
      .map((lap, index) => {
        const shift = ((index % 3) - 1) * layout.unit * 0.16 + (path.style ? layout.unit * 0.08 : 0);
        const [dx, dy] = layout.turned ? [shift, 0] : [0, shift];
        return lap.map((pit) => ({ x: layout.pits[pit].cx + dx, y: layout.pits[pit].cy + dy }));
      })
      .filter((points) => points.length > 1);
    // The earlier laps faded, the last one whole: on a full board a relay's
    // laps cross and overlap, and the lap that decides where the move ends
    // stays the one that reads. All the earlier laps are one stroke: a
    // 2 x 50 board's relay has dozens.
    const earlier = laps.slice(0, -1);
    const last = laps.slice(-1);
    ctx.globalAlpha = EARLIER_LAPS_ALPHA;
    strokeLaps(ctx, earlier, style, width);
    ctx.globalAlpha = 1;
    strokeLaps(ctx, last, style, width);
    // Each lap's number where it starts, over every line.
    if (path.laps.length > 1) {
      laps.forEach(([{ x, y }], index) => {
        ctx.globalAlpha = index === laps.length - 1 ? 1 : EARLIER_NUMBER_ALPHA;
        drawCount(ctx, index + 1, x, y, countSize, 'hand');
      });
      ctx.globalAlpha = 1;
    }
    for (const { pit, count } of path.taken) {
      const shape = pitShape(layout.pits[pit]);
      cross(ctx, shape.cx, shape.cy, Math.min(shape.rx, shape.ry) * 0.45, style.colour, 3);
      drawCount(ctx, `−${count}`, shape.cx, shape.cy - shape.ry * 0.55, countSize, 'pit');
    }
    if (path.end !== null) endMark(ctx, pitShape(layout.pits[path.end]), style);
  }
  ctx.restore();
}

function strokeLaps(ctx, laps, style, width) {
  if (!laps.length) return;
  lines(ctx, laps, PALETTE.markShadow, width + 3, style.dash);
  lines(ctx, laps, style.colour, width, style.dash);
  arrowheads(ctx, laps, width * 2.6, style.colour);
}

function lines(ctx, laps, colour, width, dash) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.beginPath();
  for (const points of laps) {
    ctx.moveTo(points[0].x, points[0].y);
    for (let k = 1; k < points.length; k++) ctx.lineTo(points[k].x, points[k].y);
  }
  ctx.stroke();
  ctx.setLineDash([]);
}

// At the end of each lap, pointing the way its last seed went.
function arrowheads(ctx, laps, size, colour) {
  ctx.beginPath();
  for (const points of laps) {
    const [from, to] = points.slice(-2);
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    ctx.moveTo(to.x, to.y);
    ctx.lineTo(to.x - size * Math.cos(angle - 0.45), to.y - size * Math.sin(angle - 0.45));
    ctx.lineTo(to.x - size * Math.cos(angle + 0.45), to.y - size * Math.sin(angle + 0.45));
    ctx.closePath();
  }
  ctx.fillStyle = colour;
  ctx.strokeStyle = PALETTE.markShadow;
  ctx.lineWidth = 1.5;
  ctx.fill();
  ctx.stroke();
}

// Two rings, the outer one in the path's dash, and a dot at the rim.
function endMark(ctx, { cx, cy, rx, ry }, style) {
  for (const [grow, dash] of [[3, []], [8, style.dash]]) {
    ctx.setLineDash(dash);
    for (const [colour, width] of [[PALETTE.markShadow, 5], [style.colour, 2.5]]) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.ellipse(cx, cy, rx + grow, ry + grow, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  ctx.setLineDash([]);
  ctx.fillStyle = style.colour;
  ctx.strokeStyle = PALETTE.markShadow;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(cx, cy - ry - 8, 4, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}


// @ts-check
// Painting the board: wood, carved pits, seeds, counts. Everything is drawn
// in CSS pixels on a context already scaled for the device pixel ratio.

// Seeds as the seed texts describe them: Giuthi's mubuthi seeds and river
// stones, Kiothi's smooth grey bonduc "warriors", En Gehé's pebbles and
// bonduc seeds, Hus's stones ("cows").
const SEED_COLOURS = {
  giuthi: ['#8a4b2a', '#6e3a22', '#9b5a33'],
  kiothi: ['#a7a79c', '#8f9088', '#b8b6a8'],
  'en-gehe': ['#8d8475', '#a59a86', '#7a7264'],
  hus: ['#d9cbb0', '#c4b191', '#e6dbc4'],
};

export const PALETTE = {
  woodLight: '#b27a48',
  woodDark: '#8a5630',
  woodEdge: '#5c3820',
  pit: '#5a3820',
  pitDeep: '#3d2413',
  ground: '#e9dcc6',
  groundEdge: '#d8c6a8',
  badge: '#fbf5ea',
  badgeText: '#2b1d14',
  badgeMuted: '#9b8a78',
  legal: '#f4c96b',
  selected: '#fff1c9',
  nki: '#e8b33c',
  turn: 'rgba(255, 236, 196, 0.16)',
  last: '#fff4d6',
  taken: '#ff9b80',
  markShadow: 'rgba(35, 18, 6, 0.7)',
  hand: '#2f6f86',
  handText: '#ffffff',
};

// A seed sprite per colour, drawn once at the needed resolution.
const spriteCache = new Map();
function seedSprite(colour, size, ratio) {
  const key = `${colour}/${size}/${ratio}`;
  let sprite = spriteCache.get(key);
  if (sprite) return sprite;
  const px = Math.max(2, Math.ceil(size * ratio));
  sprite = document.createElement('canvas');
  sprite.width = px;
  sprite.height = px;
  const g = sprite.getContext('2d');
  const r = px / 2;
  const shade = g.createRadialGradient(r * 0.7, r * 0.6, r * 0.1, r, r, r);
  shade.addColorStop(0, lighten(colour, 0.45));
  shade.addColorStop(0.55, colour);
  shade.addColorStop(1, darken(colour, 0.45));
  g.fillStyle = shade;
  g.beginPath();
  g.ellipse(r, r, r * 0.98, r * 0.8, 0, 0, Math.PI * 2);
  g.fill();
  spriteCache.set(key, sprite);
  if (spriteCache.size > 64) spriteCache.delete(spriteCache.keys().next().value);
  return sprite;
}

function channel(hex, i) {
  return parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
}
function mix(hex, target, amount) {
  const parts = [0, 1, 2].map((i) => Math.round(channel(hex, i) + (target - channel(hex, i)) * amount));
  return `rgb(${parts.join(',')})`;
}
const lighten = (hex, amount) => mix(hex, 255, amount);
const darken = (hex, amount) => mix(hex, 0, amount);

// A small deterministic hash so that seeds keep their places between frames.
function jitter(a, b) {
  let h = (a * 374761393 + b * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

// Seeds spread on a sunflower spiral inside an ellipse; above what fits, a
// second, smaller layer makes a heap.
export function drawSeeds(ctx, game, count, cx, cy, rx, ry, ratio, salt = 0) {
  if (count <= 0) return;
  const colours = SEED_COLOURS[game] ?? SEED_COLOURS.giuthi;
  const seed = Math.max(3, Math.min(rx, ry) * 0.42);
  const fits = Math.max(4, Math.floor(((rx * ry) / (seed * seed)) * 1.25));
  const shown = Math.min(count, Math.floor(fits * 1.7));
  // Each seed turned in place by setting the whole transform: a save and
  // restore per seed (of the clip too) cost more than the seeds' drawing.
  const { a, b, c, d, e, f } = ctx.getTransform();
  for (let k = 0; k < shown; k++) {
    const layer = k < fits ? 0 : 1;
    const index = layer ? k - fits : k;
    const slots = layer ? Math.max(1, shown - fits) : Math.min(shown, fits);
    const spread = layer ? 0.55 : 0.78;
    const radius = Math.sqrt((index + 0.5) / slots) * spread;
    const angle = index * 2.39996 + salt + layer * 1.1;
    const x = cx + Math.cos(angle) * radius * (rx - seed * 0.5) + (jitter(k, salt) - 0.5) * seed * 0.3;
    const y = cy + Math.sin(angle) * radius * (ry - seed * 0.5) - layer * seed * 0.25;
    const colour = colours[Math.floor(jitter(salt, k) * colours.length)];
    const sprite = seedSprite(colour, seed, ratio);
    const turn = jitter(k + 7, salt) * Math.PI;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    ctx.setTransform(a * cos + c * sin, b * cos + d * sin, c * cos - a * sin, d * cos - b * sin, a * x + c * y + e, b * x + d * y + f);
    ctx.drawImage(sprite, -seed / 2, -seed / 2, seed, seed);
  }
  ctx.setTransform(a, b, c, d, e, f);
}

// An X of half-width `size` at (x, y), `colour` over a dark edge: what a
// move takes from a pit (the last move's marks, the move preview).
export function cross(ctx, x, y, size, colour, width) {
  ctx.save();
  ctx.lineCap = 'round';
  for (const [stroke, lineWidth] of [[PALETTE.markShadow, width * 2], [colour, width]]) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = lineWidth;
    ctx.beginPath();
    ctx.moveTo(x - size, y - size);
    ctx.lineTo(x + size, y + size);
    ctx.moveTo(x + size, y - size);
    ctx.lineTo(x - size, y + size);
    ctx.stroke();
  }
  ctx.restore();
}

export function roundRect(ctx, x, y, w, h, r) {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, radius);
}

// The ellipse a pit is carved as inside its cell.
export function pitShape(cell) {
  const short = Math.min(cell.w, cell.h);
  const rx = Math.min(cell.w * 0.43, short * 0.43 * 1.8);
  const ry = Math.min(cell.h * 0.43, short * 0.43 * 1.8);
  return { cx: cell.cx, cy: cell.cy, rx, ry };
}

// The wooden board, its pits and its troughs: drawn once per layout.
// `ground`: the piles' colours, {fill, edge}, the theme's (empty: the
// light ones).
export function paintBoard(ctx, layout, ground = { fill: '', edge: '' }) {
  const { frame } = layout;
  const unit = layout.unit;
  ctx.save();
  ctx.shadowColor = 'rgba(60, 35, 15, 0.35)';
  ctx.shadowBlur = unit * 0.3;
  ctx.shadowOffsetY = unit * 0.08;
  const wood = ctx.createLinearGradient(frame.x, frame.y, frame.x + frame.w * 0.3, frame.y + frame.h);
  wood.addColorStop(0, PALETTE.woodLight);
  wood.addColorStop(1, PALETTE.woodDark);
  ctx.fillStyle = wood;
  roundRect(ctx, frame.x + 1, frame.y + 1, frame.w - 2, frame.h - 2, unit * 0.35);
  ctx.fill();
  ctx.restore();
  // Grain: a few faint strokes along the length of the board.
  ctx.save();
  roundRect(ctx, frame.x + 1, frame.y + 1, frame.w - 2, frame.h - 2, unit * 0.35);
  ctx.clip();
  ctx.strokeStyle = 'rgba(70, 40, 18, 0.10)';
  ctx.lineWidth = 1;
  const lengthwise = !layout.turned;
  const span = lengthwise ? frame.h : frame.w;
  for (let i = 1; i < 14; i++) {
    const offset = (span * i) / 14 + (jitter(i, 3) - 0.5) * unit * 0.2;
    ctx.beginPath();
    if (lengthwise) {
      ctx.moveTo(frame.x, frame.y + offset);
      ctx.bezierCurveTo(
        frame.x + frame.w * 0.3, frame.y + offset + unit * 0.12,
        frame.x + frame.w * 0.7, frame.y + offset - unit * 0.12,
        frame.x + frame.w, frame.y + offset,
      );
    } else {
      ctx.moveTo(frame.x + offset, frame.y);
      ctx.bezierCurveTo(
        frame.x + offset + unit * 0.12, frame.y + frame.h * 0.3,
        frame.x + offset - unit * 0.12, frame.y + frame.h * 0.7,
        frame.x + offset, frame.y + frame.h,
      );
    }
    ctx.stroke();
  }
  ctx.restore();
  ctx.strokeStyle = PALETTE.woodEdge;
  ctx.lineWidth = Math.max(1, unit * 0.03);
  roundRect(ctx, frame.x + 1, frame.y + 1, frame.w - 2, frame.h - 2, unit * 0.35);
  ctx.stroke();

  for (const cell of layout.pits) carve(ctx, pitShape(cell));
  for (const store of layout.stores) {
    if (!store) continue;
    if (store.kind === 'prison') {
      const inset = unit * 0.06;
      const trough = ctx.createLinearGradient(store.x, store.y, store.x + store.w, store.y + store.h);
      trough.addColorStop(0, PALETTE.pitDeep);
      trough.addColorStop(1, PALETTE.pit);
      ctx.fillStyle = trough;
      roundRect(ctx, store.x + inset, store.y + inset, store.w - 2 * inset, store.h - 2 * inset, unit * 0.45);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255, 230, 190, 0.25)';
      ctx.lineWidth = 1;
      ctx.stroke();
    } else {
      // A pile on the ground beside the board: a soft patch of earth.
      ctx.fillStyle = ground.fill || PALETTE.ground;
      ctx.strokeStyle = ground.edge || PALETTE.groundEdge;
      ctx.lineWidth = 1;
      roundRect(ctx, store.x + 2, store.y + 3, store.w - 4, store.h - 6, unit * 0.4);
      ctx.fill();
      ctx.stroke();
    }
  }
}

function carve(ctx, { cx, cy, rx, ry }) {
  const hollow = ctx.createRadialGradient(cx - rx * 0.25, cy - ry * 0.35, Math.min(rx, ry) * 0.1, cx, cy, Math.max(rx, ry));
  hollow.addColorStop(0, PALETTE.pitDeep);
  hollow.addColorStop(0.8, PALETTE.pit);
  hollow.addColorStop(1, '#6e4628');
  ctx.fillStyle = hollow;
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  // Light catching the lower lip of the hollow.
  ctx.strokeStyle = 'rgba(255, 225, 180, 0.28)';
  ctx.lineWidth = Math.max(1, Math.min(rx, ry) * 0.06);
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx, ry, 0, Math.PI * 0.15, Math.PI * 0.85);
  ctx.stroke();
}

// A count in a pale pill, legible over seeds and wood alike.
// `style` is 'pit', 'empty' (a muted zero) or 'hand' (seeds in flight);
// `across`: turned half a turn, for a reader on the far side of the device.
export function drawCount(ctx, count, x, y, size, style = 'pit', across = false) {
  if (across) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(Math.PI);
    drawCount(ctx, count, 0, 0, size, style);
    ctx.restore();
    return;
  }
  const text = String(count);
  ctx.font = `600 ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  const width = Math.max(ctx.measureText(text).width + size * 0.7, size * 1.35);
  const height = size * 1.3;
  const colours = {
    pit: [PALETTE.badge, PALETTE.badgeText],
    empty: ['rgba(251, 245, 234, 0.55)', PALETTE.badgeMuted],
    hand: [PALETTE.hand, PALETTE.handText],
  }[style];
  ctx.fillStyle = colours[0];
  roundRect(ctx, x - width / 2, y - height / 2, width, height, height / 2);
  ctx.fill();
  ctx.fillStyle = colours[1];
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.05);
}

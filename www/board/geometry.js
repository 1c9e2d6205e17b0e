// @ts-check
// Where each pit of each board is drawn. Pure geometry, no rules: the
// board as the engine describes it (boardTopology), seen from South's seat
// (South at the bottom) or North's (South's drawing turned half a turn),
// turned a quarter for long boards on narrow screens.

import { boardTopology } from '../pkg/mancala.js';

const GAP_BETWEEN_SIDES = 0.25; // Hus: between the two players' territories
const FRAME_PAD = 0.32;
const PRISON_WIDTH = 1.45; // Kiothi: a trough at each end
const PILE_DEPTH = 0.95; // Giuthi, En Gehé: a heap beside the board
const PILE_LENGTH = 2.4;
// CSS px: a board that fits its room with pits of `comfortable` or more is
// drawn so; a longer one is turned (portrait) or grows and scrolls, with
// pits never smaller than `smallest`. A finger needs 44; a 2 x 8 board fits
// a 390 px phone at about 42.5 and stays as it is (turned, the default board
// would fill two screens for 1.5 px; its pits adjoin, so no tap falls
// between them).
const POINTER = { comfortable: 34, smallest: 26 };
const FINGER = { comfortable: 40, smallest: 44 };
const LARGEST = 96;
// CSS px: a prison narrower than this has its label outside it, in a band
// this deep above and below the board.
const PRISON_LABEL_ROOM = 56;
const PRISON_LABEL_BAND = 17;

// The grid of a board: for each pit its row (0 = top) and column (0 = left)
// in the horizontal drawing, which side owns it, its owner's number for it
// and the number a move gives it, all from the game's own definition in the
// engine (no board is known here).
export function boardGrid(game, holes) {
  const { rows, cols, cells, stores } = boardTopology(game, holes);
  return { game, holes, rows, cols, cells, stores };
}

// How a player names a pit: numbered from the owner's own left, 1-based;
// Hus also says which of the owner's two rows.
export function pitName(grid, pit) {
  const { side, ring, number } = grid.cells[pit];
  return { side, ring, number };
}

// The board pit that a move of `side` numbered `number` starts from.
export function pitOfMove(grid, side, number) {
  return grid.cells.find((cell) => cell.side === side && cell.move_number === number)?.pit ?? null;
}

// The board in logical units (one pit = 1), horizontal, from South's seat.
// `band`: the depth of a strip above and below the board for prisons'
// labels too long for their troughs.
function logicalBoard(grid, band = 0) {
  const ends = grid.stores === 'ends' ? PRISON_WIDTH : 0;
  const piles = grid.stores === 'piles' ? PILE_DEPTH : band;
  const gap = grid.rows === 4 ? GAP_BETWEEN_SIDES : 0;
  const width = grid.cols + 2 * FRAME_PAD + 2 * ends;
  const frameHeight = grid.rows + 2 * FRAME_PAD + gap;
  const height = frameHeight + 2 * piles;
  const cellRect = (cell) => ({
    x: FRAME_PAD + ends + cell.col,
    y: piles + FRAME_PAD + cell.row + (cell.row >= 2 ? gap : 0),
    w: 1,
    h: 1,
  });
  const frame = { x: 0, y: piles, w: width, h: frameHeight };
  const stores = [null, null];
  if (grid.stores === 'ends') {
    // Each prison at its owner's right hand.
    const y = piles + FRAME_PAD;
    stores[0] = { x: width - FRAME_PAD - ends + 0.1, y, w: ends - 0.2, h: grid.rows, kind: 'prison' };
    stores[1] = { x: FRAME_PAD + 0.1, y, w: ends - 0.2, h: grid.rows, kind: 'prison' };
    // In the band, under the board's end nearest its owner's row: South's
    // below its right end, North's above its left, each as long as half
    // the board.
    if (band) {
      stores[0].label = { x: width / 2, y: height - band, w: width / 2, h: band };
      stores[1].label = { x: 0, y: 0, w: width / 2, h: band };
    }
  } else if (grid.stores === 'piles') {
    const length = Math.min(PILE_LENGTH, width / 2);
    stores[0] = { x: width - length, y: height - piles, w: length, h: piles, kind: 'pile' };
    stores[1] = { x: 0, y: 0, w: length, h: piles, kind: 'pile' };
  }
  return { width, height, frame, cellRect, stores };
}

// Screen layout in CSS pixels for a container of `availableWidth` and a
// comfortable `availableHeight`, seen from `seat` (0 South, 1 North: the
// side at the bottom): square pits when they are big enough, otherwise
// (portrait screens) the board turned a quarter clockwise, so that the
// seat's row runs down the left side and the page scrolls along it. On a
// touch screen (`touch`) pits are big enough for a finger, and a long board
// grows and scrolls rather than shrink them.
//
// `screen` ({width, height}, the embed's whole frame) says portrait instead
// of the room when what else shares the screen changes the room's shape
// (the embed's controls on one row or two, a Skip button while a move is
// shown): a portrait screen turns a board that a row would show less than
// half of (En Gehé 2 x 40 at 360 x 560), whatever the room's shape, and a
// board that a row nearly shows whole (Kiothi 2 x 10 at 320 px, its pits
// the smallest) stays a row, all its pits in view, rather than a column
// of two or three pits a side.
//
// `whole`: the board fits its room whole, whatever size its pits take (a
// lesson's board on a phone, shown with the step's words: En Gehé's
// 2 x 40 turned is a column of pits some 10 px long), and never scrolls.
// `largest`: the pits' largest size (a gallery's portrait screen lets the
// board take its whole width).
export function screenLayout(grid, availableWidth, availableHeight, touch = false, seat = 0, screen = null, whole = false, largest = LARGEST) {
  const { comfortable, smallest: fingerSmallest } = touch ? FINGER : POINTER;
  const smallest = whole ? 0 : fingerSmallest;
  let logical = logicalBoard(grid);
  const fit = Math.min(availableWidth / logical.width, availableHeight / logical.height, largest);
  const portrait = screen
    ? screen.height > screen.width && logical.width * smallest > 2 * availableWidth
    : availableHeight > availableWidth;
  let turned = false;
  let along; // CSS px per logical unit along the rows
  let across; // CSS px per logical unit across the rows
  if (fit >= comfortable) {
    along = across = fit;
  } else if (!portrait) {
    along = across = Math.max(fit, smallest);
  } else {
    turned = true;
    across = Math.max(Math.min(availableWidth / logical.height, 110), smallest);
    const fitAlong = availableHeight / logical.width;
    along = Math.min(whole ? fitAlong : Math.max(fitAlong, comfortable), across);
  }
  // Kiothi's prisons too narrow for "North's prison" even on two lines
  // (Kiothi 2 x 10 in a 320 px frame: 32 px troughs) have it written
  // beside the board instead, each by its owner's row, in a band that
  // makes the board that much taller.
  if (!turned && grid.stores === 'ends' && (PRISON_WIDTH - 0.2) * along < PRISON_LABEL_ROOM) {
    logical = logicalBoard(grid, PRISON_LABEL_BAND / across);
  }
  // North's seat: the logical board turned half a turn, before any quarter.
  const fromSeat = seat === 1
    ? (r) => ({ x: logical.width - r.x - r.w, y: logical.height - r.y - r.h, w: r.w, h: r.h })
    : (r) => r;
  const quarter = turned
    ? (r) => ({
        x: (logical.height - r.y - r.h) * across,
        y: r.x * along,
        w: r.h * across,
        h: r.w * along,
      })
    : (r) => ({ x: r.x * along, y: r.y * across, w: r.w * along, h: r.h * across });
  const map = (r) => quarter(fromSeat(r));
  const width = Math.ceil(turned ? logical.height * across : logical.width * along);
  const height = Math.ceil(turned ? logical.width * along : logical.height * across);
  const pits = grid.cells.map((cell) => {
    const rect = map(logical.cellRect(cell));
    return { ...rect, cx: rect.x + rect.w / 2, cy: rect.y + rect.h / 2 };
  });
  const stores = logical.stores.map((store) =>
    store
      ? { ...map(store), kind: store.kind, cx: 0, cy: 0, ...(store.label ? { label: map(store.label) } : {}) }
      : null,
  );
  for (const store of stores) {
    if (store) {
      store.cx = store.x + store.w / 2;
      store.cy = store.y + store.h / 2;
    }
  }
  // Rows of the drawing as the screen shows them, for arrow-key moves.
  const screenCell = (cell) => {
    const row = seat === 1 ? grid.rows - 1 - cell.row : cell.row;
    const col = seat === 1 ? grid.cols - 1 - cell.col : cell.col;
    return turned ? { x: grid.rows - 1 - row, y: col } : { x: col, y: row };
  };
  return {
    width,
    height,
    turned,
    seat,
    frame: map(logical.frame),
    pits,
    stores,
    unit: Math.min(along, across),
    screenCell: grid.cells.map(screenCell),
  };
}

// The pit under a point, or null.
export function pitAt(layout, x, y) {
  for (let pit = 0; pit < layout.pits.length; pit++) {
    const r = layout.pits[pit];
    if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return pit;
  }
  return null;
}

// The pit next to `pit` on screen in direction (dx, dy), or null.
export function neighbour(layout, pit, dx, dy) {
  const from = layout.screenCell[pit];
  let best = null;
  let bestDistance = Infinity;
  layout.screenCell.forEach((cell, other) => {
    const ddx = cell.x - from.x;
    const ddy = cell.y - from.y;
    const ahead = dx ? Math.sign(ddx) === dx : Math.sign(ddy) === dy;
    if (!ahead) return;
    const distance = dx ? Math.abs(ddx) + 4 * Math.abs(ddy) : Math.abs(ddy) + 4 * Math.abs(ddx);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = other;
    }
  });
  return best;
}

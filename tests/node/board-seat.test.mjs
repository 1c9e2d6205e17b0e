// The board drawn from either seat (www/board/geometry.js): North's seat is
// South's drawing turned half a turn, before the quarter turn of a long
// board on a narrow screen; the seat's own rows are at the bottom (turned:
// down the left), numbered from its left (turned: from the top), and the
// arrow keys move across the screen as it shows the board.
//
//   node --test tests/node/          (after scripts/build)

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { initSync, presets } from '../../www/pkg/mancala.js';
import { boardGrid, neighbour, screenLayout } from '../../www/board/geometry.js';

initSync({ module: readFileSync(new URL('../../www/pkg/mancala_bg.wasm', import.meta.url)) });

// Every preset's board, wide (a desktop) and narrow (a phone in portrait,
// which turns the long boards a quarter).
function* boards() {
  for (const [game, list] of Object.entries(presets())) {
    for (const holes of new Set(list.map((preset) => preset.holes))) {
      for (const [width, height] of [[1000, 600], [390, 600]]) yield { grid: boardGrid(game, holes), width, height };
    }
  }
}

// A half turn about the board's centre maps x to (span - x - w) for one
// span the same for every pit and store (y alike), within the canvas.
function assertHalfTurn(south, north, where) {
  const rects = [...south.pits.map((r, i) => [r, north.pits[i]]), ...south.stores.map((r, i) => [r, north.stores[i]]).filter(([r]) => r)];
  for (const [axis, size, extent] of [['x', 'w', south.width], ['y', 'h', south.height]]) {
    const spans = rects.map(([a, b]) => a[axis] + b[axis] + a[size]);
    assert.ok(Math.max(...spans) - Math.min(...spans) < 1e-6, `${where}: not one half turn along ${axis}`);
    assert.ok(spans[0] <= extent + 1e-6 && spans[0] > extent - 1, `${where}: turned about another centre along ${axis}`);
    rects.forEach(([a, b]) => assert.equal(b[size], a[size], `${where}: a size changed`));
  }
}

test("North's seat is South's drawing turned half a turn, pits and stores alike", () => {
  let quarterTurned = 0;
  for (const { grid, width, height } of boards()) {
    const south = screenLayout(grid, width, height, true, 0);
    const north = screenLayout(grid, width, height, true, 1);
    const where = `${grid.game} ${grid.holes} at ${width}x${height}`;
    assert.equal(north.turned, south.turned, where);
    assert.deepEqual([north.width, north.height], [south.width, south.height], where);
    assertHalfTurn(south, north, where);
    if (south.turned) quarterTurned += 1;
  }
  assert.ok(quarterTurned > 0, 'some boards are turned a quarter too');
});

test("the seat's own rows are nearest its player, numbered from its left", () => {
  for (const { grid, width, height } of boards()) {
    for (const seat of [0, 1]) {
      const layout = screenLayout(grid, width, height, true, seat);
      const where = `${grid.game} ${grid.holes} at ${width}x${height} from seat ${seat}`;
      // Across the rows: down the screen, or (turned) from right to left.
      const across = (pit) => (layout.turned ? -layout.pits[pit].cx : layout.pits[pit].cy);
      const along = (pit) => (layout.turned ? layout.pits[pit].cy : layout.pits[pit].cx);
      const own = grid.cells.filter((cell) => cell.side === seat);
      const theirs = grid.cells.filter((cell) => cell.side !== seat);
      assert.ok(Math.min(...own.map((c) => across(c.pit))) > Math.max(...theirs.map((c) => across(c.pit))), `${where}: own rows nearest`);
      // The own row nearest the player runs 1, 2, ... from their left.
      const nearest = Math.max(...own.map((c) => across(c.pit)));
      const row = own.filter((c) => across(c.pit) === nearest).sort((a, b) => along(a.pit) - along(b.pit));
      assert.deepEqual(row.map((c) => c.number), row.map((_, i) => i + 1), `${where}: numbered from the left`);
    }
  }
});

test('the arrow keys move to the pit next on screen, from either seat', () => {
  for (const { grid, width, height } of boards()) {
    for (const seat of [0, 1]) {
      const layout = screenLayout(grid, width, height, true, seat);
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        for (const cell of grid.cells) {
          const next = neighbour(layout, cell.pit, dx, dy);
          if (next === null) continue;
          const from = layout.pits[cell.pit];
          const to = layout.pits[next];
          const moved = dx ? (to.cx - from.cx) * dx : (to.cy - from.cy) * dy;
          assert.ok(moved > 0, `${grid.game} ${grid.holes} seat ${seat}: (${dx}, ${dy}) from pit ${cell.pit} went to ${next}`);
        }
      }
    }
  }
});

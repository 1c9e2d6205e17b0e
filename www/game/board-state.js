// What the board draws for a snapshot of the controller (or for a turn, with
// the move input's marks): the one mapping from a game's state to the
// rules-free board, shared by the main page and the embed.

import { sideName } from '../ui/words.js';

// `hideTurn`: show no player to move even in a game in progress (a read-only
// replay).
export function boardState(snapshot, marks, { hideTurn = false } = {}) {
  const shown = snapshot.shown ?? snapshot.position;
  const viewing = snapshot.viewPly !== null && snapshot.viewPly !== undefined;
  const ply = viewing ? snapshot.viewPly : snapshot.ply;
  const last = ply > 0 ? snapshot.traces[ply - 1] : null;
  return {
    pits: marks.preview ?? shown.pits,
    captured: shown.captured,
    nki: shown.nki ?? [],
    turn: snapshot.outcome || viewing || hideTurn ? null : shown.to_move,
    // Whose pits are "yours" in the pits' names, even when `turn` shows
    // nobody to move.
    toMove: shown.to_move,
    legal: marks.legal ?? new Set(),
    selected: marks.selected ?? null,
    chosen: marks.chosen ?? new Set(),
    last: last && last.laps.length ? { from: last.laps[0].from } : null,
    active: Boolean(marks.legal),
    names: [0, 1].map((side) => sideName(snapshot.setup, side)),
  };
}

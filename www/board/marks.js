// @ts-check
// What the page says of moves without playing them (the playing is
// animation.js's, loaded with the first move): the speeds a move plays at,
// and the marks a move leaves on the board once it is over.

export const SPEED_NAMES = ['slow', 'normal', 'fast', 'instant'];

// The marks a move leaves on the board, in the order the pits' names and
// the legend tell them.
export const MOVE_MARKS = ['from', 'to', 'taken'];

// Those marks of a move once it is over, from its trace: the pits it
// started from, the pit its last seed fell into, and the pits it took
// seeds from (captured, or seized to sow on).
export function moveMarks(trace) {
  if (trace.opening) return { from: trace.opening.emptied.map(({ pit }) => pit), to: [], taken: [] };
  const { laps } = trace;
  if (!laps.length) return null;
  const final = laps[laps.length - 1];
  const taken = new Set();
  for (const { end } of laps) {
    if (end.type === 'capture' || end.type === 'resow') for (const { pit } of end.taken) taken.add(pit);
  }
  return { from: [laps[0].from], to: [final.drops.at(-1) ?? final.from], taken: [...taken] };
}

// The analysis's prepared Giuthi positions and games, shared by
// analysis.spec.mjs and sessions.spec.mjs (their values are checked with
// the command line where they are used).

// South to move; counter-clockwise from pit 5 wins by 2, clockwise loses
// by 2 (docs/SOLVER.md; analysis.spec.mjs checks it with the command
// line).
export const ENDGAME = { game: 'giuthi', holes: 5, pits: [0, 0, 0, 0, 0, 2, 0, 0, 0, 0], captured: [0, 0], to_move: 0 };
// A longer one, for the best line: South wins by 10.
export const LONGER = { game: 'giuthi', holes: 5, pits: [2, 0, 0, 3, 0, 0, 2, 2, 0, 1], captured: [0, 0], to_move: 0 };
// A short game with one blunder, scripted: move 3, North's pit 1
// clockwise, loses by 4 where counter-clockwise wins by 8; every other move
// is the best (the command line proves each ply in milliseconds).
export const SCRIPTED = {
  start: { game: 'giuthi', holes: 5, pits: [1, 0, 2, 1, 0, 0, 0, 1, 1, 2], captured: [0, 0], to_move: 0 },
  moves: [
    { pit: 9, dir: 'ccw' },
    { pit: 0, dir: 'ccw' },
    { pit: 1, dir: 'cw' },
    { pit: 8, dir: 'cw' },
    { pit: 6, dir: 'ccw' },
    { pit: 7, dir: 'ccw' },
    { pit: 8, dir: 'ccw' },
    { pit: 9, dir: 'cw' },
  ],
};
export const BLUNDER = 2;
// A Hus game three moves before its end (a game of the computer against
// itself, `mancala-lab endgames hus --seed 3`): South to move wins with
// most moves, which the solver's bounds cannot prove in Hus but the
// proof-number search does at once (analysis-proofs.spec.mjs checks each
// with `mancala prove`).
export const HUS_ENDING = {
  start: {
    game: 'hus',
    holes: 8,
    pits: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0],
    captured: [0, 0],
    to_move: 0,
  },
  moves: [{ pit: 1 }, { pit: 8 }, { pit: 7 }, { pit: 0 }, { pit: 8 }, { pit: 3 }, { pit: 10 }, { pit: 6 }],
};

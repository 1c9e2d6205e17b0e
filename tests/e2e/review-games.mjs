// Stored games whose mistakes are known, for the review's tests
// (review-known.spec.mjs checks each value again with the command line).
//
// A game of the beginner against itself on Giuthi's 2 x 5 board: the
// eighth of
//   mancala-lab match giuthi --holes 5 --a beginner --b beginner --games 30 --seed 8 --budget-ms 50 --records games.jsonl
// (line 8, "game": 7; the beginner's moves come from the seed, so any
// machine plays the same games), found by analysing every ply of those
// games with `mancala analyse RECORD --ply N --ms 600` and keeping the
// game where the proofs show all three kinds of mistake the review must
// name: a win thrown into a loss, a blunder of 12 seeds from a drawn
// (close) position, and small slips in a won ending.
export const BEGINNERS_GAME = {
  start: { game: 'giuthi', holes: 5, pits: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4], captured: [0, 0], to_move: 0 },
  moves: [
    { pit: 5, dir: 'ccw' }, { pit: 2, dir: 'ccw' }, { pit: 9, dir: 'cw' }, { pit: 3, dir: 'ccw' },
    { pit: 7, dir: 'cw' }, { pit: 4, dir: 'cw' }, { pit: 2, dir: 'cw' }, { pit: 6, dir: 'ccw' },
    { pit: 2, dir: 'ccw' }, { pit: 5, dir: 'cw' }, { pit: 3, dir: 'cw' }, { pit: 2, dir: 'cw' },
    { pit: 1, dir: 'cw' }, { pit: 7, dir: 'ccw' }, { pit: 0, dir: 'cw' }, { pit: 8, dir: 'cw' },
    { pit: 6, dir: 'cw' }, { pit: 7, dir: 'ccw' }, { pit: 8, dir: 'ccw' }, { pit: 1, dir: 'cw' },
    { pit: 6, dir: 'ccw' }, { pit: 7, dir: 'ccw' }, { pit: 0, dir: 'ccw' }, { pit: 1, dir: 'ccw' },
    { pit: 3, dir: 'cw' }, { pit: 1, dir: 'ccw' }, { pit: 3, dir: 'cw' }, { pit: 2, dir: 'ccw' },
    { pit: 9, dir: 'ccw' }, { pit: 1, dir: 'cw' }, { pit: 8, dir: 'cw' }, { pit: 7, dir: 'cw' },
    { pit: 0, dir: 'cw' }, { pit: 5, dir: 'ccw' }, { pit: 6, dir: 'ccw' }, { pit: 7, dir: 'cw' },
  ],
};

// Its known mistakes, by index in `moves`: the best move and the move
// played with their proven values for the mover (as `mancala analyse`
// prints them), and the verdict the review must give.
export const KNOWN_MISTAKES = [
  // A win by 22 thrown into a loss by 2.
  { index: 9, kind: 'blunder', best: { move: { pit: 5, dir: 'ccw' }, result: 'win', margin: 22 }, played: { result: 'loss', margin: -2 } },
  // A win by 2 thrown into a loss by 22.
  { index: 12, kind: 'blunder', best: { move: { pit: 1, dir: 'ccw' }, result: 'win', margin: 2 }, played: { result: 'loss', margin: -22 } },
  // A drawn position: 12 seeds given away, a loss.
  { index: 32, kind: 'blunder', best: { move: { pit: 0, dir: 'ccw' }, result: 'draw', margin: 0 }, played: { result: 'loss', margin: -12 } },
  // Won endings: 4 seeds of a sure win given up, no mistake.
  { index: 28, kind: 'good', best: { move: { pit: 9, dir: 'cw' }, result: 'win', margin: 22 }, played: { result: 'win', margin: 18 } },
  { index: 34, kind: 'good', best: { move: { pit: 6, dir: 'cw' }, result: 'win', margin: 12 }, played: { result: 'win', margin: 8 } },
];

// @ts-check
// The learner's puzzle marks and streak, kept on this device (the
// storage's loadPuzzles/savePuzzles; the embed keeps them only in memory).
// Saved text that cannot be read is no progress: it never breaks the page.
//
// A mark belongs to the puzzle's position, not to its id: an id is the
// puzzle's rank in its collection (docs/PUZZLES.md), and a collection made
// again gives a rank to another puzzle. Format 1 kept marks by id, for the
// collections before 2026-12-05: those ids named other puzzles, so its
// marks are left behind and its streak kept.

const FORMAT = 2;
const MARKS = ['solved', 'failed'];

// A puzzle's position as a short key: its game and a hash (FNV-1a, 32
// bits) of its position document as the file writes it.
export function puzzleKey(puzzle) {
  const text = JSON.stringify(puzzle.position);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${puzzle.position.game}:${hash.toString(16).padStart(8, '0')}`;
}

export class Progress {
  #storage;

  constructor(storage) {
    this.#storage = storage;
    this.marks = {};
    this.streak = 0;
    try {
      const saved = JSON.parse(storage.loadPuzzles?.() ?? 'null');
      if ((saved?.format === FORMAT || saved?.format === 1) && Number.isInteger(saved.streak) && saved.streak > 0) {
        this.streak = saved.streak;
      }
      if (saved?.format === FORMAT && saved.marks && typeof saved.marks === 'object') {
        for (const [key, mark] of Object.entries(saved.marks)) if (MARKS.includes(mark)) this.marks[key] = mark;
      }
    } catch {
      // Unreadable: start afresh.
    }
  }

  mark(puzzle) {
    return this.marks[puzzleKey(puzzle)] ?? null;
  }

  // Solved: at the first try it lengthens the streak; after a wrong try
  // the puzzle is marked solved, the streak stays broken.
  solved(puzzle, firstTry) {
    this.marks[puzzleKey(puzzle)] = 'solved';
    if (firstTry) this.streak += 1;
    this.save();
  }

  // A wrong move, or the solution shown before solving: the streak ends; a
  // puzzle solved before keeps its mark.
  failed(puzzle) {
    const key = puzzleKey(puzzle);
    if (this.marks[key] !== 'solved') this.marks[key] = 'failed';
    this.streak = 0;
    this.save();
  }

  save() {
    this.#storage.savePuzzles?.(JSON.stringify({ format: FORMAT, marks: this.marks, streak: this.streak }));
  }
}

// The learner's puzzle marks and streak, kept on this device (the
// storage's loadPuzzles/savePuzzles; the embed keeps them only in memory).
// Saved text that cannot be read is no progress: it never breaks the page.

const FORMAT = 1;
const MARKS = ['solved', 'failed'];

export class Progress {
  #storage;

  constructor(storage) {
    this.#storage = storage;
    this.marks = {};
    this.streak = 0;
    try {
      const saved = JSON.parse(storage.loadPuzzles?.() ?? 'null');
      if (saved?.format === FORMAT && saved.marks && typeof saved.marks === 'object') {
        for (const [id, mark] of Object.entries(saved.marks)) if (MARKS.includes(mark)) this.marks[id] = mark;
        this.streak = Number.isInteger(saved.streak) && saved.streak > 0 ? saved.streak : 0;
      }
    } catch {
      // Unreadable: start afresh.
    }
  }

  mark(id) {
    return this.marks[id] ?? null;
  }

  // Solved: at the first try it lengthens the streak; after a wrong try
  // the puzzle is marked solved, the streak stays broken.
  solved(id, firstTry) {
    this.marks[id] = 'solved';
    if (firstTry) this.streak += 1;
    this.save();
  }

  // A wrong move, or the solution shown before solving: the streak ends; a
  // puzzle solved before keeps its mark.
  failed(id) {
    if (this.marks[id] !== 'solved') this.marks[id] = 'failed';
    this.streak = 0;
    this.save();
  }

  save() {
    this.#storage.savePuzzles?.(JSON.stringify({ format: FORMAT, marks: this.marks, streak: this.streak }));
  }
}

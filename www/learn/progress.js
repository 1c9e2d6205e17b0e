// @ts-check
// How far the learner has come in each lesson, kept on the device (the
// page's storage; the embed keeps nothing): {game: {step, done: [ids]}}.
// A saved record that is not what it should be counts as no progress.

export class Progress {
  #storage;

  constructor(storage) {
    this.#storage = storage;
  }

  all() {
    try {
      const saved = JSON.parse(this.#storage.loadLessons() ?? '{}');
      return saved && typeof saved === 'object' && !Array.isArray(saved) ? saved : {};
    } catch {
      return {};
    }
  }

  // {step, done} of one lesson of `steps` steps.
  of(game, steps) {
    const saved = this.all()[game];
    const step = Number.isInteger(saved?.step) && saved.step >= 0 && saved.step < steps ? saved.step : 0;
    const done = Array.isArray(saved?.done) ? saved.done.filter((id) => typeof id === 'string') : [];
    return { step, done, finished: saved?.finished === true };
  }

  save(game, record) {
    this.#storage.saveLessons(JSON.stringify({ ...this.all(), [game]: record }));
  }
}

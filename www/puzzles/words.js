// The puzzles' words: their own catalogue (www/i18n/puzzles/, loaded with
// the puzzles: the first load of the page does without it), and the
// puzzles' tasks and verdicts said in the page's language.

import { t } from '../i18n/i18n.js';
import { counted, onDemand } from '../i18n/on-demand.js';
import { sideName } from '../ui/words.js';

export const { loadWords, hasWords } = onDemand((code) => import(`../i18n/puzzles/${code}.js`));

// "wins by 6 seeds", "draws", "loses by 2 seeds": a proven value for the
// player who moves.
export function worthWords({ result, margin }) {
  if (result === 'draw') return t('puzzles.worth.draw');
  if (result === 'win') return margin > 0 ? counted('puzzles.worth.win', margin) : t('puzzles.worth.winBare');
  return margin < 0 ? counted('puzzles.worth.loss', -margin) : t('puzzles.worth.lossBare');
}

// "South to move. Capture at least 5 seeds this turn."
export function taskWords(puzzle, setup) {
  const side = sideName(setup, puzzle.position.to_move);
  if (puzzle.task === 'best') return t('puzzles.task.best', { side });
  return counted(`puzzles.task.${puzzle.task}`, puzzle.target, { side });
}

// The task in a few words, for the list: "best move", "win in 2".
export function taskShort(puzzle) {
  if (puzzle.task === 'best') return t('puzzles.short.best');
  return counted(`puzzles.short.${puzzle.task}`, puzzle.target);
}

// Why a move that is not the answer fails: `played` is the move's entry
// of the puzzle's choices, `answer` the answer's.
export function wrongWords(puzzle, played, answer) {
  if (!played) return t('puzzles.wrong.other');
  if (puzzle.task === 'capture') {
    return counted('puzzles.wrong.capture', played.captures, { target: puzzle.target });
  }
  if (puzzle.task === 'win') return t('puzzles.wrong.win', { played: worthWords(played) });
  return t('puzzles.wrong.best', { played: worthWords(played), best: worthWords(answer) });
}

// What the answer does: "It captures 5 seeds, and with best play it wins
// by 6 seeds."
export function answerWords(puzzle, answer) {
  if (puzzle.task === 'capture') {
    return counted('puzzles.answer.capture', answer.captures, { worth: worthWords(puzzle.value) });
  }
  if (puzzle.task === 'win') return t('puzzles.answer.win', { worth: worthWords(puzzle.value) });
  return t('puzzles.answer.best', { worth: worthWords(puzzle.value) });
}

export function markWords(mark) {
  return t(`puzzles.mark.${mark ?? 'none'}`);
}

export function streakWords(streak) {
  return counted('puzzles.streak', streak);
}

// @ts-check
// The puzzles' words: their own catalogue (www/i18n/puzzles/, loaded with
// the puzzles: the first load of the page does without it), and the
// puzzles' tasks and verdicts said in the page's language.

import { t } from '../i18n/i18n.js';
import { counted, onDemand } from '../i18n/on-demand.js';
import { sideName } from '../ui/words.js';

export const { loadWords, hasWords } = onDemand((code) => import(`../i18n/puzzles/${code}.js`));

// A counted phrase about the game's pieces: Kiothi's are warriors (its own
// word, in its rules and on its board), the other games' seeds.
function pieces(key, game, count, params = {}) {
  return counted(game === 'kiothi' ? `${key}Warriors` : key, count, params);
}

// "wins by 6 seeds", "draws", "loses by 2 seeds": a proven value for the
// player who moves, in a game's pieces.
export function worthWords({ result, margin }, game) {
  if (result === 'draw') return t('puzzles.worth.draw');
  if (result === 'win') return margin > 0 ? pieces('puzzles.worth.win', game, margin) : t('puzzles.worth.winBare');
  return margin < 0 ? pieces('puzzles.worth.loss', game, -margin) : t('puzzles.worth.lossBare');
}

// "South to move. Capture at least 5 seeds this turn."
export function taskWords(puzzle, setup) {
  const side = sideName(setup, puzzle.position.to_move);
  if (puzzle.task === 'best') return t('puzzles.task.best', { side });
  if (puzzle.task === 'capture') return pieces('puzzles.task.capture', puzzle.position.game, puzzle.target, { side });
  return counted('puzzles.task.win', puzzle.target, { side });
}

// The task in a few words, for the list: "best move", "win in 2".
export function taskShort(puzzle) {
  if (puzzle.task === 'best') return t('puzzles.short.best');
  return counted(`puzzles.short.${puzzle.task}`, puzzle.target);
}

// Why a move that is not the answer fails: `played` is the move's entry
// of the puzzle's choices, `answer` the answer's; in a win, `movesLeft`
// the learner's moves the win had left at that turn (a move that wins
// more slowly does not solve it).
export function wrongWords(puzzle, played, answer, movesLeft = puzzle.target) {
  const { game } = puzzle.position;
  if (!played) return t('puzzles.wrong.other');
  if (puzzle.task === 'capture') {
    return pieces('puzzles.wrong.capture', game, played.captures, { target: puzzle.target });
  }
  if (puzzle.task === 'win' && played.result === 'win') return counted('puzzles.wrong.winSlower', movesLeft);
  if (puzzle.task === 'win') return t('puzzles.wrong.win', { played: worthWords(played, game) });
  return t('puzzles.wrong.best', { played: worthWords(played, game), best: worthWords(answer, game) });
}

// What the answer does: "This move captures 5 seeds, and with best play it
// wins by 6 seeds."
export function answerWords(puzzle, answer) {
  const { game } = puzzle.position;
  const worth = worthWords(puzzle.value, game);
  if (puzzle.task === 'capture') return pieces('puzzles.answer.capture', game, answer.captures, { worth });
  if (puzzle.task === 'win') return counted('puzzles.answer.win', puzzle.target, { worth });
  // A draw is the best only where nothing wins: said so, with what the
  // other moves do, so that "Solved!" for a draw is understood.
  const others = puzzle.choices[0].filter((choice) => choice !== answer);
  if (puzzle.value.result === 'draw' && others.every((choice) => choice.result === 'loss')) return t('puzzles.answer.bestDraw');
  return t('puzzles.answer.best', { worth });
}

// "easy", "medium", "hard": the puzzle's level (docs/PUZZLES.md).
export function levelWords(puzzle) {
  return t(`puzzles.level.${puzzle.difficulty.level}`);
}

export function markWords(mark) {
  return t(`puzzles.mark.${mark ?? 'none'}`);
}

export function streakWords(streak) {
  return counted('puzzles.streak', streak);
}

// @ts-check
// Why a pit cannot be played, in the engine's words: flashed on the board
// and read out to screen readers.

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { pitName } from '../board/geometry.js';
import { refusalFromWorker } from '../game/seats.js';
import { pitWord, sideName } from './words.js';

await loadPart('why');

// The `explain(pit)` a MoveInput calls when a pit that cannot be played is
// pressed. `currentTurn()` is the turn on the board now: an answer that
// arrives after a move, an undo or a new game is dropped. The turn is
// compared by its record, which a settled listing keeps: the worker answers
// a press made while it was checking the moves after it has settled them.
export function refusalExplainer({ board, announce, currentTurn, whyNot }) {
  const tell = (pit, refusal, turn) => {
    if (!refusal || turn.record !== currentTurn()?.record) return;
    const words = refusalWords(board.grid, turn.setup, turn.position.to_move, pit, refusal);
    board.flash(words);
    announce(words);
  };
  return (pit) => {
    const turn = currentTurn();
    if (turn.settled !== false) {
      tell(pit, whyNot(pit), turn);
      return;
    }
    // The quick listing left a candidate undecided: the engine's own
    // explanation would take as long, so the worker gives it.
    board.flash(t('status.checking'));
    refusalFromWorker(turn.record, pit).then((refusal) => tell(pit, refusal, turn), () => {});
  };
}

// Why a pit cannot be played, from the engine's refusal.
export function refusalWords(grid, setup, toMove, pit, refusal) {
  const where = pitWord(grid, pit);
  const { side } = pitName(grid, pit);
  switch (refusal.reason) {
    case 'not-own-pit':
      return t('why.notOwn', { pit: where, side: sideName(setup, side), mover: sideName(setup, toMove) });
    case 'first-lap-own-occupied':
      return t('why.firstLap', { pit: where, landing: pitWord(grid, refusal.landing) });
    default:
      return t(`why.${refusal.reason}`, { pit: where });
  }
}

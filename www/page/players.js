// @ts-check
// The players' cards and the status line's words, from a snapshot and
// what the shell knows of the seats.

import { describeGame } from '../pkg/mancala.js';
import { t } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { directionKey, outcomeWords, scoreParts, sideName } from '../ui/words.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */

/** @param {HTMLElement} card @param {Snapshot} snapshot @param {number} side */
export function renderPlayerCard(card, snapshot, side, view) {
  const shown = snapshot.shown;
  const parts = scoreParts(snapshot.setup.game, snapshot.shownScores, shown.captured, side);
  card.classList.toggle('is-you', view.role === 'you');
  card.classList.toggle('far-seat', view.far);
  card.classList.toggle('to-move', view.toMove);
  card.classList.toggle('winner', view.winner);
  card.classList.toggle('thinking', view.thinking);
  fill(
    card,
    view.seatLabel ? el('span', { class: 'player-seat', text: t(side === 0 ? 'side.south' : 'side.north') }) : null,
    el('span', { class: 'player-name', text: sideName(snapshot.setup, side) }),
    view.role ? el('span', { class: `player-role ${view.role}`, text: t(`friend.${view.role}`) }) : null,
    view.turned ? el('span', { class: 'player-where', text: t(`side.where.${view.far ? 1 : 0}`) }) : null,
    view.computerLevel ? el('span', { class: 'player-computer', text: t(`computer.${view.computerLevel}`) }) : null,
    el('span', { class: 'player-score', text: parts.main }),
    parts.detail ? el('span', { class: 'player-detail', text: parts.detail }) : null,
    view.toMove ? el('span', { class: 'player-turn', text: t(view.thinking ? 'turn.thinking' : 'turn.toMove') }) : null,
    view.farStatus,
  );
}

// The end, for `you` (the one person here) or by the sides' names (null).
/** @param {Snapshot} snapshot */
export function endWords(snapshot, you) {
  return outcomeWords(snapshot.setup, snapshot.outcome, snapshot.traces, you);
}

// The game's own status line, with the move input's `marks`; the end and
// the side to move are the game state's (`context.result`, `.toMove`).
/** @param {Snapshot} snapshot */
export function statusText(snapshot, marks, context) {
  const { setup } = snapshot;
  if (snapshot.viewPly !== null && snapshot.viewPly !== undefined) {
    return t('history.viewing', { ply: snapshot.viewPly, plies: snapshot.ply });
  }
  if (context.result) {
    // An end the rules did not make is told by its session (live, a puzzle).
    if (context.result.how !== 'rules' || !snapshot.outcome) return '';
    const words = endWords(snapshot, context.you);
    return `${words.title} ${words.reason} ${words.extra}`.trim();
  }
  if (context.toMove === null) return '';
  const side = sideName(setup, context.toMove);
  if (context.computerToMove) return t('status.thinking', { side });
  let text;
  const guided = context.guided && snapshot.ply === 0 && marks.legal && !marks.confirm;
  if (snapshot.position.phase === 'opening') text = t('status.opening', { side });
  else if (guided && (marks.selected ?? null) === null) text = t(matchMedia('(pointer: coarse)').matches ? 'status.guide.tap' : 'status.guide.click');
  else if (marks.confirm) text = t('status.confirm', { side });
  else if (marks.selected !== undefined && marks.selected !== null) {
    text = t(describeGame(setup.game).move === 'direction' ? 'status.direction' : 'status.count', { side, key: directionKey() });
  } else text = t(`status.move.${setup.game}`, { side });
  return snapshot.settled === false ? `${t('status.checking')} ${text}` : text;
}

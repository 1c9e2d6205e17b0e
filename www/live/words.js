// @ts-check
// A live game's words that the panel and the status line share.

import { t } from '../i18n/i18n.js';
import { sideOf } from './protocol.js';

/** @param {number} side */
export const sideWord = (side) => t(side === 0 ? 'side.south' : 'side.north');

// How the game ended, in words.
/** @param {import('./protocol.js').Result} result */
export function resultWords(result) {
  const winner = sideOf(result.winner);
  if (winner < 0) return t(`live.end.draw.${result.reason === 'agreed' ? 'agreed' : 'other'}`);
  return t(`live.end.${result.reason}`, { winner: sideWord(winner), loser: sideWord(1 - winner) });
}

// A refusal's code in the page's words.
/** @param {string} code */
export function errorWords(code) {
  const key = `live.error.${code}`;
  const words = t(key);
  return words === key ? t('live.error.other') : words;
}

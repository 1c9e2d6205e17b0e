// @ts-check
// A live game's words that the panel and the status line share.

import { t } from '../i18n/i18n.js';

/** @param {number} side */
export const sideWord = (side) => t(side === 0 ? 'side.south' : 'side.north');

// The words' key of each way a live game ends (the page's game state's).
/** @type {Record<import('../game/state-types.js').EndHow, string>} */
const END_KEY = { rules: 'rules', resigned: 'resign', flag: 'flag', abandoned: 'abandoned', agreed: 'rules', solved: 'rules', left: 'abandoned' };

// How the game ended (the page's game state's result), in words.
/** @param {import('../game/state-types.js').Result} result */
export function resultWords(result) {
  const { winner, how } = result;
  if (winner === null) return t(`live.end.draw.${how === 'agreed' ? 'agreed' : 'other'}`);
  return t(`live.end.${END_KEY[how]}`, { winner: sideWord(winner), loser: sideWord(1 - winner) });
}

// A refusal's code in the page's words.
/** @param {string} code */
export function errorWords(code) {
  const key = `live.error.${code}`;
  const words = t(key);
  return words === key ? t('live.error.other') : words;
}

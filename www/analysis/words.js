// @ts-check
// The analysis's words: its own catalogue (www/i18n/analysis/, loaded with
// the analysis: the first load of the page does without it), and the
// values, moves and positions said in the page's language.

import { language, t, tn } from '../i18n/i18n.js';
import { counted, onDemand } from '../i18n/on-demand.js';
import { pitOfMove } from '../board/geometry.js';
import { directionSign, pitWord, sideName } from '../ui/words.js';
import { southWorth, worthOf } from './values.js';

export const { loadWords, hasWords } = onDemand((code) => import(`../i18n/analysis/${code}.js`));
// Counted phrases of this catalogue.
export { counted as plural };

// "3.5", "+3.5", "−2" in the page's language.
export function seedNumber(value, { signed = false } = {}) {
  return new Intl.NumberFormat(language(), {
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(Math.abs(value) < 0.05 ? 0 : value);
}

function rounded(value) {
  return Math.round(Math.abs(value) * 10) / 10;
}

// A move's value in a few words (a list, a chip's title): "wins by 6",
// "draw", "loses by 2" (proven); "wins", "at least a draw" (its result
// proven, not its margin); "about +3.5 seeds", "at most −1 seed" (an
// estimate, which is never called a win or a loss).
export function worthWords(worth) {
  if (worth.proven) {
    if (worth.result === 'draw') return t('analysis.draw');
    return counted(worth.result === 'win' ? 'analysis.wins' : 'analysis.loses', Math.abs(worth.margin));
  }
  if (worth.settled) return t(`analysis.settled.${worth.settled}`);
  return counted(worth.at_most ? 'analysis.atMost' : 'analysis.about', rounded(worth.margin), { value: seedNumber(worth.margin, { signed: true }) });
}

// "proven", "result proven", "estimate at depth 12".
export function worthDetail(worth) {
  if (worth.proven) return t('analysis.proven');
  if (worth.settled) return t('analysis.resultProven');
  return t('analysis.estimate', { depth: worth.depth });
}

// Whole seeds, or warriors in Kiothi: "4 seeds", "1 warrior".
export function amount(game, value) {
  return tn(game === 'kiothi' ? 'count.warriors' : 'count.seeds', Math.round(Math.abs(value)));
}

// A value in words a player can use (the review, the hint): a proof is
// "certain", an estimate "likely", in whole seeds (warriors in Kiothi):
// "wins by 6 seeds, certain", "a draw, certain", "a win, certain",
// "likely 4 seeds ahead", "likely even", and for an upper bound "likely 2
// seeds behind or worse".
export function plainWorth(worth, game) {
  if (worth.proven) {
    if (worth.result === 'draw') return t('analysis.plain.draw');
    return t(worth.result === 'win' ? 'analysis.plain.wins' : 'analysis.plain.loses', { amount: amount(game, worth.margin) });
  }
  if (worth.settled) return t(`analysis.plain.settled.${worth.settled}`);
  const whole = Math.round(worth.margin);
  const bound = worth.at_most ? 'AtMost' : '';
  if (whole === 0) return t(`analysis.plain.even${bound}`);
  return t(whole > 0 ? `analysis.plain.ahead${bound}` : `analysis.plain.behind${bound}`, { amount: amount(game, whole) });
}

// A chance to win as a percentage: "64 %".
export function percent(chance) {
  return new Intl.NumberFormat(language(), { style: 'percent', maximumFractionDigits: 0 }).format(chance);
}

// What a pit's chip says where there is little room: "+6", "=", "−2",
// "≈+3.5", an upper bound "≤−1"; a result proven without its margin "+",
// "−", "≥=", "≤="; `whole` rounds an estimate to whole seeds, `bare`
// leaves out its "≈" (never a bound's "≤").
export function shortWorth(worth, { whole = false, bare = false } = {}) {
  if (worth.proven) {
    if (worth.result === 'draw') return '=';
    return seedNumber(worth.margin, { signed: true });
  }
  if (worth.settled) return SETTLED_SIGNS[worth.settled];
  const value = seedNumber(whole ? Math.round(worth.margin) : worth.margin, { signed: true });
  if (worth.at_most) return `≤${value}`;
  return bare ? value : `≈${value}`;
}

const SETTLED_SIGNS = { win: '+', loss: '−', 'at-least-draw': '≥=', 'at-most-draw': '≤=' };

export function movePit(grid, toMove, move) {
  return pitOfMove(grid, toMove, move.pit);
}

// A move in short: "pit 5 ↺", "boma 3 ×4".
export function moveName(grid, toMove, move) {
  if (move.empty) return t('analysis.opening');
  let text = pitWord(grid, movePit(grid, toMove, move));
  if (move.dir) text += ` ${directionSign(move.dir)}`;
  if (move.count !== undefined) text += ` ×${move.count}`;
  return text;
}

// The way a move goes from its pit, in words: "counter-clockwise",
// "lifting 4"; empty when the pit says it all.
export function moveManner(move) {
  if (move.dir) return t(move.dir === 'ccw' ? 'dir.ccw' : 'dir.cw');
  if (move.count !== undefined) return t('analysis.lifting', { count: move.count });
  return '';
}

// A move for a screen reader: "pit 5, counter-clockwise".
export function moveSpoken(grid, toMove, move) {
  if (move.empty) return t('analysis.opening');
  const manner = moveManner(move);
  const where = pitWord(grid, movePit(grid, toMove, move));
  return manner ? `${where}, ${manner}` : where;
}

// The value of an analysed position for its player to move: exact when
// proven; at least the best move's value when that one is proven (the
// player can play it) and others are not; its result alone where the
// moves' yes-or-no proofs settle it; else the estimate.
// {kind: 'proven'|'bound'|'settled'|'estimate', worth, depth}.
export function positionValue(analysis) {
  const depth = Math.max(0, ...analysis.moves.filter((entry) => !entry.proven).map((entry) => entry.depth));
  const overall = { result: analysis.result, margin: analysis.margin, proven: analysis.proven, depth };
  if (analysis.proven) return { kind: 'proven', worth: overall, depth: 0 };
  const best = worthOf(analysis, analysis.best);
  if (best?.proven) return { kind: 'bound', worth: best, depth };
  if (analysis.settled) return { kind: 'settled', worth: { ...overall, settled: analysis.settled }, depth };
  return { kind: 'estimate', worth: overall, depth };
}

// A position's value (positionValue) said for both players in the
// review's words, whole seeds (warriors in Kiothi), a proof "certain", an
// estimate "likely": "South wins by 2 seeds, certain", "A draw, certain",
// "North wins by at least 4 seeds, certain", "South wins, certain", "At
// least a draw for North, certain", "North is likely 4 seeds ahead",
// "Likely even". `game` names the counters.
export function positionWords(setup, value, toMove, game) {
  if (value.kind === 'bound') {
    const { worth } = value;
    const side = sideName(setup, toMove);
    if (worth.result === 'draw') return t('analysis.side.drawAtLeast', { side });
    const key = worth.result === 'win' ? 'analysis.side.winsAtLeast' : 'analysis.side.losesAtMost';
    return t(key, { side, amount: amount(game, worth.margin) });
  }
  const south = southWorth(value.worth, toMove);
  if (south.proven) {
    if (south.result === 'draw') return t('analysis.side.draw');
    return t('analysis.side.wins', { side: sideName(setup, south.result === 'win' ? 0 : 1), amount: amount(game, south.margin) });
  }
  if (south.settled === 'win' || south.settled === 'loss') {
    return t('analysis.side.winsProven', { side: sideName(setup, south.settled === 'win' ? 0 : 1) });
  }
  if (south.settled) {
    return t('analysis.side.drawAtLeast', { side: sideName(setup, south.settled === 'at-least-draw' ? 0 : 1) });
  }
  const whole = Math.round(south.margin);
  if (whole === 0) return t('analysis.side.even');
  return t('analysis.side.ahead', { side: sideName(setup, whole > 0 ? 0 : 1), amount: amount(game, whole) });
}

// South's chance to win in words where the value is an estimate ("South’s
// chance to win: 64 %"); null for a proof, which "certain" says already.
export function chanceWords(setup, value, southChance) {
  if (value.kind !== 'estimate') return null;
  return t('analysis.side.chance', { side: sideName(setup, 0), chance: percent(southChance) });
}

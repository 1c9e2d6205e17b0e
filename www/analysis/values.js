// @ts-check
// Values of moves and positions as the solver reports them
// (docs/SOLVER.md): {result, margin, proven, depth, settled?} for the player
// who moves. `proven`: the margin is exact. `settled` ('win', 'loss',
// 'at-least-draw', 'at-most-draw'): a yes-or-no proof settled the result
// but not the margin. Otherwise an estimate: `margin` in seeds from a
// search `depth` plies deep, whose sign is no result; with `at_most`, only
// an upper bound (a move shown no better than the best: the analysis
// values exactly, in the time its estimate leaves, those that may be within
// a seed of it). Ordering, the view from South's side, and the game
// review's classification of a move (docs/REVIEW.md). No words
// and no page here: www/analysis/words.js says them.

const RESULT_ORDER = { loss: -1, draw: 0, win: 1 };
const SETTLED_FLIPPED = { win: 'loss', loss: 'win', 'at-least-draw': 'at-most-draw', 'at-most-draw': 'at-least-draw' };

// The classes of the game review, best first.
export const CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
// The scale that matters to a player is the chance to win: a move's verdict
// is the chance it gives away against the best move. An estimate x (seeds
// for the player to move) is a chance 1 / (1 + e^(-k x)), k fitted by game
// on its default board to the results of the lab's computer games
// (`mancala-lab win-chance`; docs/REVIEW.md, "The fit"). A lead counts by
// its share of the seeds in play, so another board of a game takes k times
// the default board's seeds over its own (a lead of 12 on Giuthi's 40-seed
// 2 x 5 board weighs as one of 38 on the 128-seed 2 x 8). Giuthi's and
// Kiothi's k are fitted; En Gehé's and Hus's are provisional, chosen by
// hand, their fits not yet run to enough games (docs/REVIEW.md says so). A
// proof is certain: a win 1, a draw 1/2, a loss 0.
export const WIN_CHANCE_SCALES = { 'giuthi': 0.0347, 'kiothi': 0.157, 'en-gehe': 0.05, 'hus': 0.0371 };
// The seeds (warriors) of each game's default board, where k was fitted.
export const FITTED_SEEDS = { 'giuthi': 128, 'kiothi': 60, 'en-gehe': 320, 'hus': 48 };
const DEFAULT_SCALE = 0.1;
// The least chance a move may give away and be in each class past "good"
// (lab/src/verdicts.rs carries the same numbers, and its test checks it).
export const CHANCE_THRESHOLDS = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 };
// An estimate shallower than this carries no verdict: the move is
// "unclear" (a review cut short; the review's own analyses reach deeper).
export const UNCLEAR_BELOW_DEPTH = 2;
// Estimates differ by hundredths of a seed where the moves are the same.
const SAME_WITHIN = 0.05;

// Proven wins (with their margin or without) above every estimate, proven
// losses below; estimates by their margins.
function tier(worth) {
  if (worth.proven) return 2 * RESULT_ORDER[worth.result];
  if (worth.settled === 'win') return 2;
  if (worth.settled === 'loss') return -2;
  return 0;
}

// Tiers first, then margins; a proven value before an estimate that looks
// the same, an exact estimate before an upper bound of the same margin (as
// the solver orders them).
export function compareWorth(a, b) {
  return (
    tier(a) - tier(b) ||
    a.margin - b.margin ||
    Number(Boolean(a.proven)) - Number(Boolean(b.proven)) ||
    Number(!a.at_most) - Number(!b.at_most)
  );
}

// The same value for the other player.
export function flipWorth(worth) {
  const result = worth.result === 'win' ? 'loss' : worth.result === 'loss' ? 'win' : 'draw';
  const flipped = { ...worth, result, margin: worth.margin === 0 ? 0 : -worth.margin };
  if (worth.settled) flipped.settled = SETTLED_FLIPPED[worth.settled];
  return flipped;
}

// A value for the player to move, `toMove`, seen from South's side.
export function southWorth(worth, toMove) {
  return toMove === 0 ? worth : flipWorth(worth);
}

// The colour a value is shown in, and whether as proven: a result proven
// without its margin is shown as proven, a win or a loss in its colour;
// an estimate leans by its sign (dashed, never as a result).
export function resultShown(worth) {
  if (worth.proven) return { result: worth.result, proven: true };
  if (worth.settled) return { result: worth.settled === 'win' || worth.settled === 'loss' ? worth.settled : 'draw', proven: true };
  return { result: worth.result, proven: false };
}

// The k of the chance curve for a game whose board holds `seeds` seeds in
// all (on the board and captured): the fitted k, scaled by the seeds.
export function scaleFor(game, seeds) {
  const fitted = WIN_CHANCE_SCALES[game];
  if (fitted === undefined) return DEFAULT_SCALE;
  return seeds > 0 ? (fitted * FITTED_SEEDS[game]) / seeds : fitted;
}

// All the seeds of a position: on the board and captured.
export function seedsOf(position) {
  const sum = (list) => (list ?? []).reduce((total, count) => total + count, 0);
  return sum(position?.pits) + sum(position?.captured);
}

// The chance (0 to 1) that the player whose value `worth` is wins: certain
// for a proven result, else the fitted curve of the estimate, kept to the
// side of a half that a proven draw bound says.
export function chance(worth, scale = DEFAULT_SCALE) {
  if (worth.proven) return worth.result === 'win' ? 1 : worth.result === 'loss' ? 0 : 0.5;
  if (worth.settled === 'win') return 1;
  if (worth.settled === 'loss') return 0;
  const estimate = 1 / (1 + Math.exp(-scale * worth.margin));
  if (worth.settled === 'at-least-draw') return Math.max(0.5, estimate);
  if (worth.settled === 'at-most-draw') return Math.min(0.5, estimate);
  return estimate;
}

// How much of the value bar is South's (0 to 1): South's chance to win.
export function southShare(worth, scale = DEFAULT_SCALE) {
  return chance(worth, scale);
}

// A move as a key: {pit, dir}, {pit, count} or {pit}.
export function moveKey(move) {
  if (!move) return '';
  if (move.empty) return `opening/${move.empty.join(',')}/${move.place.join(',')}`;
  return `${move.pit}/${move.dir ?? ''}/${move.count ?? ''}`;
}

export function sameMove(a, b) {
  return moveKey(a) === moveKey(b);
}

// The analysis's value of `move`, or null.
export function worthOf(analysis, move) {
  return analysis.moves.find((entry) => sameMove(entry.move, move)) ?? null;
}

// The best of a list of move values (the first of equals).
export function bestOf(entries) {
  let best = null;
  for (const entry of entries) if (!best || compareWorth(entry, best) > 0) best = entry;
  return best;
}

// The moves of an analysis by the board pit they start from: for each pit
// its moves, best first. `pitOf(move)` names the pit.
export function movesByPit(analysis, pitOf) {
  const pits = new Map();
  for (const entry of analysis.moves) {
    const pit = pitOf(entry.move);
    if (pit === null || pit === undefined) continue;
    if (!pits.has(pit)) pits.set(pit, []);
    pits.get(pit).push(entry);
  }
  for (const entries of pits.values()) entries.sort((a, b) => compareWorth(b, a));
  return pits;
}

// The game review's verdict on `played`, given the analysis of the position
// it was played in: {kind, lost, seeds, best, played, before, after}.
// `kind` is one of CLASSES, 'forced' (the only legal move), 'unclear' (an
// estimate it rests on is shallower than UNCLEAR_BELOW_DEPTH) or 'unknown'
// (no value for it); `lost` is the chance to win the move gave away against
// the best move (0 to 1), `seeds` the seeds of the final score difference;
// `before` and `after` the mover's chance with the best move and with the
// move played. Proofs override estimates, since a proven result is certain:
// a proven win thrown into a proven loss gives away all of the chance. An
// upper bound ("at most") gives away at least what it says. Where a
// game is decided by its result alone (`byResult`: Hus), two moves of the
// same proven result are both best.
export function classify(analysis, played, { scale = DEFAULT_SCALE, byResult = false } = {}) {
  const entry = analysis ? worthOf(analysis, played) : null;
  if (!entry) return { kind: 'unknown', lost: 0, seeds: 0, best: null, played: null, before: null, after: null };
  let best = entry;
  for (const candidate of analysis.moves) {
    const by = chance(candidate, scale) - chance(best, scale) || candidate.margin - best.margin;
    if (by > 0) best = candidate;
  }
  const before = chance(best, scale);
  const after = chance(entry, scale);
  const lost = Math.max(0, before - after);
  const seeds = Math.max(0, best.margin - entry.margin);
  const verdict = { lost, seeds, best, played: entry, before, after };
  if (analysis.moves.length === 1) return { kind: 'forced', ...verdict };
  const shallow = (worth) => !worth.proven && !worth.settled && worth.depth < UNCLEAR_BELOW_DEPTH;
  if (shallow(best) || shallow(entry)) return { kind: 'unclear', ...verdict };
  let kind = 'good';
  if (sameMove(best.move, played) || (byResult && lost === 0) || (seeds < SAME_WITHIN && lost < 1e-9)) kind = 'best';
  else if (lost >= CHANCE_THRESHOLDS.blunder) kind = 'blunder';
  else if (lost >= CHANCE_THRESHOLDS.mistake) kind = 'mistake';
  else if (lost >= CHANCE_THRESHOLDS.inaccuracy) kind = 'inaccuracy';
  return { kind, ...verdict };
}

// A move's accuracy (0 to 100) from the chance it gave away: 100 for none,
// 61 for a tenth, 37 for a fifth, falling off as e^(-5 lost).
const ACCURACY_FALL = 5;
export function moveAccuracy(lost) {
  return 100 * Math.exp(-ACCURACY_FALL * lost);
}

// A player's accuracy: the mean of their judged moves' (forced, unclear and
// unvalued moves left out), or null before any.
export function accuracy(verdicts, player) {
  const judged = verdicts.filter((verdict) => verdict && verdict.player === player && (CLASSES.includes(verdict.kind)));
  if (!judged.length) return null;
  return judged.reduce((sum, verdict) => sum + moveAccuracy(verdict.lost), 0) / judged.length;
}

// The review's verdicts counted per player: [{best: n, ...}, {...}].
export function summary(verdicts) {
  const counts = [0, 1].map(() => Object.fromEntries([...CLASSES, 'forced', 'unclear'].map((kind) => [kind, 0])));
  for (const verdict of verdicts) {
    if (verdict && verdict.kind in counts[verdict.player]) counts[verdict.player][verdict.kind] += 1;
  }
  return counts;
}

// A mistake or a blunder.
export function isMistake(kind) {
  return kind === 'mistake' || kind === 'blunder';
}

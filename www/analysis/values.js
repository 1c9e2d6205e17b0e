// @ts-check
// Values of moves and positions as the solver reports them (docs/AI.md,
// "The solver"): {result, margin, proven, depth, settled?} for the player
// who moves. `proven`: the margin is exact. `settled` ('win', 'loss',
// 'at-least-draw', 'at-most-draw'): a yes-or-no proof settled the result
// but not the margin. Otherwise an estimate: `margin` in seeds from a
// search `depth` plies deep, whose sign is no result; with `at_most`, only
// an upper bound (a move shown no better than the best: the analysis
// values exactly, in the time its estimate leaves, those that may be within
// a seed of it). Ordering, the view from South's side, and the game
// review's classification of a move (docs/AI.md, "Game review"). No words
// and no page here: www/analysis/words.js says them.

const RESULT_ORDER = { loss: -1, draw: 0, win: 1 };
const SETTLED_FLIPPED = { win: 'loss', loss: 'win', 'at-least-draw': 'at-most-draw', 'at-most-draw': 'at-least-draw' };

// The classes of the game review, best first, and the most value (in seeds
// of the final score difference) a move may lose and still be in each.
export const CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
export const THRESHOLDS = { best: 0, good: 1, inaccuracy: 3, mistake: 6 };
// The shallowest estimate the review gives a verdict from, by game: the
// least depth D at which fewer than 5 % of verdicts changed at D + 4 in
// reviews of computer games (`mancala-lab verdicts`; docs/AI.md, "Verdict
// stability", says what was measured). No game has such a depth yet:
// Giuthi's verdicts changed 6 to 14 % at every D from 6 to 14, Kiothi's
// 17 % at 8, Hus's 27 to 35 % at 3 and 7, En Gehé's 71 % at 1 and 57 %
// at 3 (deeper reviews of its long games take hours), so every game's
// moves are judged from proofs only (Infinity) until a measured depth
// holds.
// Shallower, a move is "unclear" unless proofs decide it.
export const VERDICT_DEPTH = { giuthi: Infinity, kiothi: Infinity, 'en-gehe': Infinity, hus: Infinity };
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

// The least and the most result a value is proven to have ('loss', 'draw',
// 'win'), or null where nothing is proven.
export function provenFloor(worth) {
  if (worth.proven) return worth.result;
  if (worth.settled === 'win') return 'win';
  if (worth.settled === 'at-least-draw') return 'draw';
  return null;
}

export function provenCeiling(worth) {
  if (worth.proven) return worth.result;
  if (worth.settled === 'loss') return 'loss';
  if (worth.settled === 'at-most-draw') return 'draw';
  return null;
}

// The colour a value is shown in, and whether as proven: a result proven
// without its margin is shown as proven, a win or a loss in its colour;
// an estimate leans by its sign (dashed, never as a result).
export function resultShown(worth) {
  if (worth.proven) return { result: worth.result, proven: true };
  if (worth.settled) return { result: worth.settled === 'win' || worth.settled === 'loss' ? worth.settled : 'draw', proven: true };
  return { result: worth.result, proven: false };
}

// How much of the value bar is South's (0 to 1): all of it for a proven
// win, half for a draw, and for an estimate more the further ahead (but
// never all or nothing: an estimate is no result).
export function southShare(worth) {
  if (worth.proven) return worth.result === 'win' ? 1 : worth.result === 'loss' ? 0 : 0.5;
  if (worth.settled === 'win') return 1;
  if (worth.settled === 'loss') return 0;
  const share = Math.min(0.97, Math.max(0.03, 0.5 + 0.5 * Math.tanh(worth.margin / 8)));
  if (worth.settled === 'at-least-draw') return Math.max(0.5, share);
  if (worth.settled === 'at-most-draw') return Math.min(0.5, share);
  return share;
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
// it was played in: {kind, lost, best, played}. `kind` is one of CLASSES,
// 'forced' (the only legal move), 'unclear' (the values cannot carry a
// verdict) or 'unknown' (no value for it); `lost` is how many seeds of the
// final score difference the move gave away against the best move.
// A verdict is given only from values that can carry it: proven ones
// (margins or results), or estimates at least `minDepth` plies deep
// (VERDICT_DEPTH). A result thrown away (a proven win against a move
// proven at most a draw, a draw against a loss) is at least a mistake, a
// win into a loss a blunder, whatever the estimates. Where the game is
// decided by its result alone (`byResult`: Hus), two moves proven to win
// are both best.
export function classify(analysis, played, { minDepth = 0, byResult = false } = {}) {
  const entry = analysis ? worthOf(analysis, played) : null;
  if (!entry) return { kind: 'unknown', lost: 0, best: null, played: null };
  const best = bestOf(analysis.moves);
  if (analysis.moves.length === 1) return { kind: 'forced', lost: 0, best, played: entry };
  const lost = Math.max(0, best.margin - entry.margin);
  const floor = provenFloor(best);
  const ceiling = provenCeiling(entry);
  const drop = floor && ceiling ? RESULT_ORDER[floor] - RESULT_ORDER[ceiling] : 0;
  const resultFloor = drop >= 2 ? 'blunder' : drop === 1 ? 'mistake' : null;
  // A margin is firm when proven, or estimated deep enough (a settled
  // value's margin is its estimate); an upper bound only says the move
  // lost at least `lost`.
  const deepEnough = (worth) => worth.proven || worth.depth >= minDepth;
  const firm = (worth) => deepEnough(worth) && !worth.at_most;
  const sameResultProven = byResult && floor === 'win' && provenFloor(entry) === 'win';
  let kind;
  if (sameResultProven) kind = 'best';
  else if (firm(best) && entry.at_most && deepEnough(entry) && lost > THRESHOLDS.mistake) kind = 'blunder';
  else if (!firm(best) || !firm(entry)) kind = resultFloor ?? 'unclear';
  else if (sameMove(best.move, played) || lost < SAME_WITHIN) kind = 'best';
  else if (lost <= THRESHOLDS.good) kind = 'good';
  else if (lost <= THRESHOLDS.inaccuracy) kind = 'inaccuracy';
  else if (lost <= THRESHOLDS.mistake) kind = 'mistake';
  else kind = 'blunder';
  if (resultFloor && CLASSES.indexOf(kind) < CLASSES.indexOf(resultFloor)) kind = resultFloor;
  return { kind, lost, best, played: entry };
}

// The depth of the estimate that kept a verdict back ('unclear'): the played
// move's or the best move's, whichever is shallower; a proven value is no
// estimate.
export function shallowestEstimate({ played, best }) {
  return Math.min(...[played, best].filter((worth) => worth && !worth.proven).map((worth) => worth.depth));
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

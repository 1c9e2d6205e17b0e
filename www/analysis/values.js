// Values of moves and positions as the solver reports them (docs/AI.md,
// "The solver"): {result: 'win'|'draw'|'loss', margin, proven, depth} for
// the player who moves. Ordering, the view from South's side, and the game
// review's classification of a move (docs/AI.md, "Game review"). No words
// and no page here: www/analysis/words.js says them.

const RESULT_ORDER = { loss: -1, draw: 0, win: 1 };

// The classes of the game review, best first, and the most value (in seeds
// of the final score difference) a move may lose and still be in each.
export const CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
export const THRESHOLDS = { best: 0, good: 1, inaccuracy: 3, mistake: 6 };
// Estimates differ by hundredths of a seed where the moves are the same.
const SAME_WITHIN = 0.05;

// Results first, then margins; a proven value before an estimate that
// looks the same (as the solver orders them).
export function compareWorth(a, b) {
  return (
    RESULT_ORDER[a.result] - RESULT_ORDER[b.result] ||
    a.margin - b.margin ||
    Number(Boolean(a.proven)) - Number(Boolean(b.proven))
  );
}

// The same value for the other player.
export function flipWorth(worth) {
  const result = worth.result === 'win' ? 'loss' : worth.result === 'loss' ? 'win' : 'draw';
  return { ...worth, result, margin: worth.margin === 0 ? 0 : -worth.margin };
}

// A value for the player to move, `toMove`, seen from South's side.
export function southWorth(worth, toMove) {
  return toMove === 0 ? worth : flipWorth(worth);
}

// How much of the value bar is South's (0 to 1): all of it for a proven
// win, half for a draw, and for an estimate more the further ahead.
export function southShare(worth) {
  if (worth.proven) return worth.result === 'win' ? 1 : worth.result === 'loss' ? 0 : 0.5;
  const share = 0.5 + 0.5 * Math.tanh(worth.margin / 8);
  return Math.min(0.97, Math.max(0.03, share));
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
// 'forced' (the only legal move) or 'unknown' (no value for it); `lost` is
// how many seeds of the final score difference the move gave away against
// the best move. A proven win turned into a proven draw or loss, or a draw
// into a loss, is at least a mistake; a win into a loss a blunder.
export function classify(analysis, played) {
  const entry = analysis ? worthOf(analysis, played) : null;
  if (!entry) return { kind: 'unknown', lost: 0, best: null, played: null };
  const best = bestOf(analysis.moves);
  if (analysis.moves.length === 1) return { kind: 'forced', lost: 0, best, played: entry };
  const lost = Math.max(0, best.margin - entry.margin);
  let kind;
  if (sameMove(best.move, played) || lost < SAME_WITHIN) kind = 'best';
  else if (lost <= THRESHOLDS.good) kind = 'good';
  else if (lost <= THRESHOLDS.inaccuracy) kind = 'inaccuracy';
  else if (lost <= THRESHOLDS.mistake) kind = 'mistake';
  else kind = 'blunder';
  if (best.proven && entry.proven) {
    const drop = RESULT_ORDER[best.result] - RESULT_ORDER[entry.result];
    const floor = drop >= 2 ? 'blunder' : drop === 1 ? 'mistake' : null;
    if (floor && CLASSES.indexOf(kind) < CLASSES.indexOf(floor)) kind = floor;
  }
  return { kind, lost, best, played: entry };
}

// The review's verdicts counted per player: [{best: n, ...}, {...}].
export function summary(verdicts) {
  const counts = [0, 1].map(() => Object.fromEntries([...CLASSES, 'forced'].map((kind) => [kind, 0])));
  for (const verdict of verdicts) {
    if (verdict && verdict.kind in counts[verdict.player]) counts[verdict.player][verdict.kind] += 1;
  }
  return counts;
}

// A mistake or a blunder.
export function isMistake(kind) {
  return kind === 'mistake' || kind === 'blunder';
}

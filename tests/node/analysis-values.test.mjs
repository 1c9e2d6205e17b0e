// The game review's classes (www/analysis/values.js, docs/AI.md "Game
// review"): the value a move lost against the best, in seeds, and the
// floors for a result thrown away.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { THRESHOLDS, VERDICT_DEPTH, classify, compareWorth, flipWorth, shallowestEstimate, southShare, southWorth, summary } from '../../www/analysis/values.js';

const proven = (result, margin) => ({ result, margin, proven: true, depth: 0 });
const settled = (settledAs, margin, depth = 8) => ({ result: margin > 0 ? 'win' : margin < 0 ? 'loss' : 'draw', margin, proven: false, depth, settled: settledAs });
const estimate = (margin, depth = 8) => ({ result: margin > 0 ? 'win' : margin < 0 ? 'loss' : 'draw', margin, proven: false, depth });

// An analysis whose moves are pits 0, 1, 2, ... with these values.
function analysisOf(...worths) {
  const moves = worths.map((worth, pit) => ({ move: { pit }, ...worth }));
  const best = [...moves].sort((a, b) => compareWorth(b, a))[0];
  return { proven: worths.every((w) => w.proven), result: best.result, margin: best.margin, best: best.move, line: [best.move], moves };
}

test('the thresholds are those documented', () => {
  assert.deepEqual(THRESHOLDS, { best: 0, good: 1, inaccuracy: 3, mistake: 6 });
});

test('a move is classed by the seeds it lost against the best', () => {
  const analysis = analysisOf(estimate(4), estimate(4), estimate(3), estimate(1.5), estimate(-1.5), estimate(-4));
  assert.equal(classify(analysis, { pit: 0 }).kind, 'best');
  assert.equal(classify(analysis, { pit: 1 }).kind, 'best'); // as good as the best
  assert.equal(classify(analysis, { pit: 2 }).kind, 'good');
  assert.equal(classify(analysis, { pit: 3 }).kind, 'inaccuracy');
  assert.equal(classify(analysis, { pit: 4 }).kind, 'mistake');
  assert.equal(classify(analysis, { pit: 5 }).kind, 'blunder');
  assert.equal(classify(analysis, { pit: 5 }).lost, 8);
});

test('a proven result thrown away is at least a mistake, a win into a loss a blunder', () => {
  // A win by 1 into a draw: one seed, yet a mistake.
  assert.equal(classify(analysisOf(proven('win', 1), proven('draw', 0)), { pit: 1 }).kind, 'mistake');
  // A draw into a loss by 1: a mistake.
  assert.equal(classify(analysisOf(proven('draw', 0), proven('loss', -1)), { pit: 1 }).kind, 'mistake');
  // A win by 1 into a loss by 1: a blunder.
  assert.equal(classify(analysisOf(proven('win', 1), proven('loss', -1)), { pit: 1 }).kind, 'blunder');
  // Estimates that change sign are no proof: seeds only.
  assert.equal(classify(analysisOf(estimate(0.5), estimate(-0.5)), { pit: 1 }).kind, 'good');
});

test('the only move, and a move with no value', () => {
  assert.equal(classify(analysisOf(proven('loss', -3)), { pit: 0 }).kind, 'forced');
  assert.equal(classify(analysisOf(proven('win', 2)), { pit: 7 }).kind, 'unknown');
  assert.equal(classify(null, { pit: 0 }).kind, 'unknown');
});

test('summaries count per player; the bar is South’s share', () => {
  const counts = summary([
    { player: 0, kind: 'best' },
    { player: 1, kind: 'blunder' },
    { player: 1, kind: 'best' },
    { player: 0, kind: 'forced' },
  ]);
  assert.equal(counts[0].best, 1);
  assert.equal(counts[0].forced, 1);
  assert.equal(counts[1].blunder, 1);
  assert.deepEqual(southWorth(proven('win', 2), 1), proven('loss', -2));
  assert.equal(southShare(proven('win', 2)), 1);
  assert.equal(southShare(proven('draw', 0)), 0.5);
  assert.ok(southShare(estimate(3)) > 0.5 && southShare(estimate(3)) < 1);
});

test('a verdict needs proofs or estimates deep enough: shallower, the move is unclear', () => {
  const shallow = analysisOf(estimate(8.5, 2), estimate(2.4, 2));
  assert.equal(classify(shallow, { pit: 1 }, { minDepth: 8 }).kind, 'unclear');
  assert.equal(classify(shallow, { pit: 0 }, { minDepth: 8 }).kind, 'unclear');
  const deep = analysisOf(estimate(8.5, 12), estimate(2.4, 12));
  assert.equal(classify(deep, { pit: 1 }, { minDepth: 8 }).kind, 'blunder');
  assert.equal(classify(deep, { pit: 0 }, { minDepth: 8 }).kind, 'best');
  // Proven values carry a verdict whatever the estimates' depth.
  assert.equal(classify(analysisOf(proven('win', 4), proven('win', 1), estimate(0, 2)), { pit: 1 }, { minDepth: 8 }).kind, 'inaccuracy');
  // A proven result thrown away is a mistake even among shallow estimates.
  assert.equal(classify(analysisOf(settled('win', 1.5, 2), settled('at-most-draw', 1, 2)), { pit: 1 }, { minDepth: 8 }).kind, 'mistake');
  assert.equal(classify(analysisOf(settled('win', 1.5, 2), settled('loss', 3, 2)), { pit: 1 }, { minDepth: 8 }).kind, 'blunder');
  // Hus is decided by its result: two proven wins are both best.
  assert.equal(classify(analysisOf(settled('win', 9, 3), settled('win', 1, 3)), { pit: 1 }, { minDepth: 8, byResult: true }).kind, 'best');
  assert.equal(classify(analysisOf(settled('win', 9, 3), settled('win', 1, 3)), { pit: 1 }, { minDepth: 8 }).kind, 'unclear');
  for (const depth of Object.values(VERDICT_DEPTH)) assert.ok((Number.isInteger(depth) && depth > 0) || depth === Infinity);
  // Where no depth was shown to hold (Giuthi), only proofs judge a move.
  const deepest = analysisOf(estimate(8.5, 64), estimate(2.4, 64));
  assert.equal(classify(deepest, { pit: 1 }, { minDepth: VERDICT_DEPTH.giuthi }).kind, 'unclear');
  assert.equal(classify(analysisOf(proven('win', 8), proven('loss', 4)), { pit: 1 }, { minDepth: VERDICT_DEPTH.giuthi }).kind, 'blunder');
});

test('an unclear verdict names the shallower estimate, not a proven value’s depth', () => {
  const provenPlayed = classify(analysisOf(estimate(3, 6), proven('loss', -1)), { pit: 1 }, { minDepth: 8 });
  assert.equal(provenPlayed.kind, 'unclear');
  assert.equal(shallowestEstimate(provenPlayed), 6);
  const both = classify(analysisOf(estimate(3, 7), estimate(1, 4)), { pit: 1 }, { minDepth: 8 });
  assert.equal(shallowestEstimate(both), 4);
});

test('an exact estimate ranks above an upper bound of the same margin, whatever their order', () => {
  const bound = { ...estimate(2), at_most: true };
  assert.ok(compareWorth(estimate(2), bound) > 0);
  assert.ok(compareWorth(bound, estimate(2)) < 0);
  assert.ok(compareWorth(estimate(1.5), bound) < 0);
  assert.equal(analysisOf(bound, estimate(2)).best.pit, 1);
});

test('a result proven without its margin ranks above every estimate and flips with the player', () => {
  assert.ok(compareWorth(settled('win', -2), estimate(30)) > 0);
  assert.ok(compareWorth(settled('loss', 5), estimate(-30)) < 0);
  assert.ok(compareWorth(proven('win', 1), estimate(30)) > 0);
  // Estimates rank by margin alone: their sign is no result.
  assert.ok(compareWorth(estimate(0.5), proven('draw', 0)) > 0);
  assert.equal(flipWorth(settled('at-least-draw', 1)).settled, 'at-most-draw');
  assert.equal(flipWorth(settled('win', 1)).settled, 'loss');
  assert.equal(southShare(settled('win', -3)), 1);
  assert.equal(southShare(southWorth(settled('win', 3), 1)), 0);
  assert.ok(southShare(settled('at-least-draw', -6)) >= 0.5);
  assert.ok(southShare(estimate(100)) < 1 && southShare(estimate(-100)) > 0);
});

test('unclear moves are counted apart', () => {
  const counts = summary([{ player: 0, kind: 'unclear' }, { player: 0, kind: 'best' }]);
  assert.equal(counts[0].unclear, 1);
});

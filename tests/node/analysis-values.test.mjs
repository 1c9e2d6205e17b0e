// The game review's verdicts (www/analysis/values.js, docs/REVIEW.md): the chance to win a move gave away against the best, proofs
// certain, estimates on the fitted curve; accuracy from the chance lost.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHANCE_THRESHOLDS,
  accuracy,
  chance,
  classify,
  compareWorth,
  flipWorth,
  moveAccuracy,
  scaleFor,
  seedsOf,
  WIN_CHANCE_SCALES,
  southShare,
  southWorth,
  summary,
} from '../../www/analysis/values.js';

const proven = (result, margin) => ({ result, margin, proven: true, depth: 0 });
const settled = (settledAs, margin, depth = 8) => ({ result: margin > 0 ? 'win' : margin < 0 ? 'loss' : 'draw', margin, proven: false, depth, settled: settledAs });
const estimate = (margin, depth = 8) => ({ result: margin > 0 ? 'win' : margin < 0 ? 'loss' : 'draw', margin, proven: false, depth });

// An analysis whose moves are pits 0, 1, 2, ... with these values.
function analysisOf(...worths) {
  const moves = worths.map((worth, pit) => ({ move: { pit }, ...worth }));
  const best = [...moves].sort((a, b) => compareWorth(b, a))[0];
  return { proven: worths.every((w) => w.proven), result: best.result, margin: best.margin, best: best.move, line: [best.move], moves };
}

const SCALE = 0.2;

test('the thresholds are those documented', () => {
  assert.deepEqual(CHANCE_THRESHOLDS, { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 });
  // Giuthi's default board holds 128 seeds: its fitted k; the 2 x 5
  // board's 40, where a lead weighs 128 / 40 times as much.
  assert.equal(scaleFor('giuthi', 128), WIN_CHANCE_SCALES.giuthi);
  assert.ok(Math.abs(scaleFor('giuthi', 40) - (WIN_CHANCE_SCALES.giuthi * 128) / 40) < 1e-12);
  assert.equal(seedsOf({ pits: [4, 0, 2], captured: [3, 1] }), 10);
});

test('proofs are certain, estimates lean on the curve', () => {
  assert.equal(chance(proven('win', 1), SCALE), 1);
  assert.equal(chance(proven('draw', 0), SCALE), 0.5);
  assert.equal(chance(proven('loss', -20), SCALE), 0);
  assert.equal(chance(estimate(0), SCALE), 0.5);
  assert.ok(chance(estimate(5), SCALE) > 0.7 && chance(estimate(5), SCALE) < 0.8);
  assert.ok(Math.abs(chance(estimate(5), SCALE) + chance(estimate(-5), SCALE) - 1) < 1e-12);
  assert.equal(chance(settled('at-least-draw', -4), SCALE), 0.5);
  assert.equal(chance(settled('win', -4), SCALE), 1);
});

test('a move is classed by the chance to win it gave away', () => {
  // In a close game: 12 seeds is a blunder, 3 a mistake.
  const close = analysisOf(estimate(1), estimate(0.8), estimate(-0.5), estimate(-2), estimate(-11));
  assert.equal(classify(close, { pit: 0 }, { scale: SCALE }).kind, 'best');
  assert.equal(classify(close, { pit: 1 }, { scale: SCALE }).kind, 'good');
  assert.equal(classify(close, { pit: 2 }, { scale: SCALE }).kind, 'inaccuracy');
  assert.equal(classify(close, { pit: 3 }, { scale: SCALE }).kind, 'mistake');
  const blunder = classify(close, { pit: 4 }, { scale: SCALE });
  assert.equal(blunder.kind, 'blunder');
  assert.equal(blunder.seeds, 12);
  // Twelve seeds given up in a game long won is no blunder.
  const won = analysisOf(estimate(40), estimate(28));
  assert.equal(classify(won, { pit: 1 }, { scale: SCALE }).kind, 'good');
});

test('proofs override estimates', () => {
  // A proven win thrown into a proven loss is a blunder, by one seed too.
  assert.equal(classify(analysisOf(proven('win', 1), proven('loss', -1)), { pit: 1 }, { scale: SCALE }).kind, 'blunder');
  // A win into a draw: half the chance.
  assert.equal(classify(analysisOf(proven('win', 1), proven('draw', 0)), { pit: 1 }, { scale: SCALE }).kind, 'blunder');
  // A win by 20 into a win by 12: still certain, a small slip.
  const slip = classify(analysisOf(proven('win', 20), proven('win', 12)), { pit: 1 }, { scale: SCALE });
  assert.equal(slip.kind, 'good');
  assert.equal(slip.seeds, 8);
  // An estimate that looks a big win against a proven loss.
  assert.equal(classify(analysisOf(estimate(1), proven('loss', -1)), { pit: 1 }, { scale: SCALE }).kind, 'blunder');
  // Hus is decided by its result: two moves proven to win are both best.
  assert.equal(classify(analysisOf(settled('win', 9, 3), settled('win', 1, 3)), { pit: 1 }, { scale: SCALE, byResult: true }).kind, 'best');
  assert.equal(classify(analysisOf(settled('win', 9, 3), settled('win', 1, 3)), { pit: 1 }, { scale: SCALE }).kind, 'good');
});

test('an upper bound gives away at least what it says', () => {
  const bound = { ...estimate(-10), at_most: true };
  assert.equal(classify(analysisOf(estimate(2), bound), { pit: 1 }, { scale: SCALE }).kind, 'blunder');
});

test('the only move, a move with no value, and estimates too shallow', () => {
  assert.equal(classify(analysisOf(proven('loss', -3)), { pit: 0 }).kind, 'forced');
  assert.equal(classify(analysisOf(proven('win', 2)), { pit: 7 }).kind, 'unknown');
  assert.equal(classify(null, { pit: 0 }).kind, 'unknown');
  assert.equal(classify(analysisOf(estimate(8, 1), estimate(-8, 1)), { pit: 1 }, { scale: SCALE }).kind, 'unclear');
  // A proof needs no depth.
  assert.equal(classify(analysisOf(estimate(8, 1), proven('loss', -8)), { pit: 1 }, { scale: SCALE }).kind, 'unclear');
  assert.equal(classify(analysisOf(proven('win', 8), proven('loss', -8)), { pit: 1 }, { scale: SCALE }).kind, 'blunder');
});

test('accuracy falls with the chance given away', () => {
  assert.equal(moveAccuracy(0), 100);
  assert.ok(moveAccuracy(0.1) > moveAccuracy(0.2));
  const verdicts = [
    { player: 0, kind: 'best', lost: 0 },
    { player: 0, kind: 'blunder', lost: 0.5 },
    { player: 0, kind: 'forced', lost: 0 },
    { player: 0, kind: 'unclear', lost: 0.9 },
    { player: 1, kind: 'good', lost: 0.01 },
  ];
  assert.equal(accuracy(verdicts, 0), (100 + moveAccuracy(0.5)) / 2);
  assert.ok(accuracy(verdicts, 1) > 90);
  assert.equal(accuracy([], 1), null);
});

test('summaries count per player; the bar is South’s chance', () => {
  const counts = summary([
    { player: 0, kind: 'best' },
    { player: 1, kind: 'blunder' },
    { player: 1, kind: 'best' },
    { player: 0, kind: 'forced' },
    { player: 0, kind: 'unclear' },
  ]);
  assert.equal(counts[0].best, 1);
  assert.equal(counts[0].forced, 1);
  assert.equal(counts[0].unclear, 1);
  assert.equal(counts[1].blunder, 1);
  assert.deepEqual(southWorth(proven('win', 2), 1), proven('loss', -2));
  assert.equal(southShare(proven('win', 2)), 1);
  assert.equal(southShare(proven('draw', 0)), 0.5);
  assert.ok(southShare(estimate(3)) > 0.5 && southShare(estimate(3)) < 1);
  assert.equal(southShare(southWorth(settled('win', 3), 1)), 0);
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
  assert.ok(compareWorth(estimate(0.5), proven('draw', 0)) > 0);
  assert.equal(flipWorth(settled('at-least-draw', 1)).settled, 'at-most-draw');
  assert.equal(flipWorth(settled('win', 1)).settled, 'loss');
});

// @ts-check
// What a move did, told to the learner from the engine's trace of it (and
// the position after it): how many laps, where the last seed fell, what
// that pit was, what was captured or seized and from where, an extra move,
// a pass, protection lost, the game's end. A lesson says it after a right
// move and before the reason a wrong one is wrong, so that the reason
// never has to guess what the move did. Nothing here knows the rules: every
// fact is read off the trace. The learner plays South (side 0).

import { t, tn } from '../i18n/i18n.js';
import { outcomeWords, pitWord, sideName } from '../ui/words.js';

export const LEARNER = 0;

// Kiothi's counters are warriors: its sentences have their own wording.
function say(game, key, params = {}) {
  return t(game === 'kiothi' ? `${key}.kiothi` : key, params);
}

function sayCounted(game, key, count, params = {}) {
  return tn(game === 'kiothi' ? `${key}.kiothi` : key, count, params);
}

function seeds(game, count) {
  return tn(game === 'kiothi' ? 'count.warriors' : 'count.seeds', count);
}

// "your pit 3", "North's inner hole 2".
export function pitOf(grid, setup, pit) {
  const cell = grid.cells[pit];
  const words = pitWord(grid, pit);
  return cell.side === LEARNER ? t('learn.say.yours', { pit: words }) : t('learn.say.theirs', { side: sideName(setup, cell.side), pit: words });
}

// "a, b and c".
function list(items) {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')}${t('list.and')}${items.at(-1)}`;
}

// The pit across the board from `pit` (two rows: the other row; Hus: the
// other player's inner row).
function facingPit(grid, pit) {
  const cell = grid.cells[pit];
  return grid.cells.find((other) => other.col === cell.col && other.row === grid.rows - 1 - cell.row)?.pit ?? null;
}

function landingOf(trace) {
  return trace.laps.at(-1)?.drops.at(-1) ?? null;
}

// "2 seeds from North's pit 1 facing it; ...": the parts of a capture.
function takenParts(grid, setup, game, taken, lastDir) {
  return taken.map(({ pit, count, rule }) => {
    const params = { seeds: seeds(game, count), pit: pitOf(grid, setup, pit) };
    if (rule === 'chain') return t(lastDir === 'ccw' ? 'learn.say.part.chainRight' : 'learn.say.part.chainLeft', params);
    if (rule === 'behind') return t('learn.say.part.behind', params);
    if (rule === 'leftmost') return t('learn.say.part.leftmost', params);
    return t('learn.say.part.opposite', params);
  });
}

function openingWords(grid, setup, opening, player) {
  const game = grid.game;
  const emptied = list(opening.emptied.map((taken) => pitWord(grid, taken.pit)));
  const lifted = opening.emptied.reduce((sum, taken) => sum + taken.count, 0);
  const params = { side: sideName(setup, player), emptied, warriors: seeds(game, lifted) };
  const sentences = [t(player === LEARNER ? 'learn.say.opening.yours' : 'learn.say.opening.theirs', params)];
  if (opening.nki_marked.length) sentences.push(tn('say.nki', opening.nki_marked.length));
  return sentences;
}

// The sentences of what `trace` did. `after` is the position after the
// move, `outcome` the result if the move ended the game.
export function explainMove(trace, { grid, setup, after = null, outcome = null }) {
  const game = grid.game;
  if (trace.opening) return [...openingWords(grid, setup, trace.opening, trace.player), ...endWords(setup, outcome, trace)].join(' ');
  const sentences = [];
  const laps = trace.laps;
  const last = laps.at(-1);
  // In the order things happened: protection lost on lifting (Kiothi), the
  // seeds seized and sown on (Hus), then where the last seed fell and what
  // that did.
  const cleared = laps.filter((lap) => lap.cleared_nki).map((lap) => pitWord(grid, lap.from));
  if (cleared.length) sentences.push(tn('learn.say.clearedNki', cleared.length, { pits: list(cleared) }));
  laps
    .filter((lap) => lap.end.type === 'resow')
    .forEach((lap, index) => {
      const count = lap.end.taken.reduce((sum, taken) => sum + taken.count, 0);
      const params = { seeds: seeds(game, count), from: takenParts(grid, setup, game, lap.end.taken, lap.dir).join('; '), pit: pitOf(grid, setup, lap.drops.at(-1)) };
      sentences.push(tn(index === 0 ? 'learn.say.seized' : 'learn.say.seizedAgain', count, params));
    });
  const landing = landingOf(trace);
  const turnsBack = laps.some((lap, i) => i > 0 && lap.dir !== laps[i - 1].dir);
  sentences.push(sayCounted(game, turnsBack ? 'learn.say.lapsBack' : 'learn.say.laps', laps.length, { pit: pitOf(grid, setup, landing) }));
  const end = last.end;
  const owner = grid.cells[landing].side;
  if (end.type === 'capture') {
    const parts = takenParts(grid, setup, game, end.taken, last.dir);
    const withCapturer = end.capturer !== null && end.capturer !== undefined;
    if (withCapturer) parts.push(say(game, 'learn.say.part.capturer'));
    const count = end.taken.reduce((sum, taken) => sum + taken.count, 0) + (withCapturer ? 1 : 0);
    // "2 from A facing it and your capturing seed"; longer lists by semicolons.
    const from = parts.length === 2 && withCapturer ? parts.join(' ') : parts.join('; ');
    sentences.push(t('learn.say.captured', { seeds: seeds(game, count), from }));
  } else if (end.type === 'extra-move') {
    sentences.push(t('learn.say.extra', { side: sideName(setup, 1 - trace.player) }));
  } else if (owner !== trace.player) {
    // The other side's row: North's, or the learner's own when North moved.
    const mover = sideName(setup, trace.player);
    sentences.push(owner === LEARNER ? say(game, 'learn.say.stop.inYours', { side: mover }) : say(game, 'learn.say.stop.theirs', { side: sideName(setup, owner) }));
  } else if (game === 'hus') {
    sentences.push(t('learn.say.stop.empty'));
  } else {
    const facing = facingPit(grid, landing);
    const guarded = facing !== null && after?.pits[facing] > 0 && (after?.nki ?? []).includes(facing);
    sentences.push(guarded ? t('learn.say.stop.facingNki', { pit: pitOf(grid, setup, facing) }) : say(game, 'learn.say.stop.own'));
  }
  if (trace.pass !== null && trace.pass !== undefined) sentences.push(t('learn.say.pass', { side: sideName(setup, trace.pass) }));
  sentences.push(...endWords(setup, outcome, trace));
  return sentences.join(' ');
}

function endWords(setup, outcome, trace) {
  if (!outcome) return [];
  const words = outcomeWords(setup, outcome, [trace]);
  return [words.title, words.reason, words.extra].filter(Boolean);
}

// A landing question answered with `pit`, the move being `trace`'s: does
// a seed of it fall there on the way, or none at all?
export function explainLanding(trace, pit, { grid, setup }) {
  const passes = trace.laps.some((lap) => lap.drops.includes(pit));
  return say(grid.game, passes ? 'learn.say.passesBy' : 'learn.say.missed', { pit: pitOf(grid, setup, pit) });
}

// @ts-check
// Putting the game into words: pit names, moves, results and refusals, all
// through the message catalogue.

import { t, tn } from '../i18n/i18n.js';
import { pitName } from '../board/geometry.js';

export function sideName(setup, side) {
  const name = setup?.names?.[side];
  return name ? name : t(side === 0 ? 'side.south' : 'side.north');
}

export function gameName(game) {
  return t(`game.${game}`);
}

// "2 × 8, 4 per pit": a board's name, in the new-game menu and under the title.
export function boardLabel(game, preset) {
  const shape = t(game === 'hus' ? 'board.fourRows' : 'board.twoRows', { holes: preset.holes });
  if (game === 'kiothi') return t('board.kiothi', { setup: preset.setup });
  if (!preset.seeds) return shape;
  return t(game === 'hus' ? 'board.withSeedsHus' : 'board.withSeeds', { shape, seeds: preset.seeds });
}

// "pit 3", "boma 3", "inner hole 3": numbered from the owner's left.
export function pitWord(grid, pit) {
  const { ring, number } = pitName(grid, pit);
  if (grid.game === 'kiothi') return t('pit.boma', { number });
  if (ring) return t(ring === 'inner' ? 'pit.inner' : 'pit.outer', { number });
  return t('pit.plain', { number });
}

function seedsWord(game, count) {
  return tn(game === 'kiothi' ? 'count.warriors' : 'count.seeds', count);
}

// The accessible name of a pit button. `yours`: the side whose pits are
// the reader's (the page's viewpoint: the person here, the learner, the
// solver), null for nobody's (a spectator, a demonstration).
export function describePit(grid, setup, yours, pit, count, flags) {
  const { side } = pitName(grid, pit);
  const where = pitWord(grid, pit);
  const owner = side === yours ? t('pit.yours', { pit: where }) : t('pit.theirs', { side: sideName(setup, side), pit: where });
  const parts = [owner, seedsWord(grid.game, count)];
  if (flags.nki) parts.push(t('pit.protected'));
  for (const mark of flags.last ?? []) parts.push(t(`pit.last.${mark}`));
  if (flags.selected || flags.chosen) parts.push(t('pit.selected'));
  return parts.join(', ');
}

export function capturedBy(trace) {
  let total = 0;
  for (const lap of trace.laps) {
    if (lap.end.type === 'capture') {
      total += lap.end.taken.reduce((sum, taken) => sum + taken.count, 0);
      if (lap.end.capturer !== null && lap.end.capturer !== undefined) total += 1;
    }
  }
  return total;
}

export function seizedBy(trace) {
  let total = 0;
  for (const lap of trace.laps) {
    if (lap.end.type === 'resow') total += lap.end.taken.reduce((sum, taken) => sum + taken.count, 0);
  }
  return total;
}

export function directionWord(trace) {
  const dir = trace.move?.dir;
  return dir ? t(dir === 'ccw' ? 'dir.ccw' : 'dir.cw') : '';
}

// Giuthi's directions' one sign each, wherever a move is shown, and their key.
const DIRECTION_SIGNS = { ccw: '↺', cw: '↻' };

export function directionSign(dir) {
  return DIRECTION_SIGNS[dir];
}

export function directionKey() {
  return t('dir.key', { ccw: DIRECTION_SIGNS.ccw, cw: DIRECTION_SIGNS.cw });
}

// One line of the move list: "pit 3 ↺ · 4 laps · captured 12".
export function moveLine(grid, trace) {
  if (trace.opening) {
    const emptied = trace.opening.emptied.map((taken) => pitWord(grid, taken.pit)).join(' + ');
    return t('move.opening', { emptied });
  }
  const first = trace.laps[0];
  const parts = [pitWord(grid, first.from)];
  // What the move named besides its pit: a direction, or a count lifted.
  if (trace.move.dir) parts[0] += ` ${directionSign(trace.move.dir)}`;
  if (trace.move.count !== undefined) parts[0] += ` ×${first.hand}`;
  if (trace.laps.length > 1) parts.push(tn('move.laps', trace.laps.length));
  const captured = capturedBy(trace);
  if (captured) parts.push(t('move.captured', { count: captured }));
  const seized = seizedBy(trace);
  if (seized) parts.push(t('move.seized', { count: seized }));
  if (trace.extra_move) parts.push(t('move.extra'));
  return parts.join(' · ');
}

// What the live region says after a move.
export function moveSentence(grid, setup, trace) {
  const who = sideName(setup, trace.player);
  const sentences = [];
  if (trace.opening) {
    const emptied = trace.opening.emptied.map((taken) => pitWord(grid, taken.pit)).join(t('list.and'));
    sentences.push(t('say.opening', { side: who, emptied }));
    if (trace.opening.nki_marked.length) sentences.push(tn('say.nki', trace.opening.nki_marked.length));
  } else {
    const first = trace.laps[0];
    const direction = directionWord(trace);
    sentences.push(
      t(direction ? 'say.sowedDir' : 'say.sowed', {
        side: who,
        pit: pitWord(grid, first.from),
        dir: direction,
        seeds: seedsWord(grid.game, first.hand),
        laps: tn('move.laps', trace.laps.length),
      }),
    );
    const captured = capturedBy(trace);
    if (captured) sentences.push(t('say.captured', { side: who, count: captured }));
    const seized = seizedBy(trace);
    if (seized) sentences.push(t('say.seized', { count: seized }));
    if (!captured && !seized) sentences.push(t('say.noCapture'));
    if (trace.extra_move) sentences.push(t('say.extra', { side: who }));
  }
  if (trace.pass !== null && trace.pass !== undefined) {
    sentences.push(t('say.pass', { side: sideName(setup, trace.pass), other: sideName(setup, 1 - trace.pass) }));
  }
  return sentences.join(' ');
}

// The result in words: {title, reason}; `you`, the side of the one person
// playing here against the computer or a friend, hears "You won" or "You
// lost".
export function outcomeWords(setup, outcome, traces, you = null) {
  const [south, north] = outcome.scores;
  const winner = outcome.winner;
  // The winner's seeds first: in Hus a player left with only singles
  // loses, and may hold more seeds than the winner.
  const score = winner === null || winner === undefined ? {} : { winner: outcome.scores[winner], loser: outcome.scores[1 - winner] };
  let title;
  if (winner === null || winner === undefined) title = t('end.draw', { south, north });
  else {
    const key = you === null ? 'end.wins' : winner === you ? 'end.youWon' : 'end.youLost';
    const first = key === 'end.youLost' ? 'loser' : 'winner';
    if (setup.game === 'hus') score[first] = tn('end.husSeeds', score[first]);
    title = t(key, { side: sideName(setup, winner), ...score });
  }
  let reason;
  const stuck = outcome.stuck;
  switch (outcome.reason) {
    case 'repetition':
      reason = t('end.repetition');
      break;
    case 'third-repetition':
      reason = t('end.thirdRepetition');
      break;
    case 'no-moves':
      reason = t('end.noMoves');
      break;
    default: {
      const stuckName = sideName(setup, stuck);
      if (setup.game === 'hus') {
        reason = t('end.husStuck', { side: stuckName });
        break;
      }
      const sweep = traces.length ? traces[traces.length - 1].sweep : null;
      const swept = sweep ? sweep.taken.reduce((sum, taken) => sum + taken.count, 0) : 0;
      reason = swept
        ? t('end.stuckSweep', { side: stuckName, other: sideName(setup, 1 - stuck), count: swept })
        : t('end.stuck', { side: stuckName });
    }
  }
  const extra = outcome.one_warrior_victory ? t('end.oneWarrior') : '';
  return { title, reason, extra };
}

export function scoreParts(game, scores, captured, side) {
  switch (game) {
    case 'giuthi':
      return { main: t('score.points', { count: scores[side] }), detail: t('score.pile', { count: captured[side] }) };
    case 'kiothi':
      return { main: t('score.prison', { count: captured[side] }), detail: '' };
    case 'en-gehe':
      return { main: t('score.pileTotal', { count: captured[side] }), detail: '' };
    default:
      return { main: tn('score.seedsOnSide', scores[side]), detail: '' };
  }
}

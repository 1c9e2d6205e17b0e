// @ts-check
// The computer's turn, and a person's turn in the rare position whose
// legal moves take the engine seconds to list: both wait for the engine's
// worker (www/engine/computer.js). Loaded by seats.js on first use.

import { computerMove, legalMoves } from '../engine/computer.js';
import { COMPUTER_PAUSE_MS, abortError, pause, untilAborted } from './waiting.js';

export { stopEngine, whyNot } from '../engine/computer.js';

// The computer's move for `seat` (a ComputerSeat): returned only once
// decided, and not before the pause of the current speed. A failed worker
// is replaced and asked again; if that fails too, the seat says so and
// waits, like a player who has left, until an undo or a new game.
export async function computerChooses(seat, turn, signal) {
  const started = performance.now();
  let decision = null;
  for (let attempt = 0; !decision; attempt++) {
    if (signal.aborted) throw abortError();
    try {
      // No seed: the engine seeds its choice among equal moves itself.
      decision = await computerMove({ record: turn.record, level: seat.level, budgetMs: seat.budgetMs }, signal);
    } catch (error) {
      if (signal.aborted || error?.name === 'AbortError') throw abortError();
      if (attempt > 0) {
        seat.onTrouble(error);
        return untilAborted(signal);
      }
    }
  }
  const rest = (COMPUTER_PAUSE_MS[seat.speed()] ?? COMPUTER_PAUSE_MS.normal) - (performance.now() - started);
  if (rest > 0) await pause(rest, signal);
  return decision.move;
}

// The quick listing left a candidate undecided (a sowing that may take
// millions of laps to show it never ends): the person may play a move known
// to be legal at once, while the worker settles the rest; then every legal
// move is offered. If the worker fails, the known moves stay the choice.
export async function chooseWhileChecking(input, turn, signal) {
  if (signal.aborted) throw abortError();
  const provisional = new AbortController();
  const abandon = () => provisional.abort();
  signal.addEventListener('abort', abandon, { once: true });
  const known = input.awaitMove(turn, provisional.signal).then((move) => ({ move }));
  const complete = legalMoves(turn.record, provisional.signal).then(
    (moves) => ({ moves }),
    (error) => (provisional.signal.aborted ? Promise.reject(error) : { moves: turn.legal }),
  );
  let first;
  try {
    first = await Promise.race([known, complete]);
  } finally {
    signal.removeEventListener('abort', abandon);
    provisional.abort();
    known.catch(() => {});
    complete.catch(() => {});
  }
  if (first.move) return first.move;
  return input.awaitMove({ ...turn, legal: first.moves, settled: true }, signal);
}

// @ts-check
// Whether a move did what a lesson step asks, read from the engine's trace
// of it and the result after it: the lesson's claims ("captures", "ends
// in", "the relay turns back") are checked on what the engine did, never
// worked out here. tests/lessons.rs reads the same claims with the native
// engine and holds every lesson to them.

// Every seed the move's laps took (the end-of-game sweep is not a capture).
export function seedsTaken(trace) {
  return trace.laps.reduce((sum, lap) => sum + (lap.end.taken ?? []).reduce((n, taken) => n + taken.count, 0), 0);
}

// The pit the last seed of the move fell into.
export function landingPit(trace) {
  const last = trace.laps.at(-1);
  return last ? last.drops.at(-1) : null;
}

export function sameMove(a, b) {
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

// Each claim a step may make about a move: (value claimed, move, trace, outcome) -> holds.
const CLAIMS = {
  move: (want, move) => sameMove(want, move),
  extraMove: (want, _move, trace) => trace.extra_move === want,
  pass: (want, _move, trace) => trace.pass === want,
  captures: (want, _move, trace) => seedsTaken(trace) === want,
  capturesAtLeast: (want, _move, trace) => seedsTaken(trace) >= want,
  rule: (want, _move, trace) => trace.laps.some((lap) => (lap.end.taken ?? []).some((taken) => taken.rule === want)),
  lands: (want, _move, trace) => landingPit(trace) === want,
  end: (want, _move, trace) => trace.laps.at(-1)?.end.type === want,
  laps: (want, _move, trace) => trace.laps.length === want,
  // The pit the move started from and how many seeds it lifted there.
  from: (want, _move, trace) => trace.laps[0]?.from === want,
  lifts: (want, _move, trace) => trace.laps[0]?.hand === want,
  // The last seed fell into one of these pits (a row, say); some seed did.
  landsIn: (want, _move, trace) => want.includes(landingPit(trace)),
  dropsIn: (want, _move, trace) => trace.laps.some((lap) => lap.drops.some((pit) => want.includes(pit))),
  reverses: (want, _move, trace) => trace.laps.some((lap, i) => i > 0 && lap.dir !== trace.laps[i - 1].dir) === want,
  resow: (want, _move, trace) => trace.laps.some((lap) => lap.start === 'resow') === want,
  // Hus: how many laps sowed seized seeds.
  resows: (want, _move, trace) => trace.laps.filter((lap) => lap.start === 'resow').length === want,
  // Kiothi: some lift (the move's or a relay's) took a boma's nki away.
  clearsNki: (want, _move, trace) => trace.laps.some((lap) => lap.cleared_nki) === want,
  sweep: (want, _move, trace) => trace.sweep?.to === want,
  nkiMarked: (want, _move, trace) => trace.opening?.nki_marked.length === want,
  result: (want, _move, _trace, outcome) =>
    outcome !== null &&
    outcome.reason === want.reason &&
    outcome.winner === want.winner &&
    (want.scores === undefined || JSON.stringify(outcome.scores) === JSON.stringify(want.scores)) &&
    (want.oneWarrior === undefined || outcome.one_warrior_victory === want.oneWarrior),
};

export const CLAIM_NAMES = Object.keys(CLAIMS);

// Why a move that does not do the task is wrong: the first of the step's
// explanations (`wrong`: [{if: claims, key}]) whose claims hold for it, or
// null (tests/lessons.rs holds every lesson to having one for each wrong
// move the learner can make).
export function wrongCase(step, move, trace, outcome) {
  return (step.wrong ?? []).find((reason) => holds(reason.if, move, trace, outcome)) ?? null;
}

// Whether every claim of `claims` holds for the move played (an unknown
// claim never holds: a lesson file cannot ask for what nobody checks).
export function holds(claims, move, trace, outcome) {
  return Object.entries(claims ?? {}).every(([name, want]) => CLAIMS[name]?.(want, move, trace, outcome ?? null) ?? false);
}

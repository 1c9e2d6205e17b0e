// @ts-check
// Turning an engine trace into timed steps, and playing them on a copy of
// the counts so that every number shown is the true count of that moment.
// No rules here: the trace already says what happened, lap by lap. No DOM
// either: the board hands in the clock, and tests replay traces in Node.
// Loaded with a board's first move (board.js): a first view draws a
// position only.

// Milliseconds at normal speed.
const BASE = { lift: 320, drop: 230, flight: 560, place: 260, pause: 650 };
// The longest a move may take at each speed; longer moves play faster.
// `quicken`: each lap after the first plays at this share of the pace of
// the lap before, down to `floor` (its first lap is watched seed by seed;
// a relay's later laps repeat what it showed). At normal speed a Giuthi
// 2 x 8 exchange of two relays took 16.6 to 18.7 s on a phone (two moves
// of 9 s): now at most 6 s a move, and most relays well within it. Slow
// plays every lap at the same pace, for whoever follows each seed.
const SPEEDS = {
  slow: { factor: 1.8, budget: 20000, quicken: 1, floor: 1 },
  normal: { factor: 1, budget: 6000, quicken: 0.8, floor: 0.35 },
  fast: { factor: 0.45, budget: 3500, quicken: 0.8, floor: 0.35 },
};

// How long what a move captured stays written over the board, by speed: a
// capture's flight is over in a fraction of a second, the words are not.
const READING_MS = { slow: 2600, normal: 2000, fast: 1500 };

export function readingTime(speed) {
  return READING_MS[speed] ?? READING_MS.normal;
}

// The steps of a move. Each has a kind, a base duration and what it moves.
export function stepsOf(trace) {
  const steps = [];
  if (trace.opening) {
    const { emptied, placed, nki_marked: marked } = trace.opening;
    steps.push({ kind: 'gather', base: BASE.flight, flights: emptied.map(({ pit, count }) => ({ pit, n: count })), to: { hand: null } });
    placed.forEach((n, pit) => {
      if (n > 0) steps.push({ kind: 'place', base: BASE.place, pit, n });
    });
    if (marked.length) steps.push({ kind: 'mark', base: BASE.pause, nki: marked });
  }
  trace.laps.forEach((lap, index) => {
    const reversed = index > 0 && lap.dir !== trace.laps[index - 1].dir;
    steps.push({ kind: 'lap', base: 0, lap: index + 1, laps: trace.laps.length, start: lap.start, reversed });
    if (lap.start !== 'resow') {
      steps.push({ kind: 'lift', base: BASE.lift, pit: lap.from, n: lap.hand, clearNki: lap.cleared_nki });
    }
    let at = lap.from;
    for (const pit of lap.drops) {
      steps.push({ kind: 'drop', base: BASE.drop, from: at, to: pit });
      at = pit;
    }
    const end = lap.end;
    if (end.type === 'capture') {
      const flights = end.taken.map(({ pit, count }) => ({ pit, n: count }));
      if (end.capturer !== null && end.capturer !== undefined) flights.push({ pit: end.capturer, n: 1 });
      const told = { kind: 'captures', side: trace.player };
      steps.push({ kind: 'gather', base: BASE.flight, flights, to: { store: trace.player }, told });
    } else if (end.type === 'resow') {
      const flights = end.taken.map(({ pit, count }) => ({ pit, n: count }));
      steps.push({ kind: 'gather', base: BASE.flight, flights, to: { hand: at }, told: { kind: 'seizes', side: trace.player } });
    } else if (end.type === 'extra-move') {
      steps.push({ kind: 'say', base: BASE.pause, say: { key: 'anim.extraMove' } });
    }
  });
  if (trace.pass !== null && trace.pass !== undefined) {
    steps.push({ kind: 'say', base: BASE.pause, say: { key: 'anim.pass', side: trace.pass } });
  }
  if (trace.sweep) {
    steps.push({ kind: 'say', base: BASE.pause / 2, say: { key: 'anim.sweep', side: trace.sweep.to } });
    steps.push({
      kind: 'gather',
      base: BASE.flight * 1.4,
      flights: trace.sweep.taken.map(({ pit, count }) => ({ pit, n: count })),
      to: { store: trace.sweep.to },
    });
  }
  return steps;
}

// Durations for a speed: at most the speed's budget for the whole move, so
// a relay of hundreds of laps speeds up instead of dragging on.
export function timeSteps(steps, speed) {
  const setting = SPEEDS[speed];
  if (!setting) return steps.map((step) => ({ ...step, dur: 0 }));
  let pace = 1;
  const paced = steps.map((step) => {
    if (step.kind === 'lap' && step.lap > 1) pace = Math.max(setting.floor, pace * setting.quicken);
    return step.base * pace;
  });
  const total = paced.reduce((sum, base) => sum + base, 0) * setting.factor;
  const scale = setting.factor * Math.min(1, setting.budget / Math.max(total, 1));
  return steps.map((step, index) => ({ ...step, dur: paced[index] * scale }));
}

// The counts as they stand, changed step by step. `hand` is the seeds in
// flight along a lap; `flights` are seeds travelling to a pile or a hand.
export class Scene {
  constructor(state) {
    this.pits = state.pits.slice();
    this.captured = state.captured.slice();
    this.nki = new Set(state.nki);
    this.hand = null;
    this.flights = null;
    this.caption = null;
    // The latest capture of the move: 'captures' (to the store) or
    // 'seizes' (to sow on), the side, its seeds so far in this move, and a
    // number that changes with each capture.
    this.capture = null;
  }

  begin(step) {
    switch (step.kind) {
      case 'lap':
        this.caption = { lap: step.lap, laps: step.laps, start: step.start, reversed: step.reversed };
        break;
      case 'lift':
        this.pits[step.pit] -= step.n;
        if (step.clearNki) this.nki.delete(step.pit);
        this.hand = { at: step.pit, n: step.n };
        break;
      case 'drop':
        break;
      case 'gather':
        for (const flight of step.flights) this.pits[flight.pit] -= flight.n;
        this.flights = { from: step.flights, to: step.to };
        if (step.told) this.noteCapture(step);
        break;
      case 'place':
        this.hand = { at: this.hand?.at ?? null, n: (this.hand?.n ?? 0) - step.n };
        this.flights = { from: [{ hand: true, n: step.n }], to: { pit: step.pit } };
        break;
      case 'mark':
        for (const pit of step.nki) this.nki.add(pit);
        break;
      case 'say':
        this.caption = { say: step.say };
        break;
    }
  }

  noteCapture(step) {
    const { kind, side } = step.told;
    const count = step.flights.reduce((sum, flight) => sum + flight.n, 0);
    const before = this.capture?.kind === kind ? this.capture.count : 0;
    this.capture = { kind, side, count: before + count, number: (this.capture?.number ?? 0) + 1 };
  }

  end(step) {
    switch (step.kind) {
      case 'drop':
        this.pits[step.to] += 1;
        this.hand = { at: step.to, n: this.hand.n - 1 };
        if (this.hand.n <= 0) this.hand = null;
        break;
      case 'gather': {
        const total = step.flights.reduce((sum, flight) => sum + flight.n, 0);
        if (step.to.store !== undefined) this.captured[step.to.store] += total;
        else this.hand = { at: step.to.hand, n: total };
        this.flights = null;
        break;
      }
      case 'place':
        this.pits[step.pit] += step.n;
        this.flights = null;
        if (this.hand && this.hand.n <= 0) this.hand = null;
        break;
      case 'say':
        this.caption = null;
        break;
    }
  }
}

// A move's timed steps played on a Scene against the clock that the board's
// frames hand in. `finish()` ends every step at once: a skip, or the
// 'instant' speed.
export class Playback {
  constructor(trace, state, speed) {
    this.steps = timeSteps(stepsOf(trace), speed);
    this.scene = new Scene(state);
    this.index = -1; // the step in motion; -1 before the first frame
    this.stepStart = 0;
  }

  get done() {
    return this.index >= this.steps.length;
  }

  // Ends the steps whose time has come by `now` (ms) and begins the next;
  // true when a step ended since the first frame (the counts changed).
  advance(now) {
    const { steps, scene } = this;
    if (this.index < 0) {
      this.index = 0;
      this.stepStart = now;
      if (steps.length) scene.begin(steps[0]);
    }
    const index = this.index;
    while (this.index < steps.length && now - this.stepStart >= steps[this.index].dur) {
      scene.end(steps[this.index]);
      this.stepStart += steps[this.index].dur;
      this.index += 1;
      if (this.index < steps.length) scene.begin(steps[this.index]);
    }
    return this.index !== index;
  }

  finish() {
    const { steps, scene } = this;
    if (this.index >= 0 && this.index < steps.length) scene.end(steps[this.index]);
    for (let i = this.index + 1; i < steps.length; i++) {
      scene.begin(steps[i]);
      scene.end(steps[i]);
    }
    this.index = steps.length;
  }

  // The step in motion at `now` and how far through it it is (0 to 1), or
  // null once every step has ended.
  moment(now) {
    const step = this.steps[this.index];
    if (!step) return null;
    return { step, progress: step.dur > 0 ? Math.min(1, (now - this.stepStart) / step.dur) : 1 };
  }
}

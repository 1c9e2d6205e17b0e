// @ts-check
// The game review: every move of the game shown, both players', judged by
// the chance to win it gave away against the best move of its position (a
// short analysis per ply, the last ply first so that the endgame's proofs
// serve the plies before it, two at once where the machine has the cores;
// values.js, docs/REVIEW.md); a graph of South's chance across
// the game (graph.js); accuracy and a summary per player, and the key
// moment in words; each move's verdict with the better move, shown on the
// board in analysis mode; the next mistake; "try again from here" against
// the computer from the position before a move; and "learn from your
// mistakes" (learn-mistakes.js). While open it is a session
// on the stack over the game it reviews (www/page/sessions.js): it follows
// the game's snapshots, and the game's seats and offers stay as they are.

import { t } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { sideName } from '../ui/words.js';
import { capturedBy } from '../ui/words.js';
import { analyse, reviewLanes } from './engine.js';
import { reviewGraph } from './graph.js';
import { LearnMistakes } from './learn-mistakes.js';
import { recordKey } from './mode.js';
import { CLASSES, accuracy, classify, isMistake, scaleFor, seedsOf, summary } from './values.js';
import { amount, moveName, percent, plainWorth, worthDetail } from './words.js';

// The time for each ply in the first pass: one round of the solver, so
// that a game of 72 moves is reviewed within a minute on one worker.
const REVIEW_MS = 600;
// Then, while the review stays open, the unclear moves are analysed again,
// each pass four times as long, up to the last.
const DEEPER_MS = [1600, 6400];
// "Try again" against the computer at the game's level, else this one.
const TRY_AGAIN_LEVEL = 'intermediate';

export class Review {
  // `shell` the PageShell, `engine` the page's wasm module, `mode` the
  // AnalysisMode (its store of analyses, its board), `place(panel)` puts
  // the panel on the page, `beforeNewGame()` runs before "try again".
  constructor({ shell, engine, mode, marks, place, beforeNewGame }) {
    this.shell = shell;
    this.marks = marks;
    this.engine = engine;
    this.mode = mode;
    this.beforeNewGame = beforeNewGame;
    this.isOpen = false;
    this.snapshot = null;
    this.record = null; // the game reviewed
    this.gameNumber = null;
    this.verdicts = []; // by move index: {index, player, kind, lost, best, played, analysis} or undefined
    this.done = 0;
    this.running = null; // AbortController
    this.deepening = null; // {unclear} while unclear moves are analysed again
    this.selected = null; // move index
    this.bothPlayers = false; // "Next mistake" over both players' moves
    this.traces = []; // what each move of the game reviewed did
    this.outcome = null; // how it ended
    // Analysis mode opened over the review by "Show the better move": it
    // closes with the review (a stack: the analysis over the review over
    // the finished game).
    this.openedAnalysis = false;
    /** @type {import('../page/types.js').Session} */
    this.session = {
      kind: 'review',
      follow: (snapshot) => this.follow(snapshot),
      // Other players took the game (a new game, a friend's link).
      displaced: () => this.close(),
    };
    this.panel = el('section', { class: 'review-panel', 'aria-labelledby': 'review-title' });
    this.panel.hidden = true;
    place(this.panel);
    this.learning = new LearnMistakes({ shell, engine, marks, review: this });
  }

  open() {
    this.isOpen = true;
    this.shell.enter(this.session);
    this.panel.hidden = false;
    const snapshot = this.shell.current;
    this.snapshot = snapshot;
    if (snapshot && (this.gameNumber !== snapshot.gameNumber || recordKey(snapshot.record) !== recordKey(this.record ?? { moves: [] }))) {
      this.start(snapshot);
    }
    this.render();
    this.panel.querySelector('h2')?.focus();
  }

  close() {
    this.isOpen = false;
    this.panel.hidden = true;
    this.learning.stop();
    this.stop();
    // The analysis over the review closes first: its line gives the
    // board back to the game, whose turn goes on.
    if (this.openedAnalysis && this.mode.isOpen) this.mode.close();
    this.openedAnalysis = false;
    this.shell.leave(this.session);
    this.showOnPits(null);
    this.render();
  }

  // The values of the position of a verdict on its pits, unless analysis
  // mode shows its own.
  showOnPits(verdict) {
    if (this.mode.isOpen) return;
    if (verdict?.analysis) this.marks.show(verdict.analysis, verdict.player);
    else this.marks.clear();
  }

  follow(snapshot) {
    this.snapshot = snapshot;
    // Another game: this review is over.
    if (this.isOpen && this.gameNumber !== null && snapshot.gameNumber !== this.gameNumber) {
      this.close();
      return;
    }
    if (this.isOpen) this.render();
  }

  start(snapshot) {
    this.stop();
    this.record = snapshot.record;
    this.gameNumber = snapshot.gameNumber;
    this.setup = snapshot.setup;
    this.verdicts = new Array(this.record.moves.length);
    const game = this.engine.WasmGame.fromRecord(this.record);
    this.traces = game.history();
    this.outcome = game.outcome();
    game.free();
    this.done = 0;
    this.selected = null;
    this.run();
  }

  stop() {
    this.running?.abort();
    this.running = null;
    this.mode.pause(false);
  }

  async run() {
    const running = new AbortController();
    this.running = running;
    this.mode.pause(true);
    const record = this.record;
    const game = this.engine.WasmGame.fromRecord(record);
    const positions = record.moves.map((_, index) => game.positionAt(index));
    game.free();
    const rule = this.verdictRule();
    const judge = (index, analysis) => {
      const verdict = classify(analysis, record.moves[index], rule);
      this.verdicts[index] = { ...verdict, index, player: positions[index].to_move, analysis };
    };
    // The plies from the last, shared by the lanes: each takes the next
    // one not yet taken.
    const queue = record.moves.map((_, index) => index).reverse();
    const started = performance.now();
    const lane = async (number) => {
      while (queue.length) {
        const index = /** @type {number} */ (queue.shift());
        let analysis = null;
        if (positions[index].phase !== 'opening') {
          analysis = await this.analysisAt(record, index, REVIEW_MS, running.signal, number);
          if (running.signal.aborted) return;
        }
        judge(index, analysis);
        this.done += 1;
        // How long the first verdict and the whole review took (docs/REVIEW.md,
        // "Speed"; tools/review-speed.mjs reads them).
        if (this.done === 1) this.panel.dataset.firstVerdictMs = String(Math.round(performance.now() - started));
        this.render();
      }
    };
    await Promise.all(Array.from({ length: Math.min(reviewLanes(), queue.length || 1) }, (_, number) => lane(number)));
    if (running.signal.aborted) return;
    this.panel.dataset.reviewMs = String(Math.round(performance.now() - started));
    this.shell.announce(t('review.finished'));
    this.render();
    // Left open, the review looks again, deeper, at the moves it could not
    // judge.
    for (const ms of DEEPER_MS) {
      const unclear = this.verdicts.filter((verdict) => verdict?.kind === 'unclear').map((verdict) => verdict.index);
      for (const [done, index] of unclear.reverse().entries()) {
        if (running.signal.aborted) return;
        this.deepening = { unclear: unclear.length - done };
        this.render();
        const analysis = await this.analysisAt(record, index, ms, running.signal, 0);
        if (running.signal.aborted) return;
        if (analysis) judge(index, analysis);
      }
    }
    this.deepening = null;
    this.running = null;
    this.mode.pause(false);
    this.render();
  }

  // The chance curve of this game and board (values.js); in Hus, decided
  // by its result alone, two moves of the same proven result are both best.
  verdictRule() {
    const start = this.record?.start;
    return { scale: scaleFor(start?.game, seedsOf(start)), byResult: start?.game === 'hus' };
  }

  // The sides whose mistakes "Next mistake" visits: the person's, where
  // one person plays the computer, unless both are asked for.
  mistakeSides() {
    const players = this.shell.players?.() ?? [];
    const people = [0, 1].filter((side) => players[side] === 'person');
    return this.bothPlayers || people.length !== 1 ? [0, 1] : people;
  }

  // The analysis of the position before move `index`: a deeper one known
  // already, else a short one (given again if the hint took the worker).
  async analysisAt(record, index, ms, signal, lane) {
    const prefix = { start: record.start, moves: record.moves.slice(0, index) };
    const known = this.mode.known(prefix);
    // The analysis board's finished looks (no `ms`) are deeper than any here.
    if (known?.analysis && (known.analysis.proven || (known.final && (known.ms ?? Infinity) >= ms))) return known.analysis;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const analysis = await analyse({ record: prefix, ply: null, firstMs: ms, maxMs: ms }, null, signal, lane);
        this.mode.store(recordKey(prefix), { analysis, final: analysis.proven, error: null, ms });
        return analysis;
      } catch (error) {
        if (signal.aborted) return null;
        if (error?.name !== 'AbortError') return known?.analysis ?? null;
      }
    }
    return known?.analysis ?? null;
  }

  // Shows the position before move `index` with its verdict.
  select(index) {
    this.selected = index;
    const { shell } = this;
    shell.lookAt(index === shell.engineGame.ply() ? null : index);
    this.render();
  }

  nextMistake() {
    const from = this.selected ?? -1;
    const sides = this.mistakeSides();
    const next = this.verdicts.findIndex(
      (verdict, index) => index > from && verdict && sides.includes(verdict.player) && isMistake(verdict.kind),
    );
    if (next < 0) {
      this.shell.flash(t('review.noMore'));
      this.shell.announce(t('review.noMore'));
      return;
    }
    this.select(next);
    this.panel.querySelector(`[data-index="${next}"]`)?.focus();
  }

  // The better move on the board, in analysis mode.
  showBetter(index) {
    const verdict = this.verdicts[index];
    if (!verdict?.best) return;
    this.select(index);
    if (!this.mode.isOpen) {
      this.openedAnalysis = true;
      this.mode.open();
    }
    this.mode.play(verdict.best.move);
  }

  // A game from the position before move `index`, its mover played here
  // and the other side by the computer.
  tryAgain(index) {
    const verdict = this.verdicts[index];
    if (!verdict) return;
    const players = this.shell.players();
    const level = players.find((player) => player !== 'person') ?? TRY_AGAIN_LEVEL;
    const wanted = [0, 1].map((side) => (side === verdict.player ? 'person' : level));
    const record = { start: this.record.start, moves: this.record.moves.slice(0, index) };
    const game = this.engine.WasmGame.fromRecord(record);
    this.beforeNewGame?.();
    this.close();
    this.shell.startFrom(game, { ...this.setup, players: wanted });
    const words = t('review.tryingAgain', { side: sideName(this.setup, verdict.player), move: index + 1 });
    this.shell.flash(words, 4000);
    this.shell.announce(words);
  }

  render() {
    if (!this.isOpen) {
      this.panel.replaceChildren();
      return;
    }
    const active = /** @type {HTMLElement} */ (document.activeElement);
    const focused = this.panel.contains(active)
      ? { action: active.dataset.action, index: active.dataset.index, point: active.classList.contains('review-graph-point') }
      : null;
    const total = this.record?.moves.length ?? 0;
    const viewing = this.snapshot?.viewPly ?? null;
    if (viewing !== null && this.verdicts[viewing]) this.selected = viewing;
    if (!this.learning.active) this.showOnPits(viewing !== null ? this.verdicts[viewing] : null);
    const parts = [
      el(
        'div',
        { class: 'analysis-head' },
        el('h2', { id: 'review-title', tabindex: '-1', text: t('review.title') }),
        button(t('analysis.close'), () => this.close(), { action: 'close', small: true }),
      ),
    ];
    if (!total) {
      parts.push(el('p', { class: 'analysis-status', text: t('review.empty') }));
    } else if (this.learning.active) {
      parts.push(this.learning.panel);
    } else {
      const finished = this.done === total;
      parts.push(
        el(
          'div',
          { class: 'review-progress' },
          el('progress', { max: String(total), value: String(this.done), 'aria-label': t('review.progressLabel') }),
          el('span', {
            role: 'status',
            text: !finished
              ? t('review.progress', { done: this.done, total })
              : this.deepening
                ? t('review.deepening', { unclear: this.deepening.unclear })
                : t('review.finished'),
          }),
        ),
      );
      if (finished) parts.push(this.story());
      parts.push(this.graph());
      parts.push(this.summaryTable());
      const mistakes = finished ? this.ownMistakes() : [];
      parts.push(
        el(
          'div',
          { class: 'analysis-actions' },
          button(`${t('review.next')} ▶`, () => this.nextMistake(), { action: 'next', primary: true, small: true }),
          mistakes.length ? button(t('review.learn'), () => this.learning.start(mistakes), { action: 'learn', small: true }) : null,
          el(
            'label',
            { class: 'review-both' },
            el('input', {
              type: 'checkbox',
              'data-action': 'both-players',
              checked: this.bothPlayers,
              onchange: (event) => {
                this.bothPlayers = event.target.checked;
                this.render();
              },
            }),
            ` ${t('review.bothPlayers')}`,
          ),
        ),
      );
      if (this.selected !== null && this.verdicts[this.selected]) parts.push(this.detail(this.verdicts[this.selected]));
      parts.push(this.moveList());
    }
    fill(this.panel, parts);
    if (focused) {
      const selector = focused.point
        ? `.review-graph-point[data-index="${focused.index}"]`
        : focused.index !== undefined
          ? `.review-move[data-index="${focused.index}"]`
          : `[data-action="${focused.action}"]`;
      this.panel.querySelector(`${selector}:not(:disabled)`)?.focus();
    }
  }

  // The mistakes and blunders of the sides "Next mistake" visits, in the
  // order of the game.
  ownMistakes() {
    const sides = this.mistakeSides();
    return this.verdicts.filter((verdict) => verdict && sides.includes(verdict.player) && isMistake(verdict.kind) && verdict.best);
  }

  // What a side is called in the summary's words: "You" where one person
  // plays the computer, else the side's name.
  isYou(side) {
    const players = this.shell.players() ?? [];
    const people = [0, 1].filter((s) => players[s] === 'person');
    return people.length === 1 && people[0] === side;
  }

  // The key moment in words, for each side "Next mistake" visits: where it
  // gave the game away (its chance from ahead to behind) and what the
  // other side took; else its costliest mistake; else that it made none.
  story() {
    const grid = this.shell.grid;
    const game = this.record.start.game;
    const lines = this.mistakeSides().map((side) => {
      const own = this.verdicts.filter((verdict) => verdict && verdict.player === side && CLASSES.includes(verdict.kind));
      const you = this.isYou(side);
      const who = sideName(this.setup, side);
      const other = sideName(this.setup, 1 - side);
      const worst = own.filter((verdict) => isMistake(verdict.kind)).sort((a, b) => b.lost - a.lost || a.index - b.index)[0];
      const kept = accuracy(this.verdicts, side);
      if (!worst) {
        return t(you ? 'review.story.cleanYou' : 'review.story.clean', { side: who, accuracy: kept === null ? '–' : percent(kept / 100) });
      }
      const pit = moveName(grid, side, this.record.moves[worst.index]);
      const reply = this.traces[worst.index + 1];
      const taken = reply && reply.player !== side ? capturedBy(reply) : 0;
      const params = {
        side: who,
        other,
        move: worst.index + 1,
        pit,
        amount: amount(game, taken),
        before: percent(worst.before),
        after: percent(worst.after),
      };
      const gaveAway = worst.before >= 0.5 && worst.after < 0.5;
      const key = `review.story.${gaveAway ? 'gaveAway' : 'costliest'}${taken ? 'Capture' : ''}${you ? 'You' : ''}`;
      return t(key, params);
    });
    return el('div', { class: 'review-story' }, lines.map((line) => el('p', { text: line })));
  }

  // The graph of South's chance after each move, from the verdicts known.
  graph() {
    const grid = this.shell.grid;
    const points = this.record.moves.map((move, index) => {
      const verdict = this.verdicts[index];
      const known = verdict?.after !== null && verdict?.after !== undefined;
      const south = known ? (verdict.player === 0 ? verdict.after : 1 - verdict.after) : null;
      const kind = verdict?.kind ?? 'pending';
      const player = verdict?.player;
      const label =
        south === null
          ? t('review.graphPending', { move: index + 1 })
          : t('review.graphPoint', {
              move: index + 1,
              side: sideName(this.setup, player),
              pit: moveName(grid, player, move),
              kind: t(`review.class.${kind}`),
              south: sideName(this.setup, 0),
              chance: percent(south),
            });
      return { index, south, kind, label };
    });
    const first = this.verdicts[0];
    const start = first?.before !== null && first?.before !== undefined ? (first.player === 0 ? first.before : 1 - first.before) : null;
    return reviewGraph({
      points,
      start,
      selected: this.selected,
      sides: [0, 1].map((side) => sideName(this.setup, side)),
      onSelect: (index) => this.select(index),
    });
  }

  // A row per class and the accuracy, a column per player: narrow enough
  // for a phone.
  summaryTable() {
    const counts = summary(this.verdicts.filter(Boolean));
    return el(
      'table',
      { class: 'review-summary' },
      el('caption', { class: 'visually-hidden', text: t('review.summary') }),
      el('thead', {}, el('tr', {}, el('td'), [0, 1].map((side) => el('th', { scope: 'col', text: sideName(this.setup, side) })))),
      el(
        'tbody',
        {},
        el(
          'tr',
          { class: 'review-accuracy' },
          el('th', { scope: 'row', text: t('review.accuracy') }),
          [0, 1].map((side) => {
            const kept = accuracy(this.verdicts, side);
            return el('td', { 'data-accuracy': kept === null ? null : kept.toFixed(1), text: kept === null ? '–' : percent(kept / 100) });
          }),
        ),
        [...CLASSES, 'unclear'].map((kind) =>
          el(
            'tr',
            { 'data-kind': kind },
            el('th', { scope: 'row' }, kindBadge(kind)),
            [0, 1].map((side) => el('td', { text: String(counts[side][kind] + (kind === 'best' ? counts[side].forced : 0)) })),
          ),
        ),
      ),
    );
  }

  detail(verdict) {
    const grid = this.shell.grid;
    const game = this.record.start.game;
    const { index, player } = verdict;
    const who = sideName(this.setup, player);
    const played = moveName(grid, player, this.record.moves[index]);
    const lines = [
      el('p', { class: 'review-detail-head' }, el('strong', { text: t('review.moveOf', { move: index + 1, side: who }) }), ` ${played}: `, kindBadge(verdict.kind)),
    ];
    if (verdict.played) lines.push(el('p', { text: t('review.played', { value: plainWorth(verdict.played, game) }) }));
    const judged = CLASSES.includes(verdict.kind);
    if (judged && verdict.kind !== 'best') {
      lines.push(el('p', { class: 'review-chance', text: t('review.chanceLost', { side: who, before: percent(verdict.before), after: percent(verdict.after) }) }));
    } else if (verdict.after !== null && verdict.after !== undefined && verdict.kind !== 'unknown') {
      lines.push(el('p', { class: 'review-chance', text: t('review.chanceKept', { side: who, chance: percent(verdict.after) }) }));
    }
    if (verdict.kind === 'unclear') lines.push(el('p', { class: 'review-unclear', text: t('review.unclear') }));
    const better = verdict.best && judged && verdict.kind !== 'best' ? verdict.best : null;
    if (better) {
      lines.push(el('p', { text: t('review.better', { move: moveName(grid, player, better.move), value: plainWorth(better, game) }) }));
    }
    // The values as the analysis has them, for those who want them.
    const detailOf = (worth) => worthDetail(worth);
    lines.push(
      el(
        'details',
        { class: 'review-details' },
        el('summary', { text: t('review.details') }),
        verdict.played ? el('p', { text: t('review.detailPlayed', { detail: detailOf(verdict.played), value: verdict.played.margin }) }) : null,
        verdict.best ? el('p', { text: t('review.detailBest', { detail: detailOf(verdict.best), value: verdict.best.margin }) }) : null,
        el('p', { text: t('review.detailScale', { scale: this.verdictRule().scale }) }),
      ),
    );
    lines.push(
      el(
        'div',
        { class: 'analysis-actions' },
        better ? button(t('review.showBetter'), () => this.showBetter(index), { action: 'better', small: true }) : null,
        button(t('review.tryAgain'), () => this.tryAgain(index), { action: 'try-again', small: true }),
      ),
    );
    return el('div', { class: 'review-detail', 'data-kind': verdict.kind }, lines);
  }

  moveList() {
    const grid = this.shell.grid;
    return el(
      'ol',
      { class: 'review-moves' },
      this.record.moves.map((move, index) => {
        const verdict = this.verdicts[index];
        const player = verdict?.player;
        const name = player === undefined ? '…' : moveName(grid, player, move);
        const kind = verdict?.kind ?? 'pending';
        return el(
          'li',
          {},
          el(
            'button',
            {
              type: 'button',
              class: `review-move${index === this.selected ? ' selected' : ''}`,
              'data-index': String(index),
              'data-kind': kind,
              'aria-current': index === this.selected ? 'step' : null,
              onclick: () => this.select(index),
            },
            el('span', { class: 'history-number', text: `${index + 1}.` }),
            el('span', { class: 'review-move-side', text: player === undefined ? '' : sideName(this.setup, player) }),
            el('span', { class: 'review-move-name', text: name }),
            verdict ? kindBadge(kind) : el('span', { class: 'review-kind pending', text: '…' }),
          ),
        );
      }),
    );
  }
}

function kindBadge(kind) {
  return el('span', { class: `review-kind ${kind}`, text: t(`review.class.${kind}`) });
}

/** @param {string} text @param {() => void} onclick @param {{action?: string, disabled?: boolean, primary?: boolean, small?: boolean}} [how] */
function button(text, onclick, { action, disabled = false, primary = false, small = false } = {}) {
  return el('button', {
    type: 'button',
    class: `button${small ? ' small' : ''}${primary ? ' primary' : ''}`,
    'data-action': action,
    disabled,
    text,
    onclick,
  });
}

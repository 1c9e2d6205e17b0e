// @ts-check
// The game review: every move of the game shown, both players', valued
// against the best move of its position (a short analysis per ply, the
// last ply first so that the endgame's proofs serve the plies before it)
// and classified (values.js, docs/AI.md "Game review"); a summary per
// player; each move's verdict with the better move, shown on the board
// in analysis mode; the next mistake; and "try again from here" against
// the computer from the position before a move. While open it is a session
// on the stack over the game it reviews (www/page/sessions.js): it follows
// the game's snapshots, and the game's seats and offers stay as they are.

import { t } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { sideName } from '../ui/words.js';
import { analyse } from './engine.js';
import { recordKey } from './mode.js';
import { CLASSES, VERDICT_DEPTH, classify, isMistake, shallowestEstimate, summary } from './values.js';
import { moveName, plural, seedNumber, worthClause } from './words.js';

// The time for each ply in the first pass: one round of the solver, so
// that a game of 60 moves is reviewed in half a minute.
const REVIEW_MS = 400;
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
    const judge = (index, analysis) => {
      const verdict = classify(analysis, record.moves[index], this.verdictRule());
      this.verdicts[index] = { ...verdict, index, player: positions[index].to_move, analysis };
    };
    for (let index = record.moves.length - 1; index >= 0; index--) {
      if (running.signal.aborted) return;
      let analysis = null;
      if (positions[index].phase !== 'opening') {
        analysis = await this.analysisAt(record, index, REVIEW_MS, running.signal);
        if (running.signal.aborted) return;
      }
      judge(index, analysis);
      this.done += 1;
      this.render();
    }
    this.shell.announce(t('review.finished'));
    // Left open, the review looks again, deeper, at the moves it could not
    // judge.
    for (const ms of DEEPER_MS) {
      const unclear = this.verdicts.filter((verdict) => verdict?.kind === 'unclear').map((verdict) => verdict.index);
      for (const [done, index] of unclear.reverse().entries()) {
        if (running.signal.aborted) return;
        this.deepening = { unclear: unclear.length - done };
        this.render();
        const analysis = await this.analysisAt(record, index, ms, running.signal);
        if (running.signal.aborted) return;
        if (analysis) judge(index, analysis);
      }
    }
    this.deepening = null;
    this.running = null;
    this.mode.pause(false);
    this.render();
  }

  // The depth an estimate needs for a verdict in this game (values.js).
  verdictRule() {
    const game = this.record?.start.game;
    return { minDepth: VERDICT_DEPTH[game] ?? 0, byResult: game === 'hus' };
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
  async analysisAt(record, index, ms, signal) {
    const prefix = { start: record.start, moves: record.moves.slice(0, index) };
    const known = this.mode.known(prefix);
    // The analysis board's finished looks (no `ms`) are deeper than any here.
    if (known?.analysis && (known.analysis.proven || (known.final && (known.ms ?? Infinity) >= ms))) return known.analysis;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const analysis = await analyse({ record: prefix, ply: null, firstMs: ms, maxMs: ms }, null, signal);
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
    const focused = this.panel.contains(active) ? { action: active.dataset.action, index: active.dataset.index } : null;
    const total = this.record?.moves.length ?? 0;
    const viewing = this.snapshot?.viewPly ?? null;
    if (viewing !== null && this.verdicts[viewing]) this.selected = viewing;
    this.showOnPits(viewing !== null ? this.verdicts[viewing] : null);
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
      parts.push(this.summaryTable());
      parts.push(
        el(
          'div',
          { class: 'analysis-actions' },
          button(`${t('review.next')} ▶`, () => this.nextMistake(), { action: 'next', primary: true, small: true }),
          el(
            'label',
            { class: 'review-both' },
            el('input', {
              type: 'checkbox',
              'data-action': 'both-players',
              checked: this.bothPlayers,
              onchange: (event) => {
                this.bothPlayers = event.target.checked;
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
      const selector = focused.index !== undefined ? `[data-index="${focused.index}"]` : `[data-action="${focused.action}"]`;
      this.panel.querySelector(`${selector}:not(:disabled)`)?.focus();
    }
  }

  // A row per class, a column per player: narrow enough for a phone.
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
        [...CLASSES, 'unclear'].map((kind) =>
          el(
            'tr',
            {},
            el('th', { scope: 'row' }, kindBadge(kind)),
            [0, 1].map((side) => el('td', { text: String(counts[side][kind] + (kind === 'best' ? counts[side].forced : 0)) })),
          ),
        ),
      ),
    );
  }

  detail(verdict) {
    const grid = this.shell.grid;
    const { index, player } = verdict;
    const who = sideName(this.setup, player);
    const played = moveName(grid, player, this.record.moves[index]);
    const lines = [
      el('p', { class: 'review-detail-head' }, el('strong', { text: t('review.moveOf', { move: index + 1, side: who }) }), ` ${played}: `, kindBadge(verdict.kind)),
    ];
    if (verdict.played) {
      lines.push(el('p', { text: t('review.played', { clause: worthClause(verdict.played) }) }));
    }
    if (verdict.kind === 'unclear') {
      const needed = this.verdictRule().minDepth;
      const depth = shallowestEstimate(verdict);
      const why = Number.isFinite(needed) ? t('review.unclear', { depth, needed }) : t('review.unclearProofsOnly', { depth });
      lines.push(el('p', { class: 'review-unclear', text: why }));
    }
    const judged = !['best', 'forced', 'unclear', 'unknown'].includes(verdict.kind);
    const better = verdict.best && judged ? verdict.best : null;
    if (better) {
      lines.push(
        el('p', {
          text: plural('review.better', Math.round(verdict.lost * 10) / 10, {
            move: moveName(grid, player, better.move),
            clause: worthClause(better),
            lost: seedNumber(verdict.lost),
          }),
        }),
      );
    }
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

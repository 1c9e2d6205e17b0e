// @ts-check
// "Learn from your mistakes", after the game review: the person's own
// mistakes and blunders one by one as puzzles. The board shows the
// position before the mistake, on a game of its own (a session over the
// review: the reviewed game stays as it is); the person looks for a better
// move, and each try is judged by the review's analysis of that position
// (values.js, `classify`): as good as the best, or close ("good"), solves
// it and is played on the board; anything worse is said and taken back.
// "Show the answer" plays the review's best move.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { sideName } from '../ui/words.js';
import { classify, sameMove } from './values.js';
import { moveName, percent, plainWorth } from './words.js';

// A puzzle's positions are listed quickly, as the controller's are.
const LISTING_LAPS = 100_000;
// A try is right when it is at least this good.
const RIGHT = ['best', 'good'];

export class LearnMistakes {
  /**
   * @param {{shell: any, engine: any, marks: any, review: any}} parts the
   *   PageShell, the page's wasm module, the PitMarks, and the Review whose
   *   verdicts (and panel) this uses
   */
  constructor({ shell, engine, marks, review }) {
    this.shell = shell;
    this.engine = engine;
    this.marks = marks;
    this.review = review;
    this.active = false;
    this.mistakes = []; // the review's verdicts, in the order of the game
    this.at = 0;
    this.game = null; // a WasmGame at the position before the mistake
    this.state = 'asking'; // 'solved', 'shown', 'done'
    this.feedback = null; // {kind: 'right'|'wrong'|'shown', text}
    this.abort = null;
    /** @type {import('../page/types.js').Session} */
    this.session = {
      kind: 'mistakes',
      game: () => this.game,
      status: () => '',
      offers: { hint: false, analysis: false, result: false },
      displaced: () => this.release(),
    };
    this.panel = el('div', { class: 'review-learn', role: 'group', 'aria-labelledby': 'review-learn-title' });
  }

  get verdict() {
    return this.mistakes[this.at];
  }

  // Starts with the first of `mistakes` (verdicts with a best move).
  start(mistakes) {
    if (!mistakes.length) return;
    this.mistakes = mistakes;
    this.active = true;
    this.shell.skip();
    this.shell.enter(this.session);
    this.show(0);
  }

  // Back to the review, at the mistake reached.
  stop() {
    if (!this.active) return;
    const index = this.verdict?.index ?? null;
    this.release();
    this.shell.skip();
    this.shell.resumeGame();
    if (this.review.isOpen && index !== null) this.review.select(index);
    this.review.render();
  }

  release() {
    this.abort?.abort();
    this.abort = null;
    this.game?.free();
    this.game = null;
    this.active = false;
    this.shell.leave(this.session);
  }

  snapshot() {
    return {
      gameNumber: this.review.gameNumber,
      setup: this.review.setup,
      ...this.game.snapshot(LISTING_LAPS),
      traces: this.game.history(),
    };
  }

  show(at) {
    this.abort?.abort();
    this.at = at;
    this.state = 'asking';
    this.feedback = null;
    this.game?.free();
    const record = this.review.record;
    this.game = this.engine.WasmGame.fromRecord({ start: record.start, moves: record.moves.slice(0, this.verdict.index) });
    this.marks.clear();
    this.shell.show(this.snapshot());
    this.render({ focus: true });
    this.shell.announce(this.question());
    const abort = new AbortController();
    this.abort = abort;
    this.awaitMove(abort.signal);
  }

  question() {
    const verdict = this.verdict;
    return t('review.mistakes.find', {
      move: verdict.index + 1,
      side: sideName(this.review.setup, verdict.player),
      played: moveName(this.shell.grid, verdict.player, this.review.record.moves[verdict.index]),
    });
  }

  // The person's tries, until one is right.
  async awaitMove(signal) {
    while (!signal.aborted) {
      let move;
      try {
        move = await this.shell.awaitMove(this.snapshot(), signal);
      } catch {
        return;
      }
      if (signal.aborted) return;
      const verdict = this.verdict;
      const judged = classify(verdict.analysis, move, this.review.verdictRule());
      const grid = this.shell.grid;
      const name = moveName(grid, verdict.player, move);
      const game = this.review.record.start.game;
      if (RIGHT.includes(judged.kind) || sameMove(move, verdict.best.move)) {
        this.state = 'solved';
        this.say('right', t('review.mistakes.right', { move: name, value: judged.played ? plainWorth(judged.played, game) : '' }));
        await this.play(move, signal);
        return;
      }
      const again = sameMove(move, this.review.record.moves[verdict.index]);
      const text = again
        ? t('review.mistakes.same', { move: name })
        : t('review.mistakes.wrong', { move: name, value: judged.played ? plainWorth(judged.played, game) : '', chance: percent(judged.after ?? 0) });
      this.say('wrong', text);
    }
  }

  showAnswer() {
    if (this.state !== 'asking') return;
    this.abort?.abort();
    this.shell.finishInput();
    const abort = new AbortController();
    this.abort = abort;
    const verdict = this.verdict;
    this.state = 'shown';
    const name = moveName(this.shell.grid, verdict.player, verdict.best.move);
    this.say('shown', t('review.mistakes.answer', { move: name, value: plainWorth(verdict.best, this.review.record.start.game) }));
    this.play(verdict.best.move, abort.signal);
  }

  async play(move, signal) {
    const before = this.snapshot();
    let trace;
    try {
      trace = this.game.play(move);
    } catch {
      return;
    }
    this.render({ focus: false });
    await this.shell.showMove(trace, before, this.snapshot(), { isCurrent: () => !signal.aborted, announce: false });
  }

  next() {
    if (this.at + 1 < this.mistakes.length) this.show(this.at + 1);
    else {
      this.abort?.abort();
      this.state = 'done';
      this.say('done', t('review.mistakes.done', { count: this.mistakes.length }));
    }
  }

  say(kind, text) {
    this.feedback = { kind, text };
    this.shell.announce(text);
    this.render({ focus: false });
  }

  render({ focus }) {
    const verdict = this.verdict;
    const asking = this.state === 'asking';
    const parts = [
      el('h3', { id: 'review-learn-title', tabindex: '-1', text: t('review.mistakes.title', { at: this.at + 1, of: this.mistakes.length }) }),
      verdict && this.state !== 'done' ? el('p', { class: 'review-learn-question', text: this.question() }) : null,
      this.feedback ? el('p', { class: `review-learn-feedback ${this.feedback.kind}`, role: 'status', text: this.feedback.text }) : null,
      el(
        'div',
        { class: 'analysis-actions' },
        asking ? button(t('review.mistakes.show'), () => this.showAnswer(), 'learn-answer') : null,
        this.state === 'solved' || this.state === 'shown'
          ? button(this.at + 1 < this.mistakes.length ? t('review.mistakes.next') : t('review.mistakes.finish'), () => this.next(), 'learn-next', true)
          : null,
        button(t('review.mistakes.back'), () => this.stop(), 'learn-back'),
      ),
    ];
    this.panel.replaceChildren(...parts.filter(Boolean));
    this.review.render();
    if (focus) /** @type {HTMLElement | null} */ (this.panel.querySelector('h3'))?.focus();
  }
}

/** @param {string} text @param {() => void} onclick @param {string} action @param {boolean} [primary] */
function button(text, onclick, action, primary = false) {
  return el('button', { type: 'button', class: `button small${primary ? ' primary' : ''}`, 'data-action': action, text, onclick });
}

// Analysis mode: what every legal move of the position shown is worth, on
// its pit and in a list, deepening as the worker searches (engine.js);
// the position's value on a bar; the best line played on the board step by
// step, with the lap animation. It follows whatever the page shows: any
// ply of the history, any game, an edited position. Stepping along a line
// (or playing a move of the list) leaves the game where it is: the game's
// turn waits, and any move, undo or look back returns to it.

import { t } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { directionKey, sideName } from '../ui/words.js';
import { analyse, warmAnalysis } from './engine.js';
import { compareWorth, resultShown, sameMove, scaleFor, seedsOf, southShare, southWorth } from './values.js';
import {
  chanceWords,
  moveName,
  moveSpoken,
  plainWorth,
  plural,
  positionValue,
  positionWords,
  seedNumber,
  worthDetail,
  worthWords,
} from './words.js';

// Analyses kept, by position and history: going back to a ply shows its
// values at once, and the review's fill the same store.
const CACHE_LIMIT = 600;
// A line's positions are listed quickly, as the controller's are.
const LISTING_LAPS = 100_000;

export class AnalysisMode {
  // `shell` is the PageShell, `engine` the page's wasm module, `marks` the
  // PitMarks; `place(panel)` puts the panel on the page; `onReview()`
  // opens the game review; `compact` is the embed's smaller panel.
  constructor({ shell, engine, marks, place, onReview, button = null, compact = false }) {
    this.shell = shell;
    this.button = button; // the page's toggle (aria-pressed)
    this.engine = engine;
    this.marks = marks;
    this.onReview = onReview;
    this.compact = compact;
    this.isOpen = false;
    this.snapshot = null;
    this.base = null; // {record, ply}: the position of the page
    this.variation = []; // moves played from there in the analysis
    this.variationProven = []; // for each, whether it was a proven step of the line
    this.scratch = null; // a WasmGame at base + variation, while there is one
    this.ahead = []; // the line still to play from here, until an analysis says
    this.aheadProven = 0; // how many of its first moves are proven best
    this.target = null; // {key, record, position, over}
    this.entry = null; // {analysis, final, error} of the target
    this.abort = null;
    this.paused = false; // the review has the worker
    this.playing = false;
    this.movesDetailsOpen = false;
    this.cache = new Map();
    this.listeners = new Set(); // hear each new analysis of the target
    // A line played from the page's position is a session on the board:
    // its own game (the scratch), its status line, the player's bars its
    // numbers; the game comes back when it is left or the game moves on.
    /** @type {import('../page/types.js').Session} */
    this.session = {
      kind: 'analysis',
      game: () => this.scratch,
      status: () => plural('analysis.exploring', this.variation.length),
      offers: { hint: false, result: false },
      retranslate: () => this.scratch && this.shell.show(this.scratchSnapshot()),
      displaced: () => this.dropVariation(),
    };
    this.panel = el('section', { class: `analysis-panel${compact ? ' compact' : ''}`, 'aria-labelledby': 'analysis-title' });
    this.panel.hidden = true;
    place(this.panel);
  }

  // Only where the host and the session on the board offer it.
  open() {
    if (!this.shell.offers('analysis')) return;
    warmAnalysis();
    this.isOpen = true;
    this.panel.hidden = false;
    this.button?.setAttribute('aria-pressed', 'true');
    if (this.shell.current) this.follow(this.shell.current);
    this.render();
  }

  close() {
    this.isOpen = false;
    this.panel.hidden = true;
    this.button?.setAttribute('aria-pressed', 'false');
    this.stopSearch();
    this.leaveVariation();
    this.marks.clear();
    this.render();
  }

  // The page shows a snapshot (a move, an undo, a look back, a new game).
  follow(snapshot) {
    this.snapshot = snapshot;
    if (this.variation.length || this.scratch) this.dropVariation();
    const ply = snapshot.viewPly ?? snapshot.ply;
    this.base = { record: { start: snapshot.record.start, moves: snapshot.record.moves.slice(0, ply) }, ply };
    this.ahead = [];
    if (this.isOpen) this.retarget();
  }

  sowing(on) {
    if (this.isOpen) this.marks.hide(on || this.playing);
  }

  // The review has the worker (true) or gives it back.
  pause(paused) {
    this.paused = paused;
    if (paused) this.stopSearch();
    else if (this.isOpen) this.retarget();
  }

  // What is analysed now: the page's position and the moves played from it.
  retarget() {
    if (!this.base) return;
    const record = { start: this.base.record.start, moves: [...this.base.record.moves, ...this.variation] };
    const position = this.scratch ? this.scratch.position() : this.snapshot.shown;
    const over = this.scratch ? this.scratch.outcome() !== null : Boolean(this.snapshot.outcome) && this.snapshot.viewPly === null;
    const key = recordKey(record);
    if (this.target?.key === key && (this.abort || this.entry?.final)) {
      this.render();
      return;
    }
    this.stopSearch();
    this.target = { key, record, position, over };
    // The solver refuses an opening phase (Kiothi's redistributions).
    const opening = position.phase === 'opening';
    this.entry = opening ? { analysis: null, final: true, error: 'opening' } : this.cache.get(key) ?? null;
    if (this.entry?.analysis?.line?.length) {
      this.ahead = [];
      this.aheadProven = 0;
    }
    if (!this.entry?.final && !this.paused && this.isOpen) this.search();
    this.render();
  }

  search() {
    const target = this.target;
    const abort = new AbortController();
    this.abort = abort;
    const started = performance.now();
    let first = true;
    analyse(
      { record: target.record, ply: null },
      (analysis, { final }) => {
        if (this.target !== target) return;
        // How long the first values took (for the browser tests).
        if (first) this.panel.dataset.firstValuesMs = String(Math.round(performance.now() - started));
        first = false;
        this.store(target.key, { analysis, final, error: null });
        this.entry = this.cache.get(target.key);
        this.render();
        for (const listener of this.listeners) listener(target, this.entry);
        if (final) this.abort = null;
      },
      abort.signal,
    ).catch((error) => {
      // Another asker took the worker: a later look starts again.
      if (this.abort === abort) this.abort = null;
      if (error?.name === 'AbortError' || this.target !== target) return;
      this.entry = { analysis: this.entry?.analysis ?? null, final: true, error: String(error?.message ?? error) };
      this.render();
    });
  }

  stopSearch() {
    this.abort?.abort();
    this.abort = null;
  }

  store(key, entry) {
    const known = this.cache.get(key);
    // A short look (the review's) never replaces a deeper one.
    if (known?.final && known.analysis && entry.analysis && !entry.final) return;
    if (known && known.analysis?.proven && !entry.analysis?.proven) return;
    // A line never shrinks: a newer, shorter one that the older begins
    // with (a proof that reaches less far than the estimate's line, or a
    // table that forgot) keeps the older's moves beyond it.
    const before = known?.analysis?.line ?? [];
    const after = entry.analysis?.line;
    if (after && before.length > after.length && after.every((move, i) => sameMove(move, before[i]))) {
      // The same moves from the same history: what was proven of them still is.
      const lineProven = Math.max(entry.analysis.line_proven ?? 0, known.analysis.line_proven ?? 0);
      entry = { ...entry, analysis: { ...entry.analysis, line: before, line_proven: lineProven } };
    }
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value);
  }

  // The latest analysis of the position of `key` (recordKey), or null.
  analysisOf(key) {
    if (this.target?.key === key && this.entry?.analysis) return this.entry.analysis;
    return this.cache.get(key)?.analysis ?? null;
  }

  // Resolves with the analysis of the position of `key` once this mode has
  // one (it analyses the position shown).
  whenAnalysed(key) {
    const known = this.analysisOf(key);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => {
      const listener = (target, entry) => {
        if (target.key !== key || !entry.analysis) return;
        this.listeners.delete(listener);
        resolve(entry.analysis);
      };
      this.listeners.add(listener);
    });
  }

  // The known analysis of a record's position, or null.
  known(record) {
    return this.cache.get(recordKey(record)) ?? null;
  }

  // The line to play from here: the analysis's, else what was left of the
  // line the last step came from.
  lineAhead() {
    const line = this.entry?.analysis?.line ?? [];
    const ahead = this.ahead;
    // An estimate's line is its best move alone: a longer line that begins
    // with it (the rest of a proven one, stepped back along) says more.
    if (ahead.length > line.length && (!line.length || sameMove(ahead[0], line[0]))) return ahead;
    return line;
  }

  // How many of the first moves of lineAhead() are proven best play: the
  // rest is the estimate's guess, drawn apart.
  lineAheadProven() {
    const line = this.entry?.analysis?.line ?? [];
    const lineProven = Math.min(this.entry?.analysis?.line_proven ?? 0, line.length);
    const ahead = this.lineAhead();
    if (ahead === line) return lineProven;
    const lineBegins = line.every((move, i) => sameMove(move, ahead[i]));
    return Math.max(this.aheadProven, lineBegins ? lineProven : 0);
  }

  // The line's position as the board and the players' bars show it.
  scratchSnapshot() {
    const { gameNumber, setup } = this.snapshot;
    return { gameNumber, setup, ...this.scratch.snapshot(LISTING_LAPS), traces: this.scratch.history() };
  }

  // Plays `move` from the position analysed, on the board, as a step of the
  // analysis (not of the game).
  async play(move) {
    if (this.playing || !this.target || this.target.over) return;
    const ahead = this.lineAhead();
    if (!this.scratch) {
      this.shell.stopTurn();
      this.scratch = this.engine.WasmGame.fromRecord(this.base.record);
      this.shell.enter(this.session);
    }
    const scratch = this.scratch;
    const before = this.scratchSnapshot();
    let trace;
    try {
      trace = scratch.play(move);
    } catch {
      return;
    }
    const aheadProven = this.lineAheadProven();
    const onLine = ahead.length > 0 && sameMove(ahead[0], move);
    this.variation.push(move);
    this.variationProven.push(onLine && aheadProven > 0);
    this.ahead = onLine ? ahead.slice(1) : [];
    this.aheadProven = onLine ? Math.max(0, aheadProven - 1) : 0;
    this.playing = true;
    this.marks.hide(true);
    this.render();
    // The page moves on meanwhile (a move, an undo, another game): the
    // line is dropped.
    const shown = await this.shell.showMove(trace, before, this.scratchSnapshot(), { isCurrent: () => this.scratch === scratch });
    this.playing = false;
    if (!shown) return;
    this.marks.hide(false);
    this.retarget();
  }

  next() {
    const move = this.lineAhead()[0];
    if (move) this.play(move);
  }

  back() {
    if (this.playing || !this.scratch || !this.variation.length) return;
    const move = this.variation.pop();
    const wasProven = this.variationProven.pop();
    this.scratch.undo();
    const restProven = this.lineAheadProven();
    this.ahead = [move, ...this.lineAhead()];
    this.aheadProven = wasProven ? 1 + restProven : 0;
    if (!this.variation.length) {
      this.leaveVariation({ keepAhead: true });
      return;
    }
    this.shell.show(this.scratchSnapshot());
    this.retarget();
  }

  // Back to the page's own position, and the game's turn goes on.
  leaveVariation({ keepAhead = false } = {}) {
    if (!this.scratch) return;
    const ahead = keepAhead ? this.ahead : [];
    const aheadProven = keepAhead ? this.aheadProven : 0;
    this.dropVariation();
    this.shell.skip();
    this.shell.resumeGame();
    this.ahead = ahead;
    this.aheadProven = aheadProven;
    if (this.isOpen) this.retarget();
  }

  dropVariation() {
    this.variation = [];
    this.variationProven = [];
    this.scratch?.free();
    this.scratch = null;
    this.playing = false;
    this.marks.hide(false);
    this.shell.leave(this.session);
  }

  // A kiosk's next visitor: no analysis of the last visitor's games kept.
  forget() {
    this.cache.clear();
    this.target = null;
    this.entry = null;
    this.ahead = [];
  }

  // The marks on the pits and the panel, for the target as known now.
  render() {
    if (!this.isOpen) {
      this.panel.replaceChildren();
      return;
    }
    const analysis = this.entry?.analysis ?? null;
    if (!this.playing) this.marks.show(analysis, this.target?.position.to_move ?? 0);
    this.renderPanel(analysis);
  }

  renderPanel(analysis) {
    const focused = this.panel.contains(document.activeElement) ? document.activeElement.dataset.action : null;
    const target = this.target;
    const setup = this.snapshot?.setup;
    const toMove = target?.position.to_move ?? 0;
    const parts = [
      el(
        'div',
        { class: 'analysis-head' },
        el('h2', { id: 'analysis-title', text: t('analysis.title') }),
        button(t('analysis.close'), () => this.close(), { action: 'close', small: true }),
      ),
    ];
    if (analysis && setup) {
      const value = positionValue(analysis);
      const south = southWorth(value.worth, toMove);
      const words = positionWords(setup, value, toMove, target.position.game);
      const share = southShare(south, scaleFor(target.position.game, seedsOf(target.position)));
      const chance = chanceWords(setup, value, share);
      parts.push(
        el(
          'div',
          { class: 'analysis-bar', role: 'img', 'aria-label': t('analysis.bar', { value: chance ? `${words}, ${chance}` : words }) },
          barFill(share),
          el('span', { class: 'analysis-bar-label south', text: sideName(setup, 0) }),
          el('span', { class: 'analysis-bar-label north', text: sideName(setup, 1) }),
        ),
        el(
          'p',
          { class: 'analysis-value' },
          el('strong', { text: words }),
          chance ? ` · ${chance}` : null,
          target.over ? null : el('span', { class: 'analysis-to-move', text: ` · ${t('analysis.toMove', { side: sideName(setup, toMove) })}` }),
        ),
      );
    }
    parts.push(el('p', { class: 'analysis-status', text: this.statusWords(analysis) }));
    if (analysis?.moves.length) {
      // Giuthi's moves carry a direction sign: its key goes with the legend.
      const key = analysis.moves.some((entry) => entry.move.dir) ? ` ${directionKey()}` : '';
      parts.push(el('p', { class: 'analysis-legend', text: `${t('analysis.legend')}${key}` }));
    }
    if (target && !target.over && !this.entry?.error) parts.push(this.lineSection(analysis));
    if (analysis?.moves.length && !this.compact) parts.push(...this.moveList(analysis, toMove, target.position.game));
    if (this.onReview) {
      parts.push(el('div', { class: 'analysis-actions' }, button(t('review.start'), () => this.onReview(), { action: 'review' })));
    }
    fill(this.panel, parts);
    if (focused) {
      const again = this.panel.querySelector(`[data-action="${focused}"]:not(:disabled)`);
      again?.focus();
    }
  }

  statusWords(analysis) {
    const entry = this.entry;
    if (!this.target) return '';
    if (entry?.error === 'opening') return t('analysis.kiothiOpening');
    if (entry?.error) return t('analysis.failed');
    if (this.target.over) return t('analysis.over');
    if (this.paused && !entry?.final) return t('analysis.paused');
    if (!analysis) return t('analysis.starting');
    if (!entry.final) {
      return t('analysis.searching', { depth: positionValue(analysis).depth, nodes: seedNumber(analysis.nodes) });
    }
    return analysis.proven ? t('analysis.allProven') : t('analysis.stopped', { depth: positionValue(analysis).depth });
  }

  lineSection(analysis) {
    const grid = this.shell.grid;
    const ahead = this.lineAhead();
    const played = this.variation;
    // Who plays each move of the line: the analysis's positions say it.
    const names = [];
    const game = this.engine.WasmGame.fromRecord(this.base.record);
    try {
      for (const move of [...played, ...ahead]) {
        const mover = game.position().to_move;
        names.push(moveName(grid, mover, move));
        game.play(move);
      }
    } catch {
      // A line that no longer fits (a stale one) is shown as far as it goes.
    } finally {
      game.free();
    }
    // Proven best play is drawn solid, the estimate's guess dashed and
    // faded, and the note says where the proof ends.
    const aheadProven = this.lineAheadProven();
    const proven = names.map((_, index) =>
      index < played.length ? this.variationProven[index] : index - played.length < aheadProven,
    );
    const items = names.map((name, index) => {
      const place = index < played.length ? 'played' : index === played.length ? 'next' : 'ahead';
      return el('li', { class: `${place} ${proven[index] ? 'proven' : 'estimated'}`, text: name });
    });
    const steps = names.length;
    const aheadShown = steps - played.length;
    return el(
      'div',
      { class: 'analysis-line' },
      el('h3', { text: t('analysis.line') }),
      items.length ? el('ol', { class: 'analysis-line-moves' }, items) : el('p', { class: 'analysis-none', text: t('analysis.noLine') }),
      aheadShown > 0 ? el('p', { class: 'analysis-line-proof', text: lineProofNote(Math.min(aheadProven, aheadShown), aheadShown) }) : null,
      el(
        'div',
        { class: 'analysis-line-buttons' },
        button('«', () => this.leaveVariation(), { action: 'line-start', label: t('analysis.lineStart'), disabled: !played.length || this.playing, small: true }),
        button('◀', () => this.back(), { action: 'line-back', label: t('analysis.lineBack'), disabled: !played.length || this.playing, small: true }),
        button(`▶ ${t('analysis.lineNext')}`, () => this.next(), {
          action: 'line-next',
          disabled: !ahead.length || this.playing || analysis?.moves.length === 0,
          primary: true,
          small: true,
        }),
        el('span', { class: 'analysis-line-at', text: t('analysis.lineAt', { step: played.length, steps: Math.max(steps, played.length) }) }),
      ),
      played.length ? el('p', { class: 'analysis-exploring', text: plural('analysis.exploringNote', played.length) }) : null,
    );
  }

  // Every move in a player's words ("likely 4 seeds ahead", "wins by 6
  // seeds, certain"), and the analysis's own values (fractions, bounds,
  // depths) behind "Details" for those who want them; the list is drawn
  // anew with each deeper answer, so whether "Details" is open is kept here.
  moveList(analysis, toMove, game) {
    const grid = this.shell.grid;
    const entries = [...analysis.moves].sort((a, b) => compareWorth(b, a));
    const details = el(
      'details',
      { class: 'analysis-move-details', open: this.movesDetailsOpen },
      el('summary', { text: t('review.details') }),
      el(
        'ul',
        {},
        entries.map((entry) =>
          el(
            'li',
            { 'data-move': JSON.stringify(entry.move) },
            el('span', { class: 'analysis-move-name', text: moveName(grid, toMove, entry.move) }),
            ' ',
            el('span', { class: 'analysis-move-exact', text: worthWords(entry) }),
            ', ',
            el('span', { class: 'analysis-move-detail', text: worthDetail(entry) }),
          ),
        ),
      ),
    );
    details.addEventListener('toggle', () => {
      this.movesDetailsOpen = details.open;
    });
    const list = el(
      'details',
      { class: 'analysis-moves', open: entries.length <= 12 },
      el('summary', { text: plural('analysis.moves', entries.length) }),
      el(
        'ol',
        {},
        entries.map((entry) => {
          const best = sameMove(entry.move, analysis.best);
          const value = plainWorth(entry, game);
          return el(
            'li',
            {},
            el(
              'button',
              {
                type: 'button',
                class: `analysis-move ${resultShown(entry).result}${resultShown(entry).proven ? ' proven' : ''}${best ? ' best' : ''}`,
                'data-move': JSON.stringify(entry.move),
                'aria-label': `${moveSpoken(grid, toMove, entry.move)}: ${value}${best ? `, ${t('analysis.bestMove')}` : ''}. ${t('analysis.playIt')}`,
                disabled: this.playing,
                onclick: () => this.play(entry.move),
              },
              el('span', { class: 'analysis-move-name', text: `${best ? '★ ' : ''}${moveName(grid, toMove, entry.move)}` }),
              el('span', { class: 'analysis-move-value', text: value }),
            ),
          );
        }),
      ),
    );
    return [list, details];
  }
}

function barFill(share) {
  const fill = el('span', { class: 'analysis-bar-south' });
  fill.style.width = `${(share * 100).toFixed(1)}%`;
  return fill;
}

export function recordKey(record) {
  return JSON.stringify([record.start, record.moves]);
}

function button(text, onclick, { action, label, disabled = false, primary = false, small = false } = {}) {
  return el('button', {
    type: 'button',
    class: `button${small ? ' small' : ''}${primary ? ' primary' : ''}`,
    'data-action': action,
    'aria-label': label,
    title: label,
    disabled,
    text,
    onclick,
  });
}

// Where the proof of the line from here ends, in words: the drawing
// (solid, dashed) says it too, but not to everyone.
function lineProofNote(proven, steps) {
  if (proven === 0) return t('analysis.lineProofNone');
  if (proven >= steps) return t('analysis.lineProofAll');
  return plural('analysis.lineProofUpTo', proven);
}

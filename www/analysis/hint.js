// @ts-check
// The hint, in a game against the computer: on the person's turn a button
// that marks a good move on the board (the analysis's best after a short
// think), and one that turns hints off for the rest of the game, which
// then turns them back on (a choice said as an action, and undone as
// easily: it is not a status). Never in
// a game of two people or two computers (a kiosk's demonstration), nor in
// the embed.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { analyse } from './engine.js';
import { recordKey } from './mode.js';
import { worthOf } from './values.js';
import { moveName, plainWorth } from './words.js';

// How long the hint thinks: one round of the solver.
const HINT_MS = 600;

export class Hint {
  // `shell` the PageShell, `marks` the PitMarks, `controls` where the
  // buttons go; `analysisOpen()` says whether analysis mode shows the
  // values already (the hint then only says the best move), and
  // `whenAnalysed(key)` gives its analysis of a position.
  constructor({ shell, marks, controls, analysisOpen, whenAnalysed }) {
    this.shell = shell;
    this.marks = marks;
    this.analysisOpen = analysisOpen;
    this.whenAnalysed = whenAnalysed;
    this.offFor = new Set(); // game numbers without hints
    this.snapshot = null;
    this.shownFor = null; // the record key the mark is for
    this.abort = null;
    this.button = el('button', { type: 'button', class: 'button', id: 'hint-button', text: t('hint.button'), onclick: () => this.give() });
    this.offButton = el('button', {
      type: 'button',
      class: 'button small hint-off',
      id: 'hint-off-button',
      text: t('hint.turnOff'),
      onclick: () => (this.offFor.has(this.snapshot?.gameNumber) ? this.turnOn() : this.turnOff()),
    });
    this.group = el('span', { class: 'hint-group' }, this.button, this.offButton);
    this.group.hidden = true;
    const after = controls.querySelector('#analysis-button');
    if (after) after.after(this.group);
    else controls.append(this.group);
  }

  // Whether hints are for `snapshot` at all: the host and the session on
  // the board allow them (not a lesson, a puzzle, an embed), on the
  // person's turn.
  forTurn(snapshot) {
    if (!this.shell.offers('hint') || snapshot.outcome || snapshot.viewPly !== null) return false;
    return this.shell.seatingSession?.you === snapshot.position.to_move;
  }

  // Whether the person may ask for a hint in `snapshot`: hints are for the
  // turn and not turned off in this game.
  offered(snapshot) {
    return this.forTurn(snapshot) && !this.offFor.has(snapshot.gameNumber);
  }

  follow(snapshot) {
    this.snapshot = snapshot;
    const offered = this.offered(snapshot);
    this.group.hidden = !this.forTurn(snapshot);
    this.button.hidden = !offered;
    this.offButton.textContent = t(this.offFor.has(snapshot.gameNumber) ? 'hint.turnOn' : 'hint.turnOff');
    if (this.shownFor !== null && this.shownFor !== recordKey(snapshot.record)) this.clear();
    if (!offered) this.cancel();
  }

  sowing(on) {
    if (on) this.clear();
  }

  // A kiosk's next visitor: hints on again in every game.
  forget() {
    this.clear();
    this.offFor.clear();
  }

  cancel() {
    this.abort?.abort();
    this.abort = null;
    this.button.disabled = false;
    this.button.removeAttribute('aria-busy');
  }

  clear() {
    this.cancel();
    if (this.shownFor !== null && !this.analysisOpen()) this.marks.clear();
    this.shownFor = null;
  }

  turnOff() {
    if (!this.snapshot) return;
    this.clear();
    this.offFor.add(this.snapshot.gameNumber);
    this.follow(this.snapshot);
    this.say(t('hint.offNow'));
  }

  turnOn() {
    if (!this.snapshot) return;
    this.offFor.delete(this.snapshot.gameNumber);
    this.follow(this.snapshot);
    this.say(t('hint.onNow'));
  }

  async give() {
    const snapshot = this.snapshot;
    if (!snapshot || !this.offered(snapshot)) return;
    const position = snapshot.position;
    if (position.game === 'kiothi' && position.phase === 'opening') {
      this.say(t('hint.opening'));
      return;
    }
    this.cancel();
    const key = recordKey(snapshot.record);
    let analysis = null;
    if (this.analysisOpen()) {
      // Analysis mode has the worker: its values, once it has them.
      analysis = await this.whenAnalysed(key);
      if (this.snapshot !== snapshot) return;
    } else {
      const abort = new AbortController();
      this.abort = abort;
      this.button.disabled = true;
      this.button.setAttribute('aria-busy', 'true');
      this.shell.flash(t('hint.thinking'), HINT_MS + 400);
      try {
        analysis = await analyse({ record: snapshot.record, ply: null, firstMs: HINT_MS, maxMs: HINT_MS }, null, abort.signal);
      } catch (error) {
        if (error?.name !== 'AbortError') this.say(t('hint.failed'));
        return;
      } finally {
        if (this.abort === abort) this.cancel();
      }
      if (this.snapshot !== snapshot) return;
    }
    if (!analysis?.best) {
      this.say(t('hint.failed'));
      return;
    }
    const grid = this.shell.grid;
    const entry = worthOf(analysis, analysis.best);
    this.shownFor = key;
    if (!this.analysisOpen()) this.marks.show(analysis, position.to_move, { kind: 'hint' });
    const move = moveName(grid, position.to_move, analysis.best);
    this.say(entry ? t('hint.says', { move, value: plainWorth(entry, position.game) }) : t('hint.saysMove', { move }));
  }

  say(text) {
    this.shell.flash(text, 5000);
    this.shell.announce(text);
  }
}

// @ts-check
// A lesson on the board: its steps one after another, each a prepared
// position with a sentence or two and a task done on the board. The lesson
// is a session: it takes the board from the game (the shell's enter) with
// its own game on it, and gives it back when left. The engine judges every answer: the learner's move is played
// on a copy of the step's game, and its trace and result are held to the
// step's goal (judge.js); a wrong move is explained and the board stays as
// it was, a right one plays with the lap animation on the step's game.

import * as engine from '../pkg/mancala.js';
import { t } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { gameName } from '../ui/words.js';
import { holds, landingPit, wrongCase } from './judge.js';
import { LEARNER, explainLanding, explainMove } from './explain.js';

// The lessons' positions are small: their listings never need the worker.
const LISTING_LAPS = 100_000;

export class Lesson {
  // `lesson` is a lesson file (www/learn/lessons/<game>.json); `panel` the
  // LessonPanel it speaks through; `progress` a Progress or null (the
  // embed keeps nothing); `onLeave(backToGame)` hears the lesson end, the
  // game to be given the board back when `backToGame` (not when the game
  // took it itself); `playGame(game, options)` starts the closing game
  // against the computer.
  constructor({ shell, lesson, panel, progress, onLeave, playGame }) {
    this.shell = shell;
    this.lesson = lesson;
    this.panel = panel;
    this.progress = progress;
    this.onLeave = onLeave;
    this.playGame = playGame;
    this.game = null; // the step's WasmGame, on the board
    this.index = 0;
    this.solved = false;
    this.abort = null;
    this.pickLanding = null; // a landing question waiting for a pit
    this.marks = {}; // the board's marks for the step (a landing question's pits)
    // The learner's own moves, by step id, this visit: a step that goes on
    // from one (Kiothi's North answering the learner's opening) starts there.
    this.played = {};
    this.setup = { game: lesson.game, options: {}, starter: 0, names: ['', ''] };
    const saved = progress?.of(lesson.game, lesson.steps.length);
    this.done = new Set(saved?.done ?? []);
    this.finished = saved?.finished ?? false; // the closing game was reached once
    this.startIndex = saved?.step ?? 0;
    // The lesson's session: its own game on the board, the move preview
    // on while a step has a move to make, no hint, no analysis, no result
    // dialog; its status line is empty but for a game's end (told by the
    // sides' names: nobody plays the computer in a lesson).
    const mode = this;
    /** @type {import('../page/types.js').Session} */
    this.session = {
      kind: 'lesson',
      // The learner plays South; "Open full page" opens this lesson.
      you: LEARNER,
      id: lesson.game,
      game: () => this.game,
      activate: (pit) => this.activate(pit),
      status: (snapshot) => (snapshot.outcome ? null : ''),
      // The closing game's step shows that game's start: nobody moves yet.
      get hidesTurn() {
        return mode.step.task === 'game';
      },
      offers: {
        get preview() {
          return mode.step.task === 'game' ? 'never' : 'always';
        },
        hint: false,
        analysis: false,
        result: false,
      },
      retranslate: () => this.retranslate(),
      // The game takes the board back (a new game, a link, an undo): the
      // lesson steps aside, where it was kept for next time.
      displaced: () => this.yieldBoard(),
    };
  }

  get step() {
    return this.lesson.steps[this.index];
  }

  get steps() {
    return this.lesson.steps.length;
  }

  // Takes the board from the game and shows the step reached last time.
  open() {
    const { shell } = this;
    shell.pauseGame();
    shell.skip();
    shell.enter(this.session);
    this.panel.show(this);
    // The lesson's board may be laid out for its room beside the words.
    shell.relayout();
    this.showStep(this.startIndex, { resumed: this.startIndex > 0 });
  }

  // Gives the board back to the game.
  close() {
    this.release();
    this.onLeave(true);
  }

  // The game takes the board back (a new game, a link, an undo): the
  // lesson steps aside, where it was kept for next time.
  yieldBoard() {
    this.release();
    this.onLeave(false);
  }

  release() {
    this.stopStep();
    this.game?.free();
    this.game = null;
    this.shell.leave(this.session);
    this.panel.hide();
    this.shell.relayout();
  }

  stopStep() {
    this.abort?.abort();
    this.abort = null;
    this.pickLanding = null;
    this.shell.finishInput();
    this.shell.skip();
  }

  showStep(index, { resumed = false } = {}) {
    this.stopStep();
    this.index = Math.max(0, Math.min(index, this.steps - 1));
    const step = this.step;
    this.solved = this.done.has(step.id) && step.task !== 'game';
    this.game?.free();
    // The closing game's step shows that game's start: nothing of the step
    // before (its end, its instructions) stays over it.
    this.game = step.task === 'game' ? new engine.WasmGame(this.lesson.game, step.options ?? {}, 0) : this.startOf(step);
    this.abort = new AbortController();
    this.save();
    this.shell.offersChanged();
    this.present(this.snapshot());
    // A step with nothing to do on the board puts the focus on its button.
    // For a task on the board the focus goes to the step's heading, not to
    // a pit: a pit given the focus would draw its move's preview before the
    // learner has pointed at anything (and it may not be the step's pit).
    const onBoard = step.task === 'move' || step.task === 'landing';
    this.panel.render(this, { focus: onBoard ? 'heading' : step.task === 'game' || (step.task === 'watch' && step.move) });
    // From a step's buttons below the board (a phone scrolls there), the
    // next step's board comes back into view, with its words.
    if (!resumed) this.showBoardAndWords();
    const count = t('learn.step', { step: this.index + 1, steps: this.steps });
    const lead = resumed ? t('learn.resumed', { step: this.index + 1 }) : count;
    this.shell.announce(`${lead} ${t(this.textKey('text'))}`);
    if (step.task === 'move') this.awaitMove(this.abort.signal);
    else if (step.task === 'landing') this.awaitLanding();
    else if (step.task === 'watch' && !step.move) this.solve();
  }

  // The board and the step's words in view together, as far as the window
  // allows: from the top of the board's box (its host, the caption's band
  // included) to the end of the step's text when they fit in it (a
  // lesson's board on a phone fits half the window, learn.css), else from
  // the board's top.
  showBoardAndWords() {
    const board = this.shell.boardRoot;
    const host = board.parentElement ?? board;
    const top = Math.min(board.getBoundingClientRect().top, host.getBoundingClientRect().top);
    const words = this.panel.lastWords();
    if (!words) return;
    const bottom = words.getBoundingClientRect().bottom;
    // The words' last line a little clear of the window's foot (the page's
    // scroll padding, learn.css).
    const room = window.innerHeight - 8;
    const at = { behavior: /** @type {ScrollBehavior} */ ('instant') };
    if (bottom - top > room) board.scrollIntoView({ block: 'start', ...at });
    else if (top < 0) host.scrollIntoView({ block: 'start', ...at });
    else if (bottom > room) words.scrollIntoView({ block: 'end', ...at });
  }

  // The page's language changed (the embed's set-options): the step's
  // words and the board's, said again in it.
  retranslate() {
    if (this.game && !this.shell.animating) this.present(this.shell.current, this.marks);
    this.panel.render(this);
  }

  textKey(part) {
    return `learn.${this.lesson.game}.${this.step.id}.${part}`;
  }

  startOf(step) {
    return engine.WasmGame.fromRecord(this.recordOf(step));
  }

  // The step's game as a record: its own, or (`after`: a step whose move
  // the learner made this visit) going on from the learner's move.
  recordOf(step) {
    const own = this.played[step.after];
    if (own) return { start: this.lesson.steps.find((other) => other.id === step.after).position, moves: [own] };
    return step.record ?? { start: step.position, moves: [] };
  }

  // Whether the step goes on from an example in place of the learner's
  // own move (made on an earlier visit, or not at all): its text says so.
  showsExample() {
    return Boolean(this.step.after) && !this.played[this.step.after];
  }

  // The move a watch step shows. Kiothi's North answers any opening of the
  // learner's: the warriors its two boma hold beyond the lesson's example
  // (those the learner placed there) go to the boma `placeRest`.
  shownMove() {
    const move = this.step.move;
    if (this.step.placeRest === undefined) return move;
    const pits = this.game.position().pits;
    const lifted = move.empty.reduce((sum, pit) => sum + pits[pit], 0);
    const place = [...move.place];
    place[this.step.placeRest] += lifted - place.reduce((sum, n) => sum + n, 0);
    return { ...move, place };
  }

  // The step's game as the shell's snapshots are, for the board and its words.
  snapshot() {
    return { gameNumber: 0, setup: this.setup, ...this.game.snapshot(LISTING_LAPS), traces: this.game.history() };
  }

  present(snapshot, marks = {}) {
    this.marks = marks;
    this.shell.show(snapshot, marks);
  }

  // What `move` would do from the step's position: {trace, outcome, after},
  // or null when the engine refuses it. The step's own game is not touched.
  tryMove(move) {
    const game = this.startOf(this.step);
    try {
      const trace = game.play(move);
      return { trace, outcome: game.outcome(), after: game.position() };
    } catch {
      return null;
    } finally {
      game.free();
    }
  }

  // A move task: the learner's moves until one does what the step asks.
  async awaitMove(signal) {
    const { shell } = this;
    while (!signal.aborted) {
      const turn = this.snapshot();
      let move;
      try {
        move = await shell.awaitMove(turn, signal);
      } catch {
        return;
      }
      if (signal.aborted) return;
      const tried = this.tryMove(move);
      if (tried && holds(this.step.goal, move, tried.trace, tried.outcome)) {
        await this.playRight(move, signal);
        return;
      }
      this.wrongMove(move, tried);
    }
  }

  // A landing question: any pit may be pressed, and the engine's trace of
  // the step's move says which is right.
  awaitLanding() {
    const turn = this.snapshot();
    const every = new Set(this.shell.grid.cells.map((cell) => cell.pit));
    this.present(turn, { legal: every });
    const signal = this.abort.signal;
    const tried = this.tryMove(this.step.move);
    const landing = landingPit(tried.trace);
    this.pickLanding = (pit) => {
      if (pit !== landing) {
        const facts = explainLanding(tried.trace, pit, this.words());
        this.wrong(facts, wrongCase(this.step, this.step.move, tried.trace, tried.outcome));
        return;
      }
      this.pickLanding = null;
      this.playRight(this.step.move, signal);
    };
  }

  // The shell asks first whether a pressed pit is the lesson's.
  activate(pit) {
    if (!this.pickLanding) return false;
    this.pickLanding(pit);
    return true;
  }

  // What the words of a move need: the board's pits, the sides' names.
  words(extra = {}) {
    return { grid: this.shell.grid, setup: this.setup, ...extra };
  }

  // A legal move that does not do the task: what it did, from its trace,
  // then why that is not what the step asks (the step's explanation whose
  // claims the trace bears out).
  wrongMove(move, tried) {
    // The input offers only moves the engine lists as legal: one it refused
    // all the same has nothing to tell.
    if (!tried) return;
    const facts = explainMove(tried.trace, this.words({ after: tried.after, outcome: tried.outcome }));
    this.wrong(facts, wrongCase(this.step, move, tried.trace, tried.outcome));
  }

  wrong(facts, reason) {
    const why = reason ? t(this.textKey(`wrong.${reason.key}`)) : '';
    this.panel.feedback({ text: facts, why }, 'wrong');
    this.shell.announce(`${facts} ${why} ${t('learn.tryAgain')}`);
  }

  // Plays a move with the lap animation (the learner's right answer, or the
  // step's when shown), then the step is done.
  async playRight(move, signal, { demonstrated = false } = {}) {
    const { shell } = this;
    const before = this.snapshot();
    const trace = this.game.play(move);
    const after = this.snapshot();
    if (!demonstrated) this.played[this.step.id] = move;
    this.panel.feedback(null, null);
    this.panel.busy(true);
    this.marks = {};
    const shown = await shell.showMove(trace, before, after, { isCurrent: () => !signal.aborted, announce: false });
    if (!shown) return;
    this.panel.busy(false);
    this.solve(explainMove(trace, this.words({ after: after.position, outcome: after.outcome })), { demonstrated });
  }

  // The step is done: it is kept, and the lesson may go on. `played` says
  // what the move that did it did; `demonstrated`: the lesson made it, so
  // it is shown, not praised.
  solve(played = null, { demonstrated = false } = {}) {
    this.solved = true;
    this.done.add(this.step.id);
    this.save();
    if (played !== null) {
      const lead = demonstrated ? t('learn.shown') : t('learn.right');
      this.panel.feedback({ lead, text: played }, demonstrated ? 'shown' : 'right');
      this.shell.announce(`${lead} ${played}`);
    }
    // On with the keyboard alone: the focus goes to the way on.
    this.panel.render(this, { focus: true });
  }

  showMe() {
    if (this.solved || !this.step.move) return;
    this.playRight(this.shownMove(), this.abort.signal, { demonstrated: true });
  }

  next() {
    if (this.solved && this.index < this.steps - 1) this.showStep(this.index + 1);
  }

  back() {
    if (this.index > 0) this.showStep(this.index - 1);
  }

  // The closing game: against the beginner computer, the lesson finished.
  startGame() {
    const step = this.step;
    this.done.add(step.id);
    this.finished = true;
    this.save();
    this.release();
    this.onLeave(false);
    this.playGame(this.lesson.game, step.options ?? {});
  }

  save() {
    this.progress?.save(this.lesson.game, {
      step: this.index,
      done: [...this.done],
      finished: this.finished,
    });
  }
}

// The lesson's words and buttons beside the board: which lesson and step,
// the step's sentences, its tradition note and the project's decision when
// it has them, the answer's feedback, and the way on.
export class LessonPanel {
  constructor(place) {
    this.title = el('h2', { class: 'learn-title', id: 'learn-title', tabindex: '-1' });
    this.count = el('p', { class: 'learn-count' });
    this.leaveButton = el('button', { type: 'button', class: 'button small', onclick: () => this.lesson?.close() });
    this.body = el('div', { class: 'learn-body' });
    this.result = el('p', { class: 'learn-feedback', hidden: true });
    this.actions = el('div', { class: 'learn-actions' });
    this.element = el(
      'section',
      { class: 'learn-panel', 'aria-labelledby': 'learn-title', hidden: true },
      el('div', { class: 'learn-head' }, el('div', {}, this.title, this.count), this.leaveButton),
      this.body,
      this.actions,
    );
    this.lesson = null;
    place(this.element);
  }

  show(lesson) {
    this.lesson = lesson;
    this.element.hidden = false;
    document.body.classList.add('learning');
  }

  hide() {
    this.lesson = null;
    this.element.hidden = true;
    document.body.classList.remove('learning');
  }

  // `words`: {lead, text, why} (a right move's "Right!" and what it did; a
  // wrong one's facts and the reason), or null for none.
  feedback(words, kind) {
    this.result.hidden = !words;
    const parts = words
      ? [
          words.lead ? el('strong', { class: 'learn-lead', text: words.lead }) : null,
          words.text ? el('span', { class: 'learn-what', text: words.text }) : null,
          words.why ? el('span', { class: 'learn-why', text: words.why }) : null,
        ].filter(Boolean)
      : [];
    this.result.replaceChildren(...parts.flatMap((part, i) => (i ? [' ', part] : [part])));
    this.result.className = `learn-feedback${kind ? ` ${kind}` : ''}`;
    this.revealFeedback();
  }

  // The feedback ends the step's words: where they scroll within a short
  // frame (the embed), they scroll to it, and the buttons stay in view.
  revealFeedback() {
    if (!this.result.hidden && this.body.scrollHeight > this.body.clientHeight) this.body.scrollTop = this.body.scrollHeight;
  }

  // The last of the step's own words (its text, or a landing's task): what
  // the learner must read beside the board.
  lastWords() {
    return [...this.body.querySelectorAll('.learn-text, .learn-task')].at(-1) ?? null;
  }

  busy(on) {
    this.element.classList.toggle('busy', on);
    for (const button of this.actions.querySelectorAll('button')) button.disabled = on || button.dataset.off === 'true';
  }

  // `focus`: the step's main button takes the focus ('heading': the
  // step's heading does, while its task on the board is to be done).
  /** @param {any} lesson @param {{focus?: boolean | 'heading'}} [how] */
  render(lesson, { focus = false } = {}) {
    const step = lesson.step;
    const game = lesson.lesson.game;
    this.title.textContent = t('learn.title', { game: gameName(game) });
    this.count.textContent = t('learn.step', { step: lesson.index + 1, steps: lesson.steps });
    this.leaveButton.textContent = t('learn.leave');
    fill(
      this.body,
      el('p', { class: 'learn-text', text: t(lesson.textKey('text')) }),
      lesson.showsExample() ? el('p', { class: 'learn-example', text: t(lesson.textKey('example')) }) : null,
      step.task === 'landing' && !lesson.solved ? el('p', { class: 'learn-task', text: t('learn.landingTask') }) : null,
      step.note ? aside('note', t('learn.tradition'), t(lesson.textKey('note'))) : null,
      step.decision ? aside('decision', t('learn.decision'), t(lesson.textKey('decision'))) : null,
      this.result,
    );
    if (!lesson.solved) this.feedback(null, null);
    else this.revealFeedback();
    const button = (text, onclick, { primary = false, off = false } = {}) =>
      el('button', { type: 'button', class: `button${primary ? ' primary' : ''}`, 'data-off': String(off), disabled: off, onclick, text });
    const last = lesson.index === lesson.steps - 1;
    const next = last ? null : button(t('learn.next'), () => lesson.next(), { primary: lesson.solved, off: !lesson.solved });
    const showMe = step.task === 'watch' && step.move && !lesson.solved ? button(t('learn.showMe'), () => lesson.showMe(), { primary: true }) : null;
    const play = step.task === 'game' ? button(t('learn.play'), () => lesson.startGame(), { primary: true }) : null;
    fill(this.actions, button(t('learn.back'), () => lesson.back(), { off: lesson.index === 0 }), showMe, play, next);
    const main = play ?? showMe ?? (lesson.solved ? next : null);
    if (focus === 'heading' && !lesson.solved) this.title.focus({ preventScroll: true });
    else if (focus && main) main.focus({ preventScroll: true });
  }
}

function aside(kind, label, text) {
  return el('aside', { class: `learn-${kind}` }, el('strong', { class: 'learn-label', text: `${label}: ` }), text);
}

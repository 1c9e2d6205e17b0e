// @ts-check
// Puzzle mode: the proven puzzles of www/puzzles/GAME.json (made by
// `mancala puzzles`, docs/PUZZLES.md) played on the page's board. The
// learner moves through the board and its accessible mirror as in a game;
// the engine plays the move and its trace says which move it was, which is
// compared with the proven line; the other side answers with the line's
// proven replies. The page implements no rule: the values and captures
// that explain a wrong move are the solver's, stored with the puzzle.

import { t } from '../i18n/i18n.js';
import { GAMES } from '../game/controller.js';
import { COMPUTER_PAUSE_MS, pause, untilAborted } from '../game/waiting.js';
import { el, fill } from '../ui/dom.js';
import { gameName, sideName } from '../ui/words.js';
import { Progress } from './progress.js';
import { gameOfPuzzle, stableId } from '../game/puzzle-id.js';
import { answerWords, hasWords, levelWords, loadWords, markWords, streakWords, taskShort, taskWords, wrongWords } from './words.js';

const VERDICT_TITLES = { solved: 'puzzles.solved', failed: 'puzzles.failed', shown: 'puzzles.shown' };
// The sides by their own names: a puzzle has no players' names.
const NO_NAMES = { names: ['', ''] };

const collections = {};
// The puzzles of a game, fetched once; each named by its stable id, the
// file's id (its rank) kept as `rankId`.
function collectionOf(game) {
  collections[game] ??= fetch(new URL(`./${game}.json`, import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`puzzles: ${response.status}`);
      return response.json();
    })
    .then((collection) => {
      for (const puzzle of collection.puzzles) Object.assign(puzzle, { rankId: puzzle.id, id: stableId(game, puzzle) });
      return collection;
    })
    .catch((error) => {
      delete collections[game];
      throw error;
    });
  return collections[game];
}

// Two move documents of the engine name the same move.
function sameMove(a, b) {
  return Boolean(a && b) && a.pit === b.pit && a.dir === b.dir && a.count === b.count;
}

// Nothing of a puzzle is saved as the page's game: the game being played
// before it stays saved, and comes back when the learner leaves.
const noGameSaving = { saveGame: () => false, loadGame: () => null, forgetGame: () => false };

export class PuzzleMode {
  #storage;

  // `shell` is the page's PageShell (its host's storage keeps the marks and
  // streak); `engine` the wasm module; `place(panel, actions)` puts the panel and
  // its row of buttons on the page (the buttons beside the status line, in
  // reach on a phone, or in the panel);
  // `onLeave()` (none: no way out, the embed) takes the page back to its
  // game; `onPuzzle(id)` hears which puzzle is shown (the address).
  /**
   * @param {{shell: import('../page/shell.js').PageShell, engine: any,
   *   place: (panel: HTMLElement, actions: HTMLElement) => void,
   *   onLeave?: (() => void) | null, onPuzzle?: (id: string) => void, compact?: boolean}} options
   */
  constructor({ shell, engine, place, onLeave = null, onPuzzle = () => {}, compact = false }) {
    const { storage } = shell.host;
    this.shell = shell;
    this.engine = engine;
    this.#storage = storage;
    this.progress = new Progress(storage);
    this.onLeave = onLeave;
    this.onPuzzle = onPuzzle;
    this.isOpen = false;
    this.collection = null;
    this.index = 0;
    this.state = 'idle'; // playing, solved, failed, showing, shown
    this.verdict = null; // {kind, text}: what the learner's move or the solution did
    this.wrongTry = false; // a wrong move since this puzzle was opened
    this.attempted = null; // the id of that puzzle
    this.judged = 0; // moves of the current attempt already compared with the line
    this.gameNumber = null;
    // The puzzle's session on the board: the learner's side (a person's
    // here) and the replies of the proven line, nothing saved as the
    // page's game, nothing taken back (Try again starts it afresh), no
    // preview of where a move goes (what a puzzle asks), no hint, no
    // result dialog.
    const side = (learner) => ({
      get kind() {
        return learner() ? 'human' : 'puzzle';
      },
      chooseMove: (turn, signal) => (learner() ? this.learnerMove(turn, signal) : this.replyMove(turn, signal)),
    });
    const learns = (seat) => () => this.puzzle?.position.to_move === seat;
    const mode = this;
    /** @type {import('../page/types.js').Session} */
    this.session = {
      kind: 'puzzle',
      seats: [side(learns(0)), side(learns(1))],
      // The learner is the one person here: the board is turned to the side
      // to move, as a game against the computer is for North, so that the
      // learner's row is at the bottom and its directions read as theirs.
      get you() {
        return mode.puzzle?.position.to_move ?? null;
      },
      storage: { ...storage, ...noGameSaving },
      undoFloor: Infinity,
      offers: { preview: 'never', hint: false, analysis: false, result: false },
      follow: (snapshot) => this.follow(snapshot),
      status: () => this.statusLine(),
      // Another game took the board (a game link opened meanwhile): it keeps
      // the board and its turn.
      displaced: () => this.leave({ resume: false }),
    };
    // A kiosk's next visitor finds the puzzles as a fresh kiosk has them.
    shell.host.onVisitEnd(() => this.forget());
    this.panel = this.buildPanel(compact);
    this.panel.hidden = true;
    this.parts.actions.hidden = true;
    place(this.panel, this.parts.actions);
    if (!this.parts.actions.parentNode) this.panel.insertBefore(this.parts.actions, this.parts.navigation);
  }

  get puzzle() {
    return this.collection?.puzzles[this.index] ?? null;
  }

  // Opens the puzzle `id`, or the first not yet solved of `game` (else the
  // first); an unknown id opens its game's first puzzle and says so.
  async open({ id = null, game = null } = {}) {
    const wanted = gameOfPuzzle(id) ?? (GAMES.includes(game) ? game : this.shell.current?.setup.game ?? GAMES[0]);
    await loadWords();
    let collection;
    try {
      collection = await collectionOf(wanted);
    } catch {
      this.shell.flash(t('puzzles.loadFailed'));
      this.shell.announce(t('puzzles.loadFailed'));
      return false;
    }
    this.enter();
    this.collection = collection;
    const found = collection.puzzles.findIndex((puzzle) => puzzle.id === id || puzzle.rankId === id);
    const unsolved = collection.puzzles.findIndex((puzzle) => this.progress.mark(puzzle) !== 'solved');
    this.start(found >= 0 ? found : id ? 0 : Math.max(0, unsolved));
    if (id && found < 0) this.setVerdict({ kind: 'notice', text: t('puzzles.notFound', { id }) });
    return true;
  }

  enter() {
    if (this.isOpen) return;
    this.isOpen = true;
    this.shell.enter(this.session);
    document.body.classList.add('puzzle-mode');
    this.panel.hidden = false;
    this.parts.actions.hidden = false;
  }

  // Back to the page's game; `resume` false when another game has already
  // taken the board (a game link opened meanwhile), which keeps it and its
  // turn (the controller asks the seats put back).
  leave({ resume = true } = {}) {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.state = 'idle';
    this.shell.leave(this.session);
    document.body.classList.remove('puzzle-mode');
    this.panel.hidden = true;
    this.parts.actions.hidden = true;
    if (!resume) return;
    this.shell.stopTurn();
    this.onLeave?.();
  }

  // The end of a kiosk's visit: the marks, the streak and the puzzle
  // reached, as a fresh kiosk has them (its storage is empty again).
  forget() {
    this.leave({ resume: false });
    this.progress = new Progress(this.#storage);
    this.collection = null;
    this.index = 0;
    this.wrongTry = false;
    this.attempted = null;
    this.verdict = null;
  }

  // Sets up puzzle `index` on the board: to solve, or (`showing`) to show
  // its solution.
  start(index, { showing = false } = {}) {
    const { shell } = this;
    this.index = index;
    const puzzle = this.puzzle;
    if (puzzle.id !== this.attempted) this.wrongTry = false;
    this.attempted = puzzle.id;
    const learner = puzzle.position.to_move;
    this.state = showing ? 'showing' : 'playing';
    this.verdict = null;
    this.judged = 0;
    const game = this.engine.WasmGame.fromRecord({ start: puzzle.position, moves: [] });
    const setup = { game: puzzle.position.game, options: { holes: puzzle.position.holes }, starter: learner, names: ['', ''] };
    shell.loadGame(game, setup, { about: { kind: 'puzzle', id: puzzle.id }, run: false });
    this.gameNumber = shell.gameNumber;
    this.onPuzzle(puzzle.id);
    this.render();
    shell.resumeGame();
  }

  learnerMove(turn, signal) {
    if (this.state === 'showing') return this.lineMove(turn, signal);
    if (this.state === 'playing') return this.shell.people[turn.position.to_move].chooseMove(turn, signal);
    return untilAborted(signal);
  }

  replyMove(turn, signal) {
    if (this.state === 'playing' || this.state === 'showing') return this.lineMove(turn, signal);
    return untilAborted(signal);
  }

  // The line's move at this ply, after the pause the computer's replies
  // take at the page's speed (time to see what the move before did); past
  // the line's end, none.
  async lineMove(turn, signal) {
    const ply = this.puzzle.line[turn.ply];
    if (!ply) return untilAborted(signal);
    const ms = COMPUTER_PAUSE_MS[this.shell.speed()] ?? COMPUTER_PAUSE_MS.normal;
    if (ms > 0) await pause(ms, signal);
    return ply.move;
  }

  // After every move shown (the session's follow): the learner's moves are
  // compared with the line, by the moves the engine's traces name.
  follow(snapshot) {
    if (!hasWords()) loadWords().then(() => this.render()).catch(() => {});
    if (!this.isOpen) return;
    if (snapshot.gameNumber !== this.gameNumber) {
      this.leave({ resume: false });
      return;
    }
    const { line } = this.puzzle;
    const learner = this.puzzle.position.to_move;
    const judged = this.judged;
    while (this.judged < snapshot.traces.length) {
      const index = this.judged;
      this.judged += 1;
      const trace = snapshot.traces[index];
      if (this.state === 'playing' && trace.player === learner && !sameMove(trace.move, line[index]?.move)) {
        this.wrong(index, trace);
      }
    }
    const done = snapshot.traces.length >= line.length && snapshot.viewPly === null;
    if (done && this.state === 'playing') this.solved();
    else if (done && this.state === 'showing') this.shown();
    else if (this.judged !== judged) this.render();
    else this.renderSteps();
    this.shell.refreshStatus();
  }

  // A solution of more than one move, once it is on the board (shown, or
  // solved): the learner steps through it, a move back (its position at
  // once) or on (the move sown again).
  steppable() {
    return this.puzzle.line.length > 1 && (this.state === 'shown' || this.state === 'solved');
  }

  step(by) {
    if (!this.steppable()) return;
    const { shell } = this;
    const ply = shell.shownPly() + by;
    if (ply < 0 || ply > shell.engineGame.ply()) return;
    // On a phone the steps lie under the board: the board comes into view
    // first when less than half of it is seen (as a move of the history
    // watched again).
    const box = shell.boardRoot.getBoundingClientRect();
    const seen = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    if (seen < Math.min(box.height, window.innerHeight) / 2) shell.boardRoot.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    if (by < 0) shell.lookAt(ply);
    else shell.replayMove(ply);
  }

  renderSteps() {
    const p = this.parts;
    const steppable = this.steppable();
    p.steps.hidden = !steppable;
    if (!steppable) return;
    const { shell } = this;
    const ply = shell.shownPly();
    const total = this.puzzle.line.length;
    p.steps.setAttribute('aria-label', t('puzzles.steps'));
    const mover = (index) => {
      const learner = this.puzzle.position.to_move;
      return sideName(NO_NAMES, this.puzzle.line[index].by === 'learner' ? learner : 1 - learner);
    };
    p.stepAt.textContent = ply === 0 ? t('puzzles.stepStart', { total }) : t('puzzles.step', { number: ply, total, side: mover(ply - 1) });
    p.stepBack.disabled = ply === 0;
    p.stepForward.disabled = ply >= shell.engineGame.ply();
  }

  // The page's status line: the task while it is being solved, else what
  // happened and what next.
  statusLine() {
    const { puzzle, verdict } = this;
    if (!hasWords() || !puzzle) return null;
    const lines = {
      playing: () => taskWords(puzzle, NO_NAMES),
      showing: () => t('puzzles.status.showing'),
      failed: () => `${t('puzzles.failed')} ${verdict.text} ${t('puzzles.status.failed')}`,
      solved: () => `${t('puzzles.solved')} ${verdict.text} ${t('puzzles.status.solved')}`,
      shown: () => `${t('puzzles.status.shown')} ${verdict.text}`,
    };
    return lines[this.state]?.() ?? '';
  }

  // The learner's turns of the line before `index`.
  learnerTurnsBefore(index) {
    return this.puzzle.line.slice(0, index).filter((ply) => ply.by === 'learner').length;
  }

  wrong(index, trace) {
    const turn = this.learnerTurnsBefore(index);
    const choices = this.puzzle.choices[turn] ?? [];
    const played = choices.find((choice) => sameMove(choice.move, trace.move));
    const answer = choices.find((choice) => sameMove(choice.move, this.puzzle.line[index].move));
    this.state = 'failed';
    this.wrongTry = true;
    this.progress.failed(this.puzzle);
    const movesLeft = (this.puzzle.target ?? 1) - turn;
    this.setVerdict({ kind: 'failed', text: wrongWords(this.puzzle, played, answer, movesLeft) });
  }

  solved() {
    this.state = 'solved';
    this.progress.solved(this.puzzle, !this.wrongTry);
    this.setVerdict({ kind: 'solved', text: this.answerText() });
    // Solved is an end of its own: no side is to move any more.
    this.shell.dispatch({ type: 'ended', how: 'solved', winner: this.puzzle.position.to_move });
  }

  shown() {
    this.state = 'shown';
    this.setVerdict({ kind: 'shown', text: this.answerText() });
  }

  // What the first move of the solution does.
  answerText() {
    const { choices, line } = this.puzzle;
    return answerWords(this.puzzle, choices[0].find((choice) => sameMove(choice.move, line[0].move)));
  }

  // The verdict in the panel (read out by its live region), shortly in the
  // status line.
  setVerdict(verdict) {
    this.verdict = verdict;
    this.render();
    this.shell.refreshStatus();
  }

  showSolution() {
    if (this.state !== 'solved' && this.state !== 'shown') {
      this.wrongTry = true;
      this.progress.failed(this.puzzle);
    }
    this.start(this.index, { showing: true });
  }

  buildPanel(compact) {
    const button = (key, onclick, extra = {}) =>
      el('button', { type: 'button', class: 'button small', 'data-key': key, onclick, ...extra });
    this.parts = {
      heading: el('h2', { id: 'puzzle-heading' }),
      gameSelect: el('select', { id: 'puzzle-game', onchange: (event) => this.open({ game: event.target.value }) }),
      gameLabel: el('span'),
      number: el('p', { class: 'puzzle-number' }),
      task: el('p', { class: 'puzzle-task' }),
      verdict: el('p', { class: 'puzzle-verdict', role: 'status', 'aria-live': 'polite' }),
      retry: button('puzzles.retry', () => this.start(this.index)),
      show: button('puzzles.show', () => this.showSolution()),
      previous: button('puzzles.previous', () => this.start(this.index - 1)),
      steps: el('div', { class: 'puzzle-steps', role: 'group' }),
      stepBack: button('puzzles.stepBack', () => this.step(-1)),
      stepAt: el('span', { class: 'puzzle-step', 'aria-live': 'polite' }),
      stepForward: button('puzzles.stepForward', () => this.step(1)),
      next: button('puzzles.next', () => this.start(this.index + 1)),
      leave: this.onLeave ? button('puzzles.leave', () => this.leave()) : null,
      actions: el('div', { class: 'puzzle-actions' }),
      navigation: el('div', { class: 'puzzle-actions' }),
      streak: el('p', { class: 'puzzle-streak' }),
      summary: el('summary'),
      list: el('ol', { class: 'puzzle-list' }),
      // A link out only where the host lets one out (never in a kiosk).
      link: this.shell.host.linksOut ? el('a', { class: 'puzzle-link', target: compact ? '_blank' : null, rel: compact ? 'noopener' : null }) : null,
    };
    const p = this.parts;
    // The steps beside the retry: under the status line, where a phone
    // keeps them in view with the board.
    fill(p.actions, p.steps, p.retry, p.show, p.next);
    fill(p.navigation, p.previous, p.leave);
    fill(p.steps, p.stepBack, p.stepAt, p.stepForward);
    return el(
      'section',
      { class: `puzzle-panel${compact ? ' compact' : ''}`, 'aria-labelledby': 'puzzle-heading' },
      el('div', { class: 'puzzle-head' }, p.heading, el('label', { class: 'puzzle-game' }, p.gameLabel, p.gameSelect)),
      p.number,
      p.task,
      p.verdict,
      p.navigation,
      p.streak,
      el('details', { class: 'puzzle-all' }, p.summary, p.list),
      p.link,
    );
  }

  render() {
    const puzzle = this.puzzle;
    if (!puzzle || !hasWords()) return;
    const p = this.parts;
    const game = puzzle.position.game;
    const total = this.collection.puzzles.length;
    p.heading.textContent = `${t('puzzles.title')} · ${gameName(game)}`;
    p.gameLabel.textContent = t('puzzles.game');
    fill(p.gameSelect, ...GAMES.map((name) => el('option', { value: name, text: gameName(name), selected: name === game })));
    p.gameSelect.value = game;
    p.number.textContent = `${t('puzzles.heading', { number: this.index + 1, total })} · ${levelWords(puzzle)} · ${markWords(this.progress.mark(puzzle))}`;
    p.number.dataset.mark = this.progress.mark(puzzle) ?? 'none';
    p.task.textContent = taskWords(puzzle, NO_NAMES);
    const verdict = this.verdict;
    const title = verdict && VERDICT_TITLES[verdict.kind];
    fill(p.verdict, title ? el('strong', { text: t(title) }) : null, verdict ? ` ${verdict.text}` : null);
    p.verdict.dataset.kind = verdict?.kind ?? '';
    this.renderSteps();
    for (const name of ['retry', 'show', 'previous', 'next', 'leave', 'stepBack', 'stepForward']) {
      if (p[name]) p[name].textContent = t(p[name].dataset.key);
    }
    p.retry.disabled = this.state === 'playing' && this.judged === 0;
    p.show.disabled = this.state === 'showing';
    p.previous.disabled = this.index === 0;
    p.next.disabled = this.index === total - 1;
    p.next.classList.toggle('primary', this.state === 'solved' || this.state === 'shown');
    p.streak.textContent = streakWords(this.progress.streak);
    const solved = this.collection.puzzles.filter((entry) => this.progress.mark(entry) === 'solved').length;
    p.summary.textContent = t('puzzles.all', { solved, total });
    fill(p.list, ...this.collection.puzzles.map((entry, index) => this.listItem(entry, index)));
    if (p.link) {
      const url = new URL('.', window.location.href);
      url.search = `?puzzle=${puzzle.id}`;
      p.link.href = url.href;
      p.link.textContent = t('puzzles.link');
    }
  }

  listItem(entry, index) {
    const mark = this.progress.mark(entry);
    const label = t('puzzles.item', { number: index + 1, task: taskShort(entry), mark: markWords(mark) });
    return el(
      'li',
      {},
      el('button', {
        type: 'button',
        class: 'puzzle-item',
        'data-mark': mark ?? 'none',
        'aria-label': label,
        title: label,
        'aria-current': index === this.index ? 'true' : null,
        text: String(index + 1),
        onclick: () => this.start(index),
      }),
    );
  }
}

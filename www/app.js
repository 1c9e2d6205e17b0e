// The main page: loads the engine, mounts the board, and ties the game
// controller to the page's chrome (players, status, controls, history).

import init, * as engine from './pkg/mancala.js';
import { language, t } from './i18n/i18n.js';
import { languageMenu, pickLanguage, requestedLanguages, useLanguage } from './i18n/language.js';
import { Board } from './board/board.js';
import { SPEED_NAMES } from './board/animation.js';
import { GameController } from './game/controller.js';
import { boardState } from './game/board-state.js';
import { ComputerSeat, HumanSeat, stopWhileAway } from './game/seats.js';
import { storage } from './game/storage.js';
import { Sharing } from './share/share.js';
import { MoveInput } from './ui/move-input.js';
import { refusalExplainer } from './ui/refusals.js';
import { el, fill } from './ui/dom.js';
import { openNewGame, openResult, openRules, boardLabel } from './ui/dialogs.js';
import {
  describePit,
  gameName,
  moveLine,
  moveSentence,
  outcomeWords,
  scoreParts,
  sideName,
} from './ui/words.js';

const $ = (id) => document.getElementById(id);
const DEFAULT_SETUP = { game: 'giuthi', options: {}, starter: 0, names: ['', ''], players: ['person', 'person'] };
// Computer against computer: a game this long is ended and a new one starts
// (a kiosk runs for hours), and the pause after each game, by speed.
const DEMO_MOVE_LIMIT = 1000;
const DEMO_PAUSE_MS = { slow: 10_000, normal: 6000, fast: 3000, instant: 1500 };
const LONG_BOARD = 16; // pits per row above which the board takes the page's width
const SAVE_NOTICE_MS = 7000; // "not saving" is a sentence to read, once

await useLanguage(pickLanguage(requestedLanguages({ saved: storage.loadPrefs().lang })));
for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
document.title = t('app.title');

const prefs = storage.loadPrefs();
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
let speed = SPEED_NAMES.includes(prefs.speed) ? prefs.speed : reducedMotion ? 'instant' : 'normal';

let current = null; // the latest snapshot from the controller
let shownResultFor = null;
let configured = null;

const live = $('live');
function announce(text) {
  // Re-set even an equal text so that it is read again.
  live.textContent = '';
  requestAnimationFrame(() => {
    live.textContent = text;
  });
}

const board = new Board($('board-host'), {
  describePit: (pit, count, flags, state) => describePit(board.grid, current?.setup, state.toMove, pit, count, flags),
  onActivate: (pit) => {
    if (input.activate(pit)) return;
    if (current?.viewPly !== null && current?.viewPly !== undefined) board.flash(t('history.viewingHint'));
    else if (board.animating) board.skip();
    else if (current?.outcome) board.flash(t('why.game-over'));
  },
  onBackground: () => input.cancel(),
  fitHeight: () => Math.max(300, window.innerHeight - (window.innerWidth < 700 ? 250 : 270)),
  speed: () => speed,
});

// On a turned board South's row runs down the left and North's down the
// right, so the two players' cards sit side by side above it.
board.root.addEventListener('relayout', () => document.body.classList.toggle('turned-board', board.turned));

const view = {
  showTurn(turn, marks) {
    board.show(boardState(turn, marks));
    showStatus(turn, marks);
  },
  announce,
};

const input = new MoveInput({
  board,
  view,
  explain: refusalExplainer({ board, announce, currentTurn: () => current, whyNot: (pit) => controller.whyNot(pit) }),
  openingPanel: $('opening-panel'),
});

const presenter = {
  present(snapshot) {
    current = snapshot;
    configureBoard(snapshot);
    board.show(boardState(snapshot, {}));
    renderChrome(snapshot);
    if (isDemo() && !snapshot.outcome && snapshot.ply >= DEMO_MOVE_LIMIT) {
      controller.stopTurn();
      $('status').textContent = t('demo.tooLong');
      scheduleDemoGame();
    }
  },
  async presentMove(trace, before, after, isCurrent) {
    current = before;
    $('status').textContent = t('status.sowing', { side: sideName(before.setup, trace.player) });
    setAnimating(true);
    // The computer has decided: no longer thinking while its move is shown.
    for (const side of [0, 1]) renderPlayer(before, side);
    await board.playMove(trace, boardState(after, {}), boardState(before, {}));
    setAnimating(false);
    if (!isCurrent()) return;
    current = after;
    renderChrome(after);
    const sentence = moveSentence(board.grid, after.setup, trace);
    announce(sentence);
    if (trace.extra_move) board.flash(t('anim.extraMove'));
    if (trace.pass !== null && trace.pass !== undefined) board.flash(t('anim.pass', { side: sideName(after.setup, trace.pass) }));
  },
  skip() {
    board.skip();
  },
  refused(message) {
    announce(message);
  },
};

const people = [new HumanSeat(input), new HumanSeat(input)];

// The seat of a setup's player: the computer at its level, or a person
// (one here, unless a friend by link already plays that side).
function seatFor(player, side, seat) {
  if (player !== 'person') return new ComputerSeat(player, { speed: () => speed, onTrouble: computerTrouble });
  return seat.kind === 'computer' ? people[side] : null;
}

function computerTrouble() {
  $('status').textContent = t('computer.failed');
  announce(t('computer.failed'));
  // A kiosk's demonstration carries on with a new game.
  if (isDemo()) scheduleDemoGame();
}

const controller = new GameController({ engine, presenter, storage, seats: [...people], seatFor });

const isComputer = (side) => controller.seats[side].kind === 'computer';
const isDemo = () => isComputer(0) && isComputer(1);

// The next demonstration game, unless another game has begun meanwhile.
let demoTimer = null;
function scheduleDemoGame() {
  clearTimeout(demoTimer);
  const ended = controller.gameNumber;
  demoTimer = setTimeout(() => {
    if (controller.gameNumber !== ended || !isDemo()) return;
    shownResultFor = null;
    controller.start({ ...controller.setup, players: controller.players() });
  }, DEMO_PAUSE_MS[speed] ?? DEMO_PAUSE_MS.normal);
}

const sharing = new Sharing({
  engine,
  controller,
  board,
  announce,
  newGame: () => newGameDialog(),
  dock: $('dock'),
  shareButton: $('share-button'),
});

function configureBoard(snapshot) {
  const key = `${snapshot.setup.game}/${snapshot.position.holes}`;
  if (key === configured) return;
  configured = key;
  document.body.classList.toggle('long-board', snapshot.position.holes > LONG_BOARD);
  document.body.dataset.game = snapshot.setup.game;
  board.configure(snapshot.setup.game, snapshot.position.holes);
}

let sowing = false;
function setAnimating(on) {
  sowing = on;
  $('skip-button').hidden = !on;
  document.body.classList.toggle('animating', on);
}

function renderChrome(snapshot) {
  const { setup } = snapshot;
  $('game-title').textContent = gameName(setup.game);
  $('game-subtitle').textContent = subtitle(snapshot);
  for (const side of [0, 1]) renderPlayer(snapshot, side);
  showStatus(snapshot, {});
  $('undo-button').disabled = !snapshot.canUndo || isDemo();
  $('redo-button').disabled = !snapshot.canRedo || isDemo();
  renderHistory(snapshot);
  sharing.render(snapshot);
  const resultKey = `${snapshot.gameNumber}/${snapshot.ply}`;
  if (snapshot.outcome && shownResultFor !== resultKey) {
    shownResultFor = resultKey;
    const words = outcomeWords(setup, snapshot.outcome, snapshot.traces);
    announce(`${words.title} ${words.reason} ${words.extra}`.trim());
    if (isDemo()) {
      scheduleDemoGame();
      return;
    }
    openResult($('result-dialog'), {
      words,
      onRematch: () => controller.start({ ...setup, players: controller.players() }),
      onNewGame: () => newGameDialog(),
    });
  }
}

function subtitle(snapshot) {
  const { setup, position } = snapshot;
  if (setup.game === 'kiothi') return boardLabel('kiothi', { setup: position.setup });
  // An edited start (a position link, the editor) has no seeds per pit.
  return boardLabel(setup.game, { holes: position.holes, seeds: setup.options.seeds });
}

function renderPlayer(snapshot, side) {
  const card = $(`player-${side}`);
  const shown = snapshot.shown;
  const parts = scoreParts(snapshot.setup.game, snapshot.shownScores, shown.captured, side);
  const toMove = !snapshot.outcome && snapshot.viewPly === null && shown.to_move === side;
  const winner = snapshot.outcome && snapshot.outcome.winner === side;
  const computer = isComputer(side);
  const thinking = computer && toMove && !sowing;
  card.classList.toggle('to-move', toMove);
  card.classList.toggle('winner', Boolean(winner));
  card.classList.toggle('thinking', thinking);
  fill(
    card,
    el('span', { class: 'player-seat', text: t(side === 0 ? 'side.south' : 'side.north') }),
    el('span', { class: 'player-name', text: sideName(snapshot.setup, side) }),
    computer ? el('span', { class: 'player-computer', text: t(`computer.${controller.seats[side].level}`) }) : null,
    el('span', { class: 'player-score', text: parts.main }),
    parts.detail ? el('span', { class: 'player-detail', text: parts.detail }) : null,
    toMove ? el('span', { class: 'player-turn', text: t(thinking ? 'turn.thinking' : 'turn.toMove') }) : null,
  );
}

function showStatus(snapshot, marks) {
  const status = $('status');
  const { setup } = snapshot;
  let text;
  if (snapshot.viewPly !== null && snapshot.viewPly !== undefined) {
    text = t('history.viewing', { ply: snapshot.viewPly, plies: snapshot.ply });
  } else if (snapshot.outcome) {
    const words = outcomeWords(setup, snapshot.outcome, snapshot.traces);
    text = isDemo() ? `${words.title} ${t('demo.next')}` : `${words.title} ${words.reason} ${words.extra}`.trim();
  } else {
    const side = sideName(setup, snapshot.position.to_move);
    if (isComputer(snapshot.position.to_move)) text = t('status.thinking', { side });
    else if (snapshot.position.phase === 'opening') text = t('status.opening', { side });
    else if (marks.selected !== undefined && marks.selected !== null) {
      text = t(setup.game === 'giuthi' ? 'status.direction' : 'status.count', { side });
    } else text = t(`status.move.${setup.game}`, { side });
    if (snapshot.settled === false) text = `${t('status.checking')} ${text}`;
  }
  status.textContent = text;
}

// The history list is updated in place: a long game (hundreds of moves on
// En Gehé 2 x 50 or Hus 4 x 24) rebuilt after every move cost a long frame.
let historyShown = { context: null, traces: [] };
function renderHistory(snapshot) {
  const list = $('history-list');
  const viewing = snapshot.viewPly;
  $('view-back').disabled = (viewing ?? snapshot.ply) === 0;
  $('view-forward').disabled = viewing === null;
  $('view-return').disabled = viewing === null;
  const context = `${snapshot.setup.names.join('|')}/${configured}`;
  if (context !== historyShown.context) {
    list.replaceChildren(historyItem(0, { text: t('history.start') }));
    historyShown = { context, traces: [] };
  }
  const { traces } = snapshot;
  let kept = 0;
  while (kept < Math.min(traces.length, historyShown.traces.length) && traces[kept] === historyShown.traces[kept]) kept += 1;
  while (list.children.length > kept + 1) list.lastElementChild.remove();
  list.append(
    ...traces.slice(kept).map((trace, index) =>
      historyItem(
        kept + index + 1,
        { class: `side-${trace.player}` },
        el('span', { class: 'history-number', text: `${kept + index + 1}.` }),
        el('span', { class: 'history-side', text: sideName(snapshot.setup, trace.player) }),
        el('span', { class: 'history-move', text: moveLine(board.grid, trace) }),
      ),
    ),
  );
  historyShown.traces = traces;
  const marked = viewing ?? (snapshot.ply > 0 ? snapshot.ply : null);
  const item = marked === null ? null : list.children[marked]?.firstElementChild;
  const previous = list.querySelector('[aria-current]');
  if (previous === item && kept === traces.length) return;
  previous?.removeAttribute('aria-current');
  item?.setAttribute('aria-current', 'step');
  if (item) scrollWithin(list, item);
}

// One entry of the history list: the button that shows the game at `ply`
// (at the latest move: back to the game).
function historyItem(ply, { class: side = '', text } = {}, ...children) {
  return el('li', {}, el(
    'button',
    {
      type: 'button',
      class: `history-item ${side}`.trim(),
      text,
      onclick: () => controller.view(ply === current.ply ? null : ply),
    },
    ...children,
  ));
}

// Brings `item` into view inside `list` only: scrollIntoView would scroll the
// page too (on a phone, away from the board to the list after every move).
function scrollWithin(list, item) {
  const outer = list.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.top < outer.top) list.scrollTop -= outer.top - inner.top;
  else if (inner.bottom > outer.bottom) list.scrollTop += inner.bottom - outer.bottom;
}

function newGameDialog() {
  openNewGame($('new-game-dialog'), {
    presets: engine.presets(),
    boardSizes: engine.boardSizes,
    current: current && { ...current.setup, players: controller.players() },
    onStart: (setup) => {
      clearTimeout(demoTimer);
      shownResultFor = null;
      sharing.leaveFriendGame();
      controller.start(setup);
      announce(t('status.newGame', { game: gameName(setup.game) }));
    },
  });
}

function wireControls() {
  $('new-game-button').addEventListener('click', newGameDialog);
  $('rules-button').addEventListener('click', () => openRules($('rules-dialog'), current?.setup.game ?? 'giuthi'));
  $('undo-button').addEventListener('click', () => controller.undo());
  $('redo-button').addEventListener('click', () => controller.redo());
  $('skip-button').addEventListener('click', () => board.skip());
  $('view-back').addEventListener('click', () => controller.view((current.viewPly ?? current.ply) - 1));
  $('view-forward').addEventListener('click', () => controller.view((current.viewPly ?? current.ply) + 1));
  $('view-return').addEventListener('click', () => controller.view(null));
  const select = $('speed-select');
  select.replaceChildren(...SPEED_NAMES.map((name) => el('option', { value: name, text: t(`speed.${name}`) })));
  select.value = speed;
  languageMenu($('language-select'), {
    current: language(),
    save: (lang) => storage.savePrefs({ ...storage.loadPrefs(), lang }),
  });
  select.addEventListener('change', () => {
    speed = select.value;
    storage.savePrefs({ ...storage.loadPrefs(), speed });
    if (speed === 'instant') board.skip();
  });
  document.addEventListener('keydown', (event) => {
    if (event.target.closest?.('input, select, textarea, dialog')) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) controller.redo();
      else controller.undo();
    } else if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      controller.redo();
    } else if (event.key === 'Escape') {
      if (board.animating) board.skip();
      else input.cancel();
    }
  });
}

// A read-only view for tests and the curious: copies of the engine's state.
function exposeDebugHandle() {
  Object.defineProperty(window, '__mancala', {
    value: Object.freeze({
      position: () => controller.game.position(),
      legalMoves: () => controller.game.legalMoves(),
      outcome: () => controller.game.outcome(),
      record: () => controller.game.record(),
      animating: () => board.animating,
      waiting: () => input.waiting,
      players: () => controller.players(),
      // Counts the games begun on this page: tells a new game from the last.
      gameNumber: () => controller.gameNumber,
    }),
  });
}

async function main() {
  wireControls();
  try {
    await init();
  } catch (error) {
    // The board's place says why; what needs the engine is switched off.
    for (const id of ['new-game-button', 'share-button', 'undo-button', 'redo-button', 'view-back', 'view-forward', 'view-return']) {
      $(id).disabled = true;
    }
    $('status').textContent = t('app.loadFailed');
    // Why, in the board's place (loaded only now: the first load stays small).
    import('./offline/engine-failure.js')
      .then(({ showEngineFailure }) => showEngineFailure($('board-host'), error))
      .then(() => {
        $('status').textContent = '';
      })
      .catch(() => {});
    return;
  }
  exposeDebugHandle();
  // A game link in the address wins over the game saved on this device.
  const linked = sharing.openFromAddress() === 'opened';
  if (!linked) sharing.resumeFriendGame();
  const { restored, notice } = linked ? { restored: true, notice: null } : controller.restore();
  if (!restored) {
    sharing.leaveFriendGame();
    controller.start(DEFAULT_SETUP);
  }
  if (notice) {
    board.flash(t(notice));
    announce(t(notice));
  }
  storage.whenUnavailable(() => {
    board.flash(t('save.unavailable'), SAVE_NOTICE_MS);
    announce(t('save.unavailable'));
  });
  document.body.classList.add('ready');
  // Offline play, once the page is ready (a failure only means online play).
  import('./offline/offline.js')
    .then(({ keepOffline }) =>
      keepOffline({
        onUpdateReady: () => import('./offline/release-ready.js').then(({ showReleaseReady }) => showReleaseReady()),
      }),
    )
    .catch(() => {});
}

stopWhileAway(controller, {
  onLeave: () => clearTimeout(demoTimer),
  onReturn: () => (current?.outcome && isDemo() ? scheduleDemoGame() : controller.run()),
});

main();

// The embeddable page (embed.html): the board and the essential controls,
// sized to its frame, silent, configured by query parameters, and talking
// to the framing page only by the protocol of docs/EMBED.md. It saves
// nothing on the visitor's device.

import init, * as engine from '../pkg/mancala.js';
import { t } from '../i18n/i18n.js';
import { pickLanguage, requestedLanguages, useLanguage } from '../i18n/language.js';
import { Board } from '../board/board.js';
import { GameController } from '../game/controller.js';
import { boardState } from '../game/board-state.js';
import { ComputerSeat, HumanSeat, stopWhileAway } from '../game/seats.js';
import { MoveInput } from '../ui/move-input.js';
import { refusalExplainer } from '../ui/refusals.js';
import { el, fill } from '../ui/dom.js';
import {
  describePit,
  gameName,
  moveSentence,
  outcomeWords,
  scoreParts,
  sideName,
} from '../ui/words.js';
import { linkErrorWords, linkUrl, readLink, setupOfLinkedGame } from '../share/link.js';
import { boardOptions, readOptions } from './options.js';
import { Messenger } from './protocol.js';

const $ = (id) => document.getElementById(id);
const STAGE_GAP = 4; // px between the players' rows and the board (embed.css)
const DEFAULT_LEVEL = 'intermediate';
// A kiosk's demonstration: a game this long is ended and a new one starts.
const DEMO_MOVE_LIMIT = 1000;

// Nothing is kept on the visitor's device: a museum's visitors share it.
const noStorage = {
  loadGame: () => null,
  saveGame: () => false,
  forgetGame: () => false,
  loadPrefs: () => ({}),
  savePrefs: () => false,
};

// A side nobody plays here: in a read-only replay both sides wait.
class WaitingSeat {
  constructor() {
    this.kind = 'waiting';
  }

  chooseMove(turn, signal) {
    return new Promise((_, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The turn was abandoned', 'AbortError')), {
        once: true,
      });
    });
  }
}

const { options: initial, ignored } = readOptions(new URLSearchParams(window.location.search));
let options = initial;
let current = null;
let configured = null;
let notice = ''; // a message about the link or the options, shown until the next move
let sowing = false; // a move is being shown
let endPostedFor = null;

function applyTheme(theme) {
  document.documentElement.dataset.theme = theme;
}

const live = $('live');
function announce(text) {
  live.textContent = '';
  requestAnimationFrame(() => {
    live.textContent = text;
  });
}

const boardHost = $('board-host');
const board = new Board(boardHost, {
  describePit: (pit, count, flags, state) => describePit(board.grid, current?.setup, state.toMove, pit, count, flags),
  onActivate: (pit) => {
    if (input.activate(pit)) return;
    if (board.animating) board.skip();
  },
  onBackground: () => input.cancel(),
  // The stage's height less the players' rows: the board and its players
  // stay together in the middle of a tall frame.
  fitHeight: () => $('stage').clientHeight - $('player-0').offsetHeight - $('player-1').offsetHeight - 2 * STAGE_GAP,
  speed: () => options.speed,
});
board.root.addEventListener('relayout', () => document.body.classList.toggle('turned-board', board.turned));
// The board's room changes with the frame and when Kiothi's opening panel
// comes and goes.
new ResizeObserver(() => board.relayout()).observe($('stage'));

const input = new MoveInput({
  board,
  view: {
    showTurn(turn, marks) {
      board.show(boardState(turn, marks, { hideTurn: options.replay }));
    },
    announce,
  },
  explain: refusalExplainer({ board, announce, currentTurn: () => current, whyNot: (pit) => controller.whyNot(pit) }),
  openingPanel: $('opening-panel'),
});

const people = [new HumanSeat(input), new HumanSeat(input)];
const waiting = [new WaitingSeat(), new WaitingSeat()];

function computerSeat(level) {
  return new ComputerSeat(level ?? DEFAULT_LEVEL, {
    speed: () => options.speed,
    onTrouble: () => {
      notice = t('computer.failed');
      $('status').textContent = notice;
      if (options.demo) scheduleDemoRestart();
    },
  });
}

// Who plays: visitors, a visitor (South) against the computer, or the
// computer on both sides (a kiosk's demonstration); nobody in a replay.
function seatsFor(wanted) {
  if (wanted.replay) return waiting;
  if (wanted.demo) return [computerSeat(wanted.level), computerSeat(wanted.level)];
  if (wanted.opponent === 'computer') return [people[0], computerSeat(wanted.level)];
  return people;
}

const isComputer = (side) => controller.seats[side].kind === 'computer';

const messenger = new Messenger({ parentOrigin: options.parentOrigin, onCommand });

const presenter = {
  present(snapshot) {
    current = snapshot;
    configureBoard(snapshot);
    board.show(boardState(snapshot, {}, { hideTurn: options.replay }));
    render(snapshot);
    if (options.demo && !snapshot.outcome && snapshot.ply >= DEMO_MOVE_LIMIT) {
      controller.stopTurn();
      $('status').textContent = t('demo.tooLong');
      scheduleDemoRestart();
    }
  },
  async presentMove(trace, before, after, isCurrent) {
    current = before;
    notice = '';
    $('status').textContent = t('status.sowing', { side: sideName(before.setup, trace.player) });
    // The computer has decided: no longer thinking while its move is shown.
    sowing = true;
    for (const side of [0, 1]) renderPlayer(before, side);
    const hideTurn = options.replay;
    await board.playMove(trace, boardState(after, {}, { hideTurn }), boardState(before, {}, { hideTurn }));
    sowing = false;
    if (!isCurrent()) return;
    current = after;
    messenger.post('move', {
      ply: after.ply,
      player: trace.player,
      move: trace.move,
      toMove: after.outcome ? null : after.position.to_move,
      scores: after.scores,
      link: controller.game.link(),
    });
    render(after);
    announce(moveSentence(board.grid, after.setup, trace));
  },
  skip() {
    board.skip();
  },
  refused(message) {
    announce(message);
  },
};

const controller = new GameController({ engine, presenter, storage: noStorage, seats: [...people] });

function configureBoard(snapshot) {
  const key = `${snapshot.setup.game}/${snapshot.position.holes}`;
  if (key === configured) return;
  configured = key;
  document.body.dataset.game = snapshot.setup.game;
  board.configure(snapshot.setup.game, snapshot.position.holes);
}

function render(snapshot) {
  for (const side of [0, 1]) renderPlayer(snapshot, side);
  $('status').textContent = notice || statusText(snapshot);
  renderControls(snapshot);
  const endKey = `${snapshot.gameNumber}/${snapshot.ply}`;
  if (snapshot.outcome && endPostedFor !== endKey && !options.replay) {
    endPostedFor = endKey;
    const { winner, scores, reason } = snapshot.outcome;
    messenger.post('end', { winner, scores, reason, ply: snapshot.ply, link: controller.game.link() });
    if (options.demo) scheduleDemoRestart();
  }
}

function renderPlayer(snapshot, side) {
  const card = $(`player-${side}`);
  const shown = snapshot.shown;
  const parts = scoreParts(snapshot.setup.game, snapshot.scores, shown.captured, side);
  const toMove = !snapshot.outcome && !options.replay && shown.to_move === side;
  const computer = isComputer(side);
  const thinking = computer && toMove && !sowing;
  card.classList.toggle('to-move', toMove);
  card.classList.toggle('thinking', thinking);
  card.classList.toggle('winner', Boolean(snapshot.outcome && snapshot.outcome.winner === side));
  fill(
    card,
    el('span', { class: 'player-name', text: sideName(snapshot.setup, side) }),
    computer ? el('span', { class: 'player-computer', text: t(`computer.${controller.seats[side].level}`) }) : null,
    el('span', { class: 'player-score', text: parts.main }),
    parts.detail ? el('span', { class: 'player-detail', text: parts.detail }) : null,
    toMove ? el('span', { class: 'player-turn', text: t(thinking ? 'turn.thinking' : 'turn.toMove') }) : null,
  );
}

function statusText(snapshot) {
  const { setup } = snapshot;
  if (snapshot.outcome) {
    const words = outcomeWords(setup, snapshot.outcome, snapshot.traces);
    if (options.demo) return `${words.title} ${t('demo.next')}`;
    return `${words.title} ${words.reason} ${words.extra}`.trim();
  }
  if (options.replay) return t('embed.replayAt', { ply: snapshot.ply, plies: replayLength });
  const side = sideName(setup, snapshot.position.to_move);
  if (isComputer(snapshot.position.to_move)) return t('status.thinking', { side });
  const move = t(snapshot.position.phase === 'opening' ? 'status.opening' : `status.move.${setup.game}`, { side });
  return snapshot.settled === false ? `${t('status.checking')} ${move}` : move;
}

function button(text, onclick, { label, primary = false, disabled = false } = {}) {
  return el('button', {
    type: 'button',
    class: `button small${primary ? ' primary' : ''}`,
    text,
    'aria-label': label,
    title: label,
    disabled,
    onclick,
  });
}

function renderControls(snapshot) {
  const controls = $('controls');
  if (options.replay) {
    fill(
      controls,
      button('⏮', () => replayTo('start'), { label: t('embed.toStart'), disabled: !snapshot.canUndo }),
      button('◀', () => controller.undo(), { label: t('embed.back'), disabled: !snapshot.canUndo }),
      button('▶', () => controller.redo(), { label: t('embed.next'), disabled: !snapshot.canRedo, primary: snapshot.canRedo }),
      button('⏭', () => replayTo('end'), { label: t('embed.toEnd'), disabled: !snapshot.canRedo }),
      openFullPage(),
    );
    return;
  }
  fill(
    controls,
    options.demo ? null : button(t('action.undo'), () => controller.undo(), { disabled: !snapshot.canUndo }),
    button(t('embed.newGame'), () => startGame(options), { primary: Boolean(snapshot.outcome) }),
    openFullPage(),
  );
}

// A link to the full game page with this game, for a bigger board.
function openFullPage() {
  return el('a', {
    class: 'embed-full',
    href: linkUrl(controller.game.link()),
    target: '_blank',
    rel: 'noopener noreferrer',
    text: t('embed.fullPage'),
  });
}

let replayLink = null;
let replayLength = 0;

function replayTo(where) {
  const { game } = readLink(engine, replayLink);
  if (where === 'start') while (game.canUndo()) game.undo();
  controller.replaceGame(game, current.setup);
  controller.run();
}

let demoTimer = null;
function scheduleDemoRestart() {
  clearTimeout(demoTimer);
  demoTimer = setTimeout(() => startGame(options), 6000);
}

// Starts the game the options ask for: a link's game (to continue, or to
// replay from its start), else a new game.
function startGame(wanted) {
  clearTimeout(demoTimer);
  notice = '';
  controller.seats.splice(0, 2, ...seatsFor(wanted));
  if (wanted.link) {
    const { game, options: board, error } = readLink(engine, wanted.link);
    if (error) notice = linkErrorWords(error, game ? game.ply() : null).detail;
    if (game) {
      const setup = setupOfLinkedGame(game, board);
      if (wanted.replay) {
        replayLink = game.link();
        replayLength = game.ply();
        while (game.canUndo()) game.undo();
      }
      controller.replaceGame(game, setup);
      controller.run();
      return;
    }
  }
  const setup = {
    game: wanted.game,
    options: boardOptions(wanted, engine.presets()),
    starter: wanted.starts === 'north' ? 1 : 0,
    names: ['', ''],
  };
  try {
    controller.start(setup);
  } catch {
    notice = t('embed.badBoard', { game: gameName(wanted.game) });
    controller.start({ ...setup, options: {}, starter: setup.game === 'kiothi' ? 0 : setup.starter });
  }
}

async function onCommand(command) {
  const merged = new Map(command.options);
  if (command.type === 'mancala:new-game') {
    // A new game keeps the page's look and language, and starts afresh
    // from the options given (the others at their defaults).
    for (const name of ['lang', 'theme', 'speed', 'parentOrigin']) {
      if (!merged.has(name) && options[name] !== null) merged.set(name, String(options[name]));
    }
    const { options: next, ignored: bad } = readOptions(merged);
    if (bad.length) messenger.post('error', { reason: 'bad-options', options: bad });
    options = { ...next, parentOrigin: options.parentOrigin };
    startGame(options);
    postReady();
    return;
  }
  const { options: read, ignored: bad } = readOptions(merged);
  if (bad.length) messenger.post('error', { reason: 'bad-options', options: bad });
  for (const name of merged.keys()) {
    if (!bad.includes(name)) options = { ...options, [name]: read[name] };
  }
  if (merged.has('theme')) applyTheme(options.theme);
  if (merged.has('lang')) {
    await useLanguage(pickLanguage([options.lang, ...requestedLanguages()]));
    board.relabel();
    presenter.present(controller.snapshot());
    // A move being chosen keeps its marks (legal pits, pickers), re-worded.
    input.render();
  }
}

function postReady() {
  const snapshot = controller.snapshot();
  messenger.post('ready', {
    game: snapshot.setup.game,
    holes: snapshot.position.holes,
    ply: snapshot.ply,
    toMove: snapshot.outcome ? null : snapshot.position.to_move,
    link: controller.game.link(),
  });
}

async function main() {
  applyTheme(options.theme);
  await useLanguage(pickLanguage(requestedLanguages()));
  document.title = t('embed.pageTitle');
  try {
    await init();
  } catch (error) {
    $('status').textContent = t('app.loadFailed');
    // Why, in the board's place (loaded only now: the first load stays small).
    import('../offline/engine-failure.js')
      .then(({ showEngineFailure }) => showEngineFailure($('stage'), error))
      .then((reason) => {
        $('status').textContent = '';
        messenger.post('error', { reason: 'no-engine', detail: reason });
      })
      .catch(() => messenger.post('error', { reason: 'no-engine', detail: 'not-loaded' }));
    return;
  }
  startGame(options);
  if (ignored.length) messenger.post('error', { reason: 'bad-options', options: ignored });
  document.title = `${gameName(controller.setup.game)} · ${t('embed.pageTitle')}`;
  Object.defineProperty(window, '__mancala', {
    value: Object.freeze({
      position: () => controller.game.position(),
      legalMoves: () => controller.game.legalMoves(),
      outcome: () => controller.game.outcome(),
      record: () => controller.game.record(),
      animating: () => board.animating,
      waiting: () => input.waiting,
    }),
  });
  document.body.classList.add('ready');
  postReady();
  // Offline play on a kiosk; a new release arrives with the next load.
  import('../offline/offline.js')
    .then(({ keepOffline }) => keepOffline())
    .catch(() => {});
}

stopWhileAway(controller, {
  onLeave: () => clearTimeout(demoTimer),
  onReturn: () => (current?.outcome && options.demo ? scheduleDemoRestart() : controller.run()),
});

main();

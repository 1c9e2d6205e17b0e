// @ts-check
// The main page: mounts the page shell (www/page/shell.js) with the
// page's chrome: the title, undo and redo, the history, sharing, the
// dialogs, the speed and language menus, and keyboard shortcuts.

import * as engine from './pkg/mancala.js';
import { language, t } from './i18n/i18n.js';
import { languageMenu, pickLanguage, requestedLanguages, useLanguage } from './i18n/language.js';
import { SPEED_NAMES } from './board/marks.js';
import { hostPolicy } from './page/host.js';
import { PageShell } from './page/shell.js';
import { el } from './ui/dom.js';
import { renderLegend } from './ui/legend.js';
import { boardLabel, directionKey, gameName, moveLine, sideName } from './ui/words.js';

const $ = (id) => document.getElementById(id);
// index.html's controls by their kind, for what only that kind has.
const buttonOf = (id) => /** @type {HTMLButtonElement} */ ($(id));
const checkboxOf = (id) => /** @type {HTMLInputElement} */ ($(id));
const selectOf = (id) => /** @type {HTMLSelectElement} */ ($(id));
const DEFAULT_SETUP = { game: 'giuthi', options: {}, starter: 0, names: ['', ''], players: ['person', 'person'] };
const LONG_BOARD = 16; // pits per row above which the board takes the page's width
const SAVE_NOTICE_MS = 7000; // "not saving" is a sentence to read, once
// Loaded when a dialog first opens: the first load has no room for them.
const dialogs = () => import('./ui/dialogs.js');
// Analysis, hints, review: loaded on use, or against the computer (hints).
let analysis;
const useAnalysis = () => (analysis ??= import('./analysis/page.js').then((m) => m.onMainPage(shell, () => sharing?.leaveFriendGame())));
// The lessons (www/learn/): loaded on use.
let learning;
const useLearning = () =>
  (learning ??= import('./learn/page.js').then((m) =>
    m.onMainPage(shell, {
      startGame,
      makeRoom: () => {
        puzzleMode?.leave();
        analysis?.then((a) => a.close());
      },
    }),
  ));
// Puzzles: loaded on use (the menu's button, a puzzle's address).
let puzzles = null;
let puzzleMode = null;
const usePuzzles = () =>
  (puzzles ??= import('./puzzles/page.js')
    .then((m) => m.onMainPage(shell, { onLeave: resumeGame }))
    .then((mode) => (puzzleMode = mode)));
// Live play (www/live/): loaded on use.
const LIVE = /^#live\./;
let live;
const useLive = () =>
  (live ??= import('./live/live.js').then((m) => m.onMainPage(shell, engine, { dock: $('dock'), onLeave: resumeGame })));
// The first screen (www/welcome/): a newcomer's, and the top bar's Games.
const welcome = () => import('./welcome/welcome.js');
// Whether the site's server offers live play (the first screen's and the
// Share dialog's "Play a friend online"), asked when one of them is shown.
const liveDiscovery = () => import('./live/discover.js');
const liveOffered = () => liveDiscovery().then((discover) => discover.liveOffered());
const address = new URLSearchParams(window.location.search);
// A link, a puzzle's, a lesson's or a kiosk's address goes straight to the
// board (read now: opening a link clears it). Else the screen loads at once.
const forItself = window.location.hash.length > 1 || ['puzzle', 'puzzles', 'learn', 'kiosk'].some((name) => address.has(name));
if (!forItself) {
  welcome();
  liveDiscovery().catch(() => {});
}
// The code of the view an address opens (route-preloads.js fetched it):
// run now, beside the engine, not after it. A game link is most often a
// friend's, whose panel is part of that view. Should one not arrive, the
// use that needs it says so.
const fetchEarly = (loading) => loading.catch(() => {});
if (address.has('learn')) fetchEarly(import('./learn/page.js'));
if (address.has('puzzle') || address.has('puzzles')) fetchEarly(import('./puzzles/page.js'));
if (window.location.hash.length > 1 && !LIVE.test(window.location.hash)) {
  fetchEarly(import('./share/share.js'));
  fetchEarly(import('./share/open-link.js'));
  fetchEarly(import('./share/friend-panel.js'));
}

// Kiosk mode (www/kiosk/, loaded only then): the host's policy keeps a
// visitor's storage in memory, and lets nobody out.
const kiosk = address.has('kiosk') ? (await import('./kiosk/kiosk.js')).kioskSettings(address) : null;
const host = hostPolicy({
  page: 'page',
  visit: kiosk?.storage ?? null,
  analysisAsked: () => kiosk?.options.analysis === true,
  share: kiosk?.share === true,
});
const { storage } = host;
let kioskMode = null;

await useLanguage(pickLanguage(requestedLanguages({ saved: /** @type {string | undefined} */ (storage.loadPrefs().lang) })));
translateStatic();

const prefs = storage.loadPrefs();
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
// A saved speed is one of the names, or none.
const savedSpeed = SPEED_NAMES.find((name) => name === prefs.speed);
let speed = savedSpeed ?? (reducedMotion ? 'instant' : 'normal');

const shell = new PageShell({
  host,
  speed: () => speed,
  fitHeight: () => Math.max(300, window.innerHeight - (window.innerWidth < 700 ? 250 : 270)),
  seatLabels: true,
  failureHost: $('board-host'),
  onBoard: (snapshot) => {
    document.body.classList.toggle('long-board', snapshot.position.holes > LONG_BOARD);
    renderGameKeys(snapshot.setup.game);
  },
  onPresent: renderChrome,
  onSessionChanged: () => {
    renderAnalysisButton();
    // The game's result is not the lesson's nor the puzzle's.
    const result = /** @type {HTMLDialogElement} */ ($('result-dialog'));
    if (result.open && !shell.offers('result')) result.close();
  },
  onSowing: (on) => {
    $('skip-button').hidden = !on;
    document.body.classList.toggle('animating', on);
  },
  onGameOver: (snapshot, words) => {
    if (demonstrating()) return;
    dialogs().then(({ openResult }) =>
      // Not if a lesson or a puzzle took the board meanwhile (a lesson's
      // address opens over the game saved here, which may be over).
      shell.offers('result') &&
      openResult($('result-dialog'), {
        words,
        onRematch: () => shell.startGame({ ...snapshot.setup, players: shell.players() }),
        onNewGame: () => newGameDialog(),
        onReview: host.review ? () => useAnalysis().then((a) => a.review()) : null,
      }),
    );
  },
  nextDemoGame: () => shell.startGame({ ...shell.setup, players: shell.players() }),
  // What needs the engine is switched off.
  onNoEngine: () => {
    for (const id of ['new-game-button', 'games-button', 'puzzles-button', 'learn-button', 'share-button', 'analysis-button', 'undo-button', 'redo-button', 'view-back', 'view-forward', 'view-replay', 'view-return']) {
      buttonOf(id).disabled = true;
    }
  },
});
const { announce } = shell;

// Sharing (www/share/): opening a link, a friend's game by link, the Share
// dialog. Loaded when one of them is wanted, not for the first view of a
// game on this device: until then there is no friend's game to show.
let sharing = null;
let loadingSharing = null;
const useSharing = () =>
  (loadingSharing ??= import('./share/share.js').then(
    ({ Sharing }) =>
      (sharing = new Sharing({
        engine,
        shell,
        newGame: () => newGameDialog(),
        dock: $('dock'),
        live: useLive,
        liveOffered,
      })),
  ));

function renderChrome(snapshot) {
  const { setup } = snapshot;
  $('game-title').textContent = gameName(setup.game);
  $('game-subtitle').textContent = subtitle(snapshot);
  buttonOf('undo-button').disabled = !shell.canUndo();
  buttonOf('redo-button').disabled = !snapshot.canRedo || demonstrating();
  renderHistory();
  renderSeating();
  sharing?.render(snapshot);
  renderAnalysisButton();
  // Against the computer, the hint is the analysis's.
  if (shell.offers('hint')) useAnalysis();
}

// The computer plays itself on the board (a kiosk's attract state): it
// goes on by itself, with no result to answer and nothing to redo.
function demonstrating() {
  return shell.seatingSession?.kind === 'demo';
}

// The analysis where the host and the session on the board offer it (not
// in a friend game that runs, nor in a kiosk unless the museum asked).
function renderAnalysisButton() {
  $('analysis-button').hidden = !shell.offers('analysis');
}

// Two people on this device may turn the board to either of them, and sit
// facing each other; which way they sit is the device's, kept for the next
// game (prefs).
function renderSeating() {
  const two = shell.twoPeopleHere();
  const turn = $('turn-board-button');
  turn.hidden = !two;
  turn.setAttribute('aria-pressed', String(shell.twoPeopleSeat === 1));
  $('facing-toggle').closest('label').hidden = !two;
}

function wireSeating() {
  const facing = checkboxOf('facing-toggle');
  facing.checked = prefs.facing === true;
  shell.seatTwoPeople({ side: prefs.turned === true ? 1 : 0, facing: facing.checked });
  const save = () => {
    storage.savePrefs({ ...storage.loadPrefs(), turned: shell.twoPeopleSeat === 1, facing: shell.facing });
    renderSeating();
  };
  $('turn-board-button').addEventListener('click', () => {
    shell.seatTwoPeople({ side: 1 - shell.twoPeopleSeat });
    save();
  });
  facing.addEventListener('change', () => {
    shell.seatTwoPeople({ facing: facing.checked });
    save();
  });
}

// The legend, and Giuthi's direction signs' key above its moves.
function renderGameKeys(game) {
  const described = engine.describeGame(game);
  renderLegend($('legend-list'), described);
  const key = $('history-key');
  key.hidden = described.move !== 'direction';
  key.textContent = key.hidden ? '' : directionKey();
}

function subtitle(snapshot) {
  const { setup, position } = snapshot;
  if (setup.game === 'kiothi') return boardLabel('kiothi', { setup: position.setup });
  // An edited start (a position link, the editor) has no seeds per pit;
  // no options at all is the game's default board, its first preset.
  const seeds = setup.options.seeds ?? (setup.options.holes ? undefined : engine.presets()[setup.game][0].seeds);
  return boardLabel(setup.game, { holes: position.holes, seeds });
}

// The history list is updated in place: a long game (hundreds of moves on
// En Gehé 2 x 50 or Hus 4 x 24) rebuilt after every move cost a long frame.
// It shows the page's game state (www/game/state.js): its moves in effect,
// with their traces, and the ply looked at.
let historyShown = { context: null, traces: [] };
function renderHistory() {
  const list = $('history-list');
  const { game, cursor: viewing } = shell.state;
  const traces = game ? game.moves.map(({ trace }) => trace) : [];
  const ply = traces.length;
  buttonOf('view-back').disabled = (viewing ?? ply) === 0;
  buttonOf('view-replay').disabled = (viewing ?? ply) === 0;
  buttonOf('view-forward').disabled = viewing === null;
  buttonOf('view-return').disabled = viewing === null;
  const setup = game?.setup ?? DEFAULT_SETUP;
  const context = `${setup.names.join('|')}/${setup.game}/${game?.position.holes}`;
  if (context !== historyShown.context) {
    list.replaceChildren(historyItem(0, { text: t('history.start') }));
    historyShown = { context, traces: [] };
  }
  let kept = 0;
  while (kept < Math.min(traces.length, historyShown.traces.length) && traces[kept] === historyShown.traces[kept]) kept += 1;
  while (list.children.length > kept + 1) list.lastElementChild.remove();
  list.append(
    ...traces.slice(kept).map((trace, index) =>
      historyItem(
        kept + index + 1,
        { class: `side-${trace.player}` },
        el('span', { class: 'history-number', text: `${kept + index + 1}.` }),
        el('span', { class: 'history-side', text: sideName(setup, trace.player) }),
        el('span', { class: 'history-move', text: moveLine(shell.grid, trace) }),
      ),
    ),
  );
  historyShown.traces = traces;
  const marked = viewing ?? (ply > 0 ? ply : null);
  const item = marked === null ? null : list.children[marked]?.firstElementChild;
  const previous = list.querySelector('[aria-current]');
  if (previous === item && kept === traces.length) return;
  previous?.removeAttribute('aria-current');
  item?.setAttribute('aria-current', 'step');
  // Measured at the next frame, when the page is laid out anyway: measuring
  // now would lay it out once more in the middle of drawing a move.
  if (item) requestAnimationFrame(() => item.isConnected && scrollWithin(list, item));
}

// One entry of the history list: the button that plays its move again
// (the start: shows the start).
/** @param {number} ply @param {{class?: string, text?: string}} [item] @param {...Node} children */
function historyItem(ply, { class: side = '', text } = {}, ...children) {
  return el('li', {}, el(
    'button',
    {
      type: 'button',
      class: `history-item ${side}`.trim(),
      text,
      onclick: () => (ply === 0 ? shell.lookAt(0) : watchMove(ply)),
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

async function newGameDialog() {
  const { openNewGame } = await dialogs();
  openNewGame($('new-game-dialog'), {
    presets: engine.presets(),
    boardSizes: engine.boardSizes,
    describeGame: engine.describeGame,
    current: shell.current && { ...shell.current.setup, players: shell.players() },
    onStart: startGame,
  });
}

function startGame(setup) {
  puzzleMode?.leave();
  sharing?.leaveFriendGame();
  shell.startGame(setup);
  announce(t('status.newGame', { game: gameName(setup.game) }));
  // The dialog or the first screen that started it is gone: the board
  // takes the focus, not the page's body.
  shell.focusBoard();
}

// Shows the four games in place of the game; `canGoBack`: to the game in
// progress. (The kiosk's "Touch to play" opens it too.)
export async function openFirstScreen({ canGoBack = false } = {}) {
  const { openFirstScreen: open, closeFirstScreen: close } = await welcome();
  await open({
    play: async (setup, { guide, friend }) => {
      close();
      startGame(setup);
      if (guide) shell.guideFirstMove();
      if (friend) {
        (await useSharing()).setFriend({ you: 0, since: 0 });
        shell.resumeGame();
      }
    },
    learn: (game) => {
      close();
      useLearning().then((l) => l.open(game));
    },
    // A kiosk's visitors stay with its games.
    puzzles: !kiosk && ((game) => (close(), openPuzzles({ game }))),
    about: openAboutPage,
    online: host.linksOut && ((game) => (close(), useLive().then((l) => l.createNew(game)))),
    onlineOffered: () => liveOffered().catch(() => false),
    back: canGoBack ? close : null,
    linksOut: host.linksOut,
    level: storage.loadPrefs().level,
    savePrefs: (changes) => storage.savePrefs({ ...storage.loadPrefs(), ...changes }),
    // A kiosk changes language in place (a reload would end its visit).
    apply:
      kiosk &&
      (async (code) => {
        selectOf('language-select').value = code;
        await retranslatePage(code);
        await openFirstScreen({ canGoBack });
      }),
  });
}

async function openPuzzles(where) {
  const mode = await usePuzzles();
  (await learning)?.stepAside();
  if (!mode.isOpen) (await analysis)?.close();
  return mode.open(where);
}

// The game saved on this device (or a new one), as when the page opens.
function resumeGame() {
  sharing?.resumeFriendGame();
  if (!shell.restoreGame().restored) shell.startGame(DEFAULT_SETUP);
}

// On a phone the controls are docked over the bottom of the screen: the
// page's scroll padding (style.css) keeps what the board brings into view
// above them.
function measureDock() {
  const dock = $('dock');
  new ResizeObserver(() => document.documentElement.style.setProperty('--dock-height', `${dock.offsetHeight}px`)).observe(dock);
}

function wireControls() {
  measureDock();
  // A phone's More (style.css).
  $('more-button').addEventListener('click', () => {
    const open = $('controls').classList.toggle('unfolded');
    $('more-button').setAttribute('aria-expanded', String(open));
  });
  wireSeating();
  $('new-game-button').addEventListener('click', newGameDialog);
  $('games-button').addEventListener('click', () => openFirstScreen({ canGoBack: true }));
  $('share-button').addEventListener('click', () => useSharing().then((loaded) => loaded.openDialog()));
  $('puzzles-button').addEventListener('click', () => openPuzzles({ game: shell.current?.setup.game }));
  $('rules-button').addEventListener('click', () => openRulesOf(shell.current?.setup.game ?? 'giuthi'));
  $('learn-button').addEventListener('click', () => useLearning().then((l) => l.menu()));
  // What the press asks is read at once: the analysis may still be loading
  // when a kiosk's next visitor comes (its reset presses it to close).
  $('analysis-button').addEventListener('click', (event) => {
    const open = /** @type {HTMLElement} */ (event.currentTarget).getAttribute('aria-pressed') !== 'true';
    useAnalysis().then((a) => (open ? a.open() : a.close()));
  });
  $('undo-button').addEventListener('click', () => shell.undo());
  $('redo-button').addEventListener('click', () => shell.redo());
  $('skip-button').addEventListener('click', () => shell.skip());
  $('view-back').addEventListener('click', stepBack);
  $('view-forward').addEventListener('click', stepForward);
  $('view-replay').addEventListener('click', () => watchMove(shell.shownPly()));
  $('view-return').addEventListener('click', () => shell.lookAt(null));
  const select = selectOf('speed-select');
  fillSpeedMenu();
  languageMenu($('language-select'), {
    current: language(),
    save: (lang) => storage.savePrefs({ ...storage.loadPrefs(), lang }),
    apply: kiosk && retranslatePage,
  });
  wireSound();
  const previewToggle = checkboxOf('preview-toggle');
  previewToggle.checked = prefs.preview === true;
  shell.usePreviewSetting(previewToggle.checked);
  previewToggle.addEventListener('change', () => {
    storage.savePrefs({ ...storage.loadPrefs(), preview: previewToggle.checked });
    shell.usePreviewSetting(previewToggle.checked);
  });
  select.addEventListener('change', () => {
    speed = select.value;
    storage.savePrefs({ ...storage.loadPrefs(), speed });
    if (speed === 'instant') shell.skip();
  });
  document.addEventListener('keydown', (event) => {
    // Shortcuts are for the game: not while typing, in a dialog, or on the
    // first screen, which hides the game.
    const target = /** @type {Element} */ (event.target);
    if (target.closest?.('input, select, textarea, dialog') || document.body.classList.contains('first-screen')) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) shell.redo();
      else shell.undo();
    } else if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      shell.redo();
    } else if (event.key === 'Escape') {
      if (shell.animating) shell.skip();
      else shell.cancelInput();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !mod && !event.altKey && !event.shiftKey) {
      // The board's pits and pickers take the arrows for themselves, as
      // do the tabs and menus.
      if (event.defaultPrevented || target.closest?.('.board, [role=tablist], [role=radiogroup]')) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') stepBack();
      else stepForward();
    }
  });
}

function translateStatic() {
  for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(/** @type {HTMLElement} */ (node).dataset.t);
  document.title = t('app.title');
}

function fillSpeedMenu() {
  const select = selectOf('speed-select');
  select.replaceChildren(...SPEED_NAMES.map((name) => el('option', { value: name, text: t(`speed.${name}`) })));
  select.value = speed;
}

// A kiosk changes language in place: a reload would end the visit.
async function retranslatePage(code) {
  await useLanguage(code);
  translateStatic();
  fillSpeedMenu();
  historyShown.context = null;
  if (shell.current) renderGameKeys(shell.current.setup.game);
  shell.retranslate();
  kioskMode?.retranslate();
}

// Sound: on unless turned off; a kiosk's only with `sound=1`.
function wireSound() {
  const button = $('sound-button');
  button.hidden = Boolean(kiosk && !kiosk.sound);
  const use = (on) => {
    button.setAttribute('aria-pressed', String(on));
    shell.useSound(on);
  };
  use(kiosk ? kiosk.sound : prefs.sound !== false);
  button.addEventListener('click', () => {
    const on = button.getAttribute('aria-pressed') !== 'true';
    storage.savePrefs({ ...storage.loadPrefs(), sound: on });
    use(on);
  });
}

async function startKiosk() {
  const { onMainPage } = await import('./kiosk/kiosk.js');
  kioskMode = await onMainPage(shell, {
    kiosk,
    presets: engine.presets(),
    startGame,
    forget: () => host.endVisit(),
    openFirstScreen: () => openFirstScreen(),
    closeFirstScreen: () => welcome().then((screen) => screen.closeFirstScreen()),
  });
}

const openRulesOf = async (game) =>
  (await dialogs()).openRules($('rules-dialog'), game, { onLearn: (id) => useLearning().then((l) => l.open(id)), onAbout: openAboutPage });
const openAboutPage = (game) => import('./about/about.js').then((m) => m.onMainPage(game, { onRules: openRulesOf, address: host.address }));

// Earlier shows the position a move back; Later plays the next move.
function stepBack() {
  const ply = shell.shownPly();
  if (ply > 0) shell.lookAt(ply - 1);
}

function stepForward() {
  if (shell.viewPly !== null) watchMove(shell.shownPly() + 1);
}

// A move watched again from the list: the board comes into view first (on a
// phone the list lies below it), at once, so that a long board's sowing is
// followed from its first seed.
function watchMove(ply) {
  const box = shell.boardRoot.getBoundingClientRect();
  const seen = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  if (seen < Math.min(box.height, window.innerHeight) / 2) shell.boardRoot.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  shell.replayMove(ply);
}

async function main() {
  wireControls();
  if (!(await shell.startEngine())) return;
  if (kiosk) await startKiosk();
  else await openFromAddress();
  storage.whenUnavailable(() => {
    shell.flash(t('save.unavailable'), SAVE_NOTICE_MS);
    announce(t('save.unavailable'));
  });
  document.body.classList.add('ready');
  // Offline play, once the page is ready (a failure only means online play).
  if (!host.serviceWorker) return;
  import('./offline/offline.js')
    .then(({ keepOffline }) =>
      keepOffline({
        onUpdateReady: () => import('./offline/release-ready.js').then(({ showReleaseReady }) => showReleaseReady()),
      }),
    )
    .catch(() => {});
}

// A link, a puzzle or a lesson; else the saved game, else a new one.
async function openFromAddress() {
  // Links pasted into the address bar of the open page; before now, the
  // page's start reads the address itself.
  window.addEventListener('hashchange', () => {
    if (LIVE.test(window.location.hash)) useLive().then((l) => l.open());
    else if (window.location.hash.length > 1) useSharing().then((loaded) => loaded.openFromAddress());
  });
  // A game link in the address wins over the game saved on this device.
  const linked = window.location.hash.length > 1 && !LIVE.test(window.location.hash) && (await (await useSharing()).openFromAddress()) === 'opened';
  // A friend's game saved here goes on (with its panel ready before the
  // first view); without one, nothing of the sharing is needed yet.
  if (!linked && storage.loadFriend() !== null) {
    await (await useSharing()).readySavedFriend();
    sharing.resumeFriendGame();
  }
  const { restored, notice } = linked ? { restored: true, notice: null } : shell.restoreGame();
  const newcomer = !forItself && !restored;
  // A newcomer's board waits behind the first screen, neither laid out nor
  // drawn before it is shown (the first view comes sooner).
  if (newcomer) document.body.classList.add('first-screen');
  if (!restored) {
    sharing?.leaveFriendGame();
    shell.startGame(DEFAULT_SETUP);
  }
  // A puzzle's address (`?puzzle=ID`, `?puzzles=GAME`) opens the puzzles,
  // a lesson's (?learn=GAME) the lesson, before the first view (no shift);
  // should its code not arrive (offline), the game shows.
  if (!linked && (address.has('puzzle') || address.has('puzzles'))) {
    await openPuzzles({ id: address.get('puzzle'), game: address.get('puzzles') }).catch(() => {});
  }
  if (notice) {
    shell.flash(t(notice));
    announce(t(notice));
  }
  if (LIVE.test(window.location.hash)) await (await useLive()).open();
  // A lesson's link (?learn=GAME) opens it over the game.
  const lesson = address.get('learn');
  if (lesson) await useLearning().then((l) => l.open(lesson)).catch(() => {});
  // Without a game saved on this device, a newcomer meets the games first.
  // The board behind them is nobody's game: none is saved until one is
  // chosen, and a reload shows the games again.
  if (newcomer) {
    await openFirstScreen();
    storage.forgetGame();
  }
  if (address.has('about')) await openAboutPage(address.get('about'));
}

main();

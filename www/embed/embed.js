// @ts-check
// The embeddable page (embed.html): the board and the essential controls,
// sized to its frame, silent, configured by query parameters, and talking
// to the framing page only by the protocol of docs/EMBED.md. It saves
// nothing on the visitor's device. The board, the players and the status
// are the page shell's (www/page/shell.js), as on the main page.

import * as engine from '../pkg/mancala.js';
import { t } from '../i18n/i18n.js';
import { loadPart, pickLanguage, requestedLanguages, useLanguage } from '../i18n/language.js';
import { hostPolicy } from '../page/host.js';
import { PageShell } from '../page/shell.js';
import { FIRST_LEVEL } from '../game/seats.js';
import { el, fill } from '../ui/dom.js';
import { gameName } from '../ui/words.js';
import { linkOf, linkUrl, readLink, setupOfLinkedGame } from '../game/link.js';
import { permits } from '../game/state.js';
import { fullPageQuery, report } from '../game/state-report.js';
import { linkErrorWords } from '../ui/link-words.js';
import { icon } from './icons.js';
import { PAGE_OPTIONS, boardOptions, readOptions } from '../page/options.js';
import { Messenger } from './protocol.js';
import { keepToTheFrame } from './host-manners.js';

// Before any mode can move the focus or scroll: the host's page is not ours.
keepToTheFrame();

/** @param {string} id @returns {HTMLElement} (every id asked for is in embed.html) */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @param {string} id */
const heightOf = (id) => $(id).getBoundingClientRect().height;
const STAGE_GAP = 4; // px between the players' rows and the board (embed.css)

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
// Nothing is kept on the visitor's device (a museum's visitors share it),
// and a kiosk lets nobody out: the host's policy (www/page/host.js).
const host = hostPolicy({
  page: 'embed',
  visit: options.kiosk ? (await import('../kiosk/kiosk.js')).memoryStorage() : null,
  analysisAsked: () => options.analysis === true,
});
let replayLink = null;
let replayLength = 0;

// The dark palette (dark.css) as the system's, always, or never.
const DARK_WHEN = { auto: '(prefers-color-scheme: dark)', dark: 'all', light: 'not all' };
function applyTheme(theme) {
  document.documentElement.dataset.theme = theme;
  /** @type {HTMLLinkElement} */ ($('dark-theme')).media = DARK_WHEN[theme];
}

applyTheme(options.theme);
await useLanguage(pickLanguage(requestedLanguages()));
// Its own texts (a failed load leaves their keys showing, not a dead page).
await loadPart('embed').catch(() => {});
// A link's texts (what went wrong with it) arrive while the engine loads.
const linkTexts = () => loadPart('link').catch(() => {});
if (options.link) linkTexts();
document.title = t('embed.pageTitle');

const shell = new PageShell({
  host,
  speed: () => options.speed,
  // The stage's height less the players' rows: the board and its players
  // stay together in the middle of a tall frame. Beside a turned board the
  // two bars share one row (embed.css). Fractional heights, rounded down:
  // whole pixels rounded each on its own can add up to a board a pixel
  // taller than its room.
  fitHeight: () => {
    const bars = [heightOf('player-0'), heightOf('player-1')];
    const room = shell.turned
      ? heightOf('stage') - Math.max(...bars) - STAGE_GAP
      : heightOf('stage') - bars[0] - bars[1] - 2 * STAGE_GAP;
    return Math.floor(room);
  },
  // A long board turns by the frame's shape, not by the room its controls
  // leave it: in a 360 x 560 frame they wrap to two rows (and Skip joins them
  // while a move is shown), which left En Gehé 2 x 40 a box wider than tall,
  // laid out as a scrolling row, and turning back and forth as Skip came and
  // went (geometry.js's screenLayout says which boards turn so).
  orientBy: () => ({ width: window.innerWidth, height: window.innerHeight }),
  failureHost: $('stage'),
  // The heading names the game on the board: a lesson's, then the game's.
  onBoard: (snapshot) => ($('game-title').textContent = gameName(snapshot.setup.game)),
  onPresent: renderControls,
  // While a move is shown, Skip (as its status says) shows the result.
  onSowing: (on) => {
    skipButton.hidden = !on;
  },
  onMoved: (trace, after) =>
    messenger.post('move', {
      ply: after.ply,
      player: trace.player,
      move: trace.move,
      toMove: after.outcome ? null : after.position.to_move,
      scores: after.scores,
      link: linkOf(shell.engineGame, shell.seats),
    }),
  onGameOver: (snapshot) => {
    if (options.replay) return;
    const { winner, scores, reason } = snapshot.outcome;
    messenger.post('end', { winner, scores, reason, ply: snapshot.ply, link: linkOf(shell.engineGame, shell.seats) });
  },
  nextDemoGame: () => startNewGame(options),
  onEngineFailure: (reason) => messenger.post('error', { reason: 'no-engine', detail: reason }),
});
// Silent unless the host asks for sound (`sound=1`).
let soundOn = options.sound === true;
shell.useSound(soundOn);
// The board's room changes with the frame, when Kiothi's opening panel
// comes and goes, and when the players' bars grow with their words.
const roomWatcher = new ResizeObserver(() => shell.relayout());
for (const id of ['stage', 'player-0', 'player-1']) roomWatcher.observe($(id));
// A read-only replay: both sides wait, whoever the game's setup names.
// Nobody is to move: the board and the players' bars show no turn, and the
// status line says where the replay stands (the end, once there, in the
// game's own words).
const replaySession = Object.freeze({
  kind: 'replay',
  seats: Object.freeze([new WaitingSeat(), new WaitingSeat()]),
  // A new game's players (a `new-game`) are never the replay's.
  plays: () => false,
  hidesTurn: true,
  /** @param {import('../page/types.js').Snapshot} snapshot */
  status: (snapshot) => (snapshot.outcome ? null : t('embed.replayAt', { ply: snapshot.ply, plies: replayLength })),
});
const messenger = new Messenger({ parentOrigin: options.parentOrigin, onCommand });
// "Open full page" follows what the board shows (a lesson's step, a puzzle).
shell.subscribe(() => {
  const link = /** @type {HTMLAnchorElement | null} */ (document.querySelector('.embed-full'));
  if (link) link.href = fullPageHref();
});
// The analysis board (`analysis=1`) and the value the parent asks for
// (www/analysis/): loaded on first use.
let analysis = null;
const useAnalysis = () =>
  (analysis ??= import('../analysis/page.js').then((m) =>
    m.mountAnalysis(shell, { place: (panel) => $('frame').append(panel), compact: true, review: host.review }),
  ));

// The puzzles (`puzzle=ID`, `puzzles=GAME`; www/puzzles/): loaded on use.
let puzzles = null;
let puzzleMode = null;
const usePuzzles = () =>
  (puzzles ??= import('../puzzles/page.js')
    .then((m) => m.inEmbed(shell, { place: (panel) => $('frame').append(panel) }))
    .then((mode) => (puzzleMode = mode)));
const wantsPuzzles = (wanted) => Boolean(wanted.puzzle || wanted.puzzles);
// The game of the puzzles asked for, shown until they load.
const puzzlesGame = (wanted) => wanted.puzzles ?? wanted.puzzle.slice(0, wanted.puzzle.lastIndexOf('-'));

// Who plays: visitors, a visitor (South) against the computer, or the
// computer on both sides (a kiosk's demonstration): the game's session
// (www/page/game-sessions.js) is theirs.
function playersOf(wanted) {
  const level = wanted.level ?? FIRST_LEVEL;
  if (wanted.demo) return [level, level];
  return ['person', wanted.opponent === 'computer' ? level : 'person'];
}

// `content`: the button's words, or an icon (then `label` names it).
/** @param {string | Node} content @param {() => void} onclick @param {{label?: string, primary?: boolean, disabled?: boolean}} [how] */
function button(content, onclick, { label, primary = false, disabled = false } = {}) {
  return el(
    'button',
    {
      type: 'button',
      class: `button small${primary ? ' primary' : ''}`,
      'aria-label': label,
      title: label,
      disabled,
      onclick,
    },
    content,
  );
}

// Skip, while a move is shown; Escape does the same (or closes a picker).
const skipButton = button('', () => shell.skip());
skipButton.hidden = true;
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  if (shell.animating) shell.skip();
  else shell.cancelInput();
});

// "How to play": the rules dialog of the main page, for this game alone,
// loaded on first use, with its lesson (not over the puzzles, which have
// the board).
$('rules-button').addEventListener('click', () =>
  import('../ui/dialogs.js').then(({ openRules }) =>
    openRules($('rules-dialog'), shell.setup.game, { choice: false, onLearn: wantsPuzzles(options) ? null : openLesson }),
  ),
);

function renderControls(snapshot) {
  $('game-title').textContent = gameName(snapshot.setup.game);
  $('rules-button').textContent = t('embed.howToPlay');
  const controls = $('controls');
  skipButton.textContent = t('action.skip');
  if (options.replay) {
    fill(
      controls,
      skipButton,
      button(icon('start'), () => replayTo('start'), { label: t('embed.toStart'), disabled: !snapshot.canUndo }),
      button(icon('back'), () => shell.undo(), { label: t('embed.back'), disabled: !snapshot.canUndo }),
      button(icon('next'), () => shell.redo(), { label: t('embed.next'), disabled: !snapshot.canRedo, primary: snapshot.canRedo }),
      button(icon('end'), () => replayTo('end'), { label: t('embed.toEnd'), disabled: !snapshot.canRedo }),
      openFullPage(),
    );
    return;
  }
  // Puzzles have their own buttons; a live game watched has none to offer
  // (its panel says what there is, and the moves are the players').
  if (wantsPuzzles(options) || watchingLive) {
    fill(controls, skipButton);
    return;
  }
  fill(
    controls,
    skipButton,
    options.demo ? null : button(t('action.undo'), () => shell.undo(), { disabled: !snapshot.canUndo }),
    button(t('embed.newGame'), () => startNewGame(options), { primary: Boolean(snapshot.outcome) }),
    shell.twoPeopleHere() ? turnBoardButton() : null,
    options.sound ? soundButton() : null,
    openFullPage(),
  );
}

// Two people on one device pass it across: the board turns to the other.
// The frame keeps no preferences, so each visit starts turned to South.
// The controls are drawn again as the board turns: the new button keeps
// the focus of the one pressed.
function turnBoardButton() {
  const turn = button(t('action.turnBoard'), () => {
    shell.seatTwoPeople({ side: 1 - shell.twoPeopleSeat });
    /** @type {HTMLButtonElement | null} */ ($('controls').querySelector('.turn-board'))?.focus();
  });
  turn.classList.add('turn-board');
  turn.setAttribute('aria-pressed', String(shell.twoPeopleSeat === 1));
  return turn;
}

function soundButton() {
  const toggle = button(icon('sound'), () => {
    soundOn = !soundOn;
    toggle.setAttribute('aria-pressed', String(soundOn));
    shell.useSound(soundOn);
  }, { label: t('action.sound') });
  toggle.classList.add('sound-button');
  toggle.setAttribute('aria-pressed', String(soundOn));
  return toggle;
}

// A link to the full game page with this game, for a bigger board (not
// where the host lets nobody out, a kiosk: a visitor would leave it).
function openFullPage() {
  if (!permits(shell.state, 'linkOut')) return null;
  return el('a', {
    class: 'embed-full',
    href: fullPageHref(),
    target: '_blank',
    rel: 'noopener noreferrer',
    text: t('embed.fullPage'),
  });
}

function replayTo(where) {
  const { game } = readLink(engine, replayLink);
  if (where === 'start') while (game.canUndo()) game.undo();
  shell.loadGame(game, shell.current.setup, { about: { kind: 'replay' } });
}

// Starts the game the options ask for: a link's game (to continue, or to
// replay from its start), else a new game.
function startGame(wanted) {
  shell.setNotice('');
  puzzleMode?.leave();
  if (wantsPuzzles(wanted)) {
    shell.startGame({ game: puzzlesGame(wanted), options: {}, starter: 0, names: ['', ''], players: ['person', 'person'] });
    return usePuzzles().then((mode) => mode.open({ id: wanted.puzzle, game: wanted.puzzles }));
  }
  const players = playersOf(wanted);
  if (wanted.replay) shell.useGame(replaySession);
  else shell.usePlayers(players);
  if (wanted.link) {
    const { game, options: board, error } = readLink(engine, wanted.link);
    if (error) shell.setNotice(linkErrorWords(error, game ? game.ply() : null).detail);
    if (game) {
      const setup = setupOfLinkedGame(game, board);
      if (wanted.replay) {
        replayLink = game.link();
        replayLength = game.ply();
        while (game.canUndo()) game.undo();
      }
      shell.loadGame(game, setup, wanted.replay ? { about: { kind: 'replay' } } : {});
      return null;
    }
  }
  const setup = {
    game: wanted.game,
    options: boardOptions(wanted, engine.presets()),
    starter: wanted.starts === 'north' ? 1 : 0,
    names: ['', ''],
    players,
  };
  try {
    shell.startGame(setup);
  } catch {
    shell.setNotice(t('embed.badBoard', { game: gameName(wanted.game) }));
    shell.startGame({ ...setup, options: {} });
  }
}

// How long `mancala:analyse` may think (docs/EMBED.md): a longer wish is
// refused, not shortened without a word.
const ANALYSE_MS = { least: 50, usual: 1000, most: 10_000 };

async function onCommand(command) {
  if (command.type === 'mancala:analyse') {
    const ms = command.options.get('ms') ?? String(ANALYSE_MS.usual);
    if (!/^[0-9]{1,5}$/.test(ms) || Number(ms) < ANALYSE_MS.least || Number(ms) > ANALYSE_MS.most) {
      messenger.post('error', { reason: 'bad-options', options: ['ms'] });
      return;
    }
    const answer = await (await useAnalysis()).valueOfShown(Number(ms));
    messenger.post(answer.error ? 'error' : 'analysis', answer.error ? { reason: answer.error } : answer);
    return;
  }
  const merged = new Map(command.options);
  if (command.type === 'mancala:new-game') {
    // A new game keeps the page's look and language, and starts afresh
    // from the options given (the others at their defaults).
    for (const name of ['lang', 'theme', 'speed', 'parentOrigin']) {
      if (!merged.has(name) && options[name] !== null) merged.set(name, String(options[name]));
    }
    const { options: next, ignored: bad } = readOptions(merged);
    if (bad.length) messenger.post('error', { reason: 'bad-options', options: bad });
    options = { ...next, ...Object.fromEntries(PAGE_OPTIONS.map((name) => [name, options[name]])) };
    if (options.about) options = { ...options, game: options.about };
    if (options.link) await linkTexts();
    closeAbout();
    await startGame(options);
    // The lesson or the about page on the board before the host hears
    // what is there.
    if (options.learn && !wantsPuzzles(options)) await openLesson(options.learn);
    else if (options.about) await openAbout(options.about);
    postReady();
    if (shell.offers('analysis')) useAnalysis().then((a) => a.open());
    else analysis?.then((a) => a.close());
    return;
  }
  const { options: read, ignored: bad } = readOptions(merged);
  if (bad.length) messenger.post('error', { reason: 'bad-options', options: bad });
  for (const name of merged.keys()) {
    if (!bad.includes(name)) options = { ...options, [name]: read[name] };
  }
  if (merged.has('theme')) {
    applyTheme(options.theme);
    shell.relayout();
  }
  if (merged.has('lang')) {
    await useLanguage(pickLanguage([options.lang, ...requestedLanguages()]));
    shell.retranslate();
  }
}

// A new game on the board after the first (the host hears ready for each,
// once its puzzle is on the board: docs/EMBED.md).
async function startNewGame(wanted) {
  await startGame(wanted);
  postReady();
}

// The full page with what the board shows: a lesson's or a puzzle's own
// address, else the game's link.
function fullPageHref() {
  const query = fullPageQuery(shell.state);
  if (!query) return linkUrl(linkOf(shell.engineGame, shell.seats));
  return new URL(`./?${query}`, window.location.href).href;
}

// What the board shows, from the page's game state: a lesson's own game,
// a puzzle's position, or the game.
function postReady() {
  const shown = report(shell.state);
  if (!shown) return;
  messenger.post('ready', {
    game: shown.game,
    holes: shell.state.game?.position.holes,
    ply: shown.ply,
    toMove: shown.toMove,
    link: shown.kind === 'lesson' ? null : linkOf(shell.engineGame, shell.seats),
    ...(shown.kind === 'lesson' || shown.kind === 'puzzle' ? { [shown.kind]: shown.id } : {}),
    ...(aboutShown ? { about: aboutShown.game } : {}),
  });
}

// A game's about page (`about=GAME`; www/about/): its people, how it is
// played, its history and sources, over the frame and that game's board,
// until the visitor chooses to play it.
let aboutShown = null;
async function openAbout(game) {
  closeAbout();
  const { renderAbout } = await import('../about/about.js');
  const page = el('section', { class: 'embed-about', 'aria-labelledby': 'embed-about-title', tabindex: '0' });
  await renderAbout(page, game, { level: 2, titleId: 'embed-about-title' });
  page.prepend(
    el(
      'div',
      { class: 'embed-about-head' },
      el('button', {
        type: 'button',
        class: 'button primary small',
        'data-action': 'play',
        text: t('embed.aboutPlay', { game: gameName(game) }),
        onclick: () => {
          closeAbout();
          postReady();
        },
      }),
    ),
  );
  $('frame').append(page);
  aboutShown = { game, page };
}

function closeAbout() {
  aboutShown?.page.remove();
  aboutShown = null;
}

// A lesson (`learn=GAME`, or from How to play; www/learn/) over the game;
// it keeps no progress, and ends with a game against the beginner computer.
let learning;
function openLesson(game) {
  learning ??= import('../learn/page.js').then((m) =>
    m.mountLearning(shell, {
      // In a short frame the step's text scrolls (embed.css): a keyboard
      // reaches it too.
      place: (panel) => {
        panel.querySelector('.learn-body')?.setAttribute('tabindex', '0');
        $('frame').append(panel);
      },
      onLeave: (backToGame) => backToGame && shell.resumeGame(),
      playGame: (lessonGame, board) =>
        startNewGame({ ...options, game: lessonGame, ...board, preset: null, link: null, opponent: 'computer', level: 'beginner' }),
    }),
  );
  return learning.then((lessons) => lessons.open(game)).catch(() => {});
}

// Kiosk mode (`kiosk=1`, www/kiosk/): the attract state's demonstration
// and the visitors' games.
async function startKiosk() {
  const { mountKiosk } = await import('../kiosk/kiosk.js');
  // The first demonstration's ready is the page's (main).
  let first = true;
  const play = (demo) => {
    options = { ...options, demo };
    if (first) startGame(options);
    else startNewGame(options);
    first = false;
  };
  await mountKiosk(shell, {
    idle: options.idle,
    bar: (node) => document.querySelector('.embed-head').append(node),
    quiet: [$('stage'), document.querySelector('.embed-dock')],
    startDemo: () => play(true),
    startVisit: () => play(false),
    forget: () => host.endVisit(),
  });
}

// A live game to watch (the watchers' link on embed.html: `#live.ID`; a
// player's seat is not taken in a frame): read-only, as a gallery shows it.
const watched = /^#live\.([A-Za-z0-9_-]{1,64})/.exec(window.location.hash)?.[1];
let watchingLive = false;
async function watchLive(game) {
  const live = await import('../live/live.js');
  watchingLive = true;
  live.openLiveGame(shell, engine, { game, token: null }, {
    dock: $('controls'),
    onLeave: () => {
      watchingLive = false;
      startGame(options);
    },
    framed: true,
  });
}

async function main() {
  if (!(await shell.startEngine())) return;
  if (options.about) options = { ...options, game: options.about };
  if (options.link) await linkTexts();
  if (options.kiosk) await startKiosk();
  else await startGame(options);
  if (watched && !options.kiosk) await watchLive(watched);
  if (shell.offers('analysis')) useAnalysis().then((a) => a.open());
  // The lesson on the board before the host hears what is there.
  if (options.learn && !wantsPuzzles(options)) await openLesson(options.learn);
  else if (options.about && !options.kiosk) await openAbout(options.about);
  if (ignored.length) messenger.post('error', { reason: 'bad-options', options: ignored });
  document.title = `${gameName(shell.setup.game)} · ${t('embed.pageTitle')}`;
  document.body.classList.add('ready');
  postReady();
  // Offline play on a kiosk (the host's policy); a new release arrives with
  // the next load.
  if (!host.serviceWorker) return;
  import('../offline/offline.js')
    .then(({ keepOffline }) => keepOffline())
    .catch(() => {});
}

main();

// @ts-check
// Lessons on a page: "Learn to play <game>", one lesson per game, loaded on
// first use by www/app.js and www/embed/embed.js (the first load has no room
// for them) with their styles, words and lesson files.

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { el } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';
import { gameName } from '../ui/words.js';
import { GAMES } from '../game/controller.js';
import { Lesson, LessonPanel } from './lesson.js';
import { Progress } from './progress.js';

const lessonFiles = {};
function lessonOf(game) {
  lessonFiles[game] ??= fetch(new URL(`./lessons/${game}.json`, import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`lesson ${game}: ${response.status}`);
      return response.json();
    })
    .catch((error) => {
      delete lessonFiles[game];
      throw error;
    });
  return lessonFiles[game];
}

// The main page's (www/app.js): the panel at the top of the dock, the menu
// in #learn-dialog, progress kept with the page's storage, the lesson's
// link in the address while it is open. `startGame(setup)` starts the
// page's game; `makeRoom()` closes what a lesson replaces (the analysis,
// which follows the game, and the puzzles).
export async function onMainPage(shell, { startGame, makeRoom }) {
  const $ = (id) => document.getElementById(id);
  const showAddress = (game) => {
    if (!shell.host.address) return;
    const url = new URL(window.location.href);
    if (game) url.searchParams.set('learn', game);
    else url.searchParams.delete('learn');
    window.history.replaceState(null, '', url.href);
  };
  const learning = await mountLearning(shell, {
    place: (panel) => $('dock').prepend(panel),
    onOpen: (game) => {
      makeRoom();
      showAddress(game);
      $('game-title').textContent = gameName(game);
      $('game-subtitle').textContent = t('learn.title', { game: gameName(game) });
    },
    onLeave: (backToGame) => {
      showAddress(null);
      if (backToGame) shell.resumeGame();
    },
    playGame: (game, options) => {
      keepPreviewOn(shell.host.storage);
      startGame({ game, options, starter: 0, names: ['', ''], players: ['person', 'beginner'] });
    },
  });
  return { ...learning, menu: () => learning.menu($('learn-dialog')) };
}

// The game a lesson ends with keeps the move preview the lesson showed at
// every step: the page's preview setting is turned on (as if ticked, and
// kept so), unless the player once turned it off themselves.
function keepPreviewOn(storage) {
  const toggle = /** @type {HTMLInputElement | null} */ (document.getElementById('preview-toggle'));
  if (!toggle || toggle.checked || storage.loadPrefs().preview === false) return;
  toggle.checked = true;
  toggle.dispatchEvent(new Event('change'));
}

// The address of a lesson's page: this page with ?learn=GAME.
export function lessonUrl(game, from = window.location.href) {
  const url = new URL(from);
  url.hash = '';
  url.search = `?learn=${encodeURIComponent(game)}`;
  return url.href;
}

// Mounts the lessons on `shell` (a PageShell). `place(panel)` puts the
// lesson's panel on the page; the host's storage keeps the progress (the
// page's, a kiosk's visit's, or the embed's that keeps nothing); `onOpen(game)` and
// `onLeave(backToGame)` hear a lesson begin and end (the game to be given
// the board back when `backToGame`); `playGame(game, options)` starts the
// closing game against the beginner computer.
export async function mountLearning(shell, { place, onOpen = (/** @type {string} */ game) => {}, onLeave, playGame }) {
  await Promise.all([loadStyle(new URL('./learn.css', import.meta.url).href), loadPart('learn')]);
  const panel = new LessonPanel(place);
  const progress = new Progress(shell.host.storage);
  let current = null;
  // Opens `game`'s lesson; false for no such game, or when its file did
  // not arrive (offline before the lessons were ever kept).
  const open = async (game) => {
    if (!GAMES.includes(game)) return false;
    let lesson;
    try {
      lesson = await lessonOf(game);
      await loadPart('learn');
    } catch {
      return false;
    }
    current?.yieldBoard();
    current = new Lesson({
      shell,
      lesson,
      panel,
      progress,
      onLeave: (backToGame) => {
        current = null;
        onLeave(backToGame);
      },
      playGame,
    });
    onOpen(game);
    current.open();
    return true;
  };
  return {
    open,
    // Something else takes the board (the puzzles): the lesson steps aside,
    // kept for next time.
    stepAside: () => current?.yieldBoard(),
    // The lessons' menu in `dialog`: each lesson, how far it has come, and
    // its link.
    // Only the full page keeps the progress on the device (a kiosk's for
    // one visit, a frame's nothing): only there do the words say so.
    menu: (dialog) => openMenu(dialog, progress, open, shell.host.linksOut, shell.host.page === 'page' && !shell.host.kiosk),
  };
}

async function openMenu(dialog, progress, open, linksOut, keptOnDevice) {
  const lessons = await Promise.all(GAMES.map((game) => lessonOf(game)));
  const item = (lesson) => {
    const game = lesson.game;
    const { step, done, finished } = progress.of(game, lesson.steps.length);
    const state = finished
      ? t('learn.menu.finished')
      : done.length
        ? t('learn.step', { step: step + 1, steps: lesson.steps.length })
        : t('learn.menu.new');
    return el(
      'li',
      { class: 'learn-choice' },
      // A link (a new tab, a bookmark) where the host lets one out; in a
      // kiosk a button that opens it here.
      el(linksOut ? 'a' : 'button', {
        class: 'button',
        type: linksOut ? null : 'button',
        href: linksOut ? lessonUrl(game) : null,
        text: t('learn.title', { game: gameName(game) }),
        onclick: (event) => {
          event.preventDefault();
          dialog.close();
          open(game);
        },
      }),
      el('span', { class: 'learn-state', text: state }),
    );
  };
  dialog.replaceChildren(
    el(
      'div',
      { class: 'dialog-head' },
      el('h2', { id: 'learn-menu-title', text: t('learn.menu.title') }),
      el('button', { type: 'button', class: 'button small', text: t('action.close'), onclick: () => dialog.close() }),
    ),
    el('p', { text: keptOnDevice ? `${t('learn.menu.intro')} ${t('learn.menu.kept')}` : t('learn.menu.intro') }),
    el('ul', { class: 'learn-choices' }, lessons.map(item)),
  );
  dialog.setAttribute('aria-labelledby', 'learn-menu-title');
  dialog.showModal();
}

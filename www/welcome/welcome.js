// @ts-check
// The first screen, a newcomer's on the main page (no link, no game saved
// on the device): what mancala is, the computer's level, and the four
// games, each with its ways to play and to discover it.
// Loaded only when shown: a link goes straight to its board without it.

import * as engine from '../pkg/mancala.js';
import { language, t } from '../i18n/i18n.js';
import { languageMenu, loadPart } from '../i18n/language.js';
import { GAMES } from '../game/controller.js';
import { FIRST_GAME_LEVEL, FIRST_LEVEL, OFFERED_LEVELS } from '../game/seats.js';
import { el } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';
import { boardLabel, gameName } from '../ui/words.js';

const SVG = 'http://www.w3.org/2000/svg';
const PIT = 10; // the drawing's pit spacing, in its own units
const STORE = 14; // the width of Kiothi's prisons at the board's ends

let screen = null;
// Fetched as soon as the module is: the screen is shown whole, styled and
// worded.
const prepared = Promise.all([loadStyle('www/welcome/welcome.css'), loadPart('welcome')]);

// Shows the first screen in place of the game. `actions`: `play(setup,
// {guide, friend})` starts a game (`friend`: with a friend by link, which
// needs links out), `learn(game)` opens its lesson, `puzzles(game)` (or
// false: not here) its puzzles, `back` (or null: nothing to go back to)
// returns to the game in progress, `linksOut` whether the host lets a
// lesson be a link (not a kiosk), `level` the computer's level chosen last
// (a newcomer's: the beginner), `savePrefs(prefs)`, and `apply(language)`
// (or null: a reload) puts a language chosen in place, `about(game)` (or
// null) opens its about page, and `online(game)`
// (or null) makes a live game with a friend, offered only once
// `onlineOffered()` has resolved true (the site's server is there).
export async function openFirstScreen(actions) {
  await prepared;
  screen?.remove();
  screen = render(actions);
  if (actions.online) offerOnline(screen, actions);
  document.querySelector('.topbar').after(screen);
  document.body.classList.add('first-screen');
  screen.querySelector('h1').focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

// A link put in the address goes to its game (www/share/share.js opens it).
window.addEventListener('hashchange', () => closeFirstScreen());

// The page under it opens at its top, however far down the games were
// scrolled (a phone's fourth game is a long way down).
export function closeFirstScreen() {
  document.body.classList.remove('first-screen');
  screen?.remove();
  screen = null;
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

// Each game's "Play a friend online", after its other ways to play with a
// friend, once the server has said it is there.
async function offerOnline(shown, { online, onlineOffered }) {
  if (!(await onlineOffered()) || shown !== screen) return;
  for (const game of GAMES) {
    const ways = shown.querySelectorAll(`.welcome-game[data-game="${game}"] .welcome-play > *`);
    ways[ways.length - 1]?.after(el('button', { type: 'button', class: 'button', 'data-choice': 'online', text: t('welcome.online'), onclick: () => online(game) }));
  }
}

function render(actions) {
  const languages = el('select', { id: 'welcome-language' });
  languageMenu(languages, { current: language(), save: (lang) => actions.savePrefs({ lang }), apply: actions.apply });
  // The computer's level, one for the four games: each card's button says it.
  const chosen = { level: OFFERED_LEVELS.includes(actions.level) ? actions.level : FIRST_GAME_LEVEL };
  const games = el('ul', { class: 'welcome-games' }, GAMES.map((game) => card(game, actions, chosen)));
  const levels = el(
    'fieldset',
    { class: 'welcome-level' },
    el('legend', { text: t('welcome.level') }),
    OFFERED_LEVELS.map((level) =>
      el(
        'label',
        { class: 'welcome-level-choice' },
        el('input', {
          type: 'radio',
          name: 'welcome-level',
          value: level,
          checked: level === chosen.level ? '' : null,
          onchange: () => {
            chosen.level = level;
            actions.savePrefs({ level });
            for (const button of games.querySelectorAll('[data-choice=computer]')) button.textContent = playWords(level);
          },
        }),
        el('span', { text: t(`computer.level.${level}`) }),
      ),
    ),
  );
  return el(
    'main',
    { class: 'welcome', id: 'first-screen', 'aria-labelledby': 'welcome-title' },
    el(
      'header',
      { class: 'welcome-intro' },
      el('h1', { id: 'welcome-title', tabindex: '-1', text: t('welcome.title') }),
      el('p', { class: 'welcome-family', text: t('welcome.family') }),
      el(
        'div',
        { class: 'welcome-tools' },
        actions.back ? el('button', { type: 'button', class: 'button primary', id: 'welcome-back', text: t('welcome.back'), onclick: actions.back }) : null,
        el('label', { class: 'language-choice' }, el('span', { text: t('language.label') }), languages),
      ),
      levels,
    ),
    games,
  );
}

const playWords = (level) => t('welcome.play', { level: t(`computer.level.${level}`) });

const setupOf = (game, players) => ({ game, options: {}, starter: 0, names: ['', ''], players });

// Each game's ways in: to play (the computer at the level chosen, a friend
// on this device, a friend by link; a way to play someone elsewhere goes
// here too), then to discover it (its lesson, its puzzles, a game
// watched). A way is left out where the host has no room for it (`null`).
function playWays(game, actions, chosen) {
  return [
    { choice: 'computer', text: playWords(chosen.level), primary: true, run: () => actions.play(setupOf(game, ['person', chosen.level]), { guide: true }) },
    { choice: 'friend', text: t('welcome.friend'), run: () => actions.play(setupOf(game, ['person', 'person']), { guide: false }) },
    actions.linksOut && { choice: 'friend-link', text: t('welcome.friendLink'), run: () => actions.play(setupOf(game, ['person', 'person']), { friend: true }) },
  ].filter(Boolean);
}

function discoverWays(game, actions) {
  return [
    { choice: 'learn', text: t('welcome.learn'), href: `?learn=${game}`, run: () => actions.learn(game) },
    actions.puzzles && { choice: 'puzzles', text: t('welcome.puzzles'), href: `?puzzles=${game}`, run: () => actions.puzzles(game) },
    actions.about && { choice: 'about', text: t('welcome.about'), href: `?about=${game}`, run: () => actions.about(game) },
    // The demonstration: the computer against itself, as strong as a
    // demonstration plays (not the level chosen to play against).
    { choice: 'watch', text: t('welcome.watch'), run: () => actions.play(setupOf(game, [FIRST_LEVEL, FIRST_LEVEL]), { guide: false }) },
  ].filter(Boolean);
}

/** @param {{choice: string, text: string, primary?: boolean, href?: string, run: () => void}} way @param {any} actions */
function wayButton({ choice, text, primary = false, href, run }, actions) {
  const common = { class: primary ? 'button primary' : 'button', 'data-choice': choice, text };
  // A real link (a new tab, a bookmark), opened in place; a kiosk lets
  // nobody out, and opens it here only.
  if (href && actions.linksOut) return el('a', { ...common, href, onclick: (event) => (event.preventDefault(), run()) });
  return el('button', { ...common, type: 'button', onclick: run });
}

function card(game, actions, chosen) {
  const preset = engine.presets()[game][0];
  const heading = `welcome-${game}`;
  return el(
    'li',
    { class: 'welcome-game', 'data-game': game },
    el('h2', { id: heading, text: gameName(game) }),
    el('p', { class: 'welcome-people', text: t(`welcome.${game}.people`) }),
    boardDrawing(game, preset.holes),
    el('p', { class: 'welcome-board', text: boardLabel(game, preset) }),
    el('p', { class: 'welcome-special', text: t(`welcome.${game}.special`) }),
    el(
      'div',
      { class: 'welcome-actions', role: 'group', 'aria-labelledby': heading },
      el('div', { class: 'welcome-play' }, playWays(game, actions, chosen).map((way) => wayButton(way, actions))),
      el('div', { class: 'welcome-discover' }, discoverWays(game, actions).map((way) => wayButton(way, actions))),
    ),
  );
}

// The game's board as the engine lays it out (its cells' rows and columns,
// Kiothi's prisons at the ends): a picture, hidden from screen readers,
// which hear the board's size in words beside it.
function boardDrawing(game, holes) {
  const { rows, cols, stores, cells } = engine.boardTopology(game, holes);
  const ends = stores === 'ends' ? STORE : 0;
  const width = cols * PIT + 2 * ends + 4;
  const height = rows * PIT + 4;
  const svg = shape('svg', { viewBox: `0 0 ${width} ${height}`, class: 'welcome-drawing', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    shape('rect', { x: 0.5, y: 0.5, width: width - 1, height: height - 1, rx: 5, class: 'welcome-wood' }),
    ...(ends ? [4, width - ends] : []).map((x) => shape('rect', { x, y: 4, width: ends - 4, height: height - 8, rx: 4, class: 'welcome-pit' })),
    ...cells.map(({ row, col }) => shape('circle', { class: 'welcome-pit', cx: 2 + ends + (col + 0.5) * PIT, cy: 2 + (row + 0.5) * PIT, r: PIT * 0.36 })),
  );
  return svg;
}

function shape(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

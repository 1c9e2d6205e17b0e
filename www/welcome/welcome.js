// The first screen: what a newcomer sees on the main page when they arrive
// without a link and without a game in progress. It says what mancala is,
// shows the four games (who plays them and where, their board, what sets
// each apart, a drawing of the board from the engine's own topology) and
// offers each one four ways in: against the computer, with a friend on
// this device, its lesson and the demonstration. Loaded only when shown:
// a link goes straight to its board without it.

import * as engine from '../pkg/mancala.js';
import { language, t } from '../i18n/i18n.js';
import { languageMenu } from '../i18n/language.js';
import { GAMES } from '../game/controller.js';
import { FIRST_LEVEL } from '../game/seats.js';
import { el } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';
import { boardLabel, gameName } from '../ui/words.js';

const SVG = 'http://www.w3.org/2000/svg';
const PIT = 10; // the drawing's pit spacing, in its own units
const STORE = 14; // the width of Kiothi's prisons at the board's ends

let screen = null;
// Fetched as soon as the module is: the screen is shown styled.
const styled = loadStyle('www/welcome/welcome.css');

// Shows the first screen in place of the game. `actions`: `play(setup)`
// starts a game, `learn(game)` opens its lesson, `back` (or null: nothing
// to go back to) returns to the game in progress, `savePrefs(prefs)`.
export async function openFirstScreen(actions) {
  await styled;
  screen?.remove();
  screen = render(actions);
  document.querySelector('.topbar').after(screen);
  document.body.classList.add('first-screen');
  screen.querySelector('h1').focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

export function closeFirstScreen() {
  document.body.classList.remove('first-screen');
  screen?.remove();
  screen = null;
}

function render(actions) {
  const languages = el('select', { id: 'welcome-language' });
  languageMenu(languages, { current: language(), save: (lang) => actions.savePrefs({ lang }) });
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
    ),
    el('ul', { class: 'welcome-games' }, GAMES.map((game) => card(game, actions))),
  );
}

function card(game, actions) {
  const preset = engine.presets()[game][0];
  const heading = `welcome-${game}`;
  const setup = (players) => ({ game, options: {}, starter: 0, names: ['', ''], players });
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
      el('button', {
        type: 'button',
        class: 'button primary',
        'data-choice': 'computer',
        text: t('welcome.play'),
        onclick: () => actions.play(setup(['person', FIRST_LEVEL]), { guide: true }),
      }),
      el('button', {
        type: 'button',
        class: 'button',
        'data-choice': 'friend',
        text: t('welcome.friend'),
        onclick: () => actions.play(setup(['person', 'person']), { guide: false }),
      }),
      el('a', {
        class: 'button',
        'data-choice': 'learn',
        href: `?learn=${game}`,
        text: t('welcome.learn'),
        onclick: (event) => {
          event.preventDefault();
          actions.learn(game);
        },
      }),
      el('button', {
        type: 'button',
        class: 'button',
        'data-choice': 'watch',
        text: t('welcome.watch'),
        onclick: () => actions.play(setup([FIRST_LEVEL, FIRST_LEVEL]), { guide: false }),
      }),
    ),
  );
}

// The game's board as the engine lays it out (rows, columns, stores), pits
// as rings: a picture, so hidden from screen readers (the board's size is
// said in words beside it).
function boardDrawing(game, holes) {
  const { rows, cols, stores } = engine.boardTopology(game, holes);
  const ends = stores === 'ends' ? STORE : 0;
  const width = cols * PIT + 2 * ends + 4;
  const height = rows * PIT + 4;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('class', 'welcome-drawing');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = (name, attributes) => {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
    svg.append(node);
  };
  shape('rect', { x: 0.5, y: 0.5, width: width - 1, height: height - 1, rx: 5, class: 'welcome-wood' });
  for (const side of ends ? [0, 1] : []) {
    shape('rect', { x: side ? width - 2 - ends + 2 : 4, y: 4, width: ends - 4, height: height - 8, rx: 4, class: 'welcome-pit' });
  }
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      shape('circle', { cx: 2 + ends + col * PIT + PIT / 2, cy: 2 + row * PIT + PIT / 2, r: PIT * 0.36, class: 'welcome-pit' });
    }
  }
  return svg;
}

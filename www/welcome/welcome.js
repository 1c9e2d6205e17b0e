// The first screen, a newcomer's on the main page (no link, no game saved
// on the device): what mancala is, and the four games, each with four ways in.
// Loaded only when shown: a link goes straight to its board without it.

import * as engine from '../pkg/mancala.js';
import { language, t } from '../i18n/i18n.js';
import { languageMenu, loadPart } from '../i18n/language.js';
import { GAMES } from '../game/controller.js';
import { FIRST_LEVEL } from '../game/seats.js';
import { el } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';
import { boardLabel, gameName } from '../ui/words.js';
import { liveOffered } from '../live/discover.js';

const SVG = 'http://www.w3.org/2000/svg';
const PIT = 10; // the drawing's pit spacing, in its own units
const STORE = 14; // the width of Kiothi's prisons at the board's ends

let screen = null;
// Fetched as soon as the module is: the screen is shown whole, styled and
// worded.
const prepared = Promise.all([loadStyle('www/welcome/welcome.css'), loadPart('welcome')]);

// Shows the first screen in place of the game. `actions`: `play(setup)`
// starts a game, `learn(game)` opens its lesson, `back` (or null: nothing
// to go back to) returns to the game in progress, `linksOut` whether the
// host lets a lesson be a link (not a kiosk), `savePrefs(prefs)`,
// `apply(language)` (or null: a reload) puts a language chosen in place,
// and `online(game)` (or null) makes a live game with a friend, offered
// only where the site's server is there.
export async function openFirstScreen(actions) {
  await prepared;
  screen?.remove();
  screen = render(actions);
  if (actions.online) offerOnline(screen, actions.online);
  document.querySelector('.topbar').after(screen);
  document.body.classList.add('first-screen');
  screen.querySelector('h1').focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

// A link put in the address goes to its game (www/share/share.js opens it).
window.addEventListener('hashchange', () => closeFirstScreen());

export function closeFirstScreen() {
  document.body.classList.remove('first-screen');
  screen?.remove();
  screen = null;
}

// Each game's "Play a friend online", after its "With a friend here",
// once the server has said it is there.
async function offerOnline(shown, online) {
  if (!(await liveOffered()) || shown !== screen) return;
  for (const game of GAMES) {
    const friend = shown.querySelector(`.welcome-game[data-game="${game}"] [data-choice=friend]`);
    friend?.after(el('button', { type: 'button', class: 'button', 'data-choice': 'online', text: t('welcome.online'), onclick: () => online(game) }));
  }
}

function render(actions) {
  const languages = el('select', { id: 'welcome-language' });
  languageMenu(languages, { current: language(), save: (lang) => actions.savePrefs({ lang }), apply: actions.apply });
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

// Each game's ways in: [choice, words, players or null (its lesson), whether
// the first move is guided]. A visitor alone plays the computer.
const WAYS = [
  ['computer', 'welcome.play', ['person', FIRST_LEVEL], true],
  ['friend', 'welcome.friend', ['person', 'person'], false],
  ['learn', 'welcome.learn', null, false],
  ['watch', 'welcome.watch', [FIRST_LEVEL, FIRST_LEVEL], false],
];

function card(game, actions) {
  const preset = engine.presets()[game][0];
  const heading = `welcome-${game}`;
  const way = ([choice, words, players, guide]) => {
    const common = { class: choice === 'computer' ? 'button primary' : 'button', 'data-choice': choice, text: t(words) };
    if (!players && actions.linksOut) {
      // A real link to the lesson (a new tab, a bookmark), opened in place.
      return el('a', { ...common, href: `?learn=${game}`, onclick: (event) => (event.preventDefault(), actions.learn(game)) });
    }
    // A kiosk lets nobody out: the lesson opens here, and nowhere else.
    if (!players) return el('button', { ...common, type: 'button', onclick: () => actions.learn(game) });
    return el('button', { ...common, type: 'button', onclick: () => actions.play({ game, options: {}, starter: 0, names: ['', ''], players }, { guide }) });
  };
  return el(
    'li',
    { class: 'welcome-game', 'data-game': game },
    el('h2', { id: heading, text: gameName(game) }),
    el('p', { class: 'welcome-people', text: t(`welcome.${game}.people`) }),
    boardDrawing(game, preset.holes),
    el('p', { class: 'welcome-board', text: boardLabel(game, preset) }),
    el('p', { class: 'welcome-special', text: t(`welcome.${game}.special`) }),
    el('div', { class: 'welcome-actions', role: 'group', 'aria-labelledby': heading }, WAYS.map(way)),
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

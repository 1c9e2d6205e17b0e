// @ts-check
// Each game's about page: its people and places, how and by whom it is
// played, what is known of its history, its names, what the sources leave
// uncertain, and the sources cited (author, title, year, as given). The
// main page opens it in a dialog (`?about=GAME`, the Rules, the first
// screen's cards); `renderAbout(element, game)` fills any element, for a
// host that shows it otherwise (the embed's `about=GAME`).

import { t } from '../i18n/i18n.js';
import { onDemand } from '../i18n/on-demand.js';
import { el, fill } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';
import { gameName } from '../ui/words.js';
import { COMPILED, WORKS } from './sources.js';

const { loadWords } = onDemand((code) => import(`../i18n/about/${code}.js`));

const ABOUT_GAMES = Object.keys(WORKS);

const SECTIONS = ['people', 'play', 'history', 'names', 'uncertain'];

// Loads the about page's words and looks in the page's language.
export function loadAbout() {
  return Promise.all([loadWords(), loadStyle(new URL('./about.css', import.meta.url).href)]);
}

// One work as cited: "Bernardo Bernardi, The Mugwe, a Failing Prophet,
// 1959." with what our source does not give said as such.
function citation({ author, title, year }) {
  return el(
    'li',
    {},
    `${author}, `,
    title ? el('cite', { text: title }) : t('about.noTitle'),
    `, ${year ?? t('about.noYear')}.`,
  );
}

// The sources of `game`: the works cited, then the compilation they come
// through. Loaded words first (loadAbout).
export function sourcesOf(game) {
  return [
    el('p', { text: t('about.sources.works') }),
    el('ul', { class: 'about-works' }, WORKS[game].map(citation)),
    el('p', { class: 'about-compiled', text: t('about.sources.compiled', { article: COMPILED[game] }) }),
  ];
}

// Fills `element` with `game`'s about page, its title a heading of
// `level`; `titleId` names the heading (a dialog's label).
export async function renderAbout(element, game, { level = 2, titleId = null } = {}) {
  if (!ABOUT_GAMES.includes(game)) throw new Error(`no game ${game}`);
  await loadAbout();
  const sub = `h${Math.min(level + 1, 6)}`;
  fill(
    element,
    el(
      'article',
      { class: 'about', 'data-game': game },
      el(`h${level}`, { id: titleId, class: 'about-title', text: t('about.title', { game: gameName(game) }) }),
      el('p', { class: 'about-lead', text: t(`about.${game}.lead`) }),
      ...SECTIONS.map((section) =>
        el('section', { class: `about-${section}` }, el(sub, { text: t(`about.section.${section}`) }), el('p', { text: t(`about.${game}.${section}`) })),
      ),
      el('section', { class: 'about-sources' }, el(sub, { text: t('about.section.sources') }), ...sourcesOf(game)),
    ),
  );
}

// The main page's about page of `game` (nothing for a game it does not
// know), in its dialog; `onRules(game)` opens the game's rules; `address`:
// whether the page writes its address, which then no longer names the
// page (`?about=GAME`) once it closes.
export async function onMainPage(game, { onRules, address }) {
  if (!ABOUT_GAMES.includes(game)) return;
  const dialog = document.getElementById('about-dialog') ?? document.body.appendChild(el('dialog', { class: 'dialog wide', id: 'about-dialog' }));
  await openAbout(dialog, game, {
    onRules,
    onClose: () => {
      const url = new URL(window.location.href);
      if (!address || !url.searchParams.has('about')) return;
      url.searchParams.delete('about');
      window.history.replaceState(window.history.state, '', url);
    },
  });
}

// The about page in `dialog`; `onRules(game)`, where given, offers the
// game's rules; `onClose()` hears it closed.
export async function openAbout(dialog, game, { onRules = null, onClose = null } = {}) {
  const body = el('div', { class: 'about-body', tabindex: '0' });
  await renderAbout(body, game, { titleId: 'about-title' });
  fill(
    dialog,
    el(
      'div',
      { class: 'dialog-head about-head' },
      onRules
        ? el('button', {
            type: 'button',
            class: 'button small',
            text: t('about.rules', { game: gameName(game) }),
            onclick: () => {
              dialog.close();
              onRules(game);
            },
          })
        : null,
      el('button', { type: 'button', class: 'button small', text: t('action.close'), onclick: () => dialog.close() }),
    ),
    body,
  );
  dialog.setAttribute('aria-labelledby', 'about-title');
  if (onClose) dialog.addEventListener('close', onClose, { once: true });
  dialog.showModal();
  body.scrollTop = 0;
}

// @ts-check
// "Embed this game": the <iframe> snippet that puts the game on another
// website, for the options chosen here, with a live preview. During a live
// game, the snippet shows that game to watch (embed.html#live.ID).

import { t } from '../i18n/i18n.js';
import { LANGUAGES } from '../i18n/language.js';
import { el, fill } from '../ui/dom.js';
import { gameName } from '../ui/words.js';
import { embedQuery, origin } from '../page/options.js';
import { FIRST_LEVEL, OFFERED_LEVELS } from '../game/seats.js';
import { copyField } from '../ui/copy.js';

// The two shapes the embed is designed for (tests/e2e/embed.spec.mjs).
export const SHAPES = {
  wide: { width: 640, height: 400 },
  tall: { width: 360, height: 560 },
};

// The height a mode's panel under the board needs in the frame, at least:
// a puzzle's Try again and Show the solution, a lesson's step and its
// buttons (tests/e2e/embed-museum.spec.mjs, on a phone's width).
const PANEL_HEIGHT = { puzzles: 560, lesson: 560 };

// The frame's size for the shape chosen and what it shows (`what`: 'game',
// 'new', 'puzzles' or 'lesson').
export function frameSize(shape, what) {
  const size = SHAPES[shape];
  return { ...size, height: Math.max(size.height, PANEL_HEIGHT[what] ?? 0) };
}

function attribute(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// What the frame may do (docs/EMBED.md, "The sandbox"): run its scripts,
// and open the main page in a new tab, unsandboxed ("Open full page").
export const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

// The snippet: the width of its column and the shape's height, written
// with attributes alone (a host whose policy allows no inline style, as a
// museum's often is, gets the same frame: docs/EMBED.md), sandboxed, lazily
// loaded, sending no referrer. A host caps its width from its own
// stylesheet by the class (a narrower frame keeping the aspect ratio would
// leave a phone's frame too low for the board).
function iframeSnippet({ src, title, height }) {
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${height}" ` +
    `class="${FRAME_CLASS}" frameborder="0" sandbox="${SANDBOX}" ` +
    `loading="lazy" referrerpolicy="no-referrer"></iframe>`
  );
}

// The class a host's stylesheet may style the frame by (docs/EMBED.md).
const FRAME_CLASS = 'mancala-frame';

// The address of embed.html (beside the page) with a query (and, to watch
// a live game, its fragment).
export function embedUrl(query, from = window.location.href, fragment = '') {
  const url = new URL('embed.html', new URL('./', from));
  url.search = query;
  url.hash = fragment;
  return url.href;
}

let dialog = null;
const PREVIEW_SCALE = 0.6;

// `snapshot` is the page's game; `link` its link; `liveGame` the ID of the
// live game on the board, if one is: the snippet watches it.
export function openEmbedDialog({ snapshot, link, liveGame = null }) {
  if (!dialog) {
    dialog = el('dialog', { class: 'dialog wide embed-dialog', 'aria-labelledby': 'embed-title' });
    document.body.append(dialog);
  }
  const { setup } = snapshot;
  const frameTitle = t(liveGame ? 'embed.liveFrameTitle' : 'embed.frameTitle', { game: gameName(setup.game) });
  const radio = (name, value, text, checked) =>
    el('label', {}, el('input', { type: 'radio', name, value, checked }), el('span', { text }));
  const what = el(
    'fieldset',
    { class: 'wide' },
    el('legend', { text: t('embed.what') }),
    radio('embed-what', 'game', t('embed.thisGame', { count: snapshot.ply }), snapshot.ply > 0),
    radio('embed-what', 'new', t('embed.newOf', { game: gameName(setup.game) }), snapshot.ply === 0),
    radio('embed-what', 'puzzles', t('embed.puzzlesOf', { game: gameName(setup.game) }), false),
    radio('embed-what', 'lesson', t('embed.lessonOf', { game: gameName(setup.game) }), false),
  );
  const replay = el('input', { type: 'checkbox', name: 'embed-replay' });
  const replayLabel = el('label', { class: 'check' }, replay, el('span', { text: t('embed.replay') }));
  // Who plays: visitors together, a visitor against the computer, or the
  // computer against itself (a kiosk's demonstration); none in a replay.
  const players = el(
    'fieldset',
    { class: 'wide' },
    el('legend', { text: t('embed.playersLabel') }),
    ['human', 'computer', 'demo'].map((value) => radio('embed-players', value, t(`embed.players.${value}`), value === 'human')),
  );
  const level = el(
    'select',
    { name: 'embed-level' },
    OFFERED_LEVELS.map((value) => el('option', { value, text: t(`computer.level.${value}`) })),
  );
  level.value = FIRST_LEVEL;
  const levelLabel = el('label', {}, el('span', { text: t('newGame.level') }), level);
  const theme = el(
    'select',
    { name: 'embed-theme' },
    ['auto', 'light', 'dark'].map((value) => el('option', { value, text: t(`embed.theme.${value}`) })),
  );
  const lang = el(
    'select',
    { name: 'embed-lang' },
    el('option', { value: '', text: t('embed.langVisitor') }),
    Object.entries(LANGUAGES).map(([code, name]) => el('option', { value: code, text: name })),
  );
  const shape = el(
    'select',
    { name: 'embed-shape' },
    Object.entries(SHAPES).map(([value, size]) =>
      el('option', { value, text: t(`embed.shape.${value}`, { width: size.width, height: size.height }) }),
    ),
  );
  const host = el('input', { type: 'url', name: 'embed-origin', placeholder: 'https://museum.example', autocomplete: 'off' });
  const hostNote = el('p', { class: 'note' });
  const snippet = copyField({ label: t('embed.snippet'), buttonText: t('embed.copySnippet'), multiline: true });
  const previewHost = el('div', { class: 'embed-preview-frame' });
  const preview = el('details', { class: 'embed-preview', open: true }, el('summary', { text: t('embed.preview') }), previewHost);

  const chosen = () => (liveGame ? 'game' : dialog.querySelector('input[name=embed-what]:checked')?.value ?? 'game');
  const current = () => {
    const what = chosen();
    const whole = what === 'game';
    // The puzzles and the lesson have their own players: the visitor, and
    // the proven replies or the lesson's steps.
    const ownPlayers = what === 'puzzles' || what === 'lesson';
    replay.disabled = !whole;
    const options = {
      game: setup.game,
      theme: theme.value,
      lang: lang.value || null,
      parentOrigin: origin(host.value.trim()),
    };
    if (liveGame) return options;
    const replaying = whole && replay.checked;
    const who = dialog.querySelector('input[name=embed-players]:checked')?.value;
    for (const input of players.querySelectorAll('input')) input.disabled = replaying || ownPlayers;
    level.disabled = replaying || ownPlayers || who === 'human';
    if (what === 'puzzles') return { ...options, puzzles: setup.game };
    if (what === 'lesson') return { ...options, learn: setup.game };
    if (!replaying && who === 'computer') options.opponent = 'computer';
    if (!replaying && who === 'demo') options.demo = true;
    if (!level.disabled) options.level = level.value;
    if (whole) {
      options.link = link;
      options.replay = replay.checked;
    } else {
      Object.assign(options, setup.options);
      options.starts = setup.starter === 1 ? 'north' : 'south';
    }
    return options;
  };
  const update = () => {
    const options = current();
    const size = frameSize(shape.value, chosen());
    const src = embedUrl(embedQuery(options), undefined, liveGame ? `live.${liveGame}` : '');
    snippet.set(iframeSnippet({ src, title: frameTitle, ...size }));
    const badHost = host.value.trim() !== '' && options.parentOrigin === null;
    hostNote.textContent = badHost ? t('embed.originBad') : t('embed.originHow');
    hostNote.classList.toggle('bad', badHost);
    if (preview.open) showPreview(src, size);
  };
  const showPreview = (src, size) => {
    const frame = previewHost.querySelector('iframe');
    if (frame && frame.dataset.src === src && frame.width === String(size.width)) return;
    const shown = el('iframe', {
      src,
      'data-src': src,
      title: frameTitle,
      width: String(size.width),
      height: String(size.height),
      referrerpolicy: 'no-referrer',
      // As the snippet frames it: what is previewed is what the host gets.
      sandbox: SANDBOX,
    });
    // The frame lays out at its true size and is shown smaller, beside
    // the choices that change it.
    shown.style.transform = `scale(${PREVIEW_SCALE})`;
    const box = el('div', { class: 'embed-preview-box' }, shown);
    box.style.width = `${size.width * PREVIEW_SCALE}px`;
    box.style.height = `${size.height * PREVIEW_SCALE}px`;
    fill(previewHost, box);
  };
  preview.addEventListener('toggle', update);
  for (const input of [replay, players, level, theme, lang, shape]) input.addEventListener('change', update);
  host.addEventListener('input', update);
  what.addEventListener('change', update);

  fill(
    dialog,
    el(
      'div',
      { class: 'dialog-head' },
      el('h2', { id: 'embed-title', text: t(liveGame ? 'embed.liveTitle' : 'embed.title') }),
      el('button', { type: 'button', class: 'button small', text: t('action.close'), onclick: () => dialog.close() }),
    ),
    el('p', { class: 'note', text: t(liveGame ? 'embed.liveHow' : 'embed.how') }),
    el(
      'div',
      { class: 'embed-choices' },
      // Watching a live game: nobody plays in the frame, and it shows the
      // game as the server has it.
      liveGame ? null : [what, el('div', { class: 'wide' }, replayLabel), players, levelLabel],
      el('label', {}, el('span', { text: t('embed.themeLabel') }), theme),
      el('label', {}, el('span', { text: t('embed.langLabel') }), lang),
      el('label', {}, el('span', { text: t('embed.shapeLabel') }), shape),
      el('label', { class: 'wide' }, el('span', { text: t('embed.originLabel') }), host, hostNote),
    ),
    snippet.root,
    preview,
  );
  update();
  dialog.showModal();
  snippet.button.focus();
}

// @ts-check
// The dialogs: a new game, the result, and the rules of each game. Loaded
// when one first opens (www/app.js): the first load of the page has no room
// for them.

import { t } from '../i18n/i18n.js';
import { loadPart, loadRules } from '../i18n/language.js';
import { el, fill, prose } from './dom.js';
import { loadStyle } from './stylesheet.js';
import { boardLabel, gameName } from './words.js';
import { GAMES } from '../game/controller.js';
import { FIRST_GAME_LEVEL, OFFERED_LEVELS } from '../game/seats.js';
import { loadAbout, sourcesOf } from '../about/about.js';

// The dialogs' styles and words come with them.
await Promise.all([loadStyle('www/ui/dialogs.css'), loadPart('dialogs')]);

// The new-game form. `onStart(setup)` receives {game, options, starter,
// names, players}, `players` being 'person' or a computer level per side.
// `describeGame(game)` is the engine's: whether the players may choose who
// begins.
export function openNewGame(dialog, { presets, boardSizes, describeGame, current, onStart }) {
  const setup = current ?? { game: 'giuthi', options: {}, starter: 0, names: ['', ''] };
  let game = setup.game;
  const form = el('form', { method: 'dialog', class: 'new-game' });

  const gameChoices = el(
    'div',
    { class: 'game-choices', role: 'radiogroup', 'aria-labelledby': 'new-game-game' },
    GAMES.map((id) =>
      el(
        'label',
        { class: 'game-choice' },
        el('input', { type: 'radio', name: 'game', value: id, checked: id === game }),
        el('span', { class: 'game-choice-name', text: gameName(id) }),
        el('span', { class: 'game-choice-note', text: t(`game.${id}.note`) }),
      ),
    ),
  );

  const boardSelect = el('select', { name: 'board', id: 'new-game-board' });
  const holesSelect = el('select', { name: 'holes', id: 'new-game-holes' });
  const seedsSelect = el('select', { name: 'seeds', id: 'new-game-seeds' });
  const custom = el(
    'div',
    { class: 'custom-board' },
    el('label', {}, el('span', { text: t('newGame.holes') }), holesSelect),
    el('label', {}, el('span', { text: t('newGame.seeds') }), seedsSelect),
  );
  const starterSouth = el('input', { type: 'radio', name: 'starter', value: '0' });
  const starterNorth = el('input', { type: 'radio', name: 'starter', value: '1' });
  const starter = el(
    'fieldset',
    { class: 'starter' },
    el('legend', { text: t('newGame.starter') }),
    el('label', {}, starterSouth, el('span', { text: t('side.south') })),
    el('label', {}, starterNorth, el('span', { text: t('side.north') })),
  );
  const starterNote = el('p', { class: 'note', text: t('newGame.kiothiStarter') });
  const nameInputs = [0, 1].map((side) =>
    el('input', {
      type: 'text',
      name: `name${side}`,
      maxlength: '24',
      autocomplete: 'off',
      placeholder: t(side === 0 ? 'side.south' : 'side.north'),
      value: setup.names?.[side] ?? '',
    }),
  );
  const names = el(
    'fieldset',
    { class: 'names' },
    el('legend', { text: t('newGame.names') }),
    el('label', {}, el('span', { text: t('newGame.southName') }), nameInputs[0]),
    el('label', {}, el('span', { text: t('newGame.northName') }), nameInputs[1]),
  );
  (setup.starter === 1 ? starterNorth : starterSouth).checked = true;

  // Who plays: two people, a person and the computer, or two computers.
  const players = setup.players ?? ['person', 'person'];
  const computers = players.filter((player) => player !== 'person');
  const opponentNow = computers.length === 0 ? 'person' : computers.length === 2 ? 'demo' : 'computer';
  const opponentInputs = ['person', 'computer', 'demo'].map((value) =>
    el('input', { type: 'radio', name: 'opponent', value, checked: value === opponentNow }),
  );
  const opponent = el(
    'fieldset',
    { class: 'opponent' },
    el('legend', { text: t('newGame.opponent') }),
    opponentInputs.map((input) => el('label', {}, input, el('span', { text: t(`newGame.opponent.${input.value}`) }))),
  );
  const levelSelect = el(
    'select',
    { name: 'level', id: 'new-game-level' },
    OFFERED_LEVELS.map((level) => el('option', { value: level, text: t(`computer.level.${level}`) })),
  );
  levelSelect.value = OFFERED_LEVELS.includes(computers[0]) ? computers[0] : FIRST_GAME_LEVEL;
  const youNorth = el('input', { type: 'radio', name: 'you', value: '1', checked: players[0] !== 'person' && players[1] === 'person' });
  const youSouth = el('input', { type: 'radio', name: 'you', value: '0', checked: !youNorth.checked });
  const computerChoices = el(
    'div',
    { class: 'computer-choices' },
    el('label', { class: 'level-choice' }, el('span', { text: t('newGame.level') }), levelSelect),
    el(
      'fieldset',
      { class: 'starter you' },
      el('legend', { text: t('newGame.you') }),
      // Whichever side a person plays, their row is drawn at the bottom.
      el('label', {}, youSouth, el('span', { text: t('side.south') })),
      el('label', {}, youNorth, el('span', { text: t('side.north') })),
    ),
  );
  const chosenOpponent = () => opponentInputs.find((input) => input.checked).value;
  const showOpponent = () => {
    const chosen = chosenOpponent();
    computerChoices.hidden = chosen === 'person';
    computerChoices.querySelector('.you').hidden = chosen !== 'computer';
    names.hidden = chosen === 'demo';
  };
  opponent.addEventListener('change', showOpponent);

  const fillBoards = (chosen) => {
    const list = presets[game] ?? [];
    const options = list.map((preset, index) => {
      const label = boardLabel(game, preset);
      return el('option', { value: String(index), text: preset.traditional ? label : t('board.practice', { board: label }) });
    });
    options.push(el('option', { value: 'custom', text: t('newGame.custom') }));
    boardSelect.replaceChildren(...options);
    const sizes = boardSizes(game);
    const smallestTraditional = Math.min(...list.filter((p) => p.traditional).map((p) => p.holes));
    holesSelect.replaceChildren(
      ...sizes.holes.map((holes) =>
        el('option', {
          value: String(holes),
          text: holes < smallestTraditional && game === 'en-gehe' ? t('board.practiceHoles', { holes }) : String(holes),
        }),
      ),
    );
    seedsSelect.replaceChildren(...sizes.seeds.map((seeds) => el('option', { value: String(seeds), text: String(seeds) })));
    const index = chosen?.holes
      ? list.findIndex((p) => p.holes === chosen.holes && p.seeds === chosen.seeds && (p.setup ?? null) === (chosen.setup ?? null))
      : 0;
    if (index >= 0) boardSelect.value = String(index);
    else {
      boardSelect.value = 'custom';
      holesSelect.value = String(chosen.holes);
      seedsSelect.value = String(chosen.seeds);
    }
    refresh();
  };
  const refresh = () => {
    const isCustom = boardSelect.value === 'custom';
    custom.hidden = !isCustom;
    // Kiothi: South always opens, as its note says.
    const fixed = !describeGame(game).chooseStarter;
    starter.hidden = fixed;
    starterNote.hidden = !fixed;
    if (!isCustom) {
      const preset = presets[game][Number(boardSelect.value)];
      holesSelect.value = String(preset.holes);
      seedsSelect.value = String(preset.seeds);
    }
  };
  gameChoices.addEventListener('change', (event) => {
    game = event.target.value;
    fillBoards(null);
  });
  boardSelect.addEventListener('change', refresh);

  const start = el('button', { type: 'submit', class: 'button primary', value: 'start', text: t('newGame.start') });
  const cancel = el('button', { type: 'button', class: 'button', text: t('action.cancel'), onclick: () => dialog.close() });
  form.append(
    el('h2', { id: 'new-game-title', text: t('newGame.title') }),
    el('p', { class: 'label', id: 'new-game-game', text: t('newGame.game') }),
    gameChoices,
    el('label', { class: 'board-choice' }, el('span', { text: t('newGame.board') }), boardSelect),
    custom,
    opponent,
    computerChoices,
    starter,
    starterNote,
    names,
    el('div', { class: 'dialog-actions' }, cancel, start),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    /** @type {{holes: number, seeds: number, setup?: number}} */
    let options;
    if (boardSelect.value === 'custom') {
      options = { holes: Number(holesSelect.value), seeds: Number(seedsSelect.value) };
    } else {
      const preset = presets[game][Number(boardSelect.value)];
      options = { holes: preset.holes, seeds: preset.seeds };
      if (preset.setup) options.setup = preset.setup;
    }
    const level = levelSelect.value;
    const chosen = chosenOpponent();
    dialog.close();
    onStart({
      game,
      options,
      starter: starterNorth.checked && describeGame(game).chooseStarter ? 1 : 0,
      names: nameInputs.map((input) => input.value),
      players:
        chosen === 'demo'
          ? [level, level]
          : chosen === 'computer'
            ? youNorth.checked ? [level, 'person'] : ['person', level]
            : ['person', 'person'],
    });
  });
  dialog.replaceChildren(form);
  fillBoards(current?.game === game ? current.options : null);
  showOpponent();
  dialog.showModal();
}

export function openResult(dialog, { words, onRematch, onNewGame, onReview }) {
  const close = el('button', { type: 'button', class: 'button', text: t('result.look'), onclick: () => dialog.close() });
  const review = onReview && el('button', { type: 'button', class: 'button', text: t('result.review'), onclick: () => { dialog.close(); onReview(); } });
  const fresh = el('button', { type: 'button', class: 'button', text: t('action.newGame'), onclick: () => { dialog.close(); onNewGame(); } });
  const rematch = el('button', { type: 'button', class: 'button primary', text: t('result.rematch'), onclick: () => { dialog.close(); onRematch(); } });
  fill(
    dialog,
    el('h2', { id: 'result-title', class: 'result-title', text: words.title }),
    words.extra ? el('p', { class: 'result-extra', text: words.extra }) : null,
    el('p', { class: 'result-reason', text: words.reason }),
    el('div', { class: 'dialog-actions result-actions' }, close, review, fresh, rematch),
  );
  dialog.showModal();
  rematch.focus();
}

const RULE_SECTIONS = ['play', 'capture', 'end'];

// The rules of each game, on tabs; with `choice` false (the embed's "How to
// play") the rules of `game` alone, headed by its name. Each game first
// (who plays it, its background), then its rules; the project's readings
// of the sources behind a disclosure, for those who ask; then the sources.
// Each game's rules offer its lesson (`onLearn(game)`) when the page has
// lessons, and its about page (`onAbout(game)`) where the page has one.
export async function openRules(dialog, game, { choice = true, onLearn = null, onAbout = null } = {}) {
  await Promise.all([loadRules(), loadAbout()]);
  const tabs = el('div', { class: 'tabs', role: 'tablist', 'aria-label': t('rules.games') });
  const body = el('div', { class: 'rules-body', role: choice ? 'tabpanel' : null, tabindex: '0' });
  const show = (id) => {
    for (const tab of tabs.children) tab.setAttribute('aria-selected', String(tab.dataset.game === id));
    body.replaceChildren(
      el('p', { class: 'rules-intro', text: t(`rules.${id}.intro`) }),
      ...prose(t(`rules.${id}.background`)),
      onAbout
        ? el('button', {
            type: 'button',
            class: 'button rules-about',
            text: t('about.openLong', { game: gameName(id) }),
            onclick: () => {
              dialog.close();
              onAbout(id);
            },
          })
        : null,
      onLearn
        ? el('button', {
            type: 'button',
            class: 'button primary rules-learn',
            text: t('rules.learn', { game: gameName(id) }),
            onclick: () => {
              dialog.close();
              onLearn(id);
            },
          })
        : null,
      ...RULE_SECTIONS.flatMap((section) => [el('h3', { text: t(`rules.section.${section}`) }), ...prose(t(`rules.${id}.${section}`))]),
      el('details', { class: 'rules-readings' }, el('summary', { text: t('rules.section.readings') }), ...prose(t(`rules.${id}.decisions`))),
      el('h3', { text: t('rules.section.sources') }),
      ...sourcesOf(id),
    );
    body.scrollTop = 0;
  };
  tabs.append(
    ...GAMES.map((id) =>
      el('button', { type: 'button', role: 'tab', class: 'tab', 'data-game': id, text: gameName(id), onclick: () => show(id) }),
    ),
  );
  tabs.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    const list = [...tabs.children];
    const next = list[(list.indexOf(document.activeElement) + step + list.length) % list.length];
    next.focus();
    show(next.dataset.game);
  });
  fill(
    dialog,
    el(
      'div',
      { class: 'dialog-head' },
      el('h2', { id: 'rules-title', text: choice ? t('rules.title') : gameName(game) }),
      el('button', { type: 'button', class: 'button small', text: t('action.close'), onclick: () => dialog.close() }),
    ),
    choice ? tabs : null,
    body,
  );
  show(game);
  dialog.showModal();
}

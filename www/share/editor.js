// @ts-check
// The position editor, for teaching and puzzles: any counts in the pits,
// the captured seeds, who moves (and Kiothi's protected nki boma). The
// engine checks every change (checkPosition); the page only collects the
// numbers. The position can then be played here or shared as a link.

import { t, tn } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { gameName, pitWord } from '../ui/words.js';
import { boardGrid } from '../board/geometry.js';
import { GAMES } from '../game/controller.js';
import { copyField } from '../ui/copy.js';
import { sideKey } from './friend.js';
import { linkUrl } from '../game/link.js';

// The most seeds one field takes (the engine limits the whole board).
const MAX_COUNT = 999;

let dialog = null;

// `start` is the page's snapshot (its shown position is edited first);
// `onPlay(position)` starts a game from the edited position.
export function openEditor({ engine, start, onPlay }) {
  if (!dialog) {
    dialog = el('dialog', { class: 'dialog wide editor-dialog', 'aria-labelledby': 'editor-title' });
    document.body.append(dialog);
  }
  const shown = start.shown ?? start.position;
  const state = {
    game: shown.game,
    holes: shown.holes,
    pits: [...shown.pits],
    captured: [...shown.captured],
    toMove: shown.to_move,
    nki: new Set(shown.phase === 'play' ? (shown.nki ?? []) : []),
    setup: shown.setup,
  };
  // What the engine says of the game and its board: whether positions carry
  // Kiothi's marks, and whether captured seeds stay off the board.
  const marks = () => engine.describeGame(state.game).marks;
  const keepsCaptures = () => boardGrid(state.game, state.holes).stores !== 'none';
  let checked = null;

  const gameSelect = el(
    'select',
    { id: 'editor-game' },
    GAMES.map((id) => el('option', { value: id, text: gameName(id), selected: id === state.game })),
  );
  const holesSelect = el('select', { id: 'editor-holes' });
  const boardArea = el('div', { class: 'editor-board-scroll' });
  const capturedArea = el('div', { class: 'editor-captured' });
  const movers = [0, 1].map((side) =>
    el('input', { type: 'radio', name: 'editor-to-move', value: String(side), checked: state.toMove === side }),
  );
  const verdict = el('p', { class: 'editor-verdict', role: 'status' });
  const share = copyField({ label: t('editor.linkLabel'), buttonText: t('share.copyLink'), link: true });
  share.root.hidden = true;
  const shareButton = el('button', { type: 'button', class: 'button', text: t('editor.share') });
  const playButton = el('button', { type: 'button', class: 'button primary', text: t('editor.play') });

  const document_ = () => {
    const doc = {
      game: state.game,
      holes: state.holes,
      pits: state.pits,
      captured: keepsCaptures() ? state.captured : [0, 0],
      to_move: state.toMove,
    };
    if (marks()) {
      Object.assign(doc, { phase: 'play', nki: [...state.nki].sort((a, b) => a - b), lifted: [], setup: state.setup });
    }
    return doc;
  };

  const check = () => {
    checked = engine.checkPosition(document_());
    share.root.hidden = true;
    let text;
    let ok = checked.ok;
    if (!checked.ok) {
      // The engine names what is wrong; the words are the page's language.
      const { problem } = checked;
      text = t('editor.invalid', { reason: problem ? t(`editor.problem.${problem.kind}`, problem) : checked.message });
    } else if (checked.over) {
      text = t('editor.over');
      ok = false;
    } else if (checked.position.to_move !== state.toMove) {
      text = t('editor.passes', { side: t(sideKey(state.toMove)), other: t(sideKey(checked.position.to_move)) });
    } else {
      const count = state.pits.reduce((sum, seeds) => sum + seeds, 0);
      const seeds = tn(state.game === 'kiothi' ? 'count.warriors' : 'count.seeds', count);
      text = t('editor.valid', { seeds, side: t(sideKey(state.toMove)) });
    }
    verdict.textContent = text;
    verdict.classList.toggle('bad', !ok);
    shareButton.disabled = !checked.ok;
    playButton.disabled = !checked.ok || checked.over;
  };

  const countInput = (value, label, onValue) => {
    const input = el('input', {
      type: 'number',
      class: 'editor-count',
      min: '0',
      max: String(MAX_COUNT),
      step: '1',
      inputmode: 'numeric',
      value: String(value),
      'aria-label': label,
    });
    input.addEventListener('input', () => {
      const number = Math.trunc(Number(input.value));
      const valid = input.value !== '' && Number.isFinite(number) && number >= 0 && number <= MAX_COUNT;
      input.classList.toggle('invalid', !valid);
      if (!valid) {
        verdict.textContent = t('editor.countRange', { max: MAX_COUNT });
        verdict.classList.add('bad');
        shareButton.disabled = true;
        playButton.disabled = true;
        return;
      }
      onValue(number);
      check();
    });
    return input;
  };

  const renderBoard = () => {
    const grid = boardGrid(state.game, state.holes);
    const withMarks = marks();
    const byPlace = [...grid.cells].sort((a, b) => a.row - b.row || a.col - b.col);
    const cells = byPlace.map((cell) => {
      const side = t(sideKey(cell.side));
      const name = `${side}, ${pitWord(grid, cell.pit)}`;
      const input = countInput(state.pits[cell.pit], name, (n) => {
        state.pits[cell.pit] = n;
      });
      input.dataset.pit = String(cell.pit);
      const parts = [input];
      if (withMarks) {
        const nki = el('input', {
          type: 'checkbox',
          class: 'editor-nki',
          checked: state.nki.has(cell.pit),
          'aria-label': t('editor.nkiOf', { pit: name }),
          'data-pit': String(cell.pit),
        });
        nki.addEventListener('change', () => {
          if (nki.checked) state.nki.add(cell.pit);
          else state.nki.delete(cell.pit);
          check();
        });
        parts.push(el('label', { class: 'editor-nki-label' }, nki, el('span', { text: t('editor.nki') })));
      }
      // Four rows: a gap between the two players' territories.
      const gap = grid.rows === 4 && cell.row === 2 ? ' side-gap' : '';
      return el('div', { class: `editor-pit side-${cell.side}${gap}`, title: name }, ...parts);
    });
    const board = el('div', { class: `editor-board game-${state.game}` }, cells);
    board.style.gridTemplateColumns = `repeat(${state.holes}, minmax(3.2em, 1fr))`;
    fill(
      boardArea,
      el('p', { class: 'editor-row-label', text: t('editor.northRow') }),
      board,
      el('p', { class: 'editor-row-label', text: t('editor.southRow') }),
    );
    fill(
      capturedArea,
      grid.stores === 'none'
        ? el('p', { class: 'note', text: t('editor.husNoCaptures') })
        : [0, 1].map((side) =>
            el(
              'label',
              {},
              el('span', { text: t(`editor.captured.${state.game}`, { side: t(sideKey(side)) }) }),
              countInput(state.captured[side], t(`editor.captured.${state.game}`, { side: t(sideKey(side)) }), (n) => {
                state.captured[side] = n;
              }),
            ),
          ),
    );
    check();
  };

  const fillHoles = () => {
    const sizes = engine.boardSizes(state.game);
    holesSelect.replaceChildren(
      ...sizes.holes.map((holes) => el('option', { value: String(holes), text: String(holes), selected: holes === state.holes })),
    );
    holesSelect.disabled = sizes.holes.length < 2;
  };

  const resetTo = (kind) => {
    const start = new engine.WasmGame(state.game, { holes: state.holes });
    const position = start.position();
    start.free();
    // A new game's own set-up (Kiothi: six filled boma), until one is edited.
    state.setup ??= position.setup;
    state.pits = kind === 'empty' ? position.pits.map(() => 0) : position.pits;
    state.captured = [0, 0];
    state.nki = new Set();
    renderBoard();
  };

  gameSelect.addEventListener('change', () => {
    state.game = gameSelect.value;
    state.holes = engine.presets()[state.game][0].holes;
    state.setup = undefined;
    fillHoles();
    resetTo('start');
  });
  holesSelect.addEventListener('change', () => {
    state.holes = Number(holesSelect.value);
    resetTo('start');
  });
  movers.forEach((radio) =>
    radio.addEventListener('change', () => {
      state.toMove = Number(radio.value);
      check();
    }),
  );
  shareButton.addEventListener('click', () => {
    if (!checked?.ok) return;
    const game = engine.WasmGame.fromPosition(document_());
    share.set(linkUrl(game.link()));
    game.free();
    share.root.hidden = false;
    share.button.focus();
  });
  playButton.addEventListener('click', () => {
    if (!checked?.ok || checked.over) return;
    dialog.close();
    onPlay(document_());
  });

  fill(
    dialog,
    el(
      'div',
      { class: 'dialog-head' },
      el('h2', { id: 'editor-title', text: t('editor.title') }),
      el('button', { type: 'button', class: 'button small', text: t('action.close'), onclick: () => dialog.close() }),
    ),
    el('p', { class: 'note', text: t('editor.how') }),
    el(
      'div',
      { class: 'editor-options' },
      el('label', {}, el('span', { text: t('newGame.game') }), gameSelect),
      el('label', {}, el('span', { text: t('newGame.holes') }), holesSelect),
      el(
        'div',
        { class: 'editor-presets' },
        el('button', { type: 'button', class: 'button small', text: t('editor.empty'), onclick: () => resetTo('empty') }),
        el('button', { type: 'button', class: 'button small', text: t('editor.startPosition'), onclick: () => resetTo('start') }),
      ),
    ),
    boardArea,
    capturedArea,
    el(
      'fieldset',
      { class: 'editor-to-move' },
      el('legend', { text: t('editor.toMove') }),
      ...[0, 1].map((side) => el('label', {}, movers[side], el('span', { text: t(sideKey(side)) }))),
    ),
    verdict,
    share.root,
    el(
      'div',
      { class: 'dialog-actions' },
      el('button', { type: 'button', class: 'button', text: t('action.cancel'), onclick: () => dialog.close() }),
      shareButton,
      playButton,
    ),
  );
  fillHoles();
  renderBoard();
  dialog.showModal();
}

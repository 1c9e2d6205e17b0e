// @ts-check
// Kiothi's opening, chosen on the board and in its panel: empty two own
// boma, place every lifted warrior. The move input (move-input.js) loads it
// when an opening turn begins. The page keeps the player's picks in order
// (for undo); the engine says what they make of the board, what may be
// picked next and the move (openingPreview).

import { t, tn } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { el } from './dom.js';
import { loadStyle } from './stylesheet.js';

await Promise.all([loadPart('opening'), loadStyle('www/ui/opening.css')]);

function openingState(input) {
  const { turn, opening } = input.pending;
  const place = turn.position.pits.map(() => 0);
  for (const { pit, n } of opening.placed) place[pit] += n;
  return input.openingPreview(opening.chosen, place);
}

// A pit pressed during the opening: chosen (or no longer), or given warriors.
export function activateOpening(input, pit) {
  const { opening } = input.pending;
  const state = openingState(input);
  if (state.choosing) {
    if (opening.chosen.includes(pit)) {
      opening.chosen = opening.chosen.filter((p) => p !== pit);
    } else if (state.pickable.includes(pit)) {
      opening.chosen.push(pit);
    } else {
      explainOpening(input, pit);
      return;
    }
  } else if (state.left > 0 && state.pickable.includes(pit)) {
    opening.placed.push({ pit, n: Math.min(opening.batch === 'all' ? state.left : opening.batch, state.left) });
  } else {
    input.board.flash(t('opening.allPlaced'));
    return;
  }
  input.render();
}

function explainOpening(input, pit) {
  input.board.flash(t('opening.notYours'));
  input.view.announce(t('opening.notYours'));
  input.board.focusPit(pit);
}

// The board's marks and the panel for the opening as composed so far.
export function renderOpening(input) {
  const { turn, opening } = input.pending;
  const state = openingState(input);
  const choosing = state.choosing;
  input.view.showTurn(turn, { legal: new Set(state.pickable), chosen: new Set(opening.chosen), preview: state.pits });

  const panel = input.openingPanel;
  panel.hidden = false;
  const heading = el('h2', { class: 'opening-title', text: t('opening.title') });
  const instruction = el('p', {
    class: 'opening-help',
    text: choosing
      ? t('opening.choose', { chosen: opening.chosen.length })
      : t('opening.place', { lifted: state.lifted }),
  });
  const children = [heading, instruction];
  if (!choosing) {
    children.push(el('p', { class: 'opening-left', 'aria-live': 'polite', text: tn('opening.left', state.left) }));
    const batches = [1, 2, 5, 'all'].map((batch) =>
      el('button', {
        type: 'button',
        class: 'chip',
        'aria-pressed': String(opening.batch === batch),
        text: batch === 'all' ? t('opening.batchAll') : t('opening.batch', { count: batch }),
        onclick: () => {
          opening.batch = batch;
          input.render();
        },
      }),
    );
    children.push(
      el(
        'div',
        { class: 'opening-batches', role: 'group', 'aria-labelledby': 'opening-batch-label' },
        el('span', { class: 'opening-batch-label', id: 'opening-batch-label', text: t('opening.batchLabel') }),
        batches,
      ),
    );
  }
  const undo = el('button', {
    type: 'button',
    class: 'button',
    text: t('opening.undo'),
    disabled: opening.chosen.length === 0,
    onclick: () => {
      if (opening.placed.length) opening.placed.pop();
      else opening.chosen.pop();
      input.render();
    },
  });
  const reset = el('button', {
    type: 'button',
    class: 'button',
    text: t('opening.reset'),
    disabled: opening.chosen.length === 0,
    onclick: () => {
      opening.chosen = [];
      opening.placed = [];
      input.render();
    },
  });
  const confirm = el('button', {
    type: 'button',
    class: 'button primary',
    text: t('opening.confirm'),
    disabled: !state.move,
    onclick: () => {
      if (state.move) input.pending.resolve(state.move);
    },
  });
  children.push(el('div', { class: 'opening-actions' }, undo, reset, confirm));
  const focused = panel.contains(document.activeElement) ? document.activeElement.textContent : null;
  panel.replaceChildren(...children);
  if (focused) {
    const again = [...panel.querySelectorAll('button')].find((b) => b.textContent === focused && !b.disabled);
    again?.focus();
  }
}

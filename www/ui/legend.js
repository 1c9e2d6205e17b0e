// @ts-check
// The legend beside the board: what the board's marks mean, only those the
// game shows (the nki diamonds only where the engine says the game marks
// pits). Each mark is drawn as on the board, on a patch of wood.

import { t } from '../i18n/i18n.js';
import { el } from './dom.js';
import { MOVE_MARKS } from '../board/marks.js';

// `marks`: whether the game marks protected pits (describeGame's `marks`).
export function renderLegend(list, { marks }) {
  const shown = marks ? [...MOVE_MARKS, 'nki'] : MOVE_MARKS;
  list.replaceChildren(
    ...shown.map((mark) =>
      el(
        'li',
        { class: 'legend-item', 'data-mark': mark },
        el('span', { class: `legend-mark mark-${mark}`, 'aria-hidden': 'true' }),
        el('span', { class: 'legend-words', text: t(mark === 'nki' ? 'legend.nki' : `pit.last.${mark}`) }),
      ),
    ),
  );
}

// @ts-check
// The game review's graph: South's chance to win after each move, a line
// across the game, filling in as the review goes. Each move's point is a
// button that goes to the move (its verdict and the position before it);
// mistakes and blunders are marked larger, in their colour. The buttons
// are an ordered list, so that a screen reader reads the graph as the
// list of moves with South's chance after each; the drawn line is hidden
// from it.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { isMistake } from './values.js';

const SVG = 'http://www.w3.org/2000/svg';
// The drawing's own units: the line is stretched to the graph's box.
const WIDTH = 1000;
const HEIGHT = 100;

/**
 * @typedef {object} GraphPoint
 * @property {number} index the move's index in the game
 * @property {number | null} south South's chance after it (0 to 1), null while unknown
 * @property {string} kind the move's verdict ('pending' while unknown)
 * @property {string} label what the point's button says
 */

/**
 * The graph for `points` (one a move), `start` South's chance before the
 * first move (null while unknown), `selected` the move shown, `sides` the
 * two sides' names, `onSelect` hears a point pressed.
 * @param {{points: GraphPoint[], start: number | null, selected: number | null, sides: string[], onSelect: (index: number) => void}} what
 */
export function reviewGraph({ points, start, selected, sides, onSelect }) {
  const count = points.length;
  // x of the chance after move i: the start at 0, the last move at the right.
  const x = (/** @type {number} */ i) => (count ? ((i + 1) / count) * 100 : 0);
  const y = (/** @type {number} */ south) => (1 - south) * 100;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'review-graph-drawing');
  const line = (/** @type {string} */ cls, /** @type {number} */ y1) => {
    const mid = document.createElementNS(SVG, 'line');
    mid.setAttribute('x1', '0');
    mid.setAttribute('x2', String(WIDTH));
    mid.setAttribute('y1', String(y1));
    mid.setAttribute('y2', String(y1));
    mid.setAttribute('class', cls);
    return mid;
  };
  svg.append(line('review-graph-even', HEIGHT / 2));
  // The line and the area under it, South's side, through the known points;
  // a gap where a move is not yet analysed.
  const runs = [];
  let run = start === null ? [] : [[0, y(start)]];
  points.forEach((point, i) => {
    if (point.south === null) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push([x(i), y(point.south)]);
  });
  if (run.length) runs.push(run);
  for (const part of runs) {
    const scaled = part.map(([px, py]) => `${((px / 100) * WIDTH).toFixed(1)},${py.toFixed(1)}`);
    const area = document.createElementNS(SVG, 'polygon');
    const first = ((part[0][0] / 100) * WIDTH).toFixed(1);
    const last = ((part[part.length - 1][0] / 100) * WIDTH).toFixed(1);
    area.setAttribute('points', `${first},${HEIGHT} ${scaled.join(' ')} ${last},${HEIGHT}`);
    area.setAttribute('class', 'review-graph-area');
    const path = document.createElementNS(SVG, 'polyline');
    path.setAttribute('points', scaled.join(' '));
    path.setAttribute('class', 'review-graph-line');
    svg.append(area, path);
  }
  const buttons = points.map((point, i) =>
    el(
      'li',
      {},
      el('button', {
        type: 'button',
        class: `review-graph-point ${point.kind}${isMistake(point.kind) ? ' marked' : ''}${point.index === selected ? ' selected' : ''}`,
        'data-index': String(point.index),
        'data-kind': point.kind,
        'aria-label': point.label,
        'aria-current': point.index === selected ? 'step' : null,
        title: point.label,
        disabled: point.south === null,
        onclick: () => onSelect(point.index),
      }),
    ),
  );
  // Placed as properties: the page's policy allows no style attributes.
  buttons.forEach((item, i) => {
    const south = points[i].south;
    Object.assign(/** @type {HTMLElement} */ (item.firstChild).style, { left: `${x(i)}%`, top: `${y(south ?? 0.5)}%` });
  });
  return el(
    'figure',
    { class: 'review-graph' },
    el('figcaption', { class: 'review-graph-caption', text: t('review.graph') }),
    el(
      'div',
      { class: 'review-graph-box' },
      svg,
      el('span', { class: 'review-graph-side top', 'aria-hidden': 'true', text: t('review.graphWins', { side: sides[0] }) }),
      el('span', { class: 'review-graph-side bottom', 'aria-hidden': 'true', text: t('review.graphWins', { side: sides[1] }) }),
      el('ol', { class: 'review-graph-points', 'aria-label': t('review.graph') }, buttons),
    ),
  );
}

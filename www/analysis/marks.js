// @ts-check
// The analysis drawn on the board: beside each pit a move starts from, a
// chip with each move's value (Giuthi: one per direction; Kiothi: the best
// count, the others in the panel's list), the best move ringed; and the
// same for screen readers, added to the name of the pit's button in the
// board's mirror ("Your pit 5, 2 seeds: wins by 6, proven, best move").
// The chips are aria-hidden and let every press through to the board.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { directionSign } from '../ui/words.js';
import { movesByPit, resultShown, sameMove } from './values.js';
import { moveManner, movePit, shortWorth, worthDetail, worthWords } from './words.js';

// A chip's width, roughly: this much of its font size a character, and
// its padding.
const CHARACTER_WIDTH = 0.6;
const CHIP_PADDING = 14;

function fits(text, size, width) {
  return text.length * size * CHARACTER_WIDTH + CHIP_PADDING <= width;
}

export class PitMarks {
  // `board` is the page's Board.
  constructor(board) {
    this.board = board;
    this.layer = el('div', { class: 'analysis-marks', 'aria-hidden': 'true' });
    this.board.overlay.prepend(this.layer);
    this.shown = null; // {grid, toMove, analysis, byPit, best, kind}
    this.hidden = false;
    this.onRelayout = () => this.draw();
    board.root.addEventListener('relayout', this.onRelayout);
  }

  // Marks the values of `analysis` for the player `toMove` (null: none).
  // `kind` 'hint' marks only the best move, as a hint.
  show(analysis, toMove, { kind = 'values' } = {}) {
    const grid = this.board.grid;
    if (!analysis || !grid || !analysis.moves?.length) {
      this.shown = null;
    } else {
      const byPit = movesByPit(analysis, (move) => movePit(grid, toMove, move));
      this.shown = { grid, toMove, analysis, byPit, best: analysis.best, kind };
    }
    this.draw();
    // The pits' names in the mirror say the values too.
    if (this.board.shown) this.board.show(this.board.shown);
  }

  clear() {
    this.show(null, 0);
  }

  // While a move is sown the marks step aside.
  hide(hidden) {
    this.hidden = hidden;
    this.layer.hidden = hidden;
  }

  draw() {
    const shown = this.shown;
    const layout = this.board.layout;
    if (!shown || !layout || shown.grid !== this.board.grid) {
      this.layer.replaceChildren();
      return;
    }
    const marks = [];
    for (const [pit, entries] of shown.byPit) {
      const rect = layout.pits[pit];
      if (!rect) continue;
      const best = entries.some((entry) => sameMove(entry.move, shown.best));
      if (shown.kind === 'hint') {
        if (best) marks.push(this.mark(rect, pit, [this.hintChip(shown.best, rect)], { best, hint: true, move: shown.best }));
        continue;
      }
      // Kiothi's counts: the best of the pit on the board.
      const chips = (shown.grid.game === 'kiothi' ? entries.slice(0, 1) : orderByDirection(entries)).map((entry) =>
        this.chip(entry, rect, sameMove(entry.move, shown.best)),
      );
      marks.push(this.mark(rect, pit, chips, { best }));
    }
    this.layer.replaceChildren(...marks);
  }

  mark(rect, pit, chips, { best, hint = false, move = null }) {
    const mark = el(
      'div',
      {
        class: `analysis-mark${best ? ' best' : ''}${hint ? ' hint' : ''}`,
        'data-pit': pit,
        'data-move': move ? JSON.stringify(move) : null,
      },
      el('div', { class: 'analysis-chips' }, chips),
    );
    // Set as properties: the page's policy allows no style attributes.
    Object.assign(mark.style, { left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.w}px`, height: `${rect.h}px` });
    return mark;
  }

  chip(entry, rect, best) {
    const { result, proven } = resultShown(entry);
    const prefix = movePrefix(entry.move);
    const size = Math.round(Math.max(9, Math.min(13, Math.min(rect.w, rect.h) * 0.2)));
    // The value in whole seeds where it fits within the pit, without its
    // "≈" where only that fits, else a dot in the value's colour (the
    // mirror and the list say it): chips never overlap their neighbours'.
    const candidates = [shortWorth(entry, { whole: true }), shortWorth(entry, { whole: true, bare: true })].map((value) => `${prefix}${value}`);
    const text = candidates.find((candidate) => fits(candidate, size, rect.w)) ?? '';
    const chip = el('span', {
      class: `analysis-chip ${result}${proven ? ' proven' : ' estimate'}${best ? ' best' : ''}${text ? '' : ' dot'}`,
      'data-move': JSON.stringify(entry.move),
      text,
    });
    chip.style.fontSize = `${size}px`;
    return chip;
  }

  hintChip(move, rect) {
    const chip = el('span', { class: 'analysis-chip hint', text: `${movePrefix(move)}${t('hint.chip')}` });
    chip.style.fontSize = `${Math.round(Math.max(9, Math.min(13, Math.min(rect.w, rect.h) * 0.2)))}px`;
    return chip;
  }

  // What the pit's button adds to its name, or null.
  note(pit) {
    const shown = this.shown;
    if (!shown) return null;
    const entries = shown.byPit.get(pit);
    if (!entries) return null;
    if (shown.kind === 'hint') {
      const hinted = entries.find((entry) => sameMove(entry.move, shown.best));
      if (!hinted) return null;
      const manner = moveManner(hinted.move);
      return manner ? `${t('hint.here')}, ${manner}` : t('hint.here');
    }
    const parts = orderByDirection(entries).map((entry) => {
      const manner = moveManner(entry.move);
      const value = `${worthWords(entry)}, ${worthDetail(entry)}`;
      return manner ? `${manner}: ${value}` : value;
    });
    if (entries.some((entry) => sameMove(entry.move, shown.best))) parts.push(t('analysis.bestMove'));
    return parts.join('; ');
  }

  destroy() {
    this.board.root.removeEventListener('relayout', this.onRelayout);
    this.layer.remove();
  }
}

// Giuthi's two directions in a fixed order (counter-clockwise first), so
// that a chip keeps its place as the values change.
function orderByDirection(entries) {
  if (!entries[0]?.move.dir) return entries;
  return [...entries].sort((a, b) => (a.move.dir === b.move.dir ? 0 : a.move.dir === 'ccw' ? -1 : 1));
}

// What a chip says of its move before its value: Giuthi's direction sign,
// Kiothi's count ("↺ ", "×4 ").
function movePrefix(move) {
  const direction = move.dir ? `${directionSign(move.dir)} ` : '';
  const count = move.count !== undefined ? `×${move.count} ` : '';
  return direction + count;
}

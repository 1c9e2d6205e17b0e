// @ts-check
// The move preview: where the move from the pit pointed at would go, from
// the engine's trace of that candidate move (WasmGame.preview), drawn by
// the board (board/preview.js) and told in words on the pit's button and,
// for everyone, on the panel under the board (#preview-words).
// Loaded when the preview is first on (the shell's refreshPreview).

import { moveMarks } from '../board/marks.js';
import { drawPreview } from '../board/preview.js';
import { pitName } from '../board/geometry.js';
import { language, t, tn } from '../i18n/i18n.js';
import { el } from './dom.js';
import { loadStyle } from './stylesheet.js';
import { capturedBy, directionSign, directionWord, pitWord, seizedBy, sideName } from './words.js';

// The words' look, before they are first shown.
await loadStyle('www/ui/preview.css');

export class MovePreview {
  // `game()` is the WasmGame on the board; `input` the MoveInput, which
  // says which moves a pit's preview shows; `panel` (or null) is where the
  // preview's sentences are shown to everyone, each after its line's
  // colour and sign (its key).
  constructor({ board, input, game, panel = null }) {
    this.board = board;
    this.input = input;
    this.game = game;
    this.panel = panel;
    this.turn = null; // the turn the cache is of, and its words' language
    this.language = null;
    this.cache = new Map(); // candidate moves -> {overlay, words, lines, ms}
    this.lastMs = null;
  }

  // The pit pointed at: the one selected (a first tap, a picker open), else
  // under the pointer, else focused.
  pointedPit() {
    const { input, board } = this;
    if (!input.waiting || board.animating) return null;
    return input.pending.selected ?? board.hover ?? board.focusedPit;
  }

  refresh() {
    const pit = this.pointedPit();
    const moves = pit === null ? [] : this.input.candidates(pit);
    if (!moves.length) {
      this.board.setPreview(null);
      this.showLines(null);
      return;
    }
    const turn = this.input.pending.turn;
    if (turn !== this.turn || language() !== this.language) {
      this.turn = turn;
      this.language = language();
      this.cache.clear();
    }
    const key = JSON.stringify(moves);
    let seen = this.cache.get(key);
    if (!seen) {
      seen = this.preview(pit, moves, turn);
      this.cache.set(key, seen);
    }
    this.lastMs = seen.ms;
    this.board.setPreview(seen.overlay, seen.words);
    this.showLines(seen.lines);
  }

  preview(pit, moves, turn) {
    const start = performance.now();
    const game = this.game();
    const traces = [];
    for (const move of moves) {
      try {
        traces.push(game.preview(move));
      } catch {
        // A move the engine refuses has nothing to show.
      }
    }
    const paths = traces.map(pathOf);
    const overlay = traces.length ? { pit, paths, draw: (ctx, layout) => drawPreview(ctx, layout, { paths }) } : null;
    const grid = this.board.grid;
    const lines = traces.length ? previewLines(grid, turn, traces) : null;
    const words = lines && lines.map((line) => line.text).join(' ');
    return { overlay, words, lines, ms: performance.now() - start };
  }

  // The sentences on the panel, or (null) what pointing at a pit shows.
  showLines(lines) {
    const panel = this.panel;
    if (!panel) return;
    const shown = lines ?? [{ text: t('preview.pointAt') }];
    const key = shown.map((line) => `${line.style}/${line.text}`).join('|');
    if (panel.dataset.shown === key) return;
    panel.dataset.shown = key;
    panel.replaceChildren(
      ...shown.map(({ style, sign, text }) =>
        el(
          'p',
          { class: 'preview-line' },
          style === undefined ? null : el('span', { class: `preview-swatch preview-style-${style}` }),
          sign ? el('span', { class: 'preview-sign', text: sign }) : null,
          el('span', { text }),
        ),
      ),
    );
  }
}

// A trace as the board draws it: the pits of each lap in order, the pit
// the last seed falls into, the pits taken from with their counts; Giuthi's
// clockwise move in the second style (dashed), whatever the order.
function pathOf(trace) {
  const taken = new Map();
  for (const { end } of trace.laps) {
    if (end.type !== 'capture' && end.type !== 'resow') continue;
    for (const { pit, count } of end.taken) taken.set(pit, (taken.get(pit) ?? 0) + count);
  }
  return {
    move: trace.move,
    laps: trace.laps.map((lap) => [lap.from, ...lap.drops]),
    end: moveMarks(trace)?.to[0] ?? null,
    taken: [...taken].map(([pit, count]) => ({ pit, count })),
    style: pathStyle(trace),
  };
}

function pathStyle(trace) {
  return trace.move?.dir === 'cw' ? 1 : 0;
}

// What the candidate moves of one pit would do (the move preview, from the
// engine's traces), a line each: "Would sow 3 laps and end in North pit 7,
// capturing 12." and for Giuthi each direction so, with its sign and its
// style on the board. Pits are named as the pits' buttons name them: the
// mover's "your pit 3", the other's "North pit 7" (the move may end on
// either).
function previewLines(grid, turn, traces) {
  const { setup } = turn;
  const toMove = turn.position.to_move;
  return traces.map((trace) => {
    const marks = moveMarks(trace);
    const captured = capturedBy(trace);
    const seized = seizedBy(trace);
    const end = marks.to[0];
    const side = pitName(grid, end).side;
    const fields = {
      laps: tn('move.laps', trace.laps.length),
      // Mid-sentence: "…ending in your pit 3".
      pit: side === toMove ? t('pit.yours.within', { pit: pitWord(grid, end) }) : t('pit.theirs', { side: sideName(setup, side), pit: pitWord(grid, end) }),
      dir: directionWord(trace),
      result: captured
        ? t('preview.captures', { count: captured })
        : seized
          ? t('preview.seizes', { count: seized })
          : t('preview.noCapture'),
    };
    const sentence = t(fields.dir ? 'preview.moveDir' : 'preview.move', fields);
    return {
      style: pathStyle(trace),
      sign: trace.move?.dir ? directionSign(trace.move.dir) : '',
      text: trace.extra_move ? `${sentence} ${t('preview.extra')}` : sentence,
    };
  });
}

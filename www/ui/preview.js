// The move preview: where the move from the pit pointed at would go, from
// the engine's trace of that candidate move (WasmGame.preview), drawn by
// the board (board/preview.js) and told in words on the pit's button.
// Loaded when the preview is first on (the shell's refreshPreview).

import { moveMarks } from '../board/animation.js';
import { drawPreview } from '../board/preview.js';
import { pitName } from '../board/geometry.js';
import { language, t, tn } from '../i18n/i18n.js';
import { capturedBy, directionWord, pitWord, seizedBy, sideName } from './words.js';

export class MovePreview {
  // `game()` is the WasmGame on the board; `input` the MoveInput, which
  // says which moves a pit's preview shows.
  constructor({ board, input, game }) {
    this.board = board;
    this.input = input;
    this.game = game;
    this.turn = null; // the turn the cache is of, and its words' language
    this.language = null;
    this.cache = new Map(); // candidate moves -> {overlay, words, ms}
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
    const words = traces.length ? previewWords(grid, turn.setup, traces) : null;
    return { overlay, words, ms: performance.now() - start };
  }
}

// A trace as the board draws it: the pits of each lap in order, the pit
// the last seed falls into, the pits taken from with their counts.
function pathOf(trace, style) {
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
    style,
  };
}

// What the candidate moves of one pit would do (the move preview, from the
// engine's traces): "Would sow 3 laps, the last seed in North pit 7,
// capturing 12." and for Giuthi each direction so. Pits are named with
// their owner's side: the move may end on either.
function previewWords(grid, setup, traces) {
  return traces
    .map((trace) => {
      const marks = moveMarks(trace);
      const captured = capturedBy(trace);
      const seized = seizedBy(trace);
      const fields = {
        laps: tn('move.laps', trace.laps.length),
        pit: t('pit.theirs', { side: sideName(setup, pitName(grid, marks.to[0]).side), pit: pitWord(grid, marks.to[0]) }),
        dir: directionWord(trace),
        result: captured
          ? t('preview.captures', { count: captured })
          : seized
            ? t('preview.seizes', { count: seized })
            : t('preview.noCapture'),
      };
      const sentence = t(fields.dir ? 'preview.moveDir' : 'preview.move', fields);
      return trace.extra_move ? `${sentence} ${t('preview.extra')}` : sentence;
    })
    .join(' ');
}


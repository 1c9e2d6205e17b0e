// @ts-check
// The analysis on a page: analysis mode (mode.js), the hint against the
// computer (hint.js) and the game review (review.js), sharing the pit marks
// (marks.js) and the analysis worker (engine.js). Loaded on first use by
// www/app.js and www/embed/embed.js (the first load has no room for it),
// with its styles and its words; it follows the page's game as one of the
// shell's watchers.

import * as engine from '../pkg/mancala.js';
import { analyse } from './engine.js';
import { PitMarks } from './marks.js';
import { AnalysisMode, recordKey } from './mode.js';
import { hasWords, loadWords } from './words.js';
import { loadStyle } from '../ui/stylesheet.js';

// The main page's (www/app.js): the panels at the top of the side column,
// the hint beside the analysis button; `leaveFriendGame()` before "try
// again" starts a game.
export function onMainPage(shell, leaveFriendGame) {
  const $ = (id) => document.getElementById(id);
  return mountAnalysis(shell, {
    place: (panel) => $('side').prepend(panel),
    controls: $('controls'),
    button: $('analysis-button'),
    beforeNewGame: leaveFriendGame,
  });
}

// Mounts the analysis on `shell` (a PageShell), following the page's game
// as a watcher (shell.watch): render(snapshot), sowing(on), pitNote(pit)
// (what a pit's button adds to its name) and sessionChanged(). `place(panel)` puts a
// panel on the page; `controls` is where the hint's button goes (none: no
// hints); `compact` is the embed's smaller panel; `review` false leaves the
// review out; `button` is the page's toggle; `beforeNewGame()` runs before "try again" starts a game.
/**
 * @param {import('../page/shell.js').PageShell} shell
 * @param {{place: (panel: HTMLElement) => void, controls?: HTMLElement | null, button?: HTMLElement | null,
 *   compact?: boolean, review?: boolean, beforeNewGame?: () => void}} options
 */
export async function mountAnalysis(shell, { place, controls = null, button = null, compact = false, review = true, beforeNewGame }) {
  await Promise.all([loadStyle(new URL('./analysis.css', import.meta.url).href), loadWords()]);
  const marks = shell.overBoard((board) => new PitMarks(board));
  let reviewer = null;
  const mode = new AnalysisMode({
    shell,
    engine,
    marks,
    place,
    button,
    compact,
    onReview: review ? () => openReview() : null,
  });
  let hint = null;
  if (controls) {
    const { Hint } = await import('./hint.js');
    hint = new Hint({ shell, marks, controls, analysisOpen: () => mode.isOpen, whenAnalysed: (key) => mode.whenAnalysed(key) });
  }
  // A kiosk's next visitor: no analysis kept, hints on, no review.
  shell.host.onVisitEnd(() => {
    reviewer?.close();
    mode.close();
    mode.forget();
    hint?.forget();
  });
  const openReview = async () => {
    if (!reviewer) {
      const { Review } = await import('./review.js');
      reviewer = new Review({ shell, engine, mode, marks, place, beforeNewGame });
    }
    reviewer.open();
  };
  shell.watch({
    render(snapshot) {
      // A new language (the embed's set-options): its words, then again.
      if (!hasWords()) {
        loadWords()
          .then(() => {
            mode.render();
            reviewer?.render();
          })
          .catch(() => {});
      }
      mode.follow(snapshot);
      hint?.follow(snapshot);
    },
    sowing(on) {
      mode.sowing(on);
      hint?.sowing(on);
    },
    pitNote: (pit) => marks.note(pit),
    // Another session took the board or gave it back: what the controls
    // offer changes (no hint in a lesson).
    sessionChanged: () => {
      if (mode.isOpen && !shell.offers('analysis')) mode.close();
      if (shell.engineGame) hint?.follow(shell.snapshot());
    },
  });
  return {
    mode,
    open: () => mode.open(),
    close: () => mode.close(),
    review: () => openReview(),
    valueOfShown: (ms) => valueOfShown(shell, mode, ms),
  };
}

// The embed's answer to `mancala:analyse` (docs/EMBED.md): the value of the
// position shown, for its player to move, after `ms` (50 to 10,000; 1,000
// when not a number) of thought at most, or at once when analysis mode
// knows it already; {error} when it cannot be had.
const ASK_MS = { fallback: 1000, least: 50, most: 10_000 };

async function valueOfShown(shell, mode, ms) {
  const snapshot = shell.current;
  if (!snapshot) return { error: 'not-ready' };
  const ply = snapshot.viewPly ?? snapshot.ply;
  const record = { start: snapshot.record.start, moves: snapshot.record.moves.slice(0, ply) };
  const position = snapshot.shown;
  if (position.phase === 'opening') return { error: 'not-analysed' };
  const key = recordKey(record);
  let analysis = mode.isOpen && mode.target?.key === key && mode.entry?.final ? mode.entry.analysis : null;
  if (!analysis) {
    const wanted = Number.isFinite(ms) ? Math.min(ASK_MS.most, Math.max(ASK_MS.least, Math.round(ms))) : ASK_MS.fallback;
    const open = mode.isOpen;
    if (open) mode.pause(true);
    try {
      analysis = await analyse({ record, ply: null, firstMs: wanted, maxMs: wanted });
      mode.store(key, { analysis, final: analysis.proven, error: null });
    } catch (error) {
      // A newer question took the worker.
      return { error: error?.name === 'AbortError' ? 'superseded' : 'analysis-failed' };
    } finally {
      if (open) mode.pause(false);
    }
  }
  return {
    ply,
    toMove: snapshot.outcome && snapshot.viewPly === null ? null : position.to_move,
    proven: analysis.proven,
    result: analysis.result,
    margin: analysis.margin,
    depth: analysis.depth,
    best: analysis.best,
    line: analysis.line,
    moves: analysis.moves,
  };
}

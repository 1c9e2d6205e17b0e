// The analysis on a page: analysis mode (mode.js), the hint against the
// computer (hint.js) and the game review (review.js), sharing the pit marks
// (marks.js) and the analysis worker (engine.js). Loaded on first use by
// www/app.js and www/embed/embed.js (the first load has no room for it),
// with its styles and its words; it follows the page through the shell's
// `watcher`.

import * as engine from '../pkg/mancala.js';
import { warmAnalysis } from './engine.js';
import { PitMarks } from './marks.js';
import { AnalysisMode } from './mode.js';
import { loadWords } from './words.js';

function loadStyle() {
  const href = new URL('./analysis.css', import.meta.url).href;
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
    document.head.append(link);
  });
}

// Mounts the analysis on `shell` (a PageShell). `place(panel)` puts a
// panel on the page; `controls` is where the hint's button goes (none: no
// hints); `compact` is the embed's smaller panel; `review` false leaves the
// review out; `button` is the page's toggle; `beforeNewGame()` runs before "try again" starts a game.
export async function mountAnalysis(shell, { place, controls = null, button = null, compact = false, review = true, beforeNewGame } = {}) {
  warmAnalysis();
  await Promise.all([loadStyle(), loadWords()]);
  const marks = new PitMarks(shell.board);
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
    hint = new Hint({ shell, marks, controls, analysisOpen: () => mode.isOpen, currentAnalysis: (key) => mode.analysisOf(key) });
  }
  const openReview = async () => {
    if (!reviewer) {
      const { Review } = await import('./review.js');
      reviewer = new Review({ shell, engine, mode, marks, place, beforeNewGame });
      if (shell.current) reviewer.follow(shell.current);
    }
    reviewer.open();
  };
  shell.watcher = {
    render(snapshot) {
      mode.follow(snapshot);
      hint?.follow(snapshot);
      reviewer?.follow(snapshot);
    },
    sowing(on) {
      mode.sowing(on);
      hint?.sowing(on);
    },
    pitNote: (pit) => marks.note(pit),
  };
  if (shell.current) shell.watcher.render(shell.current);
  return {
    mode,
    toggle: () => mode.toggle(),
    open: () => mode.open(),
    review: () => openReview(),
  };
}

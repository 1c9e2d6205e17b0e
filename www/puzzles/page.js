// @ts-check
// The puzzles on a page (mode.js), loaded on first use by www/app.js and
// www/embed/embed.js (the first load has no room for them), with their
// styles and their words.

import * as engine from '../pkg/mancala.js';
import { loadStyle } from '../ui/stylesheet.js';
import { PuzzleMode } from './mode.js';
import { loadWords } from './words.js';

async function mountPuzzles(shell, options) {
  await Promise.all([loadStyle(new URL('./puzzles.css', import.meta.url).href), loadWords()]);
  return new PuzzleMode({ shell, engine, ...options });
}

// The main page's: the panel at the top of the side column, its buttons
// under the status line (a phone keeps them in view), the marks and streak
// kept as the host keeps them, the puzzle shown named in the address
// where the host has one (so that a reload, or a change of language, comes
// back to it); `onLeave()` brings back the page's game.
export function onMainPage(shell, { onLeave }) {
  const $ = (id) => document.getElementById(id);
  const address = (id) => {
    if (!shell.host.address) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('puzzles');
    if (id) url.searchParams.set('puzzle', id);
    else url.searchParams.delete('puzzle');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  };
  return mountPuzzles(shell, {
    place: (panel, actions) => {
      $('side').prepend(panel);
      $('controls').before(actions);
    },
    onPuzzle: address,
    onLeave: () => {
      address(null);
      onLeave();
    },
  });
}

// The embed's: a compact panel below the board, progress only in memory.
export function inEmbed(shell, { place }) {
  return mountPuzzles(shell, { place, compact: true });
}

#!/usr/bin/env node
// How long the game review takes in headless Chromium, for docs/REVIEW.md
// ("Speed"): a game of En Gehé 2 x 40 (the longest board) of
// the beginner against the strong level, played through the page's own
// computer worker and cut at N moves, is opened on the page as a link,
// and "Review the game" is pressed; the page's review panel reports when
// its first verdict came and when the last (data-first-verdict-ms,
// data-review-ms), and how many workers it used.
//
//   node tools/review-speed.mjs [--moves N] [--seed S]   (default 72 moves, seed 1)
//
// Needs the WebAssembly build (scripts/build) and Chromium (CHROMIUM, else
// /usr/bin/chromium).

import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const MOVES = option('--moves', 72);
const SEED = option('--seed', 1);

const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}?lang=en`);
  await page.waitForSelector('body.ready');
  // The game: the strong level (North) against the beginner, as far as
  // MOVES moves (or its end), then a game link to look at.
  const { link, moves } = await page.evaluate(
    async ({ moves, seed }) => {
      const { computerMove } = await import('/www/engine/computer.js');
      const { WasmGame } = await import('/www/pkg/mancala.js');
      const none = new AbortController().signal;
      const game = new WasmGame('en-gehe', {});
      for (let ply = 0; ply < moves && game.outcome() === null; ply++) {
        const level = game.position().to_move === 1 ? 'strong' : 'beginner';
        const reply = await computerMove({ record: game.record(), level, seed: seed * 1000 + ply }, none);
        game.play(reply.move);
      }
      const played = game.record().moves.length;
      const text = game.link('look');
      game.free();
      return { link: text, moves: played };
    },
    { moves: MOVES, seed: SEED },
  );
  await page.goto(`${server.url}?lang=en#${link}`);
  await page.waitForSelector('body.ready');
  await page.waitForFunction((count) => window.__mancala.record().moves.length === count, moves);
  await page.click('#analysis-button');
  await page.click('.analysis-panel [data-action="review"]');
  await page.waitForSelector('.review-panel[data-review-ms]', { timeout: 600_000 });
  const times = await page.evaluate(() => {
    const panel = document.querySelector('.review-panel');
    return { first: Number(panel.dataset.firstVerdictMs), whole: Number(panel.dataset.reviewMs), cores: navigator.hardwareConcurrency };
  });
  const lanes = times.cores >= 4 ? 2 : 1;
  console.log(
    `Chromium ${browser.version()}, ${times.cores} cores (${lanes} worker${lanes > 1 ? 's' : ''}): En Gehé 2 x 40, ${moves} moves: first verdict ${(times.first / 1000).toFixed(1)} s, the whole review ${(times.whole / 1000).toFixed(1)} s`,
  );
} finally {
  await browser.close();
  await server.close();
}

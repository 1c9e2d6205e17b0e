// The museum's view of the game: embed.html framed by a host page on a
// second origin (support/host-page.mjs), sandboxed, at a frame's size; a
// puzzle solved by clicking the board.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clickCanvasPit, engine, expect, playMove, settle } from '../game-helpers.mjs';
import { REPO_ROOT } from './index.mjs';
import { startHostPage } from './host-page.mjs';

export const sizeName = ({ width, height }) => `${width}x${height}`;
export const puzzlesOf = (game) => JSON.parse(readFileSync(join(REPO_ROOT, 'www', 'puzzles', `${game}.json`), 'utf8')).puzzles;

// A host page framing embed.html?`query` with `sandbox`, at `size`; the
// browser's window a little larger than the frame.
export async function frameSandboxed(page, baseURL, query, size, { sandbox }) {
  await page.setViewportSize({ width: size.width + 40, height: size.height + 100 });
  const host = await startHostPage({
    gameOrigin: new URL(baseURL).origin,
    embedPath: `/embed.html?${query}&parentOrigin={HOST}`,
    sandbox,
    ...size,
  });
  await page.goto(host.url);
  return { host, frame: await gameFrame(page) };
}

// The game's frame in the host page, once it has loaded the embed.
export async function gameFrame(page) {
  const element = await page.waitForSelector('iframe');
  await expect.poll(async () => (await element.contentFrame())?.url() ?? '').toMatch(/\/embed\.html/);
  const frame = await element.contentFrame();
  await expect(frame.locator('body.ready')).toBeVisible();
  return frame;
}

// The learner's moves of `puzzle`, clicked on the board, until it says so.
export async function solveByClicking(frame, puzzle) {
  for (const ply of puzzle.line) {
    if (ply.by !== 'learner') continue;
    await settle(frame);
    await playMove(frame, await engine.position(frame), ply.move, clickCanvasPit);
  }
  await expect(frame.locator('.puzzle-verdict')).toContainText('Solved!');
}

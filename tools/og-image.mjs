#!/usr/bin/env node
// Renders the social preview (www/icons/og-board.jpg, 1200 x 630, the
// og:image of index.html and embed.html): the embed's page, served by
// mancala-server (tools/site-server.mjs), showing a Giuthi 2 x 8 game a few moves in. Run after a
// change to the board's drawing:
//
//   node tools/og-image.mjs
//
// A JPEG: the board's wood grain and shaded seeds made a 158 KB PNG; at
// quality 85 the picture is a third of that, and chat apps show it small.

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const OUT = resolve(REPO_ROOT, 'www', 'icons', 'og-board.jpg');
// Four moves of Giuthi 2 x 8 (docs/LINKS.md): seeds spread unevenly, as in play.
const LINK = '2.9DyNQQgMAgI';

const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(new URL(`embed.html?link=${LINK}&theme=light&speed=instant`, server.url).href);
  await page.locator('body.ready').waitFor();
  await page.waitForFunction(() => !window.__mancala.animating());
  await page.screenshot({ path: OUT, type: 'jpeg', quality: 85 });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  await server.close();
}

#!/usr/bin/env node
// Renders the home-screen icons (www/icons/icon-192.png, icon-512.png) from
// www/icon.svg in Chromium: the board drawing on a square of the page's
// background, inside the middle 80% so that a round or squircle mask
// (purpose "maskable") never cuts it. Run after changing the icon:
//
//   node tools/icons.mjs

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const SIZES = [192, 512];
const BACKGROUND = '#f5eee2'; // --bg in www/style.css, theme_color in the manifest

const svg = await readFile(resolve(REPO_ROOT, 'www', 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const art = Math.round(size * 0.8);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${BACKGROUND}">` +
        svg.replace('<svg ', `<svg width="${art}" height="${art}" `) +
        '</body>',
    );
    const file = resolve(REPO_ROOT, 'www', 'icons', `icon-${size}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
}

#!/usr/bin/env node
// Takes the README's screenshot (docs/screenshot.png) of the running page in
// Debian's Chromium, or any page's for a person to look at:
// `node tools/screenshot.mjs [PAGE_PATH] [OUT.png] [--phone]`, after
// scripts/build. PAGE_PATH defaults to / (what a first visitor sees); the
// size is a desktop's (1280 x 800), or a phone's (390 x 844) with --phone.
// The browser tests compare only stored images (docs/TESTING.md).
import { resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const phone = process.argv.includes('--phone');
const [pagePath = '/', out = resolve(import.meta.dirname, '..', 'docs', 'screenshot.png')] = process.argv.slice(2).filter((arg) => arg !== '--phone');
const viewport = phone ? { width: 390, height: 844 } : { width: 1280, height: 800 };
const server = await startSiteServer({ port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out });
  if (errors.length) throw new Error(`the page logged errors:\n${errors.join('\n')}`);
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}

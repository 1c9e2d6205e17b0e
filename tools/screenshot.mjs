#!/usr/bin/env node
// Takes the README's screenshot (docs/screenshot.png) of the running page in
// Debian's Chromium: `node tools/screenshot.mjs [PAGE_PATH] [OUT.png]`, after
// scripts/build. PAGE_PATH defaults to / (what a first visitor sees).
import { resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const [pagePath = '/', out = resolve(import.meta.dirname, '..', 'docs', 'screenshot.png')] = process.argv.slice(2);
const server = await startServer({ port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
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

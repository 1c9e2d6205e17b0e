// Shared helpers for the browser tests. Import `test` and `expect` from here
// rather than from '@playwright/test': every test then also fails when its
// page logged a console error or threw an uncaught error.
//
//   import { test, expect, loadEngine } from './support/index.mjs';
//
// A test that provokes an error on purpose lists it:
//   test.use({ expectedConsoleErrors: [/Illegal move/] });

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { test as base, expect } from '@playwright/test';
import { securityHeaders } from './security-headers.mjs';

export { expect };

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The game page exists (until the front end lands, only the engine is tested). */
export const gamePageExists = () => existsSync(resolve(REPO_ROOT, 'index.html'));

export const test = base.extend({
  expectedConsoleErrors: [[], { option: true }],

  // Collects console errors and uncaught page errors, then fails the test if
  // any was not expected.
  pageProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const where = message.location()?.url ? ` (${message.location().url})` : '';
          problems.push(`console error: ${message.text()}${where}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      const unexpected = problems.filter((text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

const BLANK_PATH = '/__blank__.html';

/**
 * Opens an empty page on the development server's origin, with the headers
 * the server sends for HTML, so that scripts run under the real CSP and can
 * import /www/pkg/. (Playwright answers this one URL; the server itself only
 * serves the product's files.)
 */
export async function openBlankPage(page) {
  await page.route(BLANK_PATH, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: securityHeaders(BLANK_PATH),
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body></body></html>',
    }),
  );
  await page.goto(BLANK_PATH);
}

/**
 * Loads the wasm build (www/pkg/mancala.js) into the page as `window.mancala`
 * and returns the names it exports.
 */
export async function loadEngine(page) {
  return page.evaluate(async () => {
    const engine = await import('/www/pkg/mancala.js');
    await engine.default();
    window.mancala = engine;
    return Object.keys(engine).sort();
  });
}

/** JSON text with object keys sorted at every level: equal values, equal text. */
export function canonicalJson(value) {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.keys(item).sort().map((key) => [key, item[key]]))
      : item,
  );
}

export const gzippedSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Runs the native command line engine (target/release/mancala, or
 * MANCALA_CLI) and returns its output parsed as JSON. A refusal (exit 2)
 * comes back as `{ error: message }`.
 */
export function nativeEngine(...args) {
  const cli = process.env.MANCALA_CLI || resolve(REPO_ROOT, 'target', 'release', 'mancala');
  const run = spawnSync(cli, args, { encoding: 'utf8' });
  if (run.error) throw new Error(`cannot run ${cli} (build it with cargo build --release): ${run.error.message}`);
  if (run.status === 2) return { error: run.stderr.trim().replace(/^mancala: /, '') };
  if (run.status !== 0) throw new Error(`${cli} ${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

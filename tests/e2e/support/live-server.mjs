// The site's server (server/, the `mancala-server` binary, the global
// setup's too) with live play on, for the live browser tests: started on a
// free port serving this checkout's files, with its games in a file of its
// own, and stopped after the tests. The binary is MANCALA_SERVER, else the
// workspace's release build (tools/site-server.mjs); the site it serves is
// MANCALA_LIVE_ROOT, else this checkout.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchServer as launch, stopped } from '../../../tools/site-server.mjs';
import { REPO_ROOT, test as base } from './index.mjs';

const SITE_ROOT = process.env.MANCALA_LIVE_ROOT ?? REPO_ROOT;

// {url, close(), kill(), restart()}: the server's origin once it says where
// it listens; kill() ends it at once (SIGKILL), restart() starts it again on
// the same port with the same store. `flags`: more of the server's flags
// (such as a short --abandon-secs).
export async function startLiveServer(flags = []) {
  // scripts/test builds it with the workspace's tests: a missing binary is a
  // failure to say (launch() says it), not a test to skip.
  const data = mkdtempSync(join(tmpdir(), 'mancala-live-'));
  let server = await launch(['--port', '0', '--root', SITE_ROOT, '--data', join(data, 'games.redb'), ...flags]);
  const { url } = server;
  return {
    url,
    kill: async () => {
      server.child.kill('SIGKILL');
      await stopped(server.child);
    },
    restart: async () => {
      server = await launch(['--port', new URL(url).port, '--root', SITE_ROOT, '--data', join(data, 'games.redb'), ...flags]);
    },
    close: async () => {
      server.child.kill('SIGTERM');
      await stopped(server.child);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

// `liveServer`: one server per worker. `device()`: a new browser context on
// it (another device), whose pages fail the test on a console error.
export const test = base.extend({
  // The server's flags beyond the usual (test.use in a spec of its own).
  liveServerFlags: [[], { option: true, scope: 'worker' }],
  liveServer: [
    async ({ liveServerFlags }, use) => {
      const server = await startLiveServer(liveServerFlags);
      // The page offers live play only where the server answers this file
      // itself (www/live/discover.js): without it, nothing here can work.
      const status = await (await fetch(new URL('/www/live/status.json', server.url))).json().catch(() => null);
      if (status?.live !== 1) {
        await server.close();
        throw new Error('the live server does not answer /www/live/status.json with {"live": 1}: the page offers no live play');
      }
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  // Console errors a test expects of its live pages (a server killed on
  // purpose: the browser reports each refused connection).
  expectedLiveErrors: [[], { option: true }],
  device: async ({ browser, liveServer, expectedLiveErrors }, use) => {
    const contexts = [];
    const problems = [];
    // `bypassCSP`: for axe's inline script (support/axe.mjs).
    await use(async ({ viewport = { width: 1280, height: 800 }, speed = 'instant', bypassCSP = false } = {}) => {
      const context = await browser.newContext({ baseURL: liveServer.url, viewport, bypassCSP });
      await context.addInitScript((chosen) => {
        // Not on the blank page a new page opens on, nor in a sandboxed
        // frame (no storage there).
        if (window.location.protocol !== 'http:' || window.origin === 'null') return;
        if (!localStorage.getItem('mancala.prefs')) localStorage.setItem('mancala.prefs', JSON.stringify({ speed: chosen }));
      }, speed);
      context.on('page', (page) => {
        page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      });
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
    const unexpected = problems.filter((text) => !expectedLiveErrors.some((pattern) => pattern.test(text)));
    base.expect(unexpected, 'the live pages logged errors').toEqual([]);
  },
});

export { expect } from './index.mjs';

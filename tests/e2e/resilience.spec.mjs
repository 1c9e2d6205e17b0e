// When the browser takes something away, the game says so instead of
// breaking: storage that is disabled, full or forbidden (a sandboxed frame)
// means playing on without saving, told once; WebAssembly that cannot start
// (missing, refused by a Content-Security-Policy, not downloaded) means a
// message in the board's place instead of a blank board.

import en from '../../www/i18n/en.js';
import { securityHeaders } from './support/security-headers.mjs';
import { engine, expect, openPage, playMove, settle, test } from './game-helpers.mjs';
import { startHostPage } from './support/host-page.mjs';

// Every text the page's live region speaks, in order (window.__said).
function recordAnnouncements() {
  window.__said = [];
  document.addEventListener('DOMContentLoaded', () => {
    const live = document.getElementById('live');
    if (!live) return; // a host page around the game
    new MutationObserver(() => {
      if (live.textContent) window.__said.push(live.textContent);
    }).observe(live, { childList: true, characterData: true, subtree: true });
  });
}

async function playFirstMoves(target, count) {
  for (let i = 0; i < count; i++) {
    const position = await engine.position(target);
    await playMove(target, position, (await engine.legalMoves(target))[0]);
    await settle(target);
  }
  expect((await engine.record(target)).moves).toHaveLength(count);
}

const BROKEN_STORAGE = {
  // Chromium with site data blocked, or a sandboxed frame.
  'forbidden (SecurityError)': () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
  },
  // The origin's quota is used up: reading works, every write fails.
  'full (QuotaExceededError)': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  // Storage switched off (Firefox's dom.storage.enabled = false).
  'disabled (null)': () => {
    Object.defineProperty(window, 'localStorage', { value: null });
  },
};

for (const [name, breakStorage] of Object.entries(BROKEN_STORAGE)) {
  test(`storage ${name}: the game plays on and says once that it does not save`, async ({ page }) => {
    await page.addInitScript(recordAnnouncements);
    await page.addInitScript(breakStorage);
    await openPage(page);
    await expect(page.locator('.board-toast')).toHaveText(en['save.unavailable']);
    await playFirstMoves(page, 3);
    // The speed and language menus save too: still no second notice.
    await page.selectOption('#speed-select', 'fast');
    const said = await page.evaluate(() => window.__said);
    expect(said.filter((text) => text === en['save.unavailable'])).toHaveLength(1);
  });
}

test('storage that works gives no notice', async ({ page }) => {
  await page.addInitScript(recordAnnouncements);
  await openPage(page);
  await playFirstMoves(page, 1);
  expect(await page.evaluate(() => window.__said)).not.toContain(en['save.unavailable']);
});

// A page of the game's own origin framing `src` in a sandbox without
// allow-same-origin: the frame has an opaque origin, its storage throws
// SecurityError, and its scripts load as cross-origin requests.
async function openSandboxed(page, src) {
  const path = '/__sandbox__.html';
  await page.route(path, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: securityHeaders(path),
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sandbox</title></head><body><iframe sandbox="allow-scripts" src="${src}" width="1000" height="700" title="game"></iframe></body></html>`,
    }),
  );
  await page.goto(path);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await expect(frame.locator('body.ready')).toBeVisible();
  expect(await frame.evaluate(() => window.origin)).toBe('null');
  return frame;
}

test('in a sandboxed frame without allow-same-origin, the game page plays and says once that it does not save', async ({ page }) => {
  await page.addInitScript(recordAnnouncements);
  const frame = await openSandboxed(page, '/');
  // Nothing can be saved there, so every visit is a newcomer's: the games first.
  await frame.locator('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
  await frame.selectOption('#speed-select', 'instant');
  await playFirstMoves(frame, 2);
  const said = await frame.evaluate(() => window.__said);
  expect(said.filter((text) => text === en['save.unavailable'])).toHaveLength(1);
});

test('in a sandboxed frame without allow-same-origin, the embed plays', async ({ page }) => {
  const frame = await openSandboxed(page, '/embed.html?game=hus&speed=instant');
  await settle(frame);
  await playFirstMoves(frame, 2);
});

const STRICT_CSP = securityHeaders('/index.html')['Content-Security-Policy'].replace(" 'wasm-unsafe-eval'", '');

// Serves `pattern` (a page) as the server does, but under a policy that
// does not allow WebAssembly, as a host with its own stricter policy would.
async function serveWithoutWasmPermission(page, pattern) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const policy = response.headers()['content-security-policy'].replace(" 'wasm-unsafe-eval'", '');
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
}

async function expectEngineFailure(target, reason, words) {
  const message = target.locator('.engine-failure');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-reason', reason);
  await expect(message).toContainText(en['app.cannotStart']);
  await expect(message).toContainText(words);
  await expect(target.locator('canvas')).toHaveCount(0);
  await expect(message.getByRole('button', { name: en['app.reload'] })).toHaveCount(reason === 'no-webassembly' ? 0 : 1);
}

test.describe('when WebAssembly cannot start', () => {
  test.describe('the .wasm is missing', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test('the page says the engine did not load, not a blank board', async ({ page }) => {
      await page.route('**/www/pkg/mancala_bg.wasm', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.goto('/');
      await expectEngineFailure(page, 'not-loaded', en['app.loadFailed']);
      await expect(page.locator('#new-game-button')).toBeDisabled();
    });
  });

  test.describe('the network fails', () => {
    test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
    test('the page says the engine did not load', async ({ page }) => {
      await page.route('**/www/pkg/mancala_bg.wasm', (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      await expectEngineFailure(page, 'not-loaded', en['app.loadFailed']);
    });
  });

  test.describe("the page's policy forbids it", () => {
    test.use({ expectedConsoleErrors: [/WebAssembly/, /Content Security Policy/] });
    test("served under a policy without 'wasm-unsafe-eval', the page says that the site's settings block the engine", async ({ page }) => {
      expect(STRICT_CSP).not.toContain('wasm');
      await serveWithoutWasmPermission(page, /\/(index\.html)?$/);
      await page.goto('/');
      await expectEngineFailure(page, 'blocked-by-policy', en['app.wasmBlocked']);
    });

    test('a museum page framing the embed so served sees the reason in the frame and hears it as an error message', async ({
      page,
      baseURL,
    }) => {
      const host = await startHostPage({
        gameOrigin: new URL(baseURL).origin,
        embedPath: '/embed.html?game=giuthi&parentOrigin={HOST}',
      });
      try {
        await serveWithoutWasmPermission(page, /\/embed\.html/);
        await page.goto(host.url);
        const frame = await (await page.waitForSelector('#game')).contentFrame();
        await expectEngineFailure(frame, 'blocked-by-policy', en['app.wasmBlocked']);
        await expect
          .poll(() => page.evaluate(() => window.received))
          .toContainEqual(expect.objectContaining({ type: 'mancala:error', reason: 'no-engine', detail: 'blocked-by-policy' }));
      } finally {
        await host.close();
      }
    });
  });

  test('a browser without WebAssembly is told so, with no reload to try', async ({ page }) => {
    await page.addInitScript(() => {
      delete globalThis.WebAssembly;
    });
    await page.goto('/');
    await expectEngineFailure(page, 'no-webassembly', en['app.noWasm']);
  });
});

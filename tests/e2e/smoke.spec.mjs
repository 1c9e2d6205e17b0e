// The page loads, its WebAssembly engine answers, nothing logs an error, and
// the server sends what the product needs (types, security headers, nothing
// outside the served files).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { securityHeaders } from './support/security-headers.mjs';
import {
  test,
  expect,
  gamePageExists,
  loadEngine,
  nativeEngine,
  openBlankPage,
  REPO_ROOT,
} from './support/index.mjs';

const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];

test('the game page loads its engine, which lists the same legal moves as the native engine', async ({ page }) => {
  const wasmResponses = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.wasm')) wasmResponses.push(response);
  });
  if (gamePageExists()) {
    const response = await page.goto('/');
    expect(response.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    // The page's own request for the engine, not only ours below.
    expect(wasmResponses.map((r) => new URL(r.url()).pathname)).toContain('/www/pkg/mancala_bg.wasm');
  } else {
    // Until index.html exists the engine is checked on an empty page.
    await openBlankPage(page);
  }
  const exported = await loadEngine(page);
  expect(exported).toEqual(expect.arrayContaining(['WasmGame', 'presets']));
  for (const response of wasmResponses) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/wasm');
  }

  // Kiothi starts with its opening, whose choices the CLI's `moves` lists.
  const startMoves = await page.evaluate(
    (games) =>
      games.map((game) => {
        const started = new window.mancala.WasmGame(game);
        return game === 'kiothi' ? started.openingChoices() : started.legalMoves();
      }),
    GAMES,
  );
  for (const [index, game] of GAMES.entries()) {
    const start = nativeEngine('new', game);
    expect(startMoves[index], `${game}: start moves`).toEqual(nativeEngine('moves', JSON.stringify(start)));
  }
});

test('the server sends the security headers and the right types', async ({ request }) => {
  const wasm = await request.get('/www/pkg/mancala_bg.wasm');
  expect(wasm.status()).toBe(200);
  expect(wasm.headers()['content-type']).toBe('application/wasm');
  const glue = await request.get('/www/pkg/mancala.js');
  expect(glue.headers()['content-type']).toMatch(/^text\/javascript\b/);

  for (const response of [wasm, glue]) {
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['set-cookie']).toBeUndefined();
  }

  // Museums frame embed.html; every other page refuses to be framed elsewhere.
  const embed = await request.get('/embed.html');
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  if (existsSync(resolve(REPO_ROOT, 'embed.html'))) expect(embed.status()).toBe(200);
  if (gamePageExists()) {
    const main = await request.get('/');
    expect(main.status()).toBe(200);
    expect(main.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(main.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  }
});

test('the server serves nothing outside the game files', async ({ request, baseURL }) => {
  expect(new URL(baseURL).hostname).toBe('127.0.0.1');
  for (const path of ['/Cargo.toml', '/src/lib.rs', '/.git/HEAD', '/www/pkg/.gitignore', '/www/../Cargo.toml', '/www/%2e%2e/Cargo.toml', '/tools/release.mjs']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  const post = await request.post('/www/pkg/mancala.js', { data: 'x' });
  expect(post.status()).toBe(405);
});

test("README's hosting section gives hosts the headers the server sends", () => {
  const readme = readFileSync(resolve(REPO_ROOT, 'README.md'), 'utf8');
  for (const page of ['/index.html', '/embed.html']) {
    for (const [name, value] of Object.entries(securityHeaders(page))) {
      expect(readme, `nginx: ${name} for ${page}`).toContain(`add_header ${name} "${value}" always;`);
      expect(readme, `_headers: ${name} for ${page}`).toContain(`  ${name}: ${value}\n`);
    }
  }
});

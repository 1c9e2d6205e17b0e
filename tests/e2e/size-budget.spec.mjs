// Budget: at most 150,000 bytes gzipped for everything the first load of the
// game page transfers (HTML, JS, CSS, wasm, fonts, images). Every response of
// a first load in a fresh browser context is recorded and its body gzipped
// (level 9), so the figure does not depend on how a host compresses.
import { test, expect, gamePageExists, gzippedSize, loadEngine, openBlankPage } from './support/index.mjs';

const BUDGET_BYTES = 150_000;

test('the first load of the game page transfers at most 150 KB gzipped', async ({ page }) => {
  const responses = [];
  page.on('response', (response) => responses.push(response));
  if (gamePageExists()) {
    await page.goto('/', { waitUntil: 'networkidle' });
  } else {
    // Before the game page exists, the engine alone is measured.
    await openBlankPage(page);
    await loadEngine(page);
    await page.waitForLoadState('networkidle');
  }

  const rows = [];
  for (const response of responses) {
    const { pathname } = new URL(response.url());
    // The stand-in blank page is not part of the product.
    if (pathname === '/__blank__.html') continue;
    const status = response.status();
    expect(status, pathname).toBeLessThan(400);
    if (status >= 300) continue;
    const body = await response.body();
    rows.push({ pathname, bytes: body.length, gzipped: gzippedSize(body) });
  }
  const total = rows.reduce((sum, row) => sum + row.gzipped, 0);
  const table = rows
    .map((row) => `${String(row.bytes).padStart(9)} ${String(row.gzipped).padStart(9)}  ${row.pathname}`)
    .join('\n');
  const what = gamePageExists() ? 'first load of /' : 'engine only (no index.html yet)';
  console.log(`${what}\n    bytes   gzipped  file\n${table}\n${' '.repeat(10)}${String(total).padStart(9)}  total gzipped`);

  expect(rows.map((row) => row.pathname)).toContain('/www/pkg/mancala_bg.wasm');
  expect(total, `first load: ${total} bytes gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
});

// Browser tests: every *.spec.{js,mjs,ts} under tests/e2e/, in Debian's
// Chromium (Playwright's own browser download is never used), against the
// development server that the global setup starts on a free port.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tools/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.{js,mjs,ts}',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.mjs',
  // Two shared cores: one worker per core at most.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only, for now: three tests flaked in this round's
  // whole-suite runs (computer-responsive's slow position, phone-things'
  // toasts on a phone, computer-demo's thinking screenshot, the last fixed)
  // and pass alone. Playwright lists a test that passed on its retry as
  // flaky, so the list stays visible; remove this once they are fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Set by the global setup before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // The service worker would answer requests from its cache, past
    // page.route(): only the tests of offline play allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});

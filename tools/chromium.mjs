// The system's Chromium as the measuring tools launch it (Playwright's own
// browser download is not available here): no sandbox (root in a
// container), no GPU, and none of the background traffic that would skew a
// measurement.
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

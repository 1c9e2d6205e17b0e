#!/usr/bin/env node
// Lighthouse (the npm package, the version pinned below) on the game's pages,
// served by mancala-server (tools/site-server.mjs): the main page as a link opens it (the board),
// the main page as a newcomer sees it (the first screen, www/welcome/), a
// lesson's and a puzzle's links and the embed, each on a phone (Lighthouse's mobile default, throttled) and a
// desktop (`--preset=desktop`). Prints the four scores, the cumulative
// layout shift and the machine's load average of each run, the audits that
// did not pass and the elements that shifted.
//
//   node tools/lighthouse.mjs [--only first-screen|board|learn|puzzle|embed] [--mobile]
//   (CHROME_PATH: the browser, default /usr/bin/chromium)
//
// Lighthouse's own Chromium runs headless from a fresh profile each time, so
// the main page's "no saved game" is every run's state: `/` is the first
// screen, and a game link (`/#...`) the board. Slow and noisy on a loaded
// machine, so not part of the test suite (docs/ACCESSIBILITY.md), and not
// in package.json: the first run installs it (some 100 packages) into the
// user's cache, outside the repository, for this tool alone.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSiteServer } from './site-server.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_VERSION = '12.2.3';
const LIGHTHOUSE_HOME = resolve(process.env.XDG_CACHE_HOME || resolve(homedir(), '.cache'), 'mancala-tools', `lighthouse-${LIGHTHOUSE_VERSION}`);
const LIGHTHOUSE = resolve(LIGHTHOUSE_HOME, 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// A Giuthi 2 x 8 game four moves in (docs/LINKS.md).
const GAME_LINK = '#2.9DyNQQgMAgI';
const PAGES = {
  'first-screen': '/',
  board: `/${GAME_LINK}`,
  learn: '/?learn=giuthi',
  puzzle: '/?puzzle=giuthi-3',
  embed: '/embed.html',
};
const FORM_FACTORS = Object.fromEntries(Object.entries({ mobile: [], desktop: ['--preset=desktop'] }).filter(([name]) => !process.argv.includes('--mobile') || name === 'mobile'));

function runLighthouse(url, extra) {
  return new Promise((done, fail) => {
    const args = [url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`, ...extra];
    const child = spawn(LIGHTHOUSE, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(JSON.parse(out)) : fail(new Error(`lighthouse exited with ${code}`))));
  });
}

function failedAudits(report) {
  const failed = [];
  for (const category of Object.values(report.categories)) {
    for (const { id, weight } of category.auditRefs) {
      const audit = report.audits[id];
      if (weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
        failed.push(`${category.id}: ${id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return failed;
}

if (!existsSync(LIGHTHOUSE)) {
  console.error(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${LIGHTHOUSE_HOME} (once)`);
  const install = spawnSync('npm', ['install', '--prefix', LIGHTHOUSE_HOME, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('npm could not install Lighthouse');
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const server = await startSiteServer({ port: 0 });
// As a host serves them: else the first page measured waits for this
// server to compress the files it shares with the others.
await server.precompress();
try {
  for (const [name, path] of Object.entries(PAGES)) {
    if (only && only !== name) continue;
    for (const [formFactor, extra] of Object.entries(FORM_FACTORS)) {
      // The machine's load when the run began: the performance score follows it.
      const load = loadavg()[0].toFixed(1);
      // A run that fails (a trace lost on a loaded machine) is said and the
      // others still run.
      const report = await runLighthouse(new URL(path, server.url).href, extra).catch((error) => {
        console.log(`${name} ${formFactor}: ${error.message} (load average ${load})`);
        return null;
      });
      if (!report) continue;
      const scores = CATEGORIES.map((id) => `${id} ${report.categories[id].score}`).join(', ');
      const cls = report.audits['cumulative-layout-shift'].numericValue;
      console.log(`${name} ${formFactor}: ${scores}, CLS ${cls.toFixed(3)} (load average ${load})`);
      for (const line of failedAudits(report)) console.log(`  ${line}`);
      const [lcpElement, lcpPhases] = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
      const lcpNode = lcpElement?.items?.[0]?.node;
      if (lcpNode) {
        const phases = (lcpPhases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
        console.log(`  largest paint: ${lcpNode.selector} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}" (${phases})`);
      }
      for (const item of report.audits['layout-shifts']?.details?.items ?? []) {
        console.log(`  shifted: ${item.node?.selector ?? item.node?.snippet} (${item.score.toFixed(3)})`);
      }
    }
  }
} finally {
  await server.close();
}

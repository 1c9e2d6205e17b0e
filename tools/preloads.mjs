#!/usr/bin/env node
// The modules each page loads at once (the static imports of its script,
// followed to the end), which the page lists as <link rel="modulepreload">
// so that the browser fetches them all in one round instead of a level of
// imports at a time (docs/PERFORMANCE.md, "First load on loopback").
//
//   node tools/preloads.mjs           rewrites the lists in index.html, embed.html
//                                     and www/route-preloads.js
//   node tools/preloads.mjs --check   exits 1 if a list is not what it should be
//
// tests/e2e/preload.spec.mjs runs the check.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
export const PAGES = { 'index.html': 'www/app.js', 'embed.html': 'www/embed/embed.js' };
// The views an address of the main page opens at once (welcome: the first
// screen, opened by an address with none of the others), the modules app.js
// loads for each, with their English words (loaded in every language, to
// fill gaps), and the style sheets they add before they show
// (www/route-preloads.js preloads them all beside the page's own).
export const ROUTES = {
  welcome: { entries: ['www/welcome/welcome.js', 'www/i18n/welcome/en.js'], styles: ['www/welcome/welcome.css'] },
  learn: { entries: ['www/learn/page.js', 'www/i18n/learn/en.js'], styles: ['www/learn/learn.css'] },
  puzzle: { entries: ['www/puzzles/page.js', 'www/i18n/puzzles/en.js'], styles: ['www/puzzles/puzzles.css'] },
  link: {
    entries: ['www/share/share.js', 'www/share/open-link.js', 'www/share/friend-panel.js'],
    styles: ['www/share/seat-panel.css', 'www/share/friend.css'],
  },
};
const ROUTE_SCRIPT = 'www/route-preloads.js';
const ROUTE_LIST = /^const ROUTES = .*;$/m;
// `import x from '...'`, `import { a, b } from '...'` (over several lines),
// `import '...'`, `export ... from '...'`; not dynamic import(), which is the
// way to load a module later.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const PRELOAD = /^<link rel="modulepreload" href="([^"]+)">\n/gm;

/** The modules `entry` (a path from the repository root) imports, at any depth, in order. */
export function staticImports(entry) {
  const found = [];
  const visit = (file) => {
    for (const match of readFileSync(resolve(REPO_ROOT, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const imported = relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), match[1])).split('\\').join('/');
      if (found.includes(imported)) continue;
      found.push(imported);
      visit(imported);
    }
  };
  visit(entry);
  return found;
}

/** The modulepreload links `page` has. */
export function preloadsOf(page) {
  return [...readFileSync(resolve(REPO_ROOT, page), 'utf8').matchAll(PRELOAD)].map((match) => match[1]);
}

/**
 * Each route's modules (from www/, where the script is), with their static
 * imports, less those the main page preloads anyway, and its style sheets.
 */
export function routeModules() {
  const main = new Set(['www/app.js', ...staticImports('www/app.js')]);
  const fromWww = (path) => path.slice('www/'.length);
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, { entries, styles }]) => {
      const modules = [...new Set(entries.flatMap((entry) => [entry, ...staticImports(entry)]))].filter((module) => !main.has(module));
      return [route, { modules: modules.map(fromWww), styles: styles.map(fromWww) }];
    }),
  );
}

/** The route lists www/route-preloads.js has. */
export function routePreloads() {
  const line = ROUTE_LIST.exec(readFileSync(resolve(REPO_ROOT, ROUTE_SCRIPT), 'utf8'));
  if (!line) throw new Error(`${ROUTE_SCRIPT} has no line "const ROUTES = {...};"`);
  return JSON.parse(line[0].slice('const ROUTES = '.length, -1));
}

function rewrite(page, modules) {
  const path = resolve(REPO_ROOT, page);
  const html = readFileSync(path, 'utf8');
  const first = html.search(PRELOAD);
  if (first < 0) throw new Error(`${page} has no <link rel="modulepreload"> line to start the list at`);
  const kept = html.replace(PRELOAD, '');
  const links = modules.map((module) => `<link rel="modulepreload" href="${module}">\n`).join('');
  writeFileSync(path, kept.slice(0, first) + links + kept.slice(first));
}

function main() {
  const check = process.argv.includes('--check');
  let wrong = false;
  for (const [page, entry] of Object.entries(PAGES)) {
    const wanted = staticImports(entry);
    const have = preloadsOf(page);
    if (JSON.stringify([...have].sort()) === JSON.stringify([...wanted].sort())) continue;
    if (check) {
      wrong = true;
      console.error(`${page}: preloads ${have.length} modules, ${entry} imports ${wanted.length}; run node tools/preloads.mjs`);
    } else {
      rewrite(page, wanted);
      console.log(`${page}: ${wanted.length} modules preloaded`);
    }
  }
  const wantedRoutes = routeModules();
  if (JSON.stringify(routePreloads()) !== JSON.stringify(wantedRoutes)) {
    if (check) {
      wrong = true;
      console.error(`${ROUTE_SCRIPT}: its lists are not the routes' modules; run node tools/preloads.mjs`);
    } else {
      const path = resolve(REPO_ROOT, ROUTE_SCRIPT);
      writeFileSync(path, readFileSync(path, 'utf8').replace(ROUTE_LIST, `const ROUTES = ${JSON.stringify(wantedRoutes)};`));
      const files = Object.values(wantedRoutes).flatMap(({ modules, styles }) => [...modules, ...styles]);
      console.log(`${ROUTE_SCRIPT}: ${files.length} files in ${Object.keys(wantedRoutes).length} routes`);
    }
  }
  if (wrong) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

// The page's modules import in one direction: no circle of imports (a
// module loaded on use included), and nothing below imports what stands
// above it. From the bottom: the base (the engine's bindings, words,
// board, move input, the game and its state, the worker, the games' about
// pages, which the rules dialog cites), the shell
// (www/page/), the modes (sharing, lessons, puzzles, analysis, the first
// screen, live play, the kiosk) and the pages that mount them (app.js,
// www/embed/). A mode imports no other mode: a page hands it what it needs
// of another (the Share dialog and the first screen are told whether live play is
// offered).
// JSDoc type imports are types, not imports: comments are left out.
//
//   node --test tests/node/

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const WWW = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'www');

const RANK = {
  base: ['pkg', 'i18n', 'sound', 'board', 'ui', 'engine', 'game', 'offline', 'about'],
  shell: ['page'],
  mode: ['share', 'learn', 'puzzles', 'analysis', 'welcome', 'live', 'kiosk'],
  page: ['(root)', 'embed'],
};
const LEVEL = Object.fromEntries(Object.entries(RANK).flatMap(([level, parts], index) => parts.map((part) => [part, { level, index }])));

function modules(folder = WWW) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return relative(WWW, path) === 'pkg' ? [] : modules(path);
    return entry.name.endsWith('.js') ? [relative(WWW, path)] : [];
  });
}

// A module's imports (static, re-exports and dynamic with a literal path),
// as paths under www/.
function importsOf(module) {
  const text = readFileSync(join(WWW, module), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Set();
  const patterns = [/\b(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (match[1].startsWith('.')) found.add(normalize(join(dirname(module), match[1])));
    }
  }
  return [...found];
}

const partOf = (module) => (module.includes('/') ? module.slice(0, module.indexOf('/')) : '(root)');

const GRAPH = new Map(modules().map((module) => [module, importsOf(module)]));

test('every import names a module of www/', () => {
  assert.ok(GRAPH.size > 100, `only ${GRAPH.size} modules found`);
  const missing = [...GRAPH].flatMap(([module, imports]) =>
    imports.filter((target) => !target.startsWith('pkg/') && !GRAPH.has(target)).map((target) => `${module} -> ${target}`),
  );
  assert.deepEqual(missing, []);
});

test('no circle of imports', () => {
  const circles = [];
  const state = new Map(); // module -> 'open' while on the path, 'done' after
  const path = [];
  const visit = (module) => {
    state.set(module, 'open');
    path.push(module);
    for (const target of GRAPH.get(module) ?? []) {
      if (state.get(target) === 'open') circles.push([...path.slice(path.indexOf(target)), target].join(' -> '));
      else if (!state.has(target) && GRAPH.has(target)) visit(target);
    }
    path.pop();
    state.set(module, 'done');
  };
  for (const module of GRAPH.keys()) if (!state.has(module)) visit(module);
  assert.deepEqual(circles, []);
});

test('nothing imports upward, and a mode imports no other mode', () => {
  const wrong = [];
  for (const [module, imports] of GRAPH) {
    const from = LEVEL[partOf(module)];
    assert.ok(from, `${module} is in no level`);
    for (const target of imports) {
      const to = LEVEL[partOf(target)];
      if (!to || partOf(target) === partOf(module)) continue;
      const upward = to.index > from.index;
      const sideways = from.level === 'mode' && to.level === 'mode';
      const edge = `${module} -> ${target}`;
      if (upward || sideways) wrong.push(edge);
    }
  }
  assert.deepEqual(wrong, []);
});

// The docs that the tree names exist: every `docs/<name>.md` path written in a
// source, script, test or doc, and every link from a Markdown file to a
// file of the repository (relative to the Markdown file). A renamed or
// removed doc fails here, with each place that still names it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// What a build or a run writes, and what others wrote: not the project's text.
const SKIPPED = new Set(['.git', 'node_modules', 'target', 'test-results', 'pkg', 'corpus', 'artifacts']);
const TEXT = /\.(md|rs|mjs|js|ts|html|css|toml|json|sh|txt|yml|yaml)$|^[a-z-]+$/;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

// `docs/<name>.md` or `docs/lab/<name>.md`, not inside a longer path (such as
// a `../shared/…` one, which names a folder outside the repository).
const DOC_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md\b/g;
// [text](target): a relative target, without its #anchor.
const MARKDOWN_LINK = /\]\(([^)\s#]+)(#[^)]*)?\)/g;

function missing() {
  const found = [];
  for (const file of files(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(ROOT, file);
    for (const [path] of text.matchAll(DOC_PATH)) {
      if (!existsSync(join(ROOT, path))) found.push(`${where}: ${path}`);
    }
    if (!file.endsWith('.md')) continue;
    for (const [, target] of text.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('/')) continue;
      if (!existsSync(resolve(dirname(file), target))) found.push(`${where}: link to ${target}`);
    }
  }
  return found;
}

test('every doc the tree names, and every Markdown link to a file, exists', () => {
  assert.deepEqual(missing(), []);
});

test('the check finds a doc path that does not exist', () => {
  const nowhere = ['docs', 'NOWHERE.md'].join('/');
  assert.deepEqual(`see ${nowhere} and docs/lab/README.md`.match(DOC_PATH), [nowhere, 'docs/lab/README.md']);
  assert.equal(existsSync(join(ROOT, nowhere)), false);
  assert.equal(`../shared/${nowhere}`.match(DOC_PATH), null);
});

// Every refusal the live server can send (its `Code`s in
// server/src/protocol.rs) has the page's own words in each language, so
// that no player meets the generic "The server refused that." for a
// reason the server names. The codes a well-formed page never provokes
// (a message it would not write) keep the generic words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const PAGE_NEVER_PROVOKES = new Set([
  'bad-json', 'bad-message', 'too-large', 'not-joined', 'already-joined',
]);

const protocol = readFileSync(new URL('server/src/protocol.rs', root), 'utf8');
const codes = [...protocol.matchAll(/Code::\w+ => "([a-z-]+)"/g)].map((m) => m[1]);

test('the server names its refusals', () => {
  assert.ok(codes.length >= 20, `found only ${codes.length} codes in protocol.rs`);
});

for (const language of ['en', 'sv', 'sw']) {
  test(`every refusal a page can meet has words in ${language}`, async () => {
    const { default: words } = await import(new URL(`www/i18n/live/${language}.js`, root).href);
    const missing = codes.filter(
      (code) => !PAGE_NEVER_PROVOKES.has(code) && !(`live.error.${code}` in words),
    );
    assert.deepEqual(missing, []);
  });
}

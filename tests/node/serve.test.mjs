// The development server's compressing (tools/serve.mjs): every body is the
// file, however many requests ask for it while it is being compressed, and a
// large file being compressed holds no other request back (done in line,
// brotli at quality 11 kept the browser tests' first requests waiting for
// seconds on a loaded machine).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer } from '../../tools/serve.mjs';

const ENGINE = '/www/pkg/computer/mancala_bg.wasm';
const fileBytes = (pathname) => readFileSync(new URL(`../..${pathname}`, import.meta.url));

// A served root of its own for each test: the server keeps what it has
// compressed, by file, for as long as the process lives.
async function serving(use) {
  const root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  for (const pathname of ['/index.html', ENGINE]) cpSync(new URL(`../..${pathname}`, import.meta.url), join(root, pathname));
  const server = await startServer({ root, port: 0 });
  try {
    await use(server);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function fetchRaw(url, encoding) {
  return new Promise((done, fail) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks), at: performance.now() }));
    }).on('error', fail);
  });
}

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync };

test('requests that arrive while a file is compressed all get the whole file', async () => {
  await serving(async (server) => {
    const replies = await Promise.all(
      ['br', 'br', 'gzip', 'br', 'gzip'].map((encoding) => fetchRaw(new URL(ENGINE, server.url), encoding)),
    );
    const expected = fileBytes(ENGINE);
    for (const reply of replies) assert.deepEqual(DECODERS[reply.encoding](reply.body), expected, reply.encoding);
  });
});

test('a small file is answered before a large one that was asked for first finishes compressing', async () => {
  await serving(async (server) => {
    const large = fetchRaw(new URL(ENGINE, server.url), 'br');
    // The page itself is compressed too, but is small.
    const small = fetchRaw(new URL('/index.html', server.url), 'br');
    const [largeReply, smallReply] = await Promise.all([large, small]);
    assert.ok(smallReply.at < largeReply.at, 'the page waited for the engine to be compressed');
    assert.deepEqual(brotliDecompressSync(smallReply.body), fileBytes('/index.html'));
  });
});

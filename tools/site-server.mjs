// Starts the site's one server, `mancala-server` (server/, the binary that
// README's ./scripts/serve runs), on a free port of 127.0.0.1, for the
// browser tests and the measuring tools: the site served exactly as it is
// hosted, with its games in a store of their own that goes with it. The
// binary is MANCALA_SERVER, else the workspace's release build
// (cargo build --release -p mancala-server).
//
// Live play is off unless asked for (`live: true`): without it the server
// serves the site as a static host does, and the page offers no live play.
// The offline release list (www/offline/release.js) is the build's
// (tools/release.mjs): `startSiteServer` serves whatever the root holds.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
export const SERVER_BINARY = process.env.MANCALA_SERVER ?? resolve(REPO_ROOT, 'target', 'release', 'mancala-server');

/**
 * Runs the server binary with `args` and resolves, once it says where it
 * listens, to `{url, child}`.
 */
export async function launchServer(args) {
  if (!existsSync(SERVER_BINARY)) {
    throw new Error(`no mancala-server at ${SERVER_BINARY}: cargo build --release -p mancala-server`);
  }
  const child = spawn(SERVER_BINARY, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise((resolveUrl, reject) => {
    const listen = (chunk) => {
      output += chunk;
      const found = /http:\/\/[0-9.]+:\d+/.exec(output);
      if (found) resolveUrl(found[0]);
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('exit', (code) => reject(new Error(`mancala-server exited (${code}): ${output}`)));
  });
  return { url, child };
}

export const stopped = (child) =>
  new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.on('exit', done)));

// Compressed by the server like a host's precompressed copies.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.txt']);

async function siteFiles(root) {
  const entries = await readdir(join(root, 'www'), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'));
  return ['index.html', 'embed.html', 'service-worker.js', ...files].filter((path) => COMPRESSIBLE.has(extname(path)));
}

/**
 * The site under `root` served on a free port (or `port`). Resolves to
 * `{url, port, close(), precompress()}`; `precompress()` asks for every
 * file the server compresses in each encoding once, so that the first
 * requests of what follows (tests, measurements) are answered as quickly as
 * later ones (brotli at quality 11 takes seconds for the engine on a loaded
 * machine).
 */
export async function startSiteServer({ root = REPO_ROOT, port = 0, live = false, flags = [] } = {}) {
  const data = mkdtempSync(join(tmpdir(), 'mancala-site-data-'));
  const args = ['--port', String(port), '--root', root, '--data', join(data, 'games.redb'), ...(live ? [] : ['--no-live']), ...flags];
  const { url, child } = await launchServer(args);
  const base = `${url}/`;
  return {
    url: base,
    port: Number(new URL(base).port),
    precompress: async () => {
      for (const path of await siteFiles(root)) {
        for (const encoding of ['br', 'gzip']) {
          const response = await fetch(new URL(path, base), { headers: { 'Accept-Encoding': encoding } });
          await response.arrayBuffer();
        }
      }
    },
    close: async () => {
      child.kill('SIGTERM');
      await stopped(child);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

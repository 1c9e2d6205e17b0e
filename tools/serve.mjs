#!/usr/bin/env node
// The development server: serves the game's files from the repository root on
// 127.0.0.1 only, with the same headers that README.md ("Hosting the game") asks a real host
// to send, so that what works here works when a museum hosts the files.
//
//   node tools/serve.mjs [--port N]      (or PORT=N; default 8000)
//
// Without an explicit port, a busy 8000 moves on to the next free port; an
// explicit port that is busy is an error. Port 0 lets the system choose (the
// browser tests do that). The tests import `startServer` from this module.

import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { RELEASE_SCRIPT, release, releaseScript } from './release.mjs';

export const HOST = '127.0.0.1';
const DEFAULT_PORT = 8000;
const PORTS_TRIED_AFTER_DEFAULT = 20;
const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');

// Only what a static host would get (README, "Hosting"): the pages, the
// service worker and www/. Everything else in the repository (sources,
// target/, .git/) stays private.
const SERVED_FILES = new Set(['/index.html', '/embed.html', '/service-worker.js', '/favicon.ico']);
const SERVED_DIRECTORIES = ['/www/'];

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.txt']);

// Pages that other sites may frame: museums embed the game with an iframe.
const EMBEDDABLE_PAGES = new Set(['/embed.html']);

/**
 * The security headers for a path; the same set is documented for nginx and
 * static hosts in README.md, "Hosting the game".
 */
export function securityHeaders(pathname) {
  const frameAncestors = EMBEDDABLE_PAGES.has(pathname) ? '*' : "'self'";
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      // Instantiating WebAssembly needs 'wasm-unsafe-eval', and only that.
      "script-src 'self' 'wasm-unsafe-eval'",
      // The engine's worker starts from worker.js, or, in a frame sandboxed
      // without allow-same-origin (an opaque origin, which may start no
      // worker from an http address), from a one-line blob: module of the
      // page's own that imports it (www/engine/start-worker.js).
      "worker-src 'self' blob:",
      // No 'unsafe-inline': styles come from .css files; the canvas and
      // element.style set from scripts need no permission.
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
    // A museum may frame embed.html sandboxed without allow-same-origin:
    // its scripts and .wasm are then fetched from an opaque origin ("null"),
    // which needs this. The files are public and no cookie is ever sent.
    'Access-Control-Allow-Origin': '*',
  };
}

function requestedFile(root, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (pathname === '/') pathname = '/index.html';
  const segments = pathname.split('/');
  // No parent directories, no hidden files (www/pkg/.gitignore), no NULs.
  if (segments.some((s) => s === '..' || s.startsWith('.')) || pathname.includes('\0')) return null;
  const allowed = SERVED_FILES.has(pathname) || SERVED_DIRECTORIES.some((dir) => pathname.startsWith(dir));
  if (!allowed) return null;
  const file = resolve(join(root, pathname));
  if (!file.startsWith(root + sep)) return null;
  return { pathname, file };
}

// Each file compressed once per version (its ETag) and encoding, as a host
// does (nginx's brotli_static and gzip_static, a CDN's cache): compressing on
// every request made this server, not the browser, the slow part of a first
// load. Compressing runs off the event loop, and requests that arrive while a
// file is being compressed wait for that one compression: brotli at quality
// 11 takes seconds for the engine on a loaded machine, and done in line it
// held every other request back that long (the browser tests' first analysis
// waited 3 s for its engine).
const brotliCompressed = promisify(brotliCompress);
const gzipped = promisify(gzip);
const ENCODERS = {
  br: (bytes) =>
    brotliCompressed(bytes, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => gzipped(bytes, { level: 9 }),
};
const compressed = new Map();
function compressedBody(file, etag, encoding) {
  const key = `${encoding} ${file}`;
  const kept = compressed.get(key);
  if (kept?.etag === etag) return kept.body;
  const body = readFile(file).then(ENCODERS[encoding]);
  compressed.set(key, { etag, body });
  // A failure is not kept: the next request tries again.
  body.catch(() => {
    if (compressed.get(key)?.body === body) compressed.delete(key);
  });
  return body;
}

// Every file a browser may ask for, compressed in advance as a host's
// precompressed copies are: a measurement of a first load (tools/
// lighthouse.mjs) then times the transfer, and the browser tests' first
// requests are answered as quickly as later ones.
async function precompress(root) {
  const files = [...SERVED_FILES].map((name) => join(root, name));
  for (const directory of SERVED_DIRECTORIES) {
    const entries = await readdir(join(root, directory), { recursive: true, withFileTypes: true });
    files.push(...entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name)));
  }
  for (const file of files) {
    const info = await stat(file).catch(() => null);
    const pathname = `/${file.slice(root.length + 1).split(sep).join('/')}`;
    if (!info?.isFile() || !COMPRESSIBLE.has(extname(file).toLowerCase()) || !requestedFile(root, pathname)) continue;
    for (const encoding of Object.keys(ENCODERS)) await compressedBody(file, etagOf(info), encoding);
  }
}

const etagOf = (info) => `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

/** Brotli when the browser takes it (about a sixth smaller), else gzip, else none. */
export function chosenEncoding(acceptEncoding = '') {
  const accepted = new Set();
  for (const item of acceptEncoding.split(',')) {
    const [name, ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (!refused) accepted.add(name);
  }
  return ['br', 'gzip'].find((encoding) => accepted.has(encoding)) ?? null;
}

function sendText(response, status, text, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

async function handle(root, request, response, log) {
  const headers = securityHeaders(new URL(request.url, 'http://localhost').pathname);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendText(response, 405, 'Only GET and HEAD.\n', { Allow: 'GET, HEAD' });
    return;
  }
  const target = requestedFile(root, request.url);
  if (target?.pathname === `/${RELEASE_SCRIPT}`) {
    await sendRelease(root, request, response);
    return;
  }
  let info = null;
  if (target) {
    info = await stat(target.file).catch(() => null);
  }
  if (!target || !info || !info.isFile()) {
    const hint = target?.pathname === '/index.html' ? ' (the game page index.html does not exist yet)' : '';
    sendText(response, 404, `Not found: ${request.url}${hint}\n`);
    log(`404 ${request.url}`);
    return;
  }
  const extension = extname(target.file).toLowerCase();
  const etag = etagOf(info);
  // Files change while developing: the browser revalidates every time.
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', etag);
  response.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304);
    response.end();
    return;
  }
  // Compressed like a production host would, so that transfer sizes seen in the
  // browser's tools are the real ones.
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (COMPRESSIBLE.has(extension) && encoding) {
    const body = await compressedBody(target.file, etag, encoding);
    response.setHeader('Vary', 'Accept-Encoding');
    response.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(200, { 'Content-Length': info.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(target.file).pipe(response);
}

// The release list, computed afresh (tools/release.mjs): a file edited since
// the last build reaches a browser that has the game cached, as a new
// release, instead of the cached one hiding it.
async function sendRelease(root, request, response) {
  const text = releaseScript(await release(root));
  const etag = `"${createHash('sha256').update(text).digest('hex').slice(0, 16)}"`;
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', etag);
  response.setHeader('Content-Type', CONTENT_TYPES['.js']);
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304);
    response.end();
    return;
  }
  response.writeHead(200, { 'Content-Length': Buffer.byteLength(text) });
  response.end(request.method === 'HEAD' ? undefined : text);
}

function listen(server, port) {
  return new Promise((resolvePort, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePort(server.address().port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, HOST);
  });
}

/**
 * Starts the server. `port` 0 picks a free port; `tryNextPorts` moves on
 * past busy ones. Resolves to `{ url, port, close(), precompress() }`.
 */
export async function startServer({ root = REPO_ROOT, port = DEFAULT_PORT, tryNextPorts = false, log = () => {} } = {}) {
  const servedRoot = resolve(root);
  const server = createServer((request, response) => {
    handle(servedRoot, request, response, log).catch((error) => {
      log(`500 ${request.url}: ${error.message}`);
      if (!response.headersSent) sendText(response, 500, 'Internal error.\n');
      else response.destroy();
    });
  });
  const lastPort = tryNextPorts ? port + PORTS_TRIED_AFTER_DEFAULT : port;
  for (let candidate = port; ; candidate += 1) {
    try {
      const bound = await listen(server, candidate);
      return {
        port: bound,
        url: `http://${HOST}:${bound}/`,
        precompress: () => precompress(servedRoot),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      };
    } catch (error) {
      if (error.code !== 'EADDRINUSE' || candidate >= lastPort) {
        if (error.code === 'EADDRINUSE') {
          const range = candidate === port ? `port ${port} is` : `ports ${port} to ${candidate} are`;
          throw new Error(`${range} already in use on ${HOST}; choose another with --port N or PORT=N`);
        }
        throw error;
      }
    }
  }
}

function parsePort(args, env) {
  const flag = args.indexOf('--port');
  const text = flag >= 0 ? args[flag + 1] : env.PORT;
  if (text === undefined || text === '') return { port: DEFAULT_PORT, explicit: false };
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`the port must be a whole number from 0 to 65535, not ${JSON.stringify(text)}`);
  }
  return { port, explicit: true };
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: node tools/serve.mjs [--port N]   (or PORT=N; default 8000, 0 = any free port)');
    return;
  }
  const { port, explicit } = parsePort(args, process.env);
  const server = await startServer({
    port,
    tryNextPorts: !explicit,
    log: (line) => console.error(line),
  });
  console.log(`Serving ${REPO_ROOT} at ${server.url}  (Ctrl-C stops)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
}

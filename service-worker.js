// The service worker: after one visit the game plays without a network.
//
// A release is the list of the site's files with their SHA-256 that
// scripts/build writes to www/offline/release.js (tools/release.mjs); its
// version, a hash of them all, names the cache that holds it. Installing
// fetches every file of the release, checks each against its hash, and only
// then marks the cache complete: a release is cached whole or not at all.
//
// A page keeps the release it was loaded from: this worker remembers which
// release each page (and each of its workers) got, and answers everything
// they ask later from that release's cache, even after a newer release has
// taken over. So a page never mixes files of two releases (old scripts with
// a new .wasm); a new release reaches a page when it is loaded again, and
// the pages of older releases are told that one is ready. A release's cache
// is deleted once no page uses it.
//
// Kept compatible from release to release: the cache names and the record
// of pages (CLIENTS below), which a newer worker reads from an older one.

'use strict';

importScripts('www/offline/release.js');

const { version: VERSION, files: FILES } = self.RELEASE;
const RELEASE_PREFIX = 'mancala-release-';
const CLIENTS = 'mancala-clients';
const SCOPE = self.registration.scope;
// In each release's cache, written last: the cache is complete.
const COMPLETE_KEY = new URL('__release__.json', SCOPE).href;
const CLIENT_PREFIX = new URL('__client__/', SCOPE).href;
// A page's record is kept at least this long even if the page is not yet
// (or no longer) listed among the clients, which a loading page may not be.
const CLIENT_RECORD_GRACE_MS = 5000;
// What the browser decoded or framed, not part of the file.
const TRANSPORT_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

const cacheName = (version) => RELEASE_PREFIX + version;
const urlOf = (path) => new URL(path, SCOPE).href;

// The file a request asks for, as a path of the release ('' is the game
// page), or null outside the game.
function pathOf(url) {
  if (!url.startsWith(SCOPE)) return null;
  const path = new URL(url).pathname.slice(new URL(SCOPE).pathname.length);
  return path === '' ? 'index.html' : path;
}

async function isComplete(name) {
  return Boolean(await caches.match(COMPLETE_KEY, { cacheName: name }));
}

const hex = (buffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

// Files of this release already cached for an earlier one: hash -> cache.
async function earlierCopies() {
  const copies = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(RELEASE_PREFIX) || name === cacheName(VERSION)) continue;
    const complete = await caches.match(COMPLETE_KEY, { cacheName: name });
    if (!complete) continue;
    for (const [path, hash] of Object.entries(await complete.json())) copies.set(hash, { name, url: urlOf(path) });
  }
  return copies;
}

async function fetchChecked(path, hash, copies) {
  const copy = copies.get(hash);
  if (copy) {
    const cached = await caches.match(copy.url, { cacheName: copy.name });
    if (cached) return cached;
  }
  const response = await fetch(urlOf(path), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  const digest = hex(await crypto.subtle.digest('SHA-256', body));
  if (digest !== hash) throw new Error(`${path} is not the file of release ${VERSION}`);
  const headers = new Headers(response.headers);
  for (const name of TRANSPORT_HEADERS) headers.delete(name);
  return new Response(body, { status: 200, statusText: 'OK', headers });
}

async function precache() {
  const name = cacheName(VERSION);
  if (await isComplete(name)) return;
  // Left over from an attempt that did not finish.
  await caches.delete(name);
  const copies = await earlierCopies();
  const responses = await Promise.all(Object.entries(FILES).map(([path, hash]) => fetchChecked(path, hash, copies)));
  const cache = await caches.open(name);
  try {
    await Promise.all(Object.keys(FILES).map((path, index) => cache.put(urlOf(path), responses[index])));
    await cache.put(COMPLETE_KEY, new Response(JSON.stringify(FILES), { headers: { 'Content-Type': 'application/json' } }));
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
}

// Which release each page and worker got: memory, backed by a cache so that
// it outlives this worker being stopped, and passes to the next release.
const releaseOfClient = new Map();

async function remember(clientId, version) {
  if (!clientId) return;
  releaseOfClient.set(clientId, version);
  const record = JSON.stringify({ version, since: Date.now() });
  await (await caches.open(CLIENTS)).put(CLIENT_PREFIX + clientId, new Response(record));
}

async function releaseOf(clientId) {
  if (!clientId) return null;
  if (releaseOfClient.has(clientId)) return releaseOfClient.get(clientId);
  const record = await caches.match(CLIENT_PREFIX + clientId, { cacheName: CLIENTS });
  const version = record ? (await record.json()).version : null;
  if (version) releaseOfClient.set(clientId, version);
  return version;
}

// Deletes the records of pages that are gone and the caches of releases no
// page uses. Not while another release is being installed: its cache is
// not yet this worker's to judge.
async function forgetUnused() {
  if (self.registration.installing || self.registration.waiting) return;
  const alive = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id));
  const records = await caches.open(CLIENTS);
  const used = new Set([VERSION]);
  for (const request of await records.keys()) {
    const clientId = request.url.slice(CLIENT_PREFIX.length);
    const record = await records.match(request);
    if (!record) continue; // forgotten meanwhile by another navigation
    const { version, since } = await record.json();
    if (alive.has(clientId) || Date.now() - since < CLIENT_RECORD_GRACE_MS) {
      used.add(version);
    } else {
      releaseOfClient.delete(clientId);
      await records.delete(request);
    }
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(RELEASE_PREFIX) && !used.has(name.slice(RELEASE_PREFIX.length))) await caches.delete(name);
  }
}

async function tellIfOutdated(client) {
  const version = await releaseOf(client.id);
  if (version && version !== VERSION) client.postMessage({ type: 'mancala:update-ready' });
}

async function fromRelease(version, path, request) {
  const cached =
    (await caches.match(urlOf(path), { cacheName: cacheName(version) })) ??
    (version === VERSION ? undefined : await caches.match(urlOf(path), { cacheName: cacheName(VERSION) }));
  return cached ?? fetch(request);
}

self.addEventListener('install', (event) => {
  // Nothing waits for the pages of the previous release to close: they
  // keep being served from their own release's cache.
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await forgetUnused();
      for (const client of await self.clients.matchAll({ type: 'window' })) await tellIfOutdated(client);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'mancala:hello' && event.source) event.waitUntil(tellIfOutdated(event.source));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const path = pathOf(request.url);
  if (path === null) return;
  if (request.mode === 'navigate') {
    // Another page of the site (none exists): the network's answer.
    if (!Object.hasOwn(FILES, path)) return;
    // A page loads from the newest complete release: this worker's.
    event.waitUntil(remember(event.resultingClientId, VERSION).then(forgetUnused));
    event.respondWith(fromRelease(VERSION, path, request));
    return;
  }
  event.respondWith(
    (async () => {
      const version = (await releaseOf(event.clientId)) ?? VERSION;
      // A worker started by a page loads from the page's release.
      if (request.destination === 'worker' || request.destination === 'sharedworker') {
        event.waitUntil(remember(event.resultingClientId, version));
      }
      return fromRelease(version, path, request);
    })(),
  );
});

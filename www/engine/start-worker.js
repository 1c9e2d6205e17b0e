// @ts-check
// Starts the engine's worker (worker.js), for the computer opponent
// (computer.js) and for the analysis (www/analysis/engine.js).
//
// A museum frames embed.html sandboxed without allow-same-origin
// (docs/EMBED.md): the frame's origin is then opaque ("null"), and the
// browser refuses `new Worker(url)` for every http(s) address, none being
// of that origin; Chromium starts no module worker from a blob: address
// there either. Such a frame starts a classic worker from a few lines of
// its own (a blob: address, which the site's policy allows with
// `worker-src 'self' blob:`, README "Hosting the game") that import
// worker.js by its full address; worker.js and the engine it imports then
// load as the frame's own scripts do, as cross-origin requests that the
// site answers with `Access-Control-Allow-Origin: *`. Messages that arrive
// while worker.js loads are kept and handed to it in order; a worker.js
// that cannot load fails the worker as a failed module worker does.
// Elsewhere the worker is worker.js itself.

const WORKER_URL = new URL('./worker.js', import.meta.url);

const OPAQUE_ORIGIN_START = `'use strict';
const early = [];
const keep = (event) => early.push(event.data);
self.addEventListener('message', keep);
import(${JSON.stringify(WORKER_URL.href)}).then(
  () => {
    self.removeEventListener('message', keep);
    for (const data of early) self.dispatchEvent(new MessageEvent('message', { data }));
  },
  (error) => setTimeout(() => {
    throw error;
  }),
);
`;

let opaqueOriginStart = null;

// A new engine worker; `name` shows in the browser's tools.
export function startEngineWorker(name) {
  if (self.origin !== 'null') return new Worker(WORKER_URL, { type: 'module', name });
  opaqueOriginStart ??= URL.createObjectURL(new Blob([OPAQUE_ORIGIN_START], { type: 'text/javascript' }));
  return new Worker(opaqueOriginStart, { name });
}

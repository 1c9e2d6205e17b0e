// @ts-check
// Offline play, the page's side: registers the service worker
// (service-worker.js, at the site's root) once the page is ready, loaded
// and the browser idle, so that caching the rest of the game never slows
// the first load; and hears when a newer release is cached.

const UPDATE_CHECK_MS = 6 * 60 * 60 * 1000; // kiosks stay open for months

function loadedAndIdle() {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Registers the service worker; `onUpdateReady()` runs (once) when a
 * release newer than this page's is cached. Never throws: without a
 * service worker (an old browser, plain http, a frame) the game plays
 * online as before.
 */
export async function keepOffline({ onUpdateReady = null } = {}) {
  // A framed page (the embed on a museum's page) keeps nothing on the
  // visitor's device, not even the game for offline play (docs/EMBED.md):
  // the visitor came for the museum's page, not for this site, and the
  // host's page around it would not work offline anyway.
  if (window.parent !== window) return;
  let workers;
  try {
    workers = navigator.serviceWorker;
  } catch {
    return;
  }
  if (!workers) return;
  workers.addEventListener('message', (event) => {
    if (event.data?.type !== 'mancala:update-ready' || !onUpdateReady) return;
    onUpdateReady();
    onUpdateReady = null;
  });
  workers.startMessages();
  // A release may have arrived while this page was loading.
  workers.controller?.postMessage({ type: 'mancala:hello' });

  await loadedAndIdle();
  try {
    const registration = await workers.register(new URL('../../service-worker.js', import.meta.url), {
      updateViaCache: 'none',
    });
    if (registration) setInterval(() => registration.update().catch(() => {}), UPDATE_CHECK_MS);
  } catch {
    // Storage refused, or the worker failed to start: play online.
  }
}

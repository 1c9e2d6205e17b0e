// @ts-check
// When the rules engine (WebAssembly) cannot start, the board's place says
// why, in words a visitor can act on, instead of staying blank: the
// browser has no WebAssembly, the site's Content-Security-Policy forbids
// it (no 'wasm-unsafe-eval': a host serving the files under its own
// policy), or the .wasm did not arrive. Loaded only then.

import { t } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';

await loadStyle('www/offline/engine-failure.css');

// Why the engine could not start, and what a visitor is told.
const WORDS = {
  'no-webassembly': 'app.noWasm',
  'blocked-by-policy': 'app.wasmBlocked',
  'not-loaded': 'app.loadFailed',
};

// What browsers say when a policy refuses WebAssembly: Chromium "...
// Content Security Policy directive", Firefox "blocked by CSP", Safari
// "... 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source".
const POLICY_REFUSAL = /Content Security Policy|blocked by CSP|unsafe-eval/i;

// The reason `error` (what the engine's start threw) was thrown: a key of WORDS.
export function engineFailureReason(error) {
  if (typeof WebAssembly !== 'object' || WebAssembly === null) return 'no-webassembly';
  if (POLICY_REFUSAL.test(String(error?.message))) return 'blocked-by-policy';
  return 'not-loaded';
}

// Replaces what `host` holds (the board) with the reason and, where
// trying again may help, a button that reloads the page. Returns the
// reason.
export function showEngineFailure(host, error) {
  const reason = engineFailureReason(error);
  fill(
    host,
    el(
      'div',
      { class: 'engine-failure', role: 'alert', 'data-reason': reason },
      el('h2', { class: 'engine-failure-title', text: t('app.cannotStart') }),
      el('p', { text: t(WORDS[reason]) }),
      reason === 'no-webassembly'
        ? null
        : el('button', {
            type: 'button',
            class: 'button primary',
            text: t('app.reload'),
            onclick: () => window.location.reload(),
          }),
    ),
  );
  return reason;
}

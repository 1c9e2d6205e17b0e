// @ts-check
// A bar above the page when a newer release of the game is cached: the
// page reloads into it on the visitor's word (a game in progress is saved
// and comes back). Loaded only then.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';

await loadStyle('www/offline/release-ready.css');

export function showReleaseReady() {
  document.body.prepend(
    el(
      'div',
      { class: 'release-ready', role: 'status' },
      el('span', { text: t('offline.updateReady') }),
      el('button', {
        type: 'button',
        class: 'button small primary',
        text: t('app.reload'),
        onclick: () => window.location.reload(),
      }),
    ),
  );
}

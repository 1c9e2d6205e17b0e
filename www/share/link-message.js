// @ts-check
// What went wrong with a link opened on the main page, in a dialog that
// offers one's own game (or the part of the link's game that could be read)
// and a new game. Loaded only for a link with something wrong
// (open-link.js).

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { el, fill } from '../ui/dom.js';
import { linkErrorWords } from '../ui/link-words.js';

await loadPart('link');

let dialog = null;
function messageDialog() {
  if (!dialog) {
    dialog = el('dialog', { class: 'dialog', 'aria-labelledby': 'link-message-title' });
    document.body.append(dialog);
  }
  return dialog;
}

// `kept`: the moves of the link's game shown, or null (one's own game stays).
export function showLinkMessage(sharing, error, kept) {
  const words = linkErrorWords(error, kept);
  const dialog = messageDialog();
  // First: back to one's own game, or to the part of the link's game shown.
  const close = el('button', {
    type: 'button',
    class: 'button primary',
    text: kept === null ? t('link.error.keepGame') : t('link.error.look'),
    onclick: () => dialog.close(),
  });
  const fresh = el('button', {
    type: 'button',
    class: 'button',
    text: t('action.newGame'),
    onclick: () => {
      dialog.close();
      sharing.newGame();
    },
  });
  fill(
    dialog,
    el('h2', { id: 'link-message-title', text: words.title }),
    el('p', { class: 'link-message', text: words.detail }),
    el('div', { class: 'dialog-actions' }, close, fresh),
  );
  dialog.showModal();
  sharing.announce(`${words.title} ${words.detail}`);
  close.focus();
}

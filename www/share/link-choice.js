// @ts-check
// A link that would rewrite or replace the game kept on this device
// (open-link.js, link-history.js): refused with why, or opened only when the
// player chooses it over their game in progress. Loaded only then.

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { el, fill } from '../ui/dom.js';

await loadPart('link');

/** @type {HTMLDialogElement | null} */
let dialog = null;
function choiceDialog() {
  if (!dialog) {
    dialog = /** @type {HTMLDialogElement} */ (el('dialog', { class: 'dialog link-choice', 'aria-labelledby': 'link-choice-title' }));
    document.body.append(dialog);
  }
  return dialog;
}

/**
 * @typedef {{move?: number, here?: number, linked: number}} Counts the move
 *   that differs (1 the first), the moves here and in the link
 */

// Shows `title` and `detail` with `buttons` (the first is focused) and
// resolves to the value of the one pressed (Escape: the first's).
/** @param {{sharing: {announce: (text: string) => void}, title: string, detail: string, buttons: {text: string, value: boolean}[]}} what */
function choose({ sharing, title, detail, buttons }) {
  const shown = choiceDialog();
  return new Promise((resolve) => {
    const pressed = buttons.map(({ text, value }, index) =>
      el('button', {
        type: 'button',
        class: index === 0 ? 'button primary' : 'button',
        text,
        onclick: () => {
          shown.returnValue = String(index);
          shown.close();
        },
      }),
    );
    shown.returnValue = '0';
    shown.addEventListener('close', () => resolve(buttons[Number(shown.returnValue) || 0].value), { once: true });
    fill(
      shown,
      el('h2', { id: 'link-choice-title', text: title }),
      el('p', { class: 'link-message', text: detail }),
      el('div', { class: 'dialog-actions' }, pressed),
    );
    shown.showModal();
    sharing.announce(`${title} ${detail}`);
    pressed[0].focus();
  });
}

// A reply that changes a move made here or adds one for this device's
// player, or an older link of the game: the game here stays as it was.
/** @param {any} sharing @param {'rewritesYours' | 'addsYours' | 'older'} relation @param {Counts} counts */
export function refuseLink(sharing, relation, counts) {
  const detail =
    relation === 'older'
      ? t('link.refused.older', { linked: counts.linked, here: counts.here })
      : t(relation === 'addsYours' ? 'link.refused.addsYours' : 'link.refused.yours', { move: counts.move });
  return choose({ sharing, title: t('link.refused.title'), detail, buttons: [{ text: t('link.error.keepGame'), value: false }] });
}

// Another game over a game in progress, or a reply that changes a move the
// friend had sent before: true when the player chooses the link.
/** @param {any} sharing @param {'other' | 'rewritesFriends'} relation @param {Counts} counts */
export function askToOpen(sharing, relation, counts) {
  const detail = relation === 'rewritesFriends' ? t('link.ask.rewritesFriends', { move: counts.move }) : t('link.ask.inProgress', { moves: counts.here });
  return choose({
    sharing,
    title: t('link.ask.title'),
    detail,
    buttons: [
      { text: t('link.ask.keep'), value: false },
      { text: t('link.ask.open'), value: true },
    ],
  });
}

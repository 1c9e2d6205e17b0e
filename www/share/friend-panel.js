// @ts-check
// The panel of a game with a friend by link: which side one plays, what to
// do now, and the link to send back. Built when such a game first shows:
// the first load of the page does without it (and without its styles); the
// link's field (copy.js) loads when there is first a link to send.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';

await Promise.all([loadStyle('www/share/seat-panel.css'), loadStyle('www/share/friend.css')]);

// `onLeave()` plays on without the friend.
export function friendPanel({ onLeave }) {
  const role = el('strong', { class: 'friend-role' });
  const step = el('span', { class: 'friend-step' });
  const leave = el('button', { type: 'button', class: 'button small', text: t('friend.leave'), onclick: onLeave });
  const head = el('div', { class: 'friend-head' }, el('p', { class: 'friend-text' }, role, ' ', step), leave);
  const root = el('section', { class: 'seat-panel friend-panel', 'aria-label': t('friend.title') }, head);
  let field = null; // the link's copy field, once loaded
  let loading = null;
  let wanted = null; // the link last asked for, or null: none
  const readyLink = () =>
    (loading ??= import('../ui/copy.js').then(({ copyField }) => {
      field = copyField({ label: t('friend.sendLabel'), buttonText: t('share.copyLink'), link: true });
      field.root.hidden = true;
      root.append(field.root);
    }));
  // Shows `url` to send to the friend, or (null) no link.
  const showLink = (url) => {
    wanted = url;
    if (field) {
      field.root.hidden = url === null;
      if (url !== null) field.set(url);
    } else if (url !== null) {
      readyLink().then(() => showLink(wanted));
    }
  };
  return { root, role, step, showLink, readyLink };
}

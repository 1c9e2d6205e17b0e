// @ts-check
// A text to copy: a read-only field showing it (select it and copy by hand
// when the clipboard is not available) and a button that copies it (a link
// on a phone with a share sheet: shares it).

import { t } from '../i18n/i18n.js';
import { el } from './dom.js';
import { loadStyle } from './stylesheet.js';

await loadStyle('www/ui/copy.css');

let fieldNumber = 0;

// {root, set(text)}: `label` names the field, `buttonText` the button; a
// multi-line text (an HTML snippet) gets a textarea.
export function copyField({ label, buttonText = t('share.copy'), multiline = false, className = '', link = false }) {
  const id = `copy-field-${++fieldNumber}`;
  const field = el(multiline ? 'textarea' : 'input', {
    id,
    class: 'copy-text',
    readonly: true,
    spellcheck: 'false',
    ...(multiline ? { rows: '4' } : { type: 'text' }),
  });
  field.addEventListener('focus', () => field.select());
  const feedback = el('p', { class: 'copy-feedback', 'aria-live': 'polite' });
  const sheet = link && typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches;
  const button = el('button', { type: 'button', class: 'button primary copy-button', text: sheet ? t('share.sheet') : buttonText });
  button.addEventListener('click', async () => {
    if (sheet) {
      try {
        await navigator.share({ url: field.value });
        return;
      } catch (error) {
        // Closed by the person: nothing to do. Refused: copied instead.
        if (error?.name === 'AbortError') return;
      }
    }
    feedback.textContent = (await copyText(field.value)) ? t('share.copied') : t('share.copyByHand');
    if (feedback.textContent === t('share.copyByHand')) {
      field.focus();
      field.select();
    }
  });
  const root = el(
    'div',
    { class: `copy-field ${className}`.trim() },
    el('label', { class: 'copy-label', for: id, text: label }),
    el('div', { class: 'copy-row' }, field, button),
    feedback,
  );
  return {
    root,
    field,
    button,
    set(text) {
      if (field.value !== text) feedback.textContent = '';
      field.value = text;
    },
  };
}

// Puts text on the clipboard; false when the browser refuses (no permission,
// an insecure address, an old browser).
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// @ts-check
// What went wrong with a link, in the page's language (the engine's error
// kinds, src/link/error.rs): loaded only when a link is opened.

import { t } from '../i18n/i18n.js';

// What went wrong with a link, in words: {title, detail}; `kept` is the
// number of moves shown (null when no game could be read).
export function linkErrorWords(error, kept) {
  const moveNumber = error.index === undefined ? null : error.index + 1;
  switch (error.kind) {
    case 'future-version':
      return { title: t('link.error.title'), detail: t('link.error.future-version') };
    case 'truncated':
      return {
        title: t('link.error.title'),
        detail:
          kept === null
            ? t('link.error.truncatedStart')
            : error.expected === undefined
              ? t('link.error.truncatedSome', { kept })
              : t('link.error.truncated', { read: kept, expected: error.expected }),
      };
    case 'tampered':
      return {
        title: t('link.error.title'),
        detail:
          kept === null
            ? t('link.error.tamperedStart')
            : moveNumber === null
              ? t('link.error.tampered', { kept })
              : t('link.error.tamperedMove', { move: moveNumber, kept }),
      };
    case 'bad-move':
      if (kept === null) return { title: t('link.error.title'), detail: t('link.error.malformed') };
      return { title: t('link.error.title'), detail: t('link.error.bad-move', { move: moveNumber, kept }) };
    case 'bad-start':
      return { title: t('link.error.title'), detail: t('link.error.bad-start') };
    case 'malformed':
      return {
        title: t('link.error.title'),
        detail: kept === null ? t('link.error.malformed') : t('link.error.malformedKept', { kept }),
      };
    default:
      return { title: t('link.error.title'), detail: t('link.error.malformed') };
  }
}

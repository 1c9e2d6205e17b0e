// @ts-check
// The catalogues of a feature loaded on use (www/i18n/analysis/,
// www/i18n/puzzles/): the first load of the page does without them.
// `load(code)` imports a language's file (the import's path is the
// feature's own, relative to its module).

import { addCatalogue, language, pluralCategory, t } from './i18n.js';

export function onDemand(load) {
  const loads = {};
  const catalogueOf = (code) => {
    loads[code] ??= load(code).then(
      (module) => addCatalogue(code, module.default),
      (error) => {
        delete loads[code];
        throw error;
      },
    );
    return loads[code];
  };
  return {
    // Resolves once the texts are there in the page's language (English
    // filling any gap).
    loadWords: () => Promise.all([catalogueOf('en'), catalogueOf(language())]),
    hasWords: () => Boolean(loads[language()]) && Boolean(loads.en),
  };
}

// A counted phrase ("key.one", "key.other", ...) of a catalogue loaded on
// demand, with {count} filled in (i18n.js's tn reads the page's first
// catalogue only).
export function counted(key, count, params = {}) {
  const full = `${key}.${pluralCategory(count)}`;
  const text = t(full, { ...params, count });
  return text === full ? t(`${key}.other`, { ...params, count }) : text;
}

// @ts-check
// The message catalogue: every visible string is looked up here by key.
// A language is one file in this folder exporting a flat object of keys to
// strings with {placeholders}, and one in rules/ with the rules dialog's
// texts, which language.js adds only when the dialog needs them; keys
// missing from a language fall back to English.
import en from './en.js';

let active = en;
let activeCode = 'en';
// Made once per language: tn labels every pit at every frame of a move.
let plurals = new Intl.PluralRules('en');
// Catalogues added on demand, by language.
const added = {};

function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

// On a touch screen a text may have a wording of its own ("key.touch"):
// taps, where the other speaks of keys and clicks.
const touch = globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches;

// A key's text in the language in use, from its file or a part added on
// demand, else in English.
const textOf = (name) => active[name] ?? added[activeCode]?.[name] ?? en[name] ?? added.en?.[name];

export function t(key, params = {}) {
  return fill((touch && textOf(`${key}.touch`)) || textOf(key) || key, params);
}

// Counted phrases: the catalogue holds "key.one", "key.other" (and any other
// plural category the language needs); {count} is filled in.
export function tn(key, count, params = {}) {
  const category = pluralCategory(count);
  const own = (name) => active[name] ?? added[activeCode]?.[name];
  const english = (name) => en[name] ?? added.en?.[name];
  const text = own(`${key}.${category}`) ?? own(`${key}.other`) ?? english(`${key}.${count === 1 ? 'one' : 'other'}`) ?? key;
  return fill(text, { ...params, count });
}

// The page language's plural category of `count` ("one", "other", ...).
export function pluralCategory(count) {
  return plurals.select(count);
}

export function language() {
  return activeCode;
}

// Installs a catalogue (issue 6 chooses it from the browser or a `lang` option).
export function useCatalogue(code, catalogue) {
  activeCode = code;
  active = catalogue;
  plurals = new Intl.PluralRules(code);
  document.documentElement.lang = code;
}

// Keys that arrive after their language's file (rules/), kept for whenever
// that language is in use.
export function addCatalogue(code, catalogue) {
  added[code] = { ...added[code], ...catalogue };
}

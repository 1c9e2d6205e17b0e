// @ts-check
// Which language the page speaks: the `lang` query parameter, else the
// visitor's own choice (saved), else the first of the browser's languages
// that the game speaks, else English. Each language is one file in this
// folder and one in each of rules/, share/ and learn/ (see README, "How to add a
// language").
import { addCatalogue, language, useCatalogue } from './i18n.js';
import en from './en.js';

// Every language of this folder, by code, with its name in itself.
export const LANGUAGES = {
  en: 'English',
  sw: 'Kiswahili',
  sv: 'Svenska',
};

// "sv-SE" -> "sv" when the game speaks it, else null.
export function languageCode(tag) {
  if (typeof tag !== 'string') return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, base) ? base : null;
}

// The language to use: the first of `requested` (codes or browser tags,
// in order of preference) that the game speaks.
export function pickLanguage(requested) {
  for (const tag of requested) {
    const code = languageCode(tag);
    if (code) return code;
  }
  return 'en';
}

// Texts loaded on demand, each part a folder of one file per language: the
// rules dialog's (rules/), the Share dialog's with the editor and the embed
// dialog it opens (share/), the lessons' (learn/), kiosk mode's (kiosk/),
// the first screen's (welcome/), a game link's when one is opened (link/),
// the new-game and result dialogs' (dialogs/), Kiothi's opening panel's
// (opening/), why a pit cannot be played (why/), the embed's own (embed/),
// a live game's (live/).
// The first load of the page does without them. A load that failed is tried
// again next time.
const PARTS = ['rules', 'share', 'learn', 'kiosk', 'welcome', 'link', 'dialogs', 'opening', 'why', 'embed', 'live'];
const wanted = new Set();
const partLoads = {};
function partOf(part, code) {
  const key = `${part}/${code}`;
  partLoads[key] ??= import(`./${part}/${code}.js`).then(
    (module) => addCatalogue(code, module.default),
    (error) => {
      delete partLoads[key];
      throw error;
    },
  );
  return partLoads[key];
}

// Resolves once the texts of `part` are there in the page's language,
// English filling any gap.
export function loadPart(part) {
  wanted.add(part);
  return Promise.all([partOf(part, 'en'), partOf(part, language())]);
}

// The rules dialog's texts.
export const loadRules = () => loadPart('rules');

// Loads and installs a language; resolves to its code. Once a dialog has
// asked for its part's texts, a language comes with them, so that the
// dialog never falls back to English for a language that has them.
export async function useLanguage(code) {
  const chosen = languageCode(code) ?? 'en';
  const catalogue = chosen === 'en' ? en : (await import(`./${chosen}.js`)).default;
  // Without them a dialog speaks English until it is opened again.
  for (const part of PARTS) if (wanted.has(part)) await partOf(part, chosen).catch(() => {});
  useCatalogue(chosen, catalogue);
  return chosen;
}

// The page's language from its address, a saved choice and the browser.
/** @param {{saved?: string}} [from] */
export function requestedLanguages({ saved } = {}) {
  const fromAddress = new URLSearchParams(window.location.search).get('lang');
  return [fromAddress, saved, ...(navigator.languages ?? [navigator.language])].filter(Boolean);
}

// A <select> of the languages: choosing one saves it (`save(code)`) and
// reloads the page in it (without a `lang` parameter, which would win),
// or, given `apply(code)`, leaves the change to it.
export function languageMenu(select, { current, save, apply = null }) {
  select.replaceChildren(
    ...Object.entries(LANGUAGES).map(([code, name]) => {
      const option = document.createElement('option');
      option.value = code;
      option.lang = code;
      option.textContent = name;
      return option;
    }),
  );
  select.value = current;
  select.addEventListener('change', () => {
    save(select.value);
    if (apply) {
      apply(select.value);
      return;
    }
    const url = new URL(window.location.href);
    url.searchParams.delete('lang');
    window.location.assign(url.href);
  });
}

// @ts-check
// The embed's options, from its query parameters (or a parent's message):
// read defensively, each value checked against what it may be, anything
// else left at its default. `embedQuery` writes them back for a snippet.
// docs/EMBED.md lists them.

import { GAMES } from '../game/controller.js';
import { LEVELS } from '../game/seats.js';
import { languageCode } from '../i18n/language.js';
import { PUZZLE_ID } from '../game/puzzle-id.js';

export const THEMES = ['auto', 'light', 'dark'];
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'];
export const SIDES = ['south', 'north'];
export const OPPONENTS = ['human', 'computer'];

// Every option, its default, and how a text value is read (null: invalid).
const READERS = {
  game: { fallback: 'giuthi', read: (v) => (GAMES.includes(v) ? v : null) },
  preset: { fallback: null, read: (v) => wholeNumber(v, 0, 31) },
  holes: { fallback: null, read: (v) => wholeNumber(v, 1, 50) },
  seeds: { fallback: null, read: (v) => wholeNumber(v, 1, 31) },
  setup: { fallback: null, read: (v) => (v === '5' || v === '6' ? Number(v) : null) },
  starts: { fallback: 'south', read: (v) => (SIDES.includes(v) ? v : null) },
  opponent: { fallback: 'human', read: (v) => (OPPONENTS.includes(v) ? v : null) },
  level: { fallback: null, read: (v) => (LEVELS.includes(v) ? v : null) },
  // A language the game speaks, by code or as a browser tag ("sv-SE");
  // any other is reported, as every value not understood is.
  lang: { fallback: null, read: (v) => (/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{1,8})*$/.test(v) && languageCode(v) ? v : null) },
  theme: { fallback: 'auto', read: (v) => (THEMES.includes(v) ? v : null) },
  speed: { fallback: 'normal', read: (v) => (SPEEDS.includes(v) ? v : null) },
  link: { fallback: null, read: (v) => (/^[0-9]{1,9}\.[A-Za-z0-9_-]*$/.test(v) && v.length <= 40_000 ? v : null) },
  replay: { fallback: false, read: flag },
  demo: { fallback: false, read: flag },
  analysis: { fallback: false, read: flag },
  learn: { fallback: null, read: (v) => (GAMES.includes(v) ? v : null) },
  // A game's about page over the frame until the visitor chooses to play.
  about: { fallback: null, read: (v) => (GAMES.includes(v) ? v : null) },
  // A puzzle's id as "Link to this puzzle" names it, or a rank of old links.
  puzzle: { fallback: null, read: (v) => (PUZZLE_ID.test(v) ? v : null) },
  puzzles: { fallback: null, read: (v) => (GAMES.includes(v) ? v : null) },
  parentOrigin: { fallback: null, read: origin },
  // A museum's own screen (www/kiosk/): idle seconds before "Still
  // playing?", sound on, Share shown (the main page's).
  kiosk: { fallback: false, read: flag },
  idle: { fallback: null, read: (v) => wholeNumber(v, 5, 3600, 4) },
  sound: { fallback: null, read: flag },
  share: { fallback: false, read: flag },
};

// Set once when the page loads: not for a parent's messages.
export const PAGE_OPTIONS = ['parentOrigin', 'kiosk', 'idle', 'sound', 'share'];

export const OPTION_NAMES = Object.keys(READERS);

function wholeNumber(text, low, high, digits = 3) {
  if (!new RegExp(`^[0-9]{1,${digits}}$`).test(text)) return null;
  const number = Number(text);
  return number >= low && number <= high ? number : null;
}

function flag(text) {
  if (text === '' || text === '1' || text === 'true' || text === 'yes') return true;
  if (text === '0' || text === 'false' || text === 'no') return false;
  return null;
}

// "https://museum.example" from an origin or a page address on it; null for
// anything that is not an http(s) origin.
export function origin(text) {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

// Reads options from anything with get(name) (URLSearchParams, a Map):
// {options, ignored}, `ignored` naming the values that were not understood.
export function readOptions(source) {
  const options = {};
  const ignored = [];
  for (const [name, { fallback, read }] of Object.entries(READERS)) {
    const text = source.get(name);
    if (text === null || text === undefined) {
      options[name] = fallback;
      continue;
    }
    const value = read(String(text));
    if (value === null) ignored.push(name);
    options[name] = value ?? fallback;
  }
  return { options, ignored };
}

// The board options {holes, seeds, setup} asked for, from the game's
// presets: a preset by number, or holes and seeds given one by one. A size
// without seeds leaves the count to the engine, which gives the seed text's
// board of that size.
export function boardOptions(options, presets) {
  const list = presets[options.game] ?? [];
  const preset = list[options.preset ?? 0] ?? list[0] ?? {};
  const board = { holes: options.holes ?? preset.holes };
  const seeds = options.seeds ?? (options.holes == null ? preset.seeds : undefined);
  if (seeds != null) board.seeds = seeds;
  const setup = options.setup ?? preset.setup;
  // Only a game whose boards differ by their set-up (Kiothi) takes one.
  if (setup && list.some((p) => p.setup != null)) board.setup = setup;
  return board;
}

// The query string ("?game=hus&theme=dark") of options, leaving out those
// at their defaults.
export function embedQuery(options) {
  const query = new URLSearchParams();
  for (const [name, { fallback }] of Object.entries(READERS)) {
    const value = options[name];
    if (value === undefined || value === null || value === fallback) continue;
    query.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

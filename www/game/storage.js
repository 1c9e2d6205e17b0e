// Saved games and preferences in localStorage. Storage may be missing,
// full or forbidden (private windows, strict settings): every call here
// fails quietly, because losing a save must never break the page.

const GAME_KEY = 'mancala.game';
const PREFS_KEY = 'mancala.prefs';

function read(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export const storage = {
  loadGame: () => read(GAME_KEY),
  saveGame: (text) => write(GAME_KEY, text),
  forgetGame: () => write(GAME_KEY, null),
  loadPrefs() {
    try {
      const prefs = JSON.parse(read(PREFS_KEY) ?? '{}');
      return prefs && typeof prefs === 'object' ? prefs : {};
    } catch {
      return {};
    }
  },
  savePrefs: (prefs) => write(PREFS_KEY, JSON.stringify(prefs)),
};

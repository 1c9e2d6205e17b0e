// @ts-check
// Saved games and preferences in localStorage. Storage may be missing,
// full or forbidden (private windows, strict settings): every call here
// fails quietly, because losing a save must never break the page.

const GAME_KEY = 'mancala.game';
const PREFS_KEY = 'mancala.prefs';
const LESSONS_KEY = 'mancala.lessons';
const PUZZLES_KEY = 'mancala.puzzles';
const FRIEND_KEY = 'mancala.friend';

// The first failure (storage disabled, full: QuotaExceededError, or a
// sandboxed frame: SecurityError) is told once, to whoever listens.
let failed = false;
let onUnavailable = null;
function fail() {
  if (failed) return;
  failed = true;
  onUnavailable?.();
}

function read(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    fail();
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    fail();
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
  // How far each lesson has come (www/learn/progress.js reads it).
  loadLessons: () => read(LESSONS_KEY),
  saveLessons: (text) => write(LESSONS_KEY, text),
  // The puzzles' marks and streak (www/puzzles/progress.js).
  loadPuzzles: () => read(PUZZLES_KEY),
  savePuzzles: (text) => write(PUZZLES_KEY, text),
  // The friend's game by link that goes with the saved game (www/share/).
  loadFriend: () => read(FRIEND_KEY),
  saveFriend: (text) => write(FRIEND_KEY, text),
  // `callback()` runs once, when saving or reading first fails (at once if
  // it already has).
  whenUnavailable(callback) {
    onUnavailable = callback;
    if (failed) callback();
  },
};

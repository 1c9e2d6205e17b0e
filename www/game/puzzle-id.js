// @ts-check
// A puzzle's id, which its link names (`?puzzle=ID`): its game and a hash
// of what it asks (the position and the task), so that a collection made
// again keeps the id of every puzzle it keeps. The collections' files number
// their puzzles by rank ("giuthi-3"), and the links made before these ids
// name ranks: such a link still opens the puzzle of that rank.

export const PUZZLE_ID = /^(giuthi|kiothi|en-gehe|hus)-(?:[0-9]{1,4}|p[0-9a-z]{1,7})$/;

/** The game a puzzle's id names, or null for no id of a puzzle. */
export function gameOfPuzzle(id) {
  return typeof id === 'string' && PUZZLE_ID.test(id) ? id.slice(0, id.lastIndexOf('-')) : null;
}

// JSON with its keys in order: the id does not follow a file's key order.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

// FNV-1a, 32 bits: enough to tell apart the few dozen puzzles of a game.
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** @param {string} game @param {{position: object, task: string}} puzzle */
export function stableId(game, puzzle) {
  return `${game}-p${fnv1a(canonical({ position: puzzle.position, task: puzzle.task })).toString(36)}`;
}

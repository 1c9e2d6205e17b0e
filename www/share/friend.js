// @ts-check
// A friend's game by link as this device keeps it (`you`: the side played
// here; `since`, `began`: docs/LINKS.md), and a side's name key. Read by
// the sharing (share.js), the link opened (open-link.js) and its history
// (link-history.js), the Share dialog: a leaf, so that none of them
// imports another in a circle.

/** @param {import('../page/types.js').PageStorage} storage */
export function loadFriend(storage) {
  try {
    const saved = JSON.parse(storage.loadFriend() ?? 'null');
    if (!saved || (saved.you !== 0 && saved.you !== 1)) return null;
    // `since`: the moves it had when its last link came, which no undo
    // takes back; `began`: when its first came (link-history.js).
    if (!Number.isInteger(saved.since) || saved.since < 0) return { you: saved.you };
    const began = Number.isInteger(saved.began) && saved.began >= 0 && saved.began <= saved.since ? { began: saved.began } : {};
    return { you: saved.you, since: saved.since, ...began };
  } catch {
    return null;
  }
}

// Without storage the friend game lasts as long as the page.
/** @param {import('../page/types.js').PageStorage} storage @param {object | null} friend */
export function saveFriend(storage, friend) {
  storage.saveFriend(friend ? JSON.stringify(friend) : null);
}

/** @param {number} side */
export function sideKey(side) {
  return side === 0 ? 'side.south' : 'side.north';
}

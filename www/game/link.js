// @ts-check
// Game links on the page. The engine writes and reads the link itself
// (src/link/: versioned, checksummed, checked move by move); this module
// only puts it into a URL fragment and takes it out again. A link is data:
// nothing read from one is ever inserted as HTML.

// The longest fragment read at all (the engine refuses longer links too).
const MAX_FRAGMENT = 40_000;

// The address of the game page (index.html, beside embed.html) showing `link`.
export function linkUrl(link, from = window.location.href) {
  const page = new URL('./', from);
  page.search = '';
  page.hash = link;
  return page.href;
}

// The link in a fragment ("#1.AbC..."), or null when there is none. Some
// messengers escape characters or add spaces; both are undone.
export function linkFromFragment(fragment) {
  let text = String(fragment ?? '').replace(/^#/, '');
  if (text.length > MAX_FRAGMENT) return text;
  try {
    text = decodeURIComponent(text);
  } catch {
    // Left as it is: the engine says what is wrong with it.
  }
  text = text.replace(/\s+/g, '');
  return text === '' ? null : text;
}

// Reads a link: {game, options, play, error}, where `game` is a WasmGame (at
// its last move) or undefined, `play` what it is for (null: a link of
// version 1, opened as a friend's game) and `error` the engine's {kind, ...}
// or null.
export function readLink(engine, link) {
  return engine.WasmGame.fromLink(link);
}

// What a link read (readLink) is for: 'friend' (also every link of version
// 1), 'computer' or 'look'.
export function readLinkKind({ play }) {
  return play?.kind ?? 'friend';
}

// The link of `game` (a WasmGame) played by `seats`.
export function linkOf(game, seats) {
  const { kind, side, level } = linkPlay(seats);
  return game.link(kind, side, level);
}

// What a link of the game played by `seats` is for (the engine's `play`): a
// friend's game by link, a game against the computer (its side and level),
// or a game to look at (people on one device, the computer on both sides).
export function linkPlay(seats) {
  if (seats.some((seat) => seat.kind === 'friend')) return { kind: 'friend' };
  const computers = [0, 1].filter((side) => seats[side].kind === 'computer');
  if (computers.length !== 1) return { kind: 'look' };
  return { kind: 'computer', side: computers[0], level: seats[computers[0]].level };
}

// The new-game setup ({game, options, starter, names}) of a game read from a
// link: its board options when it begins from the game's own start.
export function setupOfLinkedGame(game, options) {
  const start = game.positionAt(0);
  return {
    game: start.game,
    options: options ?? { holes: start.holes },
    starter: start.to_move === 1 ? 1 : 0,
    names: ['', ''],
  };
}

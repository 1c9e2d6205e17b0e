// A small seeded generator (splitmix-style), so that a random game in a test
// or a measurement can be replayed from its seed.
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A uniformly random move of `game` (a WasmGame) drawn with `random`; in
// Kiothi's opening, a random pair of boma to empty and each lifted warrior
// placed on a random boma (docs/FORMAT.md). Null when the game is over.
export function randomMove(game, random) {
  const position = game.position();
  const pick = (list) => list[Math.floor(random() * list.length)];
  if (position.phase === 'opening') {
    const choice = pick(game.openingChoices());
    const place = position.pits.map(() => 0);
    for (let i = 0; i < choice.lifts; i++) place[Math.floor(random() * place.length)] += 1;
    return { empty: choice.empty, place };
  }
  const moves = game.legalMoves();
  return moves.length ? pick(moves) : null;
}

// @ts-check
// What the embed tells its host of the page's game state
// (www/game/state.js): in its messages, and in "Open full page". Only the
// embed loads it.

/** @typedef {import('./state-types.js').GameState} GameState */

// What the embed tells its host of the game on the board (`ready`, `move`,
// `end`): the game, its moves, who is to move and the result.
/** @param {GameState} state */
export function report(state) {
  const { game, result } = state;
  if (!game) return null;
  return {
    game: game.setup.game,
    kind: game.kind,
    id: game.id,
    ply: game.moves.length,
    toMove: result ? null : game.position.to_move,
    result: result && { winner: result.winner, how: result.how, scores: result.scores },
  };
}

// The full page's query that opens what the board shows: a lesson's or a
// puzzle's own, else null (the game's link says it).
/** @param {GameState} state @returns {string | null} */
export function fullPageQuery(state) {
  const game = state.game;
  if (game?.kind === 'lesson' && game.id) return `learn=${encodeURIComponent(game.id)}`;
  if (game?.kind === 'puzzle' && game.id) return `puzzle=${encodeURIComponent(game.id)}`;
  return null;
}

// @ts-check
// window.__mancala: a read-only view of the page for its tests and the
// curious, copies of the engine's state (docs/ARCHITECTURE.md); nothing in
// it changes the page.

import { toMove } from '../game/state.js';

/**
 * @param {{controller: import('../game/controller.js').GameController, board: any, input: any,
 *   sessions: import('./sessions.js').SessionStack, previewMs: () => number | null,
 *   state: () => import('../game/state-types.js').GameState}} page
 */
export function exposeDebugHandle({ controller, board, input, sessions, previewMs, state }) {
  Object.defineProperty(window, '__mancala', {
    value: Object.freeze({
      position: () => controller.game.position(),
      legalMoves: () => controller.game.legalMoves(),
      outcome: () => controller.game.outcome(),
      record: () => controller.game.record(),
      animating: () => board.animating,
      waiting: () => input.waiting,
      players: () => controller.players(),
      // Where South's and North's stores are drawn, in the window's coordinates.
      storeBoxes: () => {
        const stage = board.stage.getBoundingClientRect();
        return (board.layout?.stores ?? []).map((store) =>
          store ? { x: stage.left + store.x, y: stage.top + store.y, width: store.w, height: store.h } : null,
        );
      },
      // Where the move pointed at would go, as the board draws it and the
      // pit's button says it, and what it took on the main thread (ms).
      preview: () =>
        board.preview && {
          pit: board.preview.pit,
          paths: board.preview.paths,
          words: board.mirror.description.textContent,
          ms: previewMs(),
          drawMs: board.previewDrawMs,
        },
      // Counts the games begun on this page: tells a new game from the last.
      gameNumber: () => controller.gameNumber,
      sessions: () => sessions.all().map((session) => session.kind),
      // The page's game state (www/game/state.js): the moves in effect, who
      // made each and the trace kept of it, the side its view says is to
      // move, how the game ended, the offers open.
      state: () => {
        const now = state();
        if (!now.game) return null;
        return {
          moves: now.game.moves.map(({ move, by }) => ({ move, by })),
          traces: now.game.moves.map(({ trace }) => structuredClone(trace)),
          pits: [...now.game.position.pits],
          toMove: toMove(now),
          result: now.result && { ...now.result },
          offers: now.offers.map((offer) => ({ ...offer })),
        };
      },
    }),
  });
}

// A read-only view of the page for tests and the curious
// (`window.__mancala`): copies of the engine's state, never a way to
// change it.

/**
 * @param {{controller: import('../game/controller.js').GameController, board: any, input: any,
 *   previewMs: () => number | null, sessions: () => string[]}} page
 */
export function exposeDebugHandle({ controller, board, input, previewMs, sessions }) {
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
      // The kinds of the sessions on the board, the game's first.
      sessions,
    }),
  });
}

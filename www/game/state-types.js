// @ts-check
// The types of the page's one game state (www/game/state.js): the state,
// the closed list of actions that change it, and the host's policy it
// holds. Types only: never loaded by the page.

/**
 * A side: 0 South, 1 North.
 * @typedef {0 | 1} Side
 */

/**
 * How a game ended. `rules`: by the engine's rules after the last move;
 * `resigned`, `flag` (out of time), `agreed` (a draw offer accepted),
 * `abandoned` (a live player away too long), `solved` (a puzzle's line
 * played through), `left` (the player left: a lesson or puzzle abandoned).
 * @typedef {'rules' | 'resigned' | 'flag' | 'agreed' | 'abandoned' | 'solved' | 'left'} EndHow
 */

/**
 * The end of a game: how, who won (null: a draw, or nobody), and the
 * engine's scores when the rules ended it.
 * @typedef {object} Result
 * @property {EndHow} how
 * @property {Side | null} winner
 * @property {number[] | null} scores
 */

/**
 * Who plays a side. `person`: someone at this device; `computer` at a
 * `level`; `friend-link`: a friend whose moves come by link; `friend-live`:
 * a friend on the live server; `puzzle`: the puzzle's line; `lesson`: the
 * lesson's script; `replay`: nobody, a recorded game played back.
 * @typedef {object} Player
 * @property {'person' | 'computer' | 'friend-link' | 'friend-live' | 'puzzle' | 'lesson' | 'replay'} kind
 * @property {string} [level] the computer's
 */

/**
 * Where a move came from: the sources of actions.
 * @typedef {'person' | 'computer' | 'link' | 'live' | 'puzzle' | 'lesson' | 'replay' | 'redo'} Source
 */

/**
 * What the engine says of a position (docs/FORMAT.md's position, as
 * WasmGame.position() gives it).
 * @typedef {object} Position
 * @property {string} game
 * @property {number[]} pits
 * @property {number[]} captured
 * @property {number} to_move
 * @property {number} holes
 * @property {string} [phase]
 * @property {number[]} [nki]
 */

/**
 * A move in effect: the move document, the engine's trace of it, and
 * where it came from.
 * @typedef {object} PlayedMove
 * @property {object} move
 * @property {{player: number} & Record<string, any>} trace
 * @property {Source} by
 */

/**
 * The game on the board. `kind` says whose game it is: the page's own
 * game, or a session's own (a lesson's, a line of the analysis).
 * @typedef {object} Game
 * @property {'game' | 'lesson' | 'puzzle' | 'analysis' | 'replay'} kind
 * @property {{game: string, options: object, starter: number, names: string[]}} setup
 * @property {string | null} id a puzzle's or lesson's id, for "Open full page"
 * @property {PlayedMove[]} moves the moves in effect, first to last
 * @property {Position} position the engine's position after them
 */

/**
 * Whose eyes the page looks through. `you`: the side of the one person
 * here (against the computer, a friend, the learner, the solver), `mover`
 * when two people pass this device (whoever holds it is to move), null
 * when nobody here plays (a demonstration, a replay, a spectator).
 * `bottom`: the side whose row is drawn at the bottom.
 * @typedef {object} Viewpoint
 * @property {Side | 'mover' | null} you
 * @property {Side} bottom
 */

/**
 * An open offer: a take-back or a draw, by a side.
 * @typedef {object} Offer
 * @property {'takeBack' | 'draw' | 'rematch'} what
 * @property {Side} by
 */

/**
 * What the place the page runs in allows, decided once (www/page/host.js
 * makes it from the host): a kiosk never changes its address, writes no
 * storage and never leaves kiosk mode.
 * @typedef {object} Policy
 * @property {'page' | 'embed'} page
 * @property {boolean} kiosk
 * @property {boolean} share a kiosk's `share=1`: Share shows the game's
 *   link, the position editor and the embed code (never a friend's game)
 * @property {boolean} address the page may write its address
 * @property {boolean} storage the page may write the device's storage
 * @property {boolean} linksOut links that open another page
 */

/**
 * What a game on the board brings with it.
 * @typedef {object} Layer
 * @property {Game | null} game
 * @property {Result | null} result
 * @property {[Player, Player]} players
 * @property {Viewpoint} viewpoint
 * @property {Offer[]} offers
 * @property {number | null} cursor
 */

/**
 * The page's one game state.
 * @typedef {object} GameState
 * @property {Game | null} game the game on the board
 * @property {Layer | null} under the page's game (with its players,
 *   result, viewpoint, offers and cursor) while a session's own game (a
 *   lesson's, a line of the analysis) has the board
 * @property {Result | null} result
 * @property {[Player, Player]} players
 * @property {Viewpoint} viewpoint
 * @property {Offer[]} offers
 * @property {number | null} cursor the ply looked at (a replay, a review,
 *   the history), null: the game as it stands
 * @property {Policy} policy
 * @property {number} generation counts new games (two equal records apart)
 * @property {string | null} refusal why the last action was refused
 */

/**
 * What a person does (or a policy asks) that the page refuses to leave:
 * the sources ask `permits(state, what)` before they act.
 * @typedef {'writeAddress' | 'writeStorage' | 'linkOut' | 'leaveKiosk' | 'playFriend'} Permission
 */

/**
 * The closed list of actions. Each source dispatches its own: a person's
 * input, the computer's worker, the live socket, the friend's link, the
 * puzzle's line, the lesson's steps, the replay's cursor, the
 * demonstration.
 * @typedef {(
 *   | {type: 'newGame', game: Game, players?: [Player, Player], result?: Result | null, viewpoint?: Partial<Viewpoint>}
 *   | {type: 'played', move: object, trace: {player: number} & Record<string, any>, by: Source, position: Position, result?: Result | null}
 *   | {type: 'undone', count: number, position: Position}
 *   | {type: 'takenBack', ply: number, position: Position}
 *   | {type: 'ended', how: EndHow, winner: Side | null, scores?: number[] | null}
 *   | {type: 'offered', what: Offer['what'], by: Side}
 *   | {type: 'answered', what: Offer['what'], accepted: boolean}
 *   | {type: 'seated', side: Side, player: Player}
 *   | {type: 'viewFrom', you?: Side | 'mover' | null, bottom?: Side}
 *   | {type: 'cursorTo', ply: number | null}
 *   | {type: 'ownGame', game: Game, players?: [Player, Player], result?: Result | null, viewpoint?: Partial<Viewpoint>}
 *   | {type: 'ownGameLeft'}
 *   | {type: 'policy', policy: Policy}
 * )} Action
 */

export {};

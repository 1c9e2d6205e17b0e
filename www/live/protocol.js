// @ts-check
// The live server's protocol (docs/LIVE.md) as types: what a page sends and
// what the server answers. Types only, and the seats' names; the client
// (client.js) carries the messages, the game's session (live-game.js)
// reads them.

/** @typedef {'south' | 'north'} SeatName */

// The seats by the engine's side numbers (0 South, 1 North).
/** @type {readonly SeatName[]} */
export const SEATS = Object.freeze(['south', 'north']);

/** The side number (0, 1) of a seat's name, -1 for none. @param {SeatName | null | undefined} seat */
export const sideOf = (seat) => (seat === 'south' ? 0 : seat === 'north' ? 1 : -1);

/**
 * @typedef {object} Clock
 * @property {number} initialMs
 * @property {number} incrementMs
 * @property {{south: number, north: number}} remainingMs as of the message's `serverTime`
 * @property {SeatName | null} running
 */

/**
 * @typedef {object} Offers
 * @property {SeatName | null} draw
 * @property {SeatName | null} takeback
 * @property {SeatName[]} rematch
 */

/**
 * @typedef {object} Presence
 * @property {boolean} south
 * @property {boolean} north
 * @property {number} watchers
 * @property {{south: number | null, north: number | null}} abandonAt
 *   when a seat away since the game began loses it (server time), else null
 */

/**
 * @typedef {'rules' | 'resign' | 'agreed' | 'flag' | 'abandoned'} EndReason
 * @typedef {{winner: SeatName | null, reason: EndReason, outcome?: object}} Result
 */

/**
 * The engine's trace of a move (docs/FORMAT.md, "Trace"): who moved, what
 * it sowed and took.
 * @typedef {{player: number, [field: string]: unknown}} Trace
 */

/**
 * A move in effect: the engine's move document and its trace as the
 * server's engine played it.
 * @typedef {{move: object, trace: Trace}} PlayedMove
 */

/**
 * @typedef {{t: 'state', game: string, seat: SeatName | null, serverTime?: number, start: string,
 *   moves: (PlayedMove & {ply: number})[], ply: number, toMove: SeatName | null, clock: Clock | null,
 *   offers: Offers, result: Result | null, presence: Presence, rematchGame: string | null}} StateMessage
 * @typedef {{t: 'moved', ply: number, move: object, trace: Trace,
 *   toMove: SeatName | null, clock?: Clock | null, serverTime?: number}} MovedMessage
 * @typedef {{t: 'takenBack', ply: number, toMove: SeatName | null, clock?: Clock | null, serverTime?: number}} TakenBackMessage
 * @typedef {{t: 'offers', offers: Offers, declined?: {kind: 'draw' | 'takeback', by: SeatName}}} OffersMessage
 * @typedef {{t: 'over', result: Result, clock?: Clock | null, serverTime?: number}} OverMessage
 * @typedef {{t: 'presence', presence: Presence, serverTime?: number}} PresenceMessage
 * @typedef {{t: 'rematch', game: string, token?: string, seat?: SeatName}} RematchMessage
 * @typedef {{t: 'error', code: string, message?: string, ply?: number}} ErrorMessage
 * @typedef {{t: 'pong'}} PongMessage
 * @typedef {StateMessage | MovedMessage | TakenBackMessage | OffersMessage | OverMessage
 *   | PresenceMessage | RematchMessage | ErrorMessage | PongMessage} ServerMessage
 */

/**
 * What a page sends (the client sends `join` and `ping` itself).
 * @typedef {{t: 'move', ply: number, move: object}
 *   | {t: 'resign'}
 *   | {t: 'offer', kind: 'draw' | 'takeback', ply: number}
 *   | {t: 'answer', kind: 'draw' | 'takeback', ply: number, accept: boolean}
 *   | {t: 'withdraw', kind: 'draw' | 'takeback'}
 *   | {t: 'rematch'}} PlayerMessage
 */

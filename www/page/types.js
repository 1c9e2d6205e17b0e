// @ts-check
// The types the page's modules share at their boundaries: the snapshot of
// a game (the engine's state as the controller reports it), the board's
// state, a seat, a session, a watcher, the page's storage and the host's
// policy. Checked by `tsc --noEmit` (tsconfig.json) in every module that
// carries `// @ts-check`. Never loaded by the page: types only.

/**
 * What a page keeps: its game, preferences, lessons' and puzzles' progress,
 * and the friend's game by link. Every call fails quietly.
 * @typedef {object} PageStorage
 * @property {() => string | null} loadGame
 * @property {(text: string) => boolean} saveGame
 * @property {() => boolean} forgetGame
 * @property {() => Record<string, unknown>} loadPrefs
 * @property {(prefs: Record<string, unknown>) => boolean} savePrefs
 * @property {() => string | null} loadLessons
 * @property {(text: string) => boolean} saveLessons
 * @property {() => string | null} loadPuzzles
 * @property {(text: string) => boolean} savePuzzles
 * @property {() => string | null} loadFriend
 * @property {(text: string | null) => boolean} saveFriend
 * @property {(callback: () => void) => void} whenUnavailable
 */

/**
 * What any session may do where the page runs (www/page/host.js).
 * @typedef {object} HostPolicy
 * @property {'page' | 'embed'} page the full page or a frame
 * @property {boolean} kiosk a kiosk (`kiosk=1`): nothing leaves it
 * @property {boolean} share a kiosk's `share=1` (docs/EMBED.md): live play
 *   offered, played in place
 * @property {PageStorage} storage on the device, for a kiosk's visit, or none
 * @property {boolean} linksOut links that open another page (a puzzle's,
 *   a lesson's, the full page): none in a kiosk
 * @property {boolean} address whether the page writes the mode shown into
 *   its address (a reload comes back to it): none in a kiosk or a frame
 * @property {boolean} serviceWorker whether offline play is installed
 * @property {boolean} hint whether a game against the computer offers hints
 * @property {() => boolean} analysis whether the analysis may be opened
 * @property {boolean} review whether a finished game may be reviewed
 * @property {(forget: () => void) => void} onVisitEnd hears the end of a
 *   kiosk's visit: each mode puts its state back as a fresh page has it
 * @property {() => void} endVisit forgets the visit (a kiosk's reset)
 */

/**
 * What the game controller reports to (the shell).
 * @typedef {object} Presenter
 * @property {(snapshot: Snapshot) => void} present
 * @property {(trace: object, before: Snapshot, after: Snapshot, isCurrent: () => boolean) => Promise<void>} presentMove
 * @property {() => void} skip
 * @property {(message: string) => void} refused
 */

/**
 * What a session asks of the controller's game (GameController.arrange).
 * @typedef {object} Arrangement
 * @property {readonly Seat[]} [seats]
 * @property {PageStorage} [storage]
 * @property {number} [undoFloor]
 */

/**
 * A snapshot of a game as the board shows it: the engine's WasmGame
 * snapshot (position, shown, scores, legal, record...) with the game's
 * number on the page, its setup and the traces of its moves.
 * @typedef {object} Snapshot
 * @property {number} gameNumber
 * @property {{game: string, options: object, starter: number, names: string[]}} setup
 * @property {BoardPosition} position the game's position now
 * @property {BoardPosition} shown the position shown (a ply looked back at)
 * @property {number[] | undefined} [shownScores]
 * @property {number | null} [viewPly] the ply looked at, null: the game's own
 * @property {number} ply
 * @property {{winner: number | null, scores: number[], reason: string} | null} outcome
 * @property {object[]} traces
 * @property {object[]} legal
 * @property {{start: object, moves: object[]}} record
 * @property {boolean} [settled]
 * @property {boolean} [canUndo]
 * @property {boolean} [canRedo]
 */

/**
 * A position of the rules engine, as the board reads it.
 * @typedef {object} BoardPosition
 * @property {string} game
 * @property {number[]} pits
 * @property {number[]} captured
 * @property {number} to_move
 * @property {number} holes
 * @property {string} phase
 * @property {number[]} [nki]
 */

/**
 * What the rules-free board draws.
 * @typedef {object} BoardState
 * @property {number[]} pits
 * @property {number[]} captured
 * @property {number[]} nki
 * @property {number | null} turn the side whose turn is shown, if any
 * @property {number} toMove the side to move in the position shown
 * @property {number | null} yours whose pits are "yours" in the pits'
 *   names (the viewpoint's; null: nobody's)
 * @property {Set<number>} legal
 * @property {number | null} selected
 * @property {Set<number>} chosen
 * @property {object | null} last what the last move did (moveMarks)
 * @property {boolean} active a move is awaited
 * @property {string[]} names
 */

/**
 * Who makes a side's moves.
 * @typedef {object} Seat
 * @property {string} kind 'human', 'computer', 'friend', 'waiting', 'puzzle'
 * @property {string} [level] a computer's
 * @property {(turn: Snapshot, signal: AbortSignal) => Promise<object>} chooseMove
 *   the move document; a `refereed` seat's: `{move, trace}`, the move as the
 *   referee played it (the live server)
 * @property {boolean} [refereed] its moves come played, with their traces
 */

/**
 * What the controls offer while a session has the board: the topmost
 * session on the stack that states one decides it (the review states none,
 * and the game's stand). Each is also subject to the host's policy.
 * @typedef {object} Offers
 * @property {boolean} [hint] a hint against the computer
 * @property {boolean | (() => boolean)} [analysis] the analysis of the
 *   position (a function: asked each time, a friend game's only once over)
 * @property {boolean} [result] the result dialog at the game's end
 * @property {'always' | 'setting' | 'never'} [preview] where a move would go
 */

/**
 * Whatever has the board. The game's session, at the bottom of the stack,
 * seats the controller's game (www/page/game-sessions.js, a friend's by
 * link, the embed's replay); a session over it that plays that game brings
 * `seats` (and may bring `storage` and `undoFloor`); one with its own game
 * (a lesson, a line of the analysis) brings `game()` and shows its
 * positions through the shell's show() and showMove(); one that only
 * follows the game (the review) brings neither.
 * @typedef {object} Session
 * @property {string} kind 'two-people', 'computer', 'demo', 'friend',
 *   'live', 'replay', 'lesson', 'puzzle', 'review', 'analysis'
 * @property {readonly Seat[]} [seats] who plays the controller's game meanwhile
 * @property {PageStorage} [storage] where that game is saved meanwhile
 * @property {number} [undoFloor] the moves no undo takes back
 * @property {number} [you] the side of the one person here (against the
 *   computer, or a friend by link or live)
 * @property {string} [id] a lesson's or puzzle's id ("Open full page")
 * @property {boolean} [friendElsewhere] the other side is a person on
 *   another device: the players' cards say "You" and "Friend"
 * @property {boolean} [twoPeopleHere] two people share this device
 * @property {(side: number) => string | null} [computerLevel] the
 *   computer's level on `side`, null for a person
 * @property {(players: string[]) => boolean} [plays] whether the game's
 *   session already seats a setup's players ('person' or a level a side)
 * @property {() => void} [pause] the game's: stops what it planned (a
 *   demonstration's next game)
 * @property {() => boolean | void} [resume] the game's: goes on after a
 *   pause; false: the shell asks for the turns (else the session has
 *   planned what comes)
 * @property {() => any} [game] its own game on the board (a WasmGame)
 * @property {(pit: number) => boolean} [activate] first say on a pressed pit
 * @property {boolean} [hidesTurn] nobody is to move (a replay): no turn shown
 * @property {(snapshot: Snapshot, marks: object) => string | null} [status]
 *   its status line (null: the game's own words)
 * @property {(snapshot: Snapshot) => void} [follow] hears each game snapshot
 * @property {Offers} [offers]
 * @property {() => void} [retranslate] says its words again (a new language)
 * @property {() => void} [displaced] another session or a new game took the
 *   board from it (it has been left)
 */

/**
 * Follows the game on the board (the analysis, the hint, the review).
 * @typedef {object} Watcher
 * @property {(snapshot: Snapshot) => void} render
 * @property {(on: boolean) => void} sowing
 * @property {(pit: number) => string | null} pitNote
 * @property {() => void} [sessionChanged]
 */

export {};

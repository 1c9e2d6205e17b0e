//! Rules engine for four African mancala games: Giuthi (Kikuyu and Embu,
//! Kenya), Kiothi (Meru, Kenya), En Gehé (Maasai, Tanzania) and Hus
//! (Namibia), as docs/RULES.md reads their rule texts.
//!
//! One sowing mechanism (`sowing`) serves every game; each game adds only its
//! own rules (`rules::giuthi`, `rules::kiothi`, `rules::en_gehe`,
//! `rules::hus`). Positions are validated on entry (`Position`), moves are
//! checked before they touch a board, and a refused move changes nothing.

// The modules are layers, from the bottom up: each uses only those declared
// before it (tests/layers.rs checks this, and the same among the submodules
// of `ai` and `link`). Each line says what the layer adds.

// Players, sides and directions.
pub mod player;
// Refusals: bad input, illegal moves, invalid positions.
pub mod error;
// The seeded generator random play and the computer draw from.
pub mod rng;
// The four games by name, and the shapes of their board options.
pub mod variant;
// A board's shape: rows, owners, the loops sown around, facing pits.
pub mod topology;
// A board's state (checked into being by the rules, above).
pub mod position;
// A move as data, and its JSON shape.
pub mod moves;
// What a move did, lap by lap.
pub mod trace;
// The one sowing all four games share.
mod sowing;
// Each game's rules in its own file, behind one interface; a game's start
// and the checks of its positions.
pub mod rules;
// The repetition rules over a game's positions.
pub mod repetition;
// A game: its moves, history, undo and end.
pub mod game;
// The computer's levels by name, which links record.
pub mod level;
// Links that carry a game in a URL.
pub mod link;
// The computer: evaluation, search, then the solver and proof search on it.
pub mod ai;
// The engine's invariants, checked after every move by the property tests,
// the fuzz targets and the lab's soak.
#[cfg(feature = "invariants")]
pub mod invariants;
// The command line's reading of a game and a board, for the binaries.
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
// The page's bindings, on top of everything.
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use error::{Error, IllegalMove, PositionError};
pub use game::{Game, GameRecord};
pub use moves::{Move, MoveDoc, Redistribution};
pub use player::{Direction, Player};
pub use position::{Phase, Position, PositionDoc};
pub use rules::{EndReason, OpeningChoice, Outcome};
pub use trace::Trace;
pub use variant::{Options, Preset, Variant};

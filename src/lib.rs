//! Rules engine for four African mancala games: Giuthi (Kikuyu and Embu,
//! Kenya), Kiothi (Meru, Kenya), En Gehé (Maasai, Tanzania) and Hus
//! (Namibia), as `../shared/rules/RULES.md` reads their rule texts.
//!
//! One sowing mechanism (`sowing`) serves every game; each game adds only its
//! own rules (`rules::giuthi`, `rules::kiothi`, `rules::en_gehe`,
//! `rules::hus`). Positions are validated on entry (`Position`), moves are
//! checked before they touch a board, and a refused move changes nothing.

pub mod ai;
pub mod error;
pub mod game;
pub mod link;
pub mod moves;
pub mod player;
pub mod playout;
pub mod position;
// Tool code (`mancala puzzles` and its test): native only, like `soak`.
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles;
pub mod repetition;
pub mod rng;
pub mod rules;
// Test and tool code: it times itself with `std::time::Instant`, which
// panics in WebAssembly, so the page's build leaves it out.
#[cfg(not(target_arch = "wasm32"))]
pub mod soak;
mod sowing;
pub mod topology;
pub mod trace;
pub mod variant;
#[cfg(target_arch = "wasm32")]
mod wasm;
#[cfg(not(target_arch = "wasm32"))]
pub mod yardstick;

pub use error::{Error, IllegalMove, PositionError};
pub use game::{Game, GameRecord};
pub use moves::{Move, MoveDoc, Redistribution};
pub use player::{Direction, Player};
pub use position::{Phase, Position, PositionDoc};
pub use rules::{EndReason, OpeningChoice, Outcome};
pub use trace::Trace;
pub use variant::{Options, Preset, Variant};

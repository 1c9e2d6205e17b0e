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
#[cfg(feature = "invariants")]
pub mod invariants;
pub mod link;
pub mod moves;
pub mod player;
pub mod position;
pub mod repetition;
pub mod rng;
pub mod rules;
mod sowing;
pub mod topology;
pub mod trace;
pub mod variant;
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

//! The computer's levels by name: what a player picks, and what a link
//! records of a game against the computer (`link::play`). How each level
//! searches is the computer's business (`ai`, where `Level` is used).

use serde::{Deserialize, Serialize};

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Every legal move equally likely (Kiothi's opening: a random
    /// redistribution). A yardstick rather than an opponent.
    Random,
    /// Mostly random moves, now and then the move that looks best at once.
    Beginner,
    /// A shallow search, a few plies deep.
    Intermediate,
    /// Iterative deepening as deep as the time budget allows.
    Strong,
}

impl Level {
    pub const ALL: [Level; 4] = [
        Level::Random,
        Level::Beginner,
        Level::Intermediate,
        Level::Strong,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Strong => "strong",
        }
    }

    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.id() == id)
    }
}

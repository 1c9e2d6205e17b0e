//! The four games by name, and the shapes of what their rules files say of
//! their boards (sizes, seeds, presets). What each game says is asked of
//! `rules` (`Variant::presets`, `Options::resolve` are defined there).

use serde::{Deserialize, Serialize};

use crate::error::Error;

/// The largest board of any game: En Gehé on 2 x 50.
pub const MAX_PITS: usize = 100;

/// A cap on the seeds a position may hold, far above any real board (En Gehé
/// 2 x 50 holds 400), so that every count fits the engine's 16-bit pits.
pub const MAX_SEEDS: u32 = 20_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    #[serde(rename = "giuthi")]
    Giuthi,
    #[serde(rename = "kiothi")]
    Kiothi,
    #[serde(rename = "en-gehe")]
    EnGehe,
    #[serde(rename = "hus")]
    Hus,
}

impl Variant {
    pub const ALL: [Self; 4] = [Self::Giuthi, Self::Kiothi, Self::EnGehe, Self::Hus];

    pub fn id(self) -> &'static str {
        match self {
            Self::Giuthi => "giuthi",
            Self::Kiothi => "kiothi",
            Self::EnGehe => "en-gehe",
            Self::Hus => "hus",
        }
    }

    pub fn from_id(id: &str) -> Result<Self, Error> {
        Self::ALL
            .into_iter()
            .find(|v| v.id() == id)
            .ok_or_else(|| Error::UnknownGame(id.to_string()))
    }
}

/// A game's boards: what each rules file says about sizes and seeds.
pub(crate) struct Boards {
    pub rows: usize,
    pub holes_allowed: fn(usize) -> bool,
    pub holes_rule: &'static str,
    pub seeds_allowed: fn(u16) -> bool,
    pub seeds_rule: &'static str,
    /// The seed text's boards (the first is the default), then any practice
    /// boards.
    pub presets: &'static [Preset],
    /// Kiothi: the setups (filled boma per player) offered, the default
    /// first; empty where the game has no such option.
    pub setups: &'static [u8],
}

/// A board named in a seed text (or, for En Gehé, a labelled practice board).
/// The first preset of each game is its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Preset {
    pub holes: usize,
    pub seeds: u16,
    /// Kiothi: how many rightmost boma each player fills (6 or 5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub setup: Option<u8>,
    /// False for boards the seed does not record, offered only for practice.
    pub traditional: bool,
}

impl Preset {
    pub fn options(self) -> Options {
        Options {
            holes: self.holes,
            seeds: self.seeds,
            setup: self.setup,
        }
    }
}

impl Preset {
    /// A board the seed text records.
    pub(crate) const fn traditional(holes: usize, seeds: u16) -> Preset {
        Preset {
            holes,
            seeds,
            setup: None,
            traditional: true,
        }
    }

    /// A smaller board offered for practice, labelled as such.
    pub(crate) const fn practice(holes: usize, seeds: u16) -> Preset {
        Preset {
            holes,
            seeds,
            setup: None,
            traditional: false,
        }
    }
}

/// How to set up a new board. Fields left out take the game's default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Options {
    #[serde(default)]
    pub holes: usize,
    #[serde(default)]
    pub seeds: u16,
    /// Kiothi only: 6 (default) or 5 filled boma per player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<u8>,
}

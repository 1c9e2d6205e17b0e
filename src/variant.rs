//! The four games, their boards and the presets recorded in the seed texts.

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
    pub const ALL: [Variant; 4] = [
        Variant::Giuthi,
        Variant::Kiothi,
        Variant::EnGehe,
        Variant::Hus,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Variant::Giuthi => "giuthi",
            Variant::Kiothi => "kiothi",
            Variant::EnGehe => "en-gehe",
            Variant::Hus => "hus",
        }
    }

    pub fn from_id(id: &str) -> Result<Variant, Error> {
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == id)
            .ok_or_else(|| Error::UnknownGame(id.to_string()))
    }

    pub fn rows(self) -> usize {
        match self {
            Variant::Hus => 4,
            _ => 2,
        }
    }

    /// Whether a board of `holes` pits per row is one this game is played on.
    pub fn holes_allowed(self, holes: usize) -> bool {
        match self {
            Variant::Giuthi => (5..=10).contains(&holes),
            Variant::Kiothi => holes == 10,
            Variant::EnGehe => (EN_GEHE_SMALLEST..=50).contains(&holes),
            Variant::Hus => (holes.is_multiple_of(2) && (8..=16).contains(&holes)) || holes == 24,
        }
    }

    pub fn holes_rule(self) -> &'static str {
        match self {
            Variant::Giuthi => "Giuthi is played on 5 to 10 pits per row",
            Variant::Kiothi => "Kiothi is played on 10 boma per row",
            Variant::EnGehe => {
                "En Gehé is played on 40 to 50 pits per row (6 to 39 as practice boards)"
            }
            Variant::Hus => "Hus is played on an even number of 8 to 16 holes per row, or 24",
        }
    }

    fn seeds_allowed(self, seeds: u16) -> bool {
        match self {
            Variant::Giuthi => (4..=9).contains(&seeds),
            Variant::Kiothi => seeds == 5,
            Variant::EnGehe => seeds == 4,
            Variant::Hus => seeds == 2,
        }
    }

    fn seeds_rule(self) -> &'static str {
        match self {
            Variant::Giuthi => "Giuthi starts with 4 to 9 seeds per pit",
            Variant::Kiothi => "Kiothi starts with 5 warriors per occupied boma",
            Variant::EnGehe => "En Gehé starts with 4 seeds per pit",
            Variant::Hus => "Hus starts with 2 seeds per filled hole",
        }
    }

    pub fn presets(self) -> &'static [Preset] {
        match self {
            Variant::Giuthi => GIUTHI_PRESETS,
            Variant::Kiothi => KIOTHI_PRESETS,
            Variant::EnGehe => EN_GEHE_PRESETS,
            Variant::Hus => HUS_PRESETS,
        }
    }

    pub fn default_options(self) -> Options {
        self.presets()[0].options()
    }

    /// Every preset board of every game, game by game in the order of `ALL`.
    pub fn every_preset() -> impl Iterator<Item = (Variant, Options)> {
        Variant::ALL.into_iter().flat_map(|variant| {
            variant
                .presets()
                .iter()
                .map(move |preset| (variant, preset.options()))
        })
    }
}

/// The smallest En Gehé practice board.
const EN_GEHE_SMALLEST: usize = 6;

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

const fn preset(holes: usize, seeds: u16) -> Preset {
    Preset {
        holes,
        seeds,
        setup: None,
        traditional: true,
    }
}

const fn practice(holes: usize, seeds: u16) -> Preset {
    Preset {
        holes,
        seeds,
        setup: None,
        traditional: false,
    }
}

static GIUTHI_PRESETS: &[Preset] = &[
    preset(8, 8),
    preset(5, 4),
    preset(6, 4),
    preset(6, 6),
    preset(7, 6),
    preset(8, 4),
    preset(10, 9),
];

static KIOTHI_PRESETS: &[Preset] = &[
    Preset {
        holes: 10,
        seeds: 5,
        setup: Some(6),
        traditional: true,
    },
    Preset {
        holes: 10,
        seeds: 5,
        setup: Some(5),
        traditional: true,
    },
];

static EN_GEHE_PRESETS: &[Preset] = &[
    preset(40, 4),
    preset(45, 4),
    preset(50, 4),
    practice(8, 4),
    practice(12, 4),
    practice(20, 4),
];

static HUS_PRESETS: &[Preset] = &[
    preset(8, 2),
    preset(10, 2),
    preset(12, 2),
    preset(14, 2),
    preset(16, 2),
    preset(24, 2),
];

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

impl Options {
    /// Fills in defaults and checks every option against the game's ranges.
    pub fn resolve(self, variant: Variant) -> Result<Options, Error> {
        let default = variant.default_options();
        let holes = if self.holes == 0 {
            default.holes
        } else {
            self.holes
        };
        // A board named by its size alone is the seed text's board of that
        // size (Giuthi 2 x 5 has 4 seeds a pit, 2 x 10 has 9).
        let seeds = if self.seeds == 0 {
            variant
                .presets()
                .iter()
                .find(|preset| preset.holes == holes)
                .map_or(default.seeds, |preset| preset.seeds)
        } else {
            self.seeds
        };
        if !variant.holes_allowed(holes) {
            return Err(Error::BadOption(format!(
                "{} (asked for {holes})",
                variant.holes_rule()
            )));
        }
        if !variant.seeds_allowed(seeds) {
            return Err(Error::BadOption(format!(
                "{} (asked for {seeds})",
                variant.seeds_rule()
            )));
        }
        let setup = match (variant, self.setup) {
            (Variant::Kiothi, None) => default.setup,
            (Variant::Kiothi, Some(s @ (5 | 6))) => Some(s),
            (Variant::Kiothi, Some(s)) => {
                return Err(Error::BadOption(format!(
                    "the Kiothi setup fills 6 or 5 boma per player, not {s}"
                )))
            }
            (_, None) => None,
            (_, Some(_)) => {
                return Err(Error::BadOption(format!(
                    "--setup is a Kiothi option, not one of {}",
                    variant.id()
                )))
            }
        };
        Ok(Options {
            holes,
            seeds,
            setup,
        })
    }
}

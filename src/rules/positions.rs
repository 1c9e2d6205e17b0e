//! What each game's rules file says of its boards, asked of the game's name
//! (`Variant::presets`, `Options::resolve`), and the positions made from it:
//! a game's start (`Position::new`) and a position document checked against
//! the game (`Position::try_from`). Here rather than beside `Variant` and
//! `Position`, which know no game's rules: the layers run from the board's
//! shape to positions to the rules (`lib.rs`).

use serde::Serialize;

use crate::error::{Error, PositionError};
use crate::player::Player;
use crate::position::{KiothiMarks, Position, PositionDoc};
use crate::topology::{Stores, Topology};
use crate::variant::{Boards, Options, Preset, Variant, MAX_PITS, MAX_SEEDS};

use super::Rules;

impl Variant {
    /// The boards and seed counts this game is played with, from its rules
    /// file.
    fn boards(self) -> &'static Boards {
        with_rules!(self, G => &G::BOARDS)
    }

    pub fn rows(self) -> usize {
        self.boards().rows
    }

    /// Whether a board of `holes` pits per row is one this game is played on.
    pub fn holes_allowed(self, holes: usize) -> bool {
        (self.boards().holes_allowed)(holes)
    }

    pub fn holes_rule(self) -> &'static str {
        self.boards().holes_rule
    }

    pub fn presets(self) -> &'static [Preset] {
        self.boards().presets
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
        let boards = variant.boards();
        if !(boards.seeds_allowed)(seeds) {
            return Err(Error::BadOption(format!(
                "{} (asked for {seeds})",
                boards.seeds_rule
            )));
        }
        let setup = match (boards.setups, self.setup) {
            ([], None) => None,
            ([], Some(_)) => {
                return Err(Error::BadOption(format!(
                    "--setup is a Kiothi option, not one of {}",
                    variant.id()
                )))
            }
            ([default, ..], None) => Some(*default),
            (setups, Some(s)) if setups.contains(&s) => Some(s),
            (_, Some(s)) => {
                return Err(Error::BadOption(format!(
                    "the Kiothi setup fills 6 or 5 boma per player, not {s}"
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

impl Position {
    /// The start position of a game with the given options (defaults filled in).
    pub fn new(variant: Variant, options: Options) -> Result<Position, Error> {
        let options = options.resolve(variant)?;
        let mut position = Position {
            variant,
            holes: options.holes as u8,
            len: (variant.rows() * options.holes) as u8,
            pits: [0; MAX_PITS],
            captured: [0, 0],
            to_move: Player::South,
            kiothi: KiothiMarks::default(),
        };
        with_rules!(variant, G => G::set_up(&mut position, &options));
        Ok(position)
    }

    /// The board: its rows, who owns which pit, the loops, facing pits.
    pub fn topology(&self) -> &'static Topology {
        super::topology(self.variant, self.holes())
    }

    /// Who owns a pit (docs/RULES.md numbering).
    pub fn owner(&self, pit: usize) -> Player {
        self.topology().owner(pit)
    }

    /// The seeds on a player's side of the board.
    pub fn seeds_on_side(&self, player: Player) -> u32 {
        self.pits[self.topology().own_pits(player)]
            .iter()
            .map(|&count| u32::from(count))
            .sum()
    }

    pub fn from_json(text: &str) -> Result<Position, Error> {
        let doc: PositionDoc =
            serde_json::from_str(text).map_err(|e| Error::Json(e.to_string()))?;
        Position::try_from(doc)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(&PositionDoc::from(self)).expect("a position always serialises")
    }
}

impl From<&Position> for PositionDoc {
    fn from(position: &Position) -> Self {
        let kiothi = super::describe(position.variant).marks;
        let marks = position.kiothi;
        let boma = |set: u32| {
            (0..20)
                .filter(|pit| set & (1 << pit) != 0)
                .collect::<Vec<i64>>()
        };
        PositionDoc {
            game: position.variant.id().to_string(),
            holes: position.holes() as i64,
            pits: position
                .pits()
                .iter()
                .map(|&count| i64::from(count))
                .collect(),
            captured: position.captured.map(i64::from),
            to_move: position.to_move as i64,
            phase: kiothi.then_some(marks.phase),
            nki: kiothi.then(|| boma(marks.nki)),
            lifted: kiothi.then(|| boma(marks.lifted)),
            setup: kiothi.then_some(i64::from(marks.setup)),
        }
    }
}

impl Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PositionDoc::from(self).serialize(serializer)
    }
}

impl TryFrom<PositionDoc> for Position {
    type Error = Error;

    fn try_from(doc: PositionDoc) -> Result<Position, Error> {
        let variant = Variant::from_id(&doc.game)?;
        let holes = match usize::try_from(doc.holes) {
            Ok(holes) if variant.holes_allowed(holes) => holes,
            _ => {
                return Err(PositionError::Holes {
                    rule: variant.holes_rule(),
                    holes: doc.holes,
                }
                .into())
            }
        };
        let len = variant.rows() * holes;
        if doc.pits.len() != len {
            return Err(PositionError::PitCount {
                rows: variant.rows(),
                holes,
                given: doc.pits.len(),
            }
            .into());
        }
        let mut pits = [0u16; MAX_PITS];
        let mut total: i64 = 0;
        for (pit, &count) in doc.pits.iter().enumerate() {
            if count < 0 {
                return Err(PositionError::NegativePit { pit, count }.into());
            }
            total += count.min(i64::from(MAX_SEEDS) + 1);
            pits[pit] = u16::try_from(count).unwrap_or(u16::MAX);
        }
        for (player, &count) in doc.captured.iter().enumerate() {
            if count < 0 {
                return Err(PositionError::NegativeCaptured { player, count }.into());
            }
            total += count.min(i64::from(MAX_SEEDS) + 1);
        }
        if total > i64::from(MAX_SEEDS) {
            return Err(PositionError::TooManySeeds { max: MAX_SEEDS }.into());
        }
        // A game without stores (Hus) keeps no captured seeds.
        let stores = super::topology(variant, holes).stores;
        if stores == Stores::None && doc.captured != [0, 0] {
            return Err(PositionError::HusCaptured.into());
        }
        let to_move = match usize::try_from(doc.to_move)
            .ok()
            .and_then(Player::from_index)
        {
            Some(player) => player,
            None => return Err(PositionError::ToMove { given: doc.to_move }.into()),
        };
        let kiothi = with_rules!(variant, G => G::read_marks(&doc))?;
        Ok(Position {
            variant,
            holes: holes as u8,
            len: len as u8,
            pits,
            captured: doc.captured.map(|count| count as u32),
            to_move,
            kiothi,
        })
    }
}

//! A validated position of any of the four games, and its JSON document.
//!
//! `PositionDoc` is what arrives from outside (unvalidated); `Position` can
//! only be made from it by checking every constraint, so the rules never see
//! a board they cannot play on.

use serde::{Deserialize, Serialize};

use crate::error::{Error, PositionError};
use crate::player::Player;
use crate::rules;
use crate::topology::Topology;
use crate::variant::{Options, Variant, MAX_PITS, MAX_SEEDS};

/// Kiothi's two phases: the opening redistributions (South's turn 1, North's
/// turn 2), then sowing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Opening,
    #[default]
    Play,
}

/// Kiothi's marks on the boma, as bit sets over the 20 boma indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct KiothiMarks {
    pub phase: Phase,
    /// 6 or 5 filled boma per player at the start.
    pub setup: u8,
    /// Protected boma.
    pub nki: u32,
    /// Boma that have had warriors lifted from them since the opening.
    pub lifted: u32,
}

impl KiothiMarks {
    /// Whether boma `pit` held warriors in the initial setup (before the
    /// opening): each player's `setup` rightmost boma.
    pub fn filled_at_setup(&self, pit: usize) -> bool {
        let from_right = 9 - pit % 10;
        from_right < usize::from(self.setup)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) holes: u8,
    pub(crate) pits: [u16; MAX_PITS],
    pub(crate) captured: [u32; 2],
    pub(crate) to_move: Player,
    pub(crate) kiothi: KiothiMarks,
}

impl Position {
    /// The start position of a game with the given options (defaults filled in).
    pub fn new(variant: Variant, options: Options) -> Result<Position, Error> {
        let options = options.resolve(variant)?;
        let mut position = Position {
            variant,
            holes: options.holes as u8,
            pits: [0; MAX_PITS],
            captured: [0, 0],
            to_move: Player::South,
            kiothi: KiothiMarks::default(),
        };
        rules::set_up(&mut position, &options);
        Ok(position)
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Pits per row.
    pub fn holes(&self) -> usize {
        usize::from(self.holes)
    }

    /// Every pit of the board in the index order of RULES.md.
    pub fn pits(&self) -> &[u16] {
        &self.pits[..self.len()]
    }

    pub fn len(&self) -> usize {
        self.variant.rows() * self.holes()
    }

    pub fn is_empty(&self) -> bool {
        self.pits().iter().all(|&count| count == 0)
    }

    /// Seeds taken off the board by each player (pile, prison or tally).
    pub fn captured(&self) -> [u32; 2] {
        self.captured
    }

    pub fn to_move(&self) -> Player {
        self.to_move
    }

    pub fn phase(&self) -> Phase {
        self.kiothi.phase
    }

    pub fn kiothi_marks(&self) -> KiothiMarks {
        self.kiothi
    }

    pub fn is_nki(&self, pit: usize) -> bool {
        self.kiothi.nki & (1 << pit) != 0
    }

    pub fn board_seeds(&self) -> u32 {
        self.pits().iter().map(|&count| u32::from(count)).sum()
    }

    pub fn total_seeds(&self) -> u32 {
        self.board_seeds() + self.captured[0] + self.captured[1]
    }

    /// The board: its rows, who owns which pit, the loops, facing pits.
    pub fn topology(&self) -> &'static Topology {
        rules::topology(self.variant, self.holes())
    }

    /// Who owns a pit (RULES.md numbering).
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

    /// A 64-bit digest of what the repetition rules compare (the pits, the
    /// player to move and Kiothi's marks), for spotting repeated positions
    /// quickly. Different positions can share a key (the player to move
    /// shares a bit with a pit, and the board's size is not in it): a match
    /// is only a candidate for `same_placement`.
    pub fn repetition_key(&self) -> u64 {
        let marks = self.kiothi;
        let start = self.to_move as u64
            ^ u64::from(marks.nki) << 1
            ^ u64::from(marks.lifted) << 21
            ^ u64::from(marks.phase == Phase::Opening) << 41
            ^ u64::from(marks.setup) << 42;
        // Four pits a word keeps the multiply chain short on long boards;
        // whole words first (read as one), then what is left of the board.
        let step = |hash: u64, word: u64| {
            (hash ^ word)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(31)
        };
        let mut words = self.pits().chunks_exact(4);
        let hash = words.by_ref().fold(start, |hash, pits| {
            // The first pit highest: the four read as one word in the
            // order they lie (one load), then their order turned round.
            let lying = u64::from(pits[0])
                | u64::from(pits[1]) << 16
                | u64::from(pits[2]) << 32
                | u64::from(pits[3]) << 48;
            let halves = lying.rotate_left(32);
            const LOW: u64 = 0x0000_ffff_0000_ffff;
            let word = (halves & LOW) << 16 | (halves >> 16) & LOW;
            step(hash, word)
        });
        match words.remainder() {
            [] => hash,
            rest => step(
                hash,
                rest.iter()
                    .fold(0u64, |word, &count| word << 16 | u64::from(count)),
            ),
        }
    }

    /// Whether two positions are the same for the repetition rules: all
    /// pits, the player to move and (Kiothi) the marks on the boma.
    pub fn same_placement(&self, other: &Position) -> bool {
        self.to_move == other.to_move && self.kiothi == other.kiothi && self.pits() == other.pits()
    }
}

/// A position as JSON text carries it (see docs/FORMAT.md). Counts are read
/// as signed numbers so that a negative count gets its own clear message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionDoc {
    pub game: String,
    pub holes: i64,
    pub pits: Vec<i64>,
    #[serde(default)]
    pub captured: [i64; 2],
    #[serde(default)]
    pub to_move: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nki: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifted: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<i64>,
}

impl From<&Position> for PositionDoc {
    fn from(position: &Position) -> Self {
        let kiothi = position.variant == Variant::Kiothi;
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
        if variant == Variant::Hus && doc.captured != [0, 0] {
            return Err(PositionError::HusCaptured.into());
        }
        let to_move = match usize::try_from(doc.to_move)
            .ok()
            .and_then(Player::from_index)
        {
            Some(player) => player,
            None => return Err(PositionError::ToMove { given: doc.to_move }.into()),
        };
        let kiothi = if variant == Variant::Kiothi {
            kiothi_marks(&doc)?
        } else {
            if doc.phase.is_some()
                || doc.nki.is_some()
                || doc.lifted.is_some()
                || doc.setup.is_some()
            {
                return Err(PositionError::KiothiFields { game: variant.id() }.into());
            }
            KiothiMarks::default()
        };
        Ok(Position {
            variant,
            holes: holes as u8,
            pits,
            captured: doc.captured.map(|count| count as u32),
            to_move,
            kiothi,
        })
    }
}

fn kiothi_marks(doc: &PositionDoc) -> Result<KiothiMarks, PositionError> {
    let set = |list_name: &'static str, list: &Option<Vec<i64>>| -> Result<u32, PositionError> {
        let mut set = 0u32;
        for &pit in list.iter().flatten() {
            if !(0..20).contains(&pit) {
                return Err(PositionError::MarkOffBoard {
                    list: list_name,
                    boma: pit,
                });
            }
            set |= 1 << pit;
        }
        Ok(set)
    };
    let setup = match doc.setup.unwrap_or(6) {
        s @ (5 | 6) => s as u8,
        given => return Err(PositionError::Setup { given }),
    };
    let marks = KiothiMarks {
        phase: doc.phase.unwrap_or_default(),
        setup,
        nki: set("nki", &doc.nki)?,
        lifted: set("lifted", &doc.lifted)?,
    };
    if marks.phase == Phase::Opening && (marks.nki != 0 || marks.lifted != 0) {
        return Err(PositionError::MarksInOpening);
    }
    Ok(marks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::rules::Scratch;

    /// The key read a word at a time is the key as first defined (the
    /// computer's Kiothi openings are seeded with it).
    #[test]
    fn the_key_is_the_digest_of_four_pits_a_word() {
        let reference = |position: &Position| {
            let marks = position.kiothi;
            let start = position.to_move as u64
                ^ u64::from(marks.nki) << 1
                ^ u64::from(marks.lifted) << 21
                ^ u64::from(marks.phase == Phase::Opening) << 41
                ^ u64::from(marks.setup) << 42;
            position.pits().chunks(4).fold(start, |hash, chunk| {
                let word = chunk
                    .iter()
                    .fold(0u64, |word, &count| word << 16 | u64::from(count));
                (hash ^ word)
                    .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                    .rotate_left(31)
            })
        };
        let mut rng = Rng::new(5);
        let mut scratch = Scratch::default();
        for (variant, options) in Variant::every_preset() {
            let mut position = Position::new(variant, options).unwrap();
            for _ in 0..30 {
                assert_eq!(position.repetition_key(), reference(&position));
                if rules::play_random(&mut position, &mut rng, &mut scratch).is_none() {
                    break;
                }
            }
        }
    }
}

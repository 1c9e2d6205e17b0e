//! A validated position of any of the four games, and its JSON document.
//!
//! `PositionDoc` is what arrives from outside (unvalidated); `Position` can
//! only be made from it by checking every constraint, so the rules never see
//! a board they cannot play on. The checks, and a game's start, need the
//! game's rules, a layer above: they are in `rules/positions.rs`.

use serde::{Deserialize, Serialize};

use crate::player::Player;
use crate::variant::{Variant, MAX_PITS};

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
    /// Pits on the board: the game's rows times `holes` (kept, so that a
    /// position knows its board's size without asking its game's rules).
    pub(crate) len: u8,
    pub(crate) pits: [u16; MAX_PITS],
    pub(crate) captured: [u32; 2],
    pub(crate) to_move: Player,
    pub(crate) kiothi: KiothiMarks,
}

impl Position {
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Pits per row.
    pub fn holes(&self) -> usize {
        usize::from(self.holes)
    }

    /// Every pit of the board in the index order of docs/RULES.md.
    pub fn pits(&self) -> &[u16] {
        &self.pits[..self.len()]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::rules::{self, Scratch};

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

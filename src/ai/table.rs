//! The transposition table: what earlier visits of a position proved about
//! it, so that the search neither repeats work nor forgets its best move.

use crate::position::{Phase, Position};

use super::value::Value;

/// What a stored value says about the position's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Bound {
    #[default]
    Exact,
    /// At least this much (the search cut off above it).
    Lower,
    /// At most this much (no move reached the window).
    Upper,
}

impl Bound {
    /// What a fail-soft search's `value` says of the node's, given the
    /// window it was searched in.
    pub fn of(value: Value, alpha: Value, beta: Value) -> Bound {
        if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Entry {
    /// Zero marks an empty slot; a real key of zero is merely never stored.
    pub key: u64,
    pub value: Value,
    pub depth: u8,
    pub bound: Bound,
    /// Index of the best move in the position's move list.
    pub best: u16,
}

pub(crate) struct Table {
    entries: Vec<Entry>,
    shift: u32,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![Entry::default(); 1 << bits],
            shift: 64 - bits,
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key >> self.shift) as usize
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(key)];
        (entry.key == key && key != 0).then_some(entry)
    }

    /// Keeps the deeper of two results for the same slot, and always the
    /// newer for a different position (the older is likely stale).
    pub fn store(&mut self, entry: Entry) {
        let slot = self.slot(entry.key);
        let old = &mut self.entries[slot];
        if old.key != entry.key || entry.depth >= old.depth {
            *old = entry;
        }
    }
}

/// A 64-bit key of everything a position's value depends on: pits, player
/// to move, captures and Kiothi's marks. `repetition_key` covers the pits
/// and the player; it is mixed with the rest and finished so that its high
/// bits (which choose the slot) depend on every input.
pub(crate) fn key(position: &Position, repetition_key: u64) -> u64 {
    let marks = position.kiothi_marks();
    let mut key = repetition_key ^ mix(u64::from(position.captured()[0]));
    let kiothi = u64::from(marks.nki) | (u64::from(marks.lifted) << 32);
    key ^= mix(kiothi.wrapping_add(0x9e37_79b9_7f4a_7c15));
    if marks.phase == Phase::Opening {
        key = !key;
    }
    mix(key)
}

/// SplitMix64's finaliser.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

//! The repetition rule, in one place: whether reaching a position ends the
//! game as a draw, given the positions before it. A game (`Game`), the
//! random player (`playout`) and the computer's search (over the game and
//! its search path) all ask `Repetitions`.
//!
//! Each game names its rule (`Rules::REPETITION`: Giuthi any repeat, the
//! others a third occurrence). Two positions are the same when their whole
//! placement is: every pit, the player to move and Kiothi's marks
//! (`Position::same_placement`); the 64-bit `repetition_key` only finds the
//! candidates quickly, through an index from key to the positions with it.
//! So a check costs the same however long the game: the positions before a
//! capture, which can never come back (seeds leave the board for good), are
//! never even looked at, short of a key collision.

use crate::position::Position;
use crate::rules::{self, EndReason};

/// No entry.
const NONE: u32 = u32::MAX;

/// Slots of the first index (a power of two).
const FIRST_SLOTS: usize = 64;

/// The positions before the current one, oldest first, indexed by key. A
/// search adds and removes positions as it goes down and back up its path
/// (`push`, `pop`); random play adds one each move (`record`).
#[derive(Clone, Debug, Default)]
pub struct Repetitions {
    entries: Vec<Entry>,
    /// Open addressing with linear probing: for each key present, the
    /// latest entry with that key. Entries are only ever removed last first,
    /// so a removed key's slot can simply be emptied (no key inserted before
    /// it ever probed past it).
    slots: Vec<Slot>,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    /// The latest earlier entry with the same key, or `NONE`.
    previous: u32,
    position: Position,
}

#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u64,
    /// The latest entry with this key; `NONE` marks an empty slot.
    latest: u32,
}

const EMPTY: Slot = Slot {
    key: 0,
    latest: NONE,
};

impl Repetitions {
    /// The positions of a game before its current one, oldest first.
    pub fn from_history<'a>(history: impl IntoIterator<Item = &'a Position>) -> Repetitions {
        let mut repetitions = Repetitions::default();
        history
            .into_iter()
            .for_each(|position| repetitions.push(position));
        repetitions
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn clear(&mut self) {
        self.entries.clear();
        self.slots.fill(EMPTY);
    }

    /// Whether reaching `position` after the positions held ends the game
    /// as a draw, and under which rule.
    pub fn draw(&self, position: &Position) -> Option<EndReason> {
        self.draw_keyed(position, position.repetition_key())
    }

    /// `draw`, then `push`: one move of a game.
    pub fn record(&mut self, position: &Position) -> Option<EndReason> {
        let key = position.repetition_key();
        let draw = self.draw_keyed(position, key);
        self.push_keyed(position, key);
        draw
    }

    /// Adds `position` as the latest.
    pub fn push(&mut self, position: &Position) {
        self.push_keyed(position, position.repetition_key());
    }

    /// Removes the latest position.
    pub fn pop(&mut self) {
        let Some(entry) = self.entries.pop() else {
            return;
        };
        let slot = self.slot_of(entry.key);
        self.slots[slot].latest = entry.previous;
    }

    /// `draw` for a position whose `repetition_key` is known.
    pub(crate) fn draw_keyed(&self, position: &Position, key: u64) -> Option<EndReason> {
        let rule = rules::repetition_rule(position.variant());
        (self.earlier(position, key, rule.earlier) >= rule.earlier).then_some(rule.reason)
    }

    /// How many held positions are `position`, counting no further than
    /// `enough`.
    fn earlier(&self, position: &Position, key: u64, enough: usize) -> usize {
        let mut index = match self.slots.get(self.slot_of(key)) {
            Some(slot) if slot.key == key => slot.latest,
            _ => NONE,
        };
        let mut count = 0;
        while index != NONE && count < enough {
            let entry = &self.entries[index as usize];
            count += usize::from(entry.position.same_placement(position));
            index = entry.previous;
        }
        count
    }

    /// `push` for a position whose `repetition_key` is known.
    pub(crate) fn push_keyed(&mut self, position: &Position, key: u64) {
        if 2 * (self.entries.len() + 1) > self.slots.len() {
            self.grow();
        }
        let index = self.entries.len() as u32;
        let slot = self.slot_of(key);
        let previous = self.slots[slot].latest;
        self.slots[slot] = Slot { key, latest: index };
        self.entries.push(Entry {
            key,
            previous,
            position: *position,
        });
    }

    /// The slot holding `key`, or the empty one where it would go.
    fn slot_of(&self, key: u64) -> usize {
        let mask = self.slots.len().wrapping_sub(1);
        let mut slot = key as usize & mask;
        while let Some(found) = self.slots.get(slot) {
            if found.latest == NONE || found.key == key {
                break;
            }
            slot = (slot + 1) & mask;
        }
        slot
    }

    /// Doubles the index and fills it again in the order the entries came.
    #[cold]
    fn grow(&mut self) {
        let slots = (2 * self.slots.len()).max(FIRST_SLOTS);
        self.slots = vec![EMPTY; slots];
        for index in 0..self.entries.len() {
            let key = self.entries[index].key;
            let slot = self.slot_of(key);
            self.slots[slot] = Slot {
                key,
                latest: index as u32,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::rules::{self, Scratch};
    use crate::variant::{Options, Variant};

    /// The rule as the rules state it, by a plain count over every earlier
    /// position, with no key, index or cut at captures.
    fn plain_draw(earlier: &[Position], position: &Position) -> Option<EndReason> {
        let rule = rules::repetition_rule(position.variant());
        let repeats = earlier
            .iter()
            .filter(|p| p.same_placement(position))
            .count();
        (repeats >= rule.earlier).then_some(rule.reason)
    }

    #[test]
    fn agrees_with_a_plain_count_along_random_games_and_back() {
        let mut scratch = Scratch::default();
        let mut draws = 0;
        for variant in Variant::ALL {
            let mut rng = Rng::new(11);
            for _ in 0..40 {
                let mut position = Position::new(variant, Options::default()).unwrap();
                let mut earlier = Vec::new();
                let mut repetitions = Repetitions::default();
                for _ in 0..400 {
                    let draw = plain_draw(&earlier, &position);
                    assert_eq!(repetitions.draw(&position), draw);
                    assert_eq!(repetitions.record(&position), draw);
                    earlier.push(position);
                    if draw.is_some() {
                        draws += 1;
                        break;
                    }
                    if rules::play_random(&mut position, &mut rng, &mut scratch).is_none() {
                        break;
                    }
                }
                // Back down the game, as a search leaves its path.
                while let Some(last) = earlier.pop() {
                    repetitions.pop();
                    assert_eq!(repetitions.len(), earlier.len());
                    assert_eq!(repetitions.draw(&last), plain_draw(&earlier, &last));
                }
            }
        }
        assert!(draws > 10, "only {draws} games ended in a repetition");
    }

    #[test]
    fn a_position_met_before_draws_by_each_games_rule() {
        for variant in Variant::ALL {
            let start = Position::new(variant, Options::default()).unwrap();
            let rule = rules::repetition_rule(variant);
            let mut repetitions = Repetitions::default();
            for _ in 0..rule.earlier {
                assert_eq!(repetitions.record(&start), None);
            }
            assert_eq!(repetitions.draw(&start), Some(rule.reason));
            let mut other = start;
            other.to_move = other.to_move.opponent();
            assert_eq!(repetitions.draw(&other), None);
        }
    }
}

//! The two sides of the board and the two ways round it.

use serde::{Deserialize, Serialize};

/// A side of the board. Player 0 (South) sits at the bottom of the drawing and
/// moves first in every game; Player 1 (North) sits at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    South,
    North,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Option<Player> {
        match index {
            0 => Some(Player::South),
            1 => Some(Player::North),
            _ => None,
        }
    }

    pub fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::South => "South",
            Player::North => "North",
        }
    }
}

// Players cross JSON as the numbers 0 and 1, as in the rule texts.
impl Serialize for Player {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(*self as u8)
    }
}

impl<'de> Deserialize<'de> for Player {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let index = u64::deserialize(deserializer)?;
        usize::try_from(index)
            .ok()
            .and_then(Player::from_index)
            .ok_or_else(|| serde::de::Error::custom(format!("player must be 0 or 1, not {index}")))
    }
}

/// The direction of a lap. Counter-clockwise steps to the next index of the
/// sowing loop, clockwise to the previous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Ccw,
    Cw,
}

impl Direction {
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Ccw => Direction::Cw,
            Direction::Cw => Direction::Ccw,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Direction::Ccw => "ccw",
            Direction::Cw => "cw",
        }
    }
}

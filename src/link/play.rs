//! What a link's game is for, which links of version 2 say before the game:
//! to look at, to play on with a friend, or to continue against the
//! computer, so that the page opens it the way it was played.

use super::bits::{BitReader, BitWriter};
use super::error::ReadError;
use crate::level::Level;
use crate::player::Player;

/// How whoever opens a link plays its game on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// A game to look at (played by people on one device, or by the computer
    /// against itself): it opens with people on both sides.
    Look,
    /// A friend by link: whoever opens it plays the side to move, and the
    /// friend the other.
    Friend,
    /// Against the computer, which plays `side` at `level`; whoever opens it
    /// plays the other side.
    Computer { side: Player, level: Level },
}

impl Play {
    /// The play's name, as the page says it: "look", "friend", "computer".
    pub fn kind(self) -> &'static str {
        match self {
            Play::Look => "look",
            Play::Friend => "friend",
            Play::Computer { .. } => "computer",
        }
    }

    /// The play named `kind`, with the computer's side (0 or 1) and level
    /// ("random" ... "strong") for "computer"; None for anything else.
    pub fn from_parts(kind: &str, side: Option<usize>, level: Option<&str>) -> Option<Play> {
        match kind {
            "look" => Some(Play::Look),
            "friend" => Some(Play::Friend),
            "computer" => Some(Play::Computer {
                side: Player::from_index(side?)?,
                level: Level::from_id(level?)?,
            }),
            _ => None,
        }
    }
}

/// Bits of the kind of play, and of a computer's side and level.
const KIND_BITS: u32 = 2;
const LEVEL_BITS: u32 = 2;

pub(super) fn write_play(w: &mut BitWriter, play: Play) {
    // One write each: every write is a loop the compiler copies in place.
    let (code, width) = match play {
        Play::Look => (0, KIND_BITS),
        Play::Friend => (1, KIND_BITS),
        Play::Computer { side, level } => {
            let level = Level::ALL.iter().position(|&l| l == level).unwrap_or(0);
            let code = (2 << (1 + LEVEL_BITS)) | (side.index() << LEVEL_BITS) | level;
            (code as u64, KIND_BITS + 1 + LEVEL_BITS)
        }
    };
    w.write(code, width);
}

pub(super) fn read_play(r: &mut BitReader) -> Result<Play, ReadError> {
    match r.read(KIND_BITS)? {
        0 => Ok(Play::Look),
        1 => Ok(Play::Friend),
        2 => {
            let rest = r.read(1 + LEVEL_BITS)? as usize;
            Ok(Play::Computer {
                side: if rest >> LEVEL_BITS == 1 {
                    Player::North
                } else {
                    Player::South
                },
                level: Level::ALL[rest & ((1 << LEVEL_BITS) - 1)],
            })
        }
        _ => Err(ReadError::Invalid(
            "a way of playing that no link names".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_play_reads_as_written() {
        let mut plays = vec![Play::Look, Play::Friend];
        for side in Player::BOTH {
            for level in Level::ALL {
                plays.push(Play::Computer { side, level });
            }
        }
        for play in plays {
            let mut w = BitWriter::default();
            write_play(&mut w, play);
            let bytes = w.into_bytes();
            assert_eq!(read_play(&mut BitReader::new(&bytes)).unwrap(), play);
        }
    }

    #[test]
    fn plays_are_named_as_the_page_names_them() {
        let computer = Play::Computer {
            side: Player::North,
            level: Level::Strong,
        };
        assert_eq!(
            Play::from_parts("computer", Some(1), Some("strong")),
            Some(computer)
        );
        assert_eq!(computer.kind(), "computer");
        assert_eq!(Play::from_parts("look", None, None), Some(Play::Look));
        assert_eq!(
            Play::from_parts("friend", Some(0), None),
            Some(Play::Friend)
        );
        for (kind, side, level) in [
            ("computer", Some(2), Some("strong")),
            ("computer", Some(0), Some("grandmaster")),
            ("computer", None, Some("strong")),
            ("watch", None, None),
        ] {
            assert_eq!(Play::from_parts(kind, side, level), None);
        }
    }

    #[test]
    fn the_fourth_kind_is_refused() {
        let mut w = BitWriter::default();
        w.write(3, KIND_BITS);
        let bytes = w.into_bytes();
        assert!(matches!(
            read_play(&mut BitReader::new(&bytes)),
            Err(ReadError::Invalid(_))
        ));
    }
}

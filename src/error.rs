//! Everything that can be wrong with what a caller hands the engine.

use std::fmt;

use crate::player::Player;

/// Why an input was refused. Refusing never changes a position or a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Text that is not the JSON document expected.
    Json(String),
    UnknownGame(String),
    /// A board option outside the game's ranges.
    BadOption(String),
    /// A position document that does not describe a board of its game.
    BadPosition(String),
    /// A move document that does not have the shape of a move of this game.
    BadMove(String),
    IllegalMove(IllegalMove),
    /// A game record whose move number `index` (from 0) could not be played.
    BadRecord {
        index: usize,
        error: Box<Error>,
    },
    /// Undo or redo with nothing to take back or replay.
    NoHistory(&'static str),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Json(message) => write!(f, "malformed JSON: {message}"),
            Error::UnknownGame(name) => {
                write!(f, "unknown game {name:?}: expected \"giuthi\", \"kiothi\", \"en-gehe\" or \"hus\"")
            }
            Error::BadOption(message) => write!(f, "bad board option: {message}"),
            Error::BadPosition(message) => write!(f, "malformed position: {message}"),
            Error::BadMove(message) => write!(f, "malformed move: {message}"),
            Error::IllegalMove(illegal) => write!(f, "illegal move: {illegal}"),
            Error::BadRecord { index, error } => {
                write!(f, "game record, move {}: {error}", index + 1)
            }
            Error::NoHistory(what) => write!(f, "{what}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<IllegalMove> for Error {
    fn from(illegal: IllegalMove) -> Self {
        Error::IllegalMove(illegal)
    }
}

/// Why a well-formed move cannot be played in this position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver,
    /// A move of another game's shape.
    NotThisGame,
    PitOutOfRange {
        pit: usize,
        pits: usize,
    },
    NotOwnPit {
        pit: usize,
        owner: Player,
        to_move: Player,
    },
    EmptyPit {
        pit: usize,
    },
    /// Giuthi and Hus never sow a lone seed.
    SingleSeed {
        pit: usize,
    },
    ZeroCount,
    CountTooLarge {
        pit: usize,
        count: u32,
        available: u32,
    },
    /// Kiothi: the first lap would end in an occupied boma of the mover's row.
    FirstLapEndsInOwnOccupied {
        pit: usize,
        landing: usize,
    },
    /// The sowing would go round for ever (the project's rule for such moves).
    Endless,
    /// Kiothi: an opening move outside the opening, or a sowing during it.
    NotInOpening,
    InOpening,
    OpeningPitsNotDistinct,
    OpeningPitNotOccupied {
        pit: usize,
    },
    OpeningWrongTotal {
        placed: u32,
        lifted: u32,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => write!(f, "the game is over"),
            IllegalMove::NotThisGame => write!(f, "that is not a move of this game"),
            IllegalMove::PitOutOfRange { pit, pits } => {
                write!(f, "there is no pit {pit}: pits are numbered 0 to {}", pits - 1)
            }
            IllegalMove::NotOwnPit { pit, owner, to_move } => write!(
                f,
                "pit {pit} belongs to {} and {} is to move",
                owner.name(),
                to_move.name()
            ),
            IllegalMove::EmptyPit { pit } => write!(f, "pit {pit} is empty"),
            IllegalMove::SingleSeed { pit } => {
                write!(f, "pit {pit} holds a single seed, and a single seed cannot be sown")
            }
            IllegalMove::ZeroCount => write!(f, "at least one warrior must be lifted"),
            IllegalMove::CountTooLarge { pit, count, available } => {
                write!(f, "cannot lift {count} from boma {pit}, which holds {available}")
            }
            IllegalMove::FirstLapEndsInOwnOccupied { pit, landing } => write!(
                f,
                "lifting from boma {pit} would end the first lap in boma {landing}, an occupied boma of your own row"
            ),
            IllegalMove::Endless => write!(f, "this sowing would never end, so it may not be played"),
            IllegalMove::NotInOpening => write!(f, "the opening redistribution is over"),
            IllegalMove::InOpening => {
                write!(f, "the opening is not over: empty two of your boma and place their warriors")
            }
            IllegalMove::OpeningPitsNotDistinct => write!(f, "the opening empties two different boma"),
            IllegalMove::OpeningPitNotOccupied { pit } => {
                write!(f, "boma {pit} is not an occupied boma of your own row")
            }
            IllegalMove::OpeningWrongTotal { placed, lifted } => write!(
                f,
                "the opening must place exactly the {lifted} warriors lifted, not {placed}"
            ),
        }
    }
}

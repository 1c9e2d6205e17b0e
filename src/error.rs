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
    BadPosition(PositionError),
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
    /// A position the solver does not analyse, and why.
    NotSolvable(&'static str),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Json(message) => write!(f, "malformed JSON: {message}"),
            Error::UnknownGame(name) => {
                write!(f, "unknown game \"{name}\": expected \"giuthi\", \"kiothi\", \"en-gehe\" or \"hus\"")
            }
            Error::BadOption(message) => write!(f, "bad board option: {message}"),
            Error::BadPosition(problem) => write!(f, "malformed position: {problem}"),
            Error::BadMove(message) => write!(f, "malformed move: {message}"),
            Error::IllegalMove(illegal) => write!(f, "illegal move: {illegal}"),
            Error::BadRecord { index, error } => {
                write!(f, "game record, move {}: {error}", index + 1)
            }
            Error::NoHistory(what) | Error::NotSolvable(what) => write!(f, "{what}"),
        }
    }
}

impl std::error::Error for Error {}

/// What is wrong with a position document, as data that a page can word in
/// its own language (the WebAssembly layer hands it over as `{kind, ...}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// `rule` says which sizes the game is played on.
    Holes {
        rule: &'static str,
        holes: i64,
    },
    PitCount {
        rows: usize,
        holes: usize,
        given: usize,
    },
    NegativePit {
        pit: usize,
        count: i64,
    },
    NegativeCaptured {
        player: usize,
        count: i64,
    },
    TooManySeeds {
        max: u32,
    },
    /// Hus sows every captured seed again at once.
    HusCaptured,
    ToMove {
        given: i64,
    },
    /// Kiothi's phase and marks in another game.
    KiothiFields {
        game: &'static str,
    },
    /// A mark list (`nki` or `lifted`) names a boma off the board.
    MarkOffBoard {
        list: &'static str,
        boma: i64,
    },
    Setup {
        given: i64,
    },
    /// Marks are only made after the opening.
    MarksInOpening,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Holes { rule, holes } => write!(f, "{rule} (holes is {holes})"),
            PositionError::PitCount { rows, holes, given } => write!(
                f,
                "{rows} rows of {holes} need {} pit counts, not {given}",
                rows * holes
            ),
            PositionError::NegativePit { pit, count } => {
                write!(
                    f,
                    "pit {pit} holds {count} seeds: counts cannot be negative"
                )
            }
            PositionError::NegativeCaptured { player, count } => {
                write!(
                    f,
                    "captured[{player}] is {count}: counts cannot be negative"
                )
            }
            PositionError::TooManySeeds { max } => write!(f, "more than {max} seeds in all"),
            PositionError::HusCaptured => write!(
                f,
                "Hus re-sows every captured seed at once, so captured must be [0, 0]"
            ),
            PositionError::ToMove { given } => write!(f, "to_move must be 0 or 1, not {given}"),
            PositionError::KiothiFields { game } => {
                write!(
                    f,
                    "phase, nki, lifted and setup belong to Kiothi, not {game}"
                )
            }
            PositionError::MarkOffBoard { list, boma } => {
                write!(f, "{list} lists boma {boma}; boma are numbered 0 to 19")
            }
            PositionError::Setup { given } => write!(f, "setup must be 6 or 5, not {given}"),
            PositionError::MarksInOpening => write!(
                f,
                "nki and lifted marks are only made after the opening, so both must be empty in it"
            ),
        }
    }
}

impl From<PositionError> for Error {
    fn from(problem: PositionError) -> Self {
        Error::BadPosition(problem)
    }
}

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
            IllegalMove::Endless => write!(
                f,
                "this sowing is endless (it would never end, or not within 1,000,000 laps), so it may not be played"
            ),
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

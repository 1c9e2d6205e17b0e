//! Why a link could not be read: the error a page is told (`LinkError`), and
//! the one the readers pass up to `decode` (`ReadError`).

use std::fmt;

use super::{MAX_MOVES, VERSION};
use crate::error::Error;

/// Why a link could not be read in full (or a game not written as one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// There is no link at all.
    Empty,
    /// Not text this format makes: bad characters, no version, a value no
    /// encoder writes.
    Malformed(String),
    /// Made by a later version of the format.
    FutureVersion(u32),
    /// The link stops early: the end of its start or of its moves is missing.
    Truncated {
        /// The moves the link says it holds, when that much could be read.
        expected: Option<usize>,
        /// The moves it still holds in full.
        read: usize,
    },
    /// The checksum does not match: the link was changed or damaged after it
    /// was made. `bad_move` is the first move that could not be played, if
    /// one could not.
    Tampered { bad_move: Option<usize> },
    /// The start is not a position of its game.
    BadStart(Error),
    /// Move number `index` (from 0) could not be played; the moves before it
    /// could.
    BadMove { index: usize, error: Error },
    /// A game too long to share: `moves` moves, more than `MAX_MOVES`.
    TooLong { moves: usize },
}

impl LinkError {
    /// A stable name for the kind of error, for pages that word it in their
    /// own language.
    pub fn kind(&self) -> &'static str {
        match self {
            LinkError::Empty => "empty",
            LinkError::Malformed(_) => "malformed",
            LinkError::FutureVersion(_) => "future-version",
            LinkError::Truncated { .. } => "truncated",
            LinkError::Tampered { .. } => "tampered",
            LinkError::BadStart(_) => "bad-start",
            LinkError::BadMove { .. } => "bad-move",
            LinkError::TooLong { .. } => "too-long",
        }
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => write!(f, "the link holds no game"),
            LinkError::Malformed(what) => write!(f, "not a game link: {what}"),
            LinkError::FutureVersion(version) => write!(
                f,
                "the link was made by a newer version of the game (format {version}; this one reads {VERSION})"
            ),
            LinkError::Truncated {
                expected: Some(expected),
                read,
            } => write!(
                f,
                "the link is cut short: it holds {read} of its {expected} moves"
            ),
            LinkError::Truncated { expected: None, .. } => write!(f, "the link is cut short"),
            LinkError::Tampered { bad_move: None } => {
                write!(f, "the link was changed or damaged after it was made")
            }
            LinkError::Tampered {
                bad_move: Some(index),
            } => write!(
                f,
                "the link was changed or damaged after it was made; move {} cannot be played",
                index + 1
            ),
            LinkError::BadStart(error) => write!(f, "the link's start position is refused: {error}"),
            LinkError::BadMove { index, error } => {
                write!(f, "move {} of the link cannot be played: {error}", index + 1)
            }
            LinkError::TooLong { moves } => write!(
                f,
                "a game of {moves} moves is too long for a link (at most {MAX_MOVES})"
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// What stopped the reading of a link's body, at any depth. It says no more
/// than what went wrong: `decode` words it as a `LinkError` with the moves
/// read by then, so that the readers need not carry them.
#[derive(Debug)]
pub(super) enum ReadError {
    /// The data ran out before a value was read in full.
    OutOfData,
    /// A value that no encoder writes.
    Invalid(String),
    /// The start is not a position of its game.
    Start(Error),
    /// The move being read cannot be one of the position before it.
    Move(Error),
}

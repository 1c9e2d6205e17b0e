//! The socket's messages (docs/LIVE.md): what a page may send, read
//! strictly, and the error codes it may get back. Reading never panics and
//! knows nothing of games: the referee decides what a message means.

use mancala::MoveDoc;
use serde::{Deserialize, Serialize};

/// A text message longer than this is refused (`too-large`); the longest
/// real one, a Kiothi opening, is a few hundred bytes.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// A seat at the board. In the protocol's own fields seats are words; in the
/// engine's documents (traces, results) they stay the numbers 0 and 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    South,
    North,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::South, Seat::North];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn other(self) -> Seat {
        match self {
            Seat::South => Seat::North,
            Seat::North => Seat::South,
        }
    }

    pub fn of_player(player: mancala::Player) -> Seat {
        match player {
            mancala::Player::South => Seat::South,
            mancala::Player::North => Seat::North,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Seat::South => "south",
            Seat::North => "north",
        }
    }
}

/// The offers a player makes and the opponent answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OfferKind {
    Draw,
    Takeback,
}

/// A message from a page.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "t", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMessage {
    Join {
        game: String,
        token: Option<String>,
    },
    Move {
        ply: u64,
        #[serde(rename = "move")]
        mv: MoveDoc,
    },
    // Empty braces, not unit variants: serde lets a unit variant of an
    // internally tagged enum carry any fields, deny_unknown_fields or not.
    Resign {},
    Offer {
        kind: OfferKind,
        ply: u64,
    },
    Answer {
        kind: OfferKind,
        ply: u64,
        accept: bool,
    },
    Withdraw {
        kind: OfferKind,
    },
    Rematch {},
    Ping {},
}

/// Why a message was refused: the `code` of an `error` message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    BadJson,
    BadMessage,
    TooLarge,
    RateLimited,
    NotJoined,
    AlreadyJoined,
    NoGame,
    BadToken,
    BadOrigin,
    Watcher,
    GameOver,
    NotOver,
    StalePly,
    NotYourTurn,
    BadMove,
    IllegalMove,
    NoOffer,
    OfferPending,
    NothingToTakeBack,
    OfferLimit,
    TooManyEvents,
    TooManySockets,
    WatchersFull,
    Expired,
    Store,
}

impl Code {
    pub fn as_str(self) -> &'static str {
        match self {
            Code::BadJson => "bad-json",
            Code::BadMessage => "bad-message",
            Code::TooLarge => "too-large",
            Code::RateLimited => "rate-limited",
            Code::NotJoined => "not-joined",
            Code::AlreadyJoined => "already-joined",
            Code::NoGame => "no-game",
            Code::BadToken => "bad-token",
            Code::BadOrigin => "bad-origin",
            Code::Watcher => "watcher",
            Code::GameOver => "game-over",
            Code::NotOver => "not-over",
            Code::StalePly => "stale-ply",
            Code::NotYourTurn => "not-your-turn",
            Code::BadMove => "bad-move",
            Code::IllegalMove => "illegal-move",
            Code::NoOffer => "no-offer",
            Code::OfferPending => "offer-pending",
            Code::NothingToTakeBack => "nothing-to-take-back",
            Code::OfferLimit => "offer-limit",
            Code::TooManyEvents => "too-many-events",
            Code::TooManySockets => "too-many-sockets",
            Code::WatchersFull => "watchers-full",
            Code::Expired => "expired",
            Code::Store => "store",
        }
    }
}

/// A refusal: its code and an English message for logs and developers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: Code,
    pub message: String,
}

impl Refusal {
    pub fn new(code: Code, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// Reads one text message: its size first, then its JSON, then its shape.
pub fn parse(text: &str) -> Result<ClientMessage, Refusal> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(Refusal::new(
            Code::TooLarge,
            format!(
                "a message of {} bytes, over {MAX_MESSAGE_BYTES}",
                text.len()
            ),
        ));
    }
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|error| Refusal::new(Code::BadJson, format!("not JSON: {error}")))?;
    serde_json::from_value(value)
        .map_err(|error| Refusal::new(Code::BadMessage, format!("not a message: {error}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala::Direction;

    #[test]
    fn a_move_reads_with_its_ply_and_the_engines_move_document() {
        let message = parse(r#"{"t":"move","ply":4,"move":{"pit":11,"dir":"ccw"}}"#).unwrap();
        assert_eq!(
            message,
            ClientMessage::Move {
                ply: 4,
                mv: MoveDoc {
                    pit: Some(11),
                    dir: Some(Direction::Ccw),
                    ..MoveDoc::default()
                }
            }
        );
    }

    #[test]
    fn each_kind_of_bad_text_gets_its_own_code() {
        let code = |text: &str| parse(text).unwrap_err().code;
        assert_eq!(code("{\"t\":"), Code::BadJson);
        assert_eq!(code("[]"), Code::BadMessage);
        assert_eq!(code(r#"{"t":"dance"}"#), Code::BadMessage);
        assert_eq!(code(r#"{"t":"resign","extra":1}"#), Code::BadMessage);
        assert_eq!(
            code(r#"{"t":"move","ply":-1,"move":{"pit":1}}"#),
            Code::BadMessage
        );
        assert_eq!(
            code(r#"{"t":"move","ply":1,"move":{"pot":1}}"#),
            Code::BadMessage
        );
        assert_eq!(
            code(r#"{"t":"offer","kind":"tea","ply":1}"#),
            Code::BadMessage
        );
        let padded = format!(
            r#"{{"t":"ping","pad":"{}"}}"#,
            "x".repeat(MAX_MESSAGE_BYTES)
        );
        assert_eq!(code(&padded), Code::TooLarge);
    }

    #[test]
    fn a_join_may_watch_without_a_token() {
        assert_eq!(
            parse(r#"{"t":"join","game":"abc","token":null}"#).unwrap(),
            ClientMessage::Join {
                game: "abc".into(),
                token: None
            }
        );
    }
}

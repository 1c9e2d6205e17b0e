//! A whole game in a link: the text after `#` in a shared URL.
//!
//! A link is `VERSION.PAYLOAD`: the format's version in decimal, a dot, and
//! base64url (no padding) of a bit stream, most significant bit first:
//!
//! - a 24-bit checksum of everything after it (spots a link altered by hand
//!   or damaged on the way);
//! - (from version 2) what the game is for: to look at, to play on with a
//!   friend, or to continue against the computer (`Play`);
//! - the game (2 bits) and whether it starts from the game's own start (1
//!   bit). A standard start gives its board options and who moves first; any
//!   other start (an edited or puzzle position) gives every pit count;
//! - the number of moves, then each move in as few bits as the position
//!   before it allows: the move's number among the mover's own pits (with
//!   Giuthi's direction, or the warriors a Kiothi harvest lifts). Kiothi's
//!   opening gives the two boma emptied and where each warrior went.
//!
//! The encoding is canonical: a link read without error is exactly the link
//! its game encodes to. Reading is defensive: every value is checked against
//! the rules as it is read, and a link that cannot be read in full still
//! gives the game as far as it could be read when its start could be, with
//! the reason the rest could not. Links of version 1, which say nothing of
//! who plays, are still read (and opened as friends' games, as they were).

// From the bottom up (tests/layers.rs).
// The URL-safe alphabet.
pub mod base64url;
// Why a link cannot be read.
mod error;
// Reading and writing bits.
mod bits;
// The game's start.
mod start;
// Each move in as few bits as its position allows.
mod moves;
// What the link's game is for (look, friend, computer).
mod play;

use self::bits::{read_count, write_count, BitReader, BitWriter};
use self::error::ReadError;
use self::moves::{read_move, write_move};
use self::play::{read_play, write_play};
use self::start::{read_start, write_start};
use crate::error::Error;
use crate::game::{Game, GameRecord};

pub use self::error::LinkError;
pub use self::play::Play;
pub use self::start::standard_options;

/// The version this module writes; links of later versions are refused as
/// such rather than misread. Version 1 (no `Play`) is still read.
pub const VERSION: u32 = 2;

/// Links longer than this are not read (a 10,000-move game of the largest
/// board needs about 10,000 characters).
pub const MAX_LINK_CHARS: usize = 32_768;

/// The most moves a link may hold; real games end far sooner (the longest of
/// thousands of random Hus games on 2 x 24 took under 2,000).
pub const MAX_MOVES: usize = 20_000;

const CHECKSUM_BYTES: usize = 3;

/// What a link gives: the game as far as it could be read (at its last
/// move), and why not further, if it could not be read in full.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// None when not even the start could be read.
    pub game: Option<Game>,
    /// What the game is for; None for a link of version 1, which does not
    /// say, or when not even that could be read.
    pub play: Option<Play>,
    pub error: Option<LinkError>,
}

/// The link of a game: what it is for, its start and the moves in effect
/// (not those undone).
pub fn encode(game: &Game, play: Play) -> Result<String, LinkError> {
    encode_as_read(game, Some(play))
}

/// The link that a reading of `game` with `play` comes from: a game read
/// without a `play` came from a link of version 1, and is written as one.
/// (The page writes only the current version; old links are written again
/// to check that one read without error is its game's very link.)
pub fn encode_as_read(game: &Game, play: Option<Play>) -> Result<String, LinkError> {
    let moves = game.moves();
    if moves.len() > MAX_MOVES {
        return Err(LinkError::TooLong { moves: moves.len() });
    }
    let mut body = BitWriter::default();
    if let Some(play) = play {
        write_play(&mut body, play);
    }
    write_start(&mut body, game.start());
    write_count(&mut body, moves.len() as u64);
    for (ply, mv) in moves.iter().enumerate() {
        let before = game
            .position_at(ply)
            .expect("a game has a position before each move in effect");
        write_move(&mut body, before, mv);
    }
    let version = if play.is_some() { VERSION } else { 1 };
    Ok(seal_version(version, &body.into_bytes()))
}

/// The link text holding `body`: the version, then the checksum and the body
/// in base64url. Public so that tests and fuzzers can write bodies no encoder
/// makes and still reach the decoder's checks beyond the checksum.
pub fn seal(body: &[u8]) -> String {
    seal_version(VERSION, body)
}

fn seal_version(version: u32, body: &[u8]) -> String {
    let mut bytes = checksum(version, body).to_be_bytes()[4 - CHECKSUM_BYTES..].to_vec();
    bytes.extend_from_slice(body);
    format!("{version}.{}", base64url::encode(&bytes))
}

/// The link of a game record, which is replayed (and refused as the record
/// would be) first.
pub fn encode_record(record: &GameRecord, play: Play) -> Result<String, LinkError> {
    let game = Game::from_record(record).map_err(|error| match error {
        Error::BadRecord { index, error } => LinkError::BadMove {
            index,
            error: *error,
        },
        error => LinkError::BadStart(error),
    })?;
    encode(&game, play)
}

/// Reads a link (the text after `#`, without it). Never panics: whatever
/// the text, it gives the game as far as it could be read and the reason it
/// could not be read further.
pub fn decode(link: &str) -> Decoded {
    let fail = |error| Decoded {
        game: None,
        play: None,
        error: Some(error),
    };
    let bytes = match payload(link) {
        Ok(bytes) => bytes,
        Err(error) => return fail(error),
    };
    if bytes.bytes.len() < CHECKSUM_BYTES {
        return fail(truncated(None, 0));
    }
    let (sum, body) = bytes.bytes.split_at(CHECKSUM_BYTES);
    let intact = sum == &checksum(bytes.version, body).to_be_bytes()[4 - CHECKSUM_BYTES..];
    let mut reader = BitReader::new(body);
    let mut progress = Progress::default();
    let read = read_game(&mut reader, &mut progress, bytes.version).and_then(|()| {
        if reader.rest_is_padding() && !bytes.ragged {
            Ok(())
        } else {
            Err(ReadError::Invalid(
                "there is more after the last move".into(),
            ))
        }
    });
    let Progress {
        game,
        play,
        expected,
    } = progress;
    // The game keeps the moves before the one that stopped the reading, so
    // their number is that move's index.
    let moves_read = game.as_ref().map_or(0, Game::ply);
    let error = match read {
        // A link cut short fails its checksum too; being cut is the news.
        Err(ReadError::OutOfData) => Some(truncated(expected, moves_read)),
        _ if !intact => Some(LinkError::Tampered {
            bad_move: matches!(read, Err(ReadError::Move(_))).then_some(moves_read),
        }),
        Err(ReadError::Move(error)) => Some(LinkError::BadMove {
            index: moves_read,
            error,
        }),
        Err(ReadError::Start(error)) => Some(LinkError::BadStart(error)),
        Err(ReadError::Invalid(what)) => Some(LinkError::Malformed(what)),
        Ok(()) => canonical_check(link, game.as_ref(), play),
    };
    Decoded { game, play, error }
}

fn truncated(expected: Option<usize>, read: usize) -> LinkError {
    LinkError::Truncated { expected, read }
}

/// A link that reads without error must be the very link its game encodes
/// to; the format is built so, and this keeps it so for whatever slipped
/// through (such as a standard start written out pit by pit).
fn canonical_check(link: &str, game: Option<&Game>, play: Option<Play>) -> Option<LinkError> {
    let game = game?;
    match encode_as_read(game, play) {
        Ok(again) if again == link => None,
        _ => Some(LinkError::Malformed(
            "the game is written in a form this format never makes".into(),
        )),
    }
}

struct Payload {
    /// 1 or `VERSION`.
    version: u32,
    bytes: Vec<u8>,
    /// The base64 ended part-way through a byte or with stray bits set, as a
    /// link cut short does.
    ragged: bool,
}

fn payload(link: &str) -> Result<Payload, LinkError> {
    if link.is_empty() {
        return Err(LinkError::Empty);
    }
    if link.len() > MAX_LINK_CHARS {
        return Err(LinkError::Malformed(format!(
            "longer than {MAX_LINK_CHARS} characters"
        )));
    }
    let Some((version, data)) = link.split_once('.') else {
        return Err(LinkError::Malformed("no version".into()));
    };
    let digits_only = !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit());
    if !digits_only || version.starts_with('0') {
        return Err(LinkError::Malformed("no version".into()));
    }
    let version = match version.parse::<u32>() {
        Ok(known @ (1 | VERSION)) => known,
        Ok(later) if later > VERSION => return Err(LinkError::FutureVersion(later)),
        Ok(_) => return Err(LinkError::Malformed("an unknown version".into())),
        // More digits than any version will have is a later version still.
        Err(_) => return Err(LinkError::FutureVersion(u32::MAX)),
    };
    let (bytes, ragged) = base64url::decode(data)
        .ok_or_else(|| LinkError::Malformed("characters that no link holds".into()))?;
    Ok(Payload {
        version,
        bytes,
        ragged,
    })
}

fn checksum(version: u32, body: &[u8]) -> u32 {
    // FNV-1a over the version and the body, folded to 24 bits.
    let mut hash: u32 = 0x811c_9dc5;
    for byte in version.to_be_bytes().iter().chain(body) {
        hash = (hash ^ u32::from(*byte)).wrapping_mul(0x0100_0193);
    }
    (hash >> 24) ^ (hash & 0x00ff_ffff)
}

/// A link's game as far as it has been read.
#[derive(Default)]
struct Progress {
    /// None until the start is read.
    game: Option<Game>,
    /// None until it is read (and always for version 1).
    play: Option<Play>,
    /// The moves the link says it holds, once that much is read.
    expected: Option<usize>,
}

/// Reads the start and the moves; whatever stops it, `progress` keeps the
/// game read so far.
fn read_game(
    reader: &mut BitReader,
    progress: &mut Progress,
    version: u32,
) -> Result<(), ReadError> {
    if version >= 2 {
        progress.play = Some(read_play(reader)?);
    }
    let game = progress
        .game
        .insert(Game::from_position(read_start(reader)?));
    let count = read_count(reader)?;
    if count > MAX_MOVES as u64 {
        return Err(ReadError::Invalid(format!(
            "{count} moves, more than {MAX_MOVES}"
        )));
    }
    progress.expected = Some(count as usize);
    for _ in 0..count {
        let mv = read_move(reader, game.position())?;
        game.play(&mv).map_err(ReadError::Move)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    //! Links no encoder makes, written bit by bit with a correct checksum:
    //! the decoder must find what is wrong itself.

    use super::bits::write_counts;
    use super::moves::own_pits;
    use super::start::{HOLES_BITS, SEEDS_BITS};
    use super::*;
    use crate::moves::Move;
    use crate::player::Direction;
    use crate::position::Position;
    use crate::variant::{Options, Variant};

    /// A link of the current version holding `body`, which begins with its
    /// `Play` (two bits 0: a game to look at).
    pub(super) fn sealed(body: BitWriter) -> String {
        seal(&body.into_bytes())
    }

    /// A game to look at, on a standard Giuthi 2 x 8 start of 8 seeds,
    /// South first.
    fn giuthi_start(w: &mut BitWriter) {
        write_play(w, Play::Look);
        w.write(0, 2);
        w.write(0, 1);
        w.write(8, HOLES_BITS);
        w.write(8, SEEDS_BITS);
        w.write(0, 1);
    }

    #[test]
    fn a_hand_written_link_reads_as_its_game() {
        let mut w = BitWriter::default();
        giuthi_start(&mut w);
        write_count(&mut w, 2);
        w.write(3 * 2, 4); // South's pit 8 + 3, counter-clockwise
        w.write(5 * 2 + 1, 4); // North's pit 5, clockwise
        let decoded = decode(&sealed(w));
        assert_eq!(decoded.error, None);
        let game = decoded.game.unwrap();
        assert_eq!(
            game.moves(),
            &[
                Move::Directed {
                    pit: 11,
                    dir: Direction::Ccw
                },
                Move::Directed {
                    pit: 5,
                    dir: Direction::Cw
                }
            ]
        );
    }

    #[test]
    fn an_unplayable_move_is_named_and_the_moves_before_it_kept() {
        let mut w = BitWriter::default();
        giuthi_start(&mut w);
        write_count(&mut w, 3);
        w.write(0, 4); // South's pit 8, counter-clockwise
        let after_first = {
            let mut game = Game::new(Variant::Giuthi, Options::default()).unwrap();
            game.play(&Move::Directed {
                pit: 8,
                dir: Direction::Ccw,
            })
            .unwrap();
            *game.position()
        };
        // An empty or single-seed pit of the player now to move.
        let (base, _) = own_pits(&after_first);
        let offset = (0..8)
            .find(|&i| after_first.pits()[base + i] < 2)
            .expect("the first move leaves a pit of the mover with fewer than two seeds");
        w.write(offset as u64 * 2, 4);
        w.write(0, 4);
        let decoded = decode(&sealed(w));
        match decoded.error {
            Some(LinkError::BadMove { index: 1, .. }) => {}
            other => panic!("{other:?}"),
        }
        assert_eq!(decoded.game.unwrap().ply(), 1);
    }

    #[test]
    fn a_standard_start_written_pit_by_pit_is_kept_but_flagged() {
        let mut w = BitWriter::default();
        write_play(&mut w, Play::Look);
        w.write(3, 2); // Hus
        w.write(1, 1);
        w.write(8, HOLES_BITS);
        w.write(0, 1);
        let start = Position::new(Variant::Hus, Options::default()).unwrap();
        let pits: Vec<u64> = start.pits().iter().map(|&c| u64::from(c)).collect();
        write_counts(&mut w, &pits);
        write_counts(&mut w, &[0, 0]);
        write_count(&mut w, 0);
        let decoded = decode(&sealed(w));
        assert!(matches!(decoded.error, Some(LinkError::Malformed(_))));
        assert_eq!(decoded.game.unwrap().start(), &start);
    }

    #[test]
    fn data_after_the_last_move_is_flagged() {
        let mut w = BitWriter::default();
        giuthi_start(&mut w);
        write_count(&mut w, 0);
        w.write(0xff, 8);
        let decoded = decode(&sealed(w));
        assert!(matches!(decoded.error, Some(LinkError::Malformed(_))));
        assert_eq!(decoded.game.unwrap().ply(), 0);
    }

    #[test]
    fn a_move_count_beyond_the_limit_is_refused() {
        let mut w = BitWriter::default();
        giuthi_start(&mut w);
        write_count(&mut w, MAX_MOVES as u64 + 1);
        let decoded = decode(&sealed(w));
        assert!(matches!(decoded.error, Some(LinkError::Malformed(_))));
    }
}

//! A whole game in a link: the text after `#` in a shared URL.
//!
//! A link is `VERSION.PAYLOAD`: the format's version in decimal, a dot, and
//! base64url (no padding) of a bit stream, most significant bit first:
//!
//! - a 24-bit checksum of everything after it (spots a link altered by hand
//!   or damaged on the way);
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
//! the reason the rest could not.

use std::fmt;

use crate::error::Error;
use crate::error::PositionError;
use crate::game::{Game, GameRecord};
use crate::moves::{Move, Redistribution, KIOTHI_BOMA};
use crate::player::{Direction, Player};
use crate::position::{Phase, Position, PositionDoc};
use crate::variant::{Options, Variant};

/// The version this module writes; links of later versions are refused as
/// such rather than misread.
pub const VERSION: u32 = 1;

/// Links longer than this are not read (a 10,000-move game of the largest
/// board needs about 10,000 characters).
pub const MAX_LINK_CHARS: usize = 32_768;

/// The most moves a link may hold; real games end far sooner (the longest of
/// thousands of random Hus games on 2 x 24 took under 2,000).
pub const MAX_MOVES: usize = 20_000;

const CHECKSUM_BYTES: usize = 3;

/// Bits of a pit count's width, of a board's pits per row, of a standard
/// start's seeds per pit.
const WIDTH_BITS: u32 = 4;
const HOLES_BITS: u32 = 6;
const SEEDS_BITS: u32 = 5;
/// Bits giving the bit length of a move count.
const LENGTH_BITS: u32 = 5;

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

/// What a link gives: the game as far as it could be read (at its last
/// move), and why not further, if it could not be read in full.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// None when not even the start could be read.
    pub game: Option<Game>,
    pub error: Option<LinkError>,
}

/// The link of a game: its start and the moves in effect (not those undone).
pub fn encode(game: &Game) -> Result<String, LinkError> {
    let moves = game.moves();
    if moves.len() > MAX_MOVES {
        return Err(LinkError::TooLong { moves: moves.len() });
    }
    let mut body = BitWriter::default();
    write_start(&mut body, game.start());
    write_count(&mut body, moves.len() as u64);
    for (ply, mv) in moves.iter().enumerate() {
        let before = game
            .position_at(ply)
            .expect("a game has a position before each move in effect");
        write_move(&mut body, before, mv);
    }
    Ok(seal(&body.into_bytes()))
}

/// The link text holding `body`: the version, then the checksum and the body
/// in base64url. Public so that tests and fuzzers can write bodies no encoder
/// makes and still reach the decoder's checks beyond the checksum.
pub fn seal(body: &[u8]) -> String {
    let mut bytes = checksum(body).to_be_bytes()[4 - CHECKSUM_BYTES..].to_vec();
    bytes.extend_from_slice(body);
    format!("{VERSION}.{}", base64url::encode(&bytes))
}

/// The link of a game record, which is replayed (and refused as the record
/// would be) first.
pub fn encode_record(record: &GameRecord) -> Result<String, LinkError> {
    let game = Game::from_record(record).map_err(|error| match error {
        Error::BadRecord { index, error } => LinkError::BadMove {
            index,
            error: *error,
        },
        error => LinkError::BadStart(error),
    })?;
    encode(&game)
}

/// Reads a link (the text after `#`, without it). Never panics: whatever
/// the text, it gives the game as far as it could be read and the reason it
/// could not be read further.
pub fn decode(link: &str) -> Decoded {
    let fail = |error| Decoded {
        game: None,
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
    let intact = sum == &checksum(body).to_be_bytes()[4 - CHECKSUM_BYTES..];
    let mut reader = BitReader::new(body);
    let problem = read_game(&mut reader);
    let (game, problem) = match problem {
        Ok(game) => match reader.rest_is_padding() && !bytes.ragged {
            true => (game, None),
            false => (game, Some(Problem::Trailing)),
        },
        Err((game, problem)) => (game, Some(problem)),
    };
    let error = match problem {
        Some(Problem::OutOfData { expected, read }) => Some(truncated(expected, read)),
        None | Some(_) if !intact => Some(LinkError::Tampered {
            bad_move: match problem {
                Some(Problem::Move { index, .. }) => Some(index),
                _ => None,
            },
        }),
        Some(Problem::Move { index, error }) => Some(LinkError::BadMove { index, error }),
        Some(Problem::Start(error)) => Some(LinkError::BadStart(error)),
        Some(Problem::Invalid(what)) => Some(LinkError::Malformed(what)),
        Some(Problem::Trailing) => Some(LinkError::Malformed(
            "there is more after the last move".into(),
        )),
        None => canonical_check(link, game.as_ref()),
    };
    Decoded { game, error }
}

fn truncated(expected: Option<usize>, read: usize) -> LinkError {
    LinkError::Truncated { expected, read }
}

/// A link that reads without error must be the very link its game encodes
/// to; the format is built so, and this keeps it so for whatever slipped
/// through (such as a standard start written out pit by pit).
fn canonical_check(link: &str, game: Option<&Game>) -> Option<LinkError> {
    let game = game?;
    match encode(game) {
        Ok(again) if again == link => None,
        _ => Some(LinkError::Malformed(
            "the game is written in a form this format never makes".into(),
        )),
    }
}

struct Payload {
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
    match version.parse::<u32>() {
        Ok(VERSION) => {}
        Ok(later) if later > VERSION => return Err(LinkError::FutureVersion(later)),
        Ok(_) => return Err(LinkError::Malformed("an unknown version".into())),
        // More digits than any version will have is a later version still.
        Err(_) => return Err(LinkError::FutureVersion(u32::MAX)),
    }
    let (bytes, ragged) = base64url::decode(data)
        .ok_or_else(|| LinkError::Malformed("characters that no link holds".into()))?;
    Ok(Payload { bytes, ragged })
}

fn checksum(body: &[u8]) -> u32 {
    // FNV-1a over the version and the body, folded to 24 bits.
    let mut hash: u32 = 0x811c_9dc5;
    for byte in VERSION.to_be_bytes().iter().chain(body) {
        hash = (hash ^ u32::from(*byte)).wrapping_mul(0x0100_0193);
    }
    (hash >> 24) ^ (hash & 0x00ff_ffff)
}

/// What stopped the reading of a link's body.
enum Problem {
    OutOfData {
        expected: Option<usize>,
        read: usize,
    },
    /// A value that no encoder writes (before the moves).
    Invalid(String),
    Start(Error),
    Move {
        index: usize,
        error: Error,
    },
    Trailing,
}

/// Reads the start and the moves: the game, or the game as far as it could
/// be read (none before the start is read) and what stopped it.
// The game read so far travels with the error once, on the way out.
#[allow(clippy::result_large_err)]
fn read_game(reader: &mut BitReader) -> Result<Option<Game>, (Option<Game>, Problem)> {
    let header_cut = |_: OutOfData| {
        (
            None,
            Problem::OutOfData {
                expected: None,
                read: 0,
            },
        )
    };
    let start = read_start(reader)
        .map_err(|problem| (None, problem))?
        .map_err(header_cut)?;
    let mut game = Game::from_position(start);
    let count = read_count(reader).map_err(|_| {
        (
            Some(game.clone()),
            Problem::OutOfData {
                expected: None,
                read: 0,
            },
        )
    })?;
    if count > MAX_MOVES as u64 {
        return Err((
            Some(game),
            Problem::Invalid(format!("{count} moves, more than {MAX_MOVES}")),
        ));
    }
    let count = count as usize;
    for index in 0..count {
        let mv = match read_move(reader, game.position()) {
            Ok(Ok(mv)) => mv,
            Ok(Err(error)) => return Err((Some(game), Problem::Move { index, error })),
            Err(OutOfData) => {
                return Err((
                    Some(game),
                    Problem::OutOfData {
                        expected: Some(count),
                        read: index,
                    },
                ))
            }
        };
        if let Err(error) = game.play(&mv) {
            return Err((Some(game), Problem::Move { index, error }));
        }
    }
    Ok(Some(game))
}

// The start.

/// The board options of a start that is the game's own start on some board
/// (with either player to move first); None for any other start, such as an
/// edited position.
pub fn standard_options(start: &Position) -> Option<Options> {
    let variant = start.variant();
    let options = Options {
        holes: start.holes(),
        seeds: start.pits().iter().copied().max()?,
        setup: (variant == Variant::Kiothi).then_some(start.kiothi_marks().setup),
    };
    let mut standard = Position::new(variant, options).ok()?;
    standard.to_move = start.to_move();
    (standard == *start).then_some(options)
}

fn variant_code(variant: Variant) -> u64 {
    Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0) as u64
}

fn write_start(w: &mut BitWriter, start: &Position) {
    w.write(variant_code(start.variant()), 2);
    let kiothi = start.variant() == Variant::Kiothi;
    match standard_options(start) {
        Some(options) => {
            w.write(0, 1);
            w.write(options.holes as u64, HOLES_BITS);
            w.write(u64::from(options.seeds), SEEDS_BITS);
            if kiothi {
                w.write(u64::from(options.setup == Some(5)), 1);
            }
            w.write(start.to_move().index() as u64, 1);
        }
        None => {
            w.write(1, 1);
            w.write(start.holes() as u64, HOLES_BITS);
            w.write(start.to_move().index() as u64, 1);
            let pits: Vec<u64> = start.pits().iter().map(|&c| u64::from(c)).collect();
            write_counts(w, &pits);
            write_counts(w, &start.captured().map(u64::from));
            if kiothi {
                let marks = start.kiothi_marks();
                w.write(u64::from(marks.setup == 5), 1);
                w.write(u64::from(marks.phase == Phase::Play), 1);
                if marks.phase == Phase::Play {
                    w.write(u64::from(marks.nki), KIOTHI_BOMA as u32);
                    w.write(u64::from(marks.lifted), KIOTHI_BOMA as u32);
                }
            }
        }
    }
}

/// Counts as one shared width (the bits of the largest) and each count in it.
fn write_counts(w: &mut BitWriter, counts: &[u64]) {
    let width = bit_length(counts.iter().copied().max().unwrap_or(0));
    w.write(u64::from(width), WIDTH_BITS);
    for &count in counts {
        w.write(count, width);
    }
}

fn read_counts(r: &mut BitReader, len: usize) -> Result<Result<Vec<i64>, Problem>, OutOfData> {
    let width = r.read(WIDTH_BITS)? as u32;
    let counts = (0..len)
        .map(|_| r.read(width).map(|c| c as i64))
        .collect::<Result<Vec<i64>, OutOfData>>()?;
    let widest = counts
        .iter()
        .map(|&c| bit_length(c as u64))
        .max()
        .unwrap_or(0);
    Ok(if widest == width {
        Ok(counts)
    } else {
        Err(Problem::Invalid("counts wider than they need".into()))
    })
}

/// The start position; the outer error is a problem found, the inner one
/// the data running out.
fn read_start(r: &mut BitReader) -> Result<Result<Position, OutOfData>, Problem> {
    let mut read = || -> Result<Result<Position, Problem>, OutOfData> {
        let variant = Variant::ALL[r.read(2)? as usize];
        let kiothi = variant == Variant::Kiothi;
        if r.read(1)? == 0 {
            let holes = r.read(HOLES_BITS)? as usize;
            let seeds = r.read(SEEDS_BITS)? as u16;
            let setup = if kiothi {
                Some(if r.read(1)? == 1 { 5 } else { 6 })
            } else {
                None
            };
            let to_move = player(r.read(1)?);
            let options = Options {
                holes,
                seeds,
                setup,
            };
            // Zero would stand for "the default" to Options; no link says so.
            if holes == 0 || seeds == 0 {
                return Ok(Err(Problem::Start(Error::BadOption(format!(
                    "a board of {holes} pits of {seeds} seeds"
                )))));
            }
            return Ok(Position::new(variant, options)
                .map(|mut position| {
                    position.to_move = to_move;
                    position
                })
                .map_err(Problem::Start));
        }
        let holes = r.read(HOLES_BITS)? as usize;
        if !variant.holes_allowed(holes) {
            return Ok(Err(Problem::Start(
                PositionError::Holes {
                    rule: variant.holes_rule(),
                    holes: holes as i64,
                }
                .into(),
            )));
        }
        let to_move = r.read(1)?;
        let pits = match read_counts(r, variant.rows() * holes)? {
            Ok(pits) => pits,
            Err(problem) => return Ok(Err(problem)),
        };
        let captured = match read_counts(r, 2)? {
            Ok(captured) => [captured[0], captured[1]],
            Err(problem) => return Ok(Err(problem)),
        };
        let mut doc = PositionDoc {
            game: variant.id().to_string(),
            holes: holes as i64,
            pits,
            captured,
            to_move: to_move as i64,
            phase: None,
            nki: None,
            lifted: None,
            setup: None,
        };
        if kiothi {
            let boma = |set: u64| {
                (0..20)
                    .filter(|b| set & (1 << b) != 0)
                    .collect::<Vec<i64>>()
            };
            doc.setup = Some(if r.read(1)? == 1 { 5 } else { 6 });
            let play = r.read(1)? == 1;
            doc.phase = Some(if play { Phase::Play } else { Phase::Opening });
            let (nki, lifted) = if play {
                (r.read(KIOTHI_BOMA as u32)?, r.read(KIOTHI_BOMA as u32)?)
            } else {
                (0, 0)
            };
            doc.nki = Some(boma(nki));
            doc.lifted = Some(boma(lifted));
        }
        Ok(Position::try_from(doc).map_err(Problem::Start))
    };
    match read() {
        Ok(Ok(position)) => Ok(Ok(position)),
        Ok(Err(problem)) => Err(problem),
        Err(out) => Ok(Err(out)),
    }
}

fn player(bit: u64) -> Player {
    if bit == 1 {
        Player::North
    } else {
        Player::South
    }
}

// Moves.

/// The first board pit of the mover's own pits, and how many there are, as
/// the game's moves number them.
fn own_pits(position: &Position) -> (usize, usize) {
    let n = position.holes();
    let mover = position.to_move();
    match (position.variant(), mover) {
        (Variant::Giuthi, Player::South) => (n, n),
        (Variant::Giuthi, Player::North) => (0, n),
        (Variant::Kiothi | Variant::EnGehe, Player::South) => (0, n),
        (Variant::Kiothi | Variant::EnGehe, Player::North) => (n, n),
        // Hus moves already number the mover's own loop from 0.
        (Variant::Hus, _) => (0, 2 * n),
    }
}

fn write_move(w: &mut BitWriter, position: &Position, mv: &Move) {
    let (base, own) = own_pits(position);
    match *mv {
        Move::Directed { pit, dir } => {
            let code = (pit - base) * 2 + usize::from(dir == Direction::Cw);
            w.write(code as u64, bits_for(2 * own));
        }
        Move::Pit(pit) => w.write((pit - base) as u64, bits_for(own)),
        Move::Harvest { pit, count } => {
            w.write((pit - base) as u64, bits_for(own));
            let available = u64::from(position.pits()[pit]);
            w.write(u64::from(count) - 1, bits_for(available as usize));
        }
        Move::Redistribute(r) => {
            for pit in r.empty {
                w.write((pit - base) as u64, bits_for(own));
            }
            // Where each lifted warrior goes: per boma but the last, its
            // warriors in unary and a closing zero; the last takes the rest.
            for &placed in &r.place[..KIOTHI_BOMA - 1] {
                for _ in 0..placed {
                    w.write(1, 1);
                }
                w.write(0, 1);
            }
        }
    }
}

/// A move read for `position`: the data running out (outer error), or a
/// move that cannot be one of this position (inner error).
fn read_move(r: &mut BitReader, position: &Position) -> Result<Result<Move, Error>, OutOfData> {
    let (base, own) = own_pits(position);
    let out_of_range = |code: u64| {
        Err(Error::BadMove(format!(
            "pit code {code} is beyond the mover's {own} pits"
        )))
    };
    Ok(match position.variant() {
        Variant::Giuthi => {
            let code = r.read(bits_for(2 * own))?;
            if code >= 2 * own as u64 {
                return Ok(out_of_range(code));
            }
            let dir = if code % 2 == 1 {
                Direction::Cw
            } else {
                Direction::Ccw
            };
            Ok(Move::Directed {
                pit: base + code as usize / 2,
                dir,
            })
        }
        Variant::EnGehe | Variant::Hus => {
            let code = r.read(bits_for(own))?;
            if code >= own as u64 {
                return Ok(out_of_range(code));
            }
            Ok(Move::Pit(base + code as usize))
        }
        Variant::Kiothi if position.phase() == Phase::Play => {
            let code = r.read(bits_for(own))?;
            if code >= own as u64 {
                return Ok(out_of_range(code));
            }
            let pit = base + code as usize;
            let available = u64::from(position.pits()[pit]);
            if available == 0 {
                return Ok(Err(crate::IllegalMove::EmptyPit { pit }.into()));
            }
            let count = r.read(bits_for(available as usize))? + 1;
            if count > available {
                return Ok(Err(crate::IllegalMove::CountTooLarge {
                    pit,
                    count: count as u32,
                    available: available as u32,
                }
                .into()));
            }
            Ok(Move::Harvest {
                pit,
                count: count as u32,
            })
        }
        Variant::Kiothi => {
            let mut empty = [0; 2];
            for slot in &mut empty {
                let code = r.read(bits_for(own))?;
                if code >= own as u64 {
                    return Ok(out_of_range(code));
                }
                *slot = base + code as usize;
            }
            let [first, second] = empty;
            if first == second {
                return Ok(Err(crate::IllegalMove::OpeningPitsNotDistinct.into()));
            }
            if let Some(&pit) = empty.iter().find(|&&pit| position.pits()[pit] == 0) {
                return Ok(Err(crate::IllegalMove::OpeningPitNotOccupied { pit }.into()));
            }
            let lifted: u16 = empty.iter().map(|&pit| position.pits()[pit]).sum();
            let mut place = [0u16; KIOTHI_BOMA];
            let mut left = lifted;
            for slot in &mut place[..KIOTHI_BOMA - 1] {
                while r.read(1)? == 1 {
                    if left == 0 {
                        return Ok(Err(Error::BadMove(format!(
                            "the opening places more than the {lifted} warriors lifted"
                        ))));
                    }
                    *slot += 1;
                    left -= 1;
                }
            }
            place[KIOTHI_BOMA - 1] = left;
            Ok(Move::Redistribute(Redistribution { empty, place }))
        }
    })
}

// Numbers.

/// The bits of `value` (0 for 0).
fn bit_length(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// The bits needed to write any of `choices` values 0..choices-1.
fn bits_for(choices: usize) -> u32 {
    bit_length(choices.saturating_sub(1) as u64)
}

/// A count as its bit length and then its bits below the leading one, so
/// that every number has exactly one writing.
fn write_count(w: &mut BitWriter, value: u64) {
    let length = bit_length(value);
    w.write(u64::from(length), LENGTH_BITS);
    if length > 1 {
        w.write(value & ((1 << (length - 1)) - 1), length - 1);
    }
}

fn read_count(r: &mut BitReader) -> Result<u64, OutOfData> {
    let length = r.read(LENGTH_BITS)? as u32;
    Ok(match length {
        0 => 0,
        _ => (1 << (length - 1)) | r.read(length - 1)?,
    })
}

#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte (0: it is full or there is none).
    used: u32,
}

impl BitWriter {
    /// Writes the low `width` bits of `value`, most significant first.
    fn write(&mut self, value: u64, width: u32) {
        for bit in (0..width).rev() {
            if self.used == 0 {
                self.bytes.push(0);
            }
            let last = self.bytes.len() - 1;
            self.bytes[last] |= (((value >> bit) & 1) as u8) << (7 - self.used);
            self.used = (self.used + 1) % 8;
        }
    }

    fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

/// The data ran out before a value was read in full.
#[derive(Debug)]
struct OutOfData;

struct BitReader<'a> {
    bytes: &'a [u8],
    /// Bits read so far.
    at: usize,
}

impl<'a> BitReader<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, at: 0 }
    }

    fn read(&mut self, width: u32) -> Result<u64, OutOfData> {
        if self.at + width as usize > self.bytes.len() * 8 {
            self.at = self.bytes.len() * 8;
            return Err(OutOfData);
        }
        let mut value = 0;
        for _ in 0..width {
            let bit = (self.bytes[self.at / 8] >> (7 - self.at % 8)) & 1;
            value = value << 1 | u64::from(bit);
            self.at += 1;
        }
        Ok(value)
    }

    /// Whether all that is left is the zero bits that fill the last byte.
    fn rest_is_padding(&self) -> bool {
        let total = self.bytes.len() * 8;
        total - self.at < 8
            && (self.at..total).all(|at| (self.bytes[at / 8] >> (7 - at % 8)) & 1 == 0)
    }
}

/// Base64url without padding (RFC 4648, section 5).
mod base64url {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    pub fn encode(bytes: &[u8]) -> String {
        let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
        for chunk in bytes.chunks(3) {
            let group = chunk
                .iter()
                .enumerate()
                .fold(0u32, |group, (i, &b)| group | u32::from(b) << (16 - 8 * i));
            for i in 0..=chunk.len() {
                text.push(ALPHABET[(group >> (18 - 6 * i)) as usize & 63] as char);
            }
        }
        text
    }

    fn value(c: u8) -> Option<u32> {
        ALPHABET.iter().position(|&a| a == c).map(|v| v as u32)
    }

    /// The whole bytes the text holds, and whether it ended raggedly (a
    /// lone last character, or leftover bits that are not zero). None for
    /// characters outside the alphabet.
    pub fn decode(text: &str) -> Option<(Vec<u8>, bool)> {
        let values = text.bytes().map(value).collect::<Option<Vec<u32>>>()?;
        let mut bytes = Vec::with_capacity(values.len() * 3 / 4);
        let mut ragged = false;
        for chunk in values.chunks(4) {
            let group = chunk
                .iter()
                .enumerate()
                .fold(0u32, |group, (i, &v)| group | v << (18 - 6 * i));
            let whole = (chunk.len() * 6) / 8;
            for i in 0..whole {
                bytes.push((group >> (16 - 8 * i)) as u8);
            }
            let leftover_bits = chunk.len() * 6 - whole * 8;
            let leftover = (group >> (24 - chunk.len() * 6)) & ((1 << leftover_bits) - 1);
            ragged |= chunk.len() == 1 || leftover != 0;
        }
        Some((bytes, ragged))
    }
}

#[cfg(test)]
mod tests {
    //! Links no encoder makes, written bit by bit with a correct checksum:
    //! the decoder must find what is wrong itself.

    use super::*;

    fn sealed(body: BitWriter) -> String {
        seal(&body.into_bytes())
    }

    /// A standard Giuthi 2 x 8 start of 8 seeds, South first.
    fn giuthi_start(w: &mut BitWriter) {
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
    fn a_pit_code_beyond_the_row_is_a_bad_move() {
        let mut w = BitWriter::default();
        w.write(1, 2); // Kiothi
        w.write(1, 1); // an edited start
        w.write(10, HOLES_BITS);
        w.write(0, 1);
        write_counts(
            &mut w,
            &[1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0],
        );
        write_counts(&mut w, &[0, 0]);
        w.write(0, 1); // setup 6
        w.write(1, 1); // play phase
        w.write(0, 20);
        w.write(0, 20);
        write_count(&mut w, 1);
        w.write(12, 4); // boma code 12 of South's 10
        let decoded = decode(&sealed(w));
        assert!(matches!(
            decoded.error,
            Some(LinkError::BadMove {
                index: 0,
                error: Error::BadMove(_)
            })
        ));
        assert_eq!(decoded.game.unwrap().ply(), 0);
    }

    #[test]
    fn an_impossible_start_is_refused_without_a_game() {
        for (holes, seeds) in [(4, 8), (8, 12), (0, 8), (8, 0)] {
            let mut w = BitWriter::default();
            w.write(0, 2);
            w.write(0, 1);
            w.write(holes, HOLES_BITS);
            w.write(seeds, SEEDS_BITS);
            w.write(0, 1);
            write_count(&mut w, 0);
            let decoded = decode(&sealed(w));
            assert!(
                matches!(decoded.error, Some(LinkError::BadStart(_))),
                "{holes} x {seeds}: {:?}",
                decoded.error
            );
            assert!(decoded.game.is_none());
        }
    }

    #[test]
    fn a_game_written_in_a_form_no_encoder_makes_is_kept_but_flagged() {
        // The standard start written out pit by pit.
        let mut w = BitWriter::default();
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

        // Counts given more bits than they need.
        let mut w = BitWriter::default();
        w.write(3, 2);
        w.write(1, 1);
        w.write(8, HOLES_BITS);
        w.write(0, 1);
        w.write(5, WIDTH_BITS);
        for &count in &pits {
            w.write(count, 5);
        }
        write_counts(&mut w, &[0, 0]);
        write_count(&mut w, 0);
        let decoded = decode(&sealed(w));
        assert!(matches!(decoded.error, Some(LinkError::Malformed(_))));
        assert!(decoded.game.is_none());
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

    #[test]
    fn counts_have_one_writing_each() {
        for value in [0, 1, 2, 3, 7, 8, 150, 19_999, 1 << 30] {
            let mut w = BitWriter::default();
            write_count(&mut w, value);
            let bytes = w.into_bytes();
            assert_eq!(read_count(&mut BitReader::new(&bytes)).unwrap(), value);
        }
    }

    #[test]
    fn base64url_round_trips_and_notices_ragged_ends() {
        for len in 0..10 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 200) as u8).collect();
            let text = base64url::encode(&bytes);
            assert_eq!(base64url::decode(&text), Some((bytes, false)));
        }
        assert_eq!(base64url::decode("QR"), Some((vec![0x41], true)));
        assert_eq!(base64url::decode("QQ"), Some((vec![0x41], false)));
        assert_eq!(base64url::decode("QUJD"), Some((b"ABC".to_vec(), false)));
        assert_eq!(base64url::decode("Q"), Some((vec![], true)));
        assert_eq!(base64url::decode("QQ=="), None);
        assert_eq!(base64url::decode("Q+"), None);
    }
}

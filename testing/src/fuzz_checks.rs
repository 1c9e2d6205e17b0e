//! What the fuzz targets require of the engine for each input it accepts,
//! beyond not panicking: the engine's invariants (`mancala::invariants`,
//! which the property tests and the lab's soak check too), and what each
//! kind of input adds. `tests/fuzz_regressions.rs` runs these checks too,
//! so an input kept as a regression test is judged exactly as the fuzzer
//! judged it.

use mancala::invariants::{self, Fault};
use mancala::Trace;
use mancala::{link, rules};
use mancala::{
    Direction, Error, Game, GameRecord, Move, Position, PositionDoc, Redistribution, Variant,
};
use serde_json::{json, Value};

/// Panics with what did not hold, and where.
fn holds(position: &Position, checked: Result<(), Fault>) {
    if let Err(fault) = checked {
        panic!("{fault} in {}", position.to_json());
    }
}

/// A position document as text: refused with a message, or accepted as the
/// position it describes, which then behaves (see `accepted_position`).
pub fn position_document(text: &str) {
    let position = match Position::from_json(text) {
        Ok(position) => position,
        Err(error) => {
            assert!(!error.to_string().is_empty());
            return;
        }
    };
    let doc: PositionDoc = serde_json::from_str(text).expect("an accepted document parses");
    assert_reads_as_written(&doc, &position);
    accepted_position(&position);
}

/// The position says what the document said: the same board and captures,
/// Kiothi's marks as sets, and the same player to move unless the rules made
/// a Giuthi player without a move pass.
fn assert_reads_as_written(doc: &PositionDoc, position: &Position) {
    let written = PositionDoc::from(position);
    assert_eq!(
        (
            &written.game,
            written.holes,
            &written.pits,
            written.captured
        ),
        (&doc.game, doc.holes, &doc.pits, doc.captured)
    );
    if written.to_move != doc.to_move {
        // Only a Giuthi pass changes it, and only to a player who can move.
        assert_eq!(position.variant(), Variant::Giuthi, "to_move changed");
        assert!(rules::has_legal_move(position));
    }
    if position.variant() == Variant::Kiothi {
        let set = |list: &Option<Vec<i64>>| {
            let mut list = list.clone().unwrap_or_default();
            list.sort_unstable();
            list.dedup();
            list
        };
        assert_eq!(written.phase, Some(doc.phase.unwrap_or_default()));
        assert_eq!(set(&written.nki), set(&doc.nki));
        assert_eq!(set(&written.lifted), set(&doc.lifted));
        assert_eq!(written.setup, Some(doc.setup.unwrap_or(6)));
    }
}

/// Listed moves of a position whose traces are replayed: a Kiothi boma of
/// thousands lists thousands of moves, a drop each.
const TRACED_MOVES: usize = 64;

/// A valid position holds every invariant (`invariants::check_position`).
pub fn accepted_position(position: &Position) {
    holds(position, invariants::check_position(position, TRACED_MOVES));
}

/// The trace, applied to the position before the move as a front end
/// animating it does, arrives at the position after it.
pub fn assert_trace_replays(before: &Position, trace: &Trace, after: &Position) {
    holds(before, invariants::check_trace(before, trace, after));
}

/// A move handed to the engine: as JSON text (what the product accepts) or
/// as an engine `Move` built directly.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveGiven {
    Json(String),
    Direct(Move),
}

/// A move against a valid position: the input of the `move` target, kept in
/// `tests/fuzz_regressions/move/` as `{"position": ..., "move": TEXT}` or
/// `{"position": ..., "direct": [KIND, ...]}`.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveCase {
    pub position: Position,
    pub given: MoveGiven,
}

impl MoveCase {
    pub fn to_json(&self) -> String {
        let position: Value = serde_json::from_str(&self.position.to_json()).unwrap();
        match &self.given {
            MoveGiven::Json(text) => json!({ "position": position, "move": text }),
            MoveGiven::Direct(mv) => json!({ "position": position, "direct": direct_to_json(mv) }),
        }
        .to_string()
    }

    pub fn from_json(text: &str) -> MoveCase {
        let value: Value = serde_json::from_str(text).expect("a move case is JSON");
        let position = Position::from_json(&value["position"].to_string()).expect("its position");
        let given = match (&value["move"], &value["direct"]) {
            (Value::String(text), Value::Null) => MoveGiven::Json(text.clone()),
            (Value::Null, direct) => MoveGiven::Direct(direct_from_json(direct)),
            _ => panic!("a move case has \"move\" (text) or \"direct\""),
        };
        MoveCase { position, given }
    }

    /// The move either plays, with the seeds conserved, the trace replaying
    /// to the new position, and undo/redo going back and forth; or it is
    /// refused with the game exactly as it was
    /// (`invariants::check_given_move`).
    pub fn check(&self) {
        let position = &self.position;
        let mv = match &self.given {
            MoveGiven::Json(text) => match Move::from_json(text, position) {
                Ok(mv) => mv,
                Err(error) => {
                    assert!(matches!(error, Error::Json(_) | Error::BadMove(_)));
                    assert!(!error.to_string().is_empty());
                    return;
                }
            },
            MoveGiven::Direct(mv) => *mv,
        };
        holds(position, invariants::check_given_move(position, &mv));
    }
}

fn direct_to_json(mv: &Move) -> Value {
    match *mv {
        Move::Pit(pit) => json!(["pit", pit]),
        Move::Directed { pit, dir } => json!(["directed", pit, dir.name()]),
        Move::Harvest { pit, count } => json!(["harvest", pit, count]),
        Move::Redistribute(r) => json!(["redistribute", r.empty, r.place]),
    }
}

fn direct_from_json(value: &Value) -> Move {
    let number = |index: usize| value[index].as_u64().expect("a whole number") as usize;
    match value[0].as_str().expect("a move kind") {
        "pit" => Move::Pit(number(1)),
        "directed" => Move::Directed {
            pit: number(1),
            dir: if value[2] == "ccw" {
                Direction::Ccw
            } else {
                Direction::Cw
            },
        },
        "harvest" => Move::Harvest {
            pit: number(1),
            count: number(2) as u32,
        },
        "redistribute" => Move::Redistribute(Redistribution {
            empty: serde_json::from_value(value[1].clone()).expect("two boma"),
            place: serde_json::from_value(value[2].clone()).expect("20 counts"),
        }),
        other => panic!("unknown move kind {other}"),
    }
}

/// A game record as text: refused, naming the move that cannot be played,
/// or replayed to a game that replays the same way every time.
pub fn record_document(text: &str) {
    let record = match GameRecord::from_json(text) {
        Ok(record) => record,
        Err(error) => {
            assert!(matches!(error, Error::Json(_)));
            return;
        }
    };
    match Game::from_record(&record) {
        Ok(game) => accepted_record(&record, &game),
        Err(error) => refused_record(&record, &error),
    }
}

fn accepted_record(record: &GameRecord, game: &Game) {
    assert_eq!(game.ply(), record.moves.len());
    let total = game.start().total_seeds();
    for (ply, trace) in game.traces().iter().enumerate() {
        let before = game.position_at(ply).unwrap();
        let after = game.position_at(ply + 1).unwrap();
        assert_eq!(after.total_seeds(), total, "move {}", ply + 1);
        assert_eq!(trace.mv, game.moves()[ply]);
        assert_trace_replays(before, trace, after);
    }
    if game.outcome().is_some() {
        assert!(game.legal_moves().is_empty());
    }
    let again = Game::from_record(record).expect("an accepted record is accepted again");
    assert_same_game(&again, game);

    // The record the game writes reads back as itself and replays to the
    // same game, which writes the same record again.
    let written = game.record();
    let text = serde_json::to_string(&written).unwrap();
    let reread = GameRecord::from_json(&text).expect("a written record parses");
    assert_eq!(reread, written);
    let replayed = Game::from_record(&reread).expect("a written record replays");
    assert_same_game(&replayed, game);
    assert_eq!(replayed.record(), written);
}

fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.start(), b.start());
    assert_eq!(a.moves(), b.moves());
    assert_eq!(a.position(), b.position());
    assert_eq!(a.outcome(), b.outcome());
    assert_eq!(a.traces(), b.traces());
}

fn refused_record(record: &GameRecord, error: &Error) {
    let Error::BadRecord {
        index,
        error: cause,
    } = error
    else {
        // Only the start can be refused without naming a move.
        assert_eq!(
            Position::try_from(record.start.clone()).err().as_ref(),
            Some(error)
        );
        return;
    };
    assert!(*index < record.moves.len());
    assert!(error.to_string().contains(&format!("move {}", index + 1)));
    let before = GameRecord {
        start: record.start.clone(),
        moves: record.moves[..*index].to_vec(),
    };
    let mut game = Game::from_record(&before).expect("the moves before the refused one replay");
    let position = *game.position();
    let refusal = Move::from_doc(&record.moves[*index], &position)
        .and_then(|mv| game.play(&mv).map(|_| ()))
        .expect_err("the move named is refused");
    assert_eq!(&refusal, &**cause);
    assert_eq!(game.position(), &position);
}

/// A link's fragment: read as far as it can be, with the reason when not in
/// full. A link read without error is exactly its game's link; a game read
/// only in part writes a link that reads back, without error, as that game.
pub fn link_text(text: &str) {
    let decoded = link::decode(text);
    let Some(game) = decoded.game else {
        let error = decoded.error.expect("a link that gives no game says why");
        assert!(!error.to_string().is_empty());
        return;
    };
    let record_game = Game::from_record(&game.record()).expect("a link's game replays");
    assert_same_game(&record_game, &game);
    // In the version it came in: a version-1 link (no `play`) as one.
    let written = link::encode_as_read(&game, decoded.play)
        .expect("a game read from a link can be written as one");
    match &decoded.error {
        None => assert_eq!(
            written, text,
            "a link read without error is its game's link"
        ),
        Some(error) => {
            assert!(!error.to_string().is_empty());
            assert_ne!(written, text, "a link with an error: {error}");
        }
    }
    let again = link::decode(&written);
    assert_eq!(again.error, None, "{written}");
    assert_same_game(&again.game.expect("the game"), &game);
}

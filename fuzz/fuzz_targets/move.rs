//! A move against a valid position: a preset and a few random plies reach
//! the position, then a move arrives as arbitrary JSON text, as a move
//! document with arbitrary fields, as one of the listed legal moves, or as
//! an engine `Move` built directly.
//!
//! With MANCALA_FUZZ_PRINT set, each case is printed as the JSON that
//! `tests/fuzz_regressions/move/` keeps (`cargo fuzz run move ARTIFACT`).

#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use mancala::invariants;
use mancala::rules;
use mancala::{Direction, Move, Phase, Position, Redistribution, Variant};
use mancala_fuzz::checks::{MoveCase, MoveGiven};
use serde_json::{json, Map, Value};

#[derive(Arbitrary, Debug)]
struct Input {
    preset: u8,
    seed: u64,
    plies: u8,
    mv: Given,
}

#[derive(Arbitrary, Debug)]
enum Given {
    Text(String),
    Document {
        pit: Option<i64>,
        dir: Option<u8>,
        count: Option<i64>,
        empty: Option<Vec<i64>>,
        place: Option<Vec<i64>>,
    },
    Listed(u16),
    Direct(DirectMove),
}

#[derive(Arbitrary, Debug)]
enum DirectMove {
    Pit(usize),
    Directed { pit: usize, ccw: bool },
    Harvest { pit: usize, count: u32 },
    Redistribute { empty: [usize; 2], place: [u16; 20] },
}

fn reach(input: &Input) -> Position {
    invariants::reached_position(
        usize::from(input.preset),
        input.seed,
        u32::from(input.plies),
    )
}

fn given(position: &Position, mv: &Given) -> MoveGiven {
    match mv {
        Given::Text(text) => MoveGiven::Json(text.clone()),
        Given::Document {
            pit,
            dir,
            count,
            empty,
            place,
        } => {
            let mut doc = Map::new();
            let mut put = |name: &str, value: Option<Value>| {
                if let Some(value) = value {
                    doc.insert(name.to_string(), value);
                }
            };
            put("pit", pit.map(Value::from));
            put(
                "dir",
                dir.map(|d| json!(["ccw", "cw", "up", ""][usize::from(d) % 4])),
            );
            put("count", count.map(Value::from));
            put("empty", empty.clone().map(Value::from));
            put("place", place.clone().map(Value::from));
            MoveGiven::Json(Value::Object(doc).to_string())
        }
        Given::Listed(index) => {
            let index = usize::from(*index);
            let opening =
                position.variant() == Variant::Kiothi && position.phase() == Phase::Opening;
            let mv = if opening {
                let choices = rules::opening_choices(position);
                if choices.is_empty() {
                    return MoveGiven::Json("{}".into());
                }
                let choice = choices[index % choices.len()];
                let mut place = [0u16; 20];
                place[index % 20] = choice.lifts as u16;
                Move::Redistribute(Redistribution {
                    empty: choice.empty,
                    place,
                })
            } else {
                let legal = rules::legal_moves(position);
                if legal.is_empty() {
                    return MoveGiven::Json(r#"{"pit":0}"#.into());
                }
                legal[index % legal.len()]
            };
            MoveGiven::Json(serde_json::to_string(&mv).unwrap())
        }
        Given::Direct(direct) => MoveGiven::Direct(match *direct {
            DirectMove::Pit(pit) => Move::Pit(pit),
            DirectMove::Directed { pit, ccw } => Move::Directed {
                pit,
                dir: if ccw { Direction::Ccw } else { Direction::Cw },
            },
            DirectMove::Harvest { pit, count } => Move::Harvest { pit, count },
            DirectMove::Redistribute { empty, place } => {
                Move::Redistribute(Redistribution { empty, place })
            }
        }),
    }
}

fuzz_target!(|input: Input| {
    let position = reach(&input);
    let case = MoveCase {
        given: given(&position, &input.mv),
        position,
    };
    if std::env::var_os("MANCALA_FUZZ_PRINT").is_some() {
        println!("{}", case.to_json());
    }
    case.check();
});

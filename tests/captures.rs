//! Captures worked by hand from the rules (docs/RULES.md, "Capture"),
//! where the pit opposite the landing pit holds exactly one seed: the
//! smallest capture there is, which a rule reading "more than one" would
//! miss.

use mancala::rules;
use mancala::trace::{CaptureRule, LapEnd, Trace};
use mancala::{Move, Player, Position};

fn position(json: &str) -> Position {
    Position::from_json(json).unwrap()
}

/// The move's last lap ends in a capture by the pit `capturer` of the one
/// seed of the pit `pit` opposite it.
fn assert_single_capture(trace: &Trace, capturer: usize, pit: usize) {
    let LapEnd::Capture {
        taken,
        capturer: by,
    } = &trace.laps.last().unwrap().end
    else {
        panic!("no capture: {trace:?}");
    };
    assert_eq!(*by, Some(capturer));
    assert_eq!(taken.len(), 1);
    assert_eq!((taken[0].pit, taken[0].count), (pit, 1));
    assert_eq!(taken[0].rule, CaptureRule::Opposite);
}

/// En Gehé on a 2 x 8 practice board: South owns pits 0..7, North 8..15,
/// and pit p faces pit 15 - p. "Ending in an empty own pit whose opposite
/// pit holds seeds removes those seeds and the capturing seed to the
/// mover's tally."
#[test]
fn en_gehe_captures_a_single_seed_opposite() {
    // South lifts the 2 seeds of pit 0 and sows them into pits 1 and 2,
    // both empty: the move ends in empty own pit 2, whose opposite pit 13
    // holds one seed. That seed and the capturing seed go to South's tally.
    let before = position(
        r#"{"game":"en-gehe","holes":8,"pits":[2,0,0,0,0,0,0,0,3,0,0,0,0,1,0,0],"captured":[0,0],"to_move":0}"#,
    );
    let (after, trace) = rules::play(&before, &Move::Pit(0)).unwrap();
    assert_eq!(
        after.pits(),
        [0, 1, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(after.captured(), [2, 0]);
    assert_eq!(after.to_move(), Player::North);
    assert_single_capture(&trace, 2, 13);
}

/// Kiothi: South owns boma 0..9, North 10..19, and boma b faces boma 19 - b.
/// "The move ending in an empty own boma captures the opposite enemy boma
/// if it is occupied and not nki; the captured warriors and the capturing
/// warrior go to the mover's prison."
#[test]
fn kiothi_captures_a_single_warrior_opposite() {
    // South lifts both warriors of boma 3 and sows them into boma 4 and 5,
    // both empty (the first lap ends in an empty own boma, which the
    // first-lap restriction allows): the move ends in boma 5, whose
    // opposite boma 14 holds one warrior and is not nki.
    let before = position(
        r#"{"game":"kiothi","holes":10,"pits":[0,0,0,2,0,0,0,0,0,0,0,0,0,0,1,0,0,3,0,0],"captured":[0,0],"to_move":0,"phase":"play","nki":[],"lifted":[],"setup":6}"#,
    );
    let (after, trace) = rules::play(&before, &Move::Harvest { pit: 3, count: 2 }).unwrap();
    assert_eq!(
        after.pits(),
        [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0]
    );
    assert_eq!(after.captured(), [2, 0]);
    assert_eq!(after.to_move(), Player::North);
    assert_single_capture(&trace, 5, 14);
}

/// The same boma, nki: protected, the single warrior stays and so does the
/// capturing one.
#[test]
fn kiothi_leaves_a_single_nki_warrior_opposite() {
    let before = position(
        r#"{"game":"kiothi","holes":10,"pits":[0,0,0,2,0,0,0,0,0,0,0,0,0,0,1,0,0,3,0,0],"captured":[0,0],"to_move":0,"phase":"play","nki":[14],"lifted":[],"setup":6}"#,
    );
    let (after, _) = rules::play(&before, &Move::Harvest { pit: 3, count: 2 }).unwrap();
    assert_eq!(
        after.pits(),
        [0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 3, 0, 0]
    );
    assert_eq!(after.captured(), [0, 0]);
}

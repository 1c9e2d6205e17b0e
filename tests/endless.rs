//! Moves that never end (docs/RULES.md, "Moves that never end"): a sowing not
//! over after a million laps is endless, and an endless move is not legal.

use mancala::rules::{self, legal_moves_within};
use mancala::{IllegalMove, Move, Position};

/// Found in random Hus play: sowing own hole 0 returns to its starting state
/// only after 32,922,976 laps (measured by an independent simulation): far
/// past the limit, and too long a cycle for the cycle check to see sooner.
const LONGEST_KNOWN: &str = r#"{"game":"hus","holes":8,"pits":[2,7,1,0,1,0,6,1,2,1,12,1,2,5,0,1,0,2,1,0,2,1,0,0,0,0,0,0,0,0,0,0],"captured":[0,0],"to_move":0}"#;

#[test]
fn a_sowing_past_a_million_laps_is_endless() {
    let position = Position::from_json(LONGEST_KNOWN).unwrap();
    assert_eq!(
        rules::check_move(&position, &Move::Pit(0)),
        Err(IllegalMove::Endless)
    );
    let legal = rules::legal_moves(&position);
    assert!(!legal.contains(&Move::Pit(0)));
    assert!(!legal.is_empty());
}

#[test]
fn a_bounded_listing_leaves_the_long_check_undecided() {
    let position = Position::from_json(LONGEST_KNOWN).unwrap();
    let (quick, settled) = legal_moves_within(&position, 100_000);
    assert!(!settled);
    assert_eq!(quick, rules::legal_moves(&position));
}

#[test]
fn the_player_still_has_legal_moves_and_the_game_goes_on() {
    // Own hole 0 is tried first; the growing lap allowance of
    // `has_legal_move` finds another hole that ends before ruling it out
    // (the benchmark `endless` measures how much sooner).
    let position = Position::from_json(LONGEST_KNOWN).unwrap();
    assert!(rules::has_legal_move(&position));
    assert_eq!(rules::outcome(&position), None);
}

/// The longest ending move an independent simulation (written apart from the
/// engine, from docs/RULES.md) found in a search of 1.2 billion random moves: an
/// En Gehé 2 x 50 move of exactly 9,387 laps. Far below the limit, so legal;
/// and the lap count is the engine's too, to the lap.
const LONGEST_ENDING: &str = r#"{"game":"en-gehe","holes":50,"pits":[1,6,10,4,6,2,13,0,7,6,0,6,5,18,5,6,5,2,1,0,6,12,2,1,2,1,2,1,5,2,3,0,1,4,3,0,1,0,1,2,8,1,14,11,0,23,0,13,2,3,6,5,2,5,4,7,0,3,0,5,0,3,0,3,2,11,0,1,0,1,1,0,4,0,1,8,2,6,0,2,5,11,15,12,4,7,4,1,2,1,11,1,0,2,3,0,7,2,1,2],"captured":[0,0],"to_move":1}"#;

#[test]
fn a_move_of_9387_laps_is_legal_and_takes_exactly_that_many() {
    let position = Position::from_json(LONGEST_ENDING).unwrap();
    let mv = Move::Pit(72);
    assert!(rules::legal_moves(&position).contains(&mv));
    let (_, trace) = rules::play(&position, &mv).unwrap();
    assert_eq!(trace.laps.len(), 9387);
    // An allowance one lap short leaves it undecided; its own length settles it.
    let (short, settled) = legal_moves_within(&position, 9386);
    assert!(!settled && !short.contains(&mv));
    let (enough, _) = legal_moves_within(&position, 9387);
    assert!(enough.contains(&mv));
}

//! Moves that never end (RULES.md, "Moves that never end"): a sowing not
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

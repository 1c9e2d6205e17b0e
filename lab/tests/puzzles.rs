//! Every shipped puzzle (`www/puzzles/*.json`, made by `mancala-lab puzzles`)
//! is re-proven: its position's moves all valued as the file says, the
//! answer the only best move and clearly better than the second, the task's
//! claim (the only move capturing the target; the only winning move at each
//! of the learner's turns and the win after the moves claimed), and each
//! reply of a line a proven best reply. The solver is deterministic under
//! the file's node budget, which is the one the proofs were found with.

use std::collections::HashSet;
use std::path::Path;

use mancala::Variant;
use mancala_lab::puzzles::{self, Collection, Task};

/// The issue asks for at least this many puzzles of each game.
const AT_LEAST: usize = 30;

fn collection(game: Variant) -> Collection {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../www/puzzles")
        .join(format!("{}.json", game.id()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn check_game(game: Variant) {
    let collection = collection(game);
    assert_eq!(collection.game, game.id());
    assert_eq!(collection.nodes_per_analysis, puzzles::NODES_PER_ANALYSIS);
    assert!(
        collection.puzzles.len() >= AT_LEAST,
        "{}: {} puzzles",
        game.id(),
        collection.puzzles.len()
    );
    let mut ids = HashSet::new();
    let mut scores = Vec::new();
    for puzzle in &collection.puzzles {
        assert!(ids.insert(puzzle.id.clone()), "{} twice", puzzle.id);
        assert_eq!(puzzle.position.game, game.id(), "{}", puzzle.id);
        if let Err(wrong) = puzzles::check(puzzle) {
            panic!("{}: {wrong}", puzzle.id);
        }
        scores.push(puzzle.difficulty.score);
    }
    assert!(
        scores.windows(2).all(|pair| pair[0] <= pair[1]),
        "{}: not ordered from easy to hard",
        game.id()
    );
}

#[test]
fn giuthi_puzzles_are_proven() {
    check_game(Variant::Giuthi);
}

#[test]
fn kiothi_puzzles_are_proven() {
    check_game(Variant::Kiothi);
}

#[test]
fn en_gehe_puzzles_are_proven() {
    check_game(Variant::EnGehe);
}

#[test]
fn hus_puzzles_are_proven() {
    check_game(Variant::Hus);
}

/// The checks find a wrong claim: a puzzle whose answer is swapped for
/// another move, one whose capture target is raised, one whose value is
/// changed.
#[test]
fn a_wrong_claim_is_found() {
    let collection = collection(Variant::Giuthi);
    let puzzle = &collection.puzzles[0];
    let mut swapped = puzzle.clone();
    let other = puzzle.choices[0]
        .iter()
        .find(|choice| choice.mv != puzzle.line[0].mv)
        .expect("another move");
    swapped.line[0].mv = other.mv.clone();
    assert!(puzzles::check(&swapped).is_err());

    let mut valued = puzzle.clone();
    valued.value.margin += 1;
    assert!(puzzles::check(&valued).is_err());

    let capture = collection
        .puzzles
        .iter()
        .find(|p| p.task == Task::Capture)
        .expect("a capture puzzle");
    let mut greedy = capture.clone();
    greedy.target = greedy.target.map(|k| k + 1);
    assert!(puzzles::check(&greedy).is_err());
}

//! Every shipped puzzle (`www/puzzles/*.json`, made by `mancala-lab puzzles`)
//! is re-proven: its position's moves all valued as the file says; the
//! task's claim (best and capture: the answer the only best move, clearly
//! better than the second, and the only move capturing the target; win: at
//! each of the learner's turns the only move that forces the quickest win,
//! and the win after the moves claimed); and no relay of the learner's
//! longer than its level allows (12 laps at most). The solver and the
//! search for the quickest win are deterministic under their node budgets,
//! which are the ones the proofs were found with.

use std::collections::HashSet;
use std::path::Path;

use mancala::Variant;
use mancala_lab::puzzles::{self, Collection, PuzzleLevel, Task};

/// The issue asks for at least this many puzzles of each game.
const AT_LEAST: usize = 30;

/// No relay a person must follow is longer (docs/PUZZLES.md).
const MOST_LAPS: usize = 12;

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
    let mut order = Vec::new();
    for puzzle in &collection.puzzles {
        assert!(ids.insert(puzzle.id.clone()), "{} twice", puzzle.id);
        assert_eq!(puzzle.position.game, game.id(), "{}", puzzle.id);
        if let Err(wrong) = puzzles::check(puzzle) {
            panic!("{}: {wrong}", puzzle.id);
        }
        let difficulty = puzzle.difficulty;
        assert!(
            difficulty.laps <= MOST_LAPS,
            "{}: {} laps",
            puzzle.id,
            difficulty.laps
        );
        order.push((difficulty.level, difficulty.score));
    }
    assert!(
        order.windows(2).all(|pair| pair[0] <= pair[1]),
        "{}: not ordered from easy to hard",
        game.id()
    );
    for level in [PuzzleLevel::Easy, PuzzleLevel::Medium, PuzzleLevel::Hard] {
        assert!(
            order.iter().any(|(l, _)| *l == level),
            "{}: no {level:?} puzzle",
            game.id()
        );
    }
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
/// changed, one whose laps are understated, one put at a level whose
/// bound its relay passes, a win claimed in more moves than it takes.
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

    let mut short = puzzle.clone();
    short.difficulty.laps += 1;
    assert!(puzzles::check(&short).is_err());

    let hus = hus_puzzle_beyond_easy_laps();
    let mut easier = hus.clone();
    easier.difficulty.level = PuzzleLevel::Easy;
    assert!(puzzles::check(&hus).is_ok(), "{}", hus.id);
    assert!(puzzles::check(&easier).is_err());

    let win = collection
        .puzzles
        .iter()
        .find(|p| p.task == Task::Win)
        .expect("a win puzzle");
    let mut slower = win.clone();
    slower.target = slower.target.map(|n| n + 1);
    assert!(puzzles::check(&slower).is_err());
}

/// A Hus puzzle whose answer sows more laps than the easy level allows.
fn hus_puzzle_beyond_easy_laps() -> puzzles::Puzzle {
    collection(Variant::Hus)
        .puzzles
        .into_iter()
        .find(|p| p.difficulty.laps > PuzzleLevel::Easy.most_laps())
        .expect("a Hus puzzle beyond the easy level's laps")
}

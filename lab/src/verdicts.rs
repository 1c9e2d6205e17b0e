//! How far the game review's verdicts hold (issue 34): computer games are
//! reviewed with estimates of depth D and of D + 4, and the verdicts
//! compared. The review gives a verdict from an estimate only at a depth
//! where fewer than 5 % of them change four plies deeper (docs/AI.md,
//! "Game review"). The classes are the page's (www/analysis/values.js,
//! `classify`), said again here so that the lab can count them.

use mancala::ai::solve::{Analysis, GameResult, Limits, Solver, Worth};
use mancala::ai::FrozenClock;
use mancala::rng::Rng;
use mancala::{Error, Game, Move, Options, Phase, Variant};
use serde::Serialize;

use crate::puzzles;

/// The most value (in seeds of the final score difference) a move may lose
/// and still be in each class, best first; more is a blunder (as
/// `THRESHOLDS` in www/analysis/values.js).
const THRESHOLDS: [(&str, f64); 4] = [
    ("best", 0.05),
    ("good", 1.0),
    ("inaccuracy", 3.0),
    ("mistake", 6.0),
];

/// Nodes an analysis may take: far more than any capped estimate here
/// needs, so that the depth, not the nodes, decides.
const NODES: u64 = 200_000_000;

/// The solver's table for a game's review.
const ENTRIES: usize = 1 << 22;

/// One depth's verdicts against those four plies deeper.
#[derive(Serialize)]
pub struct Stability {
    pub depth: u32,
    pub compared: usize,
    pub changed: usize,
}

/// The review's class of `played` in `analysis` (None for a forced move or
/// a move missing from it): how much worse than the best it is, with a
/// proven win turned into a draw or loss at least a mistake, a win into a
/// loss a blunder.
pub fn classify(analysis: &Analysis, played: &Move) -> Option<&'static str> {
    if analysis.moves.len() < 2 {
        return None;
    }
    let entry = analysis.moves.iter().find(|m| m.mv == *played)?;
    let best = analysis
        .moves
        .iter()
        .find(|m| Some(m.mv) == analysis.best)?;
    let lost = (best.worth.margin - entry.worth.margin).max(0.0);
    let mut class = THRESHOLDS
        .iter()
        .position(|&(_, most)| lost <= most)
        .unwrap_or(THRESHOLDS.len());
    if best.mv == *played {
        class = 0;
    }
    if best.worth.proven && entry.worth.proven {
        let drop = rank(&best.worth) - rank(&entry.worth);
        let floor = match drop {
            2 => 4,
            1 => 3,
            _ => 0,
        };
        class = class.max(floor);
    }
    Some(["best", "good", "inaccuracy", "mistake", "blunder"][class])
}

fn rank(worth: &Worth) -> i32 {
    match worth.result {
        GameResult::Win => 1,
        GameResult::Draw => 0,
        GameResult::Loss => -1,
    }
}

/// Reviews `games` computer games (from `seed`) at each of `depths`, and
/// counts for each depth D with D + 4 among them how many verdicts change.
pub fn stability(
    variant: Variant,
    options: Options,
    games: usize,
    seed: u64,
    depths: &[u32],
    mut progress: impl FnMut(usize, usize),
) -> Result<Vec<Stability>, Error> {
    let mut rng = Rng::new(seed);
    let mut rows: Vec<Stability> = depths
        .iter()
        .filter(|&&d| depths.contains(&(d + 4)))
        .map(|&depth| Stability {
            depth,
            compared: 0,
            changed: 0,
        })
        .collect();
    let mut reviewed = 0;
    while reviewed < games {
        let Some(game) = puzzles::computer_game(variant, options, &mut rng)? else {
            continue;
        };
        reviewed += 1;
        let record = game.record();
        let mut solver = Solver::new(ENTRIES);
        // A verdict needs each move's value, not "at most" for the worse.
        solver.estimate_every_move_exactly(true);
        for ply in 0..record.moves.len() {
            let mut at = game.clone();
            while at.ply() > ply {
                at.undo()?;
            }
            if at.position().phase() == Phase::Opening {
                continue;
            }
            let played = Move::from_doc(&record.moves[ply], at.position())?;
            let verdicts = verdicts_by_depth(&mut solver, &at, &played, depths)?;
            for row in &mut rows {
                let (Some(shallow), Some(deep)) = (
                    verdicts.get(&row.depth).copied().flatten(),
                    verdicts.get(&(row.depth + 4)).copied().flatten(),
                ) else {
                    continue;
                };
                row.compared += 1;
                row.changed += usize::from(shallow != deep);
            }
        }
        progress(reviewed, games);
    }
    Ok(rows)
}

/// The verdict on `played` at each depth (None where the move is forced).
fn verdicts_by_depth(
    solver: &mut Solver,
    game: &Game,
    played: &Move,
    depths: &[u32],
) -> Result<std::collections::HashMap<u32, Option<&'static str>>, Error> {
    let mut verdicts = std::collections::HashMap::new();
    for &depth in depths {
        solver.cap_estimate_depth(Some(depth));
        let limits = Limits {
            ms: None,
            nodes: Some(NODES),
        };
        let analysis = solver.analyse(game, limits, &FrozenClock)?;
        verdicts.insert(depth, classify(&analysis, played));
    }
    solver.cap_estimate_depth(None);
    Ok(verdicts)
}

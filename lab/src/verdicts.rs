//! How far the game review's verdicts hold (issues 34 and 50): computer
//! games are reviewed with the estimate capped at the review's depth D and
//! at D + 4, and each move's verdict compared. A verdict is the chance to
//! win a move gives away (`win_chance`: a logistic of the estimate, a proof
//! 1, 1/2 or 0), in the page's classes: www/analysis/values.js, `classify`,
//! said again here so that the lab can count them (a test below checks
//! that the two files carry the same numbers).

use mancala::ai::solve::{Analysis, GameResult, Limits, Settled, Solver, Worth};
use mancala::ai::FrozenClock;
use mancala::rng::Rng;
use mancala::{Error, Game, Move, Options, Phase, Variant};
use serde::Serialize;

use crate::puzzles;

/// The fitted k of chance = 1 / (1 + e^(-k x)) by game, and the seeds of
/// the default board it was fitted on: `mancala-lab win-chance`
/// (docs/REVIEW.md, "The fit"). Another board of a game takes k times the
/// default board's seeds over its own, as `scaleFor` in values.js. Giuthi's,
/// Kiothi's and Hus's are fitted (`win-chance GAME --games K --depth D
/// --seed 1`), En Gehé's provisional (docs/REVIEW.md).
pub const WIN_CHANCE_SCALES: [(&str, u32, f64); 4] = [
    ("giuthi", 128, 0.0347),
    ("kiothi", 60, 0.157),
    ("en-gehe", 320, 0.05),
    ("hus", 48, 0.0371),
];

/// The least chance to win a move may give away and be in each class
/// past "good", as `CHANCE_THRESHOLDS` in values.js.
pub const CHANCE_THRESHOLDS: [(&str, f64); 3] =
    [("inaccuracy", 0.05), ("mistake", 0.1), ("blunder", 0.2)];

/// Estimates shallower than this carry no verdict ("unclear"), as
/// `UNCLEAR_BELOW_DEPTH` in values.js.
pub const UNCLEAR_BELOW_DEPTH: u32 = 2;

/// Estimates differ by hundredths of a seed where the moves are the same.
const SAME_WITHIN: f64 = 0.05;

/// Nodes an analysis may take: far more than any capped estimate here
/// needs, so that the depth, not the nodes, decides.
const NODES: u64 = 200_000_000;

/// The solver's table for a game's review.
const ENTRIES: usize = 1 << 22;

/// The scale of a game whose board holds `seeds` seeds in all.
pub fn scale_for(variant: Variant, seeds: u32) -> f64 {
    let id = variant.id();
    WIN_CHANCE_SCALES
        .iter()
        .find(|(game, _, _)| *game == id)
        .map_or(0.1, |&(_, fitted_seeds, scale)| {
            scale * f64::from(fitted_seeds) / f64::from(seeds.max(1))
        })
}

/// The chance that the player whose value `worth` is wins: a proof's
/// result, else the fitted curve of the estimate, kept to the side of a
/// half that a settled draw bound says.
pub fn chance(worth: &Worth, scale: f64) -> f64 {
    if worth.proven {
        return match worth.result {
            GameResult::Win => 1.0,
            GameResult::Draw => 0.5,
            GameResult::Loss => 0.0,
        };
    }
    let estimate = 1.0 / (1.0 + (-scale * worth.margin).exp());
    match worth.settled {
        Some(Settled::Win) => 1.0,
        Some(Settled::Loss) => 0.0,
        Some(Settled::AtLeastDraw) => estimate.max(0.5),
        Some(Settled::AtMostDraw) => estimate.min(0.5),
        None => estimate,
    }
}

/// The review's verdict on `played` in `analysis`: None for a forced move
/// or one missing from it; "unclear" where an estimate it rests on is
/// shallower than `UNCLEAR_BELOW_DEPTH`; else the class of the chance it
/// gave away against the best move ("best" for the best, or one as good;
/// "good" for a loss under the first threshold).
pub fn classify(
    analysis: &Analysis,
    played: &Move,
    scale: f64,
    by_result: bool,
) -> Option<&'static str> {
    if analysis.moves.len() < 2 {
        return None;
    }
    let entry = analysis.moves.iter().find(|m| m.mv == *played)?;
    let best = analysis
        .moves
        .iter()
        .max_by(|a, b| {
            chance(&a.worth, scale)
                .total_cmp(&chance(&b.worth, scale))
                .then(a.worth.margin.total_cmp(&b.worth.margin))
        })
        .expect("two moves");
    let shallow = |worth: &Worth| {
        !worth.proven && worth.settled.is_none() && worth.depth < UNCLEAR_BELOW_DEPTH
    };
    if shallow(&best.worth) || shallow(&entry.worth) {
        return Some("unclear");
    }
    let lost = (chance(&best.worth, scale) - chance(&entry.worth, scale)).max(0.0);
    let same_result = by_result && lost == 0.0;
    if best.mv == *played
        || same_result
        || ((best.worth.margin - entry.worth.margin).abs() < SAME_WITHIN && lost < 1e-9)
    {
        return Some("best");
    }
    Some(
        CHANCE_THRESHOLDS
            .iter()
            .rev()
            .find(|&&(_, least)| lost >= least)
            .map_or("good", |&(class, _)| class),
    )
}

/// One game's verdicts at the review's depth against four plies deeper.
#[derive(Serialize)]
pub struct Stability {
    pub game: &'static str,
    pub holes: usize,
    pub depth: u32,
    pub seed: u64,
    pub scale: f64,
    /// Moves with a verdict at both depths (forced moves and Kiothi's
    /// opening left out).
    pub compared: usize,
    pub agreed: usize,
    /// Moves "unclear" at the review's depth.
    pub unclear: usize,
    /// Verdicts at the review's depth by class.
    pub classes: Vec<(&'static str, usize)>,
}

const CLASSES: [&str; 6] = [
    "best",
    "good",
    "inaccuracy",
    "mistake",
    "blunder",
    "unclear",
];

/// Reviews `games` computer games (seeds `seed`, `seed + 1`, ...) at
/// `depth` and at `depth + 4`, on the board's fitted scale or `scale`; a
/// row per game.
pub fn stability(
    variant: Variant,
    options: Options,
    (games, seed): (usize, u64),
    depth: u32,
    scale: Option<f64>,
    mut progress: impl FnMut(&Stability),
) -> Result<Vec<Stability>, Error> {
    let mut rows = Vec::new();
    for game_seed in seed..seed + games as u64 {
        let mut rng = Rng::new(game_seed);
        let game = loop {
            if let Some(game) = puzzles::computer_game(variant, options, &mut rng)? {
                break game;
            }
        };
        let holes = game.start().holes();
        let scale = scale.unwrap_or_else(|| scale_for(variant, game.start().total_seeds()));
        let by_result = variant == Variant::Hus;
        let mut row = Stability {
            game: variant.id(),
            holes,
            depth,
            seed: game_seed,
            scale,
            compared: 0,
            agreed: 0,
            unclear: 0,
            classes: CLASSES.iter().map(|&c| (c, 0)).collect(),
        };
        let record = game.record();
        // Two solvers, so that the deeper search's table never deepens
        // the review's.
        let mut review = Solver::new(ENTRIES);
        review.cap_estimate_depth(Some(depth));
        let mut deeper = Solver::new(ENTRIES);
        deeper.cap_estimate_depth(Some(depth + 4));
        let mut at = game.clone();
        // The last move first, as the review goes.
        for ply in (0..record.moves.len()).rev() {
            at.undo()?;
            if at.position().phase() == Phase::Opening {
                continue;
            }
            let played = Move::from_doc(&record.moves[ply], at.position())?;
            let shallow = verdict(&mut review, &at, &played, scale, by_result)?;
            let deep = verdict(&mut deeper, &at, &played, scale, by_result)?;
            let (Some(shallow), Some(deep)) = (shallow, deep) else {
                continue;
            };
            row.compared += 1;
            row.agreed += usize::from(shallow == deep);
            row.unclear += usize::from(shallow == "unclear");
            if let Some(count) = row.classes.iter_mut().find(|(c, _)| *c == shallow) {
                count.1 += 1;
            }
        }
        progress(&row);
        rows.push(row);
    }
    Ok(rows)
}

fn verdict(
    solver: &mut Solver,
    game: &Game,
    played: &Move,
    scale: f64,
    by_result: bool,
) -> Result<Option<&'static str>, Error> {
    let limits = Limits {
        ms: None,
        nodes: Some(NODES),
    };
    let analysis = solver.analyse(game, limits, &FrozenClock)?;
    Ok(classify(&analysis, played, scale, by_result))
}

#[cfg(test)]
mod tests {
    use super::*;

    // The page classifies as the lab counts: the same scales, thresholds
    // and depth in values.js.
    #[test]
    fn the_page_carries_the_same_numbers() {
        let values = include_str!("../../www/analysis/values.js");
        for (game, seeds, scale) in WIN_CHANCE_SCALES {
            for entry in [format!("'{game}': {scale}"), format!("'{game}': {seeds}")] {
                assert!(values.contains(&entry), "values.js lacks {entry}");
            }
        }
        for (class, least) in CHANCE_THRESHOLDS {
            let entry = format!("{class}: {least}");
            assert!(values.contains(&entry), "values.js lacks {entry}");
        }
        let depth = format!("UNCLEAR_BELOW_DEPTH = {UNCLEAR_BELOW_DEPTH};");
        assert!(values.contains(&depth), "values.js lacks {depth}");
    }

    fn worth(result: GameResult, margin: f64, proven: bool) -> Worth {
        Worth {
            result,
            margin,
            proven,
            depth: if proven { 0 } else { 8 },
            at_most: false,
            settled: None,
        }
    }

    #[test]
    fn proofs_are_certain_and_estimates_lean() {
        assert_eq!(chance(&worth(GameResult::Win, 2.0, true), 0.2), 1.0);
        assert_eq!(chance(&worth(GameResult::Draw, 0.0, true), 0.2), 0.5);
        let ahead = chance(&worth(GameResult::Win, 5.0, false), 0.2);
        assert!(ahead > 0.5 && ahead < 1.0);
        let mut settled = worth(GameResult::Loss, -3.0, false);
        settled.settled = Some(Settled::AtLeastDraw);
        assert_eq!(chance(&settled, 0.2), 0.5);
    }
}

//! The game review's scale (issue 50): how the analysis's value of a
//! position maps to the chance that the player to move wins. Computer games
//! (`fit_game`: varied openings, each side the beginner or the
//! intermediate level, so that most games are decided and the sides of a
//! position are of any strength, as a reviewed game's are) are analysed at
//! up to `SAMPLES_PER_GAME` plies each with the estimate capped at a depth,
//! and a logistic curve, chance = 1 / (1 + e^(-k x)), is fitted by maximum
//! likelihood to the results (a win 1, a draw 1/2, a loss 0) on the
//! estimate x in seeds. Proven values need no fit: a proven
//! win is 1, a draw 1/2, a loss 0 (`verdicts::chance`). The fitted k of
//! each game's default board is `verdicts::WIN_CHANCE_SCALES` and
//! `WIN_CHANCE_SCALES` in www/analysis/values.js (docs/REVIEW.md, "The
//! fit").

use mancala::ai::solve::{Limits, Solver};
use mancala::ai::{FrozenClock, Level};
use mancala::rng::Rng;
use mancala::{Error, Game, Options, Phase, Variant};
use serde::Serialize;

/// Nodes an analysis may take: far more than a capped estimate needs, so
/// that the depth decides.
const NODES: u64 = 200_000_000;
/// The solver's table for a game.
const ENTRIES: usize = 1 << 20;
/// The calibration table's bands of the fitted chance.
const BANDS: usize = 5;
/// Plies analysed a game at most, evenly spread: a game's positions are
/// alike, and En Gehé's 2 x 40 games run to hundreds of plies.
const SAMPLES_PER_GAME: usize = 40;
/// Random moves opening a fit's game: at least this many, up to twice.
const OPENING_PLIES: u64 = 4;

/// A position's estimate for the player to move and what that player
/// scored in the end (1, 1/2 or 0).
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub estimate: f64,
    pub score: f64,
}

/// What `mancala-lab win-chance` prints for a board.
#[derive(Serialize)]
pub struct Fit {
    pub game: &'static str,
    pub holes: usize,
    pub depth: u32,
    pub games: usize,
    /// Positions with an estimate (the fit's data).
    pub positions: usize,
    /// Positions whose value was proven or whose result was settled: no fit needed.
    pub proven: usize,
    /// The games' results: won by South, drawn, won by North.
    pub results: (usize, usize, usize),
    /// The fitted k: chance = 1 / (1 + e^(-k x)), x in seeds.
    pub scale: f64,
    /// The estimate in seeds at which the chance is 3 in 4.
    pub seeds_for_three_in_four: f64,
    /// Mean log-loss of the fit, against ln 2 = 0.693 for a coin.
    pub log_loss: f64,
    /// By band of the fitted chance (0-20 %, ..., 80-100 %): positions,
    /// mean fitted chance, mean score.
    pub calibration: Vec<(usize, f64, f64)>,
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The k that makes the results likeliest (Newton's method on the
/// log-likelihood, which is concave in k).
pub fn fit_scale(samples: &[Sample]) -> f64 {
    let mut scale = 0.1;
    for _ in 0..100 {
        let (mut slope, mut curvature) = (0.0, 0.0);
        for sample in samples {
            let p = logistic(scale * sample.estimate);
            slope += (sample.score - p) * sample.estimate;
            curvature -= p * (1.0 - p) * sample.estimate * sample.estimate;
        }
        if curvature >= 0.0 {
            break;
        }
        let step = slope / curvature;
        scale = (scale - step).max(1e-6);
        if step.abs() < 1e-9 {
            break;
        }
    }
    scale
}

fn log_loss(samples: &[Sample], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = logistic(scale * s.estimate).clamp(1e-9, 1.0 - 1e-9);
            -(s.score * p.ln() + (1.0 - s.score) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

fn calibration(samples: &[Sample], scale: f64) -> Vec<(usize, f64, f64)> {
    let mut bands = vec![(0usize, 0.0, 0.0); BANDS];
    for sample in samples {
        let p = logistic(scale * sample.estimate);
        let band = ((p * BANDS as f64) as usize).min(BANDS - 1);
        bands[band].0 += 1;
        bands[band].1 += p;
        bands[band].2 += sample.score;
    }
    bands
        .into_iter()
        .map(|(n, p, s)| {
            let mean = |x: f64| if n == 0 { 0.0 } else { x / n as f64 };
            (n, round(mean(p)), round(mean(s)))
        })
        .collect()
}

fn round(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Analyses every ply of `games` computer games (from `seed`) with the
/// estimate capped at `depth`, and fits the chance to win to them.
pub fn fit(
    variant: Variant,
    options: Options,
    games: usize,
    seed: u64,
    depth: u32,
    mut progress: impl FnMut(&Fit),
) -> Result<Fit, Error> {
    let mut rng = Rng::new(seed);
    let mut samples = Vec::new();
    let mut proven = 0;
    let mut results = (0, 0, 0);
    let mut holes = 0;
    let mut played = 0;
    while played < games {
        let Some(game) = fit_game(variant, options, &mut rng)? else {
            continue;
        };
        played += 1;
        let outcome = game.outcome().expect("a computer game is finished");
        match outcome.winner.map(|winner| winner.index()) {
            Some(0) => results.0 += 1,
            None => results.1 += 1,
            Some(_) => results.2 += 1,
        }
        holes = game.start().holes();
        let mut solver = Solver::new(ENTRIES);
        solver.cap_estimate_depth(Some(depth));
        let mut at = game.clone();
        let stride = game.ply().div_ceil(SAMPLES_PER_GAME).max(1);
        // From the end back, as the review goes: the table's proofs serve
        // the plies before.
        while at.ply() > 0 {
            at.undo()?;
            let position = *at.position();
            if position.phase() == Phase::Opening || !at.ply().is_multiple_of(stride) {
                continue;
            }
            let limits = Limits {
                ms: None,
                nodes: Some(NODES),
            };
            let analysis = solver.analyse(&at, limits, &FrozenClock)?;
            let Some(best) = analysis.moves.iter().find(|m| Some(m.mv) == analysis.best) else {
                continue;
            };
            let worth = best.worth;
            if worth.proven || worth.settled.is_some() {
                proven += 1;
                continue;
            }
            let score = match outcome.winner {
                None => 0.5,
                Some(winner) if winner == position.to_move() => 1.0,
                Some(_) => 0.0,
            };
            samples.push(Sample {
                estimate: worth.margin,
                score,
            });
        }
        progress(&summarise(
            variant,
            (holes, depth),
            played,
            &samples,
            (proven, results),
        ));
    }
    Ok(summarise(
        variant,
        (holes, depth),
        games,
        &samples,
        (proven, results),
    ))
}

/// The fit of the samples of the first `games` games.
fn summarise(
    variant: Variant,
    (holes, depth): (usize, u32),
    games: usize,
    samples: &[Sample],
    (proven, results): (usize, (usize, usize, usize)),
) -> Fit {
    let scale = fit_scale(samples);
    Fit {
        game: variant.id(),
        holes,
        depth,
        games,
        positions: samples.len(),
        proven,
        results,
        scale: round_scale(scale),
        seeds_for_three_in_four: round(3f64.ln() / scale),
        log_loss: round(log_loss(samples, scale)),
        calibration: calibration(samples, scale),
    }
}

/// A game for the fit, from `rng`: 4 to 8 random moves (Kiothi's opening
/// redistributions at random too), then each side, drawn by lot, the
/// beginner or the intermediate level, played as the puzzles' games are
/// (`puzzles::self_play`).
/// (The intermediate level against itself from four random moves left
/// Giuthi's results no slope to fit.) None if the game did not end.
fn fit_game(variant: Variant, options: Options, rng: &mut Rng) -> Result<Option<Game>, Error> {
    let opening = OPENING_PLIES + rng.next_u64() % (OPENING_PLIES + 1);
    let levels = [0, 1].map(|_| {
        if rng.next_u64().is_multiple_of(2) {
            Level::Beginner
        } else {
            Level::Intermediate
        }
    });
    crate::puzzles::self_play(variant, options, rng, opening as usize, levels)
}

/// Three significant figures: the fit's precision.
fn round_scale(scale: f64) -> f64 {
    let digits = 2 - scale.log10().floor() as i32;
    let factor = 10f64.powi(digits);
    (scale * factor).round() / factor
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_scale_the_results_were_drawn_with() {
        let mut rng = Rng::new(7);
        let samples: Vec<Sample> = (0..20_000)
            .map(|i| {
                let estimate = f64::from(i % 41) - 20.0;
                let p = logistic(0.15 * estimate);
                let draw = (rng.next_u64() % 1_000_000) as f64 / 1_000_000.0;
                Sample {
                    estimate,
                    score: if draw < p { 1.0 } else { 0.0 },
                }
            })
            .collect();
        let scale = fit_scale(&samples);
        assert!((scale - 0.15).abs() < 0.01, "fitted {scale}");
        let bands = calibration(&samples, scale);
        for (n, p, s) in bands {
            assert!(n > 0 && (p - s).abs() < 0.05, "{p} against {s}");
        }
    }

    #[test]
    fn three_figures() {
        assert_eq!(round_scale(0.123_456), 0.123);
        assert_eq!(round_scale(0.045_678), 0.0457);
    }
}

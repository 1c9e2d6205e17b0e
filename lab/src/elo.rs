//! Elo ratings from the results of matches between several players, fitted
//! by maximum likelihood under the Bradley–Terry model that Elo ratings
//! stand for: player i scores against player j with expectation
//! 1 / (1 + 10^((R_j - R_i) / 400)).
//!
//! A draw counts as half a win for each side. Every pair that met is also
//! given one virtual draw (a weak prior, as BayesElo does): without it a
//! player who won every game would have an infinite rating, and the levels
//! do win every game against the random player.

use serde::Serialize;

/// The games between two players, from A's side.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PairResult {
    pub a: String,
    pub b: String,
    pub a_wins: u32,
    pub draws: u32,
    pub a_losses: u32,
}

impl PairResult {
    fn games(&self) -> f64 {
        f64::from(self.a_wins + self.draws + self.a_losses)
    }

    /// A's points, a draw worth half.
    fn a_points(&self) -> f64 {
        f64::from(self.a_wins) + f64::from(self.draws) / 2.0
    }
}

/// One player's fitted rating.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub player: String,
    /// Elo points, the lowest-rated player at 0.
    pub elo: f64,
    pub games: u32,
    /// Points over games, against everyone met.
    pub score: f64,
}

/// Virtual draws added to every pair that met (see the module's comment).
const PRIOR_DRAWS: f64 = 1.0;
/// The fit stops when no strength changes by more than this factor.
const CONVERGED: f64 = 1e-10;
const MAX_ROUNDS: usize = 100_000;

/// Ratings for every player in `results`, best first, by the minorisation–
/// maximisation iteration of Bradley–Terry strengths (Hunter 2004, the
/// method Zermelo gave in 1929): each strength becomes the player's points
/// over the sum, across its games, of 1 / (own + opponent's strength). The
/// likelihood is concave in the log strengths, so this reaches its unique
/// maximum; players who never met anyone in a connected set are rated
/// against their own set only.
pub fn fit(results: &[PairResult]) -> Vec<Rating> {
    let mut players: Vec<String> = Vec::new();
    let mut index = |name: &str| match players.iter().position(|p| p == name) {
        Some(i) => i,
        None => {
            players.push(name.to_string());
            players.len() - 1
        }
    };
    // (a, b, games, A's points), the virtual draw included.
    let pairs: Vec<(usize, usize, f64, f64)> = results
        .iter()
        .filter(|pair| pair.games() > 0.0)
        .map(|pair| {
            let (a, b) = (index(&pair.a), index(&pair.b));
            (
                a,
                b,
                pair.games() + PRIOR_DRAWS,
                pair.a_points() + PRIOR_DRAWS / 2.0,
            )
        })
        .collect();
    let n = players.len();
    let mut points = vec![0.0; n];
    for &(a, b, games, a_points) in &pairs {
        points[a] += a_points;
        points[b] += games - a_points;
    }
    let mut strength = vec![1.0f64; n];
    for _ in 0..MAX_ROUNDS {
        let mut denominators = vec![0.0; n];
        for &(a, b, games, _) in &pairs {
            let share = games / (strength[a] + strength[b]);
            denominators[a] += share;
            denominators[b] += share;
        }
        let next: Vec<f64> = (0..n).map(|i| points[i] / denominators[i]).collect();
        // Strengths are fixed only up to a common factor: keep their
        // geometric mean at 1 so that they neither drift nor overflow.
        let mean = (next.iter().map(|s| s.ln()).sum::<f64>() / n as f64).exp();
        let next: Vec<f64> = next.iter().map(|s| s / mean).collect();
        let change = next
            .iter()
            .zip(&strength)
            .map(|(new, old)| (new / old).ln().abs())
            .fold(0.0, f64::max);
        strength = next;
        if change < CONVERGED {
            break;
        }
    }
    let elo: Vec<f64> = strength.iter().map(|s| 400.0 * s.log10()).collect();
    let lowest = elo.iter().copied().fold(f64::INFINITY, f64::min);
    let mut ratings: Vec<Rating> = players
        .iter()
        .enumerate()
        .map(|(i, player)| {
            let (games, score) = results.iter().fold((0.0, 0.0), |(games, score), pair| {
                if pair.a == *player {
                    (games + pair.games(), score + pair.a_points())
                } else if pair.b == *player {
                    (games + pair.games(), score + pair.games() - pair.a_points())
                } else {
                    (games, score)
                }
            });
            Rating {
                player: player.clone(),
                elo: elo[i] - lowest,
                games: games as u32,
                score: score / games,
            }
        })
        .collect();
    ratings.sort_by(|a, b| b.elo.total_cmp(&a.elo));
    ratings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: &str, b: &str, a_wins: u32, draws: u32, a_losses: u32) -> PairResult {
        PairResult {
            a: a.into(),
            b: b.into(),
            a_wins,
            draws,
            a_losses,
        }
    }

    fn elo_of(ratings: &[Rating], player: &str) -> f64 {
        ratings.iter().find(|r| r.player == player).unwrap().elo
    }

    #[test]
    fn two_players_are_rated_by_the_elo_formula() {
        // 150 points of 200, with the virtual draw 150.5 of 201: the gap
        // whose expected score is that share.
        let ratings = fit(&[pair("x", "y", 140, 20, 40)]);
        let share: f64 = 150.5 / 201.0;
        let expected = 400.0 * (share / (1.0 - share)).log10();
        assert!(
            (elo_of(&ratings, "x") - expected).abs() < 1e-6,
            "{ratings:?}"
        );
        assert_eq!(elo_of(&ratings, "y"), 0.0);
        assert_eq!(ratings[0].player, "x");
        assert_eq!(ratings[0].games, 200);
        assert!((ratings[0].score - 0.75).abs() < 1e-12);
    }

    #[test]
    fn even_results_rate_alike_and_a_clean_sweep_stays_finite() {
        let ratings = fit(&[pair("x", "y", 10, 0, 10), pair("y", "z", 30, 0, 0)]);
        assert!((elo_of(&ratings, "x") - elo_of(&ratings, "y")).abs() < 1e-6);
        let z = elo_of(&ratings, "z");
        assert_eq!(z, 0.0);
        assert!(elo_of(&ratings, "y").is_finite() && elo_of(&ratings, "y") > 400.0);
    }

    #[test]
    fn a_chain_of_results_orders_the_players() {
        let ratings = fit(&[
            pair("a", "b", 60, 10, 30),
            pair("b", "c", 70, 0, 30),
            pair("a", "c", 90, 0, 10),
        ]);
        let order: Vec<&str> = ratings.iter().map(|r| r.player.as_str()).collect();
        assert_eq!(order, ["a", "b", "c"]);
    }
}

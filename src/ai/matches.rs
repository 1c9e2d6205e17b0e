//! Engine-against-engine matches under the real rules of the game,
//! repetition draws included, for measuring the levels against each other.

use std::collections::HashSet;

use serde::Serialize;

use crate::error::Error;
use crate::game::Game;
use crate::player::Player;
use crate::rng::Rng;
use crate::rules::EndReason;
use crate::variant::{Options, Variant};

use super::{choose_move, Clock, Level, Settings};

/// A game still going after this many moves is stopped and counted apart
/// (Kiothi and En Gehé have no repetition rule to end a shuffle).
pub const MOVE_CAP: usize = 3000;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchSettings {
    pub variant: Variant,
    pub options: Options,
    pub a: Level,
    pub b: Level,
    pub games: u32,
    pub seed: u64,
    /// Thinking time per move for both sides (none: the levels' depth only).
    pub budget_ms: Option<f64>,
    /// Random moves played before the levels take over, the same for the
    /// two games of a pair (A South, then A North): from the start alone,
    /// the levels rarely meet equal moves and replay a few games over and
    /// over.
    pub opening_plies: u32,
}

/// Thinking time of one side over the whole match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct MoveTimes {
    pub moves: u64,
    pub mean_ms: f64,
    pub max_ms: f64,
    /// Mean depth searched (0 for moves decided without a search).
    pub mean_depth: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchReport {
    pub game: &'static str,
    pub holes: usize,
    pub a: Level,
    pub b: Level,
    pub games: u32,
    pub seed: u64,
    pub budget_ms: Option<f64>,
    pub opening_plies: u32,
    /// Results from A's side; a draw is neither a win nor a loss.
    pub a_wins: u32,
    pub draws: u32,
    pub a_losses: u32,
    /// Wins over all games played (draws count as not won).
    pub a_win_rate: f64,
    /// Draws by a repetition rule (a subset of `draws`).
    pub repetition_draws: u32,
    /// Games stopped at `MOVE_CAP` moves, counted as draws.
    pub capped: u32,
    pub mean_moves_per_game: f64,
    /// Games whose moves differ from every other game's: a match whose
    /// games repeat one another measures fewer games than it plays.
    pub distinct_games: u32,
    pub a_time: MoveTimes,
    pub b_time: MoveTimes,
}

#[derive(Default)]
struct Timing {
    moves: u64,
    total_ms: f64,
    max_ms: f64,
    total_depth: u64,
}

impl Timing {
    fn add(&mut self, ms: f64, depth: u32) {
        self.moves += 1;
        self.total_ms += ms;
        self.max_ms = self.max_ms.max(ms);
        self.total_depth += u64::from(depth);
    }

    fn summary(&self) -> MoveTimes {
        let per_move = |total: f64| {
            if self.moves == 0 {
                0.0
            } else {
                total / self.moves as f64
            }
        };
        MoveTimes {
            moves: self.moves,
            mean_ms: per_move(self.total_ms),
            max_ms: self.max_ms,
            mean_depth: per_move(self.total_depth as f64),
        }
    }
}

/// The start of pair `pair`'s games: `opening_plies` random moves (fewer
/// should the game end sooner).
pub fn pair_opening(
    start: &Game,
    settings: &MatchSettings,
    pair: u32,
    clock: &dyn Clock,
) -> Result<Game, Error> {
    let mut rng = Rng::new(!settings.seed ^ u64::from(pair).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut game = start.clone();
    for _ in 0..settings.opening_plies {
        let before = game.clone();
        let decision = choose_move(&game, Settings::new(Level::Random, rng.next_u64()), clock)?;
        game.play(&decision.mv)?;
        if game.outcome().is_some() {
            return Ok(before);
        }
    }
    Ok(game)
}

/// Plays `games` games, A taking South (who moves first) in even-numbered
/// games and North in odd ones. `progress` hears of each finished game.
pub fn play_match(
    settings: &MatchSettings,
    clock: &dyn Clock,
    mut progress: impl FnMut(u32, &MatchReport),
) -> Result<MatchReport, Error> {
    let start = Game::new(settings.variant, settings.options)?;
    let mut report = MatchReport {
        game: settings.variant.id(),
        holes: start.position().holes(),
        a: settings.a,
        b: settings.b,
        games: 0,
        seed: settings.seed,
        budget_ms: settings.budget_ms,
        opening_plies: settings.opening_plies,
        a_wins: 0,
        draws: 0,
        a_losses: 0,
        a_win_rate: 0.0,
        repetition_draws: 0,
        capped: 0,
        mean_moves_per_game: 0.0,
        distinct_games: 0,
        a_time: MoveTimes::default(),
        b_time: MoveTimes::default(),
    };
    let mut timing = [Timing::default(), Timing::default()];
    let mut total_moves = 0u64;
    let mut games_seen = HashSet::new();
    for index in 0..settings.games {
        let a_side = if index % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        let mut rng =
            Rng::new(settings.seed ^ u64::from(index).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut game = pair_opening(&start, settings, index / 2, clock)?;
        while game.outcome().is_none() && game.ply() < MOVE_CAP {
            let a_to_move = game.position().to_move() == a_side;
            let level = if a_to_move { settings.a } else { settings.b };
            let mut decide = Settings::new(level, rng.next_u64());
            decide.budget_ms = settings.budget_ms;
            let before = clock.now_ms();
            let decision = choose_move(&game, decide, clock)?;
            timing[usize::from(!a_to_move)].add(clock.now_ms() - before, decision.depth);
            game.play(&decision.mv)?;
        }
        total_moves += game.ply() as u64;
        games_seen.insert(game.moves().to_vec());
        report.distinct_games = games_seen.len() as u32;
        report.games += 1;
        match game.outcome() {
            None => {
                report.capped += 1;
                report.draws += 1;
            }
            Some(outcome) => match outcome.winner {
                Some(winner) if winner == a_side => report.a_wins += 1,
                Some(_) => report.a_losses += 1,
                None => {
                    report.draws += 1;
                    if matches!(
                        outcome.reason,
                        EndReason::Repetition | EndReason::ThirdRepetition
                    ) {
                        report.repetition_draws += 1;
                    }
                }
            },
        }
        report.a_win_rate = f64::from(report.a_wins) / f64::from(report.games);
        report.mean_moves_per_game = total_moves as f64 / f64::from(report.games);
        report.a_time = timing[0].summary();
        report.b_time = timing[1].summary();
        progress(index, &report);
    }
    Ok(report)
}

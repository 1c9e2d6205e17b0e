//! Uniformly random games, for statistics, benchmarks and soak tests.

use serde::Serialize;

use mancala::position::Position;
use mancala::repetition::Repetitions;
use mancala::rng::Rng;
use mancala::rules::{self, EndReason, Outcome, Scratch};

/// What one random game came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub outcome: Outcome,
    pub moves: u64,
    pub laps: u64,
    /// The laps of the game's longest move.
    pub longest_move: u64,
}

impl GameSummary {
    /// A game before its first move; its outcome is set when it ends.
    pub(crate) fn unplayed() -> Self {
        GameSummary {
            outcome: Outcome::draw([0, 0], EndReason::NoMoves),
            moves: 0,
            laps: 0,
            longest_move: 0,
        }
    }
}

/// Plays random games, reusing its buffers from game to game.
#[derive(Default)]
pub struct RandomPlayer {
    scratch: Scratch,
    history: Repetitions,
}

impl RandomPlayer {
    /// Candidate moves met so far that would never have ended.
    pub fn endless_met(&self) -> u64 {
        self.scratch.endless_met
    }

    pub fn play_game(&mut self, start: &Position, rng: &mut Rng) -> GameSummary {
        self.play_game_checked(start, rng, |_, _| {})
    }

    /// Plays a game, calling `inspect(before, after)` after every move.
    pub fn play_game_checked(
        &mut self,
        start: &Position,
        rng: &mut Rng,
        mut inspect: impl FnMut(&Position, &Position),
    ) -> GameSummary {
        let mut position = *start;
        let mut summary = GameSummary::unplayed();
        self.history.clear();
        loop {
            if let Some(reason) = self.history.record(&position) {
                summary.outcome = Outcome::draw(rules::outcome_scores(&position), reason);
                return summary;
            }
            let before = position;
            match rules::play_random(&mut position, rng, &mut self.scratch) {
                Some((_, laps)) => {
                    summary.moves += 1;
                    summary.laps += laps;
                    summary.longest_move = summary.longest_move.max(laps);
                    inspect(&before, &position);
                }
                None => {
                    summary.outcome = rules::outcome(&position)
                        .expect("a player to move without a legal move means the game is over");
                    return summary;
                }
            }
        }
    }
}

/// Totals over many random games.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Tally {
    pub games: u64,
    /// Wins of Player 0 and Player 1, and draws.
    pub wins: [u64; 2],
    pub draws: u64,
    /// Games ended by each reason.
    pub no_moves: u64,
    pub cannot_move: u64,
    pub repetition: u64,
    pub third_repetition: u64,
    pub one_warrior_victories: u64,
    pub moves: u64,
    pub max_moves: u64,
    pub laps: u64,
    pub max_laps: u64,
    pub longest_move_laps: u64,
    pub endless_moves_met: u64,
}

impl Tally {
    pub fn add(&mut self, game: &GameSummary) {
        self.games += 1;
        match game.outcome.winner {
            Some(player) => self.wins[player.index()] += 1,
            None => self.draws += 1,
        }
        *match game.outcome.reason {
            EndReason::NoMoves => &mut self.no_moves,
            EndReason::CannotMove => &mut self.cannot_move,
            EndReason::Repetition => &mut self.repetition,
            EndReason::ThirdRepetition => &mut self.third_repetition,
        } += 1;
        self.one_warrior_victories += u64::from(game.outcome.one_warrior_victory);
        self.moves += game.moves;
        self.max_moves = self.max_moves.max(game.moves);
        self.laps += game.laps;
        self.max_laps = self.max_laps.max(game.laps);
        self.longest_move_laps = self.longest_move_laps.max(game.longest_move);
    }
}

#[cfg(test)]
mod tests {
    use mancala::invariants::preset_starts;

    use super::*;

    /// The same seed plays the same games, however many games the player
    /// played before (its buffers carried over).
    #[test]
    fn random_games_are_determined_by_their_seed() {
        for start in preset_starts() {
            let play = |seed| {
                let mut player = RandomPlayer::default();
                (0..5)
                    .map(|_| player.play_game(&start, &mut Rng::new(seed)))
                    .collect::<Vec<_>>()
            };
            assert_eq!(play(3), play(3));
            assert_ne!(play(3), play(4));
        }
    }
}

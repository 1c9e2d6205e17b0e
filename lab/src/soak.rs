//! Soak testing: many uniformly random games, checking the engine's
//! invariants after every move (`mancala-lab soak`, docs/RELIABILITY.md).
//!
//! Two levels of checking. `Check::AllListed` plays every listed move of
//! every position reached, which costs about twice the sowing of the listing
//! itself, so it reuses what it can: the move the game goes on with is one of
//! the listed moves, played once, with its trace. `Check::Played` checks the
//! moves the games actually play, at the speed of plain random games, for
//! runs of a million games.

use std::time::Instant;

use serde::Serialize;
use serde_json::Value;

use mancala::error::Error;
use mancala::invariants::{self, Fault};
use mancala::moves::Move;
use mancala::position::Position;
use mancala::repetition::Repetitions;
use mancala::rng::Rng;
use mancala::rules::{self, Choices, Outcome, Scratch};
use mancala::variant::{Options, Variant};

use crate::playout::{GameSummary, Tally};

/// A game that has not ended after this many moves is reported as a
/// violation (random games end within a few hundred).
pub const MAX_MOVES_PER_GAME: u64 = 100_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Check {
    /// At every position: every listed move plays and conserves the seeds,
    /// every other move the rules' shape allows is refused (the endless ones
    /// as endless), the listing agrees with the outcome, and the move played
    /// replays from its trace. Kiothi's opening: every choice of boma plays.
    AllListed,
    /// The moves played, drawn by the engine's own uniform random player
    /// (which never plays a move whose sowing does not end): seeds conserved
    /// after every move, the game ends with a result, and at its end nothing
    /// is listed.
    Played,
}

impl Check {
    pub fn from_id(id: &str) -> Option<Check> {
        match id {
            "all-listed" => Some(Check::AllListed),
            "played" => Some(Check::Played),
            _ => None,
        }
    }
}

/// The move with the most laps met, to be replayed or animated.
#[derive(Clone, Debug, Serialize)]
pub struct LongestMove {
    pub laps: u64,
    pub position: Value,
    #[serde(rename = "move")]
    pub mv: Move,
}

/// The position that took longest to check and move on from (listing,
/// checking and playing its moves), and how long.
#[derive(Clone, Debug, Serialize)]
pub struct SlowestTurn {
    pub seconds: f64,
    pub position: Value,
}

/// An invariant that did not hold, with what it takes to reproduce it.
#[derive(Clone, Debug, Serialize)]
pub struct Violation {
    /// Game number (from 0) and the moves played in it before.
    pub game: u64,
    pub ply: u64,
    pub position: Value,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    pub mv: Option<Move>,
    pub what: String,
}

/// The totals of one soak run on one board.
#[derive(Clone, Debug, Serialize)]
pub struct SoakReport {
    pub game: Variant,
    pub holes: usize,
    pub seeds: u16,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub setup: Option<u8>,
    pub check: Check,
    pub seed: u64,
    pub games: u64,
    pub moves: u64,
    pub laps: u64,
    pub longest_move: Option<LongestMove>,
    pub slowest_turn: Option<SlowestTurn>,
    /// Moves played to check them (the listed moves of every position, with
    /// `AllListed`; the moves of the games with `Played`).
    pub moves_checked: u64,
    /// Moves the rules' shape allows that were refused as never ending (and
    /// were not listed); with `Played`, endless moves the random player drew
    /// and did not play.
    pub endless_refused: u64,
    pub tally: Tally,
    pub seconds: f64,
    pub violation: Option<Violation>,
}

/// Plays `games` random games on a board, stopping at the first violation,
/// and calls `progress` with the report so far after every game.
pub fn soak(
    variant: Variant,
    options: Options,
    games: u64,
    seed: u64,
    check: Check,
    mut progress: impl FnMut(&SoakReport),
) -> Result<SoakReport, Error> {
    let options = options.resolve(variant)?;
    let start = Position::new(variant, options)?;
    let clock = Instant::now();
    let mut soaker = Soaker {
        report: SoakReport {
            game: variant,
            holes: options.holes,
            seeds: options.seeds,
            setup: options.setup,
            check,
            seed,
            games: 0,
            moves: 0,
            laps: 0,
            longest_move: None,
            slowest_turn: None,
            moves_checked: 0,
            endless_refused: 0,
            tally: Tally::default(),
            seconds: 0.0,
            violation: None,
        },
        rng: Rng::new(seed),
        scratch: Scratch::default(),
        history: Repetitions::default(),
        total: start.total_seeds(),
    };
    for game in 0..games {
        match soaker.game(&start, check) {
            Ok(summary) => {
                soaker.report.games += 1;
                soaker.report.tally.add(&summary);
            }
            Err(mut violation) => {
                violation.game = game;
                soaker.report.violation = Some(*violation);
                break;
            }
        }
        soaker.report.seconds = clock.elapsed().as_secs_f64();
        progress(&soaker.report);
    }
    if check == Check::Played {
        soaker.report.endless_refused = soaker.scratch.endless_met;
    }
    soaker.report.tally.endless_moves_met = soaker.report.endless_refused;
    soaker.report.seconds = clock.elapsed().as_secs_f64();
    Ok(soaker.report)
}

struct Soaker {
    report: SoakReport,
    rng: Rng,
    scratch: Scratch,
    history: Repetitions,
    total: u32,
}

fn position_value(position: &Position) -> Value {
    serde_json::to_value(position).expect("a position always serialises")
}

fn violation(ply: u64, position: &Position, mv: Option<Move>, what: String) -> Box<Violation> {
    Box::new(Violation {
        game: 0,
        ply,
        position: position_value(position),
        mv,
        what,
    })
}

/// An invariant (`mancala::invariants`) that did not hold at `position`.
fn fault(ply: u64, position: &Position, fault: Fault) -> Box<Violation> {
    violation(ply, position, fault.mv, fault.what)
}

impl Soaker {
    fn game(&mut self, start: &Position, check: Check) -> Result<GameSummary, Box<Violation>> {
        let mut position = *start;
        let mut summary = GameSummary::unplayed();
        self.history.clear();
        loop {
            let ply = summary.moves;
            if let Some(reason) = self.history.record(&position) {
                summary.outcome = Outcome::draw(rules::outcome_scores(&position), reason);
                break;
            }
            if ply == MAX_MOVES_PER_GAME {
                return Err(violation(
                    ply,
                    &position,
                    None,
                    format!("no result after {MAX_MOVES_PER_GAME} moves"),
                ));
            }
            let before = position;
            let turn = Instant::now();
            let played = match check {
                Check::AllListed => self.all_listed(&mut position, ply)?,
                Check::Played => {
                    rules::play_random(&mut position, &mut self.rng, &mut self.scratch)
                }
            };
            let seconds = turn.elapsed().as_secs_f64();
            if self
                .report
                .slowest_turn
                .as_ref()
                .is_none_or(|slowest| seconds > slowest.seconds)
            {
                self.report.slowest_turn = Some(SlowestTurn {
                    seconds,
                    position: position_value(&before),
                });
            }
            let Some((mv, laps)) = played else {
                summary.outcome = self.ended(&position, ply)?;
                break;
            };
            if position.total_seeds() != self.total {
                return Err(violation(
                    ply,
                    &before,
                    Some(mv),
                    format!(
                        "{} seeds after the move, {} before",
                        position.total_seeds(),
                        self.total
                    ),
                ));
            }
            summary.moves += 1;
            summary.laps += laps;
            summary.longest_move = summary.longest_move.max(laps);
            self.report.moves += 1;
            self.report.laps += laps;
            if check == Check::Played {
                self.report.moves_checked += 1;
            }
            if self
                .report
                .longest_move
                .as_ref()
                .is_none_or(|m| laps > m.laps)
            {
                self.report.longest_move = Some(LongestMove {
                    laps,
                    position: position_value(&before),
                    mv,
                });
            }
        }
        invariants::check_outcome(&position, &summary.outcome)
            .map_err(|wrong| fault(summary.moves, &position, wrong))?;
        Ok(summary)
    }

    /// The result of a game in which the player to move has no move: there
    /// must be one, and nothing may be listed.
    fn ended(&self, position: &Position, ply: u64) -> Result<Outcome, Box<Violation>> {
        if !rules::legal_moves(position).is_empty() {
            return Err(violation(
                ply,
                position,
                None,
                "moves are listed but none was played".into(),
            ));
        }
        rules::outcome(position).ok_or_else(|| {
            violation(
                ply,
                position,
                None,
                "no move can be played but the game has no result".into(),
            )
        })
    }

    /// Checks the listing of `position` and every listed move, and plays a
    /// uniformly chosen one on it, returning it and its laps; None when the
    /// game is over.
    fn all_listed(
        &mut self,
        position: &mut Position,
        ply: u64,
    ) -> Result<Option<(Move, u64)>, Box<Violation>> {
        let before = *position;
        let fail = |wrong: Fault| fault(ply, &before, wrong);
        let listing = invariants::check_listing(&before).map_err(fail)?;
        self.report.endless_refused += listing.endless_refused;
        let legal = match listing.choices {
            Choices::Moves(legal) => legal,
            Choices::Redistributions(_) => {
                // Kiothi's opening: every pair of boma offered plays; the
                // game goes on with a random one.
                self.report.moves_checked += invariants::check_opening(&before).map_err(fail)?;
                return Ok(rules::play_random(
                    position,
                    &mut self.rng,
                    &mut self.scratch,
                ));
            }
        };
        if legal.is_empty() {
            return Ok(None);
        }
        let chosen = legal[self.rng.below(legal.len())];
        for mv in legal.iter().filter(|&&mv| mv != chosen) {
            invariants::check_plays(&before, mv).map_err(fail)?;
            self.report.moves_checked += 1;
        }
        let (after, trace) = invariants::check_traced(&before, &chosen).map_err(fail)?;
        self.report.moves_checked += 1;
        *position = after;
        Ok(Some((chosen, trace.laps.len() as u64)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_soaks_without_violation_at_both_levels() {
        for (variant, options) in Variant::every_preset() {
            for check in [Check::AllListed, Check::Played] {
                let report = soak(variant, options, 4, 11, check, |_| {}).unwrap();
                assert!(report.violation.is_none(), "{:?}", report.violation);
                assert_eq!((report.games, report.tally.games), (4, 4));
                assert_eq!(report.moves, report.tally.moves);
                assert!(report.moves_checked >= report.moves);
                let longest = report.longest_move.unwrap();
                assert_eq!(longest.laps, report.tally.longest_move_laps);
                let position = Position::from_json(&longest.position.to_string()).unwrap();
                assert!(rules::legal_moves(&position).contains(&longest.mv));
            }
        }
    }

    #[test]
    fn a_soak_is_determined_by_its_seed() {
        let run = |seed| {
            let report = soak(
                Variant::Hus,
                Options::default(),
                30,
                seed,
                Check::Played,
                |_| {},
            );
            let report = report.unwrap();
            (report.moves, report.laps, report.tally.wins)
        };
        assert_eq!(run(5), run(5));
        assert_ne!(run(5), run(6));
    }
}

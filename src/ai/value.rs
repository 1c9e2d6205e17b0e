//! The one scale of values that the search and the solver share, for the
//! player to move. Below `DECIDED` in size a value is an estimate in
//! hundredths of a seed (`eval::SEED`); from it on, a finished game: a win
//! is above every estimate and draw, a loss below them, and negating a
//! value gives the other player's. A finished game carries what its
//! searcher ranks by: the search counts a win down from `WIN` by the plies
//! it takes (the quicker, the better), the solver counts it up from `WIN`
//! by the final margin in estimate units (the larger, the better); so an
//! estimate that reaches the end of the game is worth what the solver
//! proves of it.

use std::ops::Neg;

use serde::{Deserialize, Serialize};

use crate::player::Player;
use crate::position::Position;
use crate::rules::Outcome;

use super::eval::SEED;

/// A won game, before its plies or margin.
const WIN: i32 = 100_000_000;

/// Values at least this far from zero are finished games: farther than
/// any estimate (a whole board's seeds are a few hundred thousand units),
/// nearer than a win less its plies or margin.
const DECIDED: i32 = WIN / 2;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Value(i32);

impl Value {
    pub const DRAW: Value = Value(0);

    /// Beyond every value: the open ends of a search window.
    pub const INFINITY: Value = Value(2 * WIN);

    /// An estimate, in hundredths of a seed.
    pub fn estimate(hundredths: i32) -> Value {
        debug_assert!(hundredths.abs() < DECIDED);
        Value(hundredths)
    }

    /// The search's win `plies` plies from the root.
    pub fn won_in(plies: u32) -> Value {
        Value(WIN - plies as i32)
    }

    /// The solver's finished game with `margin` seeds between the player's
    /// final score and the opponent's: a win, a loss (whatever the margin,
    /// which Hus does not decide by), or a draw.
    pub fn finished(result: GameResult, margin: i32) -> Value {
        match result {
            GameResult::Win => Value(WIN + margin * SEED),
            GameResult::Loss => Value(-WIN + margin * SEED),
            GameResult::Draw => Value::DRAW,
        }
    }

    /// A finished game for `player` as the search ranks it, `plies` from
    /// the root.
    pub fn of_outcome_in(outcome: &Outcome, player: Player, plies: u32) -> Value {
        match outcome.winner {
            Some(winner) if winner == player => Value::won_in(plies),
            Some(_) => -Value::won_in(plies),
            None => Value::DRAW,
        }
    }

    /// A finished game for `player` as the solver ranks it, by its margin.
    pub fn of_outcome_by_margin(outcome: &Outcome, player: Player) -> Value {
        let scores = outcome.scores;
        let margin = scores[player.index()] as i32 - scores[player.opponent().index()] as i32;
        let result = match outcome.winner {
            Some(winner) if winner == player => GameResult::Win,
            Some(_) => GameResult::Loss,
            None => GameResult::Draw,
        };
        Value::finished(result, margin)
    }

    /// A value for `after`'s player to move, turned to that of `mover`, who
    /// moved into it (Giuthi's extra moves and passes keep the mover).
    pub fn for_mover(self, mover: Player, after: &Position) -> Value {
        if after.to_move() == mover {
            self
        } else {
            -self
        }
    }

    /// Whether this is a finished game, won or lost.
    pub fn is_decided(self) -> bool {
        self.0.abs() >= DECIDED
    }

    /// The result: of a finished game, exact; of an estimate, as it leans.
    pub fn result(self) -> GameResult {
        match self.0 {
            v if v > 0 => GameResult::Win,
            v if v < 0 => GameResult::Loss,
            _ => GameResult::Draw,
        }
    }

    /// Of a finished game, the solver's margin in seeds; of an estimate,
    /// the estimate in seeds.
    pub fn margin(self) -> f64 {
        let units = match self.0 {
            v if v >= DECIDED => v - WIN,
            v if v <= -DECIDED => v + WIN,
            v => v,
        };
        f64::from(units) / f64::from(SEED)
    }

    /// A finished game's result alone, as the search states a win or loss
    /// whose distance it does not know: one ply away.
    pub fn result_only(self) -> Value {
        match (self.is_decided(), self.result()) {
            (true, GameResult::Win) => Value::won_in(1),
            (true, GameResult::Loss) => -Value::won_in(1),
            _ => Value::DRAW,
        }
    }

    /// An estimate `units` lower, no lower than the lowest estimate: a
    /// window's lower end.
    pub fn lowered_by(self, units: i32) -> Value {
        Value((self.0 - units).max(-DECIDED))
    }

    /// An estimate `units` higher, no higher than the highest estimate: a
    /// window's upper end.
    pub fn raised_by(self, units: i32) -> Value {
        Value((self.0 + units).min(DECIDED))
    }

    /// The next value up: a null window's upper end.
    pub fn next_up(self) -> Value {
        Value(self.0 + 1)
    }

    /// A search's win or loss kept in its table relative to the node `ply`
    /// plies from the root (so that it keeps its distance wherever it is
    /// read back: `read_at`).
    pub fn stored_at(self, ply: u32) -> Value {
        match self.0 {
            v if v >= DECIDED => Value(v + ply as i32),
            v if v <= -DECIDED => Value(v - ply as i32),
            _ => self,
        }
    }

    /// A table's value read at `ply` plies from the root (`stored_at`).
    pub fn read_at(self, ply: u32) -> Value {
        match self.0 {
            v if v >= DECIDED => Value(v - ply as i32),
            v if v <= -DECIDED => Value(v + ply as i32),
            _ => self,
        }
    }

    /// The number a decision reports (`Decision::value`).
    pub fn number(self) -> i32 {
        self.0
    }

    /// Whether a reported number is a finished game (`Decision::proven_win`).
    pub fn number_is_decided(number: i32) -> bool {
        Value(number).is_decided()
    }
}

impl Neg for Value {
    type Output = Value;

    fn neg(self) -> Value {
        Value(-self.0)
    }
}

/// How the game ends for the player to move, with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

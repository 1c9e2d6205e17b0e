//! En Gehé, the Maasai game (seed `en-gehe.txt`; RULES.md "En Gehé").
//!
//! South owns pits 0..N-1 and North N..2N-1; seeds are always sown
//! counter-clockwise.

use std::ops::Range;

use crate::error::IllegalMove;
use crate::moves::Move;
use crate::player::{Direction, Player};
use crate::position::Position;
use crate::sowing::{self, Halt, Lap, LapRules, Next, Ring, Takings};
use crate::trace::{CaptureRule, Recorder, Taken};

use super::{Outcome, Rules, Sown, TurnEnd};

pub(crate) struct EnGehe;

fn row(position: &Position, player: Player) -> Range<usize> {
    let n = position.holes();
    match player {
        Player::South => 0..n,
        Player::North => n..2 * n,
    }
}

struct Laps;

impl LapRules for Laps {
    fn memory(&self) -> u64 {
        0
    }

    /// "If the last counter lands in an occupied hole, all counters in that
    /// hole are lifted to continue sowing"; "a sowing turn ends when the last
    /// counter falls into an empty hole".
    fn after_lap(&mut self, pits: &mut [u16], _lap: &Lap, landing: usize) -> Next {
        if pits[landing] > 1 {
            Next::Relay(Direction::Ccw)
        } else {
            Next::Stop
        }
    }
}

impl Rules for EnGehe {
    type Checked = usize;

    /// "Scoops all counters from an occupied hole on their side."
    fn each_candidate(position: &Position, mut visit: impl FnMut(Move) -> bool) -> bool {
        row(position, position.to_move).any(|pit| position.pits[pit] > 0 && visit(Move::Pit(pit)))
    }

    fn check(position: &Position, mv: &Move) -> Result<usize, IllegalMove> {
        let &Move::Pit(pit) = mv else {
            return Err(IllegalMove::NotThisGame);
        };
        super::check_own_pit(position, pit)?;
        if position.pits[pit] == 0 {
            return Err(IllegalMove::EmptyPit { pit });
        }
        Ok(pit)
    }

    fn sow<R: Recorder>(
        position: &mut Position,
        pit: usize,
        rec: &mut R,
        max_laps: u64,
    ) -> Result<Sown, Halt> {
        let mover = position.to_move;
        let own_row = row(position, mover);
        let len = position.len();
        let ring = Ring { base: 0, len };
        let pits = &mut position.pits[..len];
        let hand = u32::from(std::mem::take(&mut pits[pit]));
        let landing = sowing::sow(
            pits,
            ring,
            &mut Laps,
            Lap {
                from: pit,
                dir: Direction::Ccw,
                hand,
            },
            false,
            rec,
            max_laps,
        )?;
        let sown = Sown {
            laps: landing.laps,
            extra_move: false,
        };

        // "If the last counter lands in an empty hole in the moving team's own
        // row, the contents of the directly opposite enemy hole are captured";
        // "if the opposite hole was empty, nothing is captured and the
        // triggering counter stays in place".
        let facing = len - 1 - landing.pit;
        let mut takings = Takings::new();
        if own_row.contains(&landing.pit) && pits[facing] > 0 {
            takings.push(Taken {
                pit: facing,
                count: u32::from(pits[facing]),
                rule: CaptureRule::Opposite,
            });
        }
        super::capture_with_landing_seed(position, landing.pit, &takings, rec);
        Ok(sown)
    }

    /// "The game ends when a team cannot move on its turn. Any counters left
    /// on the board are claimed by the team that made the last move."
    fn pass_turn(position: &mut Position, _sown: &Sown) -> TurnEnd {
        position.to_move = position.to_move.opponent();
        super::sweep_if_stuck::<Self>(position)
    }

    /// "The team that has captured the most counters wins; equal is a draw."
    fn outcome(position: &Position) -> Option<Outcome> {
        (!Self::has_legal_move(position)).then(|| super::stuck_outcome(position))
    }
}

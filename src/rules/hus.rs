//! Hus, the Namibian four-row game (seed `hus.txt`; RULES.md "Hus").
//!
//! Each player sows only around their own two rows, a private loop of 2N
//! holes: own index 0..N-1 is the outer row from the owner's left to right,
//! N..2N-1 the inner row from right to left. On the board, Player 0's loop
//! is pits 0..2N-1 and Player 1's is 2N..4N-1.

use crate::error::IllegalMove;
use crate::moves::Move;
use crate::player::{Direction, Player};
use crate::position::Position;
use crate::sowing::{self, Halt, Lap, LapRules, Next, Ring};
use crate::trace::{CaptureRule, LapEnd, Recorder, Taken};

use super::{Outcome, Rules, Sown, TurnEnd};

pub(crate) struct Hus;

fn own_ring(position: &Position, player: Player) -> Ring {
    let len = 2 * position.holes();
    Ring {
        base: player.index() * len,
        len,
    }
}

struct Laps {
    n: usize,
    own: Ring,
    opponent: Ring,
}

impl LapRules for Laps {
    fn memory(&self) -> u64 {
        0
    }

    fn after_lap(&mut self, pits: &mut [u16], _lap: &Lap, landing: usize) -> Next {
        // "If the last seed falls into an empty hole, the turn ends at once."
        if pits[landing] == 1 {
            return Next::Stop;
        }
        // "If the last seed of a lap lands in an occupied hole within the
        // player's inner row, a capture occurs provided the opponent's
        // directly facing inner hole holds stones": those, and the opponent's
        // outer hole behind it if occupied, "are immediately sown in a new
        // lap starting in the hole directly after the one that triggered it".
        let own_index = landing - self.own.base;
        if own_index >= self.n {
            let facing = self.opponent.base + 3 * self.n - 1 - own_index;
            let behind = self.opponent.base + own_index - self.n;
            if pits[facing] > 0 {
                let taken = [
                    Taken {
                        pit: facing,
                        count: u32::from(std::mem::take(&mut pits[facing])),
                        rule: CaptureRule::Opposite,
                    },
                    Taken {
                        pit: behind,
                        count: u32::from(std::mem::take(&mut pits[behind])),
                        rule: CaptureRule::Behind,
                    },
                ];
                return Next::Resow {
                    hand: taken[0].count + taken[1].count,
                    taken,
                };
            }
        }
        // Otherwise "all seeds in that hole are taken up to continue sowing
        // in a following relay lap".
        Next::Relay(Direction::Ccw)
    }
}

impl Rules for Hus {
    type Checked = usize;

    /// "Lifting all counters from a friendly hole containing two or more
    /// stones."
    fn each_candidate(position: &Position, mut visit: impl FnMut(Move) -> bool) -> bool {
        let ring = own_ring(position, position.to_move);
        (0..ring.len).any(|index| position.pits[ring.base + index] >= 2 && visit(Move::Pit(index)))
    }

    /// A Hus move names a hole of the mover's own loop.
    fn check(position: &Position, mv: &Move) -> Result<usize, IllegalMove> {
        let &Move::Pit(index) = mv else {
            return Err(IllegalMove::NotThisGame);
        };
        let ring = own_ring(position, position.to_move);
        if index >= ring.len {
            return Err(IllegalMove::PitOutOfRange {
                pit: index,
                pits: ring.len,
            });
        }
        match position.pits[ring.base + index] {
            0 => Err(IllegalMove::EmptyPit { pit: index }),
            1 => Err(IllegalMove::SingleSeed { pit: index }),
            _ => Ok(ring.base + index),
        }
    }

    fn sow<R: Recorder>(
        position: &mut Position,
        pit: usize,
        rec: &mut R,
        max_laps: u64,
    ) -> Result<Sown, Halt> {
        let mover = position.to_move;
        let own = own_ring(position, mover);
        let mut laps = Laps {
            n: position.holes(),
            own,
            opponent: own_ring(position, mover.opponent()),
        };
        let len = position.len();
        let pits = &mut position.pits[..len];
        let hand = u32::from(std::mem::take(&mut pits[pit]));
        let landing = sowing::sow(
            pits,
            own,
            &mut laps,
            Lap {
                from: pit,
                dir: Direction::Ccw,
                hand,
            },
            false,
            rec,
            max_laps,
        )?;
        rec.end_lap(LapEnd::Stop);
        Ok(Sown {
            laps: landing.laps,
            extra_move: false,
        })
    }

    fn pass_turn(position: &mut Position, _sown: &Sown) -> TurnEnd {
        position.to_move = position.to_move.opponent();
        TurnEnd::default()
    }

    /// "A player loses when they cannot make a legal move"; the seeds on each
    /// side are shown as the score.
    fn outcome(position: &Position) -> Option<Outcome> {
        if Self::has_legal_move(position) {
            return None;
        }
        let stuck = position.to_move;
        let scores = Player::BOTH.map(|player| {
            let ring = own_ring(position, player);
            position.pits[ring.base..ring.base + ring.len]
                .iter()
                .map(|&c| u32::from(c))
                .sum()
        });
        Some(Outcome {
            winner: Some(stuck.opponent()),
            scores,
            reason: super::EndReason::CannotMove,
            stuck: Some(stuck),
            one_warrior_victory: false,
        })
    }
}

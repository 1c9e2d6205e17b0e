//! Hus, the Namibian four-row game (seed `hus.txt`; docs/RULES.md "Hus").
//!
//! Each player sows only around their own two rows, a private loop of 2N
//! holes: own index 0..N-1 is the outer row from the owner's left to right,
//! N..2N-1 the inner row from right to left. On the board, Player 0's loop
//! is pits 0..2N-1 and Player 1's is 2N..4N-1.

use crate::error::{Error, IllegalMove};
use crate::moves::{Move, MoveDoc};
use crate::player::{Direction, Player};
use crate::position::Position;
use crate::sowing::{self, Halt, Lap, LapRules, Next};
use crate::topology::{Loops, Row, RowKind, Stores, Topology};
use crate::trace::{CaptureRule, LapEnd, Recorder, Taken};
use crate::variant::{Boards, Options, Preset, Variant};

use super::{Description, MoveShape, Outcome, Repetition, Rules, Sown};

pub(crate) struct Hus;

struct Laps {
    topology: &'static Topology,
    inner_row: std::ops::Range<usize>,
}

impl LapRules for Laps {
    fn memory(&self) -> u64 {
        0
    }

    // Once a lap, in every Hus move: left to itself the compiler calls it.
    #[inline(always)]
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
        if self.inner_row.contains(&landing) {
            let facing = self.topology.facing(landing).expect("inner rows face");
            let behind = self.topology.behind(facing).expect("an outer row behind");
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
    const VARIANT: Variant = Variant::Hus;

    type Checked = usize;

    /// The project's rule: a position's third occurrence is a draw.
    const REPETITION: Repetition = super::THIRD_OCCURRENCE;

    /// The player who cannot move loses, whatever the seeds.
    const WON_ON_SCORE: bool = false;

    /// "A player loses when they cannot make a legal move": the board
    /// stays as it is.
    const SWEPT_WHEN_STUCK: bool = false;

    /// Four rows of an even number of 8 to 16 holes, or 24 on long team
    /// boards; two seeds in each filled hole.
    const LOOPS: Loops = Loops::Own;

    /// The players may let North begin; a move names only its hole.
    const DESCRIPTION: Description = Description {
        starter_choice: true,
        move_shape: MoveShape::Pit,
        marks: false,
    };

    const BOARDS: Boards = Boards {
        rows: 4,
        holes_allowed: |holes| {
            (holes.is_multiple_of(2) && (8..=16).contains(&holes)) || holes == 24
        },
        holes_rule: "Hus is played on an even number of 8 to 16 holes per row, or 24",
        seeds_allowed: |seeds| seeds == 2,
        seeds_rule: "Hus starts with 2 seeds per filled hole",
        presets: &[
            Preset::traditional(8, 2),
            Preset::traditional(10, 2),
            Preset::traditional(12, 2),
            Preset::traditional(14, 2),
            Preset::traditional(16, 2),
            Preset::traditional(24, 2),
        ],
        setups: &[],
    };

    /// Four rows, drawn from the top: North's outer row (pits 3N-1 down to
    /// 2N on the left to right), North's inner (3N up to 4N-1), South's
    /// inner (2N-1 down to N), South's outer (0 up to N-1). Captured seeds
    /// are sown again at once, so there is no store.
    fn topology(holes: usize) -> Topology {
        let n = holes;
        let row = |first, rising, owner, kind| Row {
            first,
            rising,
            owner,
            kind,
        };
        let rows = [
            row(3 * n - 1, false, Player::North, RowKind::Outer),
            row(3 * n, true, Player::North, RowKind::Inner),
            row(2 * n - 1, false, Player::South, RowKind::Inner),
            row(0, true, Player::South, RowKind::Outer),
        ];
        Topology::new(holes, &rows, Self::LOOPS, Stores::None)
    }

    /// "2 seeds in every outer hole and in the right-hand half of the inner
    /// row": own loop indices 0 .. N + N/2 - 1 of each player.
    fn set_up(position: &mut Position, options: &Options) {
        let n = position.holes();
        for player in Player::BOTH {
            let own = position.topology().own_pits(player);
            position.pits[own.start..own.start + n + n / 2].fill(options.seeds);
        }
    }

    fn move_from(position: &Position, pit: usize) -> Move {
        let number = position.topology().move_number(position.to_move, pit);
        Move::Pit(number.expect("a pit of the mover's"))
    }

    fn read_move(doc: &MoveDoc, _position: &Position) -> Result<Move, Error> {
        super::en_gehe::read_pit_move(doc, Self::VARIANT)
    }

    /// The seeds on each side.
    fn scores(position: &Position) -> [u32; 2] {
        super::captured_and_own(position)
    }

    /// "Lifting all counters from a friendly hole containing two or more
    /// stones."
    fn each_candidate(position: &Position, mut visit: impl FnMut(Move) -> bool) -> bool {
        let ring = position.topology().ring(position.to_move);
        (0..ring.len).any(|index| position.pits[ring.base + index] >= 2 && visit(Move::Pit(index)))
    }

    fn candidate_count(position: &Position) -> usize {
        let ring = position.topology().ring(position.to_move);
        super::pits_holding(&position.pits[ring.base..ring.base + ring.len], 2)
    }

    /// A Hus move names a hole of the mover's own loop.
    fn check(position: &Position, mv: &Move) -> Result<usize, IllegalMove> {
        let &Move::Pit(index) = mv else {
            return Err(IllegalMove::NotThisGame);
        };
        let ring = position.topology().ring(position.to_move);
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
        allowance: u64,
    ) -> Result<Sown, Halt> {
        let mover = position.to_move;
        let topology = position.topology();
        let own = topology.ring_of(Self::LOOPS, mover);
        let n = position.holes();
        let mut laps = Laps {
            topology,
            inner_row: own.base + n..own.base + 2 * n,
        };
        let len = position.len();
        let pits = &mut position.pits[..len];
        let hand = u32::from(pits[pit]);
        let landing = sowing::sow(
            pits,
            own,
            &mut laps,
            Lap {
                from: pit,
                dir: Direction::Ccw,
                hand,
            },
            rec,
            allowance,
        )?;
        rec.end_lap(LapEnd::Stop);
        Ok(Sown {
            laps: landing.laps,
            extra_move: false,
        })
    }

    /// "A player loses when they cannot make a legal move"; the seeds on each
    /// side are shown as the score.
    fn outcome(position: &Position) -> Option<Outcome> {
        if Self::has_legal_move(position) {
            return None;
        }
        let stuck = position.to_move;
        Some(Outcome {
            winner: Some(stuck.opponent()),
            scores: Self::scores(position),
            reason: super::EndReason::CannotMove,
            stuck: Some(stuck),
            one_warrior_victory: false,
        })
    }
}

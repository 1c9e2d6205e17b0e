//! Giuthi, the Kikuyu and Embu game (seed `giuthi.txt`; docs/RULES.md "Giuthi").
//!
//! "A board with two rows of pits, each row belonging to one player", five
//! to ten pits a row. The seed's numbering is kept: Player 0 (South) owns
//! pits N..2N-1 and Player 1 (North) 0..N-1; counter-clockwise runs through
//! N..2N-1 and then 0..N-1, so pit p faces pit 2N-1-p.

use std::ops::Range;

use crate::error::{Error, IllegalMove};
use crate::moves::{Move, MoveDoc};
use crate::player::{Direction, Player};
use crate::position::Position;
use crate::sowing::{self, Halt, Lap, LapRules, Next, Takings};
use crate::topology::{Loops, Ring, Row, RowKind, Stores, Topology};
use crate::trace::{CaptureRule, LapEnd, Recorder, Taken};
use crate::variant::{Boards, Options, Preset, Variant};

use super::{
    winner_by_score, Description, EndReason, MoveShape, Outcome, Repetition, Rules, Sown, TurnEnd,
};

pub(crate) struct Giuthi;

/// The in-move state: where the laps go and whether any seed has yet been
/// dropped into the opponent's row.
struct Laps {
    ring: Ring,
    opponent_row: Range<usize>,
    entered_opponent_row: bool,
}

impl LapRules for Laps {
    fn memory(&self) -> u64 {
        u64::from(self.entered_opponent_row)
    }

    fn after_lap(&mut self, pits: &mut [u16], lap: &Lap, landing: usize) -> Next {
        let reach = self
            .ring
            .drops_to_reach(lap.from, lap.dir, &self.opponent_row);
        self.entered_opponent_row |= lap.hand as usize >= reach;
        // "If the last seed of a lap falls into an occupied pit, all seeds of
        // that pit are lifted and sown in another lap"; "each relay switches
        // between clockwise and counter-clockwise".
        if pits[landing] > 1 {
            Next::Relay(lap.dir.reversed())
        } else {
            Next::Stop
        }
    }
}

impl Rules for Giuthi {
    const VARIANT: Variant = Variant::Giuthi;

    /// "Any repeated position ends the game as a draw."
    const REPETITION: Repetition = super::ANY_REPEAT;

    /// "The player with more seeds wins."
    const WON_ON_SCORE: bool = true;

    /// A player who cannot move passes (`pass_turn`).
    const SWEPT_WHEN_STUCK: bool = false;

    /// "5 to 10 holes", "4 to 9 seeds per pit"; the seed's "recorded
    /// historical configurations", 2 x 8 with 8 seeds the standard set-up.
    const LOOPS: Loops = Loops::Board;

    /// The players may let North begin; "on the first lap the player
    /// chooses to sow clockwise or counter-clockwise".
    const DESCRIPTION: Description = Description {
        starter_choice: true,
        move_shape: MoveShape::Direction,
        marks: false,
    };

    const BOARDS: Boards = Boards {
        rows: 2,
        holes_allowed: |holes| (5..=10).contains(&holes),
        holes_rule: "Giuthi is played on 5 to 10 pits per row",
        seeds_allowed: |seeds| (4..=9).contains(&seeds),
        seeds_rule: "Giuthi starts with 4 to 9 seeds per pit",
        presets: &[
            Preset::traditional(8, 8),
            Preset::traditional(5, 4),
            Preset::traditional(6, 4),
            Preset::traditional(6, 6),
            Preset::traditional(7, 6),
            Preset::traditional(8, 4),
            Preset::traditional(10, 9),
        ],
        setups: &[],
    };

    /// North's row drawn at the top, from pit N-1 on the left down to 0;
    /// South's below it, N to 2N-1; captured seeds go to a pile beside it.
    fn topology(holes: usize) -> Topology {
        let rows = [
            Row {
                first: holes - 1,
                rising: false,
                owner: Player::North,
                kind: RowKind::Only,
            },
            Row {
                first: holes,
                rising: true,
                owner: Player::South,
                kind: RowKind::Only,
            },
        ];
        Topology::new(holes, &rows, Self::LOOPS, Stores::Piles)
    }

    /// The same number of seeds in every pit.
    fn set_up(position: &mut Position, options: &Options) {
        let len = position.len();
        position.pits[..len].fill(options.seeds);
    }

    fn move_from(_position: &Position, pit: usize) -> Move {
        Move::Directed {
            pit,
            dir: Direction::Ccw,
        }
    }

    /// "Each player adds up captured seeds plus the seeds left in their own
    /// pits."
    fn scores(position: &Position) -> [u32; 2] {
        super::captured_and_own(position)
    }

    /// "Every move must begin from a pit holding at least two seeds"; "on the
    /// first lap the player chooses to sow clockwise or counter-clockwise".
    fn each_candidate(position: &Position, mut visit: impl FnMut(Move) -> bool) -> bool {
        let own_row = position.topology().own_pits(position.to_move);
        own_row.into_iter().any(|pit| {
            position.pits[pit] >= 2
                && [Direction::Ccw, Direction::Cw]
                    .into_iter()
                    .any(|dir| visit(Move::Directed { pit, dir }))
        })
    }

    /// Both directions from each pit of two seeds or more.
    fn candidate_count(position: &Position) -> usize {
        let own_row = position.topology().own_pits(position.to_move);
        2 * super::pits_holding(&position.pits[own_row], 2)
    }

    type Checked = (usize, Direction);

    fn check(position: &Position, mv: &Move) -> Result<(usize, Direction), IllegalMove> {
        let &Move::Directed { pit, dir } = mv else {
            return Err(IllegalMove::NotThisGame);
        };
        super::check_own_pit(position, pit)?;
        match position.pits[pit] {
            0 => Err(IllegalMove::EmptyPit { pit }),
            1 => Err(IllegalMove::SingleSeed { pit }),
            _ => Ok((pit, dir)),
        }
    }

    fn sow<R: Recorder>(
        position: &mut Position,
        (pit, dir): (usize, Direction),
        rec: &mut R,
        allowance: u64,
    ) -> Result<Sown, Halt> {
        let mover = position.to_move;
        let topology = position.topology();
        let own_row = topology.own_pits(mover);
        let mut laps = Laps {
            ring: topology.ring_of(Self::LOOPS, mover),
            opponent_row: topology.own_pits(mover.opponent()),
            entered_opponent_row: false,
        };
        let len = position.len();
        let pits = &mut position.pits[..len];
        let hand = u32::from(pits[pit]);
        let landing = sowing::sow(
            pits,
            laps.ring,
            &mut laps,
            Lap {
                from: pit,
                dir,
                hand,
            },
            rec,
            allowance,
        )?;
        let mut sown = Sown {
            laps: landing.laps,
            extra_move: false,
        };

        // "If the last seed falls into an empty pit on the opponent's side,
        // the move ends at once without a capture."
        if !own_row.contains(&landing.pit) {
            rec.end_lap(LapEnd::Stop);
            return Ok(sown);
        }
        // "... on the player's own side, but no seeds were sown into the
        // opponent's row during the whole move: an extra move."
        if !laps.entered_opponent_row {
            rec.end_lap(LapEnd::ExtraMove);
            sown.extra_move = true;
            return Ok(sown);
        }
        // Otherwise a capture: the pit opposite the landing pit, and those
        // opposite the unbroken run of empty own pits that follows it in the
        // direction of the last lap, up to the end of the row.
        let mut takings = Takings::new();
        let mut take = |pit: usize, rule: CaptureRule| {
            let opposite = topology.facing(pit).expect("two rows face each other");
            let count = u32::from(pits[opposite]);
            if count > 0 {
                takings.push(Taken {
                    pit: opposite,
                    count,
                    rule,
                });
            }
        };
        take(landing.pit, CaptureRule::Opposite);
        let mut next = landing.pit;
        loop {
            next = match landing.dir {
                Direction::Ccw => next + 1,
                Direction::Cw => next.wrapping_sub(1),
            };
            if !own_row.contains(&next) || pits[next] > 0 {
                break;
            }
            take(next, CaptureRule::Chain);
        }
        super::capture_with_landing_seed(position, landing.pit, &takings, rec);
        Ok(sown)
    }

    /// After an extra move the mover goes again; a player with no legal move
    /// passes; when neither can move the game is over.
    fn pass_turn(
        position: &mut Position,
        sown: &Sown,
        can_move: &mut dyn FnMut(&Position) -> bool,
    ) -> TurnEnd {
        let mover = position.to_move;
        let next = if sown.extra_move {
            mover
        } else {
            mover.opponent()
        };
        position.to_move = next;
        if can_move(position) {
            return TurnEnd::default();
        }
        position.to_move = next.opponent();
        if can_move(position) {
            return TurnEnd {
                pass: Some(next),
                swept_to: None,
            };
        }
        position.to_move = next;
        TurnEnd::default()
    }

    /// A player with no legal move passes: a game started from a position
    /// with such a player to move starts with the pass made.
    fn settle_start(position: &mut Position) {
        if !Self::has_legal_move(position) {
            let mut other = *position;
            other.to_move = position.to_move.opponent();
            if Self::has_legal_move(&other) {
                *position = other;
            }
        }
    }

    /// `{"pit": N, "dir": "ccw" or "cw"}`.
    fn read_move(doc: &MoveDoc, _position: &Position) -> Result<Move, Error> {
        super::doc_fields_only(doc, &["pit", "dir"], Self::VARIANT)?;
        match (doc.pit, doc.dir) {
            (Some(pit), Some(dir)) => Ok(Move::Directed {
                pit: super::doc_index(pit, "pit")?,
                dir,
            }),
            (Some(_), None) => super::bad_doc(
                "a Giuthi move names the direction of its first lap: \"dir\": \"ccw\" or \"cw\"",
            ),
            _ => super::bad_doc("expected {\"pit\": N, \"dir\": \"ccw\" or \"cw\"}"),
        }
    }

    /// The game is over when neither player can move.
    fn outcome(position: &Position) -> Option<Outcome> {
        if super::has_legal_move(position) {
            return None;
        }
        let mut other = *position;
        other.to_move = position.to_move.opponent();
        if super::has_legal_move(&other) {
            return None;
        }
        Some(winner_by_score(Self::scores(position), EndReason::NoMoves))
    }
}

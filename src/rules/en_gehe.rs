//! En Gehé, the Maasai game (seed `en-gehe.txt`; docs/RULES.md "En Gehé").
//!
//! "Two rows of holes", up to 2 x 50, each team owning the row nearest it:
//! South pits 0..N-1 from its left, North N..2N-1 from its left, so that
//! counter-clockwise is rising index and pit p faces pit 2N-1-p. Seeds are
//! always sown counter-clockwise.

use crate::error::{Error, IllegalMove};
use crate::moves::{Move, MoveDoc};
use crate::player::{Direction, Player};
use crate::position::Position;
use crate::sowing::{self, Halt, Lap, LapRules, Next, Takings};
use crate::topology::{Loops, Row, RowKind, Stores, Topology};
use crate::trace::{CaptureRule, Recorder, Taken};
use crate::variant::{Boards, Options, Preset, Variant};

use super::{Description, MoveShape, Outcome, Repetition, Rules, Sown};

pub(crate) struct EnGehe;

/// The rows of Kiothi's board too: North's drawn at the top from 2N-1 on the
/// left, South's below from 0.
pub(super) fn two_rows_rising(holes: usize, stores: Stores) -> Topology {
    let rows = [
        Row {
            first: 2 * holes - 1,
            rising: false,
            owner: Player::North,
            kind: RowKind::Only,
        },
        Row {
            first: 0,
            rising: true,
            owner: Player::South,
            kind: RowKind::Only,
        },
    ];
    Topology::new(holes, &rows, EnGehe::LOOPS, stores)
}

/// A move that names only its pit: `{"pit": N}` (Hus too).
pub(super) fn read_pit_move(doc: &MoveDoc, variant: Variant) -> Result<Move, Error> {
    super::doc_fields_only(doc, &["pit"], variant)?;
    match doc.pit {
        Some(pit) => Ok(Move::Pit(super::doc_index(pit, "pit")?)),
        None => super::bad_doc("expected {\"pit\": N}"),
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
    const VARIANT: Variant = Variant::EnGehe;

    type Checked = usize;

    /// The project's rule: a position's third occurrence is a draw.
    const REPETITION: Repetition = super::THIRD_OCCURRENCE;

    /// The team with the larger tally wins.
    const WON_ON_SCORE: bool = true;

    /// The monumental boards of 2 x 40 to 2 x 50, four counters a hole;
    /// smaller practice boards from 2 x 6, labelled as such.
    const LOOPS: Loops = Loops::Board;

    /// "The game ends when a team cannot move on its turn. Any counters left
    /// on the board are claimed by the team that made the last move."
    const SWEPT_WHEN_STUCK: bool = true;

    /// The players may let North begin; a move names only its pit.
    const DESCRIPTION: Description = Description {
        starter_choice: true,
        move_shape: MoveShape::Pit,
        marks: false,
    };

    const BOARDS: Boards = Boards {
        rows: 2,
        holes_allowed: |holes| (6..=50).contains(&holes),
        holes_rule: "En Gehé is played on 40 to 50 pits per row (6 to 39 as practice boards)",
        seeds_allowed: |seeds| seeds == 4,
        seeds_rule: "En Gehé starts with 4 seeds per pit",
        presets: &[
            Preset::traditional(40, 4),
            Preset::traditional(45, 4),
            Preset::traditional(50, 4),
            Preset::practice(8, 4),
            Preset::practice(12, 4),
            Preset::practice(20, 4),
        ],
        setups: &[],
    };

    /// Each team's tally is kept beside the board.
    fn topology(holes: usize) -> Topology {
        two_rows_rising(holes, Stores::Piles)
    }

    /// "Four counters in each hole."
    fn set_up(position: &mut Position, options: &Options) {
        let len = position.len();
        position.pits[..len].fill(options.seeds);
    }

    fn move_from(_position: &Position, pit: usize) -> Move {
        Move::Pit(pit)
    }

    fn read_move(doc: &MoveDoc, _position: &Position) -> Result<Move, Error> {
        read_pit_move(doc, Self::VARIANT)
    }

    /// The tallies.
    fn scores(position: &Position) -> [u32; 2] {
        position.captured
    }

    /// "Scoops all counters from an occupied hole on their side."
    fn each_candidate(position: &Position, mut visit: impl FnMut(Move) -> bool) -> bool {
        let mut own_row = position.topology().own_pits(position.to_move);
        own_row.any(|pit| position.pits[pit] > 0 && visit(Move::Pit(pit)))
    }

    fn candidate_count(position: &Position) -> usize {
        let own_row = position.topology().own_pits(position.to_move);
        super::pits_holding(&position.pits[own_row], 1)
    }

    /// Rows of 40 to 50 pits: counted eight at a time to the one drawn.
    fn nth_candidate(position: &Position, index: usize) -> Move {
        let own_row = position.topology().own_pits(position.to_move);
        Move::Pit(own_row.start + super::nth_pit_holding(&position.pits[own_row], 1, index))
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
        allowance: u64,
    ) -> Result<Sown, Halt> {
        let mover = position.to_move;
        let topology = position.topology();
        let own_row = topology.own_pits(mover);
        let len = position.len();
        let pits = &mut position.pits[..len];
        let hand = u32::from(pits[pit]);
        let ring = topology.ring_of(Self::LOOPS, mover);
        let landing = sowing::sow(
            pits,
            ring,
            &mut Laps,
            Lap {
                from: pit,
                dir: Direction::Ccw,
                hand,
            },
            rec,
            allowance,
        )?;
        let sown = Sown {
            laps: landing.laps,
            extra_move: false,
        };

        // "If the last counter lands in an empty hole in the moving team's own
        // row, the contents of the directly opposite enemy hole are captured";
        // "if the opposite hole was empty, nothing is captured and the
        // triggering counter stays in place".
        let facing = topology
            .facing(landing.pit)
            .expect("two rows face each other");
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

    /// "The team that has captured the most counters wins; equal is a draw."
    fn outcome(position: &Position) -> Option<Outcome> {
        (!Self::has_legal_move(position)).then(|| super::stuck_outcome(position))
    }
}

//! Kiothi, the Meru game (seed `kiothi.txt`; docs/RULES.md "Kiothi").
//!
//! "Two rows of ten boma", a prison at each end. South owns boma 0..9 and
//! North 10..19, each numbered from its owner's left, so that boma b faces
//! boma 19-b; warriors are always sown counter-clockwise.

use std::ops::Range;

use serde::Serialize;

use crate::error::{Error, IllegalMove, PositionError};
use crate::moves::{Move, MoveDoc, Redistribution, KIOTHI_BOMA};
use crate::player::{Direction, Player};
use crate::position::{KiothiMarks, Phase, Position, PositionDoc};
use crate::rng::Rng;
use crate::sowing::{self, Halt, Lap, LapRules, Next, Takings};
use crate::topology::{Loops, Stores, Topology};
use crate::trace::{CaptureRule, LapEnd, LapStart, OpeningTrace, Recorder, Taken, Trace};
use crate::variant::{Boards, Options, Preset, Variant};

use super::{Description, MoveShape, Outcome, Repetition, Rules, Sown};

pub(crate) struct Kiothi;

// A few instructions each, called several times a move; inlined, random
// Kiothi games take 0.7 % fewer instructions.
#[inline]
fn board() -> &'static Topology {
    super::topology(Kiothi::VARIANT, KIOTHI_BOMA / 2)
}

#[inline]
fn row(player: Player) -> Range<usize> {
    board().own_pits(player)
}

#[inline]
fn opposite(boma: usize) -> usize {
    board().facing(boma).expect("two rows face each other")
}

/// "Once a boma has been sown from (or relayed through), its nki status is
/// permanently cleared." Returns whether it was nki.
fn lift_from(marks: &mut KiothiMarks, boma: usize) -> bool {
    let bit = 1 << boma;
    let was_nki = marks.nki & bit != 0;
    marks.nki &= !bit;
    marks.lifted |= bit;
    was_nki
}

/// Where the last warrior of a first lap of `count` warriors from `pit`
/// falls, and how many warriors that boma held just before it.
fn first_lap_landing(position: &Position, pit: usize, count: u32) -> (usize, u32) {
    let landing = (pit + count as usize) % KIOTHI_BOMA;
    let left_behind = if landing == pit { count } else { 0 };
    let earlier_rounds = (count - 1) / KIOTHI_BOMA as u32;
    (
        landing,
        u32::from(position.pits[landing]) - left_behind + earlier_rounds,
    )
}

/// "The final warrior of the first lap must not land in an occupied boma of
/// the player's own row."
fn first_lap_ends_elsewhere(
    position: &Position,
    pit: usize,
    count: u32,
    own_row: &Range<usize>,
) -> Result<(), IllegalMove> {
    let (landing, held) = first_lap_landing(position, pit, count);
    if held > 0 && own_row.contains(&landing) {
        return Err(IllegalMove::FirstLapEndsInOwnOccupied { pit, landing });
    }
    Ok(())
}

struct Laps<'a> {
    marks: &'a mut KiothiMarks,
}

impl LapRules for Laps<'_> {
    fn memory(&self) -> u64 {
        u64::from(self.marks.nki) | u64::from(self.marks.lifted) << 32
    }

    /// "When the final warrior of a lap falls into an occupied boma, its
    /// entire contents are picked up to continue sowing" (and the boma is
    /// sown from); "sowing concludes when the final warrior drops into an
    /// empty boma".
    fn after_lap(&mut self, pits: &mut [u16], _lap: &Lap, landing: usize) -> Next {
        if pits[landing] > 1 {
            lift_from(self.marks, landing);
            Next::Relay(Direction::Ccw)
        } else {
            Next::Stop
        }
    }
}

/// "Nki" and "lifted" name boma, the setup fills 6 or 5 of them, and the
/// opening has no marks yet.
fn read_marks(doc: &PositionDoc) -> Result<KiothiMarks, PositionError> {
    let set = |list_name: &'static str, list: &Option<Vec<i64>>| -> Result<u32, PositionError> {
        let mut set = 0u32;
        for &pit in list.iter().flatten() {
            if !(0..20).contains(&pit) {
                return Err(PositionError::MarkOffBoard {
                    list: list_name,
                    boma: pit,
                });
            }
            set |= 1 << pit;
        }
        Ok(set)
    };
    let setup = match doc.setup.unwrap_or(6) {
        s @ (5 | 6) => s as u8,
        given => return Err(PositionError::Setup { given }),
    };
    let marks = KiothiMarks {
        phase: doc.phase.unwrap_or_default(),
        setup,
        nki: set("nki", &doc.nki)?,
        lifted: set("lifted", &doc.lifted)?,
    };
    if marks.phase == Phase::Opening && (marks.nki != 0 || marks.lifted != 0) {
        return Err(PositionError::MarksInOpening);
    }
    Ok(marks)
}

#[derive(Clone, Copy)]
pub(crate) enum KiothiMove {
    Harvest { pit: usize, count: u32 },
    Redistribute(Redistribution),
}

/// One way to begin the opening: the two boma emptied and the warriors they
/// lift, which may then be placed anywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct OpeningChoice {
    pub empty: [usize; 2],
    pub lifts: u32,
}

/// "Empty two of their own boma": whether the mover may empty `boma` (an
/// occupied boma of their own row) in the opening.
fn may_empty(position: &Position, boma: usize) -> bool {
    row(position.to_move).contains(&boma) && position.pits[boma] > 0
}

/// In the opening, each pair of own boma that may be emptied and how many
/// warriors it lifts; None once the opening is over. (The one place where a
/// position's choices are told to be redistributions: `rules::choices`.)
pub(super) fn redistributions(position: &Position) -> Option<Vec<OpeningChoice>> {
    (position.phase() == Phase::Opening).then(|| opening_choices(position))
}

fn opening_choices(position: &Position) -> Vec<OpeningChoice> {
    let occupied: Vec<usize> = row(position.to_move)
        .filter(|&b| may_empty(position, b))
        .collect();
    let mut choices = Vec::new();
    for (i, &first) in occupied.iter().enumerate() {
        for &second in &occupied[i + 1..] {
            let lifts = u32::from(position.pits[first]) + u32::from(position.pits[second]);
            choices.push(OpeningChoice {
                empty: [first, second],
                lifts,
            });
        }
    }
    choices
}

/// The opening as a player composes it on the board (`opening_preview`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningPreview {
    /// The boma as they would stand.
    pub pits: [u16; KIOTHI_BOMA],
    /// The warriors the boma emptied so far lift.
    pub lifted: u32,
    /// Lifted warriors not yet placed.
    pub left: u32,
    /// Whether boma to empty are still being chosen ("empty two of their
    /// own boma"); then the placing.
    pub choosing: bool,
    /// The boma that may be picked now: while choosing, those that may be
    /// emptied (the chosen ones included, to be taken back); then every
    /// boma, where the lifted warriors "may then be placed anywhere".
    pub pickable: Vec<usize>,
    /// The move, once two boma are emptied and every warrior is placed.
    pub complete: Option<Redistribution>,
}

pub(super) fn opening_preview(
    position: &Position,
    empty: &[usize],
    place: &[u32],
) -> Result<OpeningPreview, Error> {
    if position.phase() != Phase::Opening {
        return Err(IllegalMove::NotInOpening.into());
    }
    if empty.len() > 2 {
        return Err(Error::BadMove(
            "an opening move empties exactly two boma".into(),
        ));
    }
    for (i, &pit) in empty.iter().enumerate() {
        if pit >= KIOTHI_BOMA {
            return Err(IllegalMove::PitOutOfRange {
                pit,
                pits: KIOTHI_BOMA,
            }
            .into());
        }
        if empty[..i].contains(&pit) {
            return Err(IllegalMove::OpeningPitsNotDistinct.into());
        }
        if !may_empty(position, pit) {
            return Err(IllegalMove::OpeningPitNotOccupied { pit }.into());
        }
    }
    if place.len() > KIOTHI_BOMA {
        return Err(Error::BadMove(
            "\"place\" gives a count for each of the 20 boma".into(),
        ));
    }
    let mut pits = [0u16; KIOTHI_BOMA];
    pits.copy_from_slice(&position.pits[..KIOTHI_BOMA]);
    let lifted: u32 = empty.iter().map(|&b| u32::from(pits[b])).sum();
    let placed: u32 = place.iter().sum();
    if placed > lifted {
        return Err(IllegalMove::OpeningWrongTotal { placed, lifted }.into());
    }
    for &b in empty {
        pits[b] = 0;
    }
    let mut counts = [0u16; KIOTHI_BOMA];
    for (b, &n) in place.iter().enumerate() {
        // At most the lifted warriors in all: no boma overflows.
        counts[b] = n as u16;
        pits[b] += n as u16;
    }
    let choosing = empty.len() < 2;
    // Any two of them make a choice (`opening_choices`), so each may still
    // be picked beside those chosen.
    let pickable = if choosing {
        (0..KIOTHI_BOMA)
            .filter(|&b| may_empty(position, b))
            .collect()
    } else {
        (0..KIOTHI_BOMA).collect()
    };
    let complete = (!choosing && placed == lifted).then(|| Redistribution {
        empty: [empty[0], empty[1]],
        place: counts,
    });
    Ok(OpeningPreview {
        pits,
        lifted,
        left: lifted - placed,
        choosing,
        pickable,
        complete,
    })
}

fn check_redistribution(position: &Position, r: &Redistribution) -> Result<(), IllegalMove> {
    let [first, second] = r.empty;
    if first == second {
        return Err(IllegalMove::OpeningPitsNotDistinct);
    }
    for pit in [first, second] {
        if pit >= KIOTHI_BOMA {
            return Err(IllegalMove::PitOutOfRange {
                pit,
                pits: KIOTHI_BOMA,
            });
        }
        if !may_empty(position, pit) {
            return Err(IllegalMove::OpeningPitNotOccupied { pit });
        }
    }
    let lifted = u32::from(position.pits[first]) + u32::from(position.pits[second]);
    let placed: u32 = r.place.iter().map(|&count| u32::from(count)).sum();
    if placed != lifted {
        return Err(IllegalMove::OpeningWrongTotal { placed, lifted });
    }
    Ok(())
}

impl Rules for Kiothi {
    const VARIANT: Variant = Variant::Kiothi;

    type Checked = KiothiMove;

    /// The project's rule: a position's third occurrence is a draw.
    const REPETITION: Repetition = super::THIRD_OCCURRENCE;

    /// The player with more warriors in prison wins.
    const WON_ON_SCORE: bool = true;

    /// "The game concludes when a player has no legal moves remaining. All
    /// warriors remaining on the board are swept and awarded to the player
    /// who can still move."
    const SWEPT_WHEN_STUCK: bool = true;

    /// "Two rows of ten boma", five warriors in each of the six (or five)
    /// rightmost boma of each player.
    const LOOPS: Loops = Loops::Board;

    /// "Opening (turn 1 South, turn 2 North)": South always opens; a move
    /// lifts "any chosen number of warriors"; the positions carry the
    /// opening's phase and the nki and lifted marks.
    const DESCRIPTION: Description = Description {
        starter_choice: false,
        move_shape: MoveShape::Count,
        marks: true,
    };

    const BOARDS: Boards = Boards {
        rows: 2,
        holes_allowed: |holes| holes == 10,
        holes_rule: "Kiothi is played on 10 boma per row",
        seeds_allowed: |seeds| seeds == 5,
        seeds_rule: "Kiothi starts with 5 warriors per occupied boma",
        presets: &[
            Preset {
                holes: 10,
                seeds: 5,
                setup: Some(6),
                traditional: true,
            },
            Preset {
                holes: 10,
                seeds: 5,
                setup: Some(5),
                traditional: true,
            },
        ],
        setups: &[6, 5],
    };

    fn read_marks(doc: &PositionDoc) -> Result<KiothiMarks, PositionError> {
        read_marks(doc)
    }

    /// Each player's prison at their right-hand end of the board.
    fn topology(holes: usize) -> Topology {
        super::en_gehe::two_rows_rising(holes, Stores::Ends)
    }

    /// "Each player has 30 warriors, placed five per boma in their six
    /// rightmost boma" (or five boma); the opening redistributions come
    /// first.
    fn set_up(position: &mut Position, options: &Options) {
        position.kiothi = KiothiMarks {
            phase: Phase::Opening,
            setup: options.setup.unwrap_or(6),
            nki: 0,
            lifted: 0,
        };
        for pit in 0..KIOTHI_BOMA {
            if position.kiothi.filled_at_setup(pit) {
                position.pits[pit] = options.seeds;
            }
        }
    }

    /// A harvest `{"pit": N, "count": K}` (without a count, the whole boma:
    /// the usual harvest); in the opening `{"empty": [a, b], "place": [20
    /// counts]}`.
    fn read_move(doc: &MoveDoc, position: &Position) -> Result<Move, Error> {
        let bad = super::bad_doc;
        if doc.empty.is_some() || doc.place.is_some() {
            super::doc_fields_only(doc, &["empty", "place"], Self::VARIANT)?;
            let (Some(empty), Some(place)) = (&doc.empty, &doc.place) else {
                return bad(
                    "an opening move has both \"empty\" (two boma) and \"place\" (20 counts)",
                );
            };
            let [first, second] = empty[..] else {
                return bad("an opening move empties exactly two boma");
            };
            if place.len() != KIOTHI_BOMA {
                return bad("\"place\" gives a count for each of the 20 boma");
            }
            let mut counts = [0u16; KIOTHI_BOMA];
            for (boma, &count) in place.iter().enumerate() {
                counts[boma] = u16::try_from(count).map_err(|_| {
                    Error::BadMove(format!("cannot place {count} warriors on boma {boma}"))
                })?;
            }
            return Ok(Move::Redistribute(Redistribution {
                empty: [
                    super::doc_index(first, "empty")?,
                    super::doc_index(second, "empty")?,
                ],
                place: counts,
            }));
        }
        super::doc_fields_only(doc, &["pit", "count"], Self::VARIANT)?;
        let Some(pit) = doc.pit else {
            return bad(if position.phase() == Phase::Opening {
                "the opening expects {\"empty\": [a, b], \"place\": [20 counts]}"
            } else {
                "expected {\"pit\": N, \"count\": K}"
            });
        };
        let pit = super::doc_index(pit, "pit")?;
        let count = match doc.count {
            Some(count) => u32::try_from(count)
                .map_err(|_| Error::BadMove(format!("count must not be negative, not {count}")))?,
            None => position.pits().get(pit).map_or(0, |&c| u32::from(c)),
        };
        Ok(Move::Harvest { pit, count })
    }

    fn move_from(position: &Position, pit: usize) -> Move {
        Move::Harvest {
            pit,
            count: u32::from(position.pits[pit]),
        }
    }

    /// "The player with the highest warrior tally in their prison wins."
    fn scores(position: &Position) -> [u32; 2] {
        position.captured
    }

    /// "Lifting any chosen number of warriors from one of their boma", each
    /// count that the first-lap restriction allows.
    fn each_candidate(position: &Position, mut visit: impl FnMut(Move) -> bool) -> bool {
        if position.phase() == Phase::Opening {
            return false;
        }
        // The restrictions of `check` that a count from an own occupied boma
        // can fail: only the first lap's.
        // `first_lap_landing` for each count in turn: one boma further each,
        // and a round more of the board each time the lap comes back to its
        // own boma.
        let own_row = row(position.to_move);
        for pit in own_row.clone() {
            let (mut landing, mut earlier_rounds) = (pit, 0);
            for count in 1..=u32::from(position.pits[pit]) {
                landing = if landing + 1 == KIOTHI_BOMA {
                    0
                } else {
                    landing + 1
                };
                let back_home = landing == pit;
                let left_behind = if back_home { count } else { 0 };
                let held = u32::from(position.pits[landing]) + earlier_rounds - left_behind;
                debug_assert_eq!((landing, held), first_lap_landing(position, pit, count));
                earlier_rounds += u32::from(back_home);
                let allowed = held == 0 || !own_row.contains(&landing);
                if allowed && visit(Move::Harvest { pit, count }) {
                    return true;
                }
            }
        }
        false
    }

    fn check(position: &Position, mv: &Move) -> Result<KiothiMove, IllegalMove> {
        match (*mv, position.phase()) {
            (Move::Redistribute(r), Phase::Opening) => {
                check_redistribution(position, &r)?;
                Ok(KiothiMove::Redistribute(r))
            }
            (Move::Redistribute(_), Phase::Play) => Err(IllegalMove::NotInOpening),
            (Move::Harvest { .. }, Phase::Opening) => Err(IllegalMove::InOpening),
            (Move::Harvest { pit, count }, Phase::Play) => {
                super::check_own_pit(position, pit)?;
                let available = u32::from(position.pits[pit]);
                if available == 0 {
                    return Err(IllegalMove::EmptyPit { pit });
                }
                if count == 0 {
                    return Err(IllegalMove::ZeroCount);
                }
                if count > available {
                    return Err(IllegalMove::CountTooLarge {
                        pit,
                        count,
                        available,
                    });
                }
                first_lap_ends_elsewhere(position, pit, count, &row(position.to_move))?;
                Ok(KiothiMove::Harvest { pit, count })
            }
            _ => Err(IllegalMove::NotThisGame),
        }
    }

    fn sow<R: Recorder>(
        position: &mut Position,
        mv: KiothiMove,
        rec: &mut R,
        allowance: u64,
    ) -> Result<Sown, Halt> {
        let mover = position.to_move;
        let Position {
            pits,
            kiothi: marks,
            ..
        } = position;
        let pits = &mut pits[..KIOTHI_BOMA];
        let (pit, count) = match mv {
            KiothiMove::Redistribute(r) => {
                // "A player empties exactly two of their own occupied boma and
                // freely distributes their warriors into any boma."
                r.empty.iter().for_each(|&boma| pits[boma] = 0);
                pits.iter_mut()
                    .zip(r.place)
                    .for_each(|(count, added)| *count += added);
                // "All boma that contain warriors after this initial
                // redistribution are designated as nki."
                if mover == Player::North {
                    marks.nki = (0..KIOTHI_BOMA)
                        .filter(|&b| pits[b] > 0)
                        .fold(0, |set, b| set | 1 << b);
                    marks.phase = Phase::Play;
                }
                return Ok(Sown::default());
            }
            KiothiMove::Harvest { pit, count } => (pit, count),
        };
        lift_from(marks, pit);
        let mut laps = Laps { marks: &mut *marks };
        let ring = board().ring_of(Self::LOOPS, mover);
        let landing = sowing::sow(
            pits,
            ring,
            &mut laps,
            Lap {
                from: pit,
                dir: Direction::Ccw,
                hand: count,
            },
            rec,
            allowance,
        )?;
        let sown = Sown {
            laps: landing.laps,
            extra_move: false,
        };
        let own_row = row(mover);
        if !own_row.contains(&landing.pit) {
            rec.end_lap(LapEnd::Stop);
            return Ok(sown);
        }

        let capturable = |boma: usize| pits[boma] > 0 && marks.nki & (1 << boma) == 0;
        let mut takings = Takings::new();
        // Standard capture: "the warriors in the directly opposite enemy
        // boma are captured, provided it is occupied and not marked nki".
        let facing = opposite(landing.pit);
        if capturable(facing) {
            takings.push(Taken {
                pit: facing,
                count: u32::from(pits[facing]),
                rule: CaptureRule::Opposite,
            });
        }
        // Leftmost bonus: landing in one's leftmost boma also takes the three
        // enemy boma opposite one's pits 2, 3 and 4, all or none, if each is
        // occupied, not nki, and was empty at the start or has been sown from
        // since the opening.
        let leftmost = own_row.start;
        if landing.pit == leftmost {
            let targets = [1, 2, 3].map(|step| opposite(leftmost + step));
            let eligible = |boma: usize| {
                capturable(boma)
                    && (!marks.filled_at_setup(boma) || marks.lifted & (1 << boma) != 0)
            };
            if targets.iter().all(|&boma| eligible(boma)) {
                for boma in targets {
                    takings.push(Taken {
                        pit: boma,
                        count: u32::from(pits[boma]),
                        rule: CaptureRule::Leftmost,
                    });
                }
            }
        }
        // "The captured warriors and the warrior effecting the capture are
        // transferred to the player's prison."
        super::capture_with_landing_seed(position, landing.pit, &takings, rec);
        Ok(sown)
    }

    /// "The player with the highest warrior tally in their prison wins"; a
    /// margin of exactly two is the "one warrior victory".
    fn outcome(position: &Position) -> Option<Outcome> {
        if Self::has_legal_move(position) {
            return None;
        }
        let outcome = super::stuck_outcome(position);
        let margin = outcome.scores[0].abs_diff(outcome.scores[1]);
        Some(Outcome {
            one_warrior_victory: margin == 2,
            ..outcome
        })
    }

    fn has_legal_move(position: &Position) -> bool {
        match position.phase() {
            Phase::Opening => {
                row(position.to_move)
                    .filter(|&b| position.pits[b] > 0)
                    .count()
                    >= 2
            }
            Phase::Play => super::any_candidate_ends::<Self>(position),
        }
    }

    /// The opening's redistribution, or which laps lifted warriors from an
    /// nki boma and so cleared its protection.
    fn annotate(before: &Position, after: &Position, trace: &mut Trace) {
        if let Move::Redistribute(r) = trace.mv {
            let emptied = r
                .empty
                .iter()
                .map(|&pit| Taken {
                    pit,
                    count: u32::from(before.pits[pit]),
                    rule: CaptureRule::Emptied,
                })
                .collect();
            let newly_marked = after.kiothi.nki & !before.kiothi.nki;
            trace.opening = Some(OpeningTrace {
                emptied,
                placed: r.place.to_vec(),
                nki_marked: (0..KIOTHI_BOMA)
                    .filter(|&b| newly_marked & (1 << b) != 0)
                    .collect(),
            });
            return;
        }
        let mut marks = before.kiothi;
        for lap in &mut trace.laps {
            if lap.start != LapStart::Resow {
                lap.cleared_nki = lift_from(&mut marks, lap.from);
            }
        }
    }

    /// In the opening, a random redistribution: a uniformly random pair of
    /// own occupied boma, each warrior then placed on a uniformly random boma.
    fn random_move(
        position: &Position,
        rng: &mut Rng,
        scratch: &mut super::Scratch,
        after: &mut Position,
    ) -> Option<(Move, Sown)> {
        let Some(choices) = redistributions(position) else {
            return super::uniform_random_move::<Self>(position, rng, scratch, after);
        };
        if choices.is_empty() {
            return None;
        }
        let choice = choices[rng.below(choices.len())];
        let mut place = [0u16; KIOTHI_BOMA];
        for _ in 0..choice.lifts {
            place[rng.below(KIOTHI_BOMA)] += 1;
        }
        let mv = Move::Redistribute(Redistribution {
            empty: choice.empty,
            place,
        });
        let checked = Self::check(position, &mv).ok()?;
        *after = *position;
        let sown = Self::sow(after, checked, &mut crate::trace::NoTrace, sowing::MAX_LAPS).ok()?;
        Some((mv, sown))
    }
}

//! What happened during a move, lap by lap, for a front end to animate.
//!
//! Sowing is generic over a `Recorder`; `NoTrace` compiles to nothing, so
//! playouts and searches pay nothing for the trace.

use serde::Serialize;

use crate::moves::Move;
use crate::player::{Direction, Player};
use crate::position::Position;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trace {
    pub player: Player,
    #[serde(rename = "move")]
    pub mv: Move,
    /// Kiothi's opening redistribution (no laps).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opening: Option<OpeningTrace>,
    pub laps: Vec<Lap>,
    /// Giuthi: the mover moves again.
    pub extra_move: bool,
    /// Giuthi: the player who had no legal move after this move and passed.
    pub pass: Option<Player>,
    /// The end-of-game sweep of the seeds left on the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sweep: Option<Sweep>,
}

impl Trace {
    /// Applies the trace to the position before its move, seed by seed, as a
    /// front end animating it does: the pits and the captures
    /// ([player 0, player 1]) it arrives at, or the first step that does not
    /// fit the board (a lap taking more or fewer seeds than its pit holds, a
    /// hand that is not all dropped, a pit off the board). A trace of the
    /// engine's always arrives at the position after the move; the soak, the
    /// property tests and the fuzz targets hold it to that.
    pub fn replay(&self, before: &Position) -> Result<(Vec<u16>, [u32; 2]), String> {
        let mut pits = before.pits().to_vec();
        let mut captured = before.captured();
        let mover = self.player.index();
        if let Some(opening) = &self.opening {
            for emptied in &opening.emptied {
                take_all(&mut pits, emptied.pit, emptied.count)?;
            }
            if opening.placed.len() != pits.len() {
                return Err(format!(
                    "the opening places on {} pits",
                    opening.placed.len()
                ));
            }
            for (count, &added) in pits.iter_mut().zip(&opening.placed) {
                *count = count
                    .checked_add(added)
                    .ok_or("the opening overfills a pit")?;
            }
        }
        for (index, lap) in self.laps.iter().enumerate() {
            match lap.start {
                LapStart::Lift => {
                    let held = pit_mut(&mut pits, lap.from)?;
                    *held = u32::from(*held)
                        .checked_sub(lap.hand)
                        .and_then(|left| u16::try_from(left).ok())
                        .ok_or_else(|| {
                            format!("lap {index} lifts more than pit {} holds", lap.from)
                        })?;
                }
                LapStart::Relay => take_all(&mut pits, lap.from, lap.hand)?,
                LapStart::Resow => {}
            }
            if lap.drops.len() != lap.hand as usize {
                return Err(format!(
                    "lap {index} drops {} seeds from a hand of {}",
                    lap.drops.len(),
                    lap.hand
                ));
            }
            for &pit in &lap.drops {
                let count = pit_mut(&mut pits, pit)?;
                *count = count.checked_add(1).ok_or("a pit overflows")?;
            }
            match &lap.end {
                LapEnd::Capture { taken, capturer } => {
                    for t in taken {
                        take_all(&mut pits, t.pit, t.count)?;
                        captured[mover] += t.count;
                    }
                    if let Some(pit) = capturer {
                        let count = pit_mut(&mut pits, *pit)?;
                        *count = count.checked_sub(1).ok_or_else(|| {
                            format!("lap {index}: the capturing pit {pit} is empty")
                        })?;
                        captured[mover] += 1;
                    }
                }
                LapEnd::Resow { taken } => {
                    for t in taken {
                        take_all(&mut pits, t.pit, t.count)?;
                    }
                }
                LapEnd::Relay | LapEnd::Stop | LapEnd::ExtraMove => {}
            }
        }
        if let Some(sweep) = &self.sweep {
            for t in &sweep.taken {
                take_all(&mut pits, t.pit, t.count)?;
                captured[sweep.to.index()] += t.count;
            }
        }
        Ok((pits, captured))
    }
}

fn pit_mut(pits: &mut [u16], pit: usize) -> Result<&mut u16, String> {
    let len = pits.len();
    pits.get_mut(pit)
        .ok_or_else(|| format!("pit {pit} is off a board of {len} pits"))
}

/// Empties a pit said to hold `count` seeds.
fn take_all(pits: &mut [u16], pit: usize, count: u32) -> Result<(), String> {
    let held = pit_mut(pits, pit)?;
    if u32::from(*held) != count {
        return Err(format!(
            "{count} seeds taken from pit {pit}, which holds {held}"
        ));
    }
    *held = 0;
    Ok(())
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpeningTrace {
    pub emptied: Vec<Taken>,
    /// Warriors placed on each boma.
    pub placed: Vec<u16>,
    /// Boma marked nki after North's redistribution.
    pub nki_marked: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Lap {
    /// How the seeds in hand were picked up.
    pub start: LapStart,
    /// The pit the seeds were lifted from (for a re-sowing lap, the hole that
    /// triggered the capture); the first seed goes into the next pit.
    pub from: usize,
    pub dir: Direction,
    pub hand: u32,
    /// Every pit a seed was dropped into, in order (board indices).
    pub drops: Vec<usize>,
    pub end: LapEnd,
    /// Kiothi: the protection (nki) of `from` was lost by this lift. Kiothi's
    /// rules fill it in (`Rules::annotate`); the shared sowing knows no marks.
    pub cleared_nki: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LapStart {
    /// The seeds of the pit the player chose.
    Lift,
    /// The seeds of the pit the previous lap ended in.
    Relay,
    /// Hus: seeds just captured from the opponent.
    Resow,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum LapEnd {
    /// The last seed fell into an occupied pit whose seeds are sown next.
    Relay,
    /// The move ended without a capture.
    Stop,
    /// The move ended with a capture into the mover's pile, prison or tally;
    /// `capturer` is the landing pit whose last seed went along, if it did.
    Capture {
        taken: Vec<Taken>,
        capturer: Option<usize>,
    },
    /// Hus: seeds were captured and are sown as the next lap.
    Resow { taken: Vec<Taken> },
    /// Giuthi: the move ended in the mover's row without entering the
    /// opponent's row, so the mover moves again.
    ExtraMove,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Taken {
    pub pit: usize,
    pub count: u32,
    pub rule: CaptureRule,
}

/// Which clause of the rules took the seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureRule {
    /// The pit opposite (facing) the landing pit.
    Opposite,
    /// Giuthi: opposite an empty pit of the run after the landing pit.
    Chain,
    /// Kiothi: the leftmost triple bonus.
    Leftmost,
    /// Hus: the opponent's outer hole behind the facing one.
    Behind,
    /// Kiothi opening: a boma emptied for the redistribution.
    Emptied,
    /// End of game: seeds swept off the board.
    Sweep,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Sweep {
    pub to: Player,
    pub taken: Vec<Taken>,
}

/// Receives the laps of a move as the shared sowing produces them.
pub(crate) trait Recorder {
    /// Whether drops should be listed; when false, sowing adds whole rounds
    /// and runs at once.
    const RECORDS: bool;
    fn begin_lap(&mut self, start: LapStart, from: usize, dir: Direction, hand: u32);
    fn drop_into(&mut self, pit: usize);
    fn end_lap(&mut self, end: LapEnd);
}

pub(crate) struct NoTrace;

impl Recorder for NoTrace {
    const RECORDS: bool = false;
    fn begin_lap(&mut self, _: LapStart, _: usize, _: Direction, _: u32) {}
    fn drop_into(&mut self, _: usize) {}
    fn end_lap(&mut self, _: LapEnd) {}
}

impl Recorder for Vec<Lap> {
    const RECORDS: bool = true;

    fn begin_lap(&mut self, start: LapStart, from: usize, dir: Direction, hand: u32) {
        self.push(Lap {
            start,
            from,
            dir,
            hand,
            drops: Vec::with_capacity(hand as usize),
            end: LapEnd::Stop,
            cleared_nki: false,
        });
    }

    fn drop_into(&mut self, pit: usize) {
        if let Some(lap) = self.last_mut() {
            lap.drops.push(pit);
        }
    }

    fn end_lap(&mut self, end: LapEnd) {
        if let Some(lap) = self.last_mut() {
            lap.end = end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{rules, Options, Variant};

    #[test]
    fn a_trace_replays_to_its_own_position_only() {
        let position = Position::new(Variant::Giuthi, Options::default()).unwrap();
        let mv = rules::legal_moves(&position)[3];
        let (after, trace) = rules::play(&position, &mv).unwrap();
        let arrived = (after.pits().to_vec(), after.captured());
        assert_eq!(trace.replay(&position), Ok(arrived.clone()));

        let mut moved_drop = trace.clone();
        let lap = moved_drop.laps.last_mut().unwrap();
        let last = lap.drops.len() - 1;
        lap.drops[last] = (lap.drops[last] + 1) % position.len();
        assert_ne!(moved_drop.replay(&position), Ok(arrived));

        let mut short_hand = trace.clone();
        short_hand.laps[0].drops.pop();
        assert_eq!(
            short_hand.replay(&position),
            Err("lap 0 drops 7 seeds from a hand of 8".into())
        );

        let mut off_board = trace;
        off_board.laps[0].drops[0] = 99;
        assert_eq!(
            off_board.replay(&position),
            Err("pit 99 is off a board of 16 pits".into())
        );
    }
}

//! What happened during a move, lap by lap, for a front end to animate.
//!
//! Sowing is generic over a `Recorder`; `NoTrace` compiles to nothing, so
//! playouts and searches pay nothing for the trace.

use serde::Serialize;

use crate::moves::Move;
use crate::player::{Direction, Player};

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
    /// Kiothi: the protection (nki) of `from` was lost by this lift.
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
    fn begin_lap(
        &mut self,
        start: LapStart,
        from: usize,
        dir: Direction,
        hand: u32,
        cleared_nki: bool,
    );
    fn drop_into(&mut self, pit: usize);
    fn end_lap(&mut self, end: LapEnd);
}

pub(crate) struct NoTrace;

impl Recorder for NoTrace {
    const RECORDS: bool = false;
    fn begin_lap(&mut self, _: LapStart, _: usize, _: Direction, _: u32, _: bool) {}
    fn drop_into(&mut self, _: usize) {}
    fn end_lap(&mut self, _: LapEnd) {}
}

impl Recorder for Vec<Lap> {
    const RECORDS: bool = true;

    fn begin_lap(
        &mut self,
        start: LapStart,
        from: usize,
        dir: Direction,
        hand: u32,
        cleared_nki: bool,
    ) {
        self.push(Lap {
            start,
            from,
            dir,
            hand,
            drops: Vec::with_capacity(hand as usize),
            end: LapEnd::Stop,
            cleared_nki,
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

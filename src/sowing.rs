//! The one sowing mechanism the four games share: laps of seeds dropped one
//! by one around a ring of pits, relay pick-ups, re-sowing of captured seeds,
//! and the exact check that a move ends.
//!
//! A game says what happens when a lap ends (`LapRules::after_lap`); this
//! module does everything else. It allocates nothing: a move's laps, however
//! many, run in constant memory.

use std::ops::Range;

use crate::player::Direction;
use crate::trace::{LapEnd, LapStart, Recorder, Taken};
use crate::variant::MAX_PITS;

/// The loop of pits a move travels: the pits `base .. base + len` of the
/// board, counter-clockwise being the direction of rising index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ring {
    pub base: usize,
    pub len: usize,
}

impl Ring {
    /// The pit `steps` pits after `pit` in direction `dir`.
    pub fn step(self, pit: usize, dir: Direction, steps: usize) -> usize {
        let offset = pit - self.base;
        let steps = steps % self.len;
        self.base
            + match dir {
                Direction::Ccw => (offset + steps) % self.len,
                Direction::Cw => (offset + self.len - steps) % self.len,
            }
    }

    /// How many drops a lap from `from` in `dir` makes before its first seed
    /// falls into a pit of `range` (a stretch of the ring shorter than it).
    pub fn drops_to_reach(self, from: usize, dir: Direction, range: &Range<usize>) -> usize {
        let next = self.step(from, dir, 1);
        if range.contains(&next) {
            return 1;
        }
        let entry = match dir {
            Direction::Ccw => range.start,
            Direction::Cw => range.end - 1,
        };
        let len = self.len;
        match dir {
            Direction::Ccw => (entry + len - from) % len,
            Direction::Cw => (from + len - entry) % len,
        }
    }

    /// Drops `hand` seeds one by one into the pits after `from` and returns
    /// the pit the last one fell into.
    #[inline(always)]
    fn sow_lap<R: Recorder>(
        self,
        pits: &mut [u16],
        from: usize,
        dir: Direction,
        hand: u32,
        rec: &mut R,
    ) -> usize {
        if R::RECORDS {
            let mut pit = from;
            for _ in 0..hand {
                pit = self.step(pit, dir, 1);
                pits[pit] += 1;
                rec.drop_into(pit);
            }
            return pit;
        }
        // Unrecorded, a lap is whole rounds of the ring plus at most two
        // contiguous stretches; the division is only needed for long laps.
        let len = self.len;
        let ring = &mut pits[self.base..self.base + len];
        let offset = from - self.base;
        let mut rest = hand as usize;
        if rest >= len {
            let rounds = (rest / len) as u16;
            ring.iter_mut().for_each(|count| *count += rounds);
            rest %= len;
        }
        // Laps are mostly short: a plain loop beats slicing and vectorising.
        let mut pit = offset;
        match dir {
            Direction::Ccw => {
                for _ in 0..rest {
                    pit = if pit + 1 == len { 0 } else { pit + 1 };
                    ring[pit] += 1;
                }
            }
            Direction::Cw => {
                for _ in 0..rest {
                    pit = if pit == 0 { len - 1 } else { pit - 1 };
                    ring[pit] += 1;
                }
            }
        }
        let landing = pit;
        self.base + landing
    }
}

/// The seeds in hand at the start of a lap and where they go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Lap {
    /// The pit the seeds came from; the first seed is dropped after it.
    pub from: usize,
    pub dir: Direction,
    pub hand: u32,
}

/// What a game's rules make of a lap whose last seed has just fallen.
pub(crate) enum Next {
    /// Lift every seed of the landing pit and sow them in `dir`.
    Relay(Direction),
    /// Hus: sow `hand` captured seeds from the landing pit onwards; `taken`
    /// says where they came from.
    Resow { hand: u32, taken: [Taken; 2] },
    /// The move's sowing is over; the game settles the last lap.
    Stop,
}

/// A game's part in sowing.
pub(crate) trait LapRules {
    /// In-move state beyond the board and the hand that the rest of the move
    /// depends on (Giuthi's incursion flag, Kiothi's marks).
    fn memory(&self) -> u64;

    /// Decides what follows a lap that has ended in `landing`; the landing pit
    /// was empty before its last seed if it now holds exactly one.
    fn after_lap(&mut self, pits: &mut [u16], lap: &Lap, landing: usize) -> Next;

    /// Seeds were lifted from `pit` for a relay. Returns whether the pit lost
    /// a protection by it.
    fn lifted(&mut self, _pit: usize) -> bool {
        false
    }
}

/// Where a move's sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Landing {
    pub pit: usize,
    /// The direction of the final lap.
    pub dir: Direction,
    pub laps: u64,
}

/// Why a sowing stopped short of its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    /// The sowing would never end.
    Endless,
    /// It had not ended within the laps allowed; it may end later or never.
    OutOfLaps,
}

/// Laps sown before the repeat check starts. Almost every move ends within
/// a few laps (the longest legitimate ones seen take a few hundred), and
/// they never pay for saving boards; a periodic sowing is still caught, just
/// from this lap on.
const UNCHECKED_LAPS: u64 = 64;

/// Sows a move whose first hand has already been lifted off `pits`, lap
/// after lap, until a lap stops, the in-move state repeats, or `max_laps`
/// laps have been sown.
///
/// From lap `UNCHECKED_LAPS` on, the whole state at each lap start (board,
/// pit, direction, hand and the game's memory) is compared with two saved
/// states: the one where checking began, and one moved forward by Brent's
/// cycle detection. A state seen twice means the sowing is periodic and
/// never ends. Brent's catches every periodic sowing within about twice its
/// tail plus period; the first saved state catches, after one period, the
/// common sowings that are periodic from the start. Memory is two saved
/// boards, whatever the number of laps.
pub(crate) fn sow<L: LapRules, R: Recorder>(
    pits: &mut [u16],
    ring: Ring,
    rules: &mut L,
    first: Lap,
    first_cleared_nki: bool,
    rec: &mut R,
    max_laps: u64,
) -> Result<Landing, Halt> {
    let mut walk = Walk {
        lap: first,
        start: LapStart::Lift,
        cleared_nki: first_cleared_nki,
        laps: 0,
    };
    while walk.laps < UNCHECKED_LAPS {
        if let Some(landing) = walk.sow_lap(pits, ring, rules, rec) {
            return Ok(landing);
        }
        if walk.laps == max_laps {
            return Err(Halt::OutOfLaps);
        }
    }

    let len = pits.len();
    let mut first_pits = [0u16; MAX_PITS];
    first_pits[..len].copy_from_slice(pits);
    let first_state = (walk.lap, rules.memory());
    let mut saved_pits = first_pits;
    let mut saved = first_state;
    let mut power: u64 = 1;
    let mut since_saved: u64 = 0;
    loop {
        if let Some(landing) = walk.sow_lap(pits, ring, rules, rec) {
            return Ok(landing);
        }
        let state = (walk.lap, rules.memory());
        if (state == saved && *pits == saved_pits[..len])
            || (state == first_state && *pits == first_pits[..len])
        {
            return Err(Halt::Endless);
        }
        if walk.laps == max_laps {
            return Err(Halt::OutOfLaps);
        }
        since_saved += 1;
        if since_saved == power {
            saved = state;
            saved_pits[..len].copy_from_slice(pits);
            power *= 2;
            since_saved = 0;
        }
    }
}

/// Where a sowing has got to: the lap about to be sown.
struct Walk {
    lap: Lap,
    start: LapStart,
    cleared_nki: bool,
    laps: u64,
}

impl Walk {
    /// Sows one lap and sets up the next; returns where the move ended if
    /// this lap ended it.
    #[inline(always)]
    fn sow_lap<L: LapRules, R: Recorder>(
        &mut self,
        pits: &mut [u16],
        ring: Ring,
        rules: &mut L,
        rec: &mut R,
    ) -> Option<Landing> {
        let lap = self.lap;
        rec.begin_lap(self.start, lap.from, lap.dir, lap.hand, self.cleared_nki);
        let landing = ring.sow_lap(pits, lap.from, lap.dir, lap.hand, rec);
        self.laps += 1;
        match rules.after_lap(pits, &lap, landing) {
            Next::Stop => {
                return Some(Landing {
                    pit: landing,
                    dir: lap.dir,
                    laps: self.laps,
                })
            }
            Next::Relay(dir) => {
                rec.end_lap(LapEnd::Relay);
                let hand = u32::from(std::mem::take(&mut pits[landing]));
                self.cleared_nki = rules.lifted(landing);
                self.start = LapStart::Relay;
                self.lap = Lap {
                    from: landing,
                    dir,
                    hand,
                };
            }
            Next::Resow { hand, taken } => {
                if R::RECORDS {
                    let taken = taken.into_iter().filter(|t| t.count > 0).collect();
                    rec.end_lap(LapEnd::Resow { taken });
                }
                self.cleared_nki = false;
                self.start = LapStart::Resow;
                self.lap = Lap {
                    from: landing,
                    dir: lap.dir,
                    hand,
                };
            }
        }
        None
    }
}

/// A handful of captured pits, gathered without allocating.
#[derive(Clone, Copy)]
pub(crate) struct Takings {
    items: [Option<Taken>; 12],
    len: usize,
}

impl Takings {
    pub fn new() -> Takings {
        Takings {
            items: [None; 12],
            len: 0,
        }
    }

    pub fn push(&mut self, taken: Taken) {
        self.items[self.len] = Some(taken);
        self.len += 1;
    }

    pub fn total(&self) -> u32 {
        self.iter().map(|t| t.count).sum()
    }

    pub fn iter(&self) -> impl Iterator<Item = Taken> + '_ {
        self.items[..self.len].iter().flatten().copied()
    }

    /// Empties every taken pit.
    pub fn remove_from(&self, pits: &mut [u16]) {
        self.iter().for_each(|t| pits[t.pit] = 0);
    }
}

//! The one sowing mechanism the four games share: laps of seeds dropped one
//! by one around a ring of pits, relay pick-ups, re-sowing of captured seeds,
//! and the project's rule for moves that never end (docs/RULES.md, "Moves that
//! never end"): a sowing not over after `MAX_LAPS` laps is endless.
//!
//! A game says what happens when a lap ends (`LapRules::after_lap`) and
//! settles the last lap itself; this module does everything else. It
//! allocates nothing: a move's laps, however many, run in constant memory.

use crate::player::Direction;
use crate::topology::Ring;
use crate::trace::{LapEnd, LapStart, Recorder, Taken};
use crate::variant::MAX_PITS;

impl Ring {
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
    /// was empty before its last seed if it now holds exactly one. (A game
    /// with marks on its pits updates them here: a relay lifts `landing`.)
    fn after_lap(&mut self, pits: &mut [u16], lap: &Lap, landing: usize) -> Next;
}

/// Where a move's sowing ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Landing {
    pub pit: usize,
    /// The direction of the final lap.
    pub dir: Direction,
    pub laps: u64,
}

/// The most laps a move may sow (docs/RULES.md, "Moves that never end"): a move
/// whose sowing is not over after this many laps is endless, and so not
/// legal; one whose last lap is this one is legal.
pub const MAX_LAPS: u64 = 1_000_000;

/// Why a sowing stopped short of its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    /// The sowing is endless: not over after `MAX_LAPS` laps, or periodic
    /// (which would pass the limit too, so saying so sooner changes nothing).
    Endless,
    /// It had not ended within a smaller allowance of laps; it may still.
    OutOfLaps,
}

/// Laps sown before the repeat check starts. Almost every move ends within
/// a few laps (the longest legitimate ones seen take a few hundred), and
/// they never pay for saving boards; a periodic sowing is still caught, just
/// from this lap on.
const UNCHECKED_LAPS: u64 = 64;

/// Lifts the first lap's hand off its pit and sows it, lap after lap,
/// until a lap stops, `MAX_LAPS` laps are sown (endless), the in-move state
/// repeats (endless, found sooner), or `allowance` laps, if fewer, are sown.
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
    rec: &mut R,
    allowance: u64,
) -> Result<Landing, Halt> {
    pits[first.from] -= first.hand as u16;
    let mut walk = Walk {
        lap: first,
        start: LapStart::Lift,
        laps: 0,
    };
    let limit = allowance.min(MAX_LAPS);
    let halt = if limit == MAX_LAPS {
        Halt::Endless
    } else {
        Halt::OutOfLaps
    };
    while walk.laps < UNCHECKED_LAPS {
        if let Some(landing) = walk.sow_lap(pits, ring, rules, rec) {
            return Ok(landing);
        }
        if walk.laps == limit {
            return Err(halt);
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
        if walk.laps == limit {
            return Err(halt);
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
        rec.begin_lap(self.start, lap.from, lap.dir, lap.hand);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::NoTrace;

    /// Relays for ever round a ring with one seed a lap, and stops at lap
    /// `stop`; its memory counts laps, so no state repeats and only the lap
    /// limit can call it endless.
    struct StopAt {
        stop: u64,
        laps: u64,
    }

    impl LapRules for StopAt {
        fn memory(&self) -> u64 {
            self.laps
        }

        fn after_lap(&mut self, _pits: &mut [u16], _lap: &Lap, _landing: usize) -> Next {
            self.laps += 1;
            if self.laps == self.stop {
                Next::Stop
            } else {
                Next::Relay(Direction::Ccw)
            }
        }
    }

    fn one_seed_from_pit_0() -> Lap {
        Lap {
            from: 0,
            dir: Direction::Ccw,
            hand: 1,
        }
    }

    fn sow_until(stop: u64, allowance: u64) -> Result<Landing, Halt> {
        let mut pits = [1u16, 0];
        let ring = Ring { base: 0, len: 2 };
        let mut rules = StopAt { stop, laps: 0 };
        sow(
            &mut pits,
            ring,
            &mut rules,
            one_seed_from_pit_0(),
            &mut NoTrace,
            allowance,
        )
    }

    #[test]
    fn a_sowing_whose_millionth_lap_ends_it_ends() {
        let landing = sow_until(MAX_LAPS, MAX_LAPS).unwrap();
        assert_eq!(landing.laps, MAX_LAPS);
    }

    #[test]
    fn a_sowing_that_would_start_lap_million_and_one_is_endless() {
        assert_eq!(sow_until(MAX_LAPS + 1, MAX_LAPS), Err(Halt::Endless));
        // A larger allowance cannot stretch the rule.
        assert_eq!(sow_until(MAX_LAPS + 1, u64::MAX), Err(Halt::Endless));
    }

    #[test]
    fn a_smaller_allowance_leaves_a_long_sowing_undecided() {
        assert_eq!(sow_until(5000, 4096), Err(Halt::OutOfLaps));
        assert_eq!(sow_until(4096, 4096).map(|l| l.laps), Ok(4096));
    }

    /// One seed going round and round an empty ring: the same state every
    /// lap, refused long before the limit.
    struct Forever;

    impl LapRules for Forever {
        fn memory(&self) -> u64 {
            0
        }

        fn after_lap(&mut self, _pits: &mut [u16], _lap: &Lap, _landing: usize) -> Next {
            Next::Relay(Direction::Ccw)
        }
    }

    #[test]
    fn a_periodic_sowing_is_refused_before_the_limit() {
        let mut pits = [1u16, 0, 0];
        let ring = Ring { base: 0, len: 3 };
        let result = sow(
            &mut pits,
            ring,
            &mut Forever,
            one_seed_from_pit_0(),
            &mut NoTrace,
            1000,
        );
        assert_eq!(result, Err(Halt::Endless));
    }
}

//! A small seeded random number generator (SplitMix64), so that random games
//! and the computer's choices are the same on every platform for a seed.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// A seed nobody chose: from the operating system natively, from the
    /// browser's `crypto.getRandomValues` in WebAssembly. (Without either, a
    /// fixed seed: choices among equal moves then repeat, nothing breaks.)
    pub fn entropy_seed() -> u64 {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).map_or(0x5eed, |()| u64::from_le_bytes(bytes))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n` (n > 0), by Lemire's multiply-shift.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

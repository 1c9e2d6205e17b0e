//! The server's time, behind a trait so that tests move it by hand: clocks,
//! abandonment and the rate limit are decided by it, never by sleeping.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

pub trait Clock: Send + Sync + 'static {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> u64;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_millis() as u64)
    }
}

/// A clock that stands still until it is moved on.
pub struct ManualClock {
    now: AtomicU64,
}

impl ManualClock {
    pub fn new(start_ms: u64) -> ManualClock {
        ManualClock {
            now: AtomicU64::new(start_ms),
        }
    }

    pub fn advance(&self, ms: u64) {
        self.now.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> u64 {
        self.now.load(Ordering::SeqCst)
    }
}

/// A socket's rate limit: a bucket of `burst` messages refilled at
/// `per_second`.
pub struct RateLimit {
    burst: f64,
    per_ms: f64,
    tokens: f64,
    at: u64,
}

impl RateLimit {
    pub fn new(burst: u32, per_second: u32, now: u64) -> RateLimit {
        RateLimit {
            burst: f64::from(burst),
            per_ms: f64::from(per_second) / 1000.0,
            tokens: f64::from(burst),
            at: now,
        }
    }

    /// A bucket of `count` refilled over a minute.
    pub fn per_minute(count: u32, now: u64) -> RateLimit {
        RateLimit {
            burst: f64::from(count),
            per_ms: f64::from(count) / 60_000.0,
            tokens: f64::from(count),
            at: now,
        }
    }

    /// Whether the bucket has refilled by `now`: forgetting it changes nothing.
    pub fn is_full(&self, now: u64) -> bool {
        let elapsed = now.saturating_sub(self.at) as f64;
        self.tokens + elapsed * self.per_ms >= self.burst
    }

    /// Takes one message from the bucket if it has one.
    pub fn allow(&mut self, now: u64) -> bool {
        let elapsed = now.saturating_sub(self.at) as f64;
        self.at = self.at.max(now);
        self.tokens = (self.tokens + elapsed * self.per_ms).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bucket_empties_then_refills_with_time() {
        let mut limit = RateLimit::new(3, 2, 1000);
        assert!((0..3).all(|_| limit.allow(1000)));
        assert!(!limit.allow(1000));
        assert!(!limit.allow(1499));
        assert!(!limit.is_full(1499));
        assert!(limit.allow(1500));
        assert!(!limit.allow(1500));
    }
}

//! The time as the console reads it: the system's, or one a test sets and moves, so that a
//! session's 30 idle minutes and 12 hours, a sign-in throttle's 15 minutes and a one-time
//! code's 30-second steps are tested without waiting for them.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// Unix seconds, from the system or from a test.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    /// `None`: the system's clock.
    set: Option<Arc<AtomicI64>>,
}

impl Clock {
    /// The system's clock.
    pub fn system() -> Clock {
        Clock { set: None }
    }

    /// A clock that reads `now` until it is moved (tests).
    pub fn fixed(now: i64) -> Clock {
        Clock {
            set: Some(Arc::new(AtomicI64::new(now))),
        }
    }

    /// The current time, in Unix seconds.
    pub fn now(&self) -> i64 {
        match &self.set {
            Some(set) => set.load(Ordering::SeqCst),
            None => time::OffsetDateTime::now_utc().unix_timestamp(),
        }
    }

    /// Moves a fixed clock by `seconds` (its clones move with it); the system's is left alone.
    pub fn advance(&self, seconds: i64) {
        if let Some(set) = &self.set {
            set.fetch_add(seconds, Ordering::SeqCst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_clock_moves_only_when_told_and_its_clones_with_it() {
        let clock = Clock::fixed(1_000);
        let clone = clock.clone();
        clock.advance(1_800);
        assert_eq!(clone.now(), 2_800);
        let system = Clock::system();
        system.advance(-1_000_000);
        assert!(system.now() > 1_700_000_000);
    }
}

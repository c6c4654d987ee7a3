//! Rate limits on form posts: how many posts each client address may make per form and
//! window, counted in memory on one instance or in the database shared by several
//! (PostgreSQL). Only posts that were stored, or abusive, spend the allowance: a post that is
//! not stored gives its count back (`RateLimits::refund`).

use std::collections::VecDeque;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use hashlink::LruCache;

use crate::form::{MAX_BODY_BYTES, MAX_CONTACT_BODY_BYTES};
use crate::store::{Backend, Store};

/// Which form a POST is for: each has its own rate limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FormKind {
    Contact,
    Newsletter,
}

impl FormKind {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            FormKind::Contact => "contact",
            FormKind::Newsletter => "newsletter",
        }
    }

    /// Largest body accepted for this form.
    pub(crate) fn max_body_bytes(self) -> usize {
        match self {
            FormKind::Contact => MAX_CONTACT_BODY_BYTES,
            FormKind::Newsletter => MAX_BODY_BYTES,
        }
    }
}

/// Rate limit window shared by both forms.
pub const RATE_WINDOW: Duration = Duration::from_secs(10 * 60);
/// Contact posts allowed per client address per window.
pub(crate) const CONTACT_POSTS_PER_WINDOW: usize = 5;
/// Newsletter posts allowed per client address per window.
pub(crate) const NEWSLETTER_POSTS_PER_WINDOW: usize = 10;

/// The unit a limit counts: an IPv4 address, or the /64 network of an IPv6 address (one
/// machine usually holds a whole /64, so counting single IPv6 addresses would let it pick a
/// fresh address for every post).
pub(crate) fn limit_key(ip: Option<IpAddr>) -> Option<IpAddr> {
    match ip? {
        IpAddr::V4(v4) => Some(IpAddr::V4(v4)),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => Some(IpAddr::V4(v4)),
            None => {
                let network = u128::from(v6) & !((1u128 << 64) - 1);
                Some(IpAddr::V6(Ipv6Addr::from(network)))
            }
        },
    }
}

/// "At most `limit` posts per `window`" per address, exactly: a sliding log of the times of
/// the last posts (whole seconds since the limiter started), at most `limit` of them.
///
/// Memory and time stay flat whatever the number of addresses: the addresses live in an LRU
/// map of fixed capacity, so a check is one hash lookup and, when the map is full, the
/// address seen longest ago is forgotten. Forgetting gives that address a fresh allowance,
/// which only a flood of more addresses than the capacity within one window can cause; the
/// limit then errs towards letting visitors through, never towards refusing them. (A token
/// bucket such as governor's lets a full burst and then a refill through within one window,
/// which is more than the stated number, and its keyed store grows with the addresses.)
pub struct RateLimiter {
    limit: usize,
    window: Duration,
    epoch: Instant,
    hits: Mutex<LruCache<Option<IpAddr>, VecDeque<u32>>>,
}

/// Addresses each form's limiter remembers: about 150 bytes each (the LRU node, the address,
/// at most ten 4-byte times), so at most about 15 MB per form when full.
pub(crate) const RATE_LIMIT_CAPACITY: usize = 100_000;

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> RateLimiter {
        RateLimiter::with_capacity(limit, window, RATE_LIMIT_CAPACITY)
    }

    pub fn with_capacity(limit: usize, window: Duration, capacity: usize) -> RateLimiter {
        RateLimiter {
            limit,
            window,
            epoch: Instant::now(),
            hits: Mutex::new(LruCache::new(capacity.max(1))),
        }
    }

    /// Counts a post from `key` at `now`; `Err(wait)` when over the limit (nothing counted),
    /// with how long until one more post is allowed.
    pub fn check(&self, key: Option<IpAddr>, now: Instant) -> Result<(), Duration> {
        let key = limit_key(key);
        let now =
            u32::try_from(now.saturating_duration_since(self.epoch).as_secs()).unwrap_or(u32::MAX);
        let window = u32::try_from(self.window.as_secs()).unwrap_or(u32::MAX);
        let mut hits = self
            .hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if !hits.contains_key(&key) {
            // When full, this forgets the address seen longest ago (see the type's comment).
            hits.insert(key, VecDeque::with_capacity(self.limit));
        }
        let Some(times) = hits.get_mut(&key) else {
            return Ok(());
        };
        // At most `limit` entries: this loop is bounded by the limit, not by the traffic.
        while times
            .front()
            .is_some_and(|first| now.saturating_sub(*first) >= window)
        {
            times.pop_front();
        }
        if times.len() >= self.limit {
            let oldest = times.front().copied().unwrap_or(now);
            let wait = window.saturating_sub(now.saturating_sub(oldest));
            return Err(Duration::from_secs(u64::from(wait.max(1))));
        }
        times.push_back(now);
        Ok(())
    }

    /// Takes back the last post counted for `key`: it was not stored after all.
    pub(crate) fn refund(&self, key: Option<IpAddr>) {
        let key = limit_key(key);
        let mut hits = self
            .hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(times) = hits.get_mut(&key) {
            times.pop_back();
        }
    }

    /// Addresses remembered now (never more than `capacity`).
    pub fn len(&self) -> usize {
        self.hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .capacity()
    }
}

/// The two forms' limits, part of the application state.
///
/// One instance (SQLite) counts in memory. On PostgreSQL several instances serve the site,
/// so the counts live in the database and the limit holds for the whole site.
pub struct RateLimits {
    pub contact: RateLimiter,
    pub newsletter: RateLimiter,
    shared: Option<Store>,
}

impl RateLimits {
    /// In-memory counts.
    pub(crate) fn local() -> RateLimits {
        RateLimits {
            contact: RateLimiter::new(CONTACT_POSTS_PER_WINDOW, RATE_WINDOW),
            newsletter: RateLimiter::new(NEWSLETTER_POSTS_PER_WINDOW, RATE_WINDOW),
            shared: None,
        }
    }

    /// Counts shared through `store` when it is PostgreSQL, in memory otherwise.
    pub(crate) fn for_store(store: &Store) -> RateLimits {
        RateLimits {
            shared: (store.backend() == Backend::Postgres).then(|| store.clone()),
            ..RateLimits::local()
        }
    }

    fn limiter(&self, kind: FormKind) -> (&RateLimiter, usize) {
        match kind {
            FormKind::Contact => (&self.contact, CONTACT_POSTS_PER_WINDOW),
            FormKind::Newsletter => (&self.newsletter, NEWSLETTER_POSTS_PER_WINDOW),
        }
    }

    /// Counts one post of `kind` from `ip`; `Err(wait)` when over the limit.
    pub(crate) async fn count(
        &self,
        kind: FormKind,
        ip: Option<IpAddr>,
    ) -> Result<Allowance, Duration> {
        let (limiter, limit) = self.limiter(kind);
        let spent = Allowance {
            kind,
            ip,
            window_start: None,
        };
        let Some(store) = &self.shared else {
            return limiter.check(ip, Instant::now()).map(|()| spent);
        };
        let key = shared_key(ip);
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        match store
            .count_post(kind.as_str(), &key, limit, RATE_WINDOW, now)
            .await
        {
            Ok(verdict) => verdict.map(|window_start| Allowance {
                window_start: Some(window_start),
                ..spent
            }),
            Err(error) => {
                // The database will refuse the write itself if it is down; refusing here too
                // would tell the visitor "too many" for what is our fault.
                tracing::warn!(
                    error = format!("{error:#}"),
                    "shared rate limit unavailable"
                );
                Ok(spent)
            }
        }
    }

    /// Gives back a post counted by `count` that was not stored (the database refused it, or
    /// it was a retry of one already stored): only stored or abusive posts spend the allowance.
    pub(crate) async fn refund(&self, allowance: Allowance) {
        let Some(window_start) = allowance.window_start else {
            self.limiter(allowance.kind).0.refund(allowance.ip);
            return;
        };
        let Some(store) = &self.shared else {
            return;
        };
        let key = shared_key(allowance.ip);
        if let Err(error) = store
            .uncount_post(allowance.kind.as_str(), &key, window_start)
            .await
        {
            tracing::warn!(
                error = format!("{error:#}"),
                "shared rate limit: cannot give a post back"
            );
        }
    }
}

/// A post counted against its sender's allowance, to give back if it is not stored.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Allowance {
    kind: FormKind,
    ip: Option<IpAddr>,
    /// The shared count's window the post was counted in (PostgreSQL).
    window_start: Option<i64>,
}

/// The key of an address in the shared counts.
fn shared_key(ip: Option<IpAddr>) -> String {
    limit_key(ip).map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rate_limiter_allows_exactly_the_limit_per_window() {
        let limiter = RateLimiter::new(3, Duration::from_secs(600));
        let start = Instant::now();
        let ip = Some("203.0.113.7".parse().expect("ip"));
        for i in 0..3 {
            assert!(limiter.check(ip, start + Duration::from_secs(i)).is_ok());
        }
        let wait = limiter
            .check(ip, start + Duration::from_secs(100))
            .expect_err("fourth refused");
        assert_eq!(wait, Duration::from_secs(500));
        // Another address has its own count.
        assert!(limiter
            .check(Some("198.51.100.2".parse().expect("ip")), start)
            .is_ok());
        // Once the first post leaves the window, one more is allowed.
        assert!(limiter.check(ip, start + Duration::from_secs(600)).is_ok());
        assert!(limiter.check(ip, start + Duration::from_secs(600)).is_err());
    }
}

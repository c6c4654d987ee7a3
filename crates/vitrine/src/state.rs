//! What every handler can reach: the configuration, the database, the rate limits, the site's
//! navigation, and the counters and verdicts the workers share.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use crate::audience::Audience;
use crate::clock::Clock;
use crate::config::Config;
use crate::limits::RateLimits;
use crate::store::Store;

/// The state of one site, shared by the server's workers.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    /// The database of subscriptions, contact messages and mails.
    pub store: Store,
    /// Per-address limits on form posts, shared by the server's workers (and, on
    /// PostgreSQL, by every instance).
    pub limits: Arc<RateLimits>,
    /// The navbar and footer links, as the page registry declares them.
    pub navigation: Arc<Navigation>,
    /// What the page cache stored and served (shared by the workers' caches).
    pub cache_stats: Arc<CacheStats>,
    /// `/healthz`'s last answer, shared by the workers.
    pub health: Arc<HealthCache>,
    /// The audience's counts in memory, until they are flushed to the database.
    pub audience: Arc<Audience>,
    /// The time the console's sessions, sign-in throttle and one-time codes read (a test
    /// sets and moves it).
    pub clock: Clock,
}

impl AppState {
    /// The state of a site on `store` (opened and migrated with `Store::connect`), with the
    /// navigation `navigation` (the page registry's: `registry::navigation`).
    pub(crate) fn with_navigation(
        config: Config,
        store: Store,
        navigation: Navigation,
    ) -> AppState {
        AppState {
            audience: Arc::new(Audience::new(&config, store.clone())),
            config: Arc::new(config),
            limits: Arc::new(RateLimits::for_store(&store)),
            store,
            navigation: Arc::new(navigation),
            cache_stats: Arc::default(),
            health: Arc::default(),
            clock: Clock::system(),
        }
    }
}

impl AppState {
    /// The same site counting its audience with `audience` (a test's clock, lower caps).
    pub fn with_audience(mut self, audience: Audience) -> AppState {
        self.audience = Arc::new(audience);
        self
    }
}

/// A link of the navbar or the footer: the path and the Fluent id of its label.
pub(crate) type NavLink = (&'static str, &'static str);

/// The links every page shows, in registry order.
#[derive(Debug, Clone, Default)]
pub struct Navigation {
    pub navbar: Vec<NavLink>,
    /// The footer's quick links column.
    pub footer_quick: Vec<NavLink>,
    /// The footer's legal links column.
    pub footer_legal: Vec<NavLink>,
}

/// How the page cache has been used since the site started, over every worker: how many
/// answers were stored (each one a page rendered and compressed) and how many were served
/// from it.
#[derive(Debug, Default)]
pub struct CacheStats {
    stored: AtomicU64,
    served: AtomicU64,
}

impl CacheStats {
    pub fn stored(&self) -> u64 {
        self.stored.load(Ordering::Relaxed)
    }

    pub fn served(&self) -> u64 {
        self.served.load(Ordering::Relaxed)
    }

    pub(crate) fn count_stored(&self) {
        self.stored.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn count_served(&self) {
        self.served.fetch_add(1, Ordering::Relaxed);
    }
}

/// `/healthz`'s last answer (status and text) and when it was found; the lock is held during
/// a probe, so concurrent checks share one.
#[derive(Default)]
pub struct HealthCache {
    pub last: tokio::sync::Mutex<Option<(Instant, u16, String)>>,
}

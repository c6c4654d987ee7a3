//! Vitrine: the consultancy's website, rendered on the server in French, English and Arabic.
//!
//! `configure` assembles the whole site; `main` and the tests both use it.

pub mod assets;
pub mod backup;
pub mod bidi;
pub mod cache;
pub mod cli;
pub mod compress;
pub mod config;
pub mod content;
pub mod email;
pub mod error;
pub mod facts;
pub mod forms;
pub mod health;
pub mod i18n;
pub mod lang;
pub mod mail;
pub mod metrics;
pub mod observe;
pub mod pages;
pub mod preferences;
pub mod request_limits;
pub mod routes;
pub mod security;
pub mod seo;
pub mod store;
pub mod wellknown;

use std::sync::Arc;

use actix_web::web;

use crate::config::Config;
use crate::forms::protection::RateLimits;
use crate::store::Store;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    /// The database of subscriptions and contact messages (`Store::writable` for health checks).
    pub store: Store,
    /// Per-address limits on form posts, shared by the server's workers (and, on
    /// PostgreSQL, by every instance).
    pub limits: Arc<RateLimits>,
    /// What the page cache stored and served (shared by the workers' caches).
    pub cache_stats: Arc<cache::CacheStats>,
    /// `/healthz`'s last verdict, shared by the workers.
    pub health: Arc<health::HealthCache>,
}

impl AppState {
    /// The state of one site; `store` is opened (and migrated) with `Store::connect`.
    pub fn new(config: Config, store: Store) -> AppState {
        AppState {
            config: Arc::new(config),
            limits: Arc::new(RateLimits::for_store(&store)),
            store,
            cache_stats: Arc::default(),
            health: Arc::new(health::HealthCache::default()),
        }
    }
}

/// Registers the state, the middleware and every route.
pub fn configure(state: AppState) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg: &mut web::ServiceConfig| {
        let headers = security::headers(&state.config);
        cfg.app_data(web::Data::new(state));
        routes::configure_routes(cfg, headers);
    }
}

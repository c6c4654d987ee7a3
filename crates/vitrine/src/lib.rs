//! Vitrine: the consultancy's website, rendered on the server in French, English and Arabic.
//!
//! `configure` assembles the whole site; `main` and the tests both use it.

pub mod assets;
pub mod bidi;
pub mod cache;
pub mod cli;
pub mod config;
pub mod content;
pub mod error;
pub mod facts;
pub mod forms;
pub mod health;
pub mod i18n;
pub mod lang;
pub mod observe;
pub mod pages;
pub mod preferences;
pub mod routes;
pub mod security;
pub mod seo;
pub mod store;

use std::sync::Arc;

use actix_web::web;

use crate::config::Config;
use crate::forms::protection::RateLimits;
use crate::store::Store;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    /// The database of subscriptions and contact messages (`Store::ping` for health checks).
    pub store: Store,
    /// Per-address limits on form posts, shared by the server's workers.
    pub limits: Arc<RateLimits>,
}

impl AppState {
    /// The state of one site; `store` is opened (and migrated) with `Store::connect`.
    pub fn new(config: Config, store: Store) -> AppState {
        AppState {
            config: Arc::new(config),
            store,
            limits: Arc::new(RateLimits::default()),
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

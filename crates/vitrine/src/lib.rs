//! Vitrine: the consultancy's website, rendered on the server in French, English and Arabic.
//!
//! `configure` assembles the whole site; `main` and the tests both use it.

pub mod assets;
pub mod config;
pub mod error;
pub mod i18n;
pub mod lang;
pub mod observe;
pub mod pages;
pub mod preferences;
pub mod routes;
pub mod security;
pub mod seo;

use std::sync::Arc;

use actix_web::web;

use crate::config::Config;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
}

impl AppState {
    pub fn new(config: Config) -> AppState {
        AppState { config: Arc::new(config) }
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

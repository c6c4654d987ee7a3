//! Vitrine: the consultancy's website, rendered on the server in French, English and Arabic.
//!
//! `configure` assembles the whole site; `main` and the tests both use it.

/// A table of routes, one line each: `GET "/path" => handler,` becomes the entry
/// `("/path", Method::GET, || web::to(handler))` of a `[(&str, Method, fn() -> Route); N]`
/// (`routes::ENDPOINTS`, `console::ROUTES`), so that one table both mounts the routes and
/// answers what a path allows.
macro_rules! route_table {
    ($($method:ident $path:literal => $handler:path),* $(,)?) => {
        [$(($path, actix_web::http::Method::$method, || actix_web::web::to($handler))),*]
    };
}

pub mod assets;
pub mod audience;
pub mod backup;
pub mod bidi;
pub mod cache;
pub mod cli;
pub mod clock;
pub mod compress;
pub mod config;
pub mod console;
pub mod contact;
pub mod content;
pub mod credentials;
pub mod email;
pub mod error;
pub mod facts;
pub mod form;
pub mod health;
pub mod i18n;
pub mod lang;
pub mod limits;
pub mod mail;
pub mod markup;
pub mod metrics;
pub mod newsletter;
pub mod observe;
pub(crate) mod page_views;
pub mod pages;
pub mod preferences;
pub mod protection;
pub mod registry;
pub mod request_limits;
pub mod routes;
pub mod security;
pub mod seo;
pub mod state;
pub mod store;
pub mod visitor;
pub mod wellknown;

use actix_web::web;

use crate::config::Config;
pub use crate::state::AppState;
use crate::store::Store;

impl AppState {
    /// The state of one site; `store` is opened (and migrated) with `Store::connect`.
    pub fn new(config: Config, store: Store) -> AppState {
        AppState::with_navigation(config, store, registry::navigation())
    }
}

/// Registers the state, the middleware and every route.
pub fn configure(state: AppState) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg: &mut web::ServiceConfig| {
        let headers = security::headers(&state.config);
        let console_headers = security::console_headers(&state.config);
        cfg.app_data(web::Data::new(state));
        routes::configure_routes(cfg, headers, console_headers);
    }
}

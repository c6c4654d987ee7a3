//! Every route of the site: the pages from the registry (`pages::registry`), and the few
//! endpoints that are not pages.

use actix_web::middleware::{from_fn, Compress, DefaultHeaders};
use actix_web::{web, HttpRequest, HttpResponse, Route};

use crate::error::AppError;
use crate::pages::{registry, subscription};
use crate::{assets, cache, forms, health, observe, preferences, request_limits, seo};

/// Builds the route of an endpoint or page (a plain function, so tables can hold it).
pub type RouteFn = fn() -> Route;

/// What the site answers that is not a page of the registry: form posts, the newsletter's
/// links (pages reached from a mail, never listed nor indexed), files for crawlers and
/// browsers, the theme switch, the health check. Pages come from the registry.
pub const ENDPOINTS: [(&str, RouteFn); 12] = [
    ("/contact", || web::post().to(forms::contact::submit)),
    ("/newsletter", || {
        web::post().to(forms::newsletter::subscribe)
    }),
    ("/newsletter/confirm", || {
        web::get().to(subscription::confirm_page)
    }),
    ("/newsletter/confirm", || {
        web::post().to(subscription::confirm)
    }),
    ("/newsletter/unsubscribe", || {
        web::get().to(subscription::unsubscribe_page)
    }),
    ("/newsletter/unsubscribe", || {
        web::post().to(subscription::unsubscribe)
    }),
    ("/sitemap.xml", || web::get().to(seo::sitemap)),
    // Before the registry's `/resources/{slug}`, which would take it for an article.
    ("/resources/feed.xml", || {
        web::get().to(crate::pages::stories::feed)
    }),
    ("/robots.txt", || web::get().to(seo::robots)),
    ("/site.webmanifest", || web::get().to(seo::web_manifest)),
    ("/theme", || web::get().to(preferences::set_theme)),
    ("/healthz", || web::get().to(health::healthz)),
];

pub fn routes(cfg: &mut web::ServiceConfig) {
    // Endpoints first: `POST /contact` must be found before the page's GET resource.
    for (path, route) in ENDPOINTS {
        cfg.route(path, route());
    }
    registry::mount(cfg);
}

async fn not_found(req: HttpRequest) -> Result<HttpResponse, AppError> {
    Err(AppError::not_found(&req))
}

/// Mounts everything: static files (already compressed) and the rest behind the Compress
/// middleware, all with the security headers and the request log.
pub fn configure_routes(cfg: &mut web::ServiceConfig, headers: DefaultHeaders) {
    cfg.service(
        web::scope("/static")
            .wrap(from_fn(request_limits::bounded_head))
            .wrap(headers.clone())
            .wrap(from_fn(observe::log_request))
            .route("/{path:.*}", web::get().to(assets::static_file)),
    )
    .service(
        web::scope("")
            .wrap(Compress::default())
            .wrap(headers.clone())
            .wrap(cache::page_cache())
            .wrap(from_fn(request_limits::bounded_head))
            // Outside the bound check too, so its refusals carry them; DefaultHeaders only
            // adds what a response lacks, so the inner one's work is not redone.
            .wrap(headers)
            .wrap(from_fn(observe::log_request))
            .configure(routes)
            .default_service(web::to(not_found)),
    );
}

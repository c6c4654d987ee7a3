//! Every route of the site in one place (SPEC.md, Routes).

use actix_web::middleware::{from_fn, Compress, DefaultHeaders};
use actix_web::{web, HttpRequest, HttpResponse};

use crate::error::AppError;
use crate::pages::{company, contact, home, legal, library, offer, stories};
use crate::{assets, cache, forms, health, observe, preferences, seo};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(home::home))
        .route("/about", web::get().to(company::about))
        .route("/services", web::get().to(offer::services))
        .route("/solutions", web::get().to(offer::solutions))
        .route("/technology", web::get().to(offer::technology))
        .route("/resources", web::get().to(stories::resources))
        .route("/resources/feed.xml", web::get().to(stories::feed))
        .route("/resources/{slug}", web::get().to(stories::article))
        .route("/faq", web::get().to(library::faq))
        .route("/contact", web::get().to(contact::contact))
        .route("/contact", web::post().to(forms::contact::submit))
        .route("/newsletter", web::post().to(forms::newsletter::subscribe))
        .route("/cases", web::get().to(stories::cases))
        .route("/cases/{slug}", web::get().to(stories::case))
        .route("/legal", web::get().to(legal::legal))
        .route("/privacy", web::get().to(legal::privacy))
        .route("/terms", web::get().to(legal::terms))
        .route("/accessibility", web::get().to(legal::accessibility))
        .route("/sitemap.xml", web::get().to(seo::sitemap))
        .route("/robots.txt", web::get().to(seo::robots))
        .route("/site.webmanifest", web::get().to(seo::web_manifest))
        .route("/theme", web::get().to(preferences::set_theme))
        .route("/healthz", web::get().to(health::healthz));
}

async fn not_found(req: HttpRequest) -> Result<HttpResponse, AppError> {
    Err(AppError::not_found(&req))
}

/// Mounts everything: static files (already compressed) and the rest behind the Compress
/// middleware, all with the security headers and the request log.
pub fn configure_routes(cfg: &mut web::ServiceConfig, headers: DefaultHeaders) {
    cfg.service(
        web::scope("/static")
            .wrap(headers.clone())
            .wrap(from_fn(observe::log_request))
            .route("/{path:.*}", web::get().to(assets::static_file)),
    )
    .service(
        web::scope("")
            .wrap(Compress::default())
            .wrap(headers)
            .wrap(cache::page_cache())
            .wrap(from_fn(observe::log_request))
            .configure(routes)
            .default_service(web::to(not_found)),
    );
}

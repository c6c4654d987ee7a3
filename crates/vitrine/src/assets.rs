//! Embedded static files (built into `static/dist/` by `islands/build.mjs`), their hashed names
//! from the build manifest, and their cache headers.
//!
//! Every file under `/static/` has a content hash in its name, so it is cached for a year as
//! `immutable`; brotli and gzip variants were written at build time and are chosen here by
//! Accept-Encoding, so nothing is compressed per request (this route sits outside the
//! compression middleware, `compress.rs`).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};
use rust_embed::RustEmbed;
use serde::Deserialize;

#[derive(RustEmbed)]
#[folder = "../../static/dist/"]
pub(crate) struct Dist;

/// What the build wrote: hashed file names by role.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Manifest {
    /// The one stylesheet.
    pub css: String,
    /// SVG sprite of icons (`<symbol id="…">`).
    pub icons: String,
    /// Fonts to preload (the main Latin and Arabic faces).
    pub preload_fonts: BTreeMap<String, String>,
    /// Favicons.
    pub favicon_svg: String,
    pub favicon_png: String,
    /// The same icon under the names clients ask for at the site's root (unhashed).
    pub favicon_ico: String,
    pub apple_touch_icon: String,
    /// Islands by name: their entry module and the modules it imports at once.
    pub islands: BTreeMap<String, IslandFiles>,
    /// The module every page runs, which starts the page's islands once its text is painted.
    pub islands_loader: String,
    /// Open Graph images (1200 × 630 PNG, drawn at build by islands/og-images.mjs), by
    /// `<lang>/<page key>` and `<lang>/<page key>/<slug>`.
    pub og: BTreeMap<String, OgImage>,
}

/// One Open Graph image: its file, and the title drawn on it (which tests compare with the
/// page's own).
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(default)]
pub struct OgImage {
    pub file: String,
    pub title: String,
}

impl OgImage {
    /// Every Open Graph image is drawn at this size.
    pub(crate) const WIDTH: u32 = 1200;
    pub(crate) const HEIGHT: u32 = 630;
}

#[derive(Debug, Default, Clone, Deserialize)]
#[serde(default)]
pub struct IslandFiles {
    pub entry: String,
    pub imports: Vec<String>,
    /// Chunks the island may load later, on first use (toaster, tooltip).
    pub lazy: Vec<String>,
}

impl Manifest {
    pub fn get() -> &'static Manifest {
        static MANIFEST: OnceLock<Manifest> = OnceLock::new();
        MANIFEST.get_or_init(|| match Dist::get("manifest.json") {
            Some(file) => serde_json::from_slice(&file.data).unwrap_or_else(|error| {
                tracing::error!(%error, "static/dist/manifest.json is unreadable; run `make assets`");
                Manifest::default()
            }),
            None => {
                tracing::error!("static/dist/manifest.json is missing; run `make assets`");
                Manifest::default()
            }
        })
    }

    pub fn url(name: &str) -> String {
        format!("/static/{name}")
    }
}

/// Serves `/static/{path}`; `None` when no such file, so the caller answers 404.
pub(crate) fn serve(req: &HttpRequest, path: &str) -> Option<HttpResponse> {
    if path == "manifest.json" || path.ends_with(".br") || path.ends_with(".gz") {
        return None;
    }
    let file = Dist::get(path)?;
    let accepted = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_ascii_lowercase();
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let mut response = HttpResponse::Ok();
    response
        .insert_header((header::CONTENT_TYPE, content_type(&mime)))
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .insert_header((header::VARY, "Accept-Encoding"));
    let compressible = crate::compress::is_compressible(mime.essence_str());
    for (token, suffix) in [("br", ".br"), ("gzip", ".gz")] {
        if compressible && accepts(&accepted, token) {
            if let Some(variant) = Dist::get(&format!("{path}{suffix}")) {
                response.insert_header((header::CONTENT_ENCODING, token));
                return Some(response.body(variant.data.into_owned()));
            }
        }
    }
    Some(response.body(file.data.into_owned()))
}

fn accepts(accept_encoding: &str, token: &str) -> bool {
    accept_encoding.split(',').any(|item| {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let refused = parts.any(|p| matches!(p.trim(), "q=0" | "q=0.0" | "q=0.00" | "q=0.000"));
        name == token && !refused
    })
}

pub(crate) fn content_type(mime: &mime_guess::Mime) -> String {
    match (mime.type_(), mime.subtype().as_str()) {
        (mime_guess::mime::TEXT, _) | (_, "javascript") | (_, "json") | (_, "svg") => {
            format!("{mime}; charset=utf-8")
        }
        _ => mime.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::accepts;

    #[test]
    fn accept_encoding_tokens() {
        assert!(accepts("gzip, deflate, br", "br"));
        assert!(accepts("gzip;q=1.0, identity; q=0.5", "gzip"));
        assert!(!accepts("br;q=0, gzip", "br"));
        assert!(!accepts("identity", "gzip"));
    }
}

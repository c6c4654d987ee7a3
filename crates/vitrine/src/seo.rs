//! What search engines and social networks read: `/sitemap.xml` and `/robots.txt` (every page
//! in every language, with its alternates), Open Graph and JSON-LD metadata, the web manifest.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use serde_json::json;

use crate::config::Config;
use crate::lang::Lang;
use crate::pages::context::PageContext;
use crate::pages::page::Page;
use crate::state::AppState;
use crate::visitor::Visitor;

/// A path of the sitemap and the languages it exists in.
struct SitemapPath {
    path: String,
    langs: Vec<String>,
}

#[derive(askama::Template)]
#[template(path = "feeds/sitemap.xml")]
struct SitemapTemplate<'a> {
    base: &'a str,
    paths: Vec<SitemapPath>,
}

/// The sitemap: every path of the registry's sitemap in every language, then every public
/// issue of the newsletter (`issues`: its slug and languages, `Store::published_languages`)
/// in the languages it was written in; each with its alternates in those languages only.
pub(crate) fn sitemap_xml(config: &Config, issues: Vec<(String, Vec<String>)>) -> String {
    use askama::Template;
    let every_lang: Vec<String> = Lang::ALL.iter().map(|l| l.as_str().to_owned()).collect();
    let pages = Page::ALL
        .iter()
        .flat_map(Page::sitemap_paths)
        .map(|path| SitemapPath {
            path,
            langs: every_lang.clone(),
        });
    let issues = issues.into_iter().map(|(slug, langs)| SitemapPath {
        path: format!("/newsletter/archive/{slug}"),
        langs,
    });
    let template = SitemapTemplate {
        base: config.base(),
        paths: pages.chain(issues).collect(),
    };
    template.render().unwrap_or_else(|error| {
        tracing::error!(%error, "the sitemap failed to render");
        String::new()
    })
}

/// `path` as one of the site's pages (`/services`, `/cases/<slug>`: the concrete paths the
/// sitemap lists, every page's and every item's), or `None` for any other path. The audience
/// counts only these, so its pages are bounded by the registry and the content.
pub(crate) fn page_path(path: &str) -> Option<&'static str> {
    static PATHS: std::sync::OnceLock<std::collections::HashSet<&'static str>> =
        std::sync::OnceLock::new();
    PATHS
        .get_or_init(|| {
            Page::ALL
                .iter()
                .flat_map(Page::sitemap_paths)
                // Made once, for the life of the process: the content is built in.
                .map(|path| &*Box::leak(path.into_boxed_str()))
                .collect()
        })
        .get(path)
        .copied()
}

/// The page a form's `back` field names (a local path, its query and fragment left out), or
/// `audience::OTHER` when it names none of the site's pages.
pub(crate) fn page_of_link(link: &str) -> &'static str {
    let path = link.split(['?', '#']).next().unwrap_or_default();
    page_path(path).unwrap_or(crate::audience::OTHER)
}

/// `GET /sitemap.xml`. Not in the page cache, so an issue sent shows at once: it reads one
/// small query (slugs and languages, no text). Without the database it still lists the pages.
pub(crate) async fn sitemap(state: web::Data<AppState>) -> HttpResponse {
    let issues = state
        .store
        .published_languages()
        .await
        .unwrap_or_else(|error| {
            tracing::warn!(error = %format!("{error:#}"), "the sitemap lists no issue");
            Vec::new()
        });
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/xml; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(sitemap_xml(&state.config, issues))
}

pub(crate) async fn robots(state: web::Data<AppState>) -> HttpResponse {
    let config = &state.config;
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(format!(
            // The archive is public; the newsletter's other paths are the form's post and the
            // links of its mails (a subscriber's token), never to be crawled. The longest
            // matching rule wins (RFC 9309), whatever the order.
            "User-agent: *\nAllow: /\nAllow: /newsletter/archive\nDisallow: /newsletter\nDisallow: /theme\nDisallow: /console\n\nSitemap: {}/sitemap.xml\n",
            config.base()
        ))
}

/// `/site.webmanifest?lang=…`: the web app manifest, in the visitor's language.
pub(crate) async fn web_manifest(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let visitor = Visitor::from_request(&req);
    let ctx = PageContext::new(&state, &visitor, Some(&Page::HOME));
    let manifest = json!({
        "name": ctx.brand(),
        "short_name": ctx.brand(),
        "description": ctx.text("home-meta-description"),
        "lang": ctx.lang_code(),
        "dir": ctx.dir(),
        "start_url": format!("/?lang={}", ctx.lang_code()),
        "scope": "/",
        "display": "browser",
        "theme_color": "#0f3d66",
        "background_color": "#ffffff",
        "icons": [
            { "src": ctx.favicon_svg(), "type": "image/svg+xml", "sizes": "any" },
            { "src": ctx.favicon_png(), "type": "image/png", "sizes": "192x192" },
        ],
    });
    HttpResponse::Ok()
        .insert_header((
            header::CONTENT_TYPE,
            "application/manifest+json; charset=utf-8",
        ))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(manifest.to_string())
}

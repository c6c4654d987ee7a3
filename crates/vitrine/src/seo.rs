//! What search engines and social networks read: `/sitemap.xml` and `/robots.txt` (every page
//! in every language, with its alternates), Open Graph and JSON-LD metadata, the web manifest.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use serde_json::json;

use crate::config::Config;
use crate::i18n;
use crate::lang::Lang;
use crate::pages::{escape_json_for_script, Page, PageContext, Visitor};
use crate::AppState;

pub fn sitemap_xml(config: &Config) -> String {
    let base = config.base();
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for path in Page::ALL.iter().flat_map(Page::sitemap_paths) {
        for lang in Lang::ALL {
            xml.push_str(&format!(
                "  <url>\n    <loc>{base}{path}?lang={}</loc>\n",
                lang.as_str()
            ));
            for alternate in Lang::ALL {
                xml.push_str(&format!(
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{code}\" href=\"{base}{path}?lang={code}\"/>\n",
                    code = alternate.as_str(),
                ));
            }
            xml.push_str(&format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{base}{path}\"/>\n  </url>\n",
            ));
        }
    }
    xml.push_str("</urlset>\n");
    xml
}

pub async fn sitemap(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/xml; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(sitemap_xml(&state.config))
}

pub async fn robots(state: web::Data<AppState>) -> HttpResponse {
    let config = &state.config;
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(format!(
            "User-agent: *\nAllow: /\nDisallow: /newsletter\nDisallow: /theme\n\nSitemap: {}/sitemap.xml\n",
            config.base()
        ))
}

/// Social and structured metadata of a page, read by `partials/head.html`.
impl PageContext {
    /// Absolute URL of a site path.
    pub fn absolute(&self, path: &str) -> String {
        format!("{}{path}", self.config.base())
    }

    /// `og:locale:alternate`: the two other languages.
    pub fn other_og_locales(&self) -> Vec<&'static str> {
        Lang::ALL
            .iter()
            .filter(|l| **l != self.lang)
            .map(|l| l.og_locale())
            .collect()
    }

    /// JSON-LD `Organization`, in the page's language (home page only), escaped for a
    /// `<script type="application/ld+json">` data block (not executed, so the CSP allows it).
    pub fn organization_json_ld(&self) -> String {
        let org = &self.config.organisation;
        let offices: Vec<serde_json::Value> = self
            .config
            .offices
            .iter()
            .map(|office| {
                json!({
                    "@type": "Place",
                    "name": format!("{} · {}", self.region_name(&office.region), office.city),
                    "telephone": office.phone,
                    "address": {
                        "@type": "PostalAddress",
                        "streetAddress": office.address.first().cloned().unwrap_or_default(),
                        "addressLocality": office.city,
                    },
                })
            })
            .collect();
        let value = json!({
            "@context": "https://schema.org",
            "@type": "Organization",
            "name": org.brand,
            "url": format!("{}/?lang={}", self.config.base(), self.lang.as_str()),
            "logo": self.absolute(&self.favicon_png()),
            "description": i18n::lookup(self.lang, "home-meta-description"),
            "email": org.email,
            "foundingDate": "2015",
            "sameAs": [org.social_url.as_str()],
            "knowsLanguage": ["fr", "en", "ar"],
            "location": offices,
        });
        escape_json_for_script(&value.to_string())
    }

    pub fn manifest_href(&self) -> String {
        format!("/site.webmanifest?lang={}", self.lang.as_str())
    }
}

/// `/site.webmanifest?lang=…`: the web app manifest, in the visitor's language.
pub async fn web_manifest(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let visitor = Visitor::from_request(&req);
    let ctx = PageContext::new(state.config.clone(), &visitor, Some(&Page::HOME));
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

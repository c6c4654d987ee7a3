//! What a page says about itself to search engines and social networks, read by
//! `partials/head.html`: absolute links, Open Graph locales, the organisation's JSON-LD, the
//! web manifest's link.

use serde_json::json;

use super::context::PageContext;
use super::islands::escape_json_for_script;
use crate::i18n;

/// Social and structured metadata of a page, read by `partials/head.html`.
impl PageContext {
    /// Absolute URL of a site path.
    pub(crate) fn absolute(&self, path: &str) -> String {
        format!("{}{path}", self.config.base())
    }

    /// `og:locale:alternate`: the other languages the page exists in.
    pub(crate) fn other_og_locales(&self) -> Vec<&'static str> {
        let canonical = self.canonical_lang();
        self.indexed_langs()
            .iter()
            .filter(|l| **l != canonical)
            .map(|l| l.og_locale())
            .collect()
    }

    /// JSON-LD `Organization`, in the page's language (home page only), escaped for a
    /// `<script type="application/ld+json">` data block (not executed, so the CSP allows it).
    pub(crate) fn organization_json_ld(&self) -> String {
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

    pub(crate) fn manifest_href(&self) -> String {
        format!("/site.webmanifest?lang={}", self.lang.as_str())
    }
}

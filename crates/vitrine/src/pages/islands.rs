//! The islands: which ones a page loads (the registry's list plus those on every page), their
//! scripts and preloads, and the settings block they read.

use super::context::PageContext;
use crate::assets::Manifest;

impl PageContext {
    /// The islands this page loads: the navbar, theme toggle and newsletter are on every page,
    /// the others where the registry lists them. The toaster and tooltips are chunks the
    /// islands load on first use.
    pub(crate) fn island_names(&self) -> Vec<&'static str> {
        let mut names = ISLANDS_EVERYWHERE.to_vec();
        if let Some(page) = self.page {
            names.extend_from_slice(page.islands);
        }
        names
    }

    /// The loader's `<script type="module">` URL, when the islands were built. The page loads
    /// nothing else before its first paint: the loader starts the modules listed in
    /// `islands_json` once the page's text is on screen.
    pub(crate) fn islands_loader(&self) -> Option<String> {
        let loader = &self.assets.islands_loader;
        (!loader.is_empty() && !self.assets.islands.is_empty()).then(|| Manifest::url(loader))
    }

    /// The entry module of each island of the page that was built.
    pub(crate) fn islands_scripts(&self) -> Vec<String> {
        self.island_names()
            .into_iter()
            .filter_map(|name| self.assets.islands.get(name))
            .map(|island| Manifest::url(&island.entry))
            .collect()
    }

    /// The chunks those entries import (React once), which the loader preloads so that they
    /// download in parallel with the entries instead of after them.
    pub(crate) fn islands_preloads(&self) -> Vec<String> {
        let mut chunks: Vec<&str> = Vec::new();
        for name in self.island_names() {
            if let Some(island) = self.assets.islands.get(name) {
                for chunk in &island.imports {
                    if !chunks.contains(&chunk.as_str()) {
                        chunks.push(chunk);
                    }
                }
            }
        }
        chunks.into_iter().map(Manifest::url).collect()
    }

    /// The islands' settings: language, direction, icon sprite, their messages in the page's
    /// language, and what the loader starts (`load`: entries and chunks), as JSON safe inside
    /// `<script type="application/json">` (`<`, `>` and `&` escaped, so no `</script>` or
    /// `<!--` can appear). Emit it with `|safe`.
    pub(crate) fn islands_json(&self) -> String {
        let messages: serde_json::Map<String, serde_json::Value> = ISLAND_MESSAGES
            .iter()
            .map(|id| ((*id).to_owned(), serde_json::Value::String(self.text(id))))
            .collect();
        let settings = serde_json::json!({
            "lang": self.lang_code(),
            "dir": self.dir(),
            "sprite": Manifest::url(&self.assets.icons),
            "messages": messages,
            "load": {
                "modules": self.islands_scripts(),
                "preload": self.islands_preloads(),
            },
        });
        escape_json_for_script(&settings.to_string())
    }
}

/// Islands on every page (templates/partials/islands.html).
pub(crate) const ISLANDS_EVERYWHERE: [&str; 3] = ["navbar", "theme", "newsletter"];

/// Fluent ids the islands read (islands/src): their own (`islands.ftl`) and the page's
/// messages they repeat (theme toggle label, newsletter outcomes).
pub const ISLAND_MESSAGES: [&str; 19] = [
    "theme-to-dark",
    "theme-to-light",
    "newsletter-subscribed-title",
    "newsletter-subscribed-description",
    "newsletter-empty-title",
    "newsletter-empty-description",
    "newsletter-invalid-title",
    "newsletter-invalid-description",
    "islands-sending",
    "islands-retrying",
    "islands-network-error-title",
    "islands-network-error-description",
    "islands-server-error-title",
    "islands-server-error-description",
    "islands-toaster-label",
    "islands-toast-close",
    "islands-sent-title",
    "islands-form-invalid-title",
    "islands-form-invalid-description",
];

/// JSON inside a `<script>` element: `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` (still
/// the same JSON), so the text can never close the element or open a comment.
pub fn escape_json_for_script(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

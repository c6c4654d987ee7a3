//! What a page of the site is: its path, messages, template, handler, place in the navigation
//! and the sitemap, and the islands it loads. The list of pages is `registry`.

use actix_web::{web, HttpRequest, Route};
use serde::Serialize;

/// One page of the site.
#[derive(Debug, Clone, Copy)]
pub struct Page {
    /// The route (actix pattern; `{slug}` segments for pages with one URL per item).
    pub path: &'static str,
    /// Prefix of the page's Fluent ids (`about-meta-title`…), its `page-<key>` class on
    /// `<body>`, its CSS file and its name in the tests.
    pub key: &'static str,
    /// Its template under `templates/`.
    pub template: &'static str,
    /// The GET route that answers it: `show` with the template for most pages.
    pub view: fn() -> Route,
    /// Fluent id of its label in the navbar, if it is there.
    pub nav: Option<&'static str>,
    pub footer: Footer,
    pub sitemap: Sitemap,
    /// Islands it loads besides those on every page (`islands::ISLANDS_EVERYWHERE`).
    pub islands: &'static [&'static str],
}

/// Where the footer links to a page, with the Fluent id of the link's label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "column", content = "label")]
pub enum Footer {
    None,
    /// The quick links column.
    Quick(&'static str),
    /// The legal links column.
    Legal(&'static str),
}

/// Which URLs of a page the sitemap lists.
#[derive(Debug, Clone, Copy)]
pub enum Sitemap {
    /// The page's path, in every language.
    Listed,
    /// Not listed (and not crawled by the tests).
    Unlisted,
    /// One URL per item (a page with `{slug}` in its path): the function lists them.
    Each(fn() -> Vec<String>),
}

impl PartialEq for Page {
    fn eq(&self, other: &Page) -> bool {
        self.key == other.key
    }
}

impl Eq for Page {}

impl Page {
    /// The page's key (see the field).
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The page's route (see the field).
    pub fn path(&self) -> &'static str {
        self.path
    }

    /// The concrete paths of the page the sitemap lists, in order.
    pub fn sitemap_paths(&self) -> Vec<String> {
        match self.sitemap {
            Sitemap::Listed => vec![self.path.to_owned()],
            Sitemap::Unlisted => Vec::new(),
            Sitemap::Each(list) => list(),
        }
    }

    /// The page a request was routed to (the registry mounts each page's routes with it), for
    /// handlers that serve one page.
    pub fn of_request(req: &HttpRequest) -> Option<&'static Page> {
        req.app_data::<web::Data<&'static Page>>()
            .map(|page| *page.get_ref())
    }
}

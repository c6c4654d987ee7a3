//! The page registry: every page of the site declared once, with everything that depends on
//! it. Routes (`routes::routes`), the navbar, the footer, the sitemap, the islands a page loads and the browser
//! tests' list of pages (`vitrine pages --format json`) all read `Page::ALL`.
//!
//! To add a page: one entry below, its template in `templates/pages/`, its messages in
//! `i18n/{fr,en,ar}/` and its CSS in `static/css/pages/`. Nothing else.

use actix_web::{web, Route};
use serde::Serialize;

use super::context::PageContext;
use super::response::show;
use super::{contact, people, stories};

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
    /// The page whose key is `key`.
    pub fn by_key(key: &str) -> Option<&'static Page> {
        Page::ALL.iter().find(|page| page.key == key)
    }

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
}

/// The route of a page rendered by `show` with template `T`.
pub fn template_route<T: askama::Template + From<PageContext> + 'static>() -> Route {
    web::get().to(show::<T>)
}

/// The view of a page that reads nothing but its context: a template struct holding `ctx`.
macro_rules! template_view {
    ($template:literal) => {{
        #[derive(askama::Template)]
        #[template(path = $template)]
        struct View {
            ctx: PageContext,
        }
        impl From<PageContext> for View {
            fn from(ctx: PageContext) -> View {
                View { ctx }
            }
        }
        template_route::<View> as fn() -> Route
    }};
}

/// Declares the pages: an associated constant each (`Page::ABOUT`) and `Page::ALL` in this
/// order, which is the sitemap's. A page without `view` is rendered by `show` with its
/// template; one with a `view` brings its own handler (which renders the same template).
macro_rules! register_pages {
    (@view $template:literal) => {
        template_view!($template)
    };
    (@view $template:literal, $view:expr) => {
        $view
    };
    ($(
        $name:ident {
            path: $path:literal,
            key: $key:literal,
            template: $template:literal,
            $(view: $view:expr,)?
            nav: $nav:expr,
            footer: $footer:expr,
            sitemap: $sitemap:expr,
            islands: $islands:expr $(,)?
        }
    )*) => {
        impl Page {
            $(
                pub const $name: Page = Page {
                    path: $path,
                    key: $key,
                    template: $template,
                    view: register_pages!(@view $template $(, $view)?),
                    nav: $nav,
                    footer: $footer,
                    sitemap: $sitemap,
                    islands: $islands,
                };
            )*

            /// Every page, in sitemap order.
            pub const ALL: &'static [Page] = &[$(Page::$name),*];
        }
    };
}

register_pages! {
    HOME {
        path: "/",
        key: "home",
        template: "pages/home.html",
        nav: Some("nav-home"),
        footer: Footer::Quick("nav-home"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    ABOUT {
        path: "/about",
        key: "about",
        template: "pages/about.html",
        nav: Some("nav-about"),
        footer: Footer::Quick("nav-about"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    PERSON {
        path: "/about/{slug}",
        key: "person",
        template: "pages/person.html",
        view: people::person_route,
        nav: None,
        footer: Footer::None,
        sitemap: Sitemap::Each(people::person_paths),
        islands: &[],
    }
    SERVICES {
        path: "/services",
        key: "services",
        template: "pages/services.html",
        nav: Some("nav-services"),
        footer: Footer::Quick("nav-services"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    SOLUTIONS {
        path: "/solutions",
        key: "solutions",
        template: "pages/solutions.html",
        nav: Some("nav-solutions"),
        footer: Footer::None,
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    TECHNOLOGY {
        path: "/technology",
        key: "technology",
        template: "pages/technology.html",
        nav: Some("nav-technology"),
        footer: Footer::None,
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    CASES {
        path: "/cases",
        key: "cases",
        template: "pages/cases.html",
        view: stories::cases_route,
        nav: Some("nav-cases"),
        footer: Footer::Quick("nav-cases"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    CASE {
        path: "/cases/{slug}",
        key: "case",
        template: "pages/case.html",
        view: stories::case_route,
        nav: None,
        footer: Footer::None,
        sitemap: Sitemap::Each(stories::case_paths),
        islands: &[],
    }
    RESOURCES {
        path: "/resources",
        key: "resources",
        template: "pages/resources.html",
        view: stories::resources_route,
        nav: Some("nav-resources"),
        footer: Footer::None,
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    ARTICLE {
        path: "/resources/{slug}",
        key: "article",
        template: "pages/article.html",
        view: stories::article_route,
        nav: None,
        footer: Footer::None,
        sitemap: Sitemap::Each(stories::article_paths),
        islands: &[],
    }
    FAQ {
        path: "/faq",
        key: "faq",
        template: "pages/faq.html",
        nav: Some("nav-faq"),
        footer: Footer::None,
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    CONTACT {
        path: "/contact",
        key: "contact",
        template: "pages/contact.html",
        view: contact::route,
        nav: Some("nav-contact"),
        footer: Footer::Quick("nav-contact"),
        sitemap: Sitemap::Listed,
        islands: &["contact"],
    }
    LEGAL {
        path: "/legal",
        key: "legal",
        template: "pages/legal.html",
        nav: None,
        footer: Footer::Legal("footer-legal"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    PRIVACY {
        path: "/privacy",
        key: "privacy",
        template: "pages/privacy.html",
        nav: None,
        footer: Footer::Legal("footer-privacy"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    TERMS {
        path: "/terms",
        key: "terms",
        template: "pages/terms.html",
        nav: None,
        footer: Footer::Legal("footer-terms"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
    ACCESSIBILITY {
        path: "/accessibility",
        key: "accessibility",
        template: "pages/accessibility.html",
        nav: None,
        footer: Footer::Legal("footer-accessibility"),
        sitemap: Sitemap::Listed,
        islands: &[],
    }
}

//! The page registry: every page of the site declared once, with everything that depends on
//! it. Routes (`routes::routes`), the navbar and the footer (`navigation`), the sitemap, the
//! islands a page loads and the browser tests' list of pages (`vitrine pages --format json`)
//! all read `Page::ALL`. `docs/architecture.md` says what else adding a page touches.

use actix_web::{web, Route};

use crate::content::{Sector, Topic};
use crate::pages::context::PageContext;
use crate::pages::page::{Footer, Input, Page, Sitemap};
use crate::pages::render::show;
use crate::pages::{people, stories};
use crate::state::Navigation;
use crate::{contact, newsletter};

/// The route of a page rendered by `show` with template `T`.
pub(crate) fn template_route<T: askama::Template + From<PageContext> + 'static>() -> Route {
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
    (@inputs) => {
        &[]
    };
    (@inputs $inputs:expr) => {
        $inputs
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
            islands: $islands:expr
            $(, inputs: $inputs:expr)? $(,)?
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
                    inputs: register_pages!(@inputs $($inputs)?),
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
        inputs: &[Input::Choice {
            name: "sector",
            value: |key| Sector::from_key(key).map(Sector::key),
        }],
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
        footer: Footer::Quick("nav-resources"),
        sitemap: Sitemap::Listed,
        islands: &[],
        inputs: &[
            Input::Choice {
                name: "type",
                value: |key| stories::TYPES.into_iter().find(|kind| *kind == key),
            },
            Input::Choice {
                name: "topic",
                value: |key| Topic::from_key(key).map(Topic::key),
            },
        ],
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
        footer: Footer::Quick("nav-faq"),
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
        inputs: &[
            Input::Text {
                name: "subject",
                max_chars: contact::SUBJECT_MAX,
                cached: stories::request_subject,
            },
            Input::Flag { name: "sent" },
        ],
    }
    NEWSLETTER_ARCHIVE {
        path: "/newsletter/archive",
        key: "newsletter-archive",
        template: "pages/newsletter-archive.html",
        view: newsletter::archive::archive_route,
        nav: None,
        footer: Footer::None,
        sitemap: Sitemap::Listed,
        islands: &[],
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

/// The navbar and footer links, in registry order.
pub(crate) fn navigation() -> Navigation {
    let column = |pick: fn(Footer) -> Option<&'static str>| {
        Page::ALL
            .iter()
            .filter_map(|page| pick(page.footer).map(|label| (page.path, label)))
            .collect()
    };
    Navigation {
        navbar: Page::ALL
            .iter()
            .filter_map(|page| page.nav.map(|label| (page.path, label)))
            .collect(),
        footer_quick: column(|footer| match footer {
            Footer::Quick(label) => Some(label),
            _ => None,
        }),
        footer_legal: column(|footer| match footer {
            Footer::Legal(label) => Some(label),
            _ => None,
        }),
    }
}

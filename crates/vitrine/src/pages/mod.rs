//! Pages: the registry of every page, what a request says about the visitor, the context a
//! template reads, the islands a page loads, and the HTML response with its cache headers.
//!
//! - `registry`: every page declared once (path, messages, template, navigation, sitemap,
//!   islands); routes and navigation read it.
//! - `visitor`: language, theme and query values read from the request.
//! - `context`: `PageContext`, what `templates/base.html` and every page read.
//! - `islands`: which islands a page loads and the settings they read.
//! - `response`: the shared page handler, ETag and 304, the preference cookies.
//! - `contact`: the one page with a handler of its own (its form).
//! - `subscription`: the newsletter's confirm and unsubscribe pages (links in mails).
//! - `contact`: the contact page's handler (its form).
//! - `stories`: the case studies and articles, their listings and the articles' feed.
//! - `people`: the people of the firm, their cards, bylines and pages.

pub mod contact;
pub mod context;
pub mod islands;
pub mod people;
pub mod registry;
pub mod response;
pub mod stories;
pub mod subscription;
pub mod visitor;

pub use context::{DocumentMeta, PageContext};
pub use islands::{escape_json_for_script, ISLANDS_EVERYWHERE, ISLAND_MESSAGES};
pub use registry::{Footer, Page, Sitemap};
pub use response::{html_response, preference_cookie, render_page, show};
pub use visitor::{NewsletterNotice, Theme, Visitor};

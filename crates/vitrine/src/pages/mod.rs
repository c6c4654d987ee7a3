//! Pages: what a page is, the context a template reads, the islands a page loads, the HTML
//! response with its cache headers, the error-free rendering of a page, and the pages of the
//! content (case studies, articles, people). The list of every page is `crate::registry`,
//! beside the features whose handlers it names.
//!
//! Lower to higher (each imports only those above it in this list, `docs/architecture.md`):
//! - `page`: the `Page` type: path, messages, template, navigation, sitemap, islands.
//! - `context`: `PageContext`, what `templates/base.html` and every page read; `meta` adds
//!   what search engines and social networks read; `islands` the islands' settings.
//! - `response`: the HTML response, ETag and 304, the preference cookies.
//! - `render`: a template into its response, and the handler of pages that need only their
//!   context (`crate::error` sits between `response` and `render`).
//! - `stories`: the case studies and articles, their listings and the articles' feed.
//! - `people`: the people of the firm, their cards, bylines and pages.

pub mod context;
pub mod islands;
pub mod meta;
pub mod page;
pub mod people;
pub mod render;
pub mod response;
pub mod stories;

//! What a page of the site is: its path, messages, template, handler, place in the navigation
//! and the sitemap, and the islands it loads. The list of pages is `registry`.

use actix_web::{web, HttpRequest, Route};
use serde::Serialize;

use crate::form::clean_line;
use crate::visitor::Visitor;

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
    /// The values of its query string it reads (at most `MAX_INPUTS`).
    pub inputs: &'static [Input],
}

/// Inputs a page may declare: the page cache's key holds one slot each.
pub(crate) const MAX_INPUTS: usize = 3;

/// A page's inputs as the page cache keys them, in declaration order.
pub(crate) type InputKey = [Option<&'static str>; MAX_INPUTS];

/// A value a page reads from its query string. Declared in the page's registry entry, it is
/// the only part of the query the page's handler can read (`Page::choice`, `Page::text`,
/// `Page::flag`), and the page cache keys it (`Page::input_key`): a page that read a value
/// its key did not hold would be served from the cache with whatever value filled it first.
#[derive(Debug, Clone, Copy)]
pub enum Input {
    /// One of a fixed set of values (a listing's filter): `value` names it, anything else
    /// reads as no value.
    Choice {
        name: &'static str,
        value: fn(&str) -> Option<&'static str>,
    },
    /// A line of text, cleaned and cut to `max_chars` (the contact form's subject, filled in
    /// by a link). The cache keeps the page only for the texts `cached` names (what the site's
    /// own links carry), so made-up texts cannot fill it.
    Text {
        name: &'static str,
        max_chars: usize,
        cached: fn(&str) -> Option<&'static str>,
    },
    /// `name=1` (a confirmation shown after a post without JavaScript).
    Flag { name: &'static str },
}

impl Input {
    /// Its name in the query string.
    pub fn name(&self) -> &'static str {
        match self {
            Input::Choice { name, .. } | Input::Text { name, .. } | Input::Flag { name } => name,
        }
    }
}

/// A handler read a query value its page does not declare: a bug, answered as a server error
/// on every request, so the walk over every page in the tests finds it.
#[derive(Debug, thiserror::Error)]
#[error("page `{page}` reads `{name}` from its query, which its registry entry does not declare")]
pub struct UndeclaredInput {
    page: &'static str,
    name: String,
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

    /// The concrete paths of the page the sitemap lists, in order.
    pub fn sitemap_paths(&self) -> Vec<String> {
        match self.sitemap {
            Sitemap::Listed => vec![self.path.to_owned()],
            Sitemap::Unlisted => Vec::new(),
            Sitemap::Each(list) => list(),
        }
    }

    fn declared(&self, name: &str) -> Result<&Input, UndeclaredInput> {
        self.inputs
            .iter()
            .find(|input| input.name() == name)
            .ok_or_else(|| UndeclaredInput {
                page: self.key,
                name: name.to_owned(),
            })
    }

    /// The declared choice `name` of the visitor's query, if it names one of its values.
    pub fn choice(
        &self,
        visitor: &Visitor,
        name: &str,
    ) -> Result<Option<&'static str>, UndeclaredInput> {
        match self.declared(name)? {
            Input::Choice { value, .. } => Ok(visitor.query_value(name).and_then(value)),
            _ => Ok(None),
        }
    }

    /// The declared text `name` of the visitor's query, cleaned and cut to its length.
    pub fn text(&self, visitor: &Visitor, name: &str) -> Result<String, UndeclaredInput> {
        match self.declared(name)? {
            Input::Text { max_chars, .. } => {
                Ok(clean_line(visitor.query_value(name).unwrap_or_default())
                    .chars()
                    .take(*max_chars)
                    .collect())
            }
            _ => Ok(String::new()),
        }
    }

    /// Whether the declared flag `name` is set (`name=1`).
    pub fn flag(&self, visitor: &Visitor, name: &str) -> Result<bool, UndeclaredInput> {
        self.declared(name)?;
        Ok(visitor.query_value(name) == Some("1"))
    }

    /// What the page cache keys of the visitor's query: each declared input's value as the
    /// handler reads it, or `None` when the page must not be kept (a text no site link
    /// carries).
    pub(crate) fn input_key(&self, visitor: &Visitor) -> Option<InputKey> {
        let mut key: InputKey = [None; MAX_INPUTS];
        for (slot, input) in key.iter_mut().zip(self.inputs) {
            *slot = match input {
                Input::Choice { name, value } => visitor.query_value(name).and_then(value),
                Input::Flag { name } => (visitor.query_value(name) == Some("1")).then_some("1"),
                Input::Text {
                    name,
                    max_chars,
                    cached,
                } => {
                    let text: String = clean_line(visitor.query_value(name).unwrap_or_default())
                        .chars()
                        .take(*max_chars)
                        .collect();
                    if text.is_empty() {
                        None
                    } else {
                        Some(cached(&text)?)
                    }
                }
            };
        }
        Some(key)
    }

    /// The page a request was routed to (the registry mounts each page's routes with it), for
    /// handlers that serve one page.
    pub(crate) fn of_request(req: &HttpRequest) -> Option<&'static Page> {
        req.app_data::<web::Data<&'static Page>>()
            .map(|page| *page.get_ref())
    }
}

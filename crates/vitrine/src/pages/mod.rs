//! Everything a page needs to render: the request's language and theme, the site's
//! configuration, asset URLs, and the HTML response with its cache headers.
//!
//! One module per route group below; each puts its template struct above its handler.

pub mod company;
pub mod contact;
pub mod home;
pub mod legal;
pub mod library;
pub mod offer;
pub mod stories;

use std::sync::Arc;

use actix_web::cookie::{time::Duration as CookieDuration, Cookie, SameSite};
use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;

use crate::assets::Manifest;
use crate::config::{Config, Office, Organisation, Region};
use crate::error::AppError;
use crate::i18n;
use crate::lang::{best_accept_language, negotiate_lang, Lang, LangSource};
use crate::AppState;

/// The pages of the site (SPEC.md, Routes), in sitemap order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    Home,
    About,
    Services,
    Solutions,
    Technology,
    Resources,
    Faq,
    Contact,
    Cases,
    Legal,
    Privacy,
    Terms,
    Accessibility,
}

impl Page {
    pub const ALL: [Page; 13] = [
        Page::Home,
        Page::About,
        Page::Services,
        Page::Solutions,
        Page::Technology,
        Page::Resources,
        Page::Faq,
        Page::Contact,
        Page::Cases,
        Page::Legal,
        Page::Privacy,
        Page::Terms,
        Page::Accessibility,
    ];

    /// Prefix of the page's Fluent ids (`about-…`) and its name in CSS and tests.
    pub fn key(self) -> &'static str {
        match self {
            Page::Home => "home",
            Page::About => "about",
            Page::Services => "services",
            Page::Solutions => "solutions",
            Page::Technology => "technology",
            Page::Resources => "resources",
            Page::Faq => "faq",
            Page::Contact => "contact",
            Page::Cases => "cases",
            Page::Legal => "legal",
            Page::Privacy => "privacy",
            Page::Terms => "terms",
            Page::Accessibility => "accessibility",
        }
    }

    pub fn path(self) -> &'static str {
        match self {
            Page::Home => "/",
            Page::About => "/about",
            Page::Services => "/services",
            Page::Solutions => "/solutions",
            Page::Technology => "/technology",
            Page::Resources => "/resources",
            Page::Faq => "/faq",
            Page::Contact => "/contact",
            Page::Cases => "/cases",
            Page::Legal => "/legal",
            Page::Privacy => "/privacy",
            Page::Terms => "/terms",
            Page::Accessibility => "/accessibility",
        }
    }
}

/// Navbar links, in SPEC.md order: (path, Fluent id of the label).
pub const NAV_LINKS: [(&str, &str); 9] = [
    ("/", "nav-home"),
    ("/about", "nav-about"),
    ("/services", "nav-services"),
    ("/solutions", "nav-solutions"),
    ("/technology", "nav-technology"),
    ("/cases", "nav-cases"),
    ("/resources", "nav-resources"),
    ("/faq", "nav-faq"),
    ("/contact", "nav-contact"),
];

/// Footer quick links (SPEC.md, Footer).
pub const FOOTER_QUICK_LINKS: [(&str, &str); 5] = [
    ("/", "nav-home"),
    ("/about", "nav-about"),
    ("/services", "nav-services"),
    ("/cases", "nav-cases"),
    ("/contact", "nav-contact"),
];

/// Footer legal links.
pub const FOOTER_LEGAL_LINKS: [(&str, &str); 4] = [
    ("/legal", "footer-legal"),
    ("/privacy", "footer-privacy"),
    ("/terms", "footer-terms"),
    ("/accessibility", "footer-accessibility"),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
}

impl Theme {
    pub fn from_code(code: &str) -> Option<Theme> {
        match code {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// Outcome of a newsletter sign-up posted without JavaScript, shown after the redirect
/// (`?newsletter=…`); the message ids are `newsletter-<code>-title` / `-description`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsletterNotice {
    Subscribed,
    Empty,
    Invalid,
}

impl NewsletterNotice {
    pub fn from_code(code: &str) -> Option<NewsletterNotice> {
        match code {
            "subscribed" => Some(NewsletterNotice::Subscribed),
            "empty" => Some(NewsletterNotice::Empty),
            "invalid" => Some(NewsletterNotice::Invalid),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            NewsletterNotice::Subscribed => "subscribed",
            NewsletterNotice::Empty => "empty",
            NewsletterNotice::Invalid => "invalid",
        }
    }

    pub fn is_error(self) -> bool {
        self != NewsletterNotice::Subscribed
    }
}

/// What the request says about the visitor: language (and where it came from), theme,
/// a language to offer, and the query values pages read.
#[derive(Debug, Clone)]
pub struct Visitor {
    pub lang: Lang,
    pub lang_source: LangSource,
    /// Language preferred by Accept-Language when it differs from the page's and the visitor
    /// has not chosen one yet (no `lang` cookie): offered in a banner, never redirected to.
    pub suggested_lang: Option<Lang>,
    pub theme: Option<Theme>,
    pub newsletter_notice: Option<NewsletterNotice>,
    /// Query pairs, decoded lossily (invalid UTF-8 becomes U+FFFD, never an error).
    pub query: Vec<(String, String)>,
}

impl Visitor {
    pub fn from_request(req: &HttpRequest) -> Visitor {
        let query: Vec<(String, String)> =
            url::form_urlencoded::parse(req.query_string().as_bytes())
                .take(32)
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect();
        let query_value = |name: &str| {
            query
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        let cookie_lang = req.cookie("lang").map(|c| c.value().to_owned());
        let accept_language = req
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(|v| v.chars().take(512).collect::<String>());
        let (lang, lang_source) = negotiate_lang(
            query_value("lang"),
            cookie_lang.as_deref(),
            accept_language.as_deref(),
        );
        let has_chosen = cookie_lang.as_deref().and_then(Lang::from_code).is_some();
        let suggested_lang = match accept_language.as_deref().and_then(best_accept_language) {
            Some(preferred) if preferred != lang && !has_chosen => Some(preferred),
            _ => None,
        };
        let theme = req
            .cookie("theme")
            .and_then(|c| Theme::from_code(c.value()));
        let newsletter_notice = query_value("newsletter").and_then(NewsletterNotice::from_code);
        Visitor {
            lang,
            lang_source,
            suggested_lang,
            theme,
            newsletter_notice,
            query,
        }
    }

    pub fn query_value(&self, name: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

pub fn config_of(req: &HttpRequest) -> Arc<Config> {
    match req.app_data::<web::Data<AppState>>() {
        Some(state) => state.config.clone(),
        // Only reachable when the app was assembled without `configure`'s state.
        None => Arc::new(Config::for_tests()),
    }
}

/// What the base template and every page read (see the comment at the top of base.html).
pub struct PageContext {
    pub lang: Lang,
    /// The page, or `None` for the not-found and error pages.
    pub page: Option<Page>,
    /// Prefix of the `<key>-meta-title` and `<key>-meta-description` ids.
    pub meta_key: &'static str,
    /// The path the visitor asked for (for the language switcher of error pages).
    pub path: String,
    pub config: Arc<Config>,
    pub theme: Option<Theme>,
    pub suggested_lang: Option<Lang>,
    pub newsletter_notice: Option<NewsletterNotice>,
    pub year: i32,
    pub assets: &'static Manifest,
    /// A case study or article: its own title, description and structured data.
    pub document: Option<DocumentMeta>,
}

/// What a content page says about itself in `<head>` (title, Open Graph `article`, JSON-LD).
pub struct DocumentMeta {
    pub title: String,
    pub description: String,
    /// `2026-06-26`.
    pub published: String,
    /// `article:section`.
    pub section: String,
    pub tags: Vec<String>,
    /// JSON-LD, escaped for a `<script>` data block.
    pub json_ld: String,
}

impl PageContext {
    pub fn new(req: &HttpRequest, visitor: &Visitor, page: Option<Page>) -> PageContext {
        let path = match page {
            Some(page) => page.path().to_owned(),
            None => "/".to_owned(),
        };
        PageContext {
            lang: visitor.lang,
            page,
            meta_key: page.map(Page::key).unwrap_or("notfound"),
            path,
            config: config_of(req),
            theme: visitor.theme,
            suggested_lang: visitor.suggested_lang,
            newsletter_notice: visitor.newsletter_notice,
            year: time::OffsetDateTime::now_utc().year(),
            assets: Manifest::get(),
            document: None,
        }
    }

    // ---- text ----

    /// The message `id` in the page's language.
    pub fn t(&self, id: &str) -> String {
        i18n::lookup(self.lang, id)
    }

    /// The message `<a>-<b>-<c>`, for lists of items in templates.
    pub fn tk(&self, a: &str, b: &str, c: &str) -> String {
        i18n::lookup(self.lang, &format!("{a}-{b}-{c}"))
    }

    /// The message `<a>-<b>`.
    pub fn tj(&self, a: &str, b: &str) -> String {
        i18n::lookup(self.lang, &format!("{a}-{b}"))
    }

    /// The message `id` with one variable.
    pub fn tv(&self, id: &str, name: &'static str, value: &str) -> String {
        i18n::lookup_args(
            self.lang,
            id,
            &[(name, FluentValue::from(value.to_owned()))],
        )
    }

    /// The message `id` in another language (the language banner speaks the offered language).
    pub fn t_in(&self, lang: &Lang, id: &str) -> String {
        i18n::lookup(*lang, id)
    }

    pub fn brand(&self) -> &str {
        &self.config.organisation.brand
    }

    pub fn org(&self) -> &Organisation {
        &self.config.organisation
    }

    /// `tel:` link of the phone number, without spaces.
    pub fn phone_href(&self) -> String {
        let digits: String = self
            .org()
            .phone
            .chars()
            .filter(|c| c.is_ascii_digit() || *c == '+')
            .collect();
        format!("tel:{digits}")
    }

    pub fn offices(&self) -> &[Office] {
        &self.config.offices
    }

    pub fn region_name(&self, region: &Region) -> String {
        self.t(&format!("office-region-{}", region.as_str()))
    }

    /// `<title>`: the page's title, then the brand.
    pub fn title(&self) -> String {
        let title = self.og_title();
        if self.lang.is_rtl() {
            // The brand is a name of either direction inside Arabic text.
            format!("{title} · {}", crate::bidi::isolate(self.brand()))
        } else {
            format!("{title} · {}", self.brand())
        }
    }

    pub fn description(&self) -> String {
        match &self.document {
            Some(document) => document.description.clone(),
            None => self.t(&format!("{}-meta-description", self.page_key())),
        }
    }

    /// The page's title without the brand (`og:title`).
    pub fn og_title(&self) -> String {
        match &self.document {
            Some(document) => document.title.clone(),
            None => self.t(&format!("{}-meta-title", self.page_key())),
        }
    }

    /// `article` for a case study or an article, `website` elsewhere.
    pub fn og_type(&self) -> &'static str {
        if self.document.is_some() {
            "article"
        } else {
            "website"
        }
    }

    /// The articles' Atom feed in the page's language.
    pub fn feed_href(&self) -> String {
        format!("/resources/feed.xml?lang={}", self.lang.as_str())
    }

    pub fn page_key(&self) -> &'static str {
        self.meta_key
    }

    // ---- language and links ----

    pub fn lang_code(&self) -> &'static str {
        self.lang.as_str()
    }

    pub fn dir(&self) -> &'static str {
        self.lang.dir()
    }

    /// Classes on `<html>`: `rtl` for Arabic, `dark`/`light` when the visitor chose a theme.
    pub fn html_class(&self) -> String {
        let mut classes = Vec::new();
        if self.lang.is_rtl() {
            classes.push("rtl");
        }
        if let Some(theme) = self.theme {
            classes.push(theme.as_str());
        }
        classes.join(" ")
    }

    /// An internal link that keeps the language: `/about?lang=en`.
    pub fn link(&self, path: &str) -> String {
        format!("{path}?lang={}", self.lang.as_str())
    }

    /// The current page in another language (language switcher, banner).
    pub fn switch_href(&self, lang: &Lang) -> String {
        format!("{}?lang={}", self.path, lang.as_str())
    }

    pub fn is_current(&self, path: &str) -> bool {
        self.page.is_some() && self.path == path
    }

    pub fn all_langs(&self) -> [Lang; 3] {
        Lang::ALL
    }

    pub fn nav_links(&self) -> &'static [(&'static str, &'static str)] {
        &NAV_LINKS
    }

    pub fn footer_quick_links(&self) -> &'static [(&'static str, &'static str)] {
        &FOOTER_QUICK_LINKS
    }

    pub fn footer_legal_links(&self) -> &'static [(&'static str, &'static str)] {
        &FOOTER_LEGAL_LINKS
    }

    pub fn canonical_url(&self) -> String {
        format!(
            "{}{}?lang={}",
            self.config.base(),
            self.path,
            self.lang.as_str()
        )
    }

    pub fn alternate_url(&self, lang: &Lang) -> String {
        format!("{}{}?lang={}", self.config.base(), self.path, lang.as_str())
    }

    pub fn x_default_url(&self) -> String {
        format!("{}{}", self.config.base(), self.path)
    }

    pub fn is_indexable(&self) -> bool {
        self.page.is_some()
    }

    // ---- assets ----

    pub fn css_url(&self) -> String {
        Manifest::url(&self.assets.css)
    }

    /// `<use href>` of an icon in the sprite.
    pub fn icon(&self, name: &str) -> String {
        format!("{}#{name}", Manifest::url(&self.assets.icons))
    }

    pub fn preload_fonts(&self) -> Vec<String> {
        // The Arabic face is the main one on Arabic pages, the Latin face elsewhere.
        let key = if self.lang.is_rtl() {
            "arabic"
        } else {
            "latin"
        };
        self.assets
            .preload_fonts
            .get(key)
            .map(|f| Manifest::url(f))
            .into_iter()
            .collect()
    }

    pub fn favicon_svg(&self) -> String {
        Manifest::url(&self.assets.favicon_svg)
    }

    pub fn favicon_png(&self) -> String {
        Manifest::url(&self.assets.favicon_png)
    }

    // ---- islands ----

    /// The islands this page loads: the navbar, theme toggle and newsletter are on every page,
    /// the contact form's island only on /contact. The toaster and tooltips are chunks the
    /// islands load on first use.
    pub fn island_names(&self) -> Vec<&'static str> {
        let mut names = ISLANDS_EVERYWHERE.to_vec();
        if self.page == Some(Page::Contact) {
            names.push("contact");
        }
        names
    }

    /// `<script type="module">` URLs: the entry of each island of the page that was built.
    pub fn islands_scripts(&self) -> Vec<String> {
        self.island_names()
            .into_iter()
            .filter_map(|name| self.assets.islands.get(name))
            .map(|island| Manifest::url(&island.entry))
            .collect()
    }

    /// `<link rel="modulepreload">` URLs: the chunks those entries import (React once), so
    /// they download in parallel with the entries instead of after them.
    pub fn islands_preloads(&self) -> Vec<String> {
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

    /// The islands' settings: language, direction, icon sprite and their messages in the
    /// page's language, as JSON safe inside `<script type="application/json">` (`<`, `>`
    /// and `&` escaped, so no `</script>` or `<!--` can appear). Emit it with `|safe`.
    pub fn islands_json(&self) -> String {
        let messages: serde_json::Map<String, serde_json::Value> = ISLAND_MESSAGES
            .iter()
            .map(|id| ((*id).to_owned(), serde_json::Value::String(self.t(id))))
            .collect();
        let settings = serde_json::json!({
            "lang": self.lang_code(),
            "dir": self.dir(),
            "sprite": Manifest::url(&self.assets.icons),
            "messages": messages,
        });
        escape_json_for_script(&settings.to_string())
    }
}

/// Islands on every page (templates/partials/islands.html).
pub const ISLANDS_EVERYWHERE: [&str; 3] = ["navbar", "theme", "newsletter"];

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

/// Renders a template into an HTML response with the headers every page shares.
pub fn render_page(
    req: &HttpRequest,
    visitor: &Visitor,
    status: StatusCode,
    template: &impl Template,
) -> Result<HttpResponse, AppError> {
    let body = template.render().map_err(|error| {
        AppError::internal(req, anyhow::Error::new(error).context("template rendering"))
    })?;
    Ok(html_response(req, visitor, status, body))
}

/// An HTML response: language cookie when chosen by `?lang=`, weak ETag (304 when it
/// matches), short caching that varies on what negotiates the language.
pub fn html_response(
    req: &HttpRequest,
    visitor: &Visitor,
    status: StatusCode,
    body: String,
) -> HttpResponse {
    let etag = format!("W/\"{:016x}\"", xxhash_rust::xxh3::xxh3_64(body.as_bytes()));
    let mut builder = HttpResponse::build(status);
    builder
        .insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header((header::VARY, "Accept-Language, Cookie"))
        .insert_header((header::ETAG, etag.clone()));
    if visitor.lang_source == LangSource::Query {
        builder.cookie(lang_cookie(visitor.lang, config_of(req).is_https()));
    }
    if status == StatusCode::OK && if_none_match(req, &etag) {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    builder.body(body)
}

/// The `lang` cookie of a `?lang=` choice: one year, Path=/, SameSite=Lax, Secure over TLS.
pub fn lang_cookie(lang: Lang, secure: bool) -> Cookie<'static> {
    Cookie::build("lang", lang.as_str())
        .path("/")
        .max_age(CookieDuration::days(365))
        .same_site(SameSite::Lax)
        .secure(secure)
        .finish()
}

/// RFC 9110 §13.1.2: weak comparison; `*` matches any current representation.
fn if_none_match(req: &HttpRequest, etag: &str) -> bool {
    let Some(value) = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    let ours = opaque(etag);
    value
        .split(',')
        .any(|tag| tag.trim() == "*" || opaque(tag) == ours)
}

/// Declares a page template and its handler: the struct holds the context only, the page's
/// content comes from Fluent and the template.
macro_rules! simple_page {
    ($handler:ident, $template:ident, $path:literal, $page:expr) => {
        #[derive(askama::Template)]
        #[template(path = $path)]
        pub struct $template {
            pub ctx: $crate::pages::PageContext,
        }

        pub async fn $handler(
            req: actix_web::HttpRequest,
        ) -> Result<actix_web::HttpResponse, $crate::error::AppError> {
            let visitor = $crate::pages::Visitor::from_request(&req);
            let ctx = $crate::pages::PageContext::new(&req, &visitor, Some($page));
            $crate::pages::render_page(
                &req,
                &visitor,
                actix_web::http::StatusCode::OK,
                &$template { ctx },
            )
        }
    };
}
pub(crate) use simple_page;

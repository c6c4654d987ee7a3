//! The content pages and their listings: `/cases`, `/cases/<slug>`, `/resources`,
//! `/resources/<slug>` and the articles' Atom feed `/resources/feed.xml?lang=…`.
//!
//! The items come from `content::Library` (Markdown in `content/`); the text around them is
//! Fluent. Listings are filtered on the server from the query (`?type=&topic=` on /resources,
//! `?sector=` on /cases), so the filter works without JavaScript.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse, Route};
use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;
use serde_json::json;

use super::context::{DocumentMeta, PageContext};
use super::islands::escape_json_for_script;
use super::page::Page;
use super::people::{author_json, PersonCard};
use super::render::{render_page, served_page};
use crate::content::{
    Article, ArticleMeta, Case, CaseMeta, Date, Document, FrontMatter, Heading, Item, Library,
    Sector, Topic,
};
use crate::error::{AppError, OrInternal};
use crate::i18n;
use crate::lang::Lang;
use crate::state::AppState;
use crate::visitor::Visitor;

/// The GET routes the registry mounts.
pub(crate) fn cases_route() -> Route {
    web::get().to(cases)
}

pub(crate) fn case_route() -> Route {
    web::get().to(item_page::<CaseMeta>)
}

pub(crate) fn resources_route() -> Route {
    web::get().to(resources)
}

pub(crate) fn article_route() -> Route {
    web::get().to(item_page::<ArticleMeta>)
}

/// The sitemap's paths of the case studies and of the articles, newest first.
pub(crate) fn case_paths() -> Vec<String> {
    Library::get()
        .cases
        .iter()
        .map(|c| format!("/cases/{}", c.slug))
        .collect()
}

pub(crate) fn article_paths() -> Vec<String> {
    Library::get()
        .articles
        .iter()
        .map(|a| format!("/resources/{}", a.slug))
        .collect()
}

/// Fluent id of a resource type's name (written whole, so `grep` finds each use).
pub(crate) fn type_label(kind: &str) -> &'static str {
    match kind {
        "guide" => "resources-type-guide",
        "article" => "resources-type-article",
        _ => "resources-type-document",
    }
}

/// Types of resources, in the filter's order: guides and articles are read on their page; a
/// document is a file to download or sent on request.
pub(crate) const TYPES: [&str; 3] = ["guide", "article", "document"];

/// A document of /resources that is not an article: its text is Fluent, named whole.
pub struct Download {
    pub key: &'static str,
    pub title: &'static str,
    pub summary: &'static str,
    /// Fluent id of its format ("Tableur CSV", "Modèle DOCX").
    pub format: &'static str,
    pub delivery: Delivery,
    pub date: Date,
    pub topic: Topic,
    pub icon: &'static str,
}

/// How a document reaches the reader. Only a file the site serves is offered as a download,
/// with its size measured from the file; anything else says it is sent on request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// Files in `content/downloads/`, one per language in `Lang::ALL` order.
    File([&'static str; 3]),
    /// Sent by the firm after a message through the contact form.
    OnRequest,
}

impl Download {
    /// The name of its file in `lang`, if the site serves it.
    pub(crate) fn file_name(&self, lang: Lang) -> Option<&'static str> {
        match self.delivery {
            Delivery::File([fr, en, ar]) => Some(match lang {
                Lang::Fr => fr,
                Lang::En => en,
                Lang::Ar => ar,
            }),
            Delivery::OnRequest => None,
        }
    }
}

pub const DOWNLOADS: [Download; 3] = [
    Download {
        key: "maturity",
        title: "resources-item-maturity-title",
        summary: "resources-item-maturity-summary",
        format: "resources-item-maturity-format",
        delivery: Delivery::File([
            "grille-maturite-automatisation.csv",
            "automation-maturity-grid.csv",
            "automation-maturity-grid-ar.csv",
        ]),
        date: Date {
            year: 2026,
            month: 8,
            day: 27,
        },
        topic: Topic::Automation,
        icon: "gauge",
    },
    Download {
        key: "dpia",
        title: "resources-item-dpia-title",
        summary: "resources-item-dpia-summary",
        format: "resources-item-dpia-format",
        delivery: Delivery::OnRequest,
        date: Date {
            year: 2026,
            month: 5,
            day: 12,
        },
        topic: Topic::Ai,
        icon: "shield-check",
    },
    Download {
        key: "sovereignty",
        title: "resources-item-sovereignty-title",
        summary: "resources-item-sovereignty-summary",
        format: "resources-item-sovereignty-format",
        delivery: Delivery::OnRequest,
        date: Date {
            year: 2026,
            month: 2,
            day: 24,
        },
        topic: Topic::Cloud,
        icon: "lock",
    },
];

/// Text from the front matter, isolated run by run in Arabic as Fluent messages are.
fn text(lang: Lang, value: &str) -> String {
    if lang.is_rtl() {
        crate::bidi::isolate_ltr_runs(value).into_owned()
    } else {
        value.to_owned()
    }
}

/// A date in running text: "14 octobre 2026", "14 October 2026", "14 أكتوبر 2026".
pub fn long_date(lang: Lang, date: Date) -> String {
    date.long(lang)
}

fn with_number(lang: Lang, id: &str, name: &'static str, n: usize) -> String {
    i18n::lookup_args(lang, id, &[(name, FluentValue::from(n))])
}

/// `/contact?lang=…&subject=…#contact-form`: the contact form, its subject filled in.
pub fn request_href(lang: Lang, title: &str) -> String {
    let subject: String = url::form_urlencoded::byte_serialize(title.as_bytes()).collect();
    format!(
        "/contact?lang={}&subject={subject}#contact-form",
        lang.as_str()
    )
}

/// `/resources/files/<name>`: where the site serves a file of `content/downloads`.
pub(crate) fn file_href(name: &str) -> String {
    format!("/resources/files/{name}")
}

/// A file's size as the language writes it, in kilobytes rounded up: "5 Ko", "5 KB".
pub(crate) fn file_size(lang: Lang, bytes: usize) -> String {
    let kilobytes = bytes.div_ceil(1000).max(1);
    i18n::lookup_args(
        lang,
        "resources-file-size",
        &[(
            "kilobytes",
            FluentValue::from(crate::facts::number(lang, kilobytes as u32)),
        )],
    )
}

/// `/resources/files/<name>`: a document of `content/downloads`, saved under its own name.
pub(crate) async fn download(
    req: HttpRequest,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let Some(data) = Library::get().download(&name) else {
        return Err(AppError::not_found(&req));
    };
    let content_type = match name.rsplit('.').next() {
        Some("csv") => "text/csv; charset=utf-8",
        _ => "application/octet-stream",
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, content_type))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{name}\""),
        ))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(data.to_vec()))
}

// ---- listings ----

/// One line of the /resources listing.
pub(crate) struct ResourceCard {
    pub key: String,
    pub kind: &'static str,
    pub topic: Topic,
    pub icon: &'static str,
    pub title: String,
    pub summary: String,
    pub date: Date,
    pub date_text: String,
    pub access: Access,
}

/// How the reader of /resources gets a resource.
pub(crate) enum Access {
    /// An article or a guide, read on its page.
    Page { href: String },
    /// A file the site serves: its address, its name, and its format with its measured size.
    File {
        href: String,
        name: String,
        format: String,
    },
    /// A document sent on request: the contact form with the subject filled in, and its format.
    Request { href: String, format: String },
}

/// Every resource, newest first, kept when it matches the filter.
pub(crate) fn resource_cards(
    library: &Library,
    lang: Lang,
    kind: Option<&str>,
    topic: Option<Topic>,
) -> Vec<ResourceCard> {
    let mut cards: Vec<ResourceCard> = library
        .articles
        .iter()
        .map(|article| {
            let doc = article.doc(lang);
            let topic = doc.meta.topic;
            ResourceCard {
                key: article.slug.clone(),
                kind: doc.meta.kind.as_str(),
                topic,
                icon: topic.icon(),
                title: text(lang, &doc.meta.title),
                summary: text(lang, &doc.meta.summary),
                date: doc.meta.date,
                date_text: long_date(lang, doc.meta.date),
                access: Access::Page {
                    href: format!("/resources/{}?lang={}", article.slug, lang.as_str()),
                },
            }
        })
        .chain(DOWNLOADS.iter().map(|download| {
            let title = i18n::lookup(lang, download.title);
            let format = i18n::lookup(lang, download.format);
            let file = download
                .file_name(lang)
                .and_then(|name| Some((name, library.download(name)?.len())));
            let access = match file {
                Some((name, bytes)) => Access::File {
                    href: file_href(name),
                    name: name.to_owned(),
                    format: format!("{format} · {}", file_size(lang, bytes)),
                },
                // A file the library lacks is offered on request rather than as a broken
                // link (the tests refuse it before it ships).
                None => Access::Request {
                    href: request_href(lang, &crate::bidi::without_isolates(&title)),
                    format: format!("{format} · {}", i18n::lookup(lang, "resources-on-request")),
                },
            };
            ResourceCard {
                key: download.key.to_owned(),
                kind: "document",
                topic: download.topic,
                icon: download.icon,
                title,
                summary: i18n::lookup(lang, download.summary),
                date: download.date,
                date_text: long_date(lang, download.date),
                access,
            }
        }))
        .filter(|card| kind.is_none_or(|k| card.kind == k))
        .filter(|card| topic.is_none_or(|t| card.topic == t))
        .collect();
    cards.sort_by_key(|card| std::cmp::Reverse(card.date));
    cards
}

/// The subject a "Request this document" link carries when it is one the site writes: the
/// title of a document sent on request, in one of the languages (the contact page's cached
/// subjects, `registry`).
pub(crate) fn request_subject(text: &str) -> Option<&'static str> {
    static SUBJECTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    SUBJECTS
        .get_or_init(|| {
            DOWNLOADS
                .iter()
                .filter(|download| download.delivery == Delivery::OnRequest)
                .flat_map(|download| {
                    Lang::ALL.map(|lang| {
                        crate::bidi::without_isolates(&i18n::lookup(lang, download.title))
                    })
                })
                .collect()
        })
        .iter()
        .find(|title| title.as_str() == text)
        .map(String::as_str)
}

/// The declared choice `name` of the listing `req` asks for: its value when the visitor
/// gave a known one. A listing mounted without its page, or reading an input its page does
/// not declare, is a fault of the code: an internal error.
fn listing_choice(
    req: &HttpRequest,
    visitor: &Visitor,
    name: &str,
) -> Result<Option<&'static str>, AppError> {
    served_page(req)?.choice(visitor, name).or_internal(req)
}

/// A listing page: its template, built from the visitor's choices.
fn listing_page<T: Template>(
    req: &HttpRequest,
    state: &AppState,
    build: impl FnOnce(&Visitor, PageContext) -> Result<T, AppError>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(req);
    let ctx = PageContext::new(state, &visitor, Page::of_request(req));
    render_page(req, StatusCode::OK, &build(&visitor, ctx)?)
}

#[derive(Template)]
#[template(path = "pages/resources.html")]
pub(crate) struct ResourcesTemplate {
    pub ctx: PageContext,
    pub cards: Vec<ResourceCard>,
    pub kind: Option<&'static str>,
    pub topic: Option<Topic>,
}

pub(crate) async fn resources(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    listing_page(&req, &state, |visitor, ctx| {
        let kind = listing_choice(&req, visitor, "type")?;
        let topic = listing_choice(&req, visitor, "topic")?.and_then(Topic::from_key);
        Ok(ResourcesTemplate {
            cards: resource_cards(Library::get(), visitor.lang, kind, topic),
            ctx,
            kind,
            topic,
        })
    })
}

/// One card of the /cases listing.
pub(crate) struct CaseCard {
    pub slug: String,
    pub sector: Sector,
    pub icon: &'static str,
    pub title: String,
    pub summary: String,
    pub duration: String,
    pub date: Date,
    pub date_text: String,
    /// The first headline figure.
    pub figure: Option<(String, String)>,
}

/// The home page's case highlights: every case study, newest first, as /cases shows it.
pub(crate) fn home_cases(ctx: &PageContext) -> Vec<CaseCard> {
    case_cards(Library::get(), ctx.lang, None)
}

pub(crate) fn case_cards(library: &Library, lang: Lang, sector: Option<Sector>) -> Vec<CaseCard> {
    library
        .cases
        .iter()
        .map(|case| {
            let doc = case.doc(lang);
            let sector = doc.meta.sector;
            CaseCard {
                slug: case.slug.clone(),
                sector,
                icon: sector.icon(),
                title: text(lang, &doc.meta.title),
                summary: text(lang, &doc.meta.summary),
                duration: with_number(
                    lang,
                    "cases-duration",
                    "months",
                    doc.meta.duration_months as usize,
                ),
                date: doc.meta.date,
                date_text: long_date(lang, doc.meta.date),
                figure: doc
                    .meta
                    .figures
                    .first()
                    .map(|f| (text(lang, &f.value), text(lang, &f.label))),
            }
        })
        .filter(|card| sector.is_none_or(|s| card.sector == s))
        .collect()
}

/// The case study whose client the home page quotes: a ministry, the institutions the firm
/// serves first.
pub const TESTIMONIAL_CASE: &str = "ministry-online-forms";

/// What a client said, as the home page quotes it, with the case study it comes from.
pub(crate) struct Testimonial {
    pub text: String,
    pub role: String,
    pub href: String,
}

/// The home page's testimonial: the quote of `TESTIMONIAL_CASE`, word for word, so the home page
/// says nothing its case study does not.
pub(crate) fn testimonial(ctx: &PageContext) -> Option<Testimonial> {
    let lang = ctx.lang;
    let case = Library::get().case(TESTIMONIAL_CASE)?;
    let quote = &case.doc(lang).meta.quote;
    Some(Testimonial {
        text: text(lang, &quote.text),
        role: text(lang, &quote.role),
        href: format!("/cases/{}?lang={}", case.slug, lang.as_str()),
    })
}

#[derive(Template)]
#[template(path = "pages/cases.html")]
pub(crate) struct CasesTemplate {
    pub ctx: PageContext,
    pub cards: Vec<CaseCard>,
    pub sector: Option<Sector>,
}

pub(crate) async fn cases(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    listing_page(&req, &state, |visitor, ctx| {
        let sector = listing_choice(&req, visitor, "sector")?.and_then(Sector::from_key);
        Ok(CasesTemplate {
            cards: case_cards(Library::get(), visitor.lang, sector),
            ctx,
            sector,
        })
    })
}

// ---- one item: a case study or an article ----

/// What sets a case page apart from an article page; `item_page` serves both.
trait ItemPage: FrontMatter + 'static {
    type Template: Template;
    /// The item of this slug, if the library has one.
    fn find<'a>(library: &'a Library, slug: &str) -> Option<&'a Item<Self>>;
    /// Fluent id of the page's `article:section`.
    fn section_id(&self) -> &'static str;
    fn json_ld(ctx: &PageContext, item: &Item<Self>) -> String;
    fn template(ctx: PageContext, doc: &Document<Self>) -> Self::Template;
}

/// `/cases/<slug>` or `/resources/<slug>`: one item in the visitor's language; its head carries
/// its own title, description, date, section, tags and JSON-LD.
async fn item_page<M: ItemPage>(
    req: HttpRequest,
    state: web::Data<AppState>,
    slug: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let Some(item) = M::find(Library::get(), &slug) else {
        return Err(AppError::not_found(&req));
    };
    let visitor = Visitor::from_request(&req);
    let lang = visitor.lang;
    let meta = &item.doc(lang).meta;
    let page = Page::of_request(&req);
    let mut ctx = PageContext::new(&state, &visitor, page);
    if let Some(page) = page {
        ctx.path = page.path.replace("{slug}", &item.slug);
    }
    ctx.document = Some(DocumentMeta {
        title: text(lang, meta.title()),
        description: text(lang, meta.summary()),
        og_type: "article",
        published: Some(meta.date().iso()),
        section: Some(i18n::lookup(lang, meta.section_id())),
        tags: meta.tags().to_vec(),
        json_ld: String::new(),
    });
    // The JSON-LD reads the page's canonical URL from the context.
    let json_ld = M::json_ld(&ctx, item);
    if let Some(document) = ctx.document.as_mut() {
        document.json_ld = json_ld;
    }
    let template = M::template(ctx, item.doc(lang));
    render_page(&req, StatusCode::OK, &template)
}

// ---- one story: a case study or an article ----

/// What a case study and an article both show: their header, their author and their text.
pub(crate) struct Story {
    pub title: String,
    pub summary: String,
    pub date_iso: String,
    pub date_text: String,
    /// Who wrote it (the library refuses a story whose author is nobody).
    pub author: Option<PersonCard>,
    /// The text as HTML, built from the Markdown at start.
    pub body: String,
}

impl Story {
    fn of<M: FrontMatter>(ctx: &PageContext, doc: &Document<M>) -> Story {
        let lang = ctx.lang;
        let meta = &doc.meta;
        Story {
            title: text(lang, meta.title()),
            summary: text(lang, meta.summary()),
            date_iso: meta.date().iso(),
            date_text: long_date(lang, meta.date()),
            author: PersonCard::find(ctx, meta.author()),
            body: doc.html.clone(),
        }
    }
}

// ---- one case study ----

#[derive(Template)]
#[template(path = "pages/case.html")]
pub(crate) struct CaseTemplate {
    pub ctx: PageContext,
    pub story: Story,
    pub sector: Sector,
    pub icon: &'static str,
    pub duration: String,
    pub figures: Vec<(String, String)>,
    pub stack: Vec<String>,
    pub quote_text: String,
    pub quote_role: String,
}

/// JSON-LD of a case study: an `Article` about the project, by the consultancy.
pub(crate) fn case_json_ld(ctx: &PageContext, case: &Case) -> String {
    let meta = &case.doc(ctx.lang).meta;
    let sector = i18n::lookup(ctx.lang, meta.sector.label_id());
    story_json_ld(
        ctx,
        meta,
        json!({
            "articleSection": i18n::lookup(ctx.lang, "nav-cases"),
            "about": { "@type": "Thing", "name": sector },
            "review": {
                "@type": "Review",
                "reviewBody": meta.quote.text,
                "author": { "@type": "Person", "name": meta.quote.role },
            },
        }),
    )
}

/// The JSON-LD `Article` a case study and an article both are, with what each adds.
fn story_json_ld<M: FrontMatter>(ctx: &PageContext, meta: &M, more: serde_json::Value) -> String {
    let mut value = json!({
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": meta.title(),
        "description": meta.summary(),
        "inLanguage": ctx.lang_code(),
        "datePublished": meta.date().iso(),
        "url": ctx.canonical_url(),
        "keywords": meta.tags().join(", "),
        "author": author_json(ctx, meta.author()),
        "publisher": publisher(ctx),
    });
    if let (Some(object), serde_json::Value::Object(more)) = (value.as_object_mut(), more) {
        object.extend(more);
    }
    escape_json_for_script(&value.to_string())
}

fn publisher(ctx: &PageContext) -> serde_json::Value {
    json!({
        "@type": "Organization",
        "name": ctx.brand(),
        "url": format!("{}/", ctx.config.base()),
        "logo": { "@type": "ImageObject", "url": ctx.absolute(&ctx.favicon_png()) },
    })
}

impl ItemPage for CaseMeta {
    type Template = CaseTemplate;

    fn find<'a>(library: &'a Library, slug: &str) -> Option<&'a Case> {
        library.case(slug)
    }

    fn section_id(&self) -> &'static str {
        "nav-cases"
    }

    fn json_ld(ctx: &PageContext, case: &Case) -> String {
        case_json_ld(ctx, case)
    }

    fn template(ctx: PageContext, doc: &Document<CaseMeta>) -> CaseTemplate {
        let lang = ctx.lang;
        let sector = doc.meta.sector;
        CaseTemplate {
            story: Story::of(&ctx, doc),
            sector,
            icon: sector.icon(),
            duration: with_number(
                lang,
                "cases-duration",
                "months",
                doc.meta.duration_months as usize,
            ),
            figures: doc
                .meta
                .figures
                .iter()
                .map(|f| (text(lang, &f.value), text(lang, &f.label)))
                .collect(),
            stack: doc.meta.stack.clone(),
            quote_text: text(lang, &doc.meta.quote.text),
            quote_role: text(lang, &doc.meta.quote.role),
            ctx,
        }
    }
}

// ---- one article ----

#[derive(Template)]
#[template(path = "pages/article.html")]
pub(crate) struct ArticleTemplate {
    pub ctx: PageContext,
    pub story: Story,
    pub kind: &'static str,
    pub topic: Topic,
    pub reading_time: String,
    pub toc: Vec<Heading>,
}

/// JSON-LD `Article` of an article page.
pub(crate) fn article_json_ld(ctx: &PageContext, article: &Article) -> String {
    let doc = article.doc(ctx.lang);
    story_json_ld(
        ctx,
        &doc.meta,
        json!({
            "dateModified": doc.meta.date.iso(),
            "mainEntityOfPage": ctx.canonical_url(),
            "wordCount": doc.words,
            "timeRequired": format!("PT{}M", doc.reading_minutes()),
        }),
    )
}

impl ItemPage for ArticleMeta {
    type Template = ArticleTemplate;

    fn find<'a>(library: &'a Library, slug: &str) -> Option<&'a Article> {
        library.article(slug)
    }

    fn section_id(&self) -> &'static str {
        self.topic.label_id()
    }

    fn json_ld(ctx: &PageContext, article: &Article) -> String {
        article_json_ld(ctx, article)
    }

    fn template(ctx: PageContext, doc: &Document<ArticleMeta>) -> ArticleTemplate {
        let lang = ctx.lang;
        ArticleTemplate {
            story: Story::of(&ctx, doc),
            kind: doc.meta.kind.as_str(),
            topic: doc.meta.topic,
            reading_time: with_number(
                lang,
                "article-reading-time",
                "minutes",
                doc.reading_minutes(),
            ),
            toc: if doc.has_toc() {
                doc.headings
                    .iter()
                    .filter(|h| h.level == 2)
                    .map(|h| Heading {
                        level: h.level,
                        id: h.id.clone(),
                        text: text(lang, &h.text),
                    })
                    .collect()
            } else {
                Vec::new()
            },
            ctx,
        }
    }
}

// ---- feed ----

/// An Atom feed (RFC 4287) in one language: the articles here, the newsletter's issues in
/// `newsletter::archive`.
#[derive(Template)]
#[template(path = "feeds/atom.xml")]
pub(crate) struct AtomFeed<'a> {
    pub lang: &'static str,
    pub base: &'a str,
    pub brand: &'a str,
    pub self_url: String,
    /// The page the feed follows (`/resources?lang=fr`), absolute.
    pub html_url: String,
    pub title: String,
    pub subtitle: String,
    pub updated: String,
    pub entries: Vec<FeedEntry>,
}

/// One entry of a feed.
pub(crate) struct FeedEntry {
    pub url: String,
    /// The entry's language: the feed's, or French where an issue has no text in it.
    pub lang: &'static str,
    pub title: String,
    pub date: String,
    pub author: String,
    pub author_uri: Option<String>,
    pub topic: Option<&'static str>,
    pub summary: String,
    /// Its HTML, links made absolute.
    pub content: String,
}

impl<'a> AtomFeed<'a> {
    /// The feed of the page at `path` (`/resources`, at `/resources/feed.xml`) in `lang`,
    /// titled and described by its messages `<key>-…`, updated when its newest entry was.
    pub(crate) fn new(
        lang: Lang,
        base: &'a str,
        brand: &'a str,
        path: &str,
        (title_id, subtitle_id): (&str, &str),
        entries: Vec<FeedEntry>,
    ) -> AtomFeed<'a> {
        let code = lang.as_str();
        let plain = |id: &str| crate::bidi::without_isolates(&i18n::lookup(lang, id));
        AtomFeed {
            lang: code,
            base,
            brand,
            self_url: format!("{base}{path}/feed.xml?lang={code}"),
            html_url: format!("{base}{path}?lang={code}"),
            title: format!("{} · {brand}", plain(title_id)),
            subtitle: plain(subtitle_id),
            updated: entries
                .first()
                .map(|entry| entry.date.clone())
                .unwrap_or_else(|| "2026-01-01".to_owned()),
            entries,
        }
    }

    /// The feed's XML; empty (and logged) if it failed to render.
    pub(crate) fn xml(&self) -> String {
        self.render().unwrap_or_else(|error| {
            tracing::error!(%error, "the feed failed to render");
            String::new()
        })
    }

    /// The feed as an answer, to be kept `max_age` seconds.
    pub(crate) fn response(&self, max_age: u32) -> HttpResponse {
        HttpResponse::Ok()
            .insert_header((header::CONTENT_TYPE, "application/atom+xml; charset=utf-8"))
            .insert_header((header::CACHE_CONTROL, format!("public, max-age={max_age}")))
            .body(self.xml())
    }
}

/// The articles in `lang` as an Atom feed (RFC 4287), newest first.
pub(crate) fn atom_feed<'a>(
    library: &Library,
    lang: Lang,
    base: &'a str,
    brand: &'a str,
) -> AtomFeed<'a> {
    let code = lang.as_str();
    let entries = library
        .articles
        .iter()
        .map(|article| {
            let doc = article.doc(lang);
            let person = library.person(&doc.meta.author);
            FeedEntry {
                url: format!("{base}/resources/{}?lang={code}", article.slug),
                lang: code,
                title: doc.meta.title.clone(),
                date: doc.meta.date.iso(),
                author: person.map_or_else(
                    || brand.to_owned(),
                    |person| person.doc(lang).meta.name.clone(),
                ),
                author_uri: person
                    .map(|person| format!("{base}/about/{}?lang={code}", person.slug)),
                topic: Some(doc.meta.topic.key()),
                summary: doc.meta.summary.clone(),
                content: absolute_links(&doc.html, base),
            }
        })
        .collect();
    AtomFeed::new(
        lang,
        base,
        brand,
        "/resources",
        ("resources-meta-title", "resources-meta-description"),
        entries,
    )
}

/// Feed readers show the content away from the site: make its internal links absolute.
pub(crate) fn absolute_links(html: &str, base: &str) -> String {
    html.replace("href=\"/", &format!("href=\"{base}/"))
}

pub(crate) async fn feed(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let visitor = Visitor::from_request(&req);
    let config = &state.config;
    atom_feed(
        Library::get(),
        visitor.lang,
        config.base(),
        &config.organisation.brand,
    )
    .response(3600)
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_name_their_own_month_in_every_language() {
        let date = Date {
            year: 2026,
            month: 2,
            day: 13,
        };
        assert_eq!(long_date(Lang::Fr, date), "13 février 2026");
        assert_eq!(long_date(Lang::En, date), "13 February 2026");
        assert!(long_date(Lang::Ar, date).contains("فبراير"));
        // Twelve months, twelve names (a failed match would repeat the default one).
        let months: std::collections::BTreeSet<String> = (1..=12)
            .map(|month| long_date(Lang::Fr, Date { month, ..date }))
            .collect();
        assert_eq!(months.len(), 12);
    }

    use super::*;

    #[test]
    fn the_filter_keeps_only_what_matches_newest_first() {
        let library = Library::get();
        let guides = resource_cards(library, Lang::En, Some("guide"), None);
        assert!(!guides.is_empty());
        assert!(guides.iter().all(|c| c.kind == "guide"));
        let cloud = resource_cards(library, Lang::En, None, Some(Topic::Cloud));
        assert!(cloud.iter().all(|c| c.topic == Topic::Cloud));
        assert!(cloud.iter().any(|c| c.kind == "document"));
        let all = resource_cards(library, Lang::Fr, None, None);
        assert_eq!(all.len(), library.articles.len() + DOWNLOADS.len());
        assert!(all.windows(2).all(|w| w[0].date >= w[1].date));
    }

    #[test]
    fn every_file_offered_for_download_is_in_the_library() {
        let library = Library::get();
        for download in &DOWNLOADS {
            for lang in Lang::ALL {
                if let Some(name) = download.file_name(lang) {
                    assert!(library.download(name).is_some(), "{name} is missing");
                }
            }
        }
    }

    #[test]
    fn file_sizes_are_kilobytes_rounded_up() {
        assert_eq!(file_size(Lang::En, 1), "1 KB");
        assert_eq!(file_size(Lang::En, 4001), "5 KB");
        assert_eq!(file_size(Lang::Fr, 5000), "5\u{a0}Ko");
    }

    #[test]
    fn the_request_link_carries_the_title_as_subject() {
        assert_eq!(
            request_href(Lang::En, "RPA & APIs"),
            "/contact?lang=en&subject=RPA+%26+APIs#contact-form"
        );
    }
}

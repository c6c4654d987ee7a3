//! The newsletter's public archive: `/newsletter/archive` lists the issues sent (newest
//! first) and `/newsletter/archive/{slug}` shows one, in the visitor's language when the issue
//! was written in it, else in French, with the site's layout. A draft is never shown: the
//! store gives only issues whose sending began.
//!
//! Every sent issue is also in the sitemap (`seo::sitemap_xml`, in the languages it was
//! written in) and in an Atom feed per language (`/newsletter/archive/feed.xml?lang=…`).

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use anyhow::Context;
use askama::Template;

use crate::config::Config;
use crate::content::Date;
use crate::error::{found, AppError, OrInternal};
use crate::lang::Lang;
use crate::mail::markdown::{opening, render_web};
use crate::pages::context::{DocumentMeta, PageContext};
use crate::pages::page::Page;
use crate::pages::render::render_page;
use crate::pages::stories::{absolute_links, long_date, AtomFeed, FeedEntry};
use crate::state::AppState;
use crate::store::issues::{Issue, IssueText};
use crate::visitor::Visitor;

/// An issue in the archive's list.
pub(crate) struct ArchiveEntry {
    pub href: String,
    pub subject: String,
    /// The language of `subject` (French where the issue lacks the visitor's), and its
    /// direction: a French subject in an Arabic list reads left to right.
    pub lang: &'static str,
    pub dir: &'static str,
    pub published: Published,
}

/// When an issue was published: `2026-11-26` for `<time datetime>`, and as the reader says it.
pub(crate) struct Published {
    pub iso: String,
    pub text: String,
}

#[derive(Template)]
#[template(path = "pages/newsletter-archive.html")]
pub(crate) struct ArchiveTemplate {
    pub ctx: PageContext,
    pub issues: Vec<ArchiveEntry>,
}

#[derive(Template)]
#[template(path = "pages/newsletter-issue.html")]
pub(crate) struct IssueTemplate {
    pub ctx: PageContext,
    pub subject: String,
    /// From the issue's Markdown (`mail::markdown::render_web`): escaped, no raw HTML.
    pub body: String,
    /// The language of the text shown, and its direction.
    pub text_lang: &'static str,
    pub text_dir: &'static str,
    /// The visitor's language is not one the issue was written in: the page says so.
    pub in_french_instead: bool,
    pub published: Published,
}

fn published(lang: Lang, at: Option<i64>) -> Published {
    let day = at
        .and_then(|at| time::OffsetDateTime::from_unix_timestamp(at).ok())
        .map(time::OffsetDateTime::date)
        .unwrap_or(time::Date::MIN);
    let date = Date {
        year: u16::try_from(day.year()).unwrap_or_default(),
        month: u8::from(day.month()),
        day: day.day(),
    };
    Published {
        iso: date.iso(),
        text: long_date(lang, date),
    }
}

/// The issues sending has begun for, newest first, or the localised error page.
async fn public_issues(req: &HttpRequest, state: &AppState) -> Result<Vec<Issue>, AppError> {
    state
        .store
        .published_issues()
        .await
        .context("read the newsletter's archive")
        .or_internal(req)
}

/// What a reader of `lang` reads of `issue`: its text in `lang`, or in French, with the
/// language of that text.
fn reading(issue: &Issue, lang: Lang) -> Option<(&IssueText, Lang)> {
    let text = issue.text_or_french(lang.as_str())?;
    Some((text, Lang::stored(&text.lang)))
}

/// The languages `issue` is written in, French first.
fn languages(issue: &Issue) -> Vec<Lang> {
    issue
        .texts
        .iter()
        .filter_map(|text| Lang::from_code(&text.lang))
        .collect()
}

/// The GET route the registry mounts for `/newsletter/archive`.
pub(crate) fn archive_route() -> actix_web::Route {
    web::get().to(archive_page)
}

/// `GET /newsletter/archive`. Kept by the page cache like every page: an issue sent shows
/// within the cache's minute (`cache::TTL`), and a visitor path never waits on the database.
pub(crate) async fn archive_page(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let lang = visitor.lang;
    let issues = public_issues(&req, &state)
        .await?
        .iter()
        .filter_map(|issue| {
            let (text, text_lang) = reading(issue, lang)?;
            Some(ArchiveEntry {
                href: format!("/newsletter/archive/{}?lang={}", issue.slug, lang.as_str()),
                subject: text.subject.clone(),
                lang: text_lang.as_str(),
                dir: text_lang.dir(),
                published: published(lang, issue.published_at),
            })
        })
        .collect();
    let ctx = PageContext::new(&state, &visitor, Some(&Page::NEWSLETTER_ARCHIVE));
    render_page(&req, StatusCode::OK, &ArchiveTemplate { ctx, issues })
}

/// `GET /newsletter/archive/{slug}`: a sent issue; the not-found page for anything else. Its
/// canonical address and alternates name the languages it is written in, and nothing else.
pub(crate) async fn issue_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    slug: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let lang = visitor.lang;
    let stored = state.store.published_issue(&slug).await;
    let issue = found(&req, stored.context("read an archived issue"))?;
    let (text, text_lang) = reading(&issue, lang).ok_or_else(|| AppError::not_found(&req))?;
    let published = published(lang, issue.published_at);
    let mut ctx = PageContext::new(&state, &visitor, None);
    ctx.meta_key = "newsletter-archive";
    ctx.path = format!("/newsletter/archive/{}", issue.slug);
    ctx.written_in = Some(languages(&issue));
    ctx.document = Some(DocumentMeta {
        title: text.subject.clone(),
        description: opening(&text.body, 160),
        og_type: "article",
        published: Some(published.iso.clone()),
        section: None,
        tags: Vec::new(),
        json_ld: String::new(),
    });
    let template = IssueTemplate {
        ctx,
        subject: text.subject.clone(),
        body: render_web(&text.body, text_lang),
        text_lang: text_lang.as_str(),
        text_dir: text_lang.dir(),
        in_french_instead: text_lang != lang,
        published,
    };
    render_page(&req, StatusCode::OK, &template)
}

/// `GET /newsletter/archive/feed.xml?lang=…`: the issues sent, newest first, as an Atom feed
/// in the visitor's language (an issue not written in it comes in French, and says so). Kept
/// by the page cache like the archive's page.
pub(crate) async fn feed(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let lang = Visitor::from_request(&req).lang;
    let issues = public_issues(&req, &state).await?;
    Ok(atom_feed(&issues, lang, &state.config).response(600))
}

/// The issues in `lang` as an Atom feed, each entry linking to its page in the language of its
/// text (the page's canonical address).
pub(crate) fn atom_feed<'a>(issues: &[Issue], lang: Lang, config: &'a Config) -> AtomFeed<'a> {
    let base = config.base();
    let brand = &config.organisation.brand;
    let entries = issues
        .iter()
        .filter_map(|issue| {
            let (text, text_lang) = reading(issue, lang)?;
            Some(FeedEntry {
                url: format!(
                    "{base}/newsletter/archive/{}?lang={}",
                    issue.slug,
                    text_lang.as_str()
                ),
                lang: text_lang.as_str(),
                title: text.subject.clone(),
                date: published(lang, issue.published_at).iso,
                author: brand.clone(),
                author_uri: None,
                topic: None,
                summary: opening(&text.body, 160),
                content: absolute_links(&render_web(&text.body, text_lang), base),
            })
        })
        .collect();
    AtomFeed::new(
        lang,
        base,
        brand,
        "/newsletter/archive",
        (
            "newsletter-archive-feed-title",
            "newsletter-archive-meta-description",
        ),
        entries,
    )
}

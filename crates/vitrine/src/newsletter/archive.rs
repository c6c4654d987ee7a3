//! The newsletter's public archive: `/newsletter/archive` lists the issues sent (newest
//! first) and `/newsletter/archive/{slug}` shows one, in the visitor's language when the issue
//! was written in it, else in French, with the site's layout. A draft is never shown: the
//! store gives only issues whose sending began.
//!
//! The pages read the database, so they are not in the page cache (which holds pages built
//! from what the binary carries); they are small and fast to build.

use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use crate::content::Date;
use crate::error::AppError;
use crate::lang::Lang;
use crate::mail::markdown::{opening, render_web};
use crate::pages::context::{DocumentMeta, PageContext};
use crate::pages::page::Page;
use crate::pages::render::render_page;
use crate::pages::stories::long_date;
use crate::state::AppState;
use crate::visitor::Visitor;

/// An issue in the archive's list.
pub(crate) struct ArchiveEntry {
    pub href: String,
    pub subject: String,
    /// The language of `subject` (French where the issue lacks the visitor's).
    pub lang: &'static str,
    pub date_iso: String,
    pub date_text: String,
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
    /// The language of the text shown.
    pub text_lang: &'static str,
    /// The visitor's language is not one the issue was written in: the page says so.
    pub in_french_instead: bool,
    pub date_iso: String,
    pub date_text: String,
}

fn date(lang: Lang, at: Option<i64>) -> (String, String) {
    let day = at
        .and_then(|at| time::OffsetDateTime::from_unix_timestamp(at).ok())
        .map(time::OffsetDateTime::date)
        .unwrap_or(time::Date::MIN);
    let date = Date {
        year: u16::try_from(day.year()).unwrap_or_default(),
        month: u8::from(day.month()),
        day: day.day(),
    };
    (date.iso(), long_date(lang, date))
}

fn store_failed(req: &HttpRequest, error: anyhow::Error) -> AppError {
    AppError::internal(req, error.context("read the newsletter's archive"))
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
    let issues = state
        .store
        .published_issues()
        .await
        .map_err(|error| store_failed(&req, error))?;
    let entries = issues
        .iter()
        .filter_map(|issue| {
            let text = issue.text_or_french(lang.as_str())?;
            let (date_iso, date_text) = date(lang, issue.published_at);
            Some(ArchiveEntry {
                href: format!("/newsletter/archive/{}?lang={}", issue.slug, lang.as_str()),
                subject: text.subject.clone(),
                lang: Lang::from_code(&text.lang)
                    .unwrap_or(Lang::DEFAULT)
                    .as_str(),
                date_iso,
                date_text,
            })
        })
        .collect();
    let ctx = PageContext::new(&state, &visitor, Some(&Page::NEWSLETTER_ARCHIVE));
    render_page(
        &req,
        actix_web::http::StatusCode::OK,
        &ArchiveTemplate {
            ctx,
            issues: entries,
        },
    )
}

/// `GET /newsletter/archive/{slug}`: a sent issue; the not-found page for anything else.
pub(crate) async fn issue_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    slug: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let lang = visitor.lang;
    let issue = state
        .store
        .published_issue(&slug)
        .await
        .map_err(|error| store_failed(&req, error))?
        .ok_or_else(|| AppError::not_found(&req))?;
    let text = issue
        .text_or_french(lang.as_str())
        .ok_or_else(|| AppError::not_found(&req))?;
    let text_lang = Lang::from_code(&text.lang).unwrap_or(Lang::DEFAULT);
    let (date_iso, date_text) = date(lang, issue.published_at);
    let body = render_web(&text.body, text_lang);
    let description = opening(&text.body, 160);
    let mut ctx = PageContext::new(&state, &visitor, None);
    ctx.meta_key = "newsletter-archive";
    ctx.path = format!("/newsletter/archive/{}", issue.slug);
    ctx.document = Some(DocumentMeta {
        title: text.subject.clone(),
        description,
        og_type: "article",
        published: Some(date_iso.clone()),
        section: None,
        tags: Vec::new(),
        json_ld: String::new(),
    });
    render_page(
        &req,
        actix_web::http::StatusCode::OK,
        &IssueTemplate {
            ctx,
            subject: text.subject.clone(),
            body,
            text_lang: text_lang.as_str(),
            in_french_instead: text_lang != lang,
            date_iso,
            date_text,
        },
    )
}

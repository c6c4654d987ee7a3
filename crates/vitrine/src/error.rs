//! Error policy.
//!
//! - Start-up and operator tools use `anyhow`: a message for a human at a terminal.
//! - Request handling uses `AppError`: every failure becomes a page in the visitor's language
//!   inside the site layout, with the right status. A 500 shows a generic text; its cause goes
//!   to the log only, never to the visitor.
//! - A caller that asked for JSON (`Accept: application/json`: the islands) gets the same
//!   localised title and text as `{"ok":false,"title":…,"description":…}` with the same status.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use askama::Template;

use crate::form::wants_json;
use crate::pages::context::PageContext;
use crate::pages::response::html_response;
use crate::state::AppState;
use crate::store::StoreError;
use crate::visitor::{NewsletterNotice, Visitor};

/// Sets `Retry-After` to `seconds`.
pub(crate) fn retry_after(response: &mut HttpResponse, seconds: u64) {
    if let Ok(value) = header::HeaderValue::from_str(&seconds.to_string()) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    NotFound,
    Internal,
    /// A cross-origin POST (forms::protection).
    Forbidden,
    /// Over a form's rate limit; the number of seconds to wait goes in `Retry-After`.
    TooManyRequests(u64),
    /// A body over the forms' bound.
    PayloadTooLarge,
    /// A body that is not a form: bad encoding, wrong content type.
    BadRequest,
    /// A known path asked with a method it does not answer (the caller adds `Allow`).
    MethodNotAllowed,
    /// A request target (path and query) longer than any of the site's addresses.
    UriTooLong,
    /// A form body that stalled or took too long to arrive.
    RequestTimeout,
    /// More request headers than the site accepts.
    HeadersTooLarge,
    /// The database cannot take a write now (disk full, read-only, locked, unreachable):
    /// nothing was stored; the number of seconds to wait goes in `Retry-After`.
    Unavailable(u64),
    /// A console page asked without a live session: a 303 to the sign-in page.
    SignInRequired,
}

impl ErrorKind {
    pub(crate) fn status(self) -> StatusCode {
        match self {
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
            ErrorKind::Forbidden => StatusCode::FORBIDDEN,
            ErrorKind::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            ErrorKind::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorKind::BadRequest => StatusCode::BAD_REQUEST,
            ErrorKind::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            ErrorKind::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            ErrorKind::UriTooLong => StatusCode::URI_TOO_LONG,
            ErrorKind::HeadersTooLarge => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ErrorKind::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ErrorKind::SignInRequired => StatusCode::SEE_OTHER,
        }
    }

    /// Prefix of the page's `<key>-meta-title` and `<key>-meta-description`.
    pub(crate) fn message_key(self) -> &'static str {
        match self {
            ErrorKind::NotFound => "notfound",
            ErrorKind::Internal => "error",
            ErrorKind::Forbidden => "forbidden",
            ErrorKind::TooManyRequests(_) => "ratelimited",
            ErrorKind::PayloadTooLarge => "toolarge",
            ErrorKind::BadRequest => "badrequest",
            ErrorKind::MethodNotAllowed => "notallowed",
            ErrorKind::RequestTimeout => "timeout",
            ErrorKind::UriTooLong => "toolong",
            ErrorKind::HeadersTooLarge => "headerstoolarge",
            ErrorKind::Unavailable(_) => "unavailable",
            ErrorKind::SignInRequired => "forbidden",
        }
    }
}

impl ErrorKind {
    /// Fluent ids of the page's eyebrow, title and text (the JSON answer's title and text).
    pub(crate) fn message_ids(self) -> (&'static str, &'static str, &'static str) {
        match self {
            ErrorKind::NotFound => ("notfound-eyebrow", "notfound-title", "notfound-body"),
            ErrorKind::Internal => ("error-eyebrow", "error-title", "error-body"),
            ErrorKind::Forbidden => ("forbidden-eyebrow", "forbidden-title", "forbidden-body"),
            ErrorKind::TooManyRequests(_) => (
                "ratelimited-eyebrow",
                "ratelimited-title",
                "ratelimited-body",
            ),
            ErrorKind::PayloadTooLarge => ("toolarge-eyebrow", "toolarge-title", "toolarge-body"),
            ErrorKind::BadRequest => ("badrequest-eyebrow", "badrequest-title", "badrequest-body"),
            ErrorKind::RequestTimeout => ("timeout-eyebrow", "timeout-title", "timeout-body"),
            ErrorKind::UriTooLong => ("toolong-eyebrow", "toolong-title", "toolong-body"),
            ErrorKind::HeadersTooLarge => (
                "headerstoolarge-eyebrow",
                "headerstoolarge-title",
                "headerstoolarge-body",
            ),
            ErrorKind::Unavailable(_) => (
                "unavailable-eyebrow",
                "unavailable-title",
                "unavailable-body",
            ),
            ErrorKind::MethodNotAllowed => {
                ("notallowed-eyebrow", "notallowed-title", "notallowed-body")
            }
            // Never shown: answered with a redirect (`AppError::error_response`).
            ErrorKind::SignInRequired => ("forbidden-eyebrow", "forbidden-title", "forbidden-body"),
        }
    }
}

/// A failure while answering a request, with what is needed to explain it to the visitor.
#[derive(Debug, thiserror::Error)]
#[error("{kind:?}")]
pub struct AppError {
    pub kind: ErrorKind,
    visitor: Visitor,
    request: HttpRequest,
    /// A newsletter address to put back in the footer's form of the error page.
    newsletter_email: Option<String>,
}

impl AppError {
    pub fn new(req: &HttpRequest, kind: ErrorKind) -> AppError {
        AppError {
            kind,
            visitor: Visitor::from_request(req),
            request: req.clone(),
            newsletter_email: None,
        }
    }

    /// Answers in `lang` rather than the request's: a form posted from a page in `lang`.
    pub(crate) fn with_lang(mut self, lang: crate::lang::Lang) -> AppError {
        self.visitor.lang = lang;
        self
    }

    pub(crate) fn not_found(req: &HttpRequest) -> AppError {
        AppError::new(req, ErrorKind::NotFound)
    }

    /// A server fault: `cause` is logged here and never shown.
    pub fn internal(req: &HttpRequest, cause: anyhow::Error) -> AppError {
        tracing::error!(
            path = req.path(),
            error = format!("{cause:#}"),
            "request failed"
        );
        AppError::new(req, ErrorKind::Internal)
    }

    /// A write the database did not take. Logged as a failed write (never with what the
    /// visitor wrote); the visitor is told nothing was stored and when to retry.
    pub fn storage(req: &HttpRequest, form: &'static str, error: StoreError) -> AppError {
        crate::metrics::store_write_failed(
            error
                .unavailable_reason()
                .map_or("other", |reason| reason.reason()),
        );
        match error.unavailable_reason() {
            Some(reason) => {
                tracing::error!(
                    form,
                    reason = reason.reason(),
                    error = format!("{error:#}"),
                    "write failed: nothing stored, visitor asked to retry"
                );
                AppError::new(req, ErrorKind::Unavailable(RETRY_AFTER_SECS))
            }
            None => AppError::internal(
                req,
                anyhow::Error::new(error).context(format!("{form}: write failed, nothing stored")),
            ),
        }
    }

    /// Puts `email` back in the newsletter form of the error page (JavaScript off).
    pub fn keep_newsletter_email(mut self, email: &str) -> AppError {
        self.newsletter_email = Some(email.to_owned());
        self
    }
}

/// A failure while answering a request (the store, a random source) as the visitor's error
/// page: `.or_internal(&req)?` where a handler cannot go on without the value.
pub(crate) trait OrInternal<T> {
    fn or_internal(self, req: &HttpRequest) -> Result<T, AppError>;
}

impl<T, E: Into<anyhow::Error>> OrInternal<T> for Result<T, E> {
    fn or_internal(self, req: &HttpRequest) -> Result<T, AppError> {
        self.map_err(|error| AppError::internal(req, error.into()))
    }
}

/// The record a request names, or the not-found page when there is none (the console's, on
/// a console path); a failed read is the fault page.
pub(crate) fn found<T, E: Into<anyhow::Error>>(
    req: &HttpRequest,
    stored: Result<Option<T>, E>,
) -> Result<T, AppError> {
    stored
        .or_internal(req)?
        .ok_or_else(|| AppError::not_found(req))
}

/// A write the database did not take, as `AppError::storage` answers it:
/// `.or_unstored(&req, "console note")?`.
pub(crate) trait OrUnstored<T> {
    fn or_unstored(self, req: &HttpRequest, form: &'static str) -> Result<T, AppError>;
}

impl<T> OrUnstored<T> for Result<T, StoreError> {
    fn or_unstored(self, req: &HttpRequest, form: &'static str) -> Result<T, AppError> {
        self.map_err(|error| AppError::storage(req, form, error))
    }
}

/// `Retry-After` of a 503 when the database cannot take a write: long enough for a lock to
/// clear, short enough that a visitor's retry finds the site recovered.
pub(crate) const RETRY_AFTER_SECS: u64 = 5;

#[derive(Template)]
#[template(path = "error.html")]
pub(crate) struct ErrorPage {
    pub ctx: PageContext,
    pub eyebrow: &'static str,
    pub title: &'static str,
    pub body: &'static str,
    /// When to try again, for a 429.
    pub retry: Option<String>,
}

/// "Try again in N minutes" (rounded up) in `lang`.
pub fn retry_text(lang: crate::lang::Lang, seconds: u64) -> String {
    let minutes = seconds.div_ceil(60).max(1);
    crate::i18n::lookup_args(
        lang,
        "ratelimited-retry",
        &[(
            "minutes",
            fluent_templates::fluent_bundle::FluentValue::from(minutes),
        )],
    )
}

impl ErrorKind {
    fn retry(self, lang: crate::lang::Lang) -> Option<String> {
        match self {
            ErrorKind::TooManyRequests(seconds) => Some(retry_text(lang, seconds)),
            _ => None,
        }
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        self.kind.status()
    }

    fn error_response(&self) -> HttpResponse {
        if self.kind == ErrorKind::SignInRequired {
            return HttpResponse::SeeOther()
                .insert_header((
                    header::LOCATION,
                    format!("/console/login?lang={}", self.visitor.lang.as_str()),
                ))
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .finish();
        }
        let mut response = if wants_json(&self.request) {
            self.json_response()
        } else {
            self.html_page()
        };
        match self.kind {
            ErrorKind::TooManyRequests(seconds) | ErrorKind::Unavailable(seconds) => {
                retry_after(&mut response, seconds);
            }
            // The rest of a stalled body may never come: the connection is not reused.
            ErrorKind::RequestTimeout => response
                .head_mut()
                .set_connection_type(actix_web::http::ConnectionType::Close),
            _ => {}
        }
        // A page that holds what the visitor typed must not be kept by any cache.
        if self.newsletter_email.is_some() {
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static("no-store"),
            );
        }
        response
    }
}

impl AppError {
    fn json_response(&self) -> HttpResponse {
        let (_, title, body) = self.kind.message_ids();
        let lang = self.visitor.lang;
        let mut description = crate::i18n::lookup(lang, body);
        if let Some(retry) = self.kind.retry(lang) {
            description = format!("{description} {retry}");
        }
        HttpResponse::build(self.status_code())
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(serde_json::json!({
                "ok": false,
                "title": crate::i18n::lookup(lang, title),
                "description": description,
            }))
    }

    fn html_page(&self) -> HttpResponse {
        // The state is registered with every route (`configure`); an app assembled without it
        // is a programming error, answered in plain text rather than with another site's text.
        let Some(state) = self.request.app_data::<web::Data<AppState>>() else {
            tracing::error!("error page without the site's state");
            return self.plain_text();
        };
        let mut ctx = PageContext::new(state, &self.visitor, None);
        ctx.meta_key = self.kind.message_key();
        let (eyebrow, title, body) = self.kind.message_ids();
        if let Some(email) = &self.newsletter_email {
            ctx.newsletter_email = Some(email.clone());
            // A 429 gives the address back too, with its own explanation on the page.
            if matches!(self.kind, ErrorKind::Unavailable(_)) {
                ctx.newsletter_notice = Some(NewsletterNotice::Unavailable);
            }
        }
        let page = ErrorPage {
            retry: self.kind.retry(ctx.lang),
            ctx,
            eyebrow,
            title,
            body,
        };
        match page.render() {
            Ok(body) => html_response(&self.request, self.status_code(), body),
            Err(error) => {
                tracing::error!(%error, "error page failed to render");
                self.plain_text()
            }
        }
    }

    fn plain_text(&self) -> HttpResponse {
        HttpResponse::build(self.status_code())
            .content_type("text/plain; charset=utf-8")
            .body(self.status_code().canonical_reason().unwrap_or("Error"))
    }
}

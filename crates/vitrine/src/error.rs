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

use crate::pages::{html_response, PageContext, Visitor};
use crate::AppState;

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
}

impl ErrorKind {
    pub fn status(self) -> StatusCode {
        match self {
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
            ErrorKind::Forbidden => StatusCode::FORBIDDEN,
            ErrorKind::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            ErrorKind::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ErrorKind::BadRequest => StatusCode::BAD_REQUEST,
        }
    }

    /// Prefix of the page's Fluent ids: `<key>-title`, `<key>-body`.
    pub fn message_key(self) -> &'static str {
        match self {
            ErrorKind::NotFound => "notfound",
            ErrorKind::Internal => "error",
            ErrorKind::Forbidden => "forbidden",
            ErrorKind::TooManyRequests(_) => "ratelimited",
            ErrorKind::PayloadTooLarge => "toolarge",
            ErrorKind::BadRequest => "badrequest",
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
}

impl AppError {
    pub fn new(req: &HttpRequest, kind: ErrorKind) -> AppError {
        AppError {
            kind,
            visitor: Visitor::from_request(req),
            request: req.clone(),
        }
    }

    /// Answers in `lang` rather than the request's: a form posted from a page in `lang`.
    pub fn with_lang(mut self, lang: crate::lang::Lang) -> AppError {
        self.visitor.lang = lang;
        self
    }

    pub fn not_found(req: &HttpRequest) -> AppError {
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
}

#[derive(Template)]
#[template(path = "error.html")]
pub struct ErrorPage {
    pub ctx: PageContext,
    pub kind_key: &'static str,
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        self.kind.status()
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = if crate::forms::wants_json(&self.request) {
            self.json_response()
        } else {
            self.html_page()
        };
        if let ErrorKind::TooManyRequests(seconds) = self.kind {
            if let Ok(value) = header::HeaderValue::from_str(&seconds.to_string()) {
                response.headers_mut().insert(header::RETRY_AFTER, value);
            }
        }
        response
    }
}

impl AppError {
    fn json_response(&self) -> HttpResponse {
        let key = self.kind.message_key();
        let lang = self.visitor.lang;
        HttpResponse::build(self.status_code())
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(serde_json::json!({
                "ok": false,
                "title": crate::i18n::lookup(lang, &format!("{key}-title")),
                "description": crate::i18n::lookup(lang, &format!("{key}-body")),
            }))
    }

    fn html_page(&self) -> HttpResponse {
        // The state is registered with every route (`configure`); an app assembled without it
        // is a programming error, answered in plain text rather than with another site's text.
        let Some(state) = self.request.app_data::<web::Data<AppState>>() else {
            tracing::error!("error page without the site's state");
            return self.plain_text();
        };
        let mut ctx = PageContext::new(state.config.clone(), &self.visitor, None);
        ctx.meta_key = self.kind.message_key();
        let page = ErrorPage {
            ctx,
            kind_key: self.kind.message_key(),
        };
        match page.render() {
            Ok(body) => html_response(
                &self.request,
                &state.config,
                &self.visitor,
                self.status_code(),
                body,
            ),
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

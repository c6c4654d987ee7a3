//! Error policy.
//!
//! - Start-up and operator tools use `anyhow`: a message for a human at a terminal.
//! - Request handling uses `AppError`: every failure becomes a page in the visitor's language
//!   inside the site layout, with the right status. A 500 shows a generic text; its cause goes
//!   to the log only, never to the visitor.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use askama::Template;

use crate::pages::{html_response, PageContext, Visitor};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    NotFound,
    Internal,
}

impl ErrorKind {
    pub fn status(self) -> StatusCode {
        match self {
            ErrorKind::NotFound => StatusCode::NOT_FOUND,
            ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// Prefix of the page's Fluent ids: `<key>-title`, `<key>-body`.
    pub fn message_key(self) -> &'static str {
        match self {
            ErrorKind::NotFound => "notfound",
            ErrorKind::Internal => "error",
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
        AppError { kind, visitor: Visitor::from_request(req), request: req.clone() }
    }

    pub fn not_found(req: &HttpRequest) -> AppError {
        AppError::new(req, ErrorKind::NotFound)
    }

    /// A server fault: `cause` is logged here and never shown.
    pub fn internal(req: &HttpRequest, cause: anyhow::Error) -> AppError {
        tracing::error!(path = req.path(), error = format!("{cause:#}"), "request failed");
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
        let mut ctx = PageContext::new(&self.request, &self.visitor, None);
        ctx.meta_key = self.kind.message_key();
        let page = ErrorPage { ctx, kind_key: self.kind.message_key() };
        match page.render() {
            Ok(body) => html_response(&self.request, &self.visitor, self.status_code(), body),
            Err(error) => {
                tracing::error!(%error, "error page failed to render");
                HttpResponse::build(self.status_code())
                    .content_type("text/plain; charset=utf-8")
                    .body(self.status_code().canonical_reason().unwrap_or("Error"))
            }
        }
    }
}

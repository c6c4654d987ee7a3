//! `/contact`: the contact page with its form (the POST lives in `forms::contact`).
//!
//! The same template answers the plain page, the 422 page (errors next to their fields, the
//! input kept) and the confirmation after a post without JavaScript (`?sent=1`).

use std::sync::Arc;

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse, Route};
use askama::Template;

use super::{render_page, Page, PageContext, Visitor};
use crate::config::Config;
use crate::error::AppError;
use crate::forms::contact::{ContactInput, FieldError};
use crate::AppState;

/// What `templates/partials/contact_form.html` reads besides `ctx`.
#[derive(Debug, Clone, Default)]
pub struct ContactFormView {
    pub input: ContactInput,
    pub errors: Vec<FieldError>,
    /// Show the confirmation of a message just sent.
    pub sent: bool,
    /// Over the rate limit: the seconds until a post is accepted again.
    pub retry_after: Option<u64>,
    /// The database could not take the message: say so, the input kept.
    pub unavailable: bool,
    /// The post reused the `Idempotency-Key` of another message: say so, the input kept.
    pub key_reused: bool,
}

impl ContactFormView {
    /// Fluent id of the error of `field` (`name`, `email`, `organisation`, `message`).
    pub fn error(&self, field: &str) -> Option<&'static str> {
        self.errors
            .iter()
            .find(|e| e.field.as_str() == field)
            .map(|e| e.message_id())
    }

    /// "Try again in N minutes", in the page's language, when over the rate limit.
    pub fn retry_text(&self, lang: &crate::lang::Lang) -> Option<String> {
        self.retry_after
            .map(|seconds| crate::error::retry_text(*lang, seconds))
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// `(field, Fluent id)` of every error, in form order, for the summary.
    pub fn error_list(&self) -> Vec<(&'static str, &'static str)> {
        self.errors
            .iter()
            .map(|e| (e.field.as_str(), e.message_id()))
            .collect()
    }
}

#[derive(Template)]
#[template(path = "pages/contact.html")]
pub struct ContactTemplate {
    pub ctx: PageContext,
    pub form: ContactFormView,
}

/// The GET route of `/contact` (the registry mounts it).
pub fn route() -> Route {
    web::get().to(contact)
}

pub async fn contact(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    // "Request this resource" links carry the resource's title; cleaned and cut like a posted
    // subject, so a crafted link can only ever fill the field with a line of text.
    let subject: String =
        crate::forms::clean_line(visitor.query_value("subject").unwrap_or_default())
            .chars()
            .take(crate::forms::contact::SUBJECT_MAX)
            .collect();
    let form = ContactFormView {
        sent: visitor.query_value("sent") == Some("1"),
        input: ContactInput {
            subject,
            ..ContactInput::default()
        },
        ..ContactFormView::default()
    };
    render_contact(&req, &state.config, &visitor, StatusCode::OK, form)
}

pub fn render_contact(
    req: &HttpRequest,
    config: &Arc<Config>,
    visitor: &Visitor,
    status: StatusCode,
    form: ContactFormView,
) -> Result<HttpResponse, AppError> {
    let ctx = PageContext::new(config.clone(), visitor, Some(&Page::CONTACT));
    render_page(req, config, visitor, status, &ContactTemplate { ctx, form })
}

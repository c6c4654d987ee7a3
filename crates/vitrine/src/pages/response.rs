//! HTML responses: the headers every page shares, the weak ETag and its 304, and the cookies
//! that remember a visitor's choices.

use actix_web::cookie::{time::Duration as CookieDuration, Cookie, SameSite};
use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::context::PageContext;
use super::registry::Page;
use super::visitor::Visitor;
use crate::config::Config;
use crate::error::AppError;
use crate::lang::LangSource;
use crate::AppState;

/// The handler of every page that needs nothing but its context: the registry mounts it with
/// the page as resource data.
pub async fn show<T: Template + From<PageContext>>(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: web::Data<&'static Page>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let ctx = PageContext::new(state.config.clone(), &visitor, Some(*page.get_ref()));
    render_page(&req, &state.config, &visitor, StatusCode::OK, &T::from(ctx))
}

/// Renders a template into an HTML response with the headers every page shares.
pub fn render_page(
    req: &HttpRequest,
    config: &Config,
    visitor: &Visitor,
    status: StatusCode,
    template: &impl Template,
) -> Result<HttpResponse, AppError> {
    let body = template.render().map_err(|error| {
        AppError::internal(req, anyhow::Error::new(error).context("template rendering"))
    })?;
    Ok(html_response(req, config, visitor, status, body))
}

/// An HTML response: language cookie when chosen by `?lang=`, weak ETag (304 when it
/// matches), short caching that varies on what negotiates the language.
pub fn html_response(
    req: &HttpRequest,
    config: &Config,
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
        builder.cookie(preference_cookie(
            "lang",
            visitor.lang.as_str(),
            config.is_https(),
        ));
    }
    if status == StatusCode::OK && if_none_match(req, &etag) {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    builder.body(body)
}

/// A visitor's choice (`lang`, `theme`): one year, Path=/, SameSite=Lax, Secure over TLS.
pub fn preference_cookie(name: &'static str, value: &'static str, secure: bool) -> Cookie<'static> {
    Cookie::build(name, value)
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

//! HTML responses: the headers every page shares, the weak ETag and its 304, and the cookies
//! that remember a visitor's choices.

use actix_web::cookie::{time::Duration as CookieDuration, Cookie, SameSite};
use actix_web::http::{header, StatusCode};
use actix_web::{HttpRequest, HttpResponse};

/// An HTML response: weak ETag (304 when it matches), short caching that varies on what
/// negotiates the language. The `lang` cookie of a `?lang=` choice is added around the page
/// cache (`cache::page_cache`), only when it changes, so cached answers never carry it.
pub(crate) fn html_response(req: &HttpRequest, status: StatusCode, body: String) -> HttpResponse {
    let etag = format!("W/\"{:016x}\"", xxhash_rust::xxh3::xxh3_64(body.as_bytes()));
    let mut builder = HttpResponse::build(status);
    builder
        .insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header((header::VARY, "Accept-Language, Cookie"))
        .insert_header((header::ETAG, etag.clone()));
    if status == StatusCode::OK && if_none_match(req, &etag) {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    builder.body(body)
}

/// A visitor's choice (`lang`, `theme`): one year, Path=/, SameSite=Lax, Secure over TLS.
pub(crate) fn preference_cookie(
    name: &'static str,
    value: &'static str,
    secure: bool,
) -> Cookie<'static> {
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

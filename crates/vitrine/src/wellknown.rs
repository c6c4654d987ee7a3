//! `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, in which
//! languages, until when the file holds.

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};

use crate::config::Config;
use crate::state::AppState;

/// How far ahead `Expires` lies: the RFC asks for less than a year, and computing it at each
/// answer means the file never expires while the site runs.
pub(crate) const SECURITY_TXT_VALIDITY: Duration = Duration::days(180);

pub fn security_txt_body(config: &Config, now: OffsetDateTime) -> String {
    let expires = (now + SECURITY_TXT_VALIDITY)
        .replace_nanosecond(0)
        .ok()
        .and_then(|at| at.format(&Rfc3339).ok())
        .unwrap_or_default();
    format!(
        "Contact: mailto:{contact}\nExpires: {expires}\nPreferred-Languages: fr, en, ar\nCanonical: {base}/.well-known/security.txt\n",
        contact = config.organisation.security_contact(),
        base = config.base(),
    )
}

pub(crate) async fn security_txt(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .body(security_txt_body(&state.config, OffsetDateTime::now_utc()))
}

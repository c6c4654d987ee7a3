//! What stands between a POST and the database: a cross-origin check, a rate limit per client
//! address (`limits`), a bounded body read within its time limits.
//!
//! The cross-origin check follows Go's `net/http.CrossOriginProtection` and OWASP's Fetch
//! Metadata guidance: browsers send `Sec-Fetch-Site`, which must be `same-origin` or `none`;
//! older browsers send `Origin`, which must be the site's public origin; a request with
//! neither is not from a browser page (curl, a test) and is let through. There is no
//! per-visitor token, so every page stays the same bytes for everyone and can be cached.

use std::net::IpAddr;
use std::time::Duration;

use actix_web::http::header::{self, HeaderMap};
use actix_web::{web, HttpRequest};
use futures_util::StreamExt;

use crate::error::{AppError, ErrorKind};
use crate::form::{form_lang, parse_body, BodyError, FormFields, MAX_BODY_BYTES};
use crate::limits::{Allowance, FormKind};
use crate::state::AppState;
use crate::visitor::{client_address, Visitor};

/// Whether a POST may come from where it says it comes from (see the module comment).
pub(crate) fn is_same_origin(headers: &HeaderMap, public_origin: &str) -> bool {
    if let Some(site) = headers.get("sec-fetch-site") {
        return matches!(
            site.to_str().map(str::to_ascii_lowercase).as_deref(),
            Ok("same-origin" | "none")
        );
    }
    match headers.get(header::ORIGIN) {
        None => true,
        Some(origin) => origin
            .to_str()
            .is_ok_and(|origin| origin.eq_ignore_ascii_case(public_origin)),
    }
}

/// A POST that passed the cross-origin check and whose body reads as a form.
pub(crate) struct Admitted {
    pub fields: FormFields,
    /// The address the rate limit counts.
    pub client: Option<IpAddr>,
    /// Who posted, in the language the form was shown in.
    pub visitor: Visitor,
}

impl Admitted {
    /// Whether a robot filled the field a person never sees. Its post counts as abuse; the
    /// caller answers as if it worked and stores nothing.
    pub(crate) async fn is_from_robot(&self, state: &AppState, kind: FormKind) -> bool {
        if !self.fields.honeypot_filled() {
            return false;
        }
        tracing::info!(form = kind.as_str(), "honeypot filled");
        let _ = spend_allowance(state, kind, self.client).await;
        true
    }
}

/// Checks a POST and reads its form, or refuses it with a localised error.
///
/// What counts against the rate limit is decided where the outcome is known: a post counts
/// when it is accepted (about to be stored) or abusive (honeypot filled, unreadable or
/// oversized body, counted here). A post refused by validation (422) does not count: a typing
/// mistake must not cost the visitor their allowance, and a refused post stores nothing. A
/// cross-origin post does not count either: it is sent by another site through the visitor's
/// browser, and counting it would let that site use up the visitor's allowance.
pub(crate) async fn admit(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
    kind: FormKind,
) -> Result<Admitted, AppError> {
    refuse_cross_origin(req, state)?;
    let client = client_address(req, &state.config.trusted_proxies);
    let fields = match read_form(req, state, payload, kind.max_body_bytes()).await {
        Ok(fields) => fields,
        Err(error) => {
            // Abuse counts, whatever it is answered.
            let _ = state.limits.count(kind, client).await;
            return Err(body_refusal(req, error));
        }
    };
    let mut visitor = Visitor::from_request(req);
    visitor.lang = form_lang(&fields, &visitor);
    Ok(Admitted {
        fields,
        client,
        visitor,
    })
}

/// Counts an accepted or abusive post; `Err(seconds)` when over the limit, with the whole
/// seconds to wait (rounded up: answering 0 would invite an immediate retry refused again).
/// A post that is then not stored gives its allowance back (`RateLimits::refund`).
pub(crate) async fn spend_allowance(
    state: &AppState,
    kind: FormKind,
    client: Option<IpAddr>,
) -> Result<Allowance, u64> {
    state.limits.count(kind, client).await.map_err(|wait| {
        tracing::info!(form = kind.as_str(), "rate limit reached");
        crate::metrics::rate_limit_refused(kind.as_str());
        (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
    })
}

/// The one POST exempt from the cross-origin check: RFC 8058's one-click unsubscribe
/// (`POST /newsletter/unsubscribe?token=…`), which a mail client sends from its own servers
/// with no cookie, no `Origin` and no `Sec-Fetch-Site`. The token in the URL authorises it,
/// and all it can do is take its holder off the list, so a forged cross-site post gains
/// nothing. No rate limit either: many subscribers share their provider's addresses. The
/// body stays bounded; it is returned raw, since RFC 8058 allows urlencoded and multipart.
pub(crate) async fn admit_one_click(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
) -> Result<Vec<u8>, AppError> {
    read_body(req, payload, MAX_BODY_BYTES, BodyTimeouts::of(state))
        .await
        .map_err(|error| body_refusal(req, error))
}

/// Checks a console POST (the cross-origin rule, a bounded body) and reads its form. No rate
/// limit: sign-in has its own throttle in the database, and every other console form is
/// behind a session. The CSRF token is checked by the console (`console::ConsoleForm`).
pub(crate) async fn admit_console(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
) -> Result<FormFields, AppError> {
    admit_console_bounded(req, state, payload, MAX_BODY_BYTES).await
}

/// `admit_console` for a form whose body may reach `max_bytes` (an issue of the newsletter).
pub(crate) async fn admit_console_bounded(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
    max_bytes: usize,
) -> Result<FormFields, AppError> {
    refuse_cross_origin(req, state)?;
    read_form(req, state, payload, max_bytes)
        .await
        .map_err(|error| body_refusal(req, error))
}

/// A post sent by another site through the visitor's browser: refused (403).
fn refuse_cross_origin(req: &HttpRequest, state: &AppState) -> Result<(), AppError> {
    if is_same_origin(req.headers(), &state.config.origin()) {
        return Ok(());
    }
    tracing::info!(path = req.path(), "cross-origin post refused");
    Err(AppError::new(req, ErrorKind::Forbidden))
}

/// Reads a form's body, at most `max_bytes` within the body timeouts, and parses it as its
/// `Content-Type` says.
async fn read_form(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
    max_bytes: usize,
) -> Result<FormFields, BodyError> {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok());
    let body = read_body(req, payload, max_bytes, BodyTimeouts::of(state)).await?;
    parse_body(content_type, &body)
}

fn body_refusal(req: &HttpRequest, error: BodyError) -> AppError {
    tracing::info!(?error, path = req.path(), "form body refused");
    match error {
        BodyError::TooLarge => AppError::new(req, ErrorKind::PayloadTooLarge),
        BodyError::Malformed | BodyError::UnsupportedType => {
            AppError::new(req, ErrorKind::BadRequest)
        }
        BodyError::TimedOut => AppError::new(req, ErrorKind::RequestTimeout),
    }
}

/// How long a body may take: `idle` between two chunks, `total` for the whole.
#[derive(Debug, Clone, Copy)]
pub(crate) struct BodyTimeouts {
    pub idle: Duration,
    pub total: Duration,
}

impl BodyTimeouts {
    /// The site's configured upload timeouts.
    fn of(state: &AppState) -> Self {
        Self {
            idle: Duration::from_secs(state.config.upload_idle_timeout_secs),
            total: Duration::from_secs(state.config.upload_timeout_secs),
        }
    }
}

/// Reads at most `limit` bytes: a larger `Content-Length` is refused before reading.
///
/// actix-web's `client_request_timeout` covers the request head only: once the handler runs,
/// the body may stall forever. Here silence longer than `timeouts.idle`, or a body still
/// arriving after `timeouts.total`, ends the read; the answer then closes the connection.
async fn read_body(
    req: &HttpRequest,
    payload: web::Payload,
    limit: usize,
    timeouts: BodyTimeouts,
) -> Result<Vec<u8>, BodyError> {
    match tokio::time::timeout(
        timeouts.total,
        read_body_idle(req, payload, limit, timeouts.idle),
    )
    .await
    {
        Ok(result) => result,
        Err(_) => Err(BodyError::TimedOut),
    }
}

async fn read_body_idle(
    req: &HttpRequest,
    mut payload: web::Payload,
    limit: usize,
    idle: Duration,
) -> Result<Vec<u8>, BodyError> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > limit as u64) {
        return Err(BodyError::TooLarge);
    }
    let mut body = Vec::new();
    while let Some(chunk) = tokio::time::timeout(idle, payload.next())
        .await
        .map_err(|_| BodyError::TimedOut)?
    {
        let chunk = chunk.map_err(|_| BodyError::Malformed)?;
        if body.len() + chunk.len() > limit {
            return Err(BodyError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(
                HeaderName::from_static(name),
                HeaderValue::from_static(value),
            );
        }
        map
    }

    const ORIGIN: &str = "https://www.example.com";

    #[test]
    fn fetch_metadata_decides_when_present_and_origin_when_it_is_absent() {
        type Headers = &'static [(&'static str, &'static str)];
        let cases: [(Headers, bool); 10] = [
            (&[("sec-fetch-site", "same-origin")], true),
            (&[("sec-fetch-site", "none")], true),
            (&[("sec-fetch-site", "cross-site")], false),
            (&[("sec-fetch-site", "same-site")], false),
            // Sec-Fetch-Site wins over a matching Origin.
            (
                &[
                    ("sec-fetch-site", "cross-site"),
                    ("origin", "https://www.example.com"),
                ],
                false,
            ),
            // Without Sec-Fetch-Site, the Origin is compared.
            (&[("origin", "https://www.example.com")], true),
            (&[("origin", "https://evil.example")], false),
            (&[("origin", "null")], false),
            (&[("origin", "http://www.example.com")], false),
            (&[], true),
        ];
        for (request, same) in cases {
            assert_eq!(
                is_same_origin(&headers(request), ORIGIN),
                same,
                "{request:?}"
            );
        }
    }
}

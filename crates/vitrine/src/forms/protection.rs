//! What stands between a POST and the database:
//! a cross-origin check, a rate limit per client address, a bounded body.
//!
//! The cross-origin check follows Go's `net/http.CrossOriginProtection` and OWASP's Fetch
//! Metadata guidance: browsers send `Sec-Fetch-Site`, which must be `same-origin` or `none`;
//! older browsers send `Origin`, which must be the site's public origin; a request with
//! neither is not from a browser page (curl, a test) and is let through. There is no
//! per-visitor token, so every page stays the same bytes for everyone and can be cached.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use actix_web::http::header::{self, HeaderMap};
use actix_web::{web, HttpRequest};
use futures_util::StreamExt;

use super::{parse_body, BodyError, FormFields, MAX_BODY_BYTES, MAX_CONTACT_BODY_BYTES};
use crate::error::{AppError, ErrorKind};
use crate::AppState;

/// Which form a POST is for: each has its own rate limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormKind {
    Contact,
    Newsletter,
}

impl FormKind {
    pub fn as_str(self) -> &'static str {
        match self {
            FormKind::Contact => "contact",
            FormKind::Newsletter => "newsletter",
        }
    }

    /// Largest body accepted for this form.
    pub fn max_body_bytes(self) -> usize {
        match self {
            FormKind::Contact => MAX_CONTACT_BODY_BYTES,
            FormKind::Newsletter => MAX_BODY_BYTES,
        }
    }
}

/// Rate limit window shared by both forms.
pub const RATE_WINDOW: Duration = Duration::from_secs(10 * 60);
/// Contact posts allowed per client address per window.
pub const CONTACT_POSTS_PER_WINDOW: usize = 5;
/// Newsletter posts allowed per client address per window.
pub const NEWSLETTER_POSTS_PER_WINDOW: usize = 10;

/// Whether a POST may come from where it says it comes from (see the module comment).
pub fn is_same_origin(headers: &HeaderMap, public_origin: &str) -> bool {
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

/// The address a limit applies to: the peer, or, when the peer is a trusted reverse proxy,
/// the nearest address in `X-Forwarded-For` that is not itself a trusted proxy.
pub fn client_ip(
    peer: Option<IpAddr>,
    forwarded_for: Option<&str>,
    trusted: &[IpAddr],
) -> Option<IpAddr> {
    let peer = peer?;
    if !trusted.contains(&peer) {
        return Some(peer);
    }
    let Some(chain) = forwarded_for else {
        return Some(peer);
    };
    // Walk from the right: entries left of the first untrusted hop could be forged.
    for hop in chain.rsplit(',').map(str::trim) {
        match hop.parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => continue,
            Ok(ip) => return Some(ip),
            Err(_) => return Some(peer),
        }
    }
    Some(peer)
}

/// "At most `limit` posts per `window`" per address, exactly: a sliding log of the times of
/// the last posts. (A token bucket such as governor's lets a full burst and then a refill
/// through within one window, which is more than the SPEC's number; and its middleware cannot
/// answer in the visitor's language.)
pub struct RateLimiter {
    limit: usize,
    window: Duration,
    hits: Mutex<HashMap<Option<IpAddr>, VecDeque<Instant>>>,
}

/// Addresses remembered before the stale ones are swept.
const SWEEP_AT: usize = 10_000;

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> RateLimiter {
        RateLimiter {
            limit,
            window,
            hits: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a post from `key` at `now`; `Err(wait)` when over the limit, with how long
    /// until one more post is allowed.
    pub fn check(&self, key: Option<IpAddr>, now: Instant) -> Result<(), Duration> {
        let mut hits = self
            .hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if hits.len() >= SWEEP_AT {
            let window = self.window;
            hits.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|t| now.saturating_duration_since(*t) < window)
            });
        }
        let times = hits.entry(key).or_default();
        while times
            .front()
            .is_some_and(|first| now.saturating_duration_since(*first) >= self.window)
        {
            times.pop_front();
        }
        if times.len() >= self.limit {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(self
                .window
                .saturating_sub(now.saturating_duration_since(oldest)));
        }
        times.push_back(now);
        Ok(())
    }
}

/// The two forms' limiters, part of the application state.
pub struct RateLimits {
    pub contact: RateLimiter,
    pub newsletter: RateLimiter,
}

impl Default for RateLimits {
    fn default() -> RateLimits {
        RateLimits {
            contact: RateLimiter::new(CONTACT_POSTS_PER_WINDOW, RATE_WINDOW),
            newsletter: RateLimiter::new(NEWSLETTER_POSTS_PER_WINDOW, RATE_WINDOW),
        }
    }
}

/// Links in a text: `http://`, `https://` and bare `www.` addresses.
pub fn count_links(text: &str) -> usize {
    let lower = text.to_lowercase();
    let schemes = lower.matches("http://").count() + lower.matches("https://").count();
    let bare_www = lower
        .match_indices("www.")
        .filter(|(at, _)| !lower[..*at].ends_with("://"))
        .count();
    schemes + bare_www
}

/// Checks a POST and reads its form, or refuses it with a localised error.
pub async fn admit(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
    kind: FormKind,
) -> Result<FormFields, AppError> {
    if !is_same_origin(req.headers(), &state.config.origin()) {
        tracing::info!(form = kind.as_str(), "cross-origin post refused");
        return Err(AppError::new(req, ErrorKind::Forbidden));
    }
    let forwarded_for = req
        .headers()
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok());
    let ip = client_ip(
        req.peer_addr().map(|a| a.ip()),
        forwarded_for,
        &state.config.trusted_proxies,
    );
    let limiter = match kind {
        FormKind::Contact => &state.limits.contact,
        FormKind::Newsletter => &state.limits.newsletter,
    };
    if let Err(wait) = limiter.check(ip, Instant::now()) {
        tracing::info!(form = kind.as_str(), "rate limit reached");
        // Round up: answering 0 would invite an immediate retry that is refused again.
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        return Err(AppError::new(
            req,
            ErrorKind::TooManyRequests(seconds.max(1)),
        ));
    }
    let body = read_body(req, payload, kind.max_body_bytes())
        .await
        .map_err(|error| body_refusal(req, error))?;
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok());
    parse_body(content_type, &body).map_err(|error| body_refusal(req, error))
}

/// The one POST exempt from the cross-origin check: RFC 8058's one-click unsubscribe
/// (`POST /newsletter/unsubscribe?token=…`), which a mail client sends from its own servers
/// with no cookie, no `Origin` and no `Sec-Fetch-Site`. The token in the URL authorises it,
/// and all it can do is take its holder off the list, so a forged cross-site post gains
/// nothing. No rate limit either: many subscribers share their provider's addresses. The
/// body stays bounded; it is returned raw, since RFC 8058 allows urlencoded and multipart.
pub async fn admit_one_click(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<Vec<u8>, AppError> {
    read_body(req, payload, MAX_BODY_BYTES)
        .await
        .map_err(|error| body_refusal(req, error))
}

fn body_refusal(req: &HttpRequest, error: BodyError) -> AppError {
    tracing::info!(?error, path = req.path(), "form body refused");
    match error {
        BodyError::TooLarge => AppError::new(req, ErrorKind::PayloadTooLarge),
        BodyError::Malformed | BodyError::UnsupportedType => {
            AppError::new(req, ErrorKind::BadRequest)
        }
    }
}

/// Reads at most `limit` bytes: a larger `Content-Length` is refused before reading.
async fn read_body(
    req: &HttpRequest,
    mut payload: web::Payload,
    limit: usize,
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
    while let Some(chunk) = payload.next().await {
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
    fn fetch_metadata_decides_when_present() {
        assert!(is_same_origin(
            &headers(&[("sec-fetch-site", "same-origin")]),
            ORIGIN
        ));
        assert!(is_same_origin(
            &headers(&[("sec-fetch-site", "none")]),
            ORIGIN
        ));
        assert!(!is_same_origin(
            &headers(&[("sec-fetch-site", "cross-site")]),
            ORIGIN
        ));
        assert!(!is_same_origin(
            &headers(&[("sec-fetch-site", "same-site")]),
            ORIGIN
        ));
        // Sec-Fetch-Site wins over a matching Origin.
        let both = headers(&[
            ("sec-fetch-site", "cross-site"),
            ("origin", "https://www.example.com"),
        ]);
        assert!(!is_same_origin(&both, ORIGIN));
    }

    #[test]
    fn origin_is_compared_when_fetch_metadata_is_absent() {
        assert!(is_same_origin(
            &headers(&[("origin", "https://www.example.com")]),
            ORIGIN
        ));
        assert!(!is_same_origin(
            &headers(&[("origin", "https://evil.example")]),
            ORIGIN
        ));
        assert!(!is_same_origin(&headers(&[("origin", "null")]), ORIGIN));
        assert!(!is_same_origin(
            &headers(&[("origin", "http://www.example.com")]),
            ORIGIN
        ));
        assert!(is_same_origin(&headers(&[]), ORIGIN));
    }

    #[test]
    fn forwarded_for_is_trusted_only_from_listed_proxies() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("ip");
        let visitor: IpAddr = "203.0.113.7".parse().expect("ip");
        let other: IpAddr = "198.51.100.2".parse().expect("ip");
        assert_eq!(
            client_ip(Some(other), Some("203.0.113.7"), &[proxy]),
            Some(other)
        );
        assert_eq!(
            client_ip(Some(proxy), Some("203.0.113.7"), &[proxy]),
            Some(visitor)
        );
        // A forged left-most entry is ignored: the proxy appended the real address.
        assert_eq!(
            client_ip(Some(proxy), Some("1.2.3.4, 203.0.113.7"), &[proxy]),
            Some(visitor)
        );
        assert_eq!(
            client_ip(Some(proxy), Some("203.0.113.7, 10.0.0.1"), &[proxy]),
            Some(visitor)
        );
        assert_eq!(
            client_ip(Some(proxy), Some("garbage"), &[proxy]),
            Some(proxy)
        );
        assert_eq!(client_ip(Some(proxy), None, &[proxy]), Some(proxy));
        assert_eq!(client_ip(None, Some("203.0.113.7"), &[proxy]), None);
    }

    #[test]
    fn rate_limiter_allows_exactly_the_limit_per_window() {
        let limiter = RateLimiter::new(3, Duration::from_secs(600));
        let start = Instant::now();
        let ip = Some("203.0.113.7".parse().expect("ip"));
        for i in 0..3 {
            assert!(limiter.check(ip, start + Duration::from_secs(i)).is_ok());
        }
        let wait = limiter
            .check(ip, start + Duration::from_secs(100))
            .expect_err("fourth refused");
        assert_eq!(wait, Duration::from_secs(500));
        // Another address has its own count.
        assert!(limiter
            .check(Some("198.51.100.2".parse().expect("ip")), start)
            .is_ok());
        // Once the first post leaves the window, one more is allowed.
        assert!(limiter.check(ip, start + Duration::from_secs(600)).is_ok());
        assert!(limiter.check(ip, start + Duration::from_secs(600)).is_err());
    }

    #[test]
    fn links_are_counted() {
        assert_eq!(count_links("Bonjour, aucun lien ici."), 0);
        assert_eq!(count_links("Voir https://a.example et http://b.example"), 2);
        assert_eq!(
            count_links("HTTPS://A.EXAMPLE www.b.example https://www.c.example"),
            3
        );
        assert_eq!(
            count_links("https://a.io,https://b.io,https://c.io,https://d.io"),
            4
        );
    }
}

//! What stands between a POST and the database:
//! a cross-origin check, a rate limit per client address, a bounded body.
//!
//! The cross-origin check follows Go's `net/http.CrossOriginProtection` and OWASP's Fetch
//! Metadata guidance: browsers send `Sec-Fetch-Site`, which must be `same-origin` or `none`;
//! older browsers send `Origin`, which must be the site's public origin; a request with
//! neither is not from a browser page (curl, a test) and is let through. There is no
//! per-visitor token, so every page stays the same bytes for everyone and can be cached.

use std::collections::VecDeque;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use actix_web::http::header::{self, HeaderMap};
use actix_web::{web, HttpRequest};
use futures_util::StreamExt;
use hashlink::LruCache;

use super::newsletter::form_lang;
use super::{parse_body, BodyError, FormFields, MAX_BODY_BYTES, MAX_CONTACT_BODY_BYTES};
use crate::error::{AppError, ErrorKind};
use crate::pages::Visitor;
use crate::store::{Backend, Store};
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

/// The unit a limit counts: an IPv4 address, or the /64 network of an IPv6 address (one
/// machine usually holds a whole /64, so counting single IPv6 addresses would let it pick a
/// fresh address for every post).
pub fn limit_key(ip: Option<IpAddr>) -> Option<IpAddr> {
    match ip? {
        IpAddr::V4(v4) => Some(IpAddr::V4(v4)),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => Some(IpAddr::V4(v4)),
            None => {
                let network = u128::from(v6) & !((1u128 << 64) - 1);
                Some(IpAddr::V6(Ipv6Addr::from(network)))
            }
        },
    }
}

/// "At most `limit` posts per `window`" per address, exactly: a sliding log of the times of
/// the last posts (whole seconds since the limiter started), at most `limit` of them.
///
/// Memory and time stay flat whatever the number of addresses: the addresses live in an LRU
/// map of fixed capacity, so a check is one hash lookup and, when the map is full, the
/// address seen longest ago is forgotten. Forgetting gives that address a fresh allowance,
/// which only a flood of more addresses than the capacity within one window can cause; the
/// limit then errs towards letting visitors through, never towards refusing them. (A token
/// bucket such as governor's lets a full burst and then a refill through within one window,
/// which is more than the stated number, and its keyed store grows with the addresses.)
pub struct RateLimiter {
    limit: usize,
    window: Duration,
    epoch: Instant,
    hits: Mutex<LruCache<Option<IpAddr>, VecDeque<u32>>>,
}

/// Addresses each form's limiter remembers: about 150 bytes each (the LRU node, the address,
/// at most ten 4-byte times), so at most about 15 MB per form when full.
pub const RATE_LIMIT_CAPACITY: usize = 100_000;

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> RateLimiter {
        RateLimiter::with_capacity(limit, window, RATE_LIMIT_CAPACITY)
    }

    pub fn with_capacity(limit: usize, window: Duration, capacity: usize) -> RateLimiter {
        RateLimiter {
            limit,
            window,
            epoch: Instant::now(),
            hits: Mutex::new(LruCache::new(capacity.max(1))),
        }
    }

    /// Counts a post from `key` at `now`; `Err(wait)` when over the limit (nothing counted),
    /// with how long until one more post is allowed.
    pub fn check(&self, key: Option<IpAddr>, now: Instant) -> Result<(), Duration> {
        let key = limit_key(key);
        let now =
            u32::try_from(now.saturating_duration_since(self.epoch).as_secs()).unwrap_or(u32::MAX);
        let window = u32::try_from(self.window.as_secs()).unwrap_or(u32::MAX);
        let mut hits = self
            .hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if !hits.contains_key(&key) {
            // When full, this forgets the address seen longest ago (see the type's comment).
            hits.insert(key, VecDeque::with_capacity(self.limit));
        }
        let Some(times) = hits.get_mut(&key) else {
            return Ok(());
        };
        // At most `limit` entries: this loop is bounded by the limit, not by the traffic.
        while times
            .front()
            .is_some_and(|first| now.saturating_sub(*first) >= window)
        {
            times.pop_front();
        }
        if times.len() >= self.limit {
            let oldest = times.front().copied().unwrap_or(now);
            let wait = window.saturating_sub(now.saturating_sub(oldest));
            return Err(Duration::from_secs(u64::from(wait.max(1))));
        }
        times.push_back(now);
        Ok(())
    }

    /// Addresses remembered now (never more than `capacity`).
    pub fn len(&self) -> usize {
        self.hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.hits
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .capacity()
    }
}

/// The two forms' limits, part of the application state.
///
/// One instance (SQLite) counts in memory. On PostgreSQL several instances serve the site,
/// so the counts live in the database and the limit holds for the whole site.
pub struct RateLimits {
    pub contact: RateLimiter,
    pub newsletter: RateLimiter,
    shared: Option<Store>,
}

impl RateLimits {
    /// In-memory counts.
    pub fn local() -> RateLimits {
        RateLimits {
            contact: RateLimiter::new(CONTACT_POSTS_PER_WINDOW, RATE_WINDOW),
            newsletter: RateLimiter::new(NEWSLETTER_POSTS_PER_WINDOW, RATE_WINDOW),
            shared: None,
        }
    }

    /// Counts shared through `store` when it is PostgreSQL, in memory otherwise.
    pub fn for_store(store: &Store) -> RateLimits {
        RateLimits {
            shared: (store.backend() == Backend::Postgres).then(|| store.clone()),
            ..RateLimits::local()
        }
    }

    /// Counts one post of `kind` from `ip`; `Err(wait)` when over the limit.
    pub async fn count(&self, kind: FormKind, ip: Option<IpAddr>) -> Result<(), Duration> {
        let (limiter, limit) = match kind {
            FormKind::Contact => (&self.contact, CONTACT_POSTS_PER_WINDOW),
            FormKind::Newsletter => (&self.newsletter, NEWSLETTER_POSTS_PER_WINDOW),
        };
        let Some(store) = &self.shared else {
            return limiter.check(ip, Instant::now());
        };
        let key = limit_key(ip).map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        match store
            .count_post(kind.as_str(), &key, limit, RATE_WINDOW, now)
            .await
        {
            Ok(verdict) => verdict,
            Err(error) => {
                // The database will refuse the write itself if it is down; refusing here too
                // would tell the visitor "too many" for what is our fault.
                tracing::warn!(
                    error = format!("{error:#}"),
                    "shared rate limit unavailable"
                );
                Ok(())
            }
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

/// A POST that passed the cross-origin check and whose body reads as a form.
pub struct Admitted {
    pub fields: FormFields,
    /// The address the rate limit counts.
    pub client: Option<IpAddr>,
    /// Who posted, in the language the form was shown in.
    pub visitor: Visitor,
}

impl Admitted {
    /// Whether a robot filled the field a person never sees. Its post counts as abuse; the
    /// caller answers as if it worked and stores nothing.
    pub async fn from_robot(&self, state: &AppState, kind: FormKind) -> bool {
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
pub async fn admit(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
    kind: FormKind,
) -> Result<Admitted, AppError> {
    if !is_same_origin(req.headers(), &state.config.origin()) {
        tracing::info!(form = kind.as_str(), "cross-origin post refused");
        return Err(AppError::new(req, ErrorKind::Forbidden));
    }
    let forwarded_for = req
        .headers()
        .get("x-forwarded-for")
        .and_then(|v| v.to_str().ok());
    let client = client_ip(
        req.peer_addr().map(|a| a.ip()),
        forwarded_for,
        &state.config.trusted_proxies,
    );
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok());
    let timeouts = BodyTimeouts::of(state);
    let fields = match read_body(req, payload, kind.max_body_bytes(), timeouts)
        .await
        .and_then(|body| parse_body(content_type, &body))
    {
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
pub async fn spend_allowance(
    state: &AppState,
    kind: FormKind,
    client: Option<IpAddr>,
) -> Result<(), u64> {
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
pub async fn admit_one_click(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
) -> Result<Vec<u8>, AppError> {
    read_body(req, payload, MAX_BODY_BYTES, BodyTimeouts::of(state))
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
        BodyError::TimedOut => AppError::new(req, ErrorKind::RequestTimeout),
    }
}

/// How long a body may take: `idle` between two chunks, `total` for the whole.
#[derive(Debug, Clone, Copy)]
pub struct BodyTimeouts {
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

    #[test]
    fn forwarded_for_is_trusted_only_from_listed_proxies() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("ip");
        let visitor: IpAddr = "203.0.113.7".parse().expect("ip");
        let other: IpAddr = "198.51.100.2".parse().expect("ip");
        // (the peer, its X-Forwarded-For, the client it means)
        for (peer, forwarded_for, client) in [
            // Only a listed proxy is believed.
            (Some(other), Some("203.0.113.7"), Some(other)),
            (Some(proxy), Some("203.0.113.7"), Some(visitor)),
            // A forged left-most entry is ignored: the proxy appended the real address.
            (Some(proxy), Some("1.2.3.4, 203.0.113.7"), Some(visitor)),
            (Some(proxy), Some("203.0.113.7, 10.0.0.1"), Some(visitor)),
            (Some(proxy), Some("garbage"), Some(proxy)),
            (Some(proxy), None, Some(proxy)),
            (None, Some("203.0.113.7"), None),
        ] {
            assert_eq!(
                client_ip(peer, forwarded_for, &[proxy]),
                client,
                "{peer:?} {forwarded_for:?}"
            );
        }
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

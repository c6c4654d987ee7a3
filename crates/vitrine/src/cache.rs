//! A small cache of finished page responses (rendered, compressed, with every header), so a
//! page is rendered and compressed once per minute per kind of visitor instead of once per
//! request.
//!
//! Correct because a page is a pure function of what the key holds: the path and query, and the
//! four headers the pages read or vary on (`Cookie` for `lang` and `theme`, `Accept-Language`,
//! `Accept-Encoding`, `Accept`). Only plain `GET` answers with status 200, no `Set-Cookie` and
//! no `Cache-Control: no-store` are kept (so `/healthz` and the form answers never are).
//! Conditional requests (`If-None-Match`) go to the handler, which answers 304.
//!
//! One cache per worker thread (no lock), bounded in entries and bytes, entries live
//! `TTL` (the footer's year and any later content change show within a minute). The request
//! log sits outside it: every request is still logged, with its own request id.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

use actix_web::body::{self, BoxBody, MessageBody};
use actix_web::dev::{Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::http::header::{self, HeaderMap};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::{from_fn, Next};
use actix_web::web::Bytes;
use actix_web::{Error, HttpResponse};

/// How long an entry is served before the page is rendered again.
pub const TTL: Duration = Duration::from_secs(60);
/// Entries per worker; beyond, the cache starts over (memory stays bounded whatever the keys).
const MAX_ENTRIES: usize = 256;
/// Body bytes per worker (compressed pages weigh about 8 kB, uncompressed about 60 kB).
const MAX_BYTES: usize = 4 * 1024 * 1024;
/// Longest key accepted: an unusually long URL or header is served, just not cached.
const MAX_KEY_LEN: usize = 2048;
/// Largest body kept.
const MAX_BODY: usize = 512 * 1024;

struct Entry {
    stored: Instant,
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
}

#[derive(Default)]
struct PageCache {
    entries: HashMap<String, Entry>,
    bytes: usize,
}

impl PageCache {
    fn get(&mut self, key: &str) -> Option<HttpResponse> {
        let fresh = self
            .entries
            .get(key)
            .is_some_and(|entry| entry.stored.elapsed() < TTL);
        if !fresh {
            if let Some(stale) = self.entries.remove(key) {
                self.bytes -= stale.body.len();
            }
            return None;
        }
        let entry = self.entries.get(key)?;
        let mut response = HttpResponse::with_body(entry.status, BoxBody::new(entry.body.clone()));
        *response.headers_mut() = entry.headers.clone();
        Some(response)
    }

    fn put(&mut self, key: String, entry: Entry) {
        if self.entries.len() >= MAX_ENTRIES || self.bytes + entry.body.len() > MAX_BYTES {
            self.entries.clear();
            self.bytes = 0;
        }
        self.bytes += entry.body.len();
        if let Some(previous) = self.entries.insert(key, entry) {
            self.bytes -= previous.body.len();
        }
    }
}

/// The cache key of a request, or `None` when the request must not use the cache.
pub fn key(req: &ServiceRequest) -> Option<String> {
    if req.method() != Method::GET {
        return None;
    }
    let headers = req.headers();
    if headers.contains_key(header::IF_NONE_MATCH)
        || headers.contains_key(header::IF_MODIFIED_SINCE)
        || headers.contains_key(header::RANGE)
        || headers.contains_key(header::AUTHORIZATION)
    {
        return None;
    }
    let mut key = String::with_capacity(256);
    key.push_str(req.uri().path_and_query().map_or("/", |pq| pq.as_str()));
    for name in [
        header::COOKIE,
        header::ACCEPT_LANGUAGE,
        header::ACCEPT_ENCODING,
        header::ACCEPT,
    ] {
        key.push('\n');
        for value in headers.get_all(name) {
            key.push_str(value.to_str().ok()?);
            key.push('\u{1f}');
        }
    }
    (key.len() <= MAX_KEY_LEN).then_some(key)
}

fn cacheable(response: &ServiceResponse<impl MessageBody>) -> bool {
    let headers = response.headers();
    response.status() == StatusCode::OK
        && !headers.contains_key(header::SET_COOKIE)
        && !headers
            .get(header::CACHE_CONTROL)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.contains("no-store") || v.contains("private"))
}

/// The middleware; wrap it outside compression and security headers, inside the request log.
pub fn page_cache<S, B>(
) -> impl Transform<S, ServiceRequest, Response = ServiceResponse<BoxBody>, Error = Error, InitError = ()>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error> + 'static,
    B: MessageBody + 'static,
{
    // Created in each worker's App factory: one cache per worker thread.
    let cache = Rc::new(RefCell::new(PageCache::default()));
    from_fn(move |req: ServiceRequest, next: Next<B>| {
        let cache = Rc::clone(&cache);
        async move { serve(&cache, req, next).await }
    })
}

async fn serve<B: MessageBody + 'static>(
    cache: &RefCell<PageCache>,
    req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let Some(key) = key(&req) else {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_boxed_body);
    };
    let hit = cache.borrow_mut().get(&key);
    if let Some(response) = hit {
        return Ok(req.into_response(response));
    }
    let response = next.call(req).await?;
    if !cacheable(&response) {
        return Ok(response.map_into_boxed_body());
    }
    let (req, response) = response.into_parts();
    let (head, body) = response.into_parts();
    // Our own rendered pages: bounded by the templates, not by the visitor.
    let bytes = body::to_bytes(body)
        .await
        .map_err(|error| actix_web::error::ErrorInternalServerError(error.into()))?;
    if bytes.len() <= MAX_BODY {
        let entry = Entry {
            stored: Instant::now(),
            status: head.status(),
            headers: head.headers().clone(),
            body: bytes.clone(),
        };
        cache.borrow_mut().put(key, entry);
    }
    Ok(ServiceResponse::new(
        req,
        head.set_body(BoxBody::new(bytes)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn entry(size: usize) -> Entry {
        Entry {
            stored: Instant::now(),
            status: StatusCode::OK,
            headers: HeaderMap::new(),
            body: Bytes::from(vec![b'x'; size]),
        }
    }

    #[test]
    fn an_entry_is_served_until_its_ttl() {
        let mut cache = PageCache::default();
        cache.put("a".into(), entry(10));
        assert!(cache.get("a").is_some());
        assert!(cache.get("b").is_none());
        let mut old = entry(10);
        old.stored = Instant::now() - TTL - Duration::from_secs(1);
        cache.put("a".into(), old);
        assert!(cache.get("a").is_none(), "stale entry served");
        assert_eq!((cache.entries.len(), cache.bytes), (0, 0));
    }

    #[test]
    fn memory_stays_bounded_whatever_the_keys() {
        let mut cache = PageCache::default();
        for i in 0..10_000 {
            cache.put(format!("k{i}"), entry(20_000));
            assert!(cache.entries.len() <= MAX_ENTRIES);
            assert!(cache.bytes <= MAX_BYTES);
            assert_eq!(
                cache.bytes,
                cache.entries.values().map(|e| e.body.len()).sum::<usize>()
            );
        }
    }

    #[test]
    fn the_key_holds_everything_a_page_depends_on() {
        let base = || TestRequest::get().uri("/about?lang=en");
        let plain = key(&base().to_srv_request()).expect("cacheable");
        let variants = [
            base().insert_header(("cookie", "theme=dark")),
            base().insert_header(("accept-language", "ar")),
            base().insert_header(("accept-encoding", "gzip")),
            base().insert_header(("accept", "application/json")),
            TestRequest::get().uri("/about?lang=ar"),
        ];
        for variant in variants {
            assert_ne!(
                key(&variant.to_srv_request()).as_deref(),
                Some(plain.as_str())
            );
        }
        assert_eq!(key(&base().to_srv_request()), Some(plain));
    }

    #[test]
    fn some_requests_never_use_the_cache() {
        assert!(key(&TestRequest::post().uri("/contact").to_srv_request()).is_none());
        assert!(key(&TestRequest::default()
            .method(Method::HEAD)
            .uri("/")
            .to_srv_request())
        .is_none());
        let conditional = TestRequest::get()
            .uri("/")
            .insert_header(("if-none-match", "W/\"1\""));
        assert!(key(&conditional.to_srv_request()).is_none());
        let long = TestRequest::get().uri(&format!("/?q={}", "a".repeat(MAX_KEY_LEN)));
        assert!(key(&long.to_srv_request()).is_none());
    }
}

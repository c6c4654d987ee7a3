//! A small cache of finished page responses (rendered, compressed, with every header), so a
//! page is rendered and compressed once per minute per kind of visitor instead of once per
//! request: every page stays the same bytes for everyone who sees the same thing.
//!
//! Correct because a page is a pure function of what `PageKey` holds: the route (with the case,
//! article or person a `{slug}` page shows), the values of its query the page declares
//! (`Page::inputs`: a listing's filters, the contact form's subject and confirmation, the only
//! values its handler can read), the language (after negotiation), the theme, the language
//! banner, the newsletter's notice and the content encoding (after negotiation). The key is
//! built from those values, each checked against what exists (real slugs, the fixed filter
//! values, the titles the site's request links carry), never from raw headers or the raw
//! query, so unknown query parameters, other cookies and different spellings of one
//! Accept-Language all share one entry, and a flood of random URLs cannot push the real pages
//! out. Only plain `GET` answers with status 200, no `Set-Cookie` and no
//! `Cache-Control: no-store` are kept (so `/healthz` and the form answers never are).
//! Conditional requests (`If-None-Match`) go to the handler, which answers 304.
//!
//! The `lang` cookie is the one part of a page answer that depends on the visitor's own
//! cookie rather than on the page: it is added here, outside the cache, and only when it
//! would change what the browser holds (a returning visitor following a `?lang=` link in the
//! language already chosen gets no `Set-Cookie`).
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
use actix_web::http::header::{self, ContentEncoding, HeaderMap};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::{from_fn, Next};
use actix_web::web::Bytes;
use actix_web::{Error, HttpResponse};

use crate::compress;
use crate::content::Library;
use crate::lang::{Lang, LangSource};
use crate::metrics::CacheCounters;
use crate::pages::page::{InputKey, Page, MAX_INPUTS};
use crate::pages::response::preference_cookie;
use crate::state::{AppState, CacheStats};
use crate::visitor::Visitor;

fn stats_of(req: &ServiceRequest) -> Option<std::sync::Arc<CacheStats>> {
    req.app_data::<actix_web::web::Data<AppState>>()
        .map(|state| std::sync::Arc::clone(&state.cache_stats))
}

/// How long an entry is served before the page is rendered again.
pub(crate) const TTL: Duration = Duration::from_secs(60);
/// Entries per worker; beyond, the oldest goes (memory stays bounded whatever the keys).
const MAX_ENTRIES: usize = 256;
/// Body bytes per worker (compressed pages weigh about 8 kB, uncompressed about 60 kB).
const MAX_BYTES: usize = 4 * 1024 * 1024;
/// Largest body kept.
const MAX_BODY: usize = 512 * 1024;

/// Routes whose `GET` answer is cached besides the pages: they read nothing from the request
/// but the language (a feed's `?lang=`). The archive's feed shows an issue sent within `TTL`,
/// like the archive's page; the sitemap is not cached, so it lists an issue sent at once.
const OTHER_CACHED_PATHS: [&str; 4] = [
    "/robots.txt",
    "/site.webmanifest",
    "/resources/feed.xml",
    "/newsletter/archive/feed.xml",
];

/// Everything a cached answer depends on, normalised.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PageKey {
    path: &'static str,
    /// The case, article or person of a `{slug}` page.
    item: Option<&'static str>,
    /// The values of its query the page reads (`Page::inputs`: a listing's filters, the
    /// contact form's subject and confirmation), as it reads them.
    inputs: InputKey,
    lang: Lang,
    theme: Option<&'static str>,
    /// The language the banner offers, if it shows.
    banner: Option<Lang>,
    /// The newsletter outcome shown after a sign-up without JavaScript.
    newsletter_notice: Option<&'static str>,
    encoding: ContentEncoding,
}

/// What the page's path names: the route and, for a `{slug}` page, the case, article or person
/// it shows (taken from the library built into the binary, so only real items make keys).
fn cached_route(path: &str) -> Option<(&'static str, Option<&'static str>)> {
    if let Some(known) = OTHER_CACHED_PATHS.into_iter().find(|known| *known == path) {
        return Some((known, None));
    }
    Page::ALL
        .iter()
        .find_map(|page| match page.path.split_once("{slug}") {
            None => (page.path == path).then_some((page.path, None)),
            Some((prefix, _)) => {
                let slug = path.strip_prefix(prefix)?;
                let library = Library::get();
                let item = if *page == Page::CASE {
                    library.case(slug).map(|case| case.slug.as_str())
                } else if *page == Page::ARTICLE {
                    library.article(slug).map(|article| article.slug.as_str())
                } else if *page == Page::PERSON {
                    library.person(slug).map(|person| person.slug.as_str())
                } else {
                    None
                };
                item.map(|item| (page.path, Some(item)))
            }
        })
}

struct Entry {
    stored: Instant,
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
}

#[derive(Default)]
struct PageCache {
    entries: HashMap<PageKey, Entry>,
    bytes: usize,
    /// Keys being rendered right now: other requests for them wait for the entry instead of
    /// rendering and compressing the same page at once (a brotli encoder holds megabytes, so
    /// 64 connections missing together after a restart or an expiry would hold hundreds).
    rendering: std::collections::HashSet<PageKey>,
}

/// Longest wait for a page another request is rendering before rendering it too.
const WAIT_FOR_RENDER: Duration = Duration::from_millis(250);

/// Takes a key off `rendering` however the render ends (answer, error, dropped connection).
struct Rendering<'a> {
    cache: &'a RefCell<PageCache>,
    key: PageKey,
}

impl Drop for Rendering<'_> {
    fn drop(&mut self) {
        self.cache.borrow_mut().rendering.remove(&self.key);
    }
}

impl PageCache {
    fn get(&mut self, key: &PageKey) -> Option<HttpResponse> {
        // One lookup: hashing a key costs more than building the answer from the entry.
        match self.entries.get(key) {
            Some(entry) if entry.stored.elapsed() < TTL => {
                let mut response =
                    HttpResponse::with_body(entry.status, BoxBody::new(entry.body.clone()));
                *response.headers_mut() = entry.headers.clone();
                Some(response)
            }
            Some(_) => {
                self.remove(key);
                None
            }
            None => None,
        }
    }

    fn remove(&mut self, key: &PageKey) {
        if let Some(entry) = self.entries.remove(key) {
            self.bytes -= entry.body.len();
        }
    }

    fn put(&mut self, key: PageKey, entry: Entry) {
        self.remove(&key);
        while !self.entries.is_empty()
            && (self.entries.len() >= MAX_ENTRIES || self.bytes + entry.body.len() > MAX_BYTES)
        {
            // The oldest goes: the pages visitors keep asking for are stored again at once.
            let oldest = self
                .entries
                .iter()
                .min_by_key(|(_, entry)| entry.stored)
                .map(|(key, _)| key.clone());
            match oldest {
                Some(oldest) => self.remove(&oldest),
                None => break,
            }
        }
        self.bytes += entry.body.len();
        self.entries.insert(key, entry);
    }
}

/// The cache key of a request, or `None` when the request must not use the cache.
pub fn key(req: &ServiceRequest) -> Option<PageKey> {
    key_for(req, &Visitor::from_request(req.request()))
}

/// `key`, with the visitor already read from the request.
fn key_for(req: &ServiceRequest, visitor: &Visitor) -> Option<PageKey> {
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
    let (path, item) = cached_route(req.path())?;
    let inputs = match Page::ALL.iter().find(|page| page.path == path) {
        Some(page) => page.input_key(visitor)?,
        None => [None; MAX_INPUTS],
    };
    Some(PageKey {
        path,
        item,
        inputs,
        lang: visitor.lang,
        theme: visitor.theme.map(|theme| theme.as_str()),
        banner: visitor.suggested_lang,
        newsletter_notice: visitor.newsletter_notice.map(|notice| notice.code()),
        encoding: compress::negotiated_encoding(req),
    })
}

/// Whether the answer must set the `lang` cookie: the visitor chose a language with `?lang=`
/// and the cookie they sent does not already hold it.
pub(crate) fn changes_lang_cookie(req: &actix_web::HttpRequest, visitor: &Visitor) -> bool {
    visitor.lang_source == LangSource::Query
        && crate::visitor::cookie_value(req, "lang").and_then(Lang::from_code) != Some(visitor.lang)
}

fn cacheable(response: &ServiceResponse<impl MessageBody>, encoding: ContentEncoding) -> bool {
    let headers = response.headers();
    let answered_encoding = headers
        .get(header::CONTENT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("identity");
    response.status() == StatusCode::OK
        && answered_encoding == encoding.as_str()
        && !headers.contains_key(header::SET_COOKIE)
        && !headers
            .get(header::CACHE_CONTROL)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.contains("no-store") || v.contains("private"))
}

/// The middleware; wrap it outside compression and security headers, inside the request log.
pub(crate) fn page_cache<S, B>(
) -> impl Transform<S, ServiceRequest, Response = ServiceResponse<BoxBody>, Error = Error, InitError = ()>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error> + 'static,
    B: MessageBody + 'static,
{
    // Created in each worker's App factory: one cache per worker thread.
    let cache = Rc::new(RefCell::new(PageCache::default()));
    let counters = Rc::new(CacheCounters::new());
    from_fn(move |req: ServiceRequest, next: Next<B>| {
        let cache = Rc::clone(&cache);
        let counters = Rc::clone(&counters);
        async move {
            let visitor = Visitor::from_request(req.request());
            let set_lang = changes_lang_cookie(req.request(), &visitor);
            let mut response = serve(&cache, &counters, req, &visitor, next).await?;
            let is_html = response
                .headers()
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.starts_with("text/html"));
            if set_lang && is_html {
                let secure = response
                    .request()
                    .app_data::<actix_web::web::Data<AppState>>()
                    .is_some_and(|state| state.config.is_https());
                let cookie = preference_cookie("lang", visitor.lang.as_str(), secure);
                if let Ok(value) = header::HeaderValue::from_str(&cookie.to_string()) {
                    response.headers_mut().append(header::SET_COOKIE, value);
                }
            }
            Ok(response)
        }
    })
}

async fn serve<B: MessageBody + 'static>(
    cache: &RefCell<PageCache>,
    counters: &CacheCounters,
    req: ServiceRequest,
    visitor: &Visitor,
    next: Next<B>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let Some(key) = key_for(&req, visitor) else {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_boxed_body);
    };
    let stats = stats_of(&req);
    let started = Instant::now();
    let _rendering = loop {
        let hit = cache.borrow_mut().get(&key);
        if let Some(response) = hit {
            counters.hit();
            if let Some(stats) = &stats {
                stats.count_served();
            }
            return Ok(req.into_response(response));
        }
        let claimed = cache.borrow_mut().rendering.insert(key.clone());
        if claimed {
            break Some(Rendering {
                cache,
                key: key.clone(),
            });
        }
        if started.elapsed() >= WAIT_FOR_RENDER {
            break None;
        }
        actix_web::rt::time::sleep(Duration::from_millis(1)).await;
    };
    counters.miss();
    let response = next.call(req).await?;
    if !cacheable(&response, key.encoding) {
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
        if let Some(stats) = &stats {
            stats.count_stored();
        }
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

    /// The `n`-th of many distinct keys.
    fn nth_key(n: usize) -> PageKey {
        let encodings = [
            ContentEncoding::Identity,
            ContentEncoding::Brotli,
            ContentEncoding::Gzip,
            ContentEncoding::Deflate,
        ];
        let notices = [None, Some("subscribed"), Some("empty"), Some("invalid")];
        let banners = [None, Some(Lang::Fr), Some(Lang::En), Some(Lang::Ar)];
        PageKey {
            path: Page::ALL[n % Page::ALL.len()].path,
            item: None,
            inputs: [None, None, [None, Some("1")][n / 1872 % 2]],
            lang: Lang::ALL[n / 13 % 3],
            theme: [None, Some("light"), Some("dark")][n / 39 % 3],
            banner: banners[n / 117 % 4],
            newsletter_notice: notices[n / 468 % 4],
            encoding: encodings[n / 3744 % 4],
        }
    }

    #[test]
    fn an_entry_is_served_until_its_ttl() {
        let mut cache = PageCache::default();
        cache.put(nth_key(0), entry(10));
        assert!(cache.get(&nth_key(0)).is_some());
        assert!(cache.get(&nth_key(1)).is_none());
        let mut old = entry(10);
        old.stored = Instant::now() - TTL - Duration::from_secs(1);
        cache.put(nth_key(0), old);
        assert!(cache.get(&nth_key(0)).is_none(), "stale entry served");
        assert_eq!((cache.entries.len(), cache.bytes), (0, 0));
    }

    #[test]
    fn memory_stays_bounded_whatever_the_keys() {
        let mut cache = PageCache::default();
        for i in 0..10_000 {
            cache.put(nth_key(i), entry(20_000));
            assert!(cache.entries.len() <= MAX_ENTRIES);
            assert!(cache.bytes <= MAX_BYTES);
            assert_eq!(
                cache.bytes,
                cache.entries.values().map(|e| e.body.len()).sum::<usize>()
            );
        }
        assert!(cache.get(&nth_key(9_999)).is_some(), "newest entry evicted");
    }

    #[test]
    fn the_key_holds_what_the_page_depends_on_and_nothing_else() {
        let base = || TestRequest::get().uri("/about?lang=en");
        let plain = key(&base().to_srv_request()).expect("cacheable");
        let variants = [
            base().insert_header(("cookie", "theme=dark")),
            base().insert_header(("accept-language", "ar")),
            base().insert_header(("accept-encoding", "gzip")),
            TestRequest::get().uri("/about?lang=ar"),
            TestRequest::get().uri("/about?lang=en&newsletter=subscribed"),
            TestRequest::get().uri("/faq?lang=en"),
        ];
        for variant in variants {
            assert_ne!(key(&variant.to_srv_request()).as_ref(), Some(&plain));
        }
        let same = [
            TestRequest::get().uri("/about?lang=en&utm_source=x&fbclid=1"),
            TestRequest::get().uri("/about?utm=1&lang=en"),
            base().insert_header(("cookie", "_ga=GA1.2; other=1")),
            base().insert_header(("cookie", "lang=en")),
            base().insert_header(("accept", "application/json")),
            base().insert_header(("accept-encoding", "identity")),
            base().insert_header(("accept-language", "en-GB,en;q=0.9")),
            base().insert_header(("accept-language", "EN")),
        ];
        for request in same {
            assert_eq!(key(&request.to_srv_request()).as_ref(), Some(&plain));
        }
    }

    #[test]
    fn items_filters_and_request_subjects_have_keys_of_their_own() {
        let key_of = |uri: &str| key(&TestRequest::get().uri(uri).to_srv_request());
        let case = key_of("/cases/energy-cloud-migration?lang=fr");
        assert!(case.is_some(), "a case page is cached");
        assert_ne!(case, key_of("/cases/ministry-online-forms?lang=fr"));
        let article = key_of("/resources/rpa-or-api-integration?lang=ar");
        assert!(article.is_some(), "an article is cached");
        assert_ne!(article, key_of("/resources/online-services-tender?lang=ar"));
        let person = key_of("/about/helene-tremblay?lang=en");
        assert!(person.is_some(), "a person's page is cached");
        assert_ne!(person, key_of("/about/karim-benjelloun?lang=en"));
        assert!(key_of("/about/nobody?lang=en").is_none());
        assert_ne!(
            key_of("/cases?lang=fr"),
            key_of("/cases?lang=fr&sector=ministry")
        );
        assert_ne!(
            key_of("/resources?lang=fr&type=guide"),
            key_of("/resources?lang=fr&topic=cloud")
        );
        // Made-up filter values filter nothing, and a page without filters ignores them.
        assert_eq!(
            key_of("/cases?lang=fr"),
            key_of("/cases?lang=fr&sector=x%27")
        );
        assert_eq!(
            key_of("/resources?lang=fr"),
            key_of("/resources?lang=fr&type=zz&topic=1")
        );
        assert_eq!(
            key_of("/about?lang=fr"),
            key_of("/about?lang=fr&sector=ministry")
        );
        // Each "Request this document" link of /resources, in each language, has its own entry.
        for lang in Lang::ALL {
            let links: Vec<String> =
                crate::pages::stories::resource_cards(Library::get(), lang, None, None)
                    .into_iter()
                    .filter_map(|card| match card.access {
                        crate::pages::stories::Access::Request { href, .. } => Some(href),
                        _ => None,
                    })
                    .collect();
            assert!(!links.is_empty(), "documents sent on request");
            for link in links {
                let asked = key_of(link.trim_end_matches("#contact-form"));
                assert!(asked.is_some(), "{link} is cached");
                assert_ne!(asked, key_of(&format!("/contact?lang={}", lang.as_str())));
            }
        }
    }

    #[test]
    fn some_requests_never_use_the_cache() {
        assert!(key(&TestRequest::post().uri("/contact").to_srv_request()).is_none());
        assert!(key(&TestRequest::get().uri("/nope").to_srv_request()).is_none());
        assert!(key(&TestRequest::get().uri("/healthz").to_srv_request()).is_none());
        let conditional = TestRequest::get()
            .uri("/")
            .insert_header(("if-none-match", "W/\"1\""));
        assert!(key(&conditional.to_srv_request()).is_none());
        let unknown_item = TestRequest::get().uri("/cases/no-such-case");
        assert!(key(&unknown_item.to_srv_request()).is_none());
        let free_subject = TestRequest::get().uri("/contact?subject=Anything+at+all");
        assert!(key(&free_subject.to_srv_request()).is_none());
    }
}

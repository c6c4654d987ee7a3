//! Which requests are page views: the middleware that counts them, outside the page cache (so a
//! page served from the cache counts like a rendered one) and outside the `HEAD`-as-`GET`
//! conversion (so a `HEAD` is seen as what it is).
//!
//! Counted: a `GET` of one of the site's pages (`seo::page_path`: the registry's pages,
//! every case study, article and person) answered with 200 and HTML, from a browser. Not
//! counted: `HEAD` and every other method; prefetches (`Sec-Purpose: prefetch`, `Purpose:
//! prefetch`, Firefox's `X-Moz: prefetch`), which a browser may never show; any other answer
//! (304, 404, a redirect, an error); static files, downloads, photos, feeds, the sitemap,
//! robots.txt, the newsletter's links, the health check and `/console` (none is a page of the
//! registry); a request carrying the console's session cookie (an operator signed in); robots
//! and tools (`audience::is_robot`). Nothing is added to the answer: counting sets no cookie.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{web, Error, HttpRequest};

use crate::audience::PageView;
use crate::console::SESSION_COOKIE;
use crate::seo::page_path;
use crate::state::AppState;
use crate::visitor::{client_address, cookie_value, lang_of};

/// The middleware: counts the page views among the requests it sees.
pub(crate) async fn count_views(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let page = countable(req.request());
    let response = next.call(req).await?;
    if let Some(path) = page {
        if answered_page(&response) {
            record(response.request(), path);
        }
    }
    Ok(response)
}

/// The page a request asks for, when it is a view that may count (the answer decides).
fn countable(req: &HttpRequest) -> Option<&'static str> {
    if req.method() != Method::GET {
        return None;
    }
    let path = page_path(req.path())?;
    let headers = req.headers();
    let says = |name: &str, word: &str| {
        headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.to_ascii_lowercase().contains(word))
    };
    if says("sec-purpose", "prefetch") || says("purpose", "prefetch") || says("x-moz", "prefetch") {
        return None;
    }
    // A request carrying the console's session cookie is an operator's.
    if cookie_value(req, SESSION_COOKIE).is_some() {
        return None;
    }
    Some(path)
}

/// A page answered whole: 200 and HTML.
fn answered_page(response: &ServiceResponse<impl MessageBody>) -> bool {
    response.status() == StatusCode::OK
        && response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.starts_with("text/html"))
}

fn record(req: &HttpRequest, path: &'static str) {
    let Some(state) = req.app_data::<web::Data<AppState>>() else {
        return;
    };
    let headers = req.headers();
    let text = |name: header::HeaderName| headers.get(name).and_then(|value| value.to_str().ok());
    state.audience.record_view(&PageView {
        path,
        lang: lang_of(req),
        user_agent: text(header::USER_AGENT).unwrap_or_default(),
        referer: text(header::REFERER),
        client: client_address(req, &state.config.trusted_proxies),
    });
}

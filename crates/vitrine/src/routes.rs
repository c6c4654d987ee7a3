//! Every route of the site: the pages from the registry (`registry`) and the few
//! endpoints that are not pages (`ENDPOINTS`), and what HTTP asks of all of them: `HEAD`
//! wherever `GET` answers, 405 with `Allow` for a known path asked with another method, and
//! one canonical address per path (`/about/` and `//about` redirect to `/about`). Both come
//! from the same two tables, so a new page or endpoint gets them without a line here.

use std::pin::Pin;
use std::task::{Context, Poll};

use actix_web::body::{BodySize, BoxBody, MessageBody};
use actix_web::dev::{ResourceDef, ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::{from_fn, DefaultHeaders, Next};
use actix_web::web::Bytes;
use actix_web::{web, Error, HttpRequest, HttpResponse, ResponseError, Route};

use crate::assets::{Dist, Manifest};
use crate::error::{AppError, ErrorKind};
use crate::newsletter::links as subscription;
use crate::pages::page::Page;
use crate::{
    cache, contact, health, newsletter, observe, preferences, request_limits, seo, wellknown,
};

/// Builds the handler of an endpoint or page (a plain function, so tables can hold it).
pub(crate) type RouteFn = fn() -> Route;

/// What the site answers that is not a page of the registry: form posts, the newsletter's
/// links (pages reached from a mail, never listed nor indexed), files for crawlers and
/// browsers, the theme switch, the health check. Each entry is a path, the method it answers
/// and its handler (the method guard is added when mounting). Pages come from the registry.
pub const ENDPOINTS: [(&str, Method, RouteFn); 19] = route_table![
    POST "/contact" => contact::submit,
    POST "/newsletter" => newsletter::subscribe,
    GET "/newsletter/confirm" => subscription::confirm_page,
    POST "/newsletter/confirm" => subscription::confirm,
    GET "/newsletter/unsubscribe" => subscription::unsubscribe_page,
    POST "/newsletter/unsubscribe" => subscription::unsubscribe,
    // Before `/newsletter/archive/{slug}`, which would take it for an issue.
    GET "/newsletter/archive/feed.xml" => newsletter::archive::feed,
    GET "/newsletter/archive/{slug}" => newsletter::archive::issue_page,
    GET "/sitemap.xml" => seo::sitemap,
    GET "/robots.txt" => seo::robots,
    GET "/site.webmanifest" => seo::web_manifest,
    GET "/theme" => preferences::set_theme,
    GET "/healthz" => health::healthz,
    GET "/favicon.ico" => root_icon,
    GET "/apple-touch-icon.png" => root_icon,
    GET "/.well-known/security.txt" => wellknown::security_txt,
    // Before the registry's `/resources/{slug}`, which would take it for an article.
    GET "/resources/feed.xml" => crate::pages::stories::feed,
    // Files of `content/`: the documents offered for download, and a person's photo from
    // their folder in `content/people`.
    GET "/resources/files/{name}" => crate::pages::stories::download,
    GET "/about/{slug}/{file}" => crate::pages::people::photo,
];

/// Every path the site answers outside `/static/` (actix patterns), in mounting order:
/// endpoints first (a fixed path such as a feed before a page's `{slug}` beside it), then the
/// registry's pages.
pub fn known_paths() -> Vec<&'static str> {
    let mut paths: Vec<&'static str> = Vec::new();
    let all = ENDPOINTS
        .iter()
        .map(|(path, _, _)| *path)
        .chain(Page::ALL.iter().map(|page| page.path));
    for path in all {
        if !paths.contains(&path) {
            paths.push(path);
        }
    }
    paths
}

/// The methods `path` answers, as the `Allow` header says them (`HEAD` wherever `GET` is).
pub fn allow_of(path: &str) -> String {
    let page = Page::ALL.iter().any(|page| page.path == path);
    let answers = |method: &Method| {
        (*method == Method::GET && page)
            || ENDPOINTS
                .iter()
                .any(|(known, answered, _)| *known == path && answered == method)
    };
    let mut allow = Vec::new();
    if answers(&Method::GET) {
        allow.extend(["GET", "HEAD"]);
    }
    if answers(&Method::POST) {
        allow.push("POST");
    }
    allow.join(", ")
}

/// One resource per known path: its page (with the page as resource data for its handler),
/// its endpoints, and 405 with `Allow` for any other method.
pub(crate) fn routes(cfg: &mut web::ServiceConfig) {
    for path in known_paths() {
        let mut resource = web::resource(path);
        if let Some(page) = Page::ALL.iter().find(|page| page.path == path) {
            resource = resource
                .app_data(web::Data::new(page))
                .route((page.view)().method(Method::GET));
        }
        for (_, method, route) in ENDPOINTS.iter().filter(|(known, _, _)| *known == path) {
            resource = resource.route(route().method(method.clone()));
        }
        let allow = allow_of(path);
        cfg.service(resource.default_service(web::to(move |req: HttpRequest| {
            method_not_allowed(req, allow.clone())
        })));
    }
}

async fn method_not_allowed(req: HttpRequest, allow: String) -> HttpResponse {
    let mut response = AppError::new(&req, ErrorKind::MethodNotAllowed).error_response();
    if let Ok(allow) = header::HeaderValue::from_str(&allow) {
        response.headers_mut().insert(header::ALLOW, allow);
    }
    response
}

/// Unknown paths: a 308 to the canonical address when the path only differs from a known one
/// by a trailing or doubled slash (the query, so `?lang=`, kept), the not-found page otherwise.
async fn not_found(req: HttpRequest) -> Result<HttpResponse, AppError> {
    // CONNECT names a host, not a path: no resource here answers it (nor would its
    // "canonical" path, which an empty target would otherwise redirect to).
    if req.method() == Method::CONNECT {
        return Ok(method_not_allowed(req, "GET, HEAD".to_owned()).await);
    }
    if let Some(canonical) = canonical_path(req.path()) {
        let location = match req.query_string() {
            "" => canonical,
            query => format!("{canonical}?{query}"),
        };
        return Ok(HttpResponse::PermanentRedirect()
            .insert_header((header::LOCATION, location))
            .finish());
    }
    Err(AppError::not_found(&req))
}

/// The known address `path` stands for, when it is not already that address: repeated
/// slashes collapsed, a trailing slash dropped, and the result a path some `GET` answers
/// with a page (for a page of items, `{slug}`, one of its real items: a redirect must not
/// lead to a not-found page).
pub(crate) fn canonical_path(path: &str) -> Option<String> {
    let mut collapsed = String::with_capacity(path.len());
    for segment in path.split('/').filter(|segment| !segment.is_empty()) {
        collapsed.push('/');
        collapsed.push_str(segment);
    }
    if collapsed.is_empty() {
        collapsed.push('/');
    }
    if collapsed == path {
        return None;
    }
    let answers = |known: &str| {
        if !known.contains('{') {
            return known == collapsed;
        }
        ResourceDef::new(known).is_match(&collapsed)
            && Page::ALL
                .iter()
                .filter(|page| page.path == known)
                .any(|page| page.sitemap_paths().contains(&collapsed))
    };
    known_paths()
        .into_iter()
        .filter(|known| allow_of(known).starts_with("GET"))
        .any(answers)
        .then_some(collapsed)
}

/// `HEAD` is answered as `GET` (same status and headers, the page cache shared), then the body
/// is dropped: the declared size stays, so `Content-Length` is the one `GET` sends.
async fn head_as_get(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let is_head = req.method() == Method::HEAD;
    if is_head {
        req.head_mut().method = Method::GET;
    }
    let response = next.call(req).await?;
    if !is_head {
        return Ok(response.map_into_boxed_body());
    }
    Ok(response.map_body(|_, body| BoxBody::new(NoBody(body.size()))))
}

/// The body of a `HEAD` answer: the size the `GET` body has, and no bytes.
struct NoBody(BodySize);

impl MessageBody for NoBody {
    type Error = std::convert::Infallible;

    fn size(&self) -> BodySize {
        self.0
    }

    fn poll_next(
        self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        Poll::Ready(None)
    }
}

/// A built file of `static/dist/` by its hashed name.
async fn static_file(req: HttpRequest, path: web::Path<String>) -> Result<HttpResponse, AppError> {
    crate::assets::serve(&req, &path).ok_or_else(|| AppError::not_found(&req))
}

/// `/favicon.ico` and `/apple-touch-icon.png`: asked for by browsers and bookmarking tools
/// without reading the page, so their names carry no hash and they are cached for a day.
async fn root_icon(req: HttpRequest) -> Result<HttpResponse, AppError> {
    let manifest = Manifest::get();
    let name = match req.path() {
        "/favicon.ico" => &manifest.favicon_ico,
        _ => &manifest.apple_touch_icon,
    };
    let file = Dist::get(name).ok_or_else(|| AppError::not_found(&req))?;
    let content_type = if name.ends_with(".ico") {
        "image/x-icon".to_owned()
    } else {
        crate::assets::content_type(&mime_guess::from_path(name.as_str()).first_or_octet_stream())
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, content_type))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .body(file.data.into_owned()))
}

/// Mounts everything: static files (already compressed) and the rest behind the compression
/// middleware, all with the security headers (the console's own, `console_headers`) and the
/// request log.
pub(crate) fn configure_routes(
    cfg: &mut web::ServiceConfig,
    headers: DefaultHeaders,
    console_headers: DefaultHeaders,
) {
    cfg.service(
        web::scope("/static")
            .wrap(from_fn(request_limits::bounded_head))
            .wrap(headers.clone())
            .wrap(from_fn(head_as_get))
            .wrap(observe::request_log())
            .service(
                web::resource("/{path:.*}")
                    .route(web::get().to(static_file))
                    .default_service(web::to(|req: HttpRequest| {
                        method_not_allowed(req, "GET, HEAD".to_owned())
                    })),
            ),
    )
    // The console: outside the page cache and the compression, every answer private.
    .service(
        web::scope("/console")
            .wrap(from_fn(crate::console::private_answer))
            .wrap(console_headers)
            .wrap(from_fn(request_limits::bounded_head))
            .wrap(from_fn(head_as_get))
            .wrap(observe::request_log())
            .configure(crate::console::routes)
            .default_service(web::to(crate::console::not_found)),
    )
    .service(
        web::scope("")
            .wrap(from_fn(crate::compress::encode_response))
            .wrap(headers.clone())
            .wrap(cache::page_cache())
            .wrap(from_fn(request_limits::bounded_head))
            // Outside the bound check too, so its refusals carry them; DefaultHeaders only
            // adds what a response lacks, so the inner one's work is not redone.
            .wrap(headers)
            // Outside the cache (a HEAD shares the GET's entry) and the bound check.
            .wrap(from_fn(head_as_get))
            // Outside the cache (cached answers count too) and outside `head_as_get` (a HEAD
            // is not a view).
            .wrap(from_fn(crate::page_views::count_views))
            .wrap(observe::request_log())
            .configure(routes)
            .default_service(web::to(not_found)),
    );
}

//! Every route of the site in one place, and what HTTP asks of all of them: `HEAD` wherever
//! `GET` answers, 405 with `Allow` for a known path asked with another method, and one
//! canonical address per page (`/about/` and `//about` redirect to `/about`).

use std::pin::Pin;
use std::task::{Context, Poll};

use actix_web::body::{BodySize, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::{from_fn, Compress, DefaultHeaders, Next};
use actix_web::web::Bytes;
use actix_web::{web, Error, HttpRequest, HttpResponse, ResponseError, Route};

use crate::error::{AppError, ErrorKind};
use crate::pages::{company, contact, home, legal, library, offer};
use crate::{assets, cache, forms, health, observe, preferences, seo, wellknown};

/// What a path answers: its `GET` handler and, for the forms, its `POST` handler.
struct Endpoint {
    path: &'static str,
    get: Option<fn() -> Route>,
    post: Option<fn() -> Route>,
}

const fn page(path: &'static str, get: fn() -> Route) -> Endpoint {
    Endpoint {
        path,
        get: Some(get),
        post: None,
    }
}

/// Every path of the site outside `/static/`.
fn endpoints() -> [Endpoint; 22] {
    [
        page("/", || web::get().to(home::home)),
        page("/about", || web::get().to(company::about)),
        page("/services", || web::get().to(offer::services)),
        page("/solutions", || web::get().to(offer::solutions)),
        page("/technology", || web::get().to(offer::technology)),
        page("/resources", || web::get().to(library::resources)),
        page("/faq", || web::get().to(library::faq)),
        Endpoint {
            path: "/contact",
            get: Some(|| web::get().to(contact::contact)),
            post: Some(|| web::post().to(forms::contact::submit)),
        },
        Endpoint {
            path: "/newsletter",
            get: None,
            post: Some(|| web::post().to(forms::newsletter::subscribe)),
        },
        page("/cases", || web::get().to(company::cases)),
        page("/legal", || web::get().to(legal::legal)),
        page("/privacy", || web::get().to(legal::privacy)),
        page("/terms", || web::get().to(legal::terms)),
        page("/accessibility", || web::get().to(legal::accessibility)),
        page("/sitemap.xml", || web::get().to(seo::sitemap)),
        page("/robots.txt", || web::get().to(seo::robots)),
        page("/site.webmanifest", || web::get().to(seo::web_manifest)),
        page("/theme", || web::get().to(preferences::set_theme)),
        page("/healthz", || web::get().to(health::healthz)),
        page("/favicon.ico", || web::get().to(assets::root_icon)),
        page("/apple-touch-icon.png", || web::get().to(assets::root_icon)),
        page("/.well-known/security.txt", || {
            web::get().to(wellknown::security_txt)
        }),
    ]
}

/// The `Allow` header of an endpoint (`HEAD` wherever `GET` is).
fn allow_of(endpoint: &Endpoint) -> &'static str {
    match (endpoint.get.is_some(), endpoint.post.is_some()) {
        (true, true) => "GET, HEAD, POST",
        (true, false) => "GET, HEAD",
        (false, _) => "POST",
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    for endpoint in endpoints() {
        let allow = allow_of(&endpoint);
        let mut resource = web::resource(endpoint.path);
        if let Some(get) = endpoint.get {
            resource = resource.route(get());
        }
        if let Some(post) = endpoint.post {
            resource = resource.route(post());
        }
        cfg.service(resource.default_service(web::to(move |req: HttpRequest| {
            method_not_allowed(req, allow)
        })));
    }
}

async fn method_not_allowed(req: HttpRequest, allow: &'static str) -> HttpResponse {
    let mut response = AppError::new(&req, ErrorKind::MethodNotAllowed).error_response();
    response
        .headers_mut()
        .insert(header::ALLOW, header::HeaderValue::from_static(allow));
    response
}

/// Unknown paths: a 308 to the canonical address when the path only differs from a known one
/// by a trailing or doubled slash (the query, so `?lang=`, kept), the not-found page otherwise.
async fn not_found(req: HttpRequest) -> Result<HttpResponse, AppError> {
    if let Some(canonical) = canonical_path(req.path()) {
        let location = match req.query_string() {
            "" => canonical.to_owned(),
            query => format!("{canonical}?{query}"),
        };
        return Ok(HttpResponse::PermanentRedirect()
            .insert_header((header::LOCATION, location))
            .finish());
    }
    Err(AppError::not_found(&req))
}

/// The known path `path` stands for, when it is not already that path: repeated slashes
/// collapsed, a trailing slash dropped.
pub fn canonical_path(path: &str) -> Option<&'static str> {
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
    endpoints()
        .into_iter()
        .filter(|endpoint| endpoint.get.is_some())
        .map(|endpoint| endpoint.path)
        .find(|known| *known == collapsed)
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

/// Mounts everything: static files (already compressed) and the rest behind the Compress
/// middleware, all with the security headers and the request log.
pub fn configure_routes(cfg: &mut web::ServiceConfig, headers: DefaultHeaders) {
    cfg.service(
        web::scope("/static")
            .wrap(headers.clone())
            .wrap(from_fn(head_as_get))
            .wrap(from_fn(observe::log_request))
            .service(
                web::resource("/{path:.*}")
                    .route(web::get().to(assets::static_file))
                    .default_service(web::to(|req: HttpRequest| {
                        method_not_allowed(req, "GET, HEAD")
                    })),
            ),
    )
    .service(
        web::scope("")
            .wrap(Compress::default())
            .wrap(headers)
            .wrap(cache::page_cache())
            .wrap(from_fn(head_as_get))
            .wrap(from_fn(observe::log_request))
            .configure(routes)
            .default_service(web::to(not_found)),
    );
}

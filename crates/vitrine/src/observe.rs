//! One structured log line per request: method, path (without query), status, duration,
//! request id. No query string, body, cookie or address is logged: they may hold personal data.
//! A path segment that looks like an email address is replaced by `[redacted]`.
//!
//! The request id is also sent back in `X-Request-Id`, and every event logged while the
//! request is handled (a database error…) carries it, through the `request` span.
//! With `log_format = "json"` each line is one JSON object (see `main.rs`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::http::Method;
use actix_web::middleware::{from_fn, Next};
use tracing::Instrument;

use crate::metrics::RequestSeries;

static NEXT_REQUEST_NUMBER: AtomicU64 = AtomicU64::new(1);

/// Response header carrying the request id, to find a visitor's report in the logs.
pub(crate) const REQUEST_ID_HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// Longest path kept in a log line, in characters.
const MAX_LOGGED_PATH: usize = 200;

/// A request id unique across restarts and instances: a per-process prefix (start time and
/// process id, hashed) and a counter, e.g. `5f3a9c21-42`.
pub(crate) fn next_request_id() -> String {
    static PREFIX: OnceLock<u32> = OnceLock::new();
    let prefix = *PREFIX.get_or_init(|| {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let seed = format!("{nanos}-{}", std::process::id());
        // Truncation intended: 32 bits of a 64-bit hash are plenty to tell processes apart.
        xxhash_rust::xxh3::xxh3_64(seed.as_bytes()) as u32
    });
    let number = NEXT_REQUEST_NUMBER.fetch_add(1, Ordering::Relaxed);
    format!("{prefix:08x}-{number}")
}

/// The path as logged: no query (never part of `path()`), bounded, email-like segments hidden.
pub(crate) fn loggable_path(path: &str) -> String {
    let bounded: String = path.chars().take(MAX_LOGGED_PATH).collect();
    bounded
        .split('/')
        .map(|segment| {
            let lower = segment.to_ascii_lowercase();
            if segment.contains('@') || lower.contains("%40") {
                "[redacted]"
            } else {
                segment
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The request log as a middleware: one line and the metrics per request. Created in each
/// worker's App factory, so each worker thread keeps its own memory of routes and series.
pub(crate) fn request_log<S, B>() -> impl Transform<
    S,
    ServiceRequest,
    Response = ServiceResponse<impl MessageBody>,
    Error = actix_web::Error,
    InitError = (),
>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error> + 'static,
    B: MessageBody + 'static,
{
    let memory = Rc::new(RefCell::new(RequestLogMemory::default()));
    from_fn(move |req: ServiceRequest, next: Next<B>| {
        let memory = Rc::clone(&memory);
        async move { log_request(&memory, req, next).await }
    })
}

async fn log_request<B: MessageBody>(
    memory: &RefCell<RequestLogMemory>,
    req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<B>, actix_web::Error> {
    let started = Instant::now();
    let request_id = next_request_id();
    let method = req.method().clone();
    let path = loggable_path(req.path());
    // The route's template, not the path: one label value per route, whatever visitors type.
    // Found from the path rather than read from the route taken, since the page cache answers
    // its hits before any route is reached.
    let route = memory.borrow_mut().route_of(&req);
    let span = tracing::info_span!("request", request_id = %request_id);
    let mut response = next.call(req).instrument(span).await;
    let status = match &response {
        Ok(response) => response.status().as_u16(),
        Err(error) => error.as_response_error().status_code().as_u16(),
    };
    if let Ok(response) = &mut response {
        if let Ok(value) = HeaderValue::from_str(&request_id) {
            response.headers_mut().insert(REQUEST_ID_HEADER, value);
        }
    }
    let elapsed = started.elapsed();
    memory.borrow_mut().record(route, &method, status, elapsed);
    tracing::info!(
        target: "vitrine::request",
        request_id = %request_id,
        method = %method,
        path = %path,
        status,
        duration_ms = elapsed.as_secs_f64() * 1000.0,
        "request"
    );
    response
}

/// How many paths and series a worker remembers; past it the memory starts again, so a flood
/// of made-up paths costs a match each, as without a memory, and never grows it.
const REMEMBERED: usize = 1024;

/// What the request log remembers on one worker thread. Matching a path against the routes
/// tries their patterns in turn (a regular expression for each route with a parameter): about a
/// microsecond, more than the rest of a cached page's answer, for a result that never changes.
/// Looking up a labelled metric series hashes and allocates its labels each time.
#[derive(Default)]
struct RequestLogMemory {
    routes: HashMap<Box<str>, Rc<str>>,
    series: HashMap<(Rc<str>, &'static str, u16), RequestSeries>,
}

impl RequestLogMemory {
    fn route_of(&mut self, req: &ServiceRequest) -> Rc<str> {
        let path = req.path();
        if let Some(route) = self.routes.get(path) {
            return Rc::clone(route);
        }
        let route: Rc<str> = req
            .match_pattern()
            .as_deref()
            .unwrap_or(crate::metrics::UNMATCHED_ROUTE)
            .into();
        if self.routes.len() >= REMEMBERED {
            self.routes.clear();
        }
        self.routes.insert(path.into(), Rc::clone(&route));
        route
    }

    fn record(&mut self, route: Rc<str>, method: &Method, status: u16, elapsed: Duration) {
        let key = (route, crate::metrics::method_label(method), status);
        if let Some(series) = self.series.get(&key) {
            series.record(elapsed);
            return;
        }
        if self.series.len() >= REMEMBERED {
            self.series.clear();
        }
        let series = RequestSeries::new(&key.0, method, status);
        series.record(elapsed);
        self.series.insert(key, series);
    }
}

/// Where actix-web logs a connection whose request it could not parse: at ERROR, one line
/// per request, so anyone sending garbage could fill the log and page an operator.
const DISPATCHER: &str = "actix_http::h1::dispatcher";

/// Malformed requests counted since the last summary.
static MALFORMED_REQUESTS: AtomicU64 = AtomicU64::new(0);

/// How often the count of malformed requests is logged (when there were any).
pub const MALFORMED_SUMMARY_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// A log filter that keeps actix-web's "stream error" lines (a request it could not parse: bad
/// headers, a broken body) out of the log and counts them instead; `log_malformed_requests`
/// writes the count at WARN once a minute. Every other event passes.
pub struct MalformedRequestCounter;

impl<S> tracing_subscriber::layer::Filter<S> for MalformedRequestCounter {
    fn enabled(
        &self,
        _meta: &tracing::Metadata<'_>,
        _cx: &tracing_subscriber::layer::Context<'_, S>,
    ) -> bool {
        true
    }

    fn event_enabled(
        &self,
        event: &tracing::Event<'_>,
        _cx: &tracing_subscriber::layer::Context<'_, S>,
    ) -> bool {
        let meta = event.metadata();
        if meta.target() != DISPATCHER || *meta.level() != tracing::Level::ERROR {
            return true;
        }
        let mut message = MessageText(String::new());
        event.record(&mut message);
        if message.0.starts_with("stream error") {
            MALFORMED_REQUESTS.fetch_add(1, Ordering::Relaxed);
            return false;
        }
        true
    }
}

/// The `message` field of an event.
struct MessageText(String);

impl tracing::field::Visit for MessageText {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            self.0 = format!("{value:?}");
        }
    }
}

/// Logs, at WARN, how many malformed requests were refused since the last call, if any.
pub fn log_malformed_requests() {
    let count = MALFORMED_REQUESTS.swap(0, Ordering::Relaxed);
    if count > 0 {
        tracing::warn!(
            count,
            period_s = MALFORMED_SUMMARY_EVERY.as_secs(),
            "malformed requests refused (400) in the last period"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_keep_their_shape_but_not_email_addresses() {
        for (path, logged) in [
            ("/about", "/about"),
            ("/", "/"),
            ("/u/jane.doe@example.com/x", "/u/[redacted]/x"),
            ("/u/jane%40example.com", "/u/[redacted]"),
            ("/u/jane%40EXAMPLE.com", "/u/[redacted]"),
        ] {
            assert_eq!(loggable_path(path), logged);
        }
        assert_eq!(loggable_path(&"a".repeat(500)).len(), MAX_LOGGED_PATH);
    }

    #[test]
    fn request_ids_are_distinct_and_share_the_process_prefix() {
        let a = next_request_id();
        let b = next_request_id();
        assert_ne!(a, b);
        let prefix = |id: &str| id.split('-').next().map(str::to_owned);
        assert_eq!(prefix(&a), prefix(&b));
        assert_eq!(prefix(&a).map(|p| p.len()), Some(8));
    }
}

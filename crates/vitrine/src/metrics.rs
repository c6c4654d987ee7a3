//! What an operator watches, in the Prometheus text format: requests by route template,
//! method and status, their latency, the page cache's hits and misses, the mail outbox, the
//! database writes that failed and why, the rate limit's refusals, the process's memory.
//!
//! Served by `vitrine serve` on a listener of its own (`metrics_listen`, loopback by default),
//! never on the public one: the figures say how the site is doing, which is nobody else's
//! business, and a scrape must not count as a visit. Names follow Prometheus's conventions:
//! the `vitrine_` prefix, base units (seconds, bytes), `_total` on counters.
//!
//! The counting functions below are called where things happen; until `install` has put the
//! recorder in place (tests that build the site in-process never do), they cost nothing.
//! Labels only ever take bounded values (route templates, not paths; known methods), so a
//! flood of made-up URLs cannot grow the output.

use std::time::Duration;

use ::metrics::{counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram};
use actix_web::http::{header, Method};
use actix_web::{web, HttpResponse};
use anyhow::Context;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::store::Store;

const REQUESTS: &str = "vitrine_http_requests_total";
const REQUEST_DURATION: &str = "vitrine_http_request_duration_seconds";
const CACHE_HITS: &str = "vitrine_page_cache_hits_total";
const CACHE_MISSES: &str = "vitrine_page_cache_misses_total";
const OUTBOX_QUEUED: &str = "vitrine_mail_outbox_queued";
const OUTBOX_OLDEST_AGE: &str = "vitrine_mail_outbox_oldest_queued_age_seconds";
const OUTBOX_FAILED: &str = "vitrine_mail_outbox_failed";
const STORE_WRITE_FAILURES: &str = "vitrine_store_write_failures_total";
const RATE_LIMIT_REFUSALS: &str = "vitrine_rate_limit_refusals_total";
const RESIDENT_MEMORY: &str = "vitrine_process_resident_memory_bytes";
const METRICS_ERRORS: &str = "vitrine_metrics_collection_errors_total";

/// Upper bounds of the latency buckets, in seconds: a cached page answers in well under a
/// millisecond, a contact post waits for a durable commit (a few milliseconds), and anything
/// past a second is a problem worth seeing.
const DURATION_BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// How often the recorder folds recorded latencies into its histograms between scrapes, so
/// memory stays bounded when nobody scrapes.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The route label of a request no route matched (unknown paths, redirects to a canonical
/// path): one value for all, whatever the path.
pub const UNMATCHED_ROUTE: &str = "unmatched";

/// What `GET /metrics` reads: the recorder's handle, and the database for the outbox figures.
#[derive(Clone)]
pub struct Exporter {
    handle: PrometheusHandle,
    store: Store,
}

/// Installs the process-wide recorder (once, at the start of `vitrine serve`) and describes
/// every metric, so `# HELP` and `# TYPE` lines are there from the first scrape.
pub fn install(store: Store) -> anyhow::Result<Exporter> {
    let handle = PrometheusBuilder::new()
        .set_buckets_for_metric(
            Matcher::Full(REQUEST_DURATION.to_owned()),
            &DURATION_BUCKETS,
        )
        .context("latency buckets")?
        .install_recorder()
        .context("cannot install the metrics recorder")?;
    describe_counter!(
        REQUESTS,
        "HTTP requests answered, by route template, method and status"
    );
    describe_histogram!(
        REQUEST_DURATION,
        ::metrics::Unit::Seconds,
        "Time from a request's arrival to its answer, by route template"
    );
    describe_counter!(CACHE_HITS, "Answers served from the page cache");
    describe_counter!(
        CACHE_MISSES,
        "Cacheable requests the page cache did not hold (the page was rendered)"
    );
    describe_gauge!(OUTBOX_QUEUED, "Mails waiting in the outbox to be sent");
    describe_gauge!(
        OUTBOX_OLDEST_AGE,
        ::metrics::Unit::Seconds,
        "Age of the oldest mail waiting in the outbox (0 when none waits)"
    );
    describe_gauge!(
        OUTBOX_FAILED,
        "Mails given up (permanent refusal or three days without success)"
    );
    describe_counter!(
        STORE_WRITE_FAILURES,
        "Form posts whose database write failed (nothing stored), by reason"
    );
    describe_counter!(
        RATE_LIMIT_REFUSALS,
        "Form posts refused for going over the rate limit, by form"
    );
    describe_gauge!(
        RESIDENT_MEMORY,
        ::metrics::Unit::Bytes,
        "Resident memory of the server process"
    );
    describe_counter!(
        METRICS_ERRORS,
        "Scrapes that could not read a figure (the database or /proc), by figure"
    );
    // Present from the start at zero, so a rate over them is defined before the first event.
    counter!(CACHE_HITS).absolute(0);
    counter!(CACHE_MISSES).absolute(0);
    let upkeep = handle.clone();
    actix_web::rt::spawn(async move {
        let mut every = actix_web::rt::time::interval(UPKEEP_EVERY);
        loop {
            every.tick().await;
            upkeep.run_upkeep();
        }
    });
    Ok(Exporter { handle, store })
}

/// The metrics listener's one route; everything else there is a 404.
pub fn configure(exporter: Exporter) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(web::Data::new(exporter))
            .route("/metrics", web::get().to(scrape));
    }
}

/// `GET /metrics`: the figures read now (outbox, memory), then everything recorded.
async fn scrape(exporter: web::Data<Exporter>) -> HttpResponse {
    match exporter.store.outbox_figures().await {
        Ok(figures) => {
            let now = time::OffsetDateTime::now_utc().unix_timestamp();
            gauge!(OUTBOX_QUEUED).set(figures.queued as f64);
            gauge!(OUTBOX_FAILED).set(figures.failed as f64);
            let oldest = figures
                .oldest_queued_at
                .map_or(0, |queued_at| (now - queued_at).max(0));
            gauge!(OUTBOX_OLDEST_AGE).set(oldest as f64);
        }
        Err(error) => {
            tracing::warn!(
                error = format!("{error:#}"),
                "metrics: cannot read the outbox"
            );
            counter!(METRICS_ERRORS, "figure" => "outbox").increment(1);
        }
    }
    match resident_memory_bytes() {
        Some(bytes) => gauge!(RESIDENT_MEMORY).set(bytes as f64),
        None => counter!(METRICS_ERRORS, "figure" => "memory").increment(1),
    }
    HttpResponse::Ok()
        .insert_header((
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(exporter.handle.render())
}

/// The process's resident set size, from `/proc/self/status` (`VmRSS`, in KiB).
fn resident_memory_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    vm_rss_bytes(&status)
}

fn vm_rss_bytes(status: &str) -> Option<u64> {
    let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
    let kib: u64 = line
        .trim_start_matches("VmRSS:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    kib.checked_mul(1024)
}

/// The two series one kind of answered request adds to: its count by route, method and status,
/// and its latency by route. Looked up once and kept by the request log (`observe`): finding a
/// labelled series in the recorder hashes and allocates its labels, which every request would
/// otherwise pay.
pub(crate) struct RequestSeries {
    count: ::metrics::Counter,
    duration: ::metrics::Histogram,
}

impl RequestSeries {
    /// `route` is the matched route's template (`/resources/{slug}`), or `UNMATCHED_ROUTE`.
    pub(crate) fn new(route: &str, method: &Method, status: u16) -> RequestSeries {
        RequestSeries {
            count: counter!(
                REQUESTS,
                "route" => route.to_owned(),
                "method" => method_label(method),
                "status" => status.to_string()
            ),
            duration: histogram!(REQUEST_DURATION, "route" => route.to_owned()),
        }
    }

    pub(crate) fn record(&self, elapsed: Duration) {
        self.count.increment(1);
        self.duration.record(elapsed.as_secs_f64());
    }
}

/// A bounded label for a method: the ones the site answers, and `other` for the rest.
pub(crate) fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        _ => "other",
    }
}

/// The page cache's hits and misses, looked up once by each worker's cache.
pub(crate) struct CacheCounters {
    hits: ::metrics::Counter,
    misses: ::metrics::Counter,
}

impl CacheCounters {
    pub(crate) fn new() -> CacheCounters {
        CacheCounters {
            hits: counter!(CACHE_HITS),
            misses: counter!(CACHE_MISSES),
        }
    }

    /// An answer served from the page cache.
    pub(crate) fn hit(&self) {
        self.hits.increment(1);
    }

    /// A cacheable request the cache did not hold.
    pub(crate) fn miss(&self) {
        self.misses.increment(1);
    }
}

/// A form post the database did not take; `reason` is what `/healthz` would say
/// (`disk full`, `database locked`…) or `other`.
pub fn store_write_failed(reason: &'static str) {
    counter!(STORE_WRITE_FAILURES, "reason" => reason).increment(1);
}

/// A form post refused for going over the rate limit.
pub fn rate_limit_refused(form: &'static str) {
    counter!(RATE_LIMIT_REFUSALS, "form" => form).increment(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resident_memory_is_read_from_proc_status_in_bytes() {
        let status = "Name:\tvitrine\nVmPeak:\t  99999 kB\nVmRSS:\t   30720 kB\nThreads:\t5\n";
        assert_eq!(vm_rss_bytes(status), Some(30720 * 1024));
        assert_eq!(vm_rss_bytes("Name:\tvitrine\n"), None);
        let own = resident_memory_bytes().expect("this process's VmRSS");
        assert!(own > 1024 * 1024, "{own} bytes");
    }
}

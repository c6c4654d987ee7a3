//! `/metrics` on the real binary: its own listener (never the public one), the Prometheus text
//! format, and figures that move with what happens: requests by route template, latency
//! buckets, cache hits and misses, the outbox, failed writes, rate-limit refusals, memory.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::operate::http;
use crate::support::free_port;

struct Site {
    child: Child,
    port: u16,
    metrics_port: u16,
    dir: tempfile::TempDir,
}

impl Drop for Site {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The binary with its metrics on a free port, mail to an SMTP port where nothing listens (so
/// notices stay queued), and X-Forwarded-For trusted from loopback.
fn start() -> Site {
    let dir = tempfile::tempdir().expect("temp dir");
    let (port, metrics_port, smtp_port) = (free_port(), free_port(), free_port());
    let config = include_str!("../../../../config/site.toml")
        .replace("trusted_proxies = []", "trusted_proxies = [\"127.0.0.1\"]");
    std::fs::write(dir.path().join("site.toml"), config).expect("write config");
    let child = Command::new(env!("CARGO_BIN_EXE_vitrine"))
        .args(["--config", "site.toml", "serve"])
        .current_dir(dir.path())
        .env("VITRINE_LISTEN", format!("127.0.0.1:{port}"))
        .env(
            "VITRINE_METRICS_LISTEN",
            format!("127.0.0.1:{metrics_port}"),
        )
        .env("VITRINE_DATABASE_URL", "sqlite://data/vitrine.db")
        .env("VITRINE_SMTP_URL", format!("smtp://127.0.0.1:{smtp_port}"))
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.path().join("log")).expect("log"))
        .spawn()
        .expect("start vitrine");
    let site = Site {
        child,
        port,
        metrics_port,
        dir,
    };
    let deadline = Instant::now() + Duration::from_secs(30);
    while http(
        metrics_port,
        "GET /metrics HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    )
    .is_err()
        || http(
            port,
            "GET /robots.txt HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
        )
        .is_err()
    {
        assert!(Instant::now() < deadline, "vitrine did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    site
}

fn get(port: u16, target: &str) -> String {
    http(
        port,
        &format!("GET {target} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"),
    )
    .expect("answer")
}

fn status(answer: &str) -> &str {
    answer.split(' ').nth(1).unwrap_or("?")
}

fn post_contact(port: u16, n: usize) -> String {
    let body = format!(
        "lang=fr&name=Client+{n}&email=metrics{n}%40example.org&organisation=&message=Message+de+test+num%C3%A9ro+{n}+pour+les+mesures"
    );
    http(
        port,
        &format!(
            "POST /contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Accept: application/json\r\nX-Forwarded-For: 10.9.8.7\r\nContent-Length: {}\r\n\
             Connection: close\r\n\r\n{body}",
            body.len()
        ),
    )
    .expect("answer")
}

/// The value of the sample `name` whose labels include every one of `labels`.
fn sample(text: &str, name: &str, labels: &[&str]) -> Option<f64> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .find_map(|line| {
            let (series, value) = line.rsplit_once(' ')?;
            let (series_name, series_labels) = match series.split_once('{') {
                Some((series_name, rest)) => (series_name, rest.trim_end_matches('}')),
                None => (series, ""),
            };
            let matches = series_name == name
                && labels
                    .iter()
                    .all(|label| series_labels.split(',').any(|pair| pair == *label));
            matches.then(|| value.parse().ok()).flatten()
        })
}

fn scrape(site: &Site) -> String {
    let answer = get(site.metrics_port, "/metrics");
    assert_eq!(status(&answer), "200", "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains("content-type: text/plain; version=0.0.4"),
        "{answer}"
    );
    answer
}

#[test]
fn metrics_count_what_happens_on_their_own_listener() {
    let site = start();
    for target in [
        "/",
        "/",
        "/about",
        "/about?lang=en",
        "/no-such-page",
        "/no/such/thing",
    ] {
        get(site.port, target);
    }
    http(
        site.port,
        "HEAD / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    )
    .expect("HEAD");
    // Stored, and its operator notice queued: nothing listens on the SMTP port.
    assert_eq!(status(&post_contact(site.port, 0)), "200");

    let text = scrape(&site);
    let count = |labels: &[&str]| sample(&text, "vitrine_http_requests_total", labels);
    assert!(
        count(&["route=\"/\"", "method=\"GET\"", "status=\"200\""]) >= Some(2.0),
        "{text}"
    );
    assert_eq!(
        count(&["route=\"/about\"", "method=\"GET\"", "status=\"200\""]),
        Some(2.0),
        "a query string does not make another series:\n{text}"
    );
    assert_eq!(
        count(&["route=\"unmatched\"", "method=\"GET\"", "status=\"404\""]),
        Some(2.0),
        "unknown paths share one label value:\n{text}"
    );
    assert_eq!(count(&["route=\"/\"", "method=\"HEAD\""]), Some(1.0));
    assert_eq!(
        count(&["route=\"/contact\"", "method=\"POST\"", "status=\"200\""]),
        Some(1.0)
    );
    assert!(!text.contains("no-such-page"), "a path leaked into a label");
    assert!(text.contains("# TYPE vitrine_http_requests_total counter"));
    assert!(text.contains("# TYPE vitrine_http_request_duration_seconds histogram"));
    let buckets = sample(
        &text,
        "vitrine_http_request_duration_seconds_bucket",
        &["route=\"/\"", "le=\"+Inf\""],
    );
    assert!(buckets >= Some(3.0), "{text}");
    assert_eq!(
        sample(
            &text,
            "vitrine_http_request_duration_seconds_count",
            &["route=\"/\""]
        ),
        buckets
    );
    assert!(sample(&text, "vitrine_page_cache_hits_total", &[]) >= Some(1.0));
    assert!(sample(&text, "vitrine_page_cache_misses_total", &[]) >= Some(2.0));
    assert_eq!(sample(&text, "vitrine_mail_outbox_queued", &[]), Some(1.0));
    assert!(sample(&text, "vitrine_mail_outbox_oldest_queued_age_seconds", &[]) >= Some(0.0));
    assert_eq!(sample(&text, "vitrine_mail_outbox_failed", &[]), Some(0.0));
    let memory = sample(&text, "vitrine_process_resident_memory_bytes", &[]).unwrap_or(0.0);
    assert!(memory > 4.0 * 1024.0 * 1024.0, "{memory} bytes");

    // Over the contact form's limit (5 posts per address per 10 minutes).
    for n in 1..=5 {
        post_contact(site.port, n);
    }
    assert_eq!(status(&post_contact(site.port, 6)), "429");
    // The data folder gone: the next write fails, and says why.
    std::fs::remove_dir_all(site.dir.path().join("data")).expect("remove data");
    let body = "email=metrics%40example.org&lang=fr";
    let refused = http(
        site.port,
        &format!(
            "POST /newsletter HTTP/1.1\r\nHost: t\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Accept: application/json\r\nX-Forwarded-For: 10.9.8.6\r\nContent-Length: {}\r\n\
             Connection: close\r\n\r\n{body}",
            body.len()
        ),
    )
    .expect("answer");
    assert_eq!(status(&refused), "503", "{refused}");

    let text = scrape(&site);
    assert!(
        sample(
            &text,
            "vitrine_rate_limit_refusals_total",
            &["form=\"contact\""]
        ) >= Some(1.0),
        "{text}"
    );
    assert_eq!(
        sample(
            &text,
            "vitrine_store_write_failures_total",
            &["reason=\"database file missing\""]
        ),
        Some(1.0),
        "{text}"
    );
    // Not on the public listener.
    assert_eq!(status(&get(site.port, "/metrics")), "404");
    assert_eq!(status(&get(site.metrics_port, "/")), "404");
}

//! `GET /healthz`: 200 `ok` when the database can take a write now, 503 with a short reason
//! otherwise. For load balancers, `make deploy` and monitoring: never
//! cached by HTTP caches, no personal data, no path or server name in the reason.
//!
//! "Can take a write": the SQLite file is in place and writable, its filesystem has at least
//! `min_free_disk_kib` free, and the write lock can be taken; PostgreSQL answers and accepts
//! writes (`Store::writable`). The verdict is kept for a second, so a monitor polling hard
//! costs the database one probe a second.

use std::time::{Duration, Instant};

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpResponse};

use crate::store::Unavailable;
use crate::AppState;

/// Longest wait for the probe: a health check must answer even when the pool is stuck.
const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

/// How long a verdict is reused.
const FRESH_FOR: Duration = Duration::from_secs(1);

/// The last verdict; the lock is held during a probe, so concurrent checks share one.
#[derive(Default)]
pub struct HealthCache {
    last: tokio::sync::Mutex<Option<(Instant, Result<(), Unavailable>)>>,
}

pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    let verdict = {
        let mut last = state.health.last.lock().await;
        match *last {
            Some((at, verdict)) if at.elapsed() < FRESH_FOR => verdict,
            _ => {
                let verdict = probe(&state).await;
                *last = Some((Instant::now(), verdict));
                verdict
            }
        }
    };
    let (status, body) = match verdict {
        Ok(()) => (StatusCode::OK, "ok\n".to_owned()),
        Err(reason) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("unavailable: {}\n", reason.reason()),
        ),
    };
    HttpResponse::build(status)
        .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}

async fn probe(state: &AppState) -> Result<(), Unavailable> {
    let floor = state.config.min_free_disk_kib.saturating_mul(1024);
    match tokio::time::timeout(PROBE_TIMEOUT, state.store.writable(floor)).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(error)) => {
            let reason = error
                .unavailable_reason()
                .unwrap_or(Unavailable::Unreachable);
            tracing::warn!(
                reason = reason.reason(),
                error = format!("{error:#}"),
                "health check: the database cannot take writes"
            );
            Err(reason)
        }
        Err(_) => {
            tracing::warn!(
                timeout_s = PROBE_TIMEOUT.as_secs(),
                "health check: the database did not answer"
            );
            Err(Unavailable::Unreachable)
        }
    }
}

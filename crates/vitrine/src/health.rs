//! `GET /healthz`: whether this instance can serve visitors, and what an operator should
//! look at. For load balancers, `make deploy` and monitoring: never cached by HTTP caches, no
//! personal data, no path or server name in the answer.
//!
//! - `503 unavailable: <reason>`: the database cannot take a write now (the file is missing
//!   or read-only, the disk is full, the lock is held, PostgreSQL is down or read-only, or a
//!   write failed in the last seconds). A visitor's message would be refused: a load balancer
//!   takes the instance out of rotation on this status alone.
//! - `200 degraded: <warnings>`: pages and posts work, but something needs the operator: the
//!   data disk is nearly full (`min_free_disk_kib`, or 5 % of a smaller disk), or a mail has
//!   waited in the outbox longer than `mail.backlog_alert_secs` (a relay down or stalled).
//!   A page answer and a mail backlog are different things: the site stays in rotation.
//! - `200 ok`.
//!
//! The verdict is kept for a second, so a monitor polling hard costs the database one probe a
//! second.

use std::time::{Duration, Instant};

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpResponse};

use crate::state::AppState;
use crate::store::Unavailable;

/// Longest wait for the probe: a health check must answer even when the pool is stuck.
const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

/// How long a verdict is reused.
const FRESH_FOR: Duration = Duration::from_secs(1);

/// What the check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    Ok,
    /// Serving, with what the operator should look at.
    Degraded(Vec<String>),
    Unavailable(Unavailable),
}

pub(crate) async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    let (status, body) = {
        let mut last = state.health.last.lock().await;
        match &*last {
            Some((at, status, body)) if at.elapsed() < FRESH_FOR => (*status, body.clone()),
            _ => {
                let (status, body) = answer(probe(&state).await);
                *last = Some((Instant::now(), status.as_u16(), body.clone()));
                (status.as_u16(), body)
            }
        }
    };
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
    HttpResponse::build(status)
        .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}

/// The status and text of a verdict.
fn answer(verdict: Verdict) -> (StatusCode, String) {
    match verdict {
        Verdict::Ok => (StatusCode::OK, "ok\n".to_owned()),
        Verdict::Degraded(warnings) => (
            StatusCode::OK,
            format!("degraded: {}\n", warnings.join("; ")),
        ),
        Verdict::Unavailable(reason) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("unavailable: {}\n", reason.reason()),
        ),
    }
}

async fn probe(state: &AppState) -> Verdict {
    let floor = state.config.min_free_disk_kib.saturating_mul(1024);
    let low_space = match tokio::time::timeout(PROBE_TIMEOUT, state.store.writable(floor)).await {
        Ok(Ok(low_space)) => low_space,
        Ok(Err(error)) => {
            let reason = error
                .unavailable_reason()
                .unwrap_or(Unavailable::Unreachable);
            tracing::warn!(
                reason = reason.reason(),
                error = format!("{error:#}"),
                "health check: the database cannot take writes"
            );
            return Verdict::Unavailable(reason);
        }
        Err(_) => {
            tracing::warn!(
                timeout_s = PROBE_TIMEOUT.as_secs(),
                "health check: the database did not answer"
            );
            return Verdict::Unavailable(Unavailable::Unreachable);
        }
    };
    let mut warnings = Vec::new();
    if low_space {
        warnings.push("low disk space".to_owned());
    }
    if let Some(warning) = mail_backlog(state).await {
        warnings.push(warning);
    }
    if warnings.is_empty() {
        Verdict::Ok
    } else {
        Verdict::Degraded(warnings)
    }
}

/// "mail backlog: 3 waiting, the oldest for 17 min" when the oldest queued mail is older than
/// `mail.backlog_alert_secs`.
async fn mail_backlog(state: &AppState) -> Option<String> {
    let backlog = match tokio::time::timeout(PROBE_TIMEOUT, state.store.mail_backlog()).await {
        Ok(Ok(backlog)) => backlog,
        Ok(Err(error)) => {
            tracing::warn!(%error, "health check: cannot read the outbox");
            return None;
        }
        Err(_) => return None,
    };
    let oldest = backlog.oldest_queued_at?;
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let waited = now.saturating_sub(oldest);
    let alert = i64::try_from(state.config.mail.backlog_alert_secs).unwrap_or(i64::MAX);
    (waited > alert).then(|| {
        format!(
            "mail backlog: {} waiting, the oldest for {} min",
            backlog.queued,
            waited / 60
        )
    })
}

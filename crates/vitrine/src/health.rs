//! `GET /healthz`: 200 `ok` when the database answers, 503 otherwise.
//! For load balancers, `make deploy` and monitoring: never cached, no personal data.

use std::time::Duration;

use actix_web::http::header;
use actix_web::{web, HttpResponse};

use crate::AppState;

/// Longest wait for the database: a health check must answer even when the pool is stuck.
const PING_TIMEOUT: Duration = Duration::from_secs(2);

pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    let (status, body) = match tokio::time::timeout(PING_TIMEOUT, state.store.ping()).await {
        Ok(Ok(())) => (actix_web::http::StatusCode::OK, "ok\n"),
        Ok(Err(error)) => {
            tracing::warn!(
                error = format!("{error:#}"),
                "health check: database unavailable"
            );
            (
                actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
                "database unavailable\n",
            )
        }
        Err(_) => {
            tracing::warn!(
                timeout_s = PING_TIMEOUT.as_secs(),
                "health check: database did not answer"
            );
            (
                actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
                "database unavailable\n",
            )
        }
    };
    HttpResponse::build(status)
        .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}

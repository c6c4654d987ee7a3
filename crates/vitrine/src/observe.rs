//! One structured log line per request: method, path (without query), status, duration,
//! request id. No query string, body, cookie or address is logged: they may hold personal data.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;

static NEXT_REQUEST_ID: AtomicU64 = AtomicU64::new(1);

pub async fn log_request(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let request_id = NEXT_REQUEST_ID.fetch_add(1, Ordering::Relaxed);
    let method = req.method().to_string();
    let path: String = req.path().chars().take(200).collect();
    let response = next.call(req).await;
    let status = match &response {
        Ok(response) => response.status().as_u16(),
        Err(error) => error.as_response_error().status_code().as_u16(),
    };
    tracing::info!(
        target: "vitrine::request",
        request_id,
        method,
        path,
        status,
        duration_ms = started.elapsed().as_secs_f64() * 1000.0,
        "request"
    );
    response
}

//! Requests larger than any the site needs, refused with a localised page like every error.
//!
//! actix-http refuses some requests before the application sees them, with a bare status and
//! an empty body: a head over 128 KiB or with more than 96 headers (431), a target the `http`
//! crate cannot parse, such as one over 65,534 bytes or holding raw spaces (400). Those
//! limits are constants of actix-http and cannot be raised or given a body. So the site draws
//! its own lines well inside them and answers there, in the visitor's language: more than
//! `MAX_REQUEST_HEADERS` headers is a 431, a target longer than `MAX_TARGET_BYTES` a 414.
//! A browser never comes near either (a visit sends about 15 headers; our longest address is
//! well under 200 bytes), so only what is past actix-http's own limits stays bare.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::ResponseError;

use crate::error::{AppError, ErrorKind};

/// Most request headers answered normally; actix-http itself stops at 96.
pub(crate) const MAX_REQUEST_HEADERS: usize = 64;

/// Longest request target (path and query) answered normally, in bytes.
pub(crate) const MAX_TARGET_BYTES: usize = 8 * 1024;

/// Which refusal a request head calls for, if any.
pub(crate) fn refusal(header_count: usize, target_len: usize) -> Option<ErrorKind> {
    if header_count > MAX_REQUEST_HEADERS {
        Some(ErrorKind::HeadersTooLarge)
    } else if target_len > MAX_TARGET_BYTES {
        Some(ErrorKind::UriTooLong)
    } else {
        None
    }
}

/// Middleware: refuses an oversized head before any other work.
pub(crate) async fn bounded_head(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let target_len = req
        .uri()
        .path_and_query()
        .map_or(0, |target| target.as_str().len());
    if let Some(kind) = refusal(req.headers().len(), target_len) {
        tracing::info!(
            headers = req.headers().len(),
            target_len,
            "request head over the site's bounds"
        );
        let (request, _payload) = req.into_parts();
        let response = AppError::new(&request, kind).error_response();
        return Ok(ServiceResponse::new(request, response).map_into_right_body());
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_left_body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_inside_actix_https_own() {
        assert_eq!(refusal(15, 40), None);
        assert_eq!(refusal(MAX_REQUEST_HEADERS, MAX_TARGET_BYTES), None);
        assert_eq!(
            refusal(MAX_REQUEST_HEADERS + 1, 40),
            Some(ErrorKind::HeadersTooLarge)
        );
        assert_eq!(
            refusal(15, MAX_TARGET_BYTES + 1),
            Some(ErrorKind::UriTooLong)
        );
        const { assert!(MAX_REQUEST_HEADERS < 96) };
        const { assert!(MAX_TARGET_BYTES < 65_534) };
    }
}

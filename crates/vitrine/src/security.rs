//! Security headers on every response.

use actix_web::middleware::DefaultHeaders;

use crate::config::Config;

/// No inline script or style anywhere: islands are modules from `/static/`, their settings
/// are JSON in a non-executable `<script type="application/json">`.
pub(crate) const CONTENT_SECURITY_POLICY: &str =
    "default-src 'self'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; \
base-uri 'none'; frame-ancestors 'none'; form-action 'self'; upgrade-insecure-requests";

pub(crate) const PERMISSIONS_POLICY: &str = "accelerometer=(), autoplay=(), camera=(), display-capture=(), \
encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), \
midi=(), payment=(), publickey-credentials-get=(), usb=(), browsing-topics=()";

pub(crate) fn headers(config: &Config) -> DefaultHeaders {
    let csp = if config.is_https() {
        CONTENT_SECURITY_POLICY.to_owned()
    } else {
        // Over plain HTTP (development, tests) upgrading would break every subresource.
        CONTENT_SECURITY_POLICY.replace("; upgrade-insecure-requests", "")
    };
    let mut headers = DefaultHeaders::new()
        .add(("Content-Security-Policy", csp))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("Referrer-Policy", "strict-origin-when-cross-origin"))
        .add(("Permissions-Policy", PERMISSIONS_POLICY))
        .add(("Cross-Origin-Opener-Policy", "same-origin"))
        .add(("Cross-Origin-Resource-Policy", "same-origin"))
        .add(("X-Frame-Options", "DENY"));
    if config.is_https() {
        headers = headers.add((
            "Strict-Transport-Security",
            "max-age=63072000; includeSubDomains",
        ));
    }
    headers
}

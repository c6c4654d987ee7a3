//! Security headers on every response.

use actix_web::middleware::DefaultHeaders;

use crate::config::Config;

/// No inline script or style anywhere: islands are modules from `/static/`, their settings
/// are JSON in a non-executable `<script type="application/json">`. No frame either: only the
/// console embeds one (`console_headers`).
pub(crate) const CONTENT_SECURITY_POLICY: &str =
    "default-src 'self'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; \
frame-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; upgrade-insecure-requests";

/// The policy of a newsletter issue's HTML part shown in the console's preview frame: the
/// mail's inline styles and nothing else; no script, no form, no link followed inside the
/// frame (`sandbox` without allowances), framed by the console only.
pub(crate) const MAIL_PREVIEW_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; \
img-src 'self' data:; frame-ancestors 'self'; sandbox";

pub(crate) const PERMISSIONS_POLICY: &str = "accelerometer=(), autoplay=(), camera=(), display-capture=(), \
encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), \
midi=(), payment=(), publickey-credentials-get=(), usb=(), browsing-topics=()";

pub(crate) fn headers(config: &Config) -> DefaultHeaders {
    headers_with(config, CONTENT_SECURITY_POLICY.to_owned())
}

/// The console's headers: the site's, with frames from the site itself (the preview of an
/// issue's mail, `console::newsletter::preview_html`).
pub(crate) fn console_headers(config: &Config) -> DefaultHeaders {
    headers_with(
        config,
        CONTENT_SECURITY_POLICY.replace("frame-src 'none'", "frame-src 'self'"),
    )
}

fn headers_with(config: &Config, policy: String) -> DefaultHeaders {
    let csp = if config.is_https() {
        policy
    } else {
        // Over plain HTTP (development, tests) upgrading would break every subresource.
        policy.replace("; upgrade-insecure-requests", "")
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

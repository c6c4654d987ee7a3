//! The newsletter's links: `/newsletter/confirm` and `/newsletter/unsubscribe`.
//!
//! GET never changes anything: mail scanners and link previews open every link of a mail,
//! so opening a link only shows a page with a button, and the button's POST acts.
//!
//! `POST /newsletter/unsubscribe` is also RFC 8058's one-click unsubscribe: a mail client
//! posts `List-Unsubscribe=One-Click` to the URL of the `List-Unsubscribe` header from its
//! own servers, with no cookie, no `Origin`, no `Sec-Fetch-Site`. The token in the URL is what
//! authorises it, so it is the one POST exempt from the cross-origin check
//! (`protection::admit_one_click`); it answers 200 at once, never a redirect.
//!
//! Pages carrying a token are `no-store` (never cached, by the page cache or anyone) and
//! carry no token in any link they show.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use crate::audience::Conversion;
use crate::error::AppError;
use crate::lang::Lang;
use crate::limits::FormKind;
use crate::pages::context::PageContext;
use crate::pages::render::render_page;
use crate::protection::{admit, admit_one_click};
use crate::seo::page_of_link;
use crate::state::AppState;
use crate::store::StoreError;
use crate::visitor::Visitor;

/// What a subscription page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SubscriptionState {
    /// The confirmation link was opened: a button to confirm.
    Confirm,
    Confirmed,
    /// The unsubscribe link was opened: a button to unsubscribe.
    Unsubscribe,
    Unsubscribed,
    /// Unknown or expired token.
    Invalid,
}

impl SubscriptionState {
    /// Middle part of the page's Fluent ids: `subscription-<key>-title`.
    pub(crate) fn key(self) -> &'static str {
        match self {
            SubscriptionState::Confirm => "confirm",
            SubscriptionState::Confirmed => "confirmed",
            SubscriptionState::Unsubscribe => "unsubscribe",
            SubscriptionState::Unsubscribed => "unsubscribed",
            SubscriptionState::Invalid => "invalid",
        }
    }

    /// Fluent ids of the page's title and text, and of its button when it has one.
    pub(crate) fn message_ids(self) -> (&'static str, &'static str, Option<&'static str>) {
        match self {
            SubscriptionState::Confirm => (
                "subscription-confirm-title",
                "subscription-confirm-body",
                Some("subscription-confirm-button"),
            ),
            SubscriptionState::Confirmed => (
                "subscription-confirmed-title",
                "subscription-confirmed-body",
                None,
            ),
            SubscriptionState::Unsubscribe => (
                "subscription-unsubscribe-title",
                "subscription-unsubscribe-body",
                Some("subscription-unsubscribe-button"),
            ),
            SubscriptionState::Unsubscribed => (
                "subscription-unsubscribed-title",
                "subscription-unsubscribed-body",
                None,
            ),
            SubscriptionState::Invalid => (
                "subscription-invalid-title",
                "subscription-invalid-body",
                None,
            ),
        }
    }

    fn meta_key(self) -> &'static str {
        match self {
            SubscriptionState::Confirm => "subscription-confirm",
            SubscriptionState::Confirmed => "subscription-confirmed",
            SubscriptionState::Unsubscribe => "subscription-unsubscribe",
            SubscriptionState::Unsubscribed => "subscription-unsubscribed",
            SubscriptionState::Invalid => "subscription-invalid",
        }
    }
}

#[derive(Template)]
#[template(path = "pages/subscription.html")]
pub(crate) struct SubscriptionTemplate {
    pub ctx: PageContext,
    pub state: SubscriptionState,
    /// Where the page's button posts (with the token), when it has one.
    pub action: Option<String>,
    /// The token, posted back by the confirmation button.
    pub token: String,
}

/// A token as links carry it: URL-safe base64, bounded; anything else is no token.
fn usable_token(token: Option<&str>) -> Option<&str> {
    token.filter(|t| {
        !t.is_empty()
            && t.len() <= 128
            && t.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    })
}

fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

fn render(
    req: &HttpRequest,
    site: &AppState,
    visitor: &Visitor,
    state: SubscriptionState,
    token: Option<&str>,
) -> Result<HttpResponse, AppError> {
    let status = if state == SubscriptionState::Invalid {
        StatusCode::NOT_FOUND
    } else {
        StatusCode::OK
    };
    let mut ctx = PageContext::new(site, visitor, None);
    ctx.meta_key = state.meta_key();
    let action = match (state, token) {
        (SubscriptionState::Confirm, Some(_)) => Some(format!(
            "/newsletter/confirm?lang={}",
            visitor.lang.as_str()
        )),
        (SubscriptionState::Unsubscribe, Some(token)) => Some(format!(
            "/newsletter/unsubscribe?lang={}&token={token}",
            visitor.lang.as_str()
        )),
        _ => None,
    };
    let template = SubscriptionTemplate {
        ctx,
        state,
        action,
        token: token.unwrap_or_default().to_owned(),
    };
    let mut page = render_page(req, status, &template)?;
    page.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    Ok(page)
}

/// `GET /newsletter/confirm?token=…`: the page with the "Confirm" button; changes nothing.
pub(crate) async fn confirm_page(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    link_page(&req, &state, SubscriptionState::Confirm)
}

/// `GET /newsletter/unsubscribe?token=…`: the page with the "Unsubscribe" button.
pub(crate) async fn unsubscribe_page(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    link_page(&req, &state, SubscriptionState::Unsubscribe)
}

/// The page a mail's link opens: `asking` (its button) when the link carries a usable token,
/// the invalid-link page otherwise.
fn link_page(
    req: &HttpRequest,
    site: &AppState,
    asking: SubscriptionState,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(req);
    match usable_token(visitor.query_value("token")) {
        Some(token) => render(req, site, &visitor, asking, Some(token)),
        None => render(req, site, &visitor, SubscriptionState::Invalid, None),
    }
}

/// `POST /newsletter/confirm` (the button): confirms and records the time.
pub(crate) async fn confirm(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let fields = admit(&req, &state, payload, FormKind::Newsletter)
        .await?
        .fields;
    let visitor = Visitor::from_request(&req);
    let store = &state.store;
    let audience = &state.audience;
    let act = async |token: &str| {
        let confirmation = store.confirm_subscription_of(token, now()).await?;
        let confirmed = confirmation.is_some();
        tracing::info!(form = "newsletter", confirmed, "subscription confirmation");
        if let Some(confirmation) = confirmation.filter(|confirmation| confirmation.first) {
            audience.convert(
                Conversion::Confirmed,
                page_of_link(&confirmation.page),
                Lang::from_code(&confirmation.lang).unwrap_or(visitor.lang),
            );
        }
        Ok(confirmed)
    };
    let token = usable_token(fields.get("token"));
    act_on_token(
        &req,
        &state,
        &visitor,
        token,
        SubscriptionState::Confirmed,
        act,
    )
    .await
}

/// `POST /newsletter/unsubscribe?token=…`: the page's button, or a mail client's one-click
/// POST (`List-Unsubscribe=One-Click`). Unsubscribes at once and answers 200.
pub(crate) async fn unsubscribe(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let body = admit_one_click(&req, &state, payload).await?;
    let visitor = Visitor::from_request(&req);
    // RFC 8058 allows the body as a urlencoded or a multipart form: look for its one field.
    let one_click = String::from_utf8_lossy(&body).contains("List-Unsubscribe=One-Click");
    let method = if one_click { "one-click" } else { "page" };
    let store = &state.store;
    let act = async |token: &str| {
        let done = store.unsubscribe(token, method, now()).await?;
        tracing::info!(form = "newsletter", method, done, "unsubscribe");
        Ok(done)
    };
    let token = usable_token(visitor.query_value("token"));
    act_on_token(
        &req,
        &state,
        &visitor,
        token,
        SubscriptionState::Unsubscribed,
        act,
    )
    .await
}

/// What a button's POST shows: `done` when `act` found the token and acted on it, the
/// invalid-link page when the token is malformed (`act` is not called) or unknown.
async fn act_on_token(
    req: &HttpRequest,
    site: &AppState,
    visitor: &Visitor,
    token: Option<&str>,
    done: SubscriptionState,
    act: impl AsyncFnOnce(&str) -> Result<bool, StoreError>,
) -> Result<HttpResponse, AppError> {
    // A database that cannot take the write answers as the forms do: a localised 503 with
    // Retry-After, the link still valid for the retry.
    let acted = match token {
        Some(token) => act(token).await.map_err(|error| {
            AppError::storage(req, "newsletter-link", error).with_lang(visitor.lang)
        })?,
        None => false,
    };
    let shown = if acted {
        done
    } else {
        SubscriptionState::Invalid
    };
    render(req, site, visitor, shown, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_url_safe_tokens_are_used() {
        assert_eq!(usable_token(Some("abc-_09")), Some("abc-_09"));
        assert_eq!(usable_token(Some("")), None);
        assert_eq!(usable_token(Some("a b")), None);
        assert_eq!(usable_token(Some("a&lang=en")), None);
        assert_eq!(usable_token(Some(&"a".repeat(129))), None);
        assert_eq!(usable_token(None), None);
    }
}

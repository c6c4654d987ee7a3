//! The newsletter's sign-up, in one place: `POST /newsletter` here, and the pages its mails'
//! links open (`links`: confirm, unsubscribe).
//!
//! A sign-up is stored as it comes, one insert whatever the address (`Store::request_subscription`):
//! the outbox worker applies it and sends the confirmation mail within its limits.
//! Without JavaScript: 303 back to the page the form was on, with `?newsletter=<code>#newsletter`
//! (the page shows the notice). With `Accept: application/json` (the island): the localised
//! title and description as JSON, 422 for an empty or invalid address.

pub mod archive;
pub mod issues;
pub mod links;

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::json;

use crate::audience::Conversion;
use crate::config::Config;
use crate::email::{check_email, EmailProblem};
use crate::error::{AppError, ErrorKind};
use crate::form::{safe_return_path, wants_json};
use crate::i18n;
use crate::lang::Lang;
use crate::limits::FormKind;
use crate::pages::context::consent_text;
use crate::protection::{admit, spend_allowance, Admitted};
use crate::seo::page_of_link;
use crate::state::AppState;
use crate::store::subscribers::SignupRequest;
use crate::visitor::NewsletterNotice;

/// The version of the sign-up wording the visitor saw: the language and a hash of the
/// description and the consent text, so a change of wording (or of the sender's address)
/// changes the recorded version by itself.
pub(crate) fn consent_version(config: &Config, lang: Lang) -> String {
    let wording = format!(
        "{}\n{}",
        i18n::lookup(lang, "newsletter-intro"),
        consent_text(config, lang)
    );
    format!(
        "newsletter-consent/{}/{:016x}",
        lang.as_str(),
        xxhash_rust::xxh3::xxh3_64(wording.as_bytes())
    )
}

pub(crate) async fn subscribe(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let admitted = admit(&req, &state, payload, FormKind::Newsletter).await?;
    let lang = admitted.visitor.lang;
    let robot = admitted.is_from_robot(&state, FormKind::Newsletter).await;
    let Admitted { fields, client, .. } = admitted;
    let notice = if robot {
        NewsletterNotice::Subscribed
    } else {
        match check_email(fields.text("email")) {
            Err(EmailProblem::Empty) => NewsletterNotice::Empty,
            Err(EmailProblem::Invalid) => NewsletterNotice::Invalid,
            Ok(email) => {
                let allowance = match spend_allowance(&state, FormKind::Newsletter, client).await {
                    Ok(allowance) => allowance,
                    Err(seconds) => {
                        // The error page's newsletter form holds the address again.
                        return Err(AppError::new(&req, ErrorKind::TooManyRequests(seconds))
                            .with_lang(lang)
                            .keep_newsletter_email(&email));
                    }
                };
                // The same single insert whatever the address: the answer and its timing
                // cannot tell whether it is already subscribed (the worker applies it).
                let request = SignupRequest {
                    email: &email,
                    lang: lang.as_str(),
                    page: &safe_return_path(fields.get("back")),
                    consent_version: &consent_version(&state.config, lang),
                    now: time::OffsetDateTime::now_utc().unix_timestamp(),
                };
                if let Err(error) = state.store.request_subscription(&request).await {
                    state.limits.refund(allowance).await;
                    // Without JavaScript the 503 page's footer form holds the address again.
                    return Err(AppError::storage(&req, "newsletter", error)
                        .with_lang(lang)
                        .keep_newsletter_email(&email));
                }
                // Never the address itself in the log.
                tracing::info!(
                    form = "newsletter",
                    lang = lang.as_str(),
                    "newsletter sign-up stored"
                );
                state
                    .audience
                    .convert(Conversion::Signup, page_of_link(request.page), lang);
                NewsletterNotice::Subscribed
            }
        }
    };
    if wants_json(&req) {
        return Ok(json_answer(lang, notice));
    }
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, back_location(fields.get("back"), notice)))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish())
}

/// The island's answer: `{"ok":true,"title","description"}`, or 422 with `"field":"email"`.
pub(crate) fn json_answer(lang: Lang, notice: NewsletterNotice) -> HttpResponse {
    let title = i18n::lookup(lang, &format!("newsletter-{}-title", notice.code()));
    let description = i18n::lookup(lang, &format!("newsletter-{}-description", notice.code()));
    if notice.is_error() {
        HttpResponse::build(StatusCode::UNPROCESSABLE_ENTITY)
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(json!({ "ok": false, "title": title, "description": description, "field": "email" }))
    } else {
        HttpResponse::Ok()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(json!({ "ok": true, "title": title, "description": description }))
    }
}

/// Where to send a visitor without JavaScript: the local page the form was on (its `back`
/// field), without an earlier notice, with this one and the form's anchor.
pub(crate) fn back_location(back: Option<&str>, notice: NewsletterNotice) -> String {
    let back = safe_return_path(back);
    let without_fragment = back.split('#').next().unwrap_or("/");
    let (path, query) = without_fragment
        .split_once('?')
        .unwrap_or((without_fragment, ""));
    let mut pairs: Vec<&str> = query
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("newsletter=") && *p != "newsletter")
        .collect();
    let notice_pair = format!("newsletter={}", notice.code());
    pairs.push(&notice_pair);
    format!("{path}?{}#newsletter", pairs.join("&"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_location_keeps_the_page_and_replaces_the_notice() {
        assert_eq!(
            back_location(Some("/about?lang=en"), NewsletterNotice::Subscribed),
            "/about?lang=en&newsletter=subscribed#newsletter"
        );
        assert_eq!(
            back_location(
                Some("/?lang=ar&newsletter=invalid#newsletter"),
                NewsletterNotice::Empty
            ),
            "/?lang=ar&newsletter=empty#newsletter"
        );
        assert_eq!(
            back_location(Some("https://evil.example/"), NewsletterNotice::Subscribed),
            "/?newsletter=subscribed#newsletter"
        );
        assert_eq!(
            back_location(None, NewsletterNotice::Invalid),
            "/?newsletter=invalid#newsletter"
        );
    }

    #[test]
    fn consent_version_names_language_and_wording() {
        let config = Config::for_tests();
        let fr = consent_version(&config, Lang::Fr);
        assert!(fr.starts_with("newsletter-consent/fr/"), "{fr}");
        assert_ne!(fr, consent_version(&config, Lang::En));
        assert_eq!(fr, consent_version(&config, Lang::Fr));
        let mut moved = Config::for_tests();
        moved.legal.registered_office[0] = "1, rue Nouvelle".into();
        assert_ne!(
            fr,
            consent_version(&moved, Lang::Fr),
            "the sender's address is part of the wording"
        );
    }
}

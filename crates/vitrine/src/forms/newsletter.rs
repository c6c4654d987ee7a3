//! `POST /newsletter`: one subscription per case-folded address.
//!
//! Without JavaScript: 303 back to the page the form was on, with `?newsletter=<code>#newsletter`
//! (the page shows the notice). With `Accept: application/json` (the island): the localised
//! title and description as JSON, 422 for an empty or invalid address.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use email_address::{EmailAddress, Options};
use serde_json::json;

use super::protection::{admit, spend_allowance, Admitted, FormKind};
use super::{clean_line, wants_json, FormFields};
use crate::config::Config;
use crate::error::{AppError, ErrorKind};
use crate::i18n;
use crate::lang::Lang;
use crate::pages::{NewsletterNotice, Visitor};
use crate::preferences::safe_return_path;
use crate::store::subscribers::SignupRequest;
use crate::AppState;

/// RFC 5321's limit on a forward path, less its angle brackets.
pub const MAX_EMAIL_CHARS: usize = 254;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailProblem {
    Empty,
    Invalid,
}

/// Checks an address: trimmed, at most 254 characters, an addr-spec with a dotted domain
/// (no display name, no `[IP]` literal: nobody signs up from those in good faith).
pub fn check_email(raw: &str) -> Result<String, EmailProblem> {
    let email = clean_line(raw);
    if email.is_empty() {
        return Err(EmailProblem::Empty);
    }
    if email.chars().count() > MAX_EMAIL_CHARS {
        return Err(EmailProblem::Invalid);
    }
    let options = Options::default()
        .with_required_tld()
        .without_domain_literal()
        .without_display_text();
    match EmailAddress::parse_with_options(&email, options) {
        Ok(_) => Ok(email),
        Err(_) => Err(EmailProblem::Invalid),
    }
}

/// The consent text beside the field: who sends the letter (registered name, postal address,
/// contact), that a mail will ask to confirm, that leaving takes one click.
pub fn consent_text(config: &Config, lang: Lang) -> String {
    use fluent_templates::fluent_bundle::FluentValue;
    i18n::lookup_args(
        lang,
        "newsletter-consent",
        &[
            (
                "company",
                FluentValue::from(config.legal.company_name.clone()),
            ),
            (
                "address",
                FluentValue::from(config.legal.registered_office.join(", ")),
            ),
            (
                "email",
                FluentValue::from(config.organisation.email.clone()),
            ),
        ],
    )
}

/// The version of the sign-up wording the visitor saw: the language and a hash of the
/// description and the consent text, so a change of wording (or of the sender's address)
/// changes the recorded version by itself.
pub fn consent_version(config: &Config, lang: Lang) -> String {
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

/// The language the form was shown in (its hidden `lang` field), else the request's.
pub fn form_lang(fields: &FormFields, visitor: &Visitor) -> Lang {
    fields
        .get("lang")
        .and_then(Lang::from_code)
        .unwrap_or(visitor.lang)
}

pub async fn subscribe(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let admitted = admit(&req, &state, payload, FormKind::Newsletter).await?;
    let lang = admitted.visitor.lang;
    let robot = admitted.from_robot(&state, FormKind::Newsletter).await;
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
pub fn json_answer(lang: Lang, notice: NewsletterNotice) -> HttpResponse {
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
pub fn back_location(back: Option<&str>, notice: NewsletterNotice) -> String {
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
    fn addresses_are_checked() {
        assert_eq!(
            check_email("  alice@example.org "),
            Ok("alice@example.org".to_owned())
        );
        assert_eq!(
            check_email("Élodie.Martin@université.fr"),
            Ok("Élodie.Martin@université.fr".to_owned())
        );
        assert_eq!(check_email(""), Err(EmailProblem::Empty));
        assert_eq!(check_email("   "), Err(EmailProblem::Empty));
        assert_eq!(check_email("alice"), Err(EmailProblem::Invalid));
        assert_eq!(check_email("alice@"), Err(EmailProblem::Invalid));
        assert_eq!(check_email("alice@localhost"), Err(EmailProblem::Invalid));
        assert_eq!(check_email("a b@example.org"), Err(EmailProblem::Invalid));
        assert_eq!(
            check_email("Alice <alice@example.org>"),
            Err(EmailProblem::Invalid)
        );
        assert_eq!(check_email("alice@[192.0.2.1]"), Err(EmailProblem::Invalid));
    }

    #[test]
    fn addresses_longer_than_254_characters_are_invalid() {
        let local = "a".repeat(64);
        let label = "b".repeat(60);
        let at_limit = format!(
            "{local}@{label}.{label}.{label}.{}.org",
            "c".repeat(254 - 64 - 1 - 183 - 4)
        );
        assert_eq!(at_limit.chars().count(), 254);
        assert!(check_email(&at_limit).is_ok(), "{at_limit}");
        let over = format!(
            "{local}@{label}.{label}.{label}.{}.org",
            "c".repeat(254 - 64 - 1 - 183 - 3)
        );
        assert_eq!(check_email(&over), Err(EmailProblem::Invalid));
    }

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

//! `/contact`: the contact page and its form, in one place.
//!
//! `GET /contact` shows the form (with `?subject=` filled in by a "Request this resource" link,
//! and `?sent=1` for the confirmation after a post without JavaScript). `POST /contact`
//! validates, commits the message to the database with its operator notice before the success
//! answer, and never stores it twice.
//!
//! Without JavaScript: 422 page with each error next to its field and the input kept, or 303
//! to `/contact?lang=xx&sent=1#contact-status` (post/redirect/get). With `Accept:
//! application/json` (the island): `{"ok":true,"title","description"}` or 422
//! `{"ok":false,"errors":{field: text}}`. An `Idempotency-Key` header makes a retry answer like
//! the first post (the same key with another message is refused, 422); without one, the same
//! email and message within 10 minutes is a resubmission: success, nothing stored.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse, Route};
use askama::Template;
use serde_json::json;

use crate::audience::Conversion;
use crate::email::{check_email, EmailProblem, MAX_EMAIL_CHARS};
use crate::error::{AppError, ErrorKind};
use crate::form::{char_len, clean_line, clean_text, wants_json, FormFields};
use crate::i18n;
use crate::lang::Lang;
use crate::limits::FormKind;
use crate::pages::context::PageContext;
use crate::pages::page::Page;
use crate::pages::render::{render_page, served_page};
use crate::protection::{admit, spend_allowance, Admitted};
use crate::seo::page_of_link;
use crate::state::AppState;
use crate::store::{ContactOutcome, NewContactMessage};
use crate::visitor::Visitor;

pub(crate) const NAME_MAX: usize = 100;
pub(crate) const ORGANISATION_MAX: usize = 150;
/// Longer than any resource's title.
pub(crate) const SUBJECT_MAX: usize = 200;
pub const MESSAGE_MIN: usize = 10;
pub const MESSAGE_MAX: usize = 5000;
/// More links than this is what spam looks like; a real request rarely needs any.
pub(crate) const MAX_LINKS: usize = 3;
/// Longest `Idempotency-Key` kept; the island sends a UUID (36 characters).
pub(crate) const IDEMPOTENCY_KEY_MAX: usize = 128;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContactField {
    Name,
    Email,
    Organisation,
    Subject,
    Message,
}

impl ContactField {
    /// The field's `name` in the form and its key in the JSON errors.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            ContactField::Name => "name",
            ContactField::Email => "email",
            ContactField::Organisation => "organisation",
            ContactField::Subject => "subject",
            ContactField::Message => "message",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContactProblem {
    Required,
    TooShort,
    TooLong,
    Invalid,
    TooManyLinks,
}

/// One field in error, with the Fluent id of its explanation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldError {
    pub field: ContactField,
    pub problem: ContactProblem,
}

impl FieldError {
    /// `contact-form-error-<field>-<problem>`.
    pub(crate) fn message_id(self) -> &'static str {
        use ContactField as F;
        use ContactProblem as P;
        match (self.field, self.problem) {
            (F::Name, P::Required) => "contact-form-error-name-required",
            (F::Name, _) => "contact-form-error-name-too-long",
            (F::Email, P::Required) => "contact-form-error-email-required",
            (F::Email, P::TooLong) => "contact-form-error-email-too-long",
            (F::Email, _) => "contact-form-error-email-invalid",
            (F::Organisation, _) => "contact-form-error-organisation-too-long",
            (F::Subject, _) => "contact-form-error-subject-too-long",
            (F::Message, P::Required) => "contact-form-error-message-required",
            (F::Message, P::TooShort) => "contact-form-error-message-too-short",
            (F::Message, P::TooLong) => "contact-form-error-message-too-long",
            (F::Message, _) => "contact-form-error-message-links",
        }
    }
}

/// What the visitor typed, cleaned (trimmed, control characters removed): kept on error.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContactInput {
    pub name: String,
    pub email: String,
    pub organisation: String,
    /// Optional; filled in by the "request this resource" links (`/contact?subject=…`).
    pub subject: String,
    pub message: String,
}

impl ContactInput {
    pub(crate) fn from_fields(fields: &FormFields) -> ContactInput {
        ContactInput {
            name: clean_line(fields.text("name")),
            email: clean_line(fields.text("email")),
            organisation: clean_line(fields.text("organisation")),
            subject: clean_line(fields.text("subject")),
            message: clean_text(fields.text("message")),
        }
    }
}

/// Every rule of every field; an empty list means the message can be stored.
pub(crate) fn validate(input: &ContactInput) -> Vec<FieldError> {
    let mut errors = Vec::new();
    let mut fail = |field, problem| errors.push(FieldError { field, problem });
    match char_len(&input.name) {
        0 => fail(ContactField::Name, ContactProblem::Required),
        n if n > NAME_MAX => fail(ContactField::Name, ContactProblem::TooLong),
        _ => {}
    }
    if char_len(&input.email) > MAX_EMAIL_CHARS {
        fail(ContactField::Email, ContactProblem::TooLong);
    } else {
        match check_email(&input.email) {
            Err(EmailProblem::Empty) => fail(ContactField::Email, ContactProblem::Required),
            Err(EmailProblem::Invalid) => fail(ContactField::Email, ContactProblem::Invalid),
            Ok(_) => {}
        }
    }
    if char_len(&input.organisation) > ORGANISATION_MAX {
        fail(ContactField::Organisation, ContactProblem::TooLong);
    }
    if char_len(&input.subject) > SUBJECT_MAX {
        fail(ContactField::Subject, ContactProblem::TooLong);
    }
    match char_len(&input.message) {
        0 => fail(ContactField::Message, ContactProblem::Required),
        n if n < MESSAGE_MIN => fail(ContactField::Message, ContactProblem::TooShort),
        n if n > MESSAGE_MAX => fail(ContactField::Message, ContactProblem::TooLong),
        _ if count_links(&input.message) > MAX_LINKS => {
            fail(ContactField::Message, ContactProblem::TooManyLinks)
        }
        _ => {}
    }
    errors
}

/// Links in a text: `http://`, `https://` and bare `www.` addresses.
pub(crate) fn count_links(text: &str) -> usize {
    let lower = text.to_lowercase();
    let schemes = lower.matches("http://").count() + lower.matches("https://").count();
    let bare_www = lower
        .match_indices("www.")
        .filter(|(at, _)| !lower[..*at].ends_with("://"))
        .count();
    schemes + bare_www
}

/// A usable `Idempotency-Key`: 1 to 128 visible ASCII characters; anything else is ignored
/// (the resubmission window still protects).
pub(crate) fn idempotency_key(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get("idempotency-key")?.to_str().ok()?.trim();
    let usable = !value.is_empty()
        && value.len() <= IDEMPOTENCY_KEY_MAX
        && value.bytes().all(|b| b.is_ascii_graphic());
    usable.then(|| value.to_owned())
}

pub(crate) async fn submit(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let admitted = admit(&req, &state, payload, FormKind::Contact).await?;
    let lang = admitted.visitor.lang;
    if admitted.is_from_robot(&state, FormKind::Contact).await {
        return Ok(success(&req, lang));
    }
    let Admitted {
        fields,
        client,
        visitor,
    } = admitted;
    let input = ContactInput::from_fields(&fields);
    let errors = validate(&input);
    if !errors.is_empty() {
        let fields_in_error: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        tracing::info!(
            form = "contact",
            lang = lang.as_str(),
            ?fields_in_error,
            "contact message refused"
        );
        if wants_json(&req) {
            let errors: serde_json::Map<String, serde_json::Value> = errors
                .iter()
                .map(|e| {
                    (
                        e.field.as_str().to_owned(),
                        json!(i18n::lookup(lang, e.message_id())),
                    )
                })
                .collect();
            return Ok(HttpResponse::build(StatusCode::UNPROCESSABLE_ENTITY)
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .json(json!({ "ok": false, "errors": errors })));
        }
        let form = ContactFormView {
            input,
            errors,
            ..ContactFormView::default()
        };
        return Ok(no_store(render_contact(
            &req,
            &state,
            &visitor,
            StatusCode::UNPROCESSABLE_ENTITY,
            form,
        )?));
    }
    let allowance = match spend_allowance(&state, FormKind::Contact, client).await {
        Ok(allowance) => allowance,
        Err(seconds) => return rate_limited(&req, &state, &visitor, input, seconds),
    };
    let key = idempotency_key(&req);
    let message = NewContactMessage {
        name: &input.name,
        email: &input.email,
        organisation: &input.organisation,
        subject: &input.subject,
        message: &input.message,
        lang: lang.as_str(),
        received_at: time::OffsetDateTime::now_utc().unix_timestamp(),
        idempotency_key: key.as_deref(),
    };
    let notify = state.config.notify_address();
    let outcome = match state.store.record_contact(&message, Some(&notify)).await {
        Ok(outcome) => outcome,
        Err(error) => {
            // Nothing stored: the visitor keeps their allowance for the retry.
            state.limits.refund(allowance).await;
            let refusal = AppError::storage(&req, "contact", error).with_lang(lang);
            if wants_json(&req) || refusal.kind.status() != StatusCode::SERVICE_UNAVAILABLE {
                return Err(refusal);
            }
            // Without JavaScript: the form again, filled in, with the reason.
            return unavailable_page(&req, &state, &visitor, input);
        }
    };
    // The log says what happened, never what was written nor who wrote it.
    match outcome {
        ContactOutcome::Stored(id) => {
            tracing::info!(
                form = "contact",
                lang = lang.as_str(),
                id,
                "contact message stored"
            );
            state
                .audience
                .convert(Conversion::Contact, page_of_link(req.path()), lang);
        }
        ContactOutcome::Retry => {
            state.limits.refund(allowance).await;
            tracing::info!(form = "contact", "retry recognised by its idempotency key")
        }
        ContactOutcome::Resubmission => {
            state.limits.refund(allowance).await;
            tracing::info!(
                form = "contact",
                "resubmission recognised, not stored again"
            )
        }
        ContactOutcome::KeyReused => {
            state.limits.refund(allowance).await;
            tracing::info!(
                form = "contact",
                "idempotency key reused with another message: refused, nothing stored"
            );
            return key_reused(&req, &state, &visitor, input);
        }
    }
    Ok(success(&req, lang))
}

/// Over the limit: the island gets the localised error as JSON (it keeps the text itself);
/// without JavaScript the form comes back with what the visitor wrote and when to retry.
fn rate_limited(
    req: &HttpRequest,
    state: &AppState,
    visitor: &Visitor,
    input: ContactInput,
    seconds: u64,
) -> Result<HttpResponse, AppError> {
    let lang = visitor.lang;
    if wants_json(req) {
        return Err(AppError::new(req, ErrorKind::TooManyRequests(seconds)).with_lang(lang));
    }
    let form = ContactFormView {
        input,
        retry_after: Some(seconds),
        ..ContactFormView::default()
    };
    let page = render_contact(req, state, visitor, StatusCode::TOO_MANY_REQUESTS, form)?;
    Ok(retry_later(page, seconds))
}

/// The contact page answered with 503: the visitor's message kept in the form, a notice that
/// nothing was stored, and when to retry.
fn unavailable_page(
    req: &HttpRequest,
    state: &AppState,
    visitor: &Visitor,
    input: ContactInput,
) -> Result<HttpResponse, AppError> {
    let form = ContactFormView {
        input,
        unavailable: true,
        ..ContactFormView::default()
    };
    let page = render_contact(req, state, visitor, StatusCode::SERVICE_UNAVAILABLE, form)?;
    Ok(retry_later(page, crate::error::RETRY_AFTER_SECS))
}

/// The form again, kept from caches, with the `Retry-After` the page also states.
fn retry_later(page: HttpResponse, seconds: u64) -> HttpResponse {
    let mut page = no_store(page);
    crate::error::retry_after(&mut page, seconds);
    page
}

/// An `Idempotency-Key` already used for another message: 422, nothing stored, the message
/// kept (in the island, or in the form without JavaScript) to be sent again.
fn key_reused(
    req: &HttpRequest,
    state: &AppState,
    visitor: &Visitor,
    input: ContactInput,
) -> Result<HttpResponse, AppError> {
    let lang = visitor.lang;
    if wants_json(req) {
        return Ok(HttpResponse::build(StatusCode::UNPROCESSABLE_ENTITY)
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(json!({
                "ok": false,
                "title": i18n::lookup(lang, "contact-form-key-reused-title"),
                "description": i18n::lookup(lang, "contact-form-key-reused-description"),
            })));
    }
    let form = ContactFormView {
        input,
        key_reused: true,
        ..ContactFormView::default()
    };
    Ok(no_store(render_contact(
        req,
        state,
        visitor,
        StatusCode::UNPROCESSABLE_ENTITY,
        form,
    )?))
}

/// A page that holds what the visitor typed: no cache may keep it.
fn no_store(mut page: HttpResponse) -> HttpResponse {
    page.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    page
}

/// The success answer: JSON for the island, else 303 to the confirmation.
fn success(req: &HttpRequest, lang: Lang) -> HttpResponse {
    if wants_json(req) {
        return HttpResponse::Ok()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .json(json!({
                "ok": true,
                "title": i18n::lookup(lang, "contact-form-sent-title"),
                "description": i18n::lookup(lang, "contact-form-sent-description"),
            }));
    }
    HttpResponse::SeeOther()
        .insert_header((
            header::LOCATION,
            // The fragment brings a browser without JavaScript to the confirmation, below the
            // fields, instead of the top of the page.
            format!("/contact?lang={}&sent=1#contact-status", lang.as_str()),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// What `templates/partials/contact_form.html` reads besides `ctx`.
#[derive(Debug, Clone, Default)]
pub struct ContactFormView {
    pub input: ContactInput,
    pub errors: Vec<FieldError>,
    /// Show the confirmation of a message just sent.
    pub sent: bool,
    /// Over the rate limit: the seconds until a post is accepted again.
    pub retry_after: Option<u64>,
    /// The database could not take the message: say so, the input kept.
    pub unavailable: bool,
    /// The post reused the `Idempotency-Key` of another message: say so, the input kept.
    pub key_reused: bool,
}

impl ContactFormView {
    /// Fluent id of the error of `field` (`name`, `email`, `organisation`, `message`).
    pub(crate) fn error(&self, field: &str) -> Option<&'static str> {
        self.errors
            .iter()
            .find(|e| e.field.as_str() == field)
            .map(|e| e.message_id())
    }

    /// "Try again in N minutes", in the page's language, when over the rate limit.
    pub(crate) fn retry_text(&self, lang: &crate::lang::Lang) -> Option<String> {
        self.retry_after
            .map(|seconds| crate::error::retry_text(*lang, seconds))
    }

    pub(crate) fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// `(field, Fluent id)` of every error, in form order, for the summary.
    pub(crate) fn error_list(&self) -> Vec<(&'static str, &'static str)> {
        self.errors
            .iter()
            .map(|e| (e.field.as_str(), e.message_id()))
            .collect()
    }
}

#[derive(Template)]
#[template(path = "pages/contact.html")]
pub(crate) struct ContactTemplate {
    pub ctx: PageContext,
    pub form: ContactFormView,
}

/// The GET route of `/contact` (the registry mounts it).
pub(crate) fn route() -> Route {
    web::get().to(contact)
}

pub(crate) async fn contact(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let page = served_page(&req)?;
    let declared =
        |error: crate::pages::page::UndeclaredInput| AppError::internal(&req, error.into());
    // "Request this document" links carry the document's title; cleaned and cut like a posted
    // subject, so a crafted link can only ever fill the field with a line of text.
    let subject = page.text(&visitor, "subject").map_err(declared)?;
    let form = ContactFormView {
        sent: page.flag(&visitor, "sent").map_err(declared)?,
        input: ContactInput {
            subject,
            ..ContactInput::default()
        },
        ..ContactFormView::default()
    };
    render_contact(&req, &state, &visitor, StatusCode::OK, form)
}

/// The contact page with `form`: the plain page, its 422, 429 and 503 answers and the
/// confirmation all render the same template.
pub fn render_contact(
    req: &HttpRequest,
    state: &AppState,
    visitor: &Visitor,
    status: StatusCode,
    form: ContactFormView,
) -> Result<HttpResponse, AppError> {
    let ctx = PageContext::new(state, visitor, Page::of_request(req));
    render_page(req, status, &ContactTemplate { ctx, form })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(name: &str, email: &str, organisation: &str, message: &str) -> ContactInput {
        ContactInput {
            name: name.to_owned(),
            email: email.to_owned(),
            organisation: organisation.to_owned(),
            subject: String::new(),
            message: message.to_owned(),
        }
    }

    #[test]
    fn links_are_counted() {
        assert_eq!(count_links("Bonjour, aucun lien ici."), 0);
        assert_eq!(count_links("Voir https://a.example et http://b.example"), 2);
        assert_eq!(
            count_links("HTTPS://A.EXAMPLE www.b.example https://www.c.example"),
            3
        );
        assert_eq!(
            count_links("https://a.io,https://b.io,https://c.io,https://d.io"),
            4
        );
    }

    #[test]
    fn a_subject_is_optional_and_bounded() {
        let mut with_subject = input("Amina", "amina@universite.example", "", MESSAGE);
        with_subject.subject = "é".repeat(SUBJECT_MAX);
        assert!(validate(&with_subject).is_empty());
        with_subject.subject.push('é');
        assert_eq!(
            problems(&with_subject),
            vec![("subject", ContactProblem::TooLong)]
        );
    }

    fn problems(input: &ContactInput) -> Vec<(&'static str, ContactProblem)> {
        validate(input)
            .iter()
            .map(|e| (e.field.as_str(), e.problem))
            .collect()
    }

    const MESSAGE: &str = "Nous souhaitons automatiser le traitement de nos dossiers.";

    #[test]
    fn a_complete_message_is_valid() {
        assert!(validate(&input(
            "Amina Benali",
            "amina@universite.example",
            "",
            MESSAGE
        ))
        .is_empty());
        assert!(validate(&input(
            "أمينة",
            "amina@example.org",
            "وزارة",
            "نرغب في أتمتة معالجة الملفات"
        ))
        .is_empty());
    }

    #[test]
    fn every_field_reports_its_own_problem() {
        assert_eq!(
            problems(&input("", "", "", "")),
            vec![
                ("name", ContactProblem::Required),
                ("email", ContactProblem::Required),
                ("message", ContactProblem::Required)
            ]
        );
        assert_eq!(
            problems(&input("A", "pas-une-adresse", "", MESSAGE)),
            vec![("email", ContactProblem::Invalid)]
        );
        assert_eq!(problems(&input("A", "a@b.org", "", "Trop court")), vec![]);
        assert_eq!(
            problems(&input("A", "a@b.org", "", "Court")),
            vec![("message", ContactProblem::TooShort)]
        );
    }

    #[test]
    fn bounds_count_characters_not_bytes() {
        // 100 Arabic letters are 200 bytes: still within the name's bound.
        assert!(validate(&input(&"ع".repeat(100), "a@b.org", "", MESSAGE)).is_empty());
        assert_eq!(
            problems(&input(&"ع".repeat(101), "a@b.org", "", MESSAGE)),
            vec![("name", ContactProblem::TooLong)]
        );
        assert!(validate(&input("A", "a@b.org", &"é".repeat(150), MESSAGE)).is_empty());
        assert_eq!(
            problems(&input("A", "a@b.org", &"é".repeat(151), MESSAGE)),
            vec![("organisation", ContactProblem::TooLong)]
        );
        assert!(validate(&input("A", "a@b.org", "", &"é".repeat(5000))).is_empty());
        assert_eq!(
            problems(&input("A", "a@b.org", "", &"é".repeat(5001))),
            vec![("message", ContactProblem::TooLong)]
        );
        assert!(validate(&input("A", "a@b.org", "", &"é".repeat(10))).is_empty());
        assert_eq!(
            problems(&input("A", "a@b.org", "", &"é".repeat(9))),
            vec![("message", ContactProblem::TooShort)]
        );
        let long_email = format!("{}@example.org", "a".repeat(250));
        assert_eq!(
            problems(&input("A", &long_email, "", MESSAGE)),
            vec![("email", ContactProblem::TooLong)]
        );
    }

    #[test]
    fn more_than_three_links_is_refused() {
        let three = "Voir https://a.example, https://b.example et www.c.example pour le contexte.";
        assert!(validate(&input("A", "a@b.org", "", three)).is_empty());
        let four = format!("{three} Et https://d.example.");
        assert_eq!(
            problems(&input("A", "a@b.org", "", &four)),
            vec![("message", ContactProblem::TooManyLinks)]
        );
    }

    #[test]
    fn input_is_cleaned_from_the_form() {
        let fields = crate::form::parse_urlencoded(
            b"name=+Ada+&email=%20a%40b.org&message=Bonjour%0D%0Atous%00",
        )
        .expect("parses");
        let input = ContactInput::from_fields(&fields);
        assert_eq!(input.name, "Ada");
        assert_eq!(input.email, "a@b.org");
        assert_eq!(input.organisation, "");
        assert_eq!(input.message, "Bonjour\ntous");
    }

    #[test]
    fn every_error_has_a_message_id_of_its_field() {
        const FIELDS: [ContactField; 5] = [
            ContactField::Name,
            ContactField::Email,
            ContactField::Organisation,
            ContactField::Subject,
            ContactField::Message,
        ];
        for field in FIELDS {
            for problem in [
                ContactProblem::Required,
                ContactProblem::TooShort,
                ContactProblem::TooLong,
                ContactProblem::Invalid,
                ContactProblem::TooManyLinks,
            ] {
                let id = FieldError { field, problem }.message_id();
                assert!(
                    id.starts_with(&format!("contact-form-error-{}-", field.as_str())),
                    "{id}"
                );
            }
        }
    }
}

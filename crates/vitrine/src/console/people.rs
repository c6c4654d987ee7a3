//! People's data rights: give an address, download everything stored about it (access,
//! portability), or erase it after a confirmation step (erasure). The audit log records the
//! export and the erasure's counts, never the address.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{console_context, recorded_export, render, ConsoleForm, ExportFile, Operator, Posted};
use crate::email::MAX_EMAIL_CHARS;
use crate::error::{AppError, OrInternal, OrUnstored};
use crate::pages::context::PageContext;
use crate::state::AppState;
use crate::store::audit::AuditAction;
use crate::store::people::{ErasedCounts, PersonData};

#[derive(Template)]
#[template(path = "console/people.html")]
pub(crate) struct PeoplePage {
    pub ctx: PageContext,
    /// The address typed, kept.
    pub email: String,
    /// The Fluent id of the error to show.
    pub error: Option<&'static str>,
    /// What an erasure would delete, on the confirmation step.
    pub review: Option<PersonCounts>,
    /// What an erasure deleted.
    pub erased: Option<PersonCounts>,
}

/// How many records of each kind are stored about an address.
pub(crate) struct PersonCounts {
    pub messages: u64,
    /// Subscriptions and sign-ups not applied yet.
    pub subscriptions: u64,
    pub mails: u64,
}

impl PersonCounts {
    fn of(data: &PersonData) -> PersonCounts {
        let count = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
        PersonCounts {
            messages: count(data.messages.len()),
            subscriptions: count(data.subscriptions.len()),
            mails: count(data.mails.len()),
        }
    }

    fn erased(counts: ErasedCounts) -> PersonCounts {
        PersonCounts {
            messages: counts.messages,
            subscriptions: counts.subscriptions + counts.signup_requests,
            mails: counts.mails,
        }
    }
}

impl PeoplePage {
    /// A count shown in the page's language (Arabic pages isolate it).
    pub(crate) fn count(&self, id: &str, count: &u64) -> String {
        crate::i18n::lookup_args(
            self.ctx.lang,
            id,
            &[(
                "count",
                fluent_templates::fluent_bundle::FluentValue::from(*count),
            )],
        )
    }
}

/// What the page shows: the address kept, a refusal (Fluent id), the confirmation step or
/// what an erasure deleted, with the answer's status.
#[derive(Default)]
struct Shown {
    status: Option<StatusCode>,
    email: String,
    error: Option<&'static str>,
    review: Option<PersonCounts>,
    erased: Option<PersonCounts>,
}

async fn page(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    shown: Shown,
) -> Result<HttpResponse, AppError> {
    let Shown {
        status,
        email,
        error,
        review,
        erased,
    } = shown;
    let view = PeoplePage {
        ctx: console_context(req, state, operator, "console-people", "/people").await?,
        email,
        error,
        review,
        erased,
    };
    render(req, status.unwrap_or(StatusCode::OK), &view)
}

/// `GET /console/people`.
pub(crate) async fn people_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    page(&req, &state, &operator, Shown::default()).await
}

/// The address of the form, or the page again with the error (422).
async fn address(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    form: &ConsoleForm,
) -> Result<Result<String, HttpResponse>, AppError> {
    let email = crate::form::clean_line(form.text("email"));
    if email.is_empty() || email.chars().count() > MAX_EMAIL_CHARS || !email.contains('@') {
        let refused = page(
            req,
            state,
            operator,
            Shown {
                status: Some(StatusCode::UNPROCESSABLE_ENTITY),
                email: email.chars().take(MAX_EMAIL_CHARS * 2).collect(),
                error: Some("console-people-email-invalid"),
                ..Shown::default()
            },
        )
        .await?;
        return Ok(Err(refused));
    }
    Ok(Ok(email))
}

/// The address of the posted form and what is stored about it, or the page again with the
/// error (422).
async fn person_of_form(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    form: &ConsoleForm,
) -> Result<Result<(String, PersonData), HttpResponse>, AppError> {
    let email = match address(req, state, operator, form).await? {
        Ok(email) => email,
        Err(refused) => return Ok(Err(refused)),
    };
    let data = state.store.person(&email).await.or_internal(req)?;
    Ok(Ok((email, data)))
}

/// `POST /console/people/export`: everything stored about the address, as JSON.
pub(crate) async fn export(
    req: HttpRequest,
    state: web::Data<AppState>,
    Posted { operator, form }: Posted,
) -> Result<HttpResponse, AppError> {
    let (_, data) = match person_of_form(&req, &state, &operator, &form).await? {
        Ok(found) => found,
        Err(refused) => return Ok(refused),
    };
    let counts = PersonCounts::of(&data);
    let file = ExportFile::json(&req, "person.json", &data)?;
    let detail = serde_json::json!({
        "what": "person",
        "messages": counts.messages,
        "subscriptions": counts.subscriptions,
        "mails": counts.mails,
    });
    recorded_export(&req, &state, &operator, file, detail).await
}

/// `POST /console/people/erase`: the confirmation step, with what would be erased.
pub(crate) async fn erase_review(
    req: HttpRequest,
    state: web::Data<AppState>,
    Posted { operator, form }: Posted,
) -> Result<HttpResponse, AppError> {
    let (email, data) = match person_of_form(&req, &state, &operator, &form).await? {
        Ok(found) => found,
        Err(refused) => return Ok(refused),
    };
    let review = PersonCounts::of(&data);
    page(
        &req,
        &state,
        &operator,
        Shown {
            email,
            review: Some(review),
            ..Shown::default()
        },
    )
    .await
}

/// `POST /console/people/erase/confirm`: erases every record of the address.
pub(crate) async fn erase(
    req: HttpRequest,
    state: web::Data<AppState>,
    Posted { operator, form }: Posted,
) -> Result<HttpResponse, AppError> {
    let email = match address(&req, &state, &operator, &form).await? {
        Ok(email) => email,
        Err(refused) => return Ok(refused),
    };
    let entry = operator.audit(AuditAction::Erase, state.clock.now(), serde_json::json!({}));
    let erased = state
        .store
        .erase_person(&email, &entry)
        .await
        .or_unstored(&req, "console erase")?;
    // The address is not shown back: it is gone.
    page(
        &req,
        &state,
        &operator,
        Shown {
            erased: Some(PersonCounts::erased(erased)),
            ..Shown::default()
        },
    )
    .await
}

//! The inbox: contact messages newest first with the unread count, filtered by status and
//! language and searched (`store::inbox`); a message's page with its status form, its note
//! and a reply link; the export.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{
    console_context, console_context_with, path_id, recorded_export, render, see_other_done,
    shown_time, typed_search, Choice, ExportFile, Listing, Operator, PageLinks, Posted, PostedTo,
};
use crate::error::{found, AppError, OrInternal, OrUnstored};
use crate::lang::Lang;
use crate::pages::context::PageContext;
use crate::state::AppState;
use crate::store::audit::AuditAction;
use crate::store::inbox::{
    fold_search, InboxCounts, InboxMessage, InboxQuery, InboxRow, MessageStatus, NOTE_MAX_CHARS,
};
use crate::visitor::Visitor;

/// Messages per inbox page.
pub(crate) const PAGE_SIZE: i64 = 50;

#[derive(Template)]
#[template(path = "console/inbox.html")]
pub(crate) struct InboxPage {
    pub ctx: PageContext,
    pub rows: Vec<InboxRowView>,
    pub counts: InboxCounts,
    /// How many messages the filters find.
    pub total: i64,
    pub status: Option<MessageStatus>,
    pub lang: Option<&'static str>,
    /// The filters' selects: statuses with their counts, languages.
    pub status_choices: Vec<Choice>,
    pub lang_choices: Vec<Choice>,
    /// The search as typed.
    pub search: String,
    pub pages: PageLinks,
}

/// A message as the inbox lists it: the stored row, its link and its time as shown.
pub(crate) struct InboxRowView {
    pub href: String,
    pub received: String,
    pub stored: InboxRow,
}

#[derive(Template)]
#[template(path = "console/message.html")]
pub(crate) struct MessagePage {
    pub ctx: PageContext,
    pub message: InboxMessage,
    pub received: String,
    pub reply_href: String,
    /// The addresses of its two forms.
    pub status_href: String,
    pub note_href: String,
    /// The note as typed, kept when refused.
    pub note: String,
    /// The Fluent id of the error to show, when a form was refused.
    pub error: Option<&'static str>,
    /// The Fluent id of what was just done.
    pub done: Option<&'static str>,
}

/// A status's name in `lang` (the code itself for one the store never writes).
pub(crate) fn status_name(lang: &Lang, status: &str) -> String {
    let id = match MessageStatus::from_code(status) {
        Some(MessageStatus::New) => "console-status-new",
        Some(MessageStatus::Answered) => "console-status-answered",
        Some(MessageStatus::Archived) => "console-status-archived",
        Some(MessageStatus::Spam) => "console-status-spam",
        None => return status.to_owned(),
    };
    crate::i18n::lookup(*lang, id)
}

/// A language's name in `lang` (the code itself for one the site does not speak).
pub(crate) fn lang_name(lang: &Lang, code: &str) -> String {
    let id = match Lang::from_code(code) {
        Some(Lang::Fr) => "console-lang-fr",
        Some(Lang::En) => "console-lang-en",
        Some(Lang::Ar) => "console-lang-ar",
        None => return code.to_owned(),
    };
    crate::i18n::lookup(*lang, id)
}

/// What the inbox's query asks: status, language, search, page. Unknown values are ignored
/// (the whole inbox), a search is cut to `SEARCH_MAX_CHARS`.
fn read_query(visitor: &Visitor) -> (InboxQuery, String, Listing) {
    let status = visitor
        .query_value("status")
        .and_then(MessageStatus::from_code);
    let lang = visitor
        .query_value("in")
        .and_then(Lang::from_code)
        .map(|lang| lang.as_str());
    let search = typed_search(visitor.query_value("q").unwrap_or_default());
    let listing = Listing::of(visitor, PAGE_SIZE);
    let query = InboxQuery {
        status,
        lang,
        search: fold_search(&search),
    };
    (query, search, listing)
}

/// `GET /console`: the inbox.
pub(crate) async fn inbox(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let (query, search, listing) = read_query(&visitor);
    let (rows, total) = state
        .store
        .inbox(&query, listing.size, listing.offset())
        .await
        .or_internal(&req)?;
    let counts = state.store.inbox_counts().await.or_internal(&req)?;
    let ctx = console_context_with(&req, &state, &operator, "console-inbox", "", counts.new);
    let filters = [
        ("status", query.status.map_or("", MessageStatus::as_str)),
        ("in", query.lang.unwrap_or_default()),
        ("q", &search),
    ];
    let pages = listing.links(&ctx, "/console", &filters, total);
    let status_choices = MessageStatus::ALL
        .into_iter()
        .map(|choice| Choice {
            code: choice.as_str(),
            label: format!(
                "{} ({})",
                status_name(&ctx.lang, choice.as_str()),
                counts.of(choice)
            ),
            selected: query.status == Some(choice),
        })
        .collect();
    let lang_choices = Lang::ALL
        .into_iter()
        .map(|choice| Choice {
            code: choice.as_str(),
            label: lang_name(&ctx.lang, choice.as_str()),
            selected: query.lang == Some(choice.as_str()),
        })
        .collect();
    let page_view = InboxPage {
        rows: rows
            .into_iter()
            .map(|row| InboxRowView {
                href: ctx.link(&format!("/console/messages/{}", row.id)),
                received: shown_time(&ctx, row.received_at),
                stored: row,
            })
            .collect(),
        counts,
        total,
        status: query.status,
        lang: query.lang,
        status_choices,
        lang_choices,
        search,
        pages,
        ctx,
    };
    render(&req, StatusCode::OK, &page_view)
}

/// Message `id` from the path, or the console's 404.
async fn stored_message(
    req: &HttpRequest,
    state: &AppState,
    id: i64,
) -> Result<InboxMessage, AppError> {
    found(req, state.store.inbox_message(id).await)
}

/// After a change to message `id`: its page, saying what was `done`.
fn back_to_message(req: &HttpRequest, id: i64, done: &str) -> HttpResponse {
    see_other_done(req, &format!("/messages/{id}"), done)
}

/// The `mailto:` link of a reply: to the visitor, the subject filled.
fn reply_href(message: &InboxMessage, lang: Lang) -> String {
    let subject = if message.stored.subject.is_empty() {
        crate::i18n::lookup(lang, "console-reply-subject")
    } else {
        format!("Re: {}", message.stored.subject)
    };
    let to: String =
        url::form_urlencoded::byte_serialize(message.stored.email.as_bytes()).collect();
    // mailto: wants %20 for spaces (RFC 6068), not the form encoding's `+`.
    let subject: String = url::form_urlencoded::byte_serialize(subject.as_bytes())
        .collect::<String>()
        .replace('+', "%20");
    format!("mailto:{}?subject={subject}", to.replace("%40", "@"))
}

/// What a message's page shows besides the message: the note typed (kept when refused), the
/// refusal or what was just done (Fluent ids), with the answer's status.
#[derive(Default)]
struct Outcome {
    status: Option<StatusCode>,
    note: Option<String>,
    error: Option<&'static str>,
    done: Option<&'static str>,
}

impl Outcome {
    /// A form refused with the message `error` (a 422), with the note typed when given.
    fn refused(error: &'static str, note: Option<String>) -> Outcome {
        Outcome {
            status: Some(StatusCode::UNPROCESSABLE_ENTITY),
            note,
            error: Some(error),
            done: None,
        }
    }
}

async fn message_page(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    message: InboxMessage,
    outcome: Outcome,
) -> Result<HttpResponse, AppError> {
    let Outcome {
        status,
        note,
        error,
        done,
    } = outcome;
    let ctx = console_context(req, state, operator, "console-message", "").await?;
    let page = MessagePage {
        received: shown_time(&ctx, message.stored.received_at),
        reply_href: reply_href(&message, ctx.lang),
        status_href: ctx.link(&format!("/console/messages/{}/status", message.stored.id)),
        note_href: ctx.link(&format!("/console/messages/{}/note", message.stored.id)),
        note: note.unwrap_or_else(|| message.note.clone()),
        ctx,
        message,
        error,
        done,
    };
    render(req, status.unwrap_or(StatusCode::OK), &page)
}

/// `GET /console/messages/{id}`.
pub(crate) async fn message(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let message = stored_message(&req, &state, path_id(&req, &path)?).await?;
    let done = match Visitor::from_request(&req).query_value("done") {
        Some("status") => Some("console-message-status-done"),
        Some("note") => Some("console-message-note-done"),
        _ => None,
    };
    message_page(
        &req,
        &state,
        &operator,
        message,
        Outcome {
            done,
            ..Outcome::default()
        },
    )
    .await
}

/// `POST /console/messages/{id}/status`: field `status`.
pub(crate) async fn set_status(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, form }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let message = stored_message(&req, &state, id).await?;
    let Some(status) = MessageStatus::from_code(form.text("status")) else {
        let refusal = Outcome::refused("console-message-status-invalid", None);
        return message_page(&req, &state, &operator, message, refusal).await;
    };
    let now = state.clock.now();
    let entry = operator.audit(
        AuditAction::StatusChanged,
        now,
        serde_json::json!({ "message": message.stored.id, "from": message.stored.status, "to": status.as_str() }),
    );
    state
        .store
        .set_message_status(message.stored.id, status, now, &entry)
        .await
        .or_unstored(&req, "console status")?;
    Ok(back_to_message(&req, message.stored.id, "status"))
}

/// `POST /console/messages/{id}/note`: field `note`, at most `NOTE_MAX_CHARS`.
pub(crate) async fn set_note(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, form }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let message = stored_message(&req, &state, id).await?;
    let note = crate::form::clean_text(form.text("note"));
    if note.chars().count() > NOTE_MAX_CHARS {
        let refusal = Outcome::refused(
            "console-message-note-too-long",
            Some(form.text("note").to_owned()),
        );
        return message_page(&req, &state, &operator, message, refusal).await;
    }
    let entry = operator.audit(
        AuditAction::NoteChanged,
        state.clock.now(),
        serde_json::json!({ "message": message.stored.id }),
    );
    state
        .store
        .set_message_note(message.stored.id, &note, &entry)
        .await
        .or_unstored(&req, "console note")?;
    Ok(back_to_message(&req, message.stored.id, "note"))
}

/// `POST /console/messages/export`: the messages of the inbox's filters (fields `status`,
/// `in`, `q`), in JSON, every field whole with the status and the note.
pub(crate) async fn export(
    req: HttpRequest,
    state: web::Data<AppState>,
    Posted { operator, form }: Posted,
) -> Result<HttpResponse, AppError> {
    let search = typed_search(form.text("q"));
    let query = InboxQuery {
        status: MessageStatus::from_code(form.text("status")),
        lang: Lang::from_code(form.text("in")).map(|lang| lang.as_str()),
        search: fold_search(&search),
    };
    let messages = state.store.inbox_export(&query).await.or_internal(&req)?;
    let file = ExportFile::json(&req, "messages.json", &messages)?;
    let detail = serde_json::json!({ "what": "messages", "count": messages.len() });
    recorded_export(&req, &state, &operator, file, detail).await
}

//! The outbox's page: mails queued, sent and failed (with their last error), newest first,
//! and a failed mail queued again on the operator's request.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{console_context, render, see_other_done, shown_time, Operator, PostedTo};
use crate::error::{AppError, OrInternal, OrUnstored};
use crate::pages::context::PageContext;
use crate::state::AppState;
use crate::store::audit::AuditAction;
use crate::visitor::Visitor;

/// Mails the page lists at most (the newest).
const SHOWN: usize = 200;
/// The statuses the page filters by, with their Fluent ids.
const STATUSES: [(&str, &str); 3] = [
    ("queued", "console-mail-queued"),
    ("sent", "console-mail-sent"),
    ("failed", "console-mail-failed"),
];

#[derive(Template)]
#[template(path = "console/mail.html")]
pub(crate) struct MailPage {
    pub ctx: PageContext,
    pub mails: Vec<MailView>,
    pub filters: Vec<MailFilter>,
    /// Whether a mail was just queued again.
    pub retried: bool,
}

/// A link of the status filter.
pub(crate) struct MailFilter {
    pub href: String,
    pub label: String,
    pub current: bool,
}

/// A mail as the page lists it.
pub(crate) struct MailView {
    pub kind: String,
    pub recipient: String,
    pub status: String,
    pub attempts: i64,
    pub queued: String,
    pub sent: String,
    pub error: String,
    /// The retry form's address, for a failed mail.
    pub retry_href: Option<String>,
}

/// `GET /console/mail`: `?status=queued|sent|failed` filters.
pub(crate) async fn mail_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let status = visitor
        .query_value("status")
        .and_then(|wanted| STATUSES.iter().find(|(code, _)| *code == wanted))
        .map(|(code, _)| *code);
    let mut entries = state.store.outbox(status).await.or_internal(&req)?;
    entries.reverse();
    entries.truncate(SHOWN);
    let ctx = console_context(&req, &state, &operator, "console-mail", "/mail").await?;
    let mut filters = vec![MailFilter {
        href: ctx.link("/console/mail"),
        label: ctx.text("console-inbox-all"),
        current: status.is_none(),
    }];
    filters.extend(STATUSES.iter().map(|(code, label)| MailFilter {
        href: format!("{}&status={code}", ctx.link("/console/mail")),
        label: ctx.text(label),
        current: status == Some(*code),
    }));
    let mails = entries
        .into_iter()
        .map(|entry| MailView {
            retry_href: (entry.status == "failed")
                .then(|| ctx.link(&format!("/console/mail/{}/retry", entry.id))),
            status: STATUSES
                .iter()
                .find(|(code, _)| *code == entry.status)
                .map_or_else(|| entry.status.clone(), |(_, label)| ctx.text(label)),
            kind: entry.kind,
            recipient: entry.recipient,
            attempts: entry.attempts,
            queued: shown_time(&ctx, entry.created_at),
            sent: entry
                .sent_at
                .map(|at| shown_time(&ctx, at))
                .unwrap_or_default(),
            error: entry.last_error.unwrap_or_default(),
        })
        .collect();
    let page = MailPage {
        retried: visitor.query_value("done") == Some("retry"),
        ctx,
        mails,
        filters,
    };
    render(&req, StatusCode::OK, &page)
}

/// `POST /console/mail/{id}/retry`: queues a failed mail again, due now.
pub(crate) async fn retry(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, .. }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let now = state.clock.now();
    let queued = state
        .store
        .retry_mail(id, now)
        .await
        .or_unstored(&req, "console mail retry")?;
    if !queued {
        return Err(AppError::not_found(&req));
    }
    operator
        .record(
            &req,
            &state,
            AuditAction::MailRetried,
            serde_json::json!({ "mail": id }),
        )
        .await?;
    Ok(see_other_done(&req, "/mail", "retry"))
}

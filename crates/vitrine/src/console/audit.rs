//! The audit log's page: what operators did, newest first, with time, operator and address.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{console_context, render, shown_time, Listing, Operator, PageLinks};
use crate::error::{AppError, OrInternal};
use crate::pages::context::PageContext;
use crate::state::AppState;
use crate::store::audit::AuditAction;
use crate::visitor::Visitor;

/// Records per page.
const PAGE_SIZE: i64 = 100;

#[derive(Template)]
#[template(path = "console/audit.html")]
pub(crate) struct AuditPage {
    pub ctx: PageContext,
    pub records: Vec<AuditView>,
    pub pages: PageLinks,
}

/// A record as the page shows it.
pub(crate) struct AuditView {
    pub at: String,
    pub operator: String,
    pub ip: String,
    pub action: String,
    pub detail: String,
}

/// An action's name in `lang` (the code itself for one this release does not know).
fn action_name(lang: crate::lang::Lang, code: &str) -> String {
    let id = match AuditAction::from_code(code) {
        Some(AuditAction::SignIn) => "console-audit-sign-in",
        Some(AuditAction::SignInFailed) => "console-audit-sign-in-failed",
        Some(AuditAction::SignOut) => "console-audit-sign-out",
        Some(AuditAction::SessionEnded) => "console-audit-session-ended",
        Some(AuditAction::StatusChanged) => "console-audit-status-changed",
        Some(AuditAction::NoteChanged) => "console-audit-note-changed",
        Some(AuditAction::Export) => "console-audit-export",
        Some(AuditAction::Erase) => "console-audit-erase",
        Some(AuditAction::OperatorAdded) => "console-audit-operator-added",
        Some(AuditAction::OperatorReset) => "console-audit-operator-reset",
        Some(AuditAction::OperatorRemoved) => "console-audit-operator-removed",
        Some(AuditAction::MailRetried) => "console-audit-mail-retried",
        Some(AuditAction::IssueSaved) => "console-audit-issue-saved",
        Some(AuditAction::IssueTestSent) => "console-audit-issue-test-sent",
        Some(AuditAction::IssueSent) => "console-audit-issue-sent",
        Some(AuditAction::Unsubscribe) => "console-audit-unsubscribe",
        None => return code.to_owned(),
    };
    crate::i18n::lookup(lang, id)
}

/// `GET /console/audit`.
pub(crate) async fn audit_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let listing = Listing::of(&Visitor::from_request(&req), PAGE_SIZE);
    let (records, total) = state
        .store
        .audit_log(listing.size, listing.offset())
        .await
        .or_internal(&req)?;
    let ctx = console_context(&req, &state, &operator, "console-audit", "/audit").await?;
    let pages = listing.links(&ctx, "/console/audit", &[], total);
    let view = AuditPage {
        records: records
            .into_iter()
            .map(|record| AuditView {
                at: shown_time(&ctx, record.at),
                action: action_name(ctx.lang, &record.action),
                operator: record.operator,
                ip: record.ip,
                detail: if record.detail == "{}" {
                    String::new()
                } else {
                    record.detail
                },
            })
            .collect(),
        pages,
        ctx,
    };
    render(&req, StatusCode::OK, &view)
}

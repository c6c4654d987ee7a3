//! The console's audit log: who did what, when, from where. A change and its record are one
//! transaction (`insert` runs inside the change's), so neither exists without the other. No
//! visitor's address is ever recorded: an erasure records how many records went.

use anyhow::Context;
use serde::Serialize;
use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::{Any, AnyConnection};

use super::filter::Filter;
use super::{readable_time, Store, StoreError};

/// The columns of `AuditRecord`.
const AUDIT_COLUMNS: &str = "id, at, operator, ip, action, detail";

/// What an audit record says was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AuditAction {
    SignIn,
    SignInFailed,
    SignOut,
    SessionEnded,
    StatusChanged,
    NoteChanged,
    Export,
    Erase,
    Unsubscribe,
    MailRetried,
    OperatorAdded,
    OperatorReset,
    OperatorRemoved,
    IssueSaved,
    IssueTestSent,
    IssueSent,
}

impl AuditAction {
    pub const ALL: [AuditAction; 16] = [
        AuditAction::SignIn,
        AuditAction::SignInFailed,
        AuditAction::SignOut,
        AuditAction::SessionEnded,
        AuditAction::StatusChanged,
        AuditAction::NoteChanged,
        AuditAction::Export,
        AuditAction::Erase,
        AuditAction::Unsubscribe,
        AuditAction::MailRetried,
        AuditAction::OperatorAdded,
        AuditAction::OperatorReset,
        AuditAction::OperatorRemoved,
        AuditAction::IssueSaved,
        AuditAction::IssueTestSent,
        AuditAction::IssueSent,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AuditAction::SignIn => "sign-in",
            AuditAction::SignInFailed => "sign-in-failed",
            AuditAction::SignOut => "sign-out",
            AuditAction::SessionEnded => "session-ended",
            AuditAction::StatusChanged => "status-changed",
            AuditAction::NoteChanged => "note-changed",
            AuditAction::Export => "export",
            AuditAction::Erase => "erase",
            AuditAction::Unsubscribe => "unsubscribe",
            AuditAction::MailRetried => "mail-retried",
            AuditAction::OperatorAdded => "operator-added",
            AuditAction::OperatorReset => "operator-reset",
            AuditAction::OperatorRemoved => "operator-removed",
            AuditAction::IssueSaved => "issue-saved",
            AuditAction::IssueTestSent => "issue-test-sent",
            AuditAction::IssueSent => "issue-sent",
        }
    }

    pub fn from_code(code: &str) -> Option<AuditAction> {
        AuditAction::ALL
            .into_iter()
            .find(|action| action.as_str() == code)
    }
}

/// A record to write.
#[derive(Debug, Clone)]
pub struct AuditEntry<'a> {
    pub at: i64,
    /// The operator's address; empty when there is none (an unknown address at sign-in, the
    /// server's command line).
    pub operator: &'a str,
    /// The client's address; empty on the command line.
    pub ip: &'a str,
    pub action: AuditAction,
    /// What it was done to: ids, statuses, counts; never a visitor's address.
    pub detail: serde_json::Value,
}

/// A record as the console and `vitrine audit list` show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct AuditRecord {
    pub id: i64,
    #[serde(with = "readable_time")]
    pub at: i64,
    pub operator: String,
    pub ip: String,
    pub action: String,
    /// JSON.
    pub detail: String,
}

/// Writes `entry` on `conn`, inside the caller's transaction.
pub(crate) async fn insert(
    conn: &mut AnyConnection,
    entry: &AuditEntry<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO console_audit_log (at, operator, ip, action, detail) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(entry.at)
    .bind(entry.operator)
    .bind(entry.ip)
    .bind(entry.action.as_str())
    .bind(entry.detail.to_string())
    .execute(conn)
    .await?;
    Ok(())
}

/// Runs `statement` and records `entry` when it changed one row; whether it did. An action
/// that found nothing to act on (no such row, or another operator was first) leaves no
/// record.
pub(crate) async fn execute_audited<'q>(
    conn: &mut AnyConnection,
    statement: Query<'q, Any, AnyArguments<'q>>,
    entry: &AuditEntry<'_>,
) -> Result<bool, sqlx::Error> {
    if statement.execute(&mut *conn).await?.rows_affected() != 1 {
        return Ok(false);
    }
    insert(conn, entry).await?;
    Ok(true)
}

impl Store {
    /// Writes one audit record on its own (what has no other change to go with: a failed
    /// sign-in, an export).
    pub async fn record_audit(&self, entry: &AuditEntry<'_>) -> Result<(), StoreError> {
        self.write("record an audit entry", async |conn| {
            insert(conn, entry).await
        })
        .await
    }

    /// Audit records, newest first: at most `limit`, after the first `offset`, and how many
    /// there are in all.
    pub async fn audit_log(
        &self,
        limit: i64,
        offset: i64,
    ) -> anyhow::Result<(Vec<AuditRecord>, i64)> {
        self.page_of(
            AUDIT_COLUMNS,
            "console_audit_log",
            &Filter::default(),
            "at DESC, id DESC",
            limit,
            offset,
        )
        .await
        .context("read the audit log")
    }

    /// Every audit record at or after `since`, oldest first (`vitrine audit list`).
    pub async fn audit_since(&self, since: i64) -> anyhow::Result<Vec<AuditRecord>> {
        self.rows_of(
            &format!(
                "SELECT {AUDIT_COLUMNS} FROM console_audit_log WHERE at >= $1 ORDER BY at, id"
            ),
            since,
            "read the audit log",
        )
        .await
    }
}

//! The daily clean-up: what `[retention]` says is kept no longer is deleted, with what is
//! about it (the notices of a deleted message, the links and mails of a deleted subscriber),
//! and scrubbed from the files as an erasure is (`people::scrub_files`). The privacy page
//! states the same settings, so the promise and the clean-up cannot differ.

use serde::Serialize;

use super::outbox::{delete_mails, mails_to, notices_of};
use super::people::PERSONAL_TABLES;
use super::subscribers::mailbox_hash;
use super::{Store, StoreError};
use crate::config::RetentionSettings;

/// How often the clean-up runs.
pub const RETENTION_EVERY: std::time::Duration = std::time::Duration::from_secs(24 * 3600);

/// What one clean-up deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct RetentionReport {
    pub messages: u64,
    pub subscribers: u64,
    pub mails: u64,
    pub audit_records: u64,
    /// Ended sessions, abandoned sign-ins and failures out of the throttle's window.
    pub console_rows: u64,
}

impl Store {
    /// Deletes what is past its retention at `now` (Unix seconds).
    pub async fn apply_retention(
        &self,
        settings: &RetentionSettings,
        now: i64,
    ) -> Result<RetentionReport, StoreError> {
        let message_cutoff = now - RetentionSettings::seconds(settings.messages_days);
        let left_cutoff = now - RetentionSettings::seconds(settings.subscribers_left_days);
        let audit_cutoff = now - RetentionSettings::seconds(settings.audit_days);
        let mut report = self
            .write("delete what is past its retention", async |conn| {
                let mut report = RetentionReport::default();
                let messages: Vec<i64> = sqlx::query_scalar(
                    "SELECT id FROM contact_messages \
                     WHERE COALESCE(status_changed_at, received_at) < $1",
                )
                .bind(message_cutoff)
                .fetch_all(&mut *conn)
                .await?;
                // Only these messages' notices: their sender may have newer messages.
                let notices = notices_of(conn, &messages).await?;
                report.mails += delete_mails(conn, &notices).await?;
                for id in &messages {
                    report.messages += sqlx::query("DELETE FROM contact_messages WHERE id = $1")
                        .bind(id)
                        .execute(&mut *conn)
                        .await?
                        .rows_affected();
                }
                let left: Vec<(i64, String)> = sqlx::query_as(
                    "SELECT id, email FROM newsletter_subscriptions \
                     WHERE status = 'unsubscribed' AND unsubscribed_at < $1",
                )
                .bind(left_cutoff)
                .fetch_all(&mut *conn)
                .await?;
                for (id, email) in &left {
                    let key = crate::email::canonical(email);
                    let mails = mails_to(conn, &key).await?;
                    report.mails += delete_mails(conn, &mails).await?;
                    sqlx::query("DELETE FROM newsletter_tokens WHERE subscriber_id = $1")
                        .bind(id)
                        .execute(&mut *conn)
                        .await?;
                    sqlx::query("DELETE FROM confirmation_mail_quota WHERE mailbox_hash = $1")
                        .bind(mailbox_hash(&key))
                        .execute(&mut *conn)
                        .await?;
                    report.subscribers +=
                        sqlx::query("DELETE FROM newsletter_subscriptions WHERE id = $1")
                            .bind(id)
                            .execute(&mut *conn)
                            .await?
                            .rows_affected();
                }
                report.audit_records = sqlx::query("DELETE FROM console_audit_log WHERE at < $1")
                    .bind(audit_cutoff)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected();
                Ok(report)
            })
            .await?;
        report.console_rows = self.purge_console(now).await?;
        if report.messages + report.subscribers + report.mails > 0 {
            self.scrub_files(&PERSONAL_TABLES).await;
        }
        Ok(report)
    }
}

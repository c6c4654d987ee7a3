//! Figures an operator watches (`/metrics`), read from the database when scraped.

use anyhow::Context;
use sqlx::Row;

use super::Store;

/// The mail outbox at a glance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutboxFigures {
    /// Mails waiting to be sent (retries included).
    pub queued: i64,
    /// When the oldest waiting mail was queued (Unix seconds); `None` when none waits.
    pub oldest_queued_at: Option<i64>,
    /// Mails given up.
    pub failed: i64,
}

impl Store {
    /// Counts the outbox's waiting and given-up mails, and finds the oldest waiting one.
    pub async fn outbox_figures(&self) -> anyhow::Result<OutboxFigures> {
        // Sent mails, the bulk of the table, are left out by the status index.
        let row = sqlx::query(
            "SELECT COUNT(CASE WHEN status = 'queued' THEN 1 END), \
                    MIN(CASE WHEN status = 'queued' THEN created_at END), \
                    COUNT(CASE WHEN status = 'failed' THEN 1 END) \
             FROM mail_outbox WHERE status IN ('queued', 'failed')",
        )
        .fetch_one(&self.pool)
        .await
        .context("count the outbox")?;
        Ok(OutboxFigures {
            queued: row.try_get(0).context("queued mails")?,
            oldest_queued_at: row.try_get(1).context("oldest queued mail")?,
            failed: row.try_get(2).context("failed mails")?,
        })
    }
}

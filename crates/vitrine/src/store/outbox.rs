//! The mail outbox: mails waiting to be sent, sent, or given up.
//!
//! `enqueue` runs inside the transaction of what the mail is about, so a contact message is
//! never stored without its notice, nor a notice queued for a message that was not stored.
//!
//! Claiming is a lease: a worker sets `claimed_until` on the rows it takes, and no other
//! worker takes a row whose lease runs. On PostgreSQL the rows are chosen `FOR UPDATE SKIP
//! LOCKED`, so two instances polling at the same instant take different rows instead of
//! waiting for each other; SQLite runs one writer at a time, which gives the same guarantee.
//! A worker killed mid-send leaves its rows leased; they are taken again when the lease ends.

use anyhow::Context;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

use super::{readable_time, Backend, Store};
use crate::mail::OutgoingMail;

/// How long a claimed mail stays with its worker (longer than an SMTP attempt can take).
pub const LEASE_SECS: i64 = 120;

/// A mail not sent this long after it was queued is given up: news that late would mislead.
pub const GIVE_UP_AFTER_SECS: i64 = 3 * 24 * 3600;

/// A mail taken from the outbox for one attempt.
#[derive(Debug, Clone)]
pub struct ClaimedMail {
    pub id: i64,
    pub created_at: i64,
    /// Attempts so far, this one included.
    pub attempts: i64,
    /// After this time (Unix seconds) a failed attempt gives the mail up.
    pub give_up_at: i64,
    pub mail: OutgoingMail,
}

/// A row of the outbox, for the operator (serialised as listed: times readable).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct OutboxEntry {
    pub id: i64,
    pub kind: String,
    pub recipient: String,
    /// `queued`, `sent` or `failed`.
    pub status: String,
    pub attempts: i64,
    #[serde(rename = "queued_at", with = "readable_time")]
    pub created_at: i64,
    #[serde(with = "readable_time")]
    pub next_attempt_at: i64,
    #[serde(with = "readable_time::option")]
    pub sent_at: Option<i64>,
    pub last_error: Option<String>,
}

/// Queues `mail` on `conn` (the caller's transaction).
pub async fn enqueue(
    conn: &mut AnyConnection,
    mail: &OutgoingMail,
    now: i64,
) -> Result<(), sqlx::Error> {
    let payload = serde_json::to_string(mail).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query(
        "INSERT INTO mail_outbox \
         (kind, recipient, payload, status, attempts, created_at, next_attempt_at, claimed_until, give_up_at) \
         VALUES ($1, $2, $3, 'queued', 0, $4, $4, 0, $5)",
    )
    .bind(&mail.kind)
    .bind(&mail.to)
    .bind(payload)
    .bind(now)
    .bind(now + GIVE_UP_AFTER_SECS)
    .execute(conn)
    .await?;
    Ok(())
}

impl Store {
    /// Queues one mail on its own (tests and tools; the site queues inside a transaction).
    pub async fn enqueue_mail(&self, mail: &OutgoingMail, now: i64) -> anyhow::Result<()> {
        let mut conn = self.pool.acquire().await.context("database connection")?;
        enqueue(&mut conn, mail, now).await.context("queue mail")
    }

    /// Takes up to `limit` due mails for `LEASE_SECS`, counting the attempt.
    pub async fn claim_due_mails(&self, now: i64, limit: i64) -> anyhow::Result<Vec<ClaimedMail>> {
        let lock = match self.backend {
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        };
        let sql = format!(
            "UPDATE mail_outbox SET claimed_until = $1, attempts = attempts + 1 \
             WHERE id IN (SELECT id FROM mail_outbox \
                 WHERE status = 'queued' AND next_attempt_at <= $2 AND claimed_until <= $2 \
                 ORDER BY next_attempt_at, id LIMIT $3{lock}) \
             RETURNING id, created_at, attempts, give_up_at, payload"
        );
        let rows = sqlx::query(&sql)
            .bind(now + LEASE_SECS)
            .bind(now)
            .bind(limit)
            .fetch_all(&self.pool)
            .await
            .context("claim due mails")?;
        let mut claimed = Vec::with_capacity(rows.len());
        for row in rows {
            let id: i64 = row.try_get("id")?;
            let payload: String = row.try_get("payload")?;
            match serde_json::from_str(&payload) {
                Ok(mail) => claimed.push(ClaimedMail {
                    id,
                    created_at: row.try_get("created_at")?,
                    attempts: row.try_get("attempts")?,
                    give_up_at: row.try_get("give_up_at")?,
                    mail,
                }),
                Err(error) => {
                    self.give_up_mail(id, &format!("unreadable outbox row: {error}"))
                        .await?;
                }
            }
        }
        claimed.sort_by_key(|m| m.id);
        Ok(claimed)
    }

    /// Records a mail as sent. `redacted`, when given, replaces what the outbox keeps of it:
    /// a subscriber's mail holds link tokens, which the database otherwise stores only hashed.
    pub async fn mark_mail_sent(
        &self,
        id: i64,
        now: i64,
        redacted: Option<&OutgoingMail>,
    ) -> anyhow::Result<()> {
        let payload = redacted
            .map(serde_json::to_string)
            .transpose()
            .context("serialise mail")?;
        sqlx::query(
            "UPDATE mail_outbox SET status = 'sent', sent_at = $1, claimed_until = 0, last_error = NULL, \
             payload = COALESCE($2, payload) WHERE id = $3",
        )
        .bind(now)
        .bind(payload)
        .bind(id)
        .execute(&self.pool)
        .await
        .context("mark mail sent")?;
        Ok(())
    }

    /// After a transient failure: try again at `next_attempt_at`.
    pub async fn reschedule_mail(
        &self,
        id: i64,
        next_attempt_at: i64,
        error: &str,
    ) -> anyhow::Result<()> {
        sqlx::query(
            "UPDATE mail_outbox SET next_attempt_at = $1, claimed_until = 0, last_error = $2 \
             WHERE id = $3 AND status = 'queued'",
        )
        .bind(next_attempt_at)
        .bind(error)
        .bind(id)
        .execute(&self.pool)
        .await
        .context("reschedule mail")?;
        Ok(())
    }

    /// A permanent failure, or too old: kept as `failed` for `vitrine mail list`.
    pub async fn give_up_mail(&self, id: i64, error: &str) -> anyhow::Result<()> {
        sqlx::query(
            "UPDATE mail_outbox SET status = 'failed', claimed_until = 0, last_error = $1 WHERE id = $2",
        )
        .bind(error)
        .bind(id)
        .execute(&self.pool)
        .await
        .context("give up mail")?;
        Ok(())
    }

    /// Puts a mail back in the queue, due now (`vitrine mail retry ID`); false if no such row.
    pub async fn retry_mail(&self, id: i64, now: i64) -> anyhow::Result<bool> {
        let result = sqlx::query(
            "UPDATE mail_outbox SET status = 'queued', next_attempt_at = $1, claimed_until = 0, \
             attempts = 0, give_up_at = $2 WHERE id = $3 AND status <> 'sent'",
        )
        .bind(now)
        .bind(now + GIVE_UP_AFTER_SECS)
        .bind(id)
        .execute(&self.pool)
        .await
        .context("retry mail")?;
        Ok(result.rows_affected() == 1)
    }

    /// The outbox, oldest first; only rows in `status` when given.
    pub async fn outbox(&self, status: Option<&str>) -> anyhow::Result<Vec<OutboxEntry>> {
        sqlx::query_as(
            "SELECT id, kind, recipient, status, attempts, created_at, next_attempt_at, sent_at, last_error \
             FROM mail_outbox WHERE ($1 = '' OR status = $1) ORDER BY id",
        )
        .bind(status.unwrap_or(""))
        .fetch_all(&self.pool)
        .await
        .context("list outbox")
    }

    /// The parts of every queued or sent mail, oldest first (tests read what was composed).
    pub async fn outbox_mails(&self) -> anyhow::Result<Vec<(i64, OutgoingMail)>> {
        let rows = sqlx::query("SELECT id, payload FROM mail_outbox ORDER BY id")
            .fetch_all(&self.pool)
            .await
            .context("read outbox")?;
        rows.iter()
            .map(|row| {
                let payload: String = row.try_get("payload")?;
                Ok((row.try_get("id")?, serde_json::from_str(&payload)?))
            })
            .collect()
    }
}

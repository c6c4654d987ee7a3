//! People's data: everything the site stores about one email address, to give it to them
//! (right of access and portability) or to erase it (right to erasure).
//!
//! An address is matched in its canonical form (`email::canonical`), as the rest of the site
//! compares addresses: `Amina@Exemple.org` and `amina@exemple.org` are one person.
//!
//! Erasing deletes their contact messages (with the notices about them still in the outbox),
//! their subscription with its consent record and links, their sign-ups not applied yet, the
//! mails to them and the count of confirmation mails their mailbox received. Then the bytes go
//! too: SQLite overwrites deleted content with zeros (`secure_delete`, set on every
//! connection) and the write-ahead log is folded back into the file and truncated, so neither
//! file holds the address any more; PostgreSQL rewrites the tables it touched (`VACUUM
//! FULL`). Backups keep a copy until they roll off (`[backup] keep`: one copy a day).

use std::collections::BTreeSet;

use anyhow::Context;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

use super::audit::{self, AuditEntry};
use super::inbox::{InboxMessage, CONSOLE_COLUMNS};
use super::outbox::{delete_mails, mails_to, notices_of, OutboxEntry};
use super::subscribers::{mailbox_hash, SubscriberRecord};
use super::{Backend, Store, StoreError, CONTACT_COLUMNS};
use crate::email::canonical;

/// Everything stored about one address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PersonData {
    /// The address asked about, as typed.
    pub email: String,
    pub messages: Vec<InboxMessage>,
    /// Their subscription with its consent record, and sign-ups not applied yet.
    pub subscriptions: Vec<SubscriberRecord>,
    /// Mails the site queued or sent to them.
    pub mails: Vec<OutboxEntry>,
}

impl PersonData {
    /// Whether the site stores anything about them.
    pub fn is_empty(&self) -> bool {
        self.messages.is_empty() && self.subscriptions.is_empty() && self.mails.is_empty()
    }
}

/// How many records an erasure deleted (what the audit log keeps of it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct ErasedCounts {
    pub messages: u64,
    pub subscriptions: u64,
    pub signup_requests: u64,
    pub mails: u64,
}

impl ErasedCounts {
    pub fn total(&self) -> u64 {
        self.messages + self.subscriptions + self.signup_requests + self.mails
    }
}

/// Tables an erasure or a retention clean-up deletes from (PostgreSQL rewrites them after).
pub(crate) const PERSONAL_TABLES: [&str; 6] = [
    "contact_messages",
    "newsletter_subscriptions",
    "newsletter_signup_requests",
    "newsletter_tokens",
    "mail_outbox",
    "confirmation_mail_quota",
];

impl Store {
    /// Everything stored about `email`.
    pub async fn person(&self, email: &str) -> anyhow::Result<PersonData> {
        let key = canonical(email);
        let messages: Vec<InboxMessage> = self
            .rows_of(
                &format!(
                    "SELECT {CONTACT_COLUMNS}, {CONSOLE_COLUMNS} FROM contact_messages \
                     WHERE email_canonical = $1 ORDER BY received_at, id"
                ),
                &key,
                "read a person's messages",
            )
            .await?;
        let subscriptions = self
            .subscriber_records(i64::MIN, None)
            .await?
            .into_iter()
            .filter(|record| canonical(&record.email) == key)
            .collect();
        let ids: Vec<i64> = messages.iter().map(|message| message.stored.id).collect();
        // The connection goes back before the outbox is read: a one-connection pool (an
        // in-memory database) would wait for itself.
        let mail_ids = {
            let mut conn = self.pool.acquire().await.context("open a connection")?;
            mails_about(&mut conn, &key, &ids)
                .await
                .context("find a person's mails")?
        };
        let mails = self
            .outbox(None)
            .await?
            .into_iter()
            .filter(|mail| mail_ids.contains(&mail.id))
            .collect();
        Ok(PersonData {
            email: email.to_owned(),
            messages,
            subscriptions,
            mails,
        })
    }

    /// Erases every record of `email` (see the module comment), with the audit record the
    /// caller gives (whose detail it completes with the counts), then scrubs the database
    /// files. The counts of what went.
    pub async fn erase_person(
        &self,
        email: &str,
        entry: &AuditEntry<'_>,
    ) -> Result<ErasedCounts, StoreError> {
        let key = canonical(email);
        let counts = self
            .write("erase a person's data", async |conn| {
                let counts = erase(conn, &key).await?;
                let mut entry = entry.clone();
                entry.detail = serde_json::json!({ "erased": counts });
                audit::insert(conn, &entry).await?;
                Ok(counts)
            })
            .await?;
        self.scrub_files(&PERSONAL_TABLES).await;
        Ok(counts)
    }

    /// Makes deleted rows leave the files: on SQLite, folds the write-ahead log back and
    /// truncates it (deleted content is already zeroed by `secure_delete`); on PostgreSQL,
    /// rewrites `tables`. A failure is logged: the rows are deleted either way, and the next
    /// checkpoint or vacuum finishes the work.
    pub(crate) async fn scrub_files(&self, tables: &[&str]) {
        match self.backend {
            Backend::Sqlite => {
                // Readers holding an older snapshot keep the log from being truncated; they
                // finish within milliseconds, so a few tries suffice.
                for _ in 0..50 {
                    match sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                        .fetch_one(&self.pool)
                        .await
                    {
                        Ok(row) if row.try_get::<i64, _>(0).unwrap_or(1) == 0 => return,
                        Ok(_) => tokio::time::sleep(std::time::Duration::from_millis(20)).await,
                        Err(error) => {
                            tracing::warn!(%error, "cannot fold the write-ahead log back");
                            return;
                        }
                    }
                }
                tracing::warn!(
                    "the write-ahead log stayed busy: folded back at the next checkpoint"
                );
            }
            Backend::Postgres => {
                for table in tables {
                    if let Err(error) = sqlx::query(&format!("VACUUM FULL {table}"))
                        .execute(&self.pool)
                        .await
                    {
                        tracing::warn!(%error, table, "cannot rewrite a table after deleting");
                    }
                }
            }
        }
    }
}

/// Deletes every record of the canonical address `key` on `conn`.
async fn erase(conn: &mut AnyConnection, key: &str) -> Result<ErasedCounts, sqlx::Error> {
    let mut counts = ErasedCounts::default();
    let message_ids: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM contact_messages WHERE email_canonical = $1")
            .bind(key)
            .fetch_all(&mut *conn)
            .await?;
    let mail_ids = mails_about(conn, key, &message_ids).await?;
    counts.mails = delete_mails(conn, &mail_ids).await?;
    counts.messages = sqlx::query("DELETE FROM contact_messages WHERE email_canonical = $1")
        .bind(key)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    let subscriber_ids: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM newsletter_subscriptions WHERE email_canonical = $1")
            .bind(key)
            .fetch_all(&mut *conn)
            .await?;
    for id in subscriber_ids {
        sqlx::query("DELETE FROM newsletter_tokens WHERE subscriber_id = $1")
            .bind(id)
            .execute(&mut *conn)
            .await?;
        counts.subscriptions += sqlx::query("DELETE FROM newsletter_subscriptions WHERE id = $1")
            .bind(id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    }
    // Sign-ups waiting keep the address as typed: compared one by one (few wait at a time).
    let requests = sqlx::query("SELECT id, email FROM newsletter_signup_requests")
        .fetch_all(&mut *conn)
        .await?;
    for request in requests {
        let email: String = request.try_get(1)?;
        if canonical(&email) == key {
            counts.signup_requests +=
                sqlx::query("DELETE FROM newsletter_signup_requests WHERE id = $1")
                    .bind(request.try_get::<i64, _>(0)?)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected();
        }
    }
    sqlx::query("DELETE FROM confirmation_mail_quota WHERE mailbox_hash = $1")
        .bind(mailbox_hash(key))
        .execute(&mut *conn)
        .await?;
    Ok(counts)
}

/// The outbox rows about the canonical address `key`: mails to it, mails whose stored text
/// holds it (composed by an earlier release), and the notices of its messages `message_ids`.
async fn mails_about(
    conn: &mut AnyConnection,
    key: &str,
    message_ids: &[i64],
) -> Result<BTreeSet<i64>, sqlx::Error> {
    let mut ids = mails_to(conn, key).await?;
    ids.extend(notices_of(conn, message_ids).await?);
    Ok(ids)
}

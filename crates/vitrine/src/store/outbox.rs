//! The mail outbox: mails waiting to be sent, sent, given up, or cancelled.
//!
//! `enqueue` runs inside the transaction of what the mail is about, so a contact message is
//! never stored without its notice, nor a notice queued for a message that was not stored.
//!
//! A row holds what to compose its mail from when it is sent (`MailPayload::Deferred`): the
//! contact message a notice is about, the subscriber a confirmation goes to (whose link tokens
//! are made at that moment, so the database never holds a usable token, only hashes). Rows
//! queued by earlier versions hold a whole mail (`MailPayload::Composed`).
//!
//! Claiming is a lease on one mail at a time: a worker sets `claimed_until` on the row it
//! takes, and no other worker takes a row whose lease runs. The lease is several times the
//! longest an SMTP exchange may take (`mail.smtp_timeout_secs`), so it cannot run out while
//! its mail is being handed over. On PostgreSQL the row is chosen `FOR UPDATE SKIP LOCKED`,
//! so two instances polling at the same instant take different rows instead of waiting for
//! each other; SQLite runs one writer at a time, which gives the same guarantee. A worker
//! killed mid-send leaves its row leased; it is taken again when the lease ends.
//!
//! Mails go in two lanes. Notices and confirmations go as soon as they are due; a newsletter
//! issue's mails (rows with an `issue_id`) go one at a time at the pace `newsletter.per_minute`
//! sets, which the `newsletter_pace` row keeps for every instance together, so ten thousand
//! mails of an issue never hold up the notice of a message that came meanwhile.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use sqlx::{AnyConnection, Row};

use super::{readable_time, Backend, Store, StoreError};

/// A mail not sent this long after it was queued is given up: news that late would mislead.
pub(crate) const GIVE_UP_AFTER_SECS: i64 = 3 * 24 * 3600;

/// The parts of a composed mail: enough to build it again at each attempt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct OutgoingMail {
    /// `operator-notice` or `newsletter-confirmation`: for `vitrine mail list`.
    pub kind: String,
    /// One recipient address.
    pub to: String,
    /// `Name <address>` the reader's "Reply" goes to.
    #[serde(default)]
    pub reply_to: Option<String>,
    pub subject: String,
    /// The plain text part.
    pub text: String,
    /// The HTML part: simple markup, every value escaped.
    pub html: String,
    /// `fr`, `en` or `ar`: the mail's `Content-Language`.
    pub lang: String,
    /// The one-click unsubscribe URL of a mail to a subscriber (RFC 8058).
    #[serde(default)]
    pub unsubscribe_url: Option<String>,
}

/// A mail composed when it is sent, from what the database holds then.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "compose", rename_all = "kebab-case")]
pub(crate) enum DeferredMail {
    /// The confirmation mail of a sign-up, in `lang`: its links are made when it is sent, and
    /// it is not sent at all if the address confirmed or left meanwhile.
    NewsletterConfirmation { subscriber_id: i64, lang: String },
    /// The operator's notice of contact message `message_id`, composed from the stored message
    /// (the outbox keeps no second copy of what the visitor wrote; an erased message has no
    /// notice left to send).
    OperatorNotice { message_id: i64 },
    /// Issue `issue_id` of the newsletter to subscriber `subscriber_id`, in their language (or
    /// French), with an unsubscribe link made when it goes; not sent at all if they left or
    /// bounced meanwhile. Queued by `Store::queue_issue_batch`, which writes this JSON in SQL.
    NewsletterIssue { issue_id: i64, subscriber_id: i64 },
}

impl DeferredMail {
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            DeferredMail::NewsletterConfirmation { .. } => "newsletter-confirmation",
            DeferredMail::OperatorNotice { .. } => "operator-notice",
            DeferredMail::NewsletterIssue { .. } => "newsletter-issue",
        }
    }
}

/// What a row of the outbox holds (its `payload` column, as JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub(crate) enum MailPayload {
    /// Tried first: only a deferred mail has a `compose` field.
    Deferred(DeferredMail),
    Composed(OutgoingMail),
}

/// A mail taken from the outbox for one attempt.
#[derive(Debug, Clone)]
pub(crate) struct ClaimedMail {
    pub id: i64,
    pub created_at: i64,
    /// Attempts so far, this one included.
    pub attempts: i64,
    /// After this time (Unix seconds) a failed attempt gives the mail up.
    pub give_up_at: i64,
    pub kind: String,
    pub payload: MailPayload,
    /// The newsletter issue it belongs to (then it went through the issue lane).
    pub issue_id: Option<i64>,
}

/// What the issue lane gave (`Store::claim_next_issue_mail`).
#[derive(Debug, Clone)]
pub(crate) enum IssueClaim {
    Claimed(Box<ClaimedMail>),
    /// An issue mail may be due, but the pace lets the next go only at this time (Unix
    /// milliseconds).
    NotBefore(i64),
    /// No issue mail is due.
    Nothing,
}

/// One outbox row a claim took: the mail, or the error that makes its payload unreadable.
type ClaimedRow = Result<ClaimedMail, (i64, String)>;

/// The claim of one due mail of a lane (`issue_id IS NULL`: mails that go at once; `IS NOT
/// NULL`: issue mails), taking its lease: `$1` the lease's end, `$2` now. The lane's condition
/// is written as the partial index that serves it says it.
fn claim_sql(backend: Backend, lane: &str) -> String {
    let lock = match backend {
        Backend::Postgres => " FOR UPDATE SKIP LOCKED",
        Backend::Sqlite => "",
    };
    format!(
        "UPDATE mail_outbox SET claimed_until = $1, attempts = attempts + 1 \
         WHERE id IN (SELECT id FROM mail_outbox \
             WHERE status = 'queued' AND {lane} AND next_attempt_at <= $2 AND claimed_until <= $2 \
             ORDER BY next_attempt_at, id LIMIT 1{lock}) \
         RETURNING id, created_at, attempts, give_up_at, kind, payload, issue_id"
    )
}

/// The mail a claim's row holds.
fn claimed_row(row: &sqlx::any::AnyRow) -> Result<ClaimedRow, StoreError> {
    let id: i64 = row.try_get("id").map_err(StoreError::decode)?;
    let payload: String = row.try_get("payload").map_err(StoreError::decode)?;
    Ok(match serde_json::from_str(&payload) {
        Ok(payload) => Ok(ClaimedMail {
            id,
            created_at: row.try_get("created_at").map_err(StoreError::decode)?,
            attempts: row.try_get("attempts").map_err(StoreError::decode)?,
            give_up_at: row.try_get("give_up_at").map_err(StoreError::decode)?,
            kind: row.try_get("kind").map_err(StoreError::decode)?,
            payload,
            issue_id: row.try_get("issue_id").map_err(StoreError::decode)?,
        }),
        Err(error) => Err((id, format!("unreadable outbox row: {error}"))),
    })
}

/// A row of the outbox, for the operator (serialised as listed: times readable).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct OutboxEntry {
    pub id: i64,
    pub kind: String,
    pub recipient: String,
    /// `queued`, `sent`, `failed` or `cancelled`.
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

/// How far the outbox is behind, for the health check.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Backlog {
    /// Mails waiting to be sent.
    pub queued: i64,
    /// When the oldest of them was queued (Unix seconds).
    pub oldest_queued_at: Option<i64>,
}

/// Queues a mail to `recipient` on `conn` (the caller's transaction).
pub(crate) async fn enqueue(
    conn: &mut AnyConnection,
    kind: &str,
    recipient: &str,
    payload: &MailPayload,
    now: i64,
) -> Result<(), sqlx::Error> {
    let payload = serde_json::to_string(payload).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query(
        "INSERT INTO mail_outbox \
         (kind, recipient, payload, status, attempts, created_at, next_attempt_at, claimed_until, give_up_at) \
         VALUES ($1, $2, $3, 'queued', 0, $4, $4, 0, $5)",
    )
    .bind(kind)
    .bind(recipient)
    .bind(payload)
    .bind(now)
    .bind(now + GIVE_UP_AFTER_SECS)
    .execute(conn)
    .await?;
    Ok(())
}

impl Store {
    /// Takes the next due mail that goes at once (a notice, a confirmation: never an issue
    /// mail, which waits for its pace) for `lease_secs`, counting the attempt; `None` when
    /// nothing is due. An unreadable row is given up on the way.
    pub(crate) async fn claim_next_mail(
        &self,
        now: i64,
        lease_secs: i64,
    ) -> Result<Option<ClaimedMail>, StoreError> {
        let sql = claim_sql(self.backend, "issue_id IS NULL");
        loop {
            let rows = self
                .write("claim a due mail", async |conn| {
                    sqlx::query(&sql)
                        .bind(now + lease_secs)
                        .bind(now)
                        .fetch_all(conn)
                        .await
                })
                .await?;
            let Some(row) = rows.first() else {
                return Ok(None);
            };
            match claimed_row(row)? {
                Ok(claimed) => return Ok(Some(claimed)),
                Err((id, error)) => self.give_up_mail(id, &error).await?,
            }
        }
    }

    /// Takes the next due issue mail when the pace allows one at `now_ms` (Unix milliseconds),
    /// and moves the pace on by `interval_ms`. The pace is one row every instance shares, taken
    /// in the claim's transaction, so several instances together keep to it. A late claim does
    /// not shorten the next interval below nothing, and never lets two mails through at once.
    pub(crate) async fn claim_next_issue_mail(
        &self,
        now_ms: i64,
        lease_secs: i64,
        interval_ms: i64,
    ) -> Result<IssueClaim, StoreError> {
        let now = now_ms.div_euclid(1000);
        let sql = claim_sql(self.backend, "issue_id IS NOT NULL");
        let lock = match self.backend {
            Backend::Postgres => " FOR UPDATE",
            Backend::Sqlite => "",
        };
        loop {
            let claimed = self
                .write("claim an issue mail", async |conn| {
                    let next_at: i64 = sqlx::query(&format!(
                        "SELECT next_at_ms FROM newsletter_pace WHERE id = 1{lock}"
                    ))
                    .fetch_optional(&mut *conn)
                    .await?
                    .map(|row| row.try_get(0))
                    .transpose()?
                    .unwrap_or(0);
                    if next_at > now_ms {
                        return Ok(Err(next_at));
                    }
                    let rows = sqlx::query(&sql)
                        .bind(now + lease_secs)
                        .bind(now)
                        .fetch_all(&mut *conn)
                        .await?;
                    if !rows.is_empty() {
                        sqlx::query(
                            "UPDATE newsletter_pace SET next_at_ms = CASE \
                             WHEN next_at_ms + $1 > $2 THEN next_at_ms + $1 ELSE $2 END WHERE id = 1",
                        )
                        .bind(interval_ms)
                        .bind(now_ms)
                        .execute(&mut *conn)
                        .await?;
                    }
                    Ok(Ok(rows))
                })
                .await?;
            let rows = match claimed {
                Err(next_at) => return Ok(IssueClaim::NotBefore(next_at)),
                Ok(rows) => rows,
            };
            let Some(row) = rows.first() else {
                return Ok(IssueClaim::Nothing);
            };
            match claimed_row(row)? {
                Ok(claimed) => return Ok(IssueClaim::Claimed(Box::new(claimed))),
                Err((id, error)) => self.give_up_mail(id, &error).await?,
            }
        }
    }

    /// Records how an issue mail's attempt went: a success clears the count of failures in a
    /// row; a failure adds one, and `pause(failures)` says for how long (milliseconds) issue
    /// mails then wait, if at all. Returns when they may go again, when paused.
    pub(crate) async fn record_issue_attempt(
        &self,
        succeeded: bool,
        now_ms: i64,
        pause: impl Fn(i64) -> Option<i64>,
    ) -> Result<Option<i64>, StoreError> {
        if succeeded {
            self.write_statement(
                "record an issue mail sent",
                sqlx::query(
                    "UPDATE newsletter_pace SET failures = 0 WHERE id = 1 AND failures <> 0",
                ),
            )
            .await?;
            return Ok(None);
        }
        let lock = match self.backend {
            Backend::Postgres => " FOR UPDATE",
            Backend::Sqlite => "",
        };
        self.write("record an issue mail not sent", async |conn| {
            let row = sqlx::query(&format!(
                "SELECT next_at_ms, failures FROM newsletter_pace WHERE id = 1{lock}"
            ))
            .fetch_optional(&mut *conn)
            .await?;
            let (next_at, failures): (i64, i64) = match row {
                Some(row) => (row.try_get(0)?, row.try_get(1)?),
                None => (0, 0),
            };
            let failures = failures + 1;
            let until = pause(failures).map(|ms| (now_ms + ms).max(next_at));
            sqlx::query("UPDATE newsletter_pace SET failures = $1, next_at_ms = $2 WHERE id = 1")
                .bind(failures)
                .bind(until.unwrap_or(next_at))
                .execute(&mut *conn)
                .await?;
            Ok(until)
        })
        .await
    }

    /// Queues a mail composed now (an issue's test), to go at once.
    pub(crate) async fn queue_composed(
        &self,
        mail: &OutgoingMail,
        now: i64,
    ) -> Result<(), StoreError> {
        let payload = MailPayload::Composed(mail.clone());
        self.write("queue a mail", async |conn| {
            enqueue(conn, &mail.kind, &mail.to, &payload, now).await
        })
        .await
    }

    /// Records a mail as sent. `redacted`, when given, replaces what the outbox keeps of it
    /// (a composed subscriber mail from before links were made at sending held link tokens).
    pub(crate) async fn mark_mail_sent(
        &self,
        id: i64,
        now: i64,
        redacted: Option<&OutgoingMail>,
    ) -> Result<(), StoreError> {
        let payload = redacted
            .map(|mail| serde_json::to_string(&MailPayload::Composed(mail.clone())))
            .transpose()
            .map_err(|error| StoreError::Other(error.into()))?;
        self.write_statement(
            "mark mail sent",
            sqlx::query(
                "UPDATE mail_outbox SET status = 'sent', sent_at = $1, claimed_until = 0, \
                 last_error = NULL, payload = COALESCE($2, payload) WHERE id = $3",
            )
            .bind(now)
            .bind(payload)
            .bind(id),
        )
        .await
    }

    /// After a transient failure: try again at `next_attempt_at`.
    pub(crate) async fn reschedule_mail(
        &self,
        id: i64,
        next_attempt_at: i64,
        error: &str,
    ) -> Result<(), StoreError> {
        self.write_statement(
            "reschedule mail",
            sqlx::query(
                "UPDATE mail_outbox SET next_attempt_at = $1, claimed_until = 0, last_error = $2 \
                 WHERE id = $3 AND status = 'queued'",
            )
            .bind(next_attempt_at)
            .bind(error)
            .bind(id),
        )
        .await
    }

    /// A permanent failure, or too old: kept as `failed` for `vitrine mail list`.
    pub async fn give_up_mail(&self, id: i64, error: &str) -> Result<(), StoreError> {
        self.close_mail(id, "failed", error).await
    }

    /// A mail that must not go any more (its subscriber confirmed or left before it was
    /// sent): kept as `cancelled`, with why.
    pub(crate) async fn cancel_mail(&self, id: i64, why: &str) -> Result<(), StoreError> {
        self.close_mail(id, "cancelled", why).await
    }

    async fn close_mail(&self, id: i64, status: &str, why: &str) -> Result<(), StoreError> {
        self.write_statement(
            "close mail",
            sqlx::query(
                "UPDATE mail_outbox SET status = $1, claimed_until = 0, last_error = $2 WHERE id = $3",
            )
            .bind(status)
            .bind(why)
            .bind(id),
        )
        .await
    }

    /// Puts a failed mail back in the queue, due now (`vitrine mail retry ID`); false if no
    /// such row waits or failed.
    pub async fn retry_mail(&self, id: i64, now: i64) -> Result<bool, StoreError> {
        let result = self
            .write("retry mail", async |conn| {
                sqlx::query(
                    "UPDATE mail_outbox SET status = 'queued', next_attempt_at = $1, claimed_until = 0, \
                     attempts = 0, give_up_at = $2 WHERE id = $3 AND status IN ('queued', 'failed')",
                )
                .bind(now)
                .bind(now + GIVE_UP_AFTER_SECS)
                .bind(id)
                .execute(conn)
                .await
            })
            .await?;
        Ok(result.rows_affected() == 1)
    }

    /// The outbox, oldest first; only rows in `status` when given.
    pub async fn outbox(&self, status: Option<&str>) -> anyhow::Result<Vec<OutboxEntry>> {
        self.rows_of(
            "SELECT id, kind, recipient, status, attempts, created_at, next_attempt_at, sent_at, last_error \
             FROM mail_outbox WHERE ($1 = '' OR status = $1) ORDER BY id",
            status.unwrap_or(""),
            "list outbox",
        )
        .await
    }

    /// How many mails wait, and since when.
    pub(crate) async fn mail_backlog(&self) -> Result<Backlog, sqlx::Error> {
        let row = sqlx::query(
            "SELECT COUNT(*), MIN(created_at) FROM mail_outbox WHERE status = 'queued'",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(Backlog {
            queued: row.try_get(0)?,
            oldest_queued_at: row.try_get(1)?,
        })
    }
}

// ---- the rows about one person (erasure, retention) ----------------------------------------

/// The outbox rows of mails to the canonical address `key`, or whose stored text holds it.
pub(crate) async fn mails_to(
    conn: &mut AnyConnection,
    key: &str,
) -> Result<BTreeSet<i64>, sqlx::Error> {
    // Mails to subscribers, and mails composed whole by an earlier release (which may quote
    // the address); the canonical comparison decides. Notices composed when sent hold only
    // their message's id (`notices_of`).
    let rows = sqlx::query(
        "SELECT id, recipient, payload FROM mail_outbox \
         WHERE kind <> 'operator-notice' OR payload NOT LIKE '{\"compose\":%'",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut ids = BTreeSet::new();
    for row in rows {
        let recipient: String = row.try_get(1)?;
        let payload: String = row.try_get(2)?;
        if crate::email::canonical(&recipient) == key || payload.to_lowercase().contains(key) {
            ids.insert(row.try_get::<i64, _>(0)?);
        }
    }
    Ok(ids)
}

/// The outbox rows of the operator's notices of messages `message_ids`.
pub(crate) async fn notices_of(
    conn: &mut AnyConnection,
    message_ids: &[i64],
) -> Result<BTreeSet<i64>, sqlx::Error> {
    if message_ids.is_empty() {
        return Ok(BTreeSet::new());
    }
    let wanted: BTreeSet<i64> = message_ids.iter().copied().collect();
    let rows: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, payload FROM mail_outbox WHERE kind = 'operator-notice'")
            .fetch_all(&mut *conn)
            .await?;
    Ok(rows
        .into_iter()
        .filter(|(_, payload)| {
            matches!(
                serde_json::from_str(payload),
                Ok(MailPayload::Deferred(DeferredMail::OperatorNotice { message_id }))
                    if wanted.contains(&message_id)
            )
        })
        .map(|(id, _)| id)
        .collect())
}

/// Deletes the outbox rows `ids`; how many went.
pub(crate) async fn delete_mails(
    conn: &mut AnyConnection,
    ids: &BTreeSet<i64>,
) -> Result<u64, sqlx::Error> {
    let mut deleted = 0;
    for id in ids {
        deleted += sqlx::query("DELETE FROM mail_outbox WHERE id = $1")
            .bind(id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    }
    Ok(deleted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_read_back_as_what_was_queued() {
        let deferred = MailPayload::Deferred(DeferredMail::NewsletterConfirmation {
            subscriber_id: 7,
            lang: "ar".into(),
        });
        let json = serde_json::to_string(&deferred).expect("json");
        assert!(
            json.contains("\"compose\":\"newsletter-confirmation\""),
            "{json}"
        );
        assert_eq!(
            serde_json::from_str::<MailPayload>(&json).expect("reads"),
            deferred
        );
        // A row written before payloads had a variant is a composed mail.
        let composed = r#"{"kind":"operator-notice","to":"a@example.com","subject":"s","text":"t","html":"h","lang":"fr"}"#;
        assert!(matches!(
            serde_json::from_str::<MailPayload>(composed).expect("reads"),
            MailPayload::Composed(OutgoingMail { reply_to: None, .. })
        ));
    }
}

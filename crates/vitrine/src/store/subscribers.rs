//! Newsletter subscribers with double opt-in: `pending` until the address confirms by the
//! link of the confirmation mail, then `confirmed`, until `unsubscribed`.
//!
//! A link holds a random token of 256 bits; only its SHA-256 is stored, so a copy of the
//! database cannot confirm or unsubscribe anyone. A sign-up is answered the same way whatever
//! the address's state (the form must not tell who is subscribed); what differs is only
//! whether a confirmation mail is queued: for a new or unsubscribed address, or a pending one
//! whose last mail is over an hour old and which has had fewer than three. That bounds what
//! anyone can make the site send to an address that never asked.

use anyhow::Context;
use base64::Engine;
use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::{AnyConnection, Row};

use super::{fold_email, outbox, readable_time, Backend, Store, StoreError};
use crate::mail::OutgoingMail;

/// A confirmation link works this long.
pub const CONFIRM_TOKEN_SECS: i64 = 7 * 24 * 3600;
/// A pending sign-up not confirmed this long after its request is deleted.
pub const PENDING_KEPT_SECS: i64 = 30 * 24 * 3600;
/// The proof of consent and of its withdrawal is kept this long after an unsubscription
/// (three years: the limitation period of Canada's anti-spam law), then erased.
pub const UNSUBSCRIBED_KEPT_SECS: i64 = 3 * 365 * 24 * 3600;
/// No second confirmation mail to one address within this time.
pub const CONFIRMATION_MAIL_GAP_SECS: i64 = 3600;
/// Confirmation mails an unconfirmed address can receive, ever.
pub const MAX_CONFIRMATION_MAILS: i64 = 3;

/// A sign-up as the form posted it, with its consent record.
#[derive(Debug, Clone)]
pub struct SignupRequest<'a> {
    pub email: &'a str,
    pub lang: &'a str,
    /// The page the form was on.
    pub page: &'a str,
    /// The version of the consent wording the visitor saw.
    pub consent_version: &'a str,
    pub now: i64,
}

/// The two links of a confirmation mail, as the raw tokens to put in them.
#[derive(Debug, Clone)]
pub struct LinkTokens {
    pub confirm: String,
    pub unsubscribe: String,
}

/// What a sign-up did; the visitor is told the same in every case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignupOutcome {
    /// A confirmation mail is queued.
    ConfirmationQueued,
    /// Already confirmed: nothing sent.
    AlreadyConfirmed,
    /// Pending, and a mail went out within the hour or three already did: nothing sent.
    MailLimitReached,
}

impl SignupOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            SignupOutcome::ConfirmationQueued => "confirmation queued",
            SignupOutcome::AlreadyConfirmed => "already confirmed",
            SignupOutcome::MailLimitReached => "no mail: limit reached",
        }
    }
}

/// A subscriber and the proof of their consent, for the operator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct SubscriberRecord {
    pub id: i64,
    pub email: String,
    /// `pending`, `confirmed` or `unsubscribed`.
    pub status: String,
    #[sqlx(flatten)]
    pub consent: ConsentRecord,
}

/// What the visitor was shown and did, and when (read from the subscription's row, whose
/// columns say what the visitor did rather than what the record proves).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct ConsentRecord {
    /// The sign-up request (Unix seconds).
    #[sqlx(rename = "consented_at")]
    #[serde(with = "readable_time")]
    pub requested_at: i64,
    pub lang: String,
    #[sqlx(rename = "consent_page")]
    pub page: String,
    #[sqlx(rename = "consent_version")]
    pub wording_version: String,
    pub confirmation_mails: i64,
    #[serde(with = "readable_time::option")]
    pub confirmed_at: Option<i64>,
    #[serde(with = "readable_time::option")]
    pub unsubscribed_at: Option<i64>,
    /// `one-click` (from the mail client) or `page` (the unsubscribe page's button).
    pub unsubscribe_method: Option<String>,
}

/// A new random token: 256 bits from the operating system, URL-safe.
pub fn new_token() -> anyhow::Result<String> {
    let mut bytes = [0_u8; 32];
    getrandom::getrandom(&mut bytes).context("no randomness from the operating system")?;
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes))
}

/// What the database keeps of a token.
pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

async fn store_token(
    conn: &mut AnyConnection,
    subscriber_id: i64,
    purpose: &str,
    expires_at: Option<i64>,
) -> Result<String, sqlx::Error> {
    let token = new_token().map_err(|e| sqlx::Error::Encode(e.into()))?;
    sqlx::query(
        "INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, expires_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash(&token))
    .bind(subscriber_id)
    .bind(purpose)
    .bind(expires_at)
    .execute(conn)
    .await?;
    Ok(token)
}

/// The sign-up's statements, inside the caller's transaction.
async fn signup_in(
    conn: &mut AnyConnection,
    backend: Backend,
    request: &SignupRequest<'_>,
    compose: impl FnOnce(&LinkTokens) -> OutgoingMail,
) -> Result<SignupOutcome, sqlx::Error> {
    let folded = fold_email(request.email);
    // One subscriber per canonical address: `"a"@exämple.org` is `a@xn--exmple-cua.org`.
    let canonical = crate::email::canonical(request.email);
    let lock = match backend {
        Backend::Postgres => " FOR UPDATE",
        Backend::Sqlite => "",
    };
    let existing = sqlx::query(&format!(
        "SELECT id, status, confirmation_mails, last_confirmation_mail_at \
         FROM newsletter_subscriptions WHERE email_canonical = $1{lock}"
    ))
    .bind(&canonical)
    .fetch_optional(&mut *conn)
    .await?;
    let subscriber_id = match existing {
        None => {
            let inserted = sqlx::query(
                "INSERT INTO newsletter_subscriptions \
                 (email, email_folded, email_canonical, lang, consented_at, consent_version, \
                  consent_page, status, confirmation_mails, last_confirmation_mail_at) \
                 VALUES ($1, $2, $7, $3, $4, $5, $6, 'pending', 1, $4) RETURNING id",
            )
            .bind(request.email)
            .bind(&folded)
            .bind(request.lang)
            .bind(request.now)
            .bind(request.consent_version)
            .bind(request.page)
            .bind(&canonical)
            .fetch_all(&mut *conn)
            .await?;
            match inserted.first() {
                Some(row) => row.try_get::<i64, _>(0)?,
                None => return Err(sqlx::Error::RowNotFound),
            }
        }
        Some(row) => {
            let id: i64 = row.try_get("id")?;
            let status: String = row.try_get("status")?;
            let mails: i64 = row.try_get("confirmation_mails")?;
            let last: Option<i64> = row.try_get("last_confirmation_mail_at")?;
            let mails = match status.as_str() {
                "confirmed" => return Ok(SignupOutcome::AlreadyConfirmed),
                // Leaving the list and asking again is a new consent.
                "unsubscribed" => 0,
                _ => {
                    let too_soon =
                        last.is_some_and(|at| request.now - at < CONFIRMATION_MAIL_GAP_SECS);
                    if too_soon || mails >= MAX_CONFIRMATION_MAILS {
                        return Ok(SignupOutcome::MailLimitReached);
                    }
                    mails
                }
            };
            sqlx::query(
                "UPDATE newsletter_subscriptions SET status = 'pending', lang = $1, consented_at = $2, \
                 consent_version = $3, consent_page = $4, confirmation_mails = $5, \
                 last_confirmation_mail_at = $2, confirmed_at = NULL WHERE id = $6",
            )
            .bind(request.lang)
            .bind(request.now)
            .bind(request.consent_version)
            .bind(request.page)
            .bind(mails + 1)
            .bind(id)
            .execute(&mut *conn)
            .await?;
            id
        }
    };
    let tokens = LinkTokens {
        confirm: store_token(
            conn,
            subscriber_id,
            "confirm",
            Some(request.now + CONFIRM_TOKEN_SECS),
        )
        .await?,
        unsubscribe: store_token(conn, subscriber_id, "unsubscribe", None).await?,
    };
    outbox::enqueue(conn, &compose(&tokens), request.now).await?;
    Ok(SignupOutcome::ConfirmationQueued)
}

impl Store {
    /// Records a sign-up and, when the rules above allow, queues its confirmation mail in the
    /// same transaction. `compose` writes the mail around the link tokens.
    pub async fn request_subscription(
        &self,
        request: &SignupRequest<'_>,
        compose: impl FnOnce(&LinkTokens) -> OutgoingMail,
    ) -> Result<SignupOutcome, StoreError> {
        let mut conn = self.begin_write().await?;
        match signup_in(&mut conn, self.backend, request, compose).await {
            Ok(outcome) => {
                self.commit(conn, "commit sign-up").await?;
                Ok(outcome)
            }
            // The same address signed up at the same instant on another machine: that
            // request sends the mail.
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                let _ = self.abort(conn, sqlx::Error::Database(error), "sign-up raced");
                Ok(SignupOutcome::MailLimitReached)
            }
            Err(error) => Err(self.abort(conn, error, "sign-up")),
        }
    }

    async fn subscriber_of_token(
        &self,
        token: &str,
        purpose: &str,
        now: i64,
    ) -> anyhow::Result<Option<i64>> {
        let row = sqlx::query(
            "SELECT subscriber_id FROM newsletter_tokens \
             WHERE token_hash = $1 AND purpose = $2 AND (expires_at IS NULL OR expires_at >= $3)",
        )
        .bind(token_hash(token))
        .bind(purpose)
        .bind(now)
        .fetch_optional(&self.pool)
        .await
        .context("look up token")?;
        row.map(|row| row.try_get::<i64, _>(0))
            .transpose()
            .map_err(Into::into)
    }

    /// Confirms the sign-up of a confirmation token; false for an unknown or expired one.
    /// Confirming twice keeps the first time.
    pub async fn confirm_subscription(&self, token: &str, now: i64) -> anyhow::Result<bool> {
        let Some(id) = self.subscriber_of_token(token, "confirm", now).await? else {
            return Ok(false);
        };
        let result = sqlx::query(
            "UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = $1 \
             WHERE id = $2 AND status = 'pending'",
        )
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await
        .context("confirm subscriber")?;
        if result.rows_affected() == 0 {
            // Already confirmed is a success; unsubscribed since is not.
            let status = sqlx::query("SELECT status FROM newsletter_subscriptions WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await
                .context("read subscriber")?;
            return Ok(match status {
                Some(row) => row.try_get::<String, _>(0)? == "confirmed",
                None => false,
            });
        }
        Ok(true)
    }

    /// Unsubscribes the holder of an unsubscribe token at once, recording how; false for an
    /// unknown token. Unsubscribing twice keeps the first time.
    pub async fn unsubscribe(&self, token: &str, method: &str, now: i64) -> anyhow::Result<bool> {
        let Some(id) = self.subscriber_of_token(token, "unsubscribe", now).await? else {
            return Ok(false);
        };
        let mut tx = self.pool.begin().await.context("begin unsubscribe")?;
        sqlx::query(
            "UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = $1, \
             unsubscribe_method = $2 WHERE id = $3 AND status <> 'unsubscribed'",
        )
        .bind(now)
        .bind(method)
        .bind(id)
        .execute(&mut *tx)
        .await
        .context("unsubscribe")?;
        // A confirmation link still in a mailbox must not undo the unsubscription.
        sqlx::query(
            "DELETE FROM newsletter_tokens WHERE subscriber_id = $1 AND purpose = 'confirm'",
        )
        .bind(id)
        .execute(&mut *tx)
        .await
        .context("drop confirmation links")?;
        tx.commit().await.context("commit unsubscribe")?;
        Ok(true)
    }

    /// Deletes sign-ups still pending `PENDING_KEPT_SECS` after their request, the records of
    /// unsubscriptions older than `UNSUBSCRIBED_KEPT_SECS`, and expired confirmation links.
    /// Returns the number of subscriber rows deleted.
    pub async fn purge_unconfirmed(&self, now: i64) -> anyhow::Result<u64> {
        const STALE: &str = "(status = 'pending' AND consented_at < $1) \
             OR (status = 'unsubscribed' AND unsubscribed_at < $2)";
        /// Runs `sql`, a DELETE filtered by `STALE`, with its two cut-offs; the rows deleted.
        async fn delete_stale(
            conn: &mut AnyConnection,
            sql: &str,
            now: i64,
            what: &'static str,
        ) -> anyhow::Result<u64> {
            let result = sqlx::query(sql)
                .bind(now - PENDING_KEPT_SECS)
                .bind(now - UNSUBSCRIBED_KEPT_SECS)
                .execute(conn)
                .await
                .context(what)?;
            Ok(result.rows_affected())
        }
        let mut tx = self.pool.begin().await.context("begin purge")?;
        // The tokens first: they point at the subscribers about to go.
        let tokens = format!(
            "DELETE FROM newsletter_tokens WHERE subscriber_id IN \
             (SELECT id FROM newsletter_subscriptions WHERE {STALE})"
        );
        delete_stale(&mut tx, &tokens, now, "purge tokens").await?;
        let subscribers = format!("DELETE FROM newsletter_subscriptions WHERE {STALE}");
        let deleted = delete_stale(&mut tx, &subscribers, now, "purge subscribers").await?;
        sqlx::query("DELETE FROM newsletter_tokens WHERE purpose = 'confirm' AND expires_at < $1")
            .bind(now)
            .execute(&mut *tx)
            .await
            .context("purge expired links")?;
        tx.commit().await.context("commit purge")?;
        Ok(deleted)
    }

    /// Subscribers who asked at or after `since`, in `status` when given, oldest first.
    pub async fn subscriber_records(
        &self,
        since: i64,
        status: Option<&str>,
    ) -> anyhow::Result<Vec<SubscriberRecord>> {
        sqlx::query_as(
            "SELECT id, email, status, consented_at, lang, consent_page, consent_version, \
             confirmation_mails, confirmed_at, unsubscribed_at, unsubscribe_method \
             FROM newsletter_subscriptions WHERE consented_at >= $1 AND ($2 = '' OR status = $2) \
             ORDER BY consented_at, id",
        )
        .bind(since)
        .bind(status.unwrap_or(""))
        .fetch_all(&self.pool)
        .await
        .context("list subscribers")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_stored_hashed() {
        let a = new_token().expect("token");
        let b = new_token().expect("token");
        assert_ne!(a, b);
        assert_eq!(a.len(), 43, "256 bits in URL-safe base64");
        assert!(a
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
        assert_eq!(token_hash(&a), token_hash(&a));
    }
}

//! Newsletter subscribers with double opt-in: `pending` until the address confirms by the
//! link of the confirmation mail, then `confirmed`, until `unsubscribed` (or `bounced`, when
//! the address's server refuses an issue for good).
//!
//! A sign-up is taken in two steps. The form's request stores one row in
//! `newsletter_signup_requests`, the same insert whatever the address's state, so neither the
//! answer nor its timing tells who is subscribed. The outbox worker then applies it
//! (`process_next_signup`): it records the subscriber and its consent, and queues a
//! confirmation mail only within the limits below.
//!
//! The limits bound what anyone can make the site send to an inbox that never asked: at most
//! `MAX_CONFIRMATION_MAILS` confirmation mails in all to a mailbox until it confirms, none
//! within `CONFIRMATION_MAIL_GAP_SECS` of the last, whatever its state (pending, or
//! unsubscribed by "I did not ask for this") and however its address is spelled
//! (`email::mailbox`: plus-tags and provider-ignored dots do not make a new inbox); and at
//! most `newsletter.confirmations_per_domain_per_hour` per domain, past which sign-ups wait
//! for the next hour. The counts are kept by the SHA-256 of the mailbox, not the address.
//!
//! A link holds a random token of 256 bits; only its SHA-256 is stored, and a confirmation
//! mail's tokens are made when it is sent (`make_link_tokens`), so neither the database nor
//! its outbox holds a token that works.

use anyhow::Context;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

use super::filter::Filter;
use super::outbox::{self, DeferredMail, MailPayload};
use super::{fold_email, readable_time, Backend, Store, StoreError};

/// A confirmation link works this long.
pub(crate) const CONFIRM_TOKEN_SECS: i64 = 7 * 24 * 3600;
/// A pending sign-up not confirmed this long after its request is deleted.
pub(crate) const PENDING_KEPT_SECS: i64 = 30 * 24 * 3600;
/// No second confirmation mail to one mailbox within this time.
pub(crate) const CONFIRMATION_MAIL_GAP_SECS: i64 = 3600;
/// Confirmation mails a mailbox can receive until it confirms.
pub(crate) const MAX_CONFIRMATION_MAILS: i64 = 3;
/// A mailbox's count is forgotten this long after its last confirmation mail.
pub(crate) const QUOTA_KEPT_SECS: i64 = 365 * 24 * 3600;
/// The domain limit's window, in seconds.
const HOUR: i64 = 3600;

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

/// The two links of a subscriber mail, as the raw tokens to put in them.
#[derive(Debug, Clone)]
pub struct LinkTokens {
    pub confirm: String,
    pub unsubscribe: String,
}

/// What applying a sign-up did; the visitor was told the same in every case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignupOutcome {
    /// A confirmation mail is queued.
    ConfirmationQueued,
    /// Already confirmed: nothing sent.
    AlreadyConfirmed,
    /// The mailbox had a mail within the hour, or all it may have: nothing sent.
    MailLimitReached,
    /// The domain had its mails for this hour: the sign-up waits for the next.
    DomainLimitReached,
}

impl SignupOutcome {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            SignupOutcome::ConfirmationQueued => "confirmation queued",
            SignupOutcome::AlreadyConfirmed => "already confirmed",
            SignupOutcome::MailLimitReached => "no mail: mailbox limit reached",
            SignupOutcome::DomainLimitReached => "deferred: domain's hourly mails reached",
        }
    }
}

/// A subscriber and the proof of their consent, for the operator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct SubscriberRecord {
    pub id: i64,
    pub email: String,
    /// `requested` (a sign-up not applied yet), `pending`, `confirmed`, `unsubscribed` or
    /// `bounced` (the address's server refused it for good).
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

impl super::csv::CsvRecord for SubscriberRecord {
    const COLUMNS: super::csv::Columns<Self> = &[
        ("id", |record| record.id.to_string()),
        ("email", |record| record.email.clone()),
        ("status", |record| record.status.clone()),
        ("requested_at", |record| {
            readable_time::format(record.consent.requested_at)
        }),
        ("lang", |record| record.consent.lang.clone()),
        ("page", |record| record.consent.page.clone()),
        ("wording_version", |record| {
            record.consent.wording_version.clone()
        }),
        ("confirmation_mails", |record| {
            record.consent.confirmation_mails.to_string()
        }),
        ("confirmed_at", |record| {
            readable_time::format_or_empty(record.consent.confirmed_at)
        }),
        ("unsubscribed_at", |record| {
            readable_time::format_or_empty(record.consent.unsubscribed_at)
        }),
        ("unsubscribe_method", |record| {
            record
                .consent
                .unsubscribe_method
                .clone()
                .unwrap_or_default()
        }),
    ];
}

/// A confirmed sign-up: whether this confirmation was its first, and where it was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    pub first: bool,
    /// The page the sign-up form was on (its consent record).
    pub page: String,
    pub lang: String,
}

/// Who a subscriber mail goes to, read when it is sent.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub(crate) struct MailRecipient {
    pub email: String,
    pub status: String,
    /// The language they signed up in.
    pub lang: String,
}

// Tokens of the links in mails: 256 random bits, of which the database keeps the SHA-256.
pub(crate) use crate::credentials::{new_token, token_hash};

/// The key of a mailbox's count of confirmation mails.
pub(crate) fn mailbox_hash(email: &str) -> String {
    token_hash(&crate::email::mailbox(email))
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

/// A stored request, as `process_next_signup` reads it.
struct StoredRequest {
    id: i64,
    email: String,
    lang: String,
    page: String,
    consent_version: String,
    requested_at: i64,
}

/// How many confirmation mails one domain may receive per hour.
#[derive(Debug, Clone, Copy)]
pub struct ConfirmationLimits {
    pub per_domain_per_hour: i64,
}

/// Applies one request inside the caller's transaction; the request row is deleted, or
/// postponed when its domain had its mails this hour.
async fn apply_signup(
    conn: &mut AnyConnection,
    backend: Backend,
    request: &StoredRequest,
    limits: ConfirmationLimits,
    now: i64,
) -> Result<SignupOutcome, sqlx::Error> {
    let lock = match backend {
        Backend::Postgres => " FOR UPDATE",
        Backend::Sqlite => "",
    };
    // One subscriber per canonical address: `"a"@exämple.org` is `a@xn--exmple-cua.org`.
    let canonical = crate::email::canonical(&request.email);
    let existing = sqlx::query(&format!(
        "SELECT id, status, confirmation_mails, last_confirmation_mail_at, confirmed_at \
         FROM newsletter_subscriptions WHERE email_canonical = $1{lock}"
    ))
    .bind(&canonical)
    .fetch_optional(&mut *conn)
    .await?;
    let outcome = decide(conn, request, existing.as_ref(), limits, now, lock).await?;
    if outcome == SignupOutcome::DomainLimitReached {
        sqlx::query("UPDATE newsletter_signup_requests SET not_before = $1 WHERE id = $2")
            .bind(now - now.rem_euclid(HOUR) + HOUR)
            .bind(request.id)
            .execute(&mut *conn)
            .await?;
        return Ok(outcome);
    }
    sqlx::query("DELETE FROM newsletter_signup_requests WHERE id = $1")
        .bind(request.id)
        .execute(&mut *conn)
        .await?;
    if outcome != SignupOutcome::ConfirmationQueued {
        return Ok(outcome);
    }
    let subscriber_id = match &existing {
        None => {
            let inserted = sqlx::query(
                "INSERT INTO newsletter_subscriptions \
                 (email, email_folded, email_canonical, lang, consented_at, consent_version, \
                  consent_page, status, confirmation_mails, last_confirmation_mail_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 1, $8) RETURNING id",
            )
            .bind(&request.email)
            .bind(fold_email(&request.email))
            .bind(&canonical)
            .bind(&request.lang)
            .bind(request.requested_at)
            .bind(&request.consent_version)
            .bind(&request.page)
            .bind(now)
            .fetch_all(&mut *conn)
            .await?;
            match inserted.first() {
                Some(row) => row.try_get::<i64, _>(0)?,
                None => return Err(sqlx::Error::RowNotFound),
            }
        }
        Some(row) => {
            let id: i64 = row.try_get("id")?;
            // Asking again is a new consent: its record replaces the last one.
            sqlx::query(
                "UPDATE newsletter_subscriptions SET status = 'pending', lang = $1, consented_at = $2, \
                 consent_version = $3, consent_page = $4, confirmation_mails = confirmation_mails + 1, \
                 last_confirmation_mail_at = $5, confirmed_at = NULL WHERE id = $6",
            )
            .bind(&request.lang)
            .bind(request.requested_at)
            .bind(&request.consent_version)
            .bind(&request.page)
            .bind(now)
            .bind(id)
            .execute(&mut *conn)
            .await?;
            id
        }
    };
    let mail = DeferredMail::NewsletterConfirmation {
        subscriber_id,
        lang: request.lang.clone(),
    };
    outbox::enqueue(
        conn,
        mail.kind(),
        &request.email,
        &MailPayload::Deferred(mail),
        now,
    )
    .await?;
    Ok(SignupOutcome::ConfirmationQueued)
}

/// Whether a confirmation mail may go, counting it when it may.
async fn decide(
    conn: &mut AnyConnection,
    request: &StoredRequest,
    existing: Option<&sqlx::any::AnyRow>,
    limits: ConfirmationLimits,
    now: i64,
    lock: &str,
) -> Result<SignupOutcome, sqlx::Error> {
    let mut legacy: Option<(i64, Option<i64>)> = None;
    if let Some(row) = existing {
        let status: String = row.try_get("status")?;
        if status == "confirmed" {
            return Ok(SignupOutcome::AlreadyConfirmed);
        }
        let confirmed_at: Option<i64> = row.try_get("confirmed_at")?;
        if confirmed_at.is_none() {
            legacy = Some((
                row.try_get("confirmation_mails")?,
                row.try_get("last_confirmation_mail_at")?,
            ));
        }
    }
    let mailbox = mailbox_hash(&request.email);
    let quota = sqlx::query(&format!(
        "SELECT mails, last_mail_at FROM confirmation_mail_quota WHERE mailbox_hash = $1{lock}"
    ))
    .bind(&mailbox)
    .fetch_optional(&mut *conn)
    .await?;
    // The mailbox's count since it last confirmed; a subscription from before the counts
    // existed brings what it recorded itself.
    let (mails, last_mail_at) = match &quota {
        Some(quota) => (
            quota.try_get::<i64, _>("mails")?,
            Some(quota.try_get::<i64, _>("last_mail_at")?),
        ),
        None => legacy.unwrap_or((0, None)),
    };
    let too_soon = last_mail_at.is_some_and(|at| now - at < CONFIRMATION_MAIL_GAP_SECS);
    if too_soon || mails >= MAX_CONFIRMATION_MAILS {
        return Ok(SignupOutcome::MailLimitReached);
    }
    let domain = crate::email::domain(&request.email);
    let hour_start = now - now.rem_euclid(HOUR);
    let domain_mails: i64 = sqlx::query(
        "SELECT mails FROM confirmation_mail_domains WHERE domain = $1 AND hour_start = $2",
    )
    .bind(&domain)
    .bind(hour_start)
    .fetch_optional(&mut *conn)
    .await?
    .map(|row| row.try_get(0))
    .transpose()?
    .unwrap_or(0);
    if domain_mails >= limits.per_domain_per_hour {
        return Ok(SignupOutcome::DomainLimitReached);
    }
    sqlx::query(
        "INSERT INTO confirmation_mail_domains (domain, hour_start, mails) VALUES ($1, $2, 1) \
         ON CONFLICT (domain, hour_start) DO UPDATE SET mails = confirmation_mail_domains.mails + 1",
    )
    .bind(&domain)
    .bind(hour_start)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "INSERT INTO confirmation_mail_quota (mailbox_hash, mails, last_mail_at) VALUES ($1, $2, $3) \
         ON CONFLICT (mailbox_hash) DO UPDATE SET mails = $2, last_mail_at = $3",
    )
    .bind(&mailbox)
    .bind(mails + 1)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(SignupOutcome::ConfirmationQueued)
}

/// Subscriber `id` unsubscribed at `now` by `method`, unless already; its confirmation links
/// deleted, since one still in a mailbox must not undo the unsubscription. Whether the row
/// changed.
async fn mark_unsubscribed(
    conn: &mut AnyConnection,
    id: i64,
    method: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let changed = sqlx::query(
        "UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = $1, \
         unsubscribe_method = $2 WHERE id = $3 AND status <> 'unsubscribed'",
    )
    .bind(now)
    .bind(method)
    .bind(id)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    sqlx::query("DELETE FROM newsletter_tokens WHERE subscriber_id = $1 AND purpose = 'confirm'")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(changed > 0)
}

/// The columns of a `SubscriberRecord`, as `newsletter_subscriptions` holds them.
const RECORD_COLUMNS: &str =
    "id, email, status, consented_at, lang, consent_page, consent_version, \
     confirmation_mails, confirmed_at, unsubscribed_at, unsubscribe_method";

/// The statuses a stored subscriber can be in (a sign-up not applied yet is `requested`).
pub const SUBSCRIBER_STATUSES: [&str; 4] = ["pending", "confirmed", "unsubscribed", "bounced"];

/// How `unsubscribe_method` records an unsubscription the console's operator made.
pub const BY_OPERATOR: &str = "operator";

/// What the console's list of subscribers asks: a status (one of `SUBSCRIBER_STATUSES`) and
/// a search, folded (`inbox::fold_search`), over the address, the consent's page and wording.
#[derive(Debug, Clone, Default)]
pub struct SubscriberQuery {
    pub status: Option<&'static str>,
    pub search: String,
}

impl SubscriberQuery {
    /// The subscribers it asks for.
    fn filter(&self, backend: Backend) -> Filter {
        let mut filter = Filter::default();
        if let Some(status) = self.status {
            filter.equals("status", status);
        }
        if !self.search.is_empty() {
            filter.contains(
                backend,
                "email_folded || ' ' || lower(consent_page) || ' ' || lower(consent_version)",
                &self.search,
            );
        }
        filter
    }
}

impl Store {
    /// Stores a sign-up request as it comes: one insert, whatever the address.
    pub async fn request_subscription(
        &self,
        request: &SignupRequest<'_>,
    ) -> Result<(), StoreError> {
        self.write("store sign-up request", async |conn| {
            sqlx::query(
                "INSERT INTO newsletter_signup_requests \
                 (email, lang, page, consent_version, requested_at, not_before) \
                 VALUES ($1, $2, $3, $4, $5, $5)",
            )
            .bind(request.email)
            .bind(request.lang)
            .bind(request.page)
            .bind(request.consent_version)
            .bind(request.now)
            .execute(conn)
            .await
        })
        .await?;
        Ok(())
    }

    /// Sign-up requests not applied yet.
    pub async fn pending_signup_requests(&self) -> anyhow::Result<i64> {
        let row = sqlx::query("SELECT COUNT(*) FROM newsletter_signup_requests")
            .fetch_one(&self.pool)
            .await
            .context("count sign-up requests")?;
        Ok(row.try_get(0)?)
    }

    /// Applies the oldest due sign-up request (see the module comment); `None` when none is
    /// due. On PostgreSQL, instances take different requests (`SKIP LOCKED`).
    pub async fn process_next_signup(
        &self,
        now: i64,
        limits: ConfirmationLimits,
    ) -> Result<Option<SignupOutcome>, StoreError> {
        let backend = self.backend;
        let lock = match backend {
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        };
        self.write("apply a sign-up", async |conn| {
            let row = sqlx::query(&format!(
                "SELECT id, email, lang, page, consent_version, requested_at \
                 FROM newsletter_signup_requests WHERE not_before <= $1 ORDER BY id LIMIT 1{lock}"
            ))
            .bind(now)
            .fetch_optional(&mut *conn)
            .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let request = StoredRequest {
                id: row.try_get("id")?,
                email: row.try_get("email")?,
                lang: row.try_get("lang")?,
                page: row.try_get("page")?,
                consent_version: row.try_get("consent_version")?,
                requested_at: row.try_get("requested_at")?,
            };
            apply_signup(conn, backend, &request, limits, now)
                .await
                .map(Some)
        })
        .await
    }

    /// The address and state of subscriber `id`, when a mail to them is about to be sent.
    pub(crate) async fn mail_recipient(&self, id: i64) -> anyhow::Result<Option<MailRecipient>> {
        self.row_of(
            "SELECT email, status, lang FROM newsletter_subscriptions WHERE id = $1",
            id,
            "read subscriber",
        )
        .await
    }

    /// New confirmation and unsubscribe links for subscriber `id`, stored hashed.
    pub async fn make_link_tokens(&self, id: i64, now: i64) -> Result<LinkTokens, StoreError> {
        self.write("store link tokens", async |conn| {
            Ok(LinkTokens {
                confirm: store_token(conn, id, "confirm", Some(now + CONFIRM_TOKEN_SECS)).await?,
                unsubscribe: store_token(conn, id, "unsubscribe", None).await?,
            })
        })
        .await
    }

    /// A new unsubscribe link for subscriber `id` (a mail to someone already confirmed needs
    /// no confirmation link), stored hashed.
    pub(crate) async fn make_unsubscribe_token(&self, id: i64) -> Result<String, StoreError> {
        self.write("store an unsubscribe token", async |conn| {
            store_token(conn, id, "unsubscribe", None).await
        })
        .await
    }

    async fn subscriber_of_token(
        conn: &mut AnyConnection,
        token: &str,
        purpose: &str,
        now: i64,
    ) -> Result<Option<(i64, String)>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT t.subscriber_id, s.email FROM newsletter_tokens t \
             JOIN newsletter_subscriptions s ON s.id = t.subscriber_id \
             WHERE t.token_hash = $1 AND t.purpose = $2 AND (t.expires_at IS NULL OR t.expires_at >= $3)",
        )
        .bind(token_hash(token))
        .bind(purpose)
        .bind(now)
        .fetch_optional(&mut *conn)
        .await?;
        row.map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .transpose()
    }

    /// Confirms the sign-up of a confirmation token; false for an unknown or expired one.
    /// Confirming twice keeps the first time. The mailbox's count of confirmation mails
    /// starts again: it asked.
    pub async fn confirm_subscription(&self, token: &str, now: i64) -> Result<bool, StoreError> {
        Ok(self.confirm_subscription_of(token, now).await?.is_some())
    }

    /// `confirm_subscription`, saying what it confirmed: `None` for an unknown or expired
    /// token, else whether this was the first confirmation and the sign-up's page and
    /// language (the audience counts a first confirmation as a conversion of that page).
    pub async fn confirm_subscription_of(
        &self,
        token: &str,
        now: i64,
    ) -> Result<Option<Confirmation>, StoreError> {
        self.write("confirm subscriber", async |conn| {
            let Some((id, email)) = Store::subscriber_of_token(conn, token, "confirm", now).await?
            else {
                return Ok(None);
            };
            let updated = sqlx::query(
                "UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = $1 \
                 WHERE id = $2 AND status = 'pending'",
            )
            .bind(now)
            .bind(id)
            .execute(&mut *conn)
            .await?;
            let row = sqlx::query(
                "SELECT status, consent_page, lang FROM newsletter_subscriptions WHERE id = $1",
            )
            .bind(id)
            .fetch_one(&mut *conn)
            .await?;
            let status: String = row.try_get(0)?;
            // Unsubscribed since is not a success.
            if status != "confirmed" {
                return Ok(None);
            }
            sqlx::query("DELETE FROM confirmation_mail_quota WHERE mailbox_hash = $1")
                .bind(mailbox_hash(&email))
                .execute(&mut *conn)
                .await?;
            Ok(Some(Confirmation {
                first: updated.rows_affected() > 0,
                page: row.try_get(1)?,
                lang: row.try_get(2)?,
            }))
        })
        .await
    }

    /// Unsubscribes the holder of an unsubscribe token at once, recording how; false for an
    /// unknown token. Unsubscribing twice keeps the first time.
    pub async fn unsubscribe(
        &self,
        token: &str,
        method: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        self.write("unsubscribe", async |conn| {
            let Some((id, _)) = Store::subscriber_of_token(conn, token, "unsubscribe", now).await?
            else {
                return Ok(false);
            };
            mark_unsubscribed(conn, id, method, now).await?;
            Ok(true)
        })
        .await
    }

    /// Deletes sign-ups still pending `PENDING_KEPT_SECS` after their request (with their
    /// links and the mails to them), expired confirmation links, and counts of confirmation
    /// mails past their use. Returns the subscriber rows deleted. (Subscribers who left are
    /// kept as `[retention]` says: `Store::apply_retention`.)
    pub async fn purge_unconfirmed(&self, now: i64) -> Result<u64, StoreError> {
        self.write("purge stale subscribers", async |conn| {
            let stale: Vec<(i64, String)> = sqlx::query_as(
                "SELECT id, email FROM newsletter_subscriptions \
                 WHERE status = 'pending' AND consented_at < $1",
            )
            .bind(now - PENDING_KEPT_SECS)
            .fetch_all(&mut *conn)
            .await?;
            let mut deleted = 0;
            for (id, email) in &stale {
                let mails = super::outbox::mails_to(conn, &crate::email::canonical(email)).await?;
                super::outbox::delete_mails(conn, &mails).await?;
                sqlx::query("DELETE FROM newsletter_tokens WHERE subscriber_id = $1")
                    .bind(id)
                    .execute(&mut *conn)
                    .await?;
                deleted += sqlx::query("DELETE FROM newsletter_subscriptions WHERE id = $1")
                    .bind(id)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected();
            }
            sqlx::query(
                "DELETE FROM newsletter_tokens WHERE purpose = 'confirm' AND expires_at < $1",
            )
            .bind(now)
            .execute(&mut *conn)
            .await?;
            sqlx::query("DELETE FROM confirmation_mail_quota WHERE last_mail_at < $1")
                .bind(now - QUOTA_KEPT_SECS)
                .execute(&mut *conn)
                .await?;
            sqlx::query("DELETE FROM confirmation_mail_domains WHERE hour_start < $1")
                .bind(now - 24 * HOUR)
                .execute(&mut *conn)
                .await?;
            Ok(deleted)
        })
        .await
    }

    /// One page of the console's subscribers: `limit` of `query` after the first `offset`,
    /// newest consent first, and how many `query` finds in all.
    pub async fn subscriber_page(
        &self,
        query: &SubscriberQuery,
        limit: i64,
        offset: i64,
    ) -> anyhow::Result<(Vec<SubscriberRecord>, i64)> {
        self.page_of(
            RECORD_COLUMNS,
            "newsletter_subscriptions",
            &query.filter(self.backend),
            "consented_at DESC, id DESC",
            limit,
            offset,
        )
        .await
        .context("list subscribers")
    }

    /// Every subscriber of `query`, oldest consent first, for an export.
    pub async fn subscriber_export(
        &self,
        query: &SubscriberQuery,
    ) -> anyhow::Result<Vec<SubscriberRecord>> {
        self.all_of(
            RECORD_COLUMNS,
            "newsletter_subscriptions",
            &query.filter(self.backend),
            "consented_at, id",
        )
        .await
        .context("export subscribers")
    }

    /// How many subscribers each status holds, in the order of `SUBSCRIBER_STATUSES`.
    pub async fn subscriber_counts(&self) -> anyhow::Result<[i64; 4]> {
        let rows =
            sqlx::query("SELECT status, COUNT(*) FROM newsletter_subscriptions GROUP BY status")
                .fetch_all(&self.pool)
                .await
                .context("count subscribers by status")?;
        let mut counts = [0; 4];
        for row in rows {
            let status: String = row.try_get(0)?;
            if let Some(at) = SUBSCRIBER_STATUSES
                .iter()
                .position(|known| *known == status)
            {
                counts[at] = row.try_get(1)?;
            }
        }
        Ok(counts)
    }

    /// Subscriber `id` with their consent record, if stored.
    pub async fn subscriber(&self, id: i64) -> anyhow::Result<Option<SubscriberRecord>> {
        self.row_of(
            &format!("SELECT {RECORD_COLUMNS} FROM newsletter_subscriptions WHERE id = $1"),
            id,
            "read a subscriber",
        )
        .await
    }

    /// Unsubscribes subscriber `id` on their behalf (`unsubscribe_method` says `operator`),
    /// recording `entry` in the same write; false when they had already left (nothing
    /// recorded then).
    pub async fn unsubscribe_by_operator(
        &self,
        id: i64,
        now: i64,
        entry: &super::audit::AuditEntry<'_>,
    ) -> Result<bool, StoreError> {
        self.write("unsubscribe on their behalf", async |conn| {
            let changed = mark_unsubscribed(conn, id, BY_OPERATOR, now).await?;
            if changed {
                super::audit::insert(conn, entry).await?;
            }
            Ok(changed)
        })
        .await
    }

    /// Subscribers who asked at or after `since`, in `status` when given, oldest first. A
    /// sign-up not applied yet (it waits for the worker, or for its domain's next hour) is
    /// listed too, in status `requested`, with its request's id: the operator sees every
    /// sign-up the site acknowledged.
    pub async fn subscriber_records(
        &self,
        since: i64,
        status: Option<&str>,
    ) -> anyhow::Result<Vec<SubscriberRecord>> {
        let mut records: Vec<SubscriberRecord> = sqlx::query_as(&format!(
            "SELECT {RECORD_COLUMNS} FROM newsletter_subscriptions \
                 WHERE consented_at >= $1 AND ($2 = '' OR status = $2) ORDER BY consented_at, id"
        ))
        .bind(since)
        .bind(status.unwrap_or(""))
        .fetch_all(&self.pool)
        .await
        .context("list subscribers")?;
        if status.is_none_or(|status| status == "requested") {
            let requested: Vec<SubscriberRecord> = sqlx::query_as(
                "SELECT id, email, 'requested' AS status, requested_at AS consented_at, lang, \
                 page AS consent_page, consent_version, CAST(0 AS BIGINT) AS confirmation_mails, \
                 CAST(NULL AS BIGINT) AS confirmed_at, CAST(NULL AS BIGINT) AS unsubscribed_at, \
                 CAST(NULL AS TEXT) AS unsubscribe_method \
                 FROM newsletter_signup_requests WHERE requested_at >= $1 ORDER BY requested_at, id",
            )
            .bind(since)
            .fetch_all(&self.pool)
            .await
            .context("list sign-ups waiting")?;
            records.extend(requested);
            records.sort_by_key(|record| record.consent.requested_at);
        }
        Ok(records)
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

    #[test]
    fn variants_of_one_inbox_share_their_count() {
        assert_eq!(
            mailbox_hash("victim+1@example.org"),
            mailbox_hash("Victim+2@EXAMPLE.org")
        );
        assert_ne!(
            mailbox_hash("victim@example.org"),
            mailbox_hash("other@example.org")
        );
    }
}

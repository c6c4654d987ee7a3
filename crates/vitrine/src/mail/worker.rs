//! The background sender: applies newsletter sign-ups, takes due mails from the outbox one at
//! a time, composes what is composed at sending, sends, records the outcome.
//!
//! A transient failure (server down, 4xx, a stalled exchange past its deadline) is tried again
//! after a back-off that starts at a few seconds and doubles up to 30 minutes, so an outage of
//! an hour costs a handful of attempts, not thousands. A permanent failure (5xx, an
//! unbuildable mail, an address the server cannot take), or a transient one three days after
//! queueing, gives the mail up: it stays listed as `failed` with its last error (`vitrine mail
//! list`) and can be queued again (`vitrine mail retry`).
//!
//! A newsletter issue's mails go in a lane of their own, at the pace `newsletter.per_minute`
//! sets (`Store::claim_next_issue_mail`), after every notice and confirmation due. A few of
//! them failing in a row (the relay down, or deferring) pauses the lane, from `FIRST_PAUSE_MS`
//! doubling up to `MAX_PAUSE_MS`; it goes on by itself once a mail passes again. A mail whose
//! address the server refuses for good marks its subscriber `bounced`: nothing more goes to
//! them. An issue whose sender stopped before every mail was queued is queued on here.
//!
//! A mail handed over whose "sent" cannot be recorded (the database refuses writes) is kept
//! in memory and recorded before anything else is claimed, so it is never sent again by this
//! process. Only a crash in that moment, or, on PostgreSQL, another instance taking the row
//! after a database outage longer than the lease, can send it twice; its `Message-ID` is then
//! the same, which mail clients fold into one.

use std::sync::Arc;
use std::time::Duration;

use crate::config::Config;
use crate::lang::Lang;
use crate::mail::{compose, Mailer, SendError};
use crate::store::issues::QUEUE_BATCH;
use crate::store::outbox::{ClaimedMail, DeferredMail, IssueClaim, MailPayload, OutgoingMail};
use crate::store::subscribers::{ConfirmationLimits, MailRecipient};
use crate::store::{Store, StoreError};

/// First wait after a failed attempt.
pub(crate) const FIRST_BACKOFF_SECS: i64 = 5;
/// Longest wait between two attempts.
pub(crate) const MAX_BACKOFF_SECS: i64 = 30 * 60;
/// How often the outbox is looked at when idle.
pub(crate) const POLL_INTERVAL: Duration = Duration::from_secs(1);
/// How often unconfirmed sign-ups past their time are deleted.
const PURGE_EVERY: Duration = Duration::from_secs(3600);
/// Sign-ups applied, and mails sent, in one pass at most, so each gets its turn.
const PER_PASS: usize = 50;
/// Issue mails failing in a row before the issue lane pauses.
const PAUSE_AFTER_FAILURES: i64 = 3;
/// The first pause of the issue lane, doubled at each failure after it.
const FIRST_PAUSE_MS: i64 = 10_000;
/// The longest pause of the issue lane.
const MAX_PAUSE_MS: i64 = 10 * 60 * 1000;

/// How long the issue lane pauses after `failures` issue mails failed in a row: not at all
/// before `PAUSE_AFTER_FAILURES`, then 10 s, 20 s, 40 s… up to 10 minutes.
pub(crate) fn pause_ms(failures: i64) -> Option<i64> {
    (failures >= PAUSE_AFTER_FAILURES).then(|| {
        let doublings = (failures - PAUSE_AFTER_FAILURES).clamp(0, 20);
        FIRST_PAUSE_MS
            .saturating_mul(1_i64 << doublings)
            .min(MAX_PAUSE_MS)
    })
}

/// What the outbox keeps of a sent subscriber mail composed before its links were made at
/// sending, in place of its text.
const REDACTED: &str = "(removed once sent: it held the subscriber's link tokens)";

/// Seconds to wait after the `attempts`-th failed attempt: 5, 10, 20, … up to 1800.
pub(crate) fn backoff_secs(attempts: i64) -> i64 {
    let doublings = attempts.clamp(1, 20) - 1;
    FIRST_BACKOFF_SECS
        .saturating_mul(1_i64 << doublings)
        .min(MAX_BACKOFF_SECS)
}

fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// Now in Unix milliseconds, the issue lane's clock.
fn now_ms() -> i64 {
    i64::try_from(time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000)
        .unwrap_or(i64::MAX)
}

/// A mail whose facts the database did not give: tried again later, like a busy server.
fn database_fault(error: impl Into<anyhow::Error>) -> SendError {
    SendError::Transient(format!("database: {:#}", error.into()))
}

/// What one pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    /// Sign-up requests applied.
    pub signups: usize,
    pub sent: usize,
    pub retried: usize,
    pub failed: usize,
    /// Mails that must not go any more (their subscriber confirmed or left meanwhile).
    pub cancelled: usize,
    /// When the issue lane lets its next mail go, if one waits for its pace (Unix ms).
    pub next_issue_mail_at: Option<i64>,
}

impl Pass {
    fn attempted(&self) -> usize {
        self.sent + self.retried + self.failed + self.cancelled
    }
}

/// Applies up to `most` due sign-up requests; how many were applied. The server also calls it
/// once at a graceful stop, so every acknowledged sign-up is a subscriber when it exits.
pub async fn apply_signups(
    store: &Store,
    config: &Config,
    most: usize,
) -> Result<usize, StoreError> {
    let limits = ConfirmationLimits {
        per_domain_per_hour: i64::from(config.newsletter.confirmations_per_domain_per_hour),
    };
    let mut applied = 0;
    while applied < most {
        match store.process_next_signup(now(), limits).await? {
            None => break,
            Some(outcome) => {
                // Never the address in the log.
                tracing::info!(outcome = outcome.as_str(), "newsletter sign-up applied");
                applied += 1;
            }
        }
    }
    Ok(applied)
}

/// A mail handed over whose "sent" is not recorded yet.
struct Unrecorded {
    id: i64,
    at: i64,
    redacted: Option<OutgoingMail>,
}

/// The sender of one process.
pub struct Worker {
    store: Store,
    mailer: Mailer,
    config: Arc<Config>,
    unrecorded: Vec<Unrecorded>,
}

impl Worker {
    pub fn new(store: Store, mailer: Mailer, config: Arc<Config>) -> Worker {
        Worker {
            store,
            mailer,
            config,
            unrecorded: Vec::new(),
        }
    }

    /// How long a claimed mail stays with this worker: four attempt deadlines (two minutes by
    /// default), so a lease never ends while its mail is being handed over.
    fn lease_secs(&self) -> i64 {
        i64::try_from(self.mailer.deadline().as_secs())
            .unwrap_or(i64::MAX / 8)
            .saturating_mul(4)
    }

    /// Applies due sign-ups and sends due mails, `PER_PASS` of each at most. Stops at the
    /// first write the database refuses.
    pub async fn pass(&mut self) -> Result<Pass, StoreError> {
        let mut pass = Pass {
            signups: apply_signups(&self.store, &self.config, PER_PASS).await?,
            ..Pass::default()
        };
        self.record_unrecorded().await?;
        self.queue_unfinished_issue().await?;
        while pass.attempted() < PER_PASS {
            let Some(claimed) = self.store.claim_next_mail(now(), self.lease_secs()).await? else {
                break;
            };
            self.attempt(claimed, &mut pass).await?;
        }
        let interval = self.config.newsletter_interval_ms();
        while pass.attempted() < PER_PASS {
            match self
                .store
                .claim_next_issue_mail(now_ms(), self.lease_secs(), interval)
                .await?
            {
                IssueClaim::Claimed(claimed) => self.attempt(*claimed, &mut pass).await?,
                IssueClaim::NotBefore(at) => {
                    pass.next_issue_mail_at = Some(at);
                    break;
                }
                IssueClaim::Nothing => break,
            }
        }
        Ok(pass)
    }

    /// Queues a batch of an issue whose sender stopped before it had queued every mail (a
    /// command killed, a machine restarted): sending an issue needs no one to watch it.
    async fn queue_unfinished_issue(&self) -> Result<(), StoreError> {
        let unfinished = self
            .store
            .unfinished_queue()
            .await
            .map_err(StoreError::Other)?;
        if let Some(issue) = unfinished {
            let step = self
                .store
                .queue_issue_batch(issue, now(), QUEUE_BATCH)
                .await?;
            tracing::info!(issue, ?step, "issue mails queued by the outbox worker");
        }
        Ok(())
    }

    async fn record_unrecorded(&mut self) -> Result<(), StoreError> {
        while let Some(sent) = self.unrecorded.first() {
            self.store
                .mark_mail_sent(sent.id, sent.at, sent.redacted.as_ref())
                .await?;
            tracing::info!(
                id = sent.id,
                "mail recorded as sent after the database recovered"
            );
            self.unrecorded.remove(0);
        }
        Ok(())
    }

    /// One attempt at `claimed`, its outcome recorded.
    async fn attempt(&mut self, claimed: ClaimedMail, pass: &mut Pass) -> Result<(), StoreError> {
        let composed = match &claimed.payload {
            MailPayload::Composed(mail) => Ok(Some(mail.clone())),
            MailPayload::Deferred(deferred) => self.compose(deferred).await,
        };
        let mail = match composed {
            Ok(Some(mail)) => mail,
            Ok(None) => {
                self.store
                    .cancel_mail(
                        claimed.id,
                        "not sent: what it was about changed before it went (a subscriber confirmed, left or bounced, a message was erased)",
                    )
                    .await?;
                tracing::info!(id = claimed.id, kind = %claimed.kind, "mail cancelled");
                pass.cancelled += 1;
                return self.issue_mail_closed(&claimed).await;
            }
            Err(error) => return self.failed(&claimed, error, pass).await,
        };
        let outcome = match self.mailer.build(claimed.id, claimed.created_at, &mail) {
            Ok((message, envelope)) => self.mailer.send(claimed.id, &message, &envelope).await,
            Err(error) => Err(error),
        };
        match outcome {
            Ok(()) => {
                let at = now();
                let redacted = mail.unsubscribe_url.is_some().then(|| OutgoingMail {
                    text: REDACTED.to_owned(),
                    html: REDACTED.to_owned(),
                    unsubscribe_url: None,
                    ..mail.clone()
                });
                tracing::info!(id = claimed.id, kind = %claimed.kind, attempts = claimed.attempts, "mail sent");
                pass.sent += 1;
                if let Err(error) = self
                    .store
                    .mark_mail_sent(claimed.id, at, redacted.as_ref())
                    .await
                {
                    tracing::error!(id = claimed.id, error = %error, "mail sent but not recorded: kept until the database takes it");
                    self.unrecorded.push(Unrecorded {
                        id: claimed.id,
                        at,
                        redacted,
                    });
                    return Err(error);
                }
                if claimed.issue_id.is_some() {
                    self.store
                        .record_issue_attempt(true, now_ms(), pause_ms)
                        .await?;
                }
                self.issue_mail_closed(&claimed).await
            }
            Err(error) => self.failed(&claimed, error, pass).await,
        }
    }

    /// After an issue mail left the queue: its issue is sent when it was the last.
    async fn issue_mail_closed(&self, claimed: &ClaimedMail) -> Result<(), StoreError> {
        match claimed.issue_id {
            Some(issue) => self.store.finish_issue_if_done(issue, now()).await,
            None => Ok(()),
        }
    }

    /// Records a failed attempt: again later, or given up.
    async fn failed(
        &self,
        claimed: &ClaimedMail,
        error: SendError,
        pass: &mut Pass,
    ) -> Result<(), StoreError> {
        let at = now();
        match error {
            SendError::Transient(error) if at < claimed.give_up_at => {
                let wait = backoff_secs(claimed.attempts);
                tracing::warn!(id = claimed.id, kind = %claimed.kind, attempts = claimed.attempts, wait, error = %error, "mail not sent, will retry");
                self.store
                    .reschedule_mail(claimed.id, at + wait, &error)
                    .await?;
                pass.retried += 1;
                if claimed.issue_id.is_some() {
                    let paused = self
                        .store
                        .record_issue_attempt(false, now_ms(), pause_ms)
                        .await?;
                    if let Some(until) = paused {
                        tracing::warn!(
                            seconds = (until - now_ms()).max(0) / 1000,
                            "issue mails paused after failing in a row; they go on by themselves"
                        );
                    }
                }
            }
            error => {
                let refused = matches!(error, SendError::Refused(_));
                let error = match error {
                    SendError::Transient(text) => format!("gave up after three days: {text}"),
                    SendError::Permanent(text) | SendError::Refused(text) => text,
                };
                tracing::error!(id = claimed.id, kind = %claimed.kind, error = %error, "mail given up");
                self.store.give_up_mail(claimed.id, &error).await?;
                pass.failed += 1;
                if let (
                    true,
                    MailPayload::Deferred(DeferredMail::NewsletterIssue { subscriber_id, .. }),
                ) = (refused, &claimed.payload)
                {
                    self.store.mark_bounced(*subscriber_id, at).await?;
                    tracing::warn!(
                        id = claimed.id,
                        "subscriber marked bounced: their address was refused"
                    );
                }
                self.issue_mail_closed(claimed).await?;
            }
        }
        Ok(())
    }

    /// Subscriber `id` as a mail reaches them, while their status is still `status`.
    async fn recipient(&self, id: i64, status: &str) -> Result<Option<MailRecipient>, SendError> {
        let recipient = self
            .store
            .mail_recipient(id)
            .await
            .map_err(database_fault)?;
        Ok(recipient.filter(|r| r.status == status))
    }

    /// Composes a deferred mail from what the database holds now; `None` when it must not go.
    async fn compose(&self, deferred: &DeferredMail) -> Result<Option<OutgoingMail>, SendError> {
        match deferred {
            DeferredMail::NewsletterConfirmation {
                subscriber_id,
                lang,
            } => {
                let Some(recipient) = self.recipient(*subscriber_id, "pending").await? else {
                    return Ok(None);
                };
                let tokens = self
                    .store
                    .make_link_tokens(*subscriber_id, now())
                    .await
                    .map_err(database_fault)?;
                let lang = Lang::stored(lang);
                Ok(Some(compose::newsletter_confirmation(
                    &self.config,
                    lang,
                    &recipient.email,
                    &tokens,
                )))
            }
            DeferredMail::NewsletterIssue {
                issue_id,
                subscriber_id,
            } => {
                // Left, bounced or erased since the issue was queued: nothing more goes.
                let Some(recipient) = self.recipient(*subscriber_id, "confirmed").await? else {
                    return Ok(None);
                };
                let letter = self
                    .store
                    .issue_letter(*issue_id, &recipient.lang)
                    .await
                    .map_err(database_fault)?;
                let Some(letter) = letter else {
                    return Ok(None);
                };
                let token = self
                    .store
                    .make_unsubscribe_token(*subscriber_id)
                    .await
                    .map_err(database_fault)?;
                let reader_lang = Lang::stored(&recipient.lang);
                Ok(Some(compose::newsletter_issue(
                    &self.config,
                    &letter,
                    &recipient.email,
                    reader_lang,
                    &token,
                    "newsletter-issue",
                )))
            }
            DeferredMail::OperatorNotice { message_id } => {
                let message = self
                    .store
                    .contact_message(*message_id)
                    .await
                    .map_err(database_fault)?;
                Ok(
                    message
                        .map(|message| compose::operator_notice(&self.config, &message.fields())),
                )
            }
        }
    }

    /// Runs until the process ends: sends due mails, and deletes stale unconfirmed sign-ups.
    pub async fn run(mut self) {
        let mut last_purge: Option<std::time::Instant> = None;
        loop {
            if last_purge.is_none_or(|at| at.elapsed() >= PURGE_EVERY) {
                match self.store.purge_unconfirmed(now()).await {
                    Ok(0) => {}
                    Ok(deleted) => tracing::info!(deleted, "unconfirmed sign-ups deleted"),
                    Err(error) => tracing::error!(error = %error, "purge failed"),
                }
                last_purge = Some(std::time::Instant::now());
            }
            let mut wait = POLL_INTERVAL;
            match self.pass().await {
                // A full pass: more may be due at once.
                Ok(pass) if pass.attempted() >= PER_PASS || pass.signups >= PER_PASS => continue,
                // An issue mail waits for its pace: wake for it if it comes before the next poll.
                Ok(Pass {
                    next_issue_mail_at: Some(at),
                    ..
                }) => {
                    let until = u64::try_from((at - now_ms()).max(1)).unwrap_or(1);
                    wait = wait.min(Duration::from_millis(until));
                }
                Ok(_) => {}
                Err(error) => {
                    tracing::warn!(error = %error, "outbox pass stopped: the database refused a write")
                }
            }
            tokio::time::sleep(wait).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_lane_pauses_after_three_failures_in_a_row_for_longer_each_time() {
        assert_eq!(pause_ms(1), None);
        assert_eq!(pause_ms(2), None);
        assert_eq!(pause_ms(3), Some(10_000));
        assert_eq!(pause_ms(4), Some(20_000));
        assert_eq!(pause_ms(9), Some(600_000));
        assert_eq!(pause_ms(1000), Some(600_000));
    }

    #[test]
    fn backoff_doubles_from_a_few_seconds_to_half_an_hour() {
        assert_eq!(backoff_secs(1), 5);
        assert_eq!(backoff_secs(2), 10);
        assert_eq!(backoff_secs(3), 20);
        assert_eq!(backoff_secs(9), 1280);
        assert_eq!(backoff_secs(10), 1800);
        assert_eq!(backoff_secs(1000), 1800);
        assert_eq!(backoff_secs(0), 5);
    }
}

//! The background sender: takes due mails from the outbox, sends them, records the outcome.
//!
//! A transient failure (server down, 4xx, timeout) is tried again after a back-off that
//! starts at a few seconds and doubles up to 30 minutes, so an outage of an hour costs a
//! handful of attempts, not thousands. A permanent failure (5xx, an unbuildable mail), or a
//! transient one three days after queueing, gives the mail up: it stays listed as `failed`
//! with its last error (`vitrine mail list`) and can be queued again (`vitrine mail retry`).

use std::sync::Arc;
use std::time::Duration;

use crate::mail::{Mailer, OutgoingMail, SendError};
use crate::store::Store;

/// First wait after a failed attempt.
pub const FIRST_BACKOFF_SECS: i64 = 5;
/// Longest wait between two attempts.
pub const MAX_BACKOFF_SECS: i64 = 30 * 60;
/// How often the outbox is looked at when idle.
pub const POLL_INTERVAL: Duration = Duration::from_secs(1);
/// How often unconfirmed sign-ups past their time are deleted.
const PURGE_EVERY: Duration = Duration::from_secs(3600);
/// Mails taken at once by one worker.
const BATCH: i64 = 20;

/// What the outbox keeps of a sent subscriber mail in place of its text.
const REDACTED: &str = "(removed once sent: it held the subscriber's link tokens)";

/// Seconds to wait after the `attempts`-th failed attempt: 5, 10, 20, … up to 1800.
pub fn backoff_secs(attempts: i64) -> i64 {
    let doublings = attempts.clamp(1, 20) - 1;
    FIRST_BACKOFF_SECS
        .saturating_mul(1_i64 << doublings)
        .min(MAX_BACKOFF_SECS)
}

fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// What one pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    pub sent: usize,
    pub retried: usize,
    pub failed: usize,
}

/// Sends every mail due now, once each.
pub async fn deliver_due(store: &Store, mailer: &Mailer) -> anyhow::Result<Pass> {
    let mut pass = Pass::default();
    for claimed in store.claim_due_mails(now(), BATCH).await? {
        let outcome = match mailer.build(claimed.id, claimed.created_at, &claimed.mail) {
            Ok(message) => mailer.send(claimed.id, &message).await,
            Err(error) => Err(error),
        };
        let at = now();
        match outcome {
            Ok(()) => {
                let redacted = claimed
                    .mail
                    .unsubscribe_url
                    .is_some()
                    .then(|| OutgoingMail {
                        text: REDACTED.to_owned(),
                        html: REDACTED.to_owned(),
                        unsubscribe_url: None,
                        ..claimed.mail.clone()
                    });
                store
                    .mark_mail_sent(claimed.id, at, redacted.as_ref())
                    .await?;
                tracing::info!(id = claimed.id, kind = %claimed.mail.kind, attempts = claimed.attempts, "mail sent");
                pass.sent += 1;
            }
            Err(SendError::Transient(error)) if at < claimed.give_up_at => {
                let wait = backoff_secs(claimed.attempts);
                store.reschedule_mail(claimed.id, at + wait, &error).await?;
                tracing::warn!(id = claimed.id, attempts = claimed.attempts, wait, %error, "mail not sent, will retry");
                pass.retried += 1;
            }
            Err(error) => {
                let error = match error {
                    SendError::Transient(text) => format!("gave up after three days: {text}"),
                    SendError::Permanent(text) => text,
                };
                store.give_up_mail(claimed.id, &error).await?;
                tracing::error!(id = claimed.id, kind = %claimed.mail.kind, %error, "mail given up");
                pass.failed += 1;
            }
        }
    }
    Ok(pass)
}

/// Runs until the process ends: sends due mails, and deletes stale unconfirmed sign-ups.
pub async fn run(store: Store, mailer: Arc<Mailer>) {
    let mut last_purge: Option<std::time::Instant> = None;
    loop {
        if last_purge.is_none_or(|at| at.elapsed() >= PURGE_EVERY) {
            match store.purge_unconfirmed(now()).await {
                Ok(0) => {}
                Ok(deleted) => tracing::info!(deleted, "unconfirmed sign-ups deleted"),
                Err(error) => tracing::error!(error = format!("{error:#}"), "purge failed"),
            }
            last_purge = Some(std::time::Instant::now());
        }
        match deliver_due(&store, &mailer).await {
            // A full batch: more may be due at once.
            Ok(pass) if pass.sent + pass.retried + pass.failed >= BATCH as usize => continue,
            Ok(_) => {}
            Err(error) => tracing::error!(error = format!("{error:#}"), "outbox pass failed"),
        }
        tokio::time::sleep(POLL_INTERVAL).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

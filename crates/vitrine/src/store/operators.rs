//! The console's operators, their sessions, sign-ins in progress and the sign-in throttle.
//! Everything here is in the database, so several instances on one PostgreSQL share who is
//! signed in and how many sign-ins failed.
//!
//! Only hashes of the cookies' tokens are stored (`credentials::token_hash`): a copy of the
//! database signs nobody in.

use anyhow::Context;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

use super::audit::{self, AuditEntry};
use super::{readable_time, Backend, Store, StoreError};

/// Sign-in failures allowed per account, and per client address, within `THROTTLE_WINDOW_SECS`.
pub const THROTTLE_FAILURES: usize = 5;
/// The throttle's window: 15 minutes.
pub const THROTTLE_WINDOW_SECS: i64 = 15 * 60;
/// How long the code step waits after the password step.
pub const SIGN_IN_ATTEMPT_SECS: i64 = 5 * 60;
/// A session ends after 30 minutes without a request…
pub const SESSION_IDLE_SECS: i64 = 30 * 60;
/// …and 12 hours after it began, whatever happens.
pub const SESSION_ABSOLUTE_SECS: i64 = 12 * 3600;
/// A session's last-seen time is written at most this often (a page view is a read).
pub const SESSION_TOUCH_SECS: i64 = 60;

/// Serialises sign-ins across instances on PostgreSQL (the throttle's count and its new
/// failure are one step); SQLite's write lock does the same.
const SIGN_IN_LOCK: i64 = 0x5649_5452_494e_4531;

/// The columns of `Operator`.
const OPERATOR_COLUMNS: &str = "id, email, password_hash, totp_secret, totp_last_step";

/// A `SessionRecord` with its operator's address, before its `WHERE`.
const SESSION_SELECT: &str = "SELECT s.id, s.operator_id, o.email AS operator_email, \
     s.created_at, s.last_seen_at, s.user_agent, s.ip FROM console_sessions s \
     JOIN console_operators o ON o.id = s.operator_id";

/// An operator, as sign-in reads it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Operator {
    pub id: i64,
    pub email: String,
    pub password_hash: String,
    pub totp_secret: String,
    pub totp_last_step: i64,
}

/// An operator as `vitrine operators list` shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct OperatorSummary {
    pub id: i64,
    pub email: String,
    #[serde(with = "readable_time")]
    pub created_at: i64,
    #[serde(with = "readable_time")]
    pub updated_at: i64,
    /// Sessions open now (not yet past their idle or absolute end).
    pub sessions: i64,
}

/// A signed-in session and its operator.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SessionRecord {
    pub id: i64,
    pub operator_id: i64,
    pub operator_email: String,
    pub created_at: i64,
    pub last_seen_at: i64,
    pub user_agent: String,
    pub ip: String,
}

impl SessionRecord {
    /// Whether the session still holds at `now`: used within its idle time, and younger
    /// than its absolute end.
    pub fn is_live(&self, now: i64) -> bool {
        now - self.last_seen_at < SESSION_IDLE_SECS && now - self.created_at < SESSION_ABSOLUTE_SECS
    }
}

/// A sign-in between its password step and its code step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignInAttempt {
    pub token_hash: String,
    pub operator_id: Option<i64>,
    pub account_key: String,
    pub password_ok: bool,
    pub created_at: i64,
}

/// A session to open.
#[derive(Debug, Clone)]
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub operator_id: i64,
    pub now: i64,
    pub user_agent: &'a str,
    pub ip: &'a str,
    /// The hash of the session this browser held before signing in again, if any: it ends
    /// as the new one opens, so a sign-in never leaves a second session behind.
    pub replaces: Option<&'a str>,
}

/// Seconds until the throttle lets a sign-in through, given the failures of one account or
/// one address within the window (`times`, any order), or `None` when it lets it through now.
pub fn throttle_wait(times: &[i64], now: i64) -> Option<u64> {
    let mut recent: Vec<i64> = times
        .iter()
        .copied()
        .filter(|at| now - at < THROTTLE_WINDOW_SECS)
        .collect();
    if recent.len() < THROTTLE_FAILURES {
        return None;
    }
    recent.sort_unstable();
    // One more is allowed once all but THROTTLE_FAILURES - 1 of them have left the window.
    let freeing = recent[recent.len() - THROTTLE_FAILURES];
    Some(
        u64::try_from(freeing + THROTTLE_WINDOW_SECS - now)
            .unwrap_or(1)
            .max(1),
    )
}

impl Store {
    /// Adds an operator; `Ok(None)` when the address is already one's.
    pub async fn add_operator(
        &self,
        email: &str,
        password_hash: &str,
        totp_secret: &str,
        now: i64,
        entry: &AuditEntry<'_>,
    ) -> Result<Option<i64>, StoreError> {
        let canonical = crate::email::canonical(email);
        self.write("add an operator", async |conn| {
            if operator_id(conn, &canonical).await?.is_some() {
                return Ok(None);
            }
            let row = sqlx::query(
                "INSERT INTO console_operators \
                 (email, email_canonical, password_hash, totp_secret, totp_last_step, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, 0, $5, $5) RETURNING id",
            )
            .bind(email)
            .bind(&canonical)
            .bind(password_hash)
            .bind(totp_secret)
            .bind(now)
            .fetch_one(&mut *conn)
            .await?;
            audit::insert(conn, entry).await?;
            Ok(Some(row.try_get::<i64, _>(0)?))
        })
        .await
    }

    /// Every operator, with their open sessions at `now`.
    pub async fn operators(&self, now: i64) -> anyhow::Result<Vec<OperatorSummary>> {
        sqlx::query_as(
            "SELECT o.id, o.email, o.created_at, o.updated_at, \
             (SELECT COUNT(*) FROM console_sessions s WHERE s.operator_id = o.id \
              AND s.last_seen_at > $1 AND s.created_at > $2) AS sessions \
             FROM console_operators o ORDER BY o.id",
        )
        .bind(now - SESSION_IDLE_SECS)
        .bind(now - SESSION_ABSOLUTE_SECS)
        .fetch_all(&self.pool)
        .await
        .context("list operators")
    }

    /// The operator whose address is `email` (compared in canonical form).
    pub async fn operator_by_email(&self, email: &str) -> anyhow::Result<Option<Operator>> {
        self.row_of(
            &format!("SELECT {OPERATOR_COLUMNS} FROM console_operators WHERE email_canonical = $1"),
            crate::email::canonical(email),
            "read an operator",
        )
        .await
    }

    /// Operator `id`.
    pub async fn operator(&self, id: i64) -> anyhow::Result<Option<Operator>> {
        self.row_of(
            &format!("SELECT {OPERATOR_COLUMNS} FROM console_operators WHERE id = $1"),
            id,
            "read an operator",
        )
        .await
    }

    /// Gives operator `email` a new TOTP secret (and a new password hash when given), and
    /// ends every session of theirs; false when no operator has that address.
    pub async fn reset_operator(
        &self,
        email: &str,
        totp_secret: &str,
        password_hash: Option<&str>,
        now: i64,
        entry: &AuditEntry<'_>,
    ) -> Result<bool, StoreError> {
        self.change_operator("reset an operator", email, entry, async |conn, id| {
            sqlx::query(
                "UPDATE console_operators SET totp_secret = $1, totp_last_step = 0, \
                 password_hash = COALESCE($2, password_hash), updated_at = $3 WHERE id = $4",
            )
            .bind(totp_secret)
            .bind(password_hash)
            .bind(now)
            .bind(id)
            .execute(conn)
            .await?;
            Ok(())
        })
        .await
    }

    /// Removes operator `email` and ends their sessions; false when there is none.
    pub async fn remove_operator(
        &self,
        email: &str,
        entry: &AuditEntry<'_>,
    ) -> Result<bool, StoreError> {
        self.change_operator("remove an operator", email, entry, async |conn, id| {
            sqlx::query("DELETE FROM console_sign_in_attempts WHERE operator_id = $1")
                .bind(id)
                .execute(&mut *conn)
                .await?;
            sqlx::query("DELETE FROM console_operators WHERE id = $1")
                .bind(id)
                .execute(&mut *conn)
                .await?;
            Ok(())
        })
        .await
    }

    /// Ends every session of operator `email`, applies `change` to them and records `entry`,
    /// in one write; false when no operator has that address (nothing changes then).
    async fn change_operator(
        &self,
        what: &'static str,
        email: &str,
        entry: &AuditEntry<'_>,
        change: impl AsyncFnOnce(&mut AnyConnection, i64) -> Result<(), sqlx::Error>,
    ) -> Result<bool, StoreError> {
        let canonical = crate::email::canonical(email);
        self.write(what, async |conn| {
            let Some(id) = operator_id(conn, &canonical).await? else {
                return Ok(false);
            };
            end_sessions_of(conn, id).await?;
            change(conn, id).await?;
            audit::insert(conn, entry).await?;
            Ok(true)
        })
        .await
    }

    /// The failures of account `account_key` and of client `ip` within the throttle's window
    /// before `now`: the seconds to wait, or `None` when a sign-in may go ahead.
    pub async fn sign_in_wait(
        &self,
        account_key: &str,
        ip: &str,
        now: i64,
    ) -> anyhow::Result<Option<u64>> {
        let mut conn = self.pool.acquire().await.context("open a connection")?;
        failure_wait(&mut conn, account_key, ip, now)
            .await
            .context("read the sign-in failures")
    }

    /// Records the first step of a sign-in: its attempt (replacing one the same cookie had),
    /// and one failure for its account and address, which the code step takes back if it
    /// succeeds. `Ok(Err(wait))`, with nothing recorded, when the throttle is closed.
    pub async fn begin_sign_in(
        &self,
        attempt: &SignInAttempt,
        ip: &str,
    ) -> Result<Result<(), u64>, StoreError> {
        let backend = self.backend;
        self.write("record a sign-in", async |conn| {
            lock_sign_ins(conn, backend).await?;
            let now = attempt.created_at;
            sqlx::query("DELETE FROM console_sign_in_failures WHERE at <= $1")
                .bind(now - THROTTLE_WINDOW_SECS)
                .execute(&mut *conn)
                .await?;
            sqlx::query("DELETE FROM console_sign_in_attempts WHERE created_at <= $1 OR token_hash = $2")
                .bind(now - SIGN_IN_ATTEMPT_SECS)
                .bind(&attempt.token_hash)
                .execute(&mut *conn)
                .await?;
            if let Some(wait) = failure_wait(conn, &attempt.account_key, ip, now).await? {
                return Ok(Err(wait));
            }
            sqlx::query(
                "INSERT INTO console_sign_in_attempts \
                 (token_hash, operator_id, account_key, password_ok, created_at) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(&attempt.token_hash)
            .bind(attempt.operator_id)
            .bind(&attempt.account_key)
            .bind(i64::from(attempt.password_ok))
            .bind(now)
            .execute(&mut *conn)
            .await?;
            sqlx::query(
                "INSERT INTO console_sign_in_failures (account_key, ip, at, attempt_hash) VALUES ($1, $2, $3, $4)",
            )
            .bind(&attempt.account_key)
            .bind(ip)
            .bind(now)
            .bind(&attempt.token_hash)
            .execute(&mut *conn)
            .await?;
            Ok(Ok(()))
        })
        .await
    }

    /// The sign-in attempt of the cookie whose token hashes to `token_hash`, if it is younger
    /// than `SIGN_IN_ATTEMPT_SECS` at `now`.
    pub async fn sign_in_attempt(
        &self,
        token_hash: &str,
        now: i64,
    ) -> anyhow::Result<Option<SignInAttempt>> {
        let row = sqlx::query(
            "SELECT token_hash, operator_id, account_key, password_ok, created_at \
             FROM console_sign_in_attempts WHERE token_hash = $1 AND created_at > $2",
        )
        .bind(token_hash)
        .bind(now - SIGN_IN_ATTEMPT_SECS)
        .fetch_optional(&self.pool)
        .await
        .context("read a sign-in")?;
        row.map(|row| {
            Ok(SignInAttempt {
                token_hash: row.try_get(0)?,
                operator_id: row.try_get(1)?,
                account_key: row.try_get(2)?,
                password_ok: row.try_get::<i64, _>(3)? == 1,
                created_at: row.try_get(4)?,
            })
        })
        .transpose()
    }

    /// Ends a sign-in that failed at its code step: the attempt is spent, its failure stays
    /// counted, and the audit records it.
    pub async fn fail_sign_in(
        &self,
        token_hash: &str,
        entry: &AuditEntry<'_>,
    ) -> Result<(), StoreError> {
        self.write("record a failed sign-in", async |conn| {
            sqlx::query("DELETE FROM console_sign_in_attempts WHERE token_hash = $1")
                .bind(token_hash)
                .execute(&mut *conn)
                .await?;
            audit::insert(conn, entry).await
        })
        .await
    }

    /// Completes a sign-in whose code matched at `step`: the attempt is spent (once), the
    /// code's step recorded (a code works once), the attempt's failure taken back, the
    /// session opened. False, with nothing changed, when the attempt was already spent or a
    /// code of that step was already used (two posts racing).
    pub async fn complete_sign_in(
        &self,
        attempt_hash: &str,
        step: i64,
        session: &NewSession<'_>,
        entry: &AuditEntry<'_>,
    ) -> Result<bool, StoreError> {
        let backend = self.backend;
        self.write("open a session", async |conn| {
            lock_sign_ins(conn, backend).await?;
            let spent = sqlx::query("DELETE FROM console_sign_in_attempts WHERE token_hash = $1")
                .bind(attempt_hash)
                .execute(&mut *conn)
                .await?
                .rows_affected();
            let stepped = sqlx::query(
                "UPDATE console_operators SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1",
            )
            .bind(step)
            .bind(session.operator_id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            if spent != 1 || stepped != 1 {
                // Rolled back by the caller's error path is not wanted: nothing above matters
                // once refused, and the attempt is spent either way.
                return Ok(false);
            }
            sqlx::query("DELETE FROM console_sign_in_failures WHERE attempt_hash = $1")
                .bind(attempt_hash)
                .execute(&mut *conn)
                .await?;
            if let Some(old) = session.replaces {
                sqlx::query("DELETE FROM console_sessions WHERE token_hash = $1")
                    .bind(old)
                    .execute(&mut *conn)
                    .await?;
            }
            sqlx::query(
                "INSERT INTO console_sessions (token_hash, operator_id, created_at, last_seen_at, user_agent, ip) \
                 VALUES ($1, $2, $3, $3, $4, $5)",
            )
            .bind(session.token_hash)
            .bind(session.operator_id)
            .bind(session.now)
            .bind(session.user_agent)
            .bind(session.ip)
            .execute(&mut *conn)
            .await?;
            audit::insert(conn, entry).await?;
            Ok(true)
        })
        .await
    }

    /// The session whose cookie token hashes to `token_hash`, with its operator, whatever its
    /// age (`SessionRecord::is_live` says whether it holds).
    pub async fn session(&self, token_hash: &str) -> anyhow::Result<Option<SessionRecord>> {
        self.row_of(
            &format!("{SESSION_SELECT} WHERE s.token_hash = $1"),
            token_hash,
            "read a session",
        )
        .await
    }

    /// Records that session `id` was used at `now`.
    pub async fn touch_session(&self, id: i64, now: i64) -> Result<(), StoreError> {
        self.write_at(
            "keep a session alive",
            "UPDATE console_sessions SET last_seen_at = $1 WHERE id = $2",
            now,
            id,
        )
        .await
    }

    /// The sessions of operator `operator_id` still live at `now`, most recently used first.
    pub async fn sessions_of(
        &self,
        operator_id: i64,
        now: i64,
    ) -> anyhow::Result<Vec<SessionRecord>> {
        sqlx::query_as(&format!(
            "{SESSION_SELECT} WHERE s.operator_id = $1 AND s.last_seen_at > $2 \
             AND s.created_at > $3 ORDER BY s.last_seen_at DESC, s.id DESC"
        ))
        .bind(operator_id)
        .bind(now - SESSION_IDLE_SECS)
        .bind(now - SESSION_ABSOLUTE_SECS)
        .fetch_all(&self.pool)
        .await
        .context("list sessions")
    }

    /// Ends session `session_id` of operator `operator_id` (signing out, or from the sessions
    /// page), with its audit record; false when the operator has no such session.
    pub async fn end_session(
        &self,
        operator_id: i64,
        session_id: i64,
        entry: &AuditEntry<'_>,
    ) -> Result<bool, StoreError> {
        self.write("end a session", async |conn| {
            let statement =
                sqlx::query("DELETE FROM console_sessions WHERE id = $1 AND operator_id = $2")
                    .bind(session_id)
                    .bind(operator_id);
            audit::execute_audited(conn, statement, entry).await
        })
        .await
    }

    /// Deletes what the console keeps only for a while: sessions past their end, sign-ins
    /// never completed, failures out of the throttle's window. The rows deleted.
    pub async fn purge_console(&self, now: i64) -> Result<u64, StoreError> {
        self.write("delete ended sessions", async |conn| {
            let mut deleted = sqlx::query(
                "DELETE FROM console_sessions WHERE last_seen_at <= $1 OR created_at <= $2",
            )
            .bind(now - SESSION_IDLE_SECS)
            .bind(now - SESSION_ABSOLUTE_SECS)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            deleted += sqlx::query("DELETE FROM console_sign_in_attempts WHERE created_at <= $1")
                .bind(now - SIGN_IN_ATTEMPT_SECS)
                .execute(&mut *conn)
                .await?
                .rows_affected();
            deleted += sqlx::query("DELETE FROM console_sign_in_failures WHERE at <= $1")
                .bind(now - THROTTLE_WINDOW_SECS)
                .execute(&mut *conn)
                .await?
                .rows_affected();
            Ok(deleted)
        })
        .await
    }
}

async fn lock_sign_ins(conn: &mut AnyConnection, backend: Backend) -> Result<(), sqlx::Error> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(SIGN_IN_LOCK)
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// The id of the operator whose canonical address is `canonical`, if there is one.
async fn operator_id(
    conn: &mut AnyConnection,
    canonical: &str,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM console_operators WHERE email_canonical = $1")
        .bind(canonical)
        .fetch_optional(conn)
        .await
}

async fn end_sessions_of(conn: &mut AnyConnection, operator_id: i64) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM console_sessions WHERE operator_id = $1")
            .bind(operator_id)
            .execute(conn)
            .await?
            .rows_affected(),
    )
}

/// The throttle's verdict from the failures recorded for `account_key` and for `ip`.
async fn failure_wait(
    conn: &mut AnyConnection,
    account_key: &str,
    ip: &str,
    now: i64,
) -> Result<Option<u64>, sqlx::Error> {
    let mut wait = None;
    for (column, value) in [("account_key", account_key), ("ip", ip)] {
        let times: Vec<i64> = sqlx::query_scalar(&format!(
            "SELECT at FROM console_sign_in_failures WHERE {column} = $1 AND at > $2"
        ))
        .bind(value)
        .bind(now - THROTTLE_WINDOW_SECS)
        .fetch_all(&mut *conn)
        .await?;
        wait = wait.max(throttle_wait(&times, now));
    }
    Ok(wait)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_failures_in_fifteen_minutes_close_the_throttle_until_the_oldest_leaves() {
        let now = 10_000;
        assert_eq!(throttle_wait(&[now - 10; 4], now), None);
        let five = [now - 600, now - 500, now - 400, now - 300, now - 10];
        assert_eq!(throttle_wait(&five, now), Some(300));
        // Failures out of the window do not count.
        let old = [now - 900, now - 901, now - 10, now - 20, now - 30];
        assert_eq!(throttle_wait(&old, now), None);
        // Seven failures: the throttle opens once the third oldest has left.
        let seven = [
            now - 700,
            now - 600,
            now - 500,
            now - 400,
            now - 300,
            now - 200,
            now - 100,
        ];
        assert_eq!(throttle_wait(&seven, now), Some(400));
    }
}

//! Durable storage of newsletter subscriptions and contact messages (SPEC.md, Storage).
//!
//! One code path for SQLite (the default, a file under `data/`) and PostgreSQL (several
//! machines), through `sqlx::any` with `$1` placeholders, which both accept. Migrations are
//! embedded and applied by `Store::connect`. One function per query.
//!
//! SQLite runs in WAL mode with `synchronous=FULL`: a transaction is on disk when the commit
//! returns, so a submission acknowledged to the visitor survives a crash or a power cut.
//! Times are Unix seconds (UTC) in BIGINT columns: portable, and ordered.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Context};
use serde::Serialize;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Executor, Row};

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/postgres");

/// The same email and message within this many seconds is a resubmission, stored once.
pub const RESUBMISSION_WINDOW_SECS: i64 = 10 * 60;

/// Which database a `Store` talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The database: a pool and what kind it is.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Serialises the "already there?" check and the insert of a contact message, so two
    /// identical posts arriving together are still stored once (within one process; across
    /// machines the idempotency key's unique index still holds).
    contact_gate: Arc<tokio::sync::Mutex<()>>,
    /// Rate-limit windows before this one have been deleted by this instance.
    swept_before: Arc<std::sync::atomic::AtomicI64>,
}

/// A sign-up to store: the address already validated and trimmed.
#[derive(Debug, Clone)]
pub struct NewSubscription<'a> {
    pub email: &'a str,
    pub lang: &'a str,
    pub consented_at: i64,
    pub consent_version: &'a str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubscribeOutcome {
    Created,
    /// The case-folded address was already subscribed: nothing new stored.
    AlreadySubscribed,
}

/// A contact message to store, already validated and trimmed.
#[derive(Debug, Clone)]
pub struct NewContactMessage<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub organisation: &'a str,
    pub message: &'a str,
    pub lang: &'a str,
    pub received_at: i64,
    pub idempotency_key: Option<&'a str>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContactOutcome {
    /// Committed to the database, with its id.
    Stored(i64),
    /// The idempotency key was seen before: a retry of a stored message.
    Retry,
    /// Same email and message within the resubmission window.
    Resubmission,
}

/// A stored contact message, for the operator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ContactMessage {
    pub id: i64,
    pub received_at: i64,
    pub lang: String,
    pub name: String,
    pub email: String,
    pub organisation: String,
    pub message: String,
}

/// A stored subscription, for the operator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Subscriber {
    pub id: i64,
    pub consented_at: i64,
    pub lang: String,
    pub email: String,
    pub consent_version: String,
}

impl Store {
    /// Opens the database named by `url` and applies the migrations.
    ///
    /// `sqlite://data/vitrine.db` (or `sqlite:path`): the file and its folder are created when
    /// absent. `sqlite::memory:`: a private in-memory database (tests). `postgres://…`.
    pub async fn connect(url: &str) -> anyhow::Result<Store> {
        sqlx::any::install_default_drivers();
        let store = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = AnyPoolOptions::new()
                .max_connections(10)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await
                .context("cannot connect to PostgreSQL")?;
            Store::with_pool(pool, Backend::Postgres)
        } else if url.starts_with("sqlite:") {
            Store::connect_sqlite(url).await?
        } else {
            bail!("database URL must start with sqlite: or postgres://");
        };
        let migrator = match store.backend {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        };
        migrator
            .run(&store.pool)
            .await
            .context("cannot apply database migrations")?;
        store.fill_canonical_emails().await?;
        Ok(store)
    }

    async fn connect_sqlite(url: &str) -> anyhow::Result<Store> {
        let (path, params) = sqlite_location(url);
        if path == ":memory:" || params.contains("mode=memory") {
            // Under `sqlx::any` every new connection re-reads the URL, and each read of
            // `sqlite::memory:` names a new database: one connection, kept for the pool's
            // life, is the one way to keep a single in-memory database.
            let memory_url = format!("sqlite:file:vitrine-{}?mode=memory", next_memory_id());
            let pool = AnyPoolOptions::new()
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None)
                .connect(&memory_url)
                .await
                .context("cannot open the in-memory SQLite database")?;
            return Ok(Store::with_pool(pool, Backend::Sqlite));
        }
        let file = PathBuf::from(&path);
        if let Some(folder) = file.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).with_context(|| {
                format!("cannot create the database folder {}", folder.display())
            })?;
        }
        let params = if params.contains("mode=") {
            params
        } else if params.is_empty() {
            "mode=rwc".to_owned()
        } else {
            format!("{params}&mode=rwc")
        };
        let full_url = format!("sqlite://{path}?{params}");
        let pool = AnyPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(|conn, _meta| {
                Box::pin(async move {
                    // WAL lets readers and the writer work together; FULL makes each commit
                    // durable before it returns; writers wait instead of failing at once.
                    conn.execute("PRAGMA journal_mode = WAL").await?;
                    conn.execute("PRAGMA synchronous = FULL").await?;
                    conn.execute("PRAGMA busy_timeout = 5000").await?;
                    Ok(())
                })
            })
            .connect(&full_url)
            .await
            .with_context(|| format!("cannot open the SQLite database {}", file.display()))?;
        Ok(Store::with_pool(pool, Backend::Sqlite))
    }

    fn with_pool(pool: AnyPool, backend: Backend) -> Store {
        Store {
            pool,
            backend,
            contact_gate: Arc::new(tokio::sync::Mutex::new(())),
            swept_before: Arc::new(std::sync::atomic::AtomicI64::new(i64::MIN)),
        }
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Health check: the database answers a trivial query (for `GET /healthz`).
    pub async fn ping(&self) -> anyhow::Result<()> {
        let row = sqlx::query("SELECT 1")
            .fetch_one(&self.pool)
            .await
            .context("database ping")?;
        let one: i32 = row
            .try_get(0)
            .or_else(|_| row.try_get::<i64, _>(0).map(|v| v as i32))?;
        if one != 1 {
            bail!("database ping answered {one}");
        }
        Ok(())
    }

    /// Closes the pool (the binary does this on shutdown so SQLite checkpoints its WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Gives rows stored before addresses had a canonical form theirs. A subscription whose
    /// canonical address is already another subscription's is left without one (and logged):
    /// the earlier sign-up stands, and nothing is deleted without the operator.
    async fn fill_canonical_emails(&self) -> anyhow::Result<()> {
        for table in ["newsletter_subscriptions", "contact_messages"] {
            let rows = sqlx::query(&format!(
                "SELECT id, email FROM {table} WHERE email_canonical IS NULL ORDER BY id"
            ))
            .fetch_all(&self.pool)
            .await
            .with_context(|| format!("list {table} without a canonical address"))?;
            let mut duplicates = 0usize;
            for row in &rows {
                let id: i64 = row.try_get(0)?;
                let email: String = row.try_get(1)?;
                let updated = sqlx::query(&format!(
                    "UPDATE {table} SET email_canonical = $1 WHERE id = $2"
                ))
                .bind(crate::email::canonical(&email))
                .bind(id)
                .execute(&self.pool)
                .await;
                match updated {
                    Ok(_) => {}
                    Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                        duplicates += 1;
                    }
                    Err(error) => {
                        return Err(anyhow::Error::new(error)
                            .context(format!("store the canonical address in {table}")))
                    }
                }
            }
            if duplicates > 0 {
                tracing::warn!(
                    table,
                    duplicates,
                    "subscriptions whose canonical address an earlier one already has"
                );
            }
        }
        Ok(())
    }

    /// Stores a sign-up once per canonical address (`email::canonical`).
    pub async fn subscribe(
        &self,
        signup: &NewSubscription<'_>,
    ) -> anyhow::Result<SubscribeOutcome> {
        let result = sqlx::query(
            "INSERT INTO newsletter_subscriptions \
             (email, email_folded, email_canonical, lang, consented_at, consent_version) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
        )
        .bind(signup.email)
        .bind(fold_email(signup.email))
        .bind(crate::email::canonical(signup.email))
        .bind(signup.lang)
        .bind(signup.consented_at)
        .bind(signup.consent_version)
        .execute(&self.pool)
        .await
        .context("insert newsletter subscription")?;
        Ok(if result.rows_affected() == 0 {
            SubscribeOutcome::AlreadySubscribed
        } else {
            SubscribeOutcome::Created
        })
    }

    /// Stores a contact message unless it is a retry (same idempotency key) or a
    /// resubmission (same canonical email and message within `RESUBMISSION_WINDOW_SECS`).
    /// Returns once the message is committed.
    ///
    /// The "already there?" checks and the insert must not interleave with another post of
    /// the same address: within one process the gate serialises them; on PostgreSQL, where
    /// several instances write, a transaction-scoped advisory lock on the canonical address
    /// does, and is released by the commit that makes the message visible to the next one.
    pub async fn record_contact(
        &self,
        message: &NewContactMessage<'_>,
    ) -> anyhow::Result<ContactOutcome> {
        let _gate = self.contact_gate.lock().await;
        let canonical = crate::email::canonical(message.email);
        match self.backend {
            Backend::Sqlite => {
                // Autocommit statements: a deferred SQLite transaction that reads and then
                // writes fails when another write commits in between, and this process is
                // the only writer of contact messages, already serialised by the gate.
                let mut conn = self.pool.acquire().await.context("acquire a connection")?;
                record_contact_on(&mut conn, message, &canonical).await
            }
            Backend::Postgres => {
                let mut tx = self.pool.begin().await.context("begin contact insert")?;
                let lock = xxhash_rust::xxh3::xxh3_64(canonical.as_bytes()) as i64;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(lock)
                    .execute(&mut *tx)
                    .await
                    .context("lock the sender's address")?;
                let outcome = record_contact_on(&mut tx, message, &canonical).await?;
                if matches!(outcome, ContactOutcome::Stored(_)) {
                    tx.commit().await.context("commit contact message")?;
                }
                Ok(outcome)
            }
        }
    }

    /// Counts one post of `form` from `client` at `now` (Unix seconds) against `limit` per
    /// `window`, in the database, so every instance shares the count; `Ok(Err(wait))` when
    /// over the limit (then nothing is counted).
    ///
    /// Sliding-window counter: the current fixed window's count plus the previous window's,
    /// weighted by how much of it still overlaps the sliding window. The upsert takes the
    /// row's lock, so concurrent posts from several instances are counted one after another.
    pub async fn count_post(
        &self,
        form: &str,
        client: &str,
        limit: usize,
        window: Duration,
        now: i64,
    ) -> anyhow::Result<Result<(), Duration>> {
        let w = i64::try_from(window.as_secs()).unwrap_or(i64::MAX).max(1);
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let start = now - now.rem_euclid(w);
        let elapsed = now - start;
        self.sweep_rate_limits(start - w).await;
        let mut tx = self.pool.begin().await.context("begin rate-limit count")?;
        let row = sqlx::query(
            "INSERT INTO rate_limit_counts (form, client, window_start, hits) VALUES ($1, $2, $3, 1) \
             ON CONFLICT (form, client, window_start) DO UPDATE SET hits = rate_limit_counts.hits + 1 \
             RETURNING hits",
        )
        .bind(form)
        .bind(client)
        .bind(start)
        .fetch_one(&mut *tx)
        .await
        .context("count a post")?;
        let current: i64 = row.try_get(0).context("read the count")?;
        let previous: i64 = sqlx::query(
            "SELECT hits FROM rate_limit_counts WHERE form = $1 AND client = $2 AND window_start = $3",
        )
        .bind(form)
        .bind(client)
        .bind(start - w)
        .fetch_optional(&mut *tx)
        .await
        .context("read the previous window's count")?
        .map(|row| row.try_get::<i64, _>(0))
        .transpose()?
        .unwrap_or(0);
        if previous * (w - elapsed) + current * w <= limit * w {
            tx.commit().await.context("commit rate-limit count")?;
            return Ok(Ok(()));
        }
        // Over: the rollback takes back this post's count.
        tx.rollback().await.context("roll back rate-limit count")?;
        Ok(Err(Duration::from_secs(
            sliding_wait(previous, current - 1, limit, w, elapsed).unsigned_abs(),
        )))
    }

    /// Deletes the counts of windows before `before`, once per window per instance.
    async fn sweep_rate_limits(&self, before: i64) {
        use std::sync::atomic::Ordering;
        if self.swept_before.swap(before, Ordering::Relaxed) >= before {
            return;
        }
        if let Err(error) = sqlx::query("DELETE FROM rate_limit_counts WHERE window_start < $1")
            .bind(before)
            .execute(&self.pool)
            .await
        {
            tracing::warn!(%error, "cannot delete old rate-limit counts");
        }
    }

    /// Contact messages received at or after `since` (Unix seconds), oldest first.
    pub async fn messages_since(&self, since: i64) -> anyhow::Result<Vec<ContactMessage>> {
        let rows = sqlx::query(
            "SELECT id, received_at, lang, name, email, organisation, message FROM contact_messages \
             WHERE received_at >= $1 ORDER BY received_at, id",
        )
        .bind(since)
        .fetch_all(&self.pool)
        .await
        .context("list contact messages")?;
        rows.iter().map(contact_from_row).collect()
    }

    /// Subscribers who signed up at or after `since` (Unix seconds), oldest first.
    pub async fn subscribers_since(&self, since: i64) -> anyhow::Result<Vec<Subscriber>> {
        let rows = sqlx::query(
            "SELECT id, consented_at, lang, email, consent_version FROM newsletter_subscriptions \
             WHERE consented_at >= $1 ORDER BY consented_at, id",
        )
        .bind(since)
        .fetch_all(&self.pool)
        .await
        .context("list subscribers")?;
        rows.iter().map(subscriber_from_row).collect()
    }

    /// Writes a consistent copy of the SQLite database to `target` while the site runs
    /// (`VACUUM INTO` reads one snapshot). PostgreSQL has its own tools (`pg_dump`).
    pub async fn backup(&self, target: &Path) -> anyhow::Result<()> {
        if self.backend != Backend::Sqlite {
            bail!("`vitrine backup` copies the SQLite database; for PostgreSQL use pg_dump");
        }
        if target.exists() {
            bail!(
                "{} already exists; choose a new file name",
                target.display()
            );
        }
        let target = target
            .to_str()
            .context("the backup path must be valid UTF-8")?;
        sqlx::query("VACUUM INTO $1")
            .bind(target)
            .execute(&self.pool)
            .await
            .context("VACUUM INTO failed")?;
        Ok(())
    }
}

/// The file of a file-backed SQLite URL (`None` for PostgreSQL and in-memory databases).
pub fn sqlite_file(url: &str) -> Option<PathBuf> {
    if !url.starts_with("sqlite:") {
        return None;
    }
    let (path, params) = sqlite_location(url);
    (path != ":memory:" && !params.contains("mode=memory")).then(|| PathBuf::from(path))
}

/// The checks and the insert of `Store::record_contact`, on one connection (or transaction).
async fn record_contact_on(
    conn: &mut sqlx::AnyConnection,
    message: &NewContactMessage<'_>,
    canonical: &str,
) -> anyhow::Result<ContactOutcome> {
    if let Some(key) = message.idempotency_key {
        let row = sqlx::query("SELECT COUNT(*) FROM contact_messages WHERE idempotency_key = $1")
            .bind(key)
            .fetch_one(&mut *conn)
            .await
            .context("look up idempotency key")?;
        if row.try_get::<i64, _>(0)? > 0 {
            return Ok(ContactOutcome::Retry);
        }
    }
    let row = sqlx::query(
        "SELECT COUNT(*) FROM contact_messages \
         WHERE email_canonical = $1 AND received_at >= $2 AND message = $3",
    )
    .bind(canonical)
    .bind(message.received_at - RESUBMISSION_WINDOW_SECS)
    .bind(message.message)
    .fetch_one(&mut *conn)
    .await
    .context("look up a recent identical message")?;
    if row.try_get::<i64, _>(0)? > 0 {
        return Ok(ContactOutcome::Resubmission);
    }
    let inserted = sqlx::query(
        "INSERT INTO contact_messages \
         (name, email, email_folded, email_canonical, organisation, message, lang, received_at, idempotency_key) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
    )
    .bind(message.name)
    .bind(message.email)
    .bind(fold_email(message.email))
    .bind(canonical)
    .bind(message.organisation)
    .bind(message.message)
    .bind(message.lang)
    .bind(message.received_at)
    .bind(message.idempotency_key)
    .fetch_one(&mut *conn)
    .await;
    match inserted {
        Ok(row) => Ok(ContactOutcome::Stored(
            row.try_get::<i64, _>(0).context("read new message id")?,
        )),
        // Another machine stored the same key between our check and our insert.
        Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
            Ok(ContactOutcome::Retry)
        }
        Err(error) => Err(anyhow::Error::new(error).context("insert contact message")),
    }
}

/// Seconds until one more post fits under `limit` in the sliding-window counter, with
/// `previous` and `current` (not counting the refused post) counts, `elapsed` seconds into a
/// window of `w` seconds.
pub fn sliding_wait(previous: i64, current: i64, limit: i64, w: i64, elapsed: i64) -> i64 {
    let room = limit - 1 - current;
    if room >= 0 && previous > 0 {
        // Within this window, as the previous window's weight falls:
        // previous * (w - t) <= room * w.
        let t = w - (room * w) / previous;
        return (t - elapsed).max(1);
    }
    // In the next window, the current count becomes the previous one.
    let t = if current > 0 {
        (w - ((limit - 1) * w) / current).max(0)
    } else {
        0
    };
    (w - elapsed + t).max(1)
}

/// The form an address is compared in: Unicode lower case of the trimmed text.
pub fn fold_email(email: &str) -> String {
    email.trim().to_lowercase()
}

fn contact_from_row(row: &AnyRow) -> anyhow::Result<ContactMessage> {
    Ok(ContactMessage {
        id: row.try_get("id")?,
        received_at: row.try_get("received_at")?,
        lang: row.try_get("lang")?,
        name: row.try_get("name")?,
        email: row.try_get("email")?,
        organisation: row.try_get("organisation")?,
        message: row.try_get("message")?,
    })
}

fn subscriber_from_row(row: &AnyRow) -> anyhow::Result<Subscriber> {
    Ok(Subscriber {
        id: row.try_get("id")?,
        consented_at: row.try_get("consented_at")?,
        lang: row.try_get("lang")?,
        email: row.try_get("email")?,
        consent_version: row.try_get("consent_version")?,
    })
}

/// Splits `sqlite://path?params`, `sqlite:path?params` or `sqlite::memory:` into the path
/// and the query parameters.
fn sqlite_location(url: &str) -> (String, String) {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    match rest.split_once('?') {
        Some((path, params)) => (path.to_owned(), params.to_owned()),
        None => (rest.to_owned(), String::new()),
    }
}

fn next_memory_id() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_urls_are_split_into_path_and_parameters() {
        assert_eq!(
            sqlite_location("sqlite://data/vitrine.db"),
            ("data/vitrine.db".into(), String::new())
        );
        assert_eq!(
            sqlite_location("sqlite:/tmp/x.db?mode=rw"),
            ("/tmp/x.db".into(), "mode=rw".into())
        );
        assert_eq!(
            sqlite_location("sqlite::memory:"),
            (":memory:".into(), String::new())
        );
    }

    #[test]
    fn only_file_databases_have_a_file() {
        assert_eq!(
            sqlite_file("sqlite://data/vitrine.db"),
            Some(PathBuf::from("data/vitrine.db"))
        );
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("postgres://db/vitrine"), None);
    }

    #[test]
    fn addresses_are_case_folded() {
        assert_eq!(
            fold_email("  Alice.Martin@Example.ORG "),
            "alice.martin@example.org"
        );
        assert_eq!(fold_email("ÉLODIE@exemple.fr"), "élodie@exemple.fr");
    }

    #[tokio::test]
    async fn memory_store_keeps_one_database_across_queries() {
        let store = Store::connect("sqlite::memory:").await.expect("connects");
        store.ping().await.expect("answers");
        let signup = NewSubscription {
            email: "a@example.org",
            lang: "fr",
            consented_at: 1,
            consent_version: "v",
        };
        assert_eq!(
            store.subscribe(&signup).await.expect("stores"),
            SubscribeOutcome::Created
        );
        assert_eq!(store.subscribers_since(0).await.expect("lists").len(), 1);
    }
}

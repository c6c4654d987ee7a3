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
    /// Empty when the visitor gave none.
    pub subject: &'a str,
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
    pub subject: String,
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

    /// Stores a sign-up once per case-folded address.
    pub async fn subscribe(
        &self,
        signup: &NewSubscription<'_>,
    ) -> anyhow::Result<SubscribeOutcome> {
        let result = sqlx::query(
            "INSERT INTO newsletter_subscriptions (email, email_folded, lang, consented_at, consent_version) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email_folded) DO NOTHING",
        )
        .bind(signup.email)
        .bind(fold_email(signup.email))
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
    /// resubmission (same email and message within `RESUBMISSION_WINDOW_SECS`). Returns once
    /// the message is committed.
    pub async fn record_contact(
        &self,
        message: &NewContactMessage<'_>,
    ) -> anyhow::Result<ContactOutcome> {
        let _gate = self.contact_gate.lock().await;
        if let Some(key) = message.idempotency_key {
            if self.idempotency_key_seen(key).await? {
                return Ok(ContactOutcome::Retry);
            }
        }
        let email_folded = fold_email(message.email);
        if self
            .recent_same_message(
                &email_folded,
                message.message,
                message.received_at - RESUBMISSION_WINDOW_SECS,
            )
            .await?
        {
            return Ok(ContactOutcome::Resubmission);
        }
        let inserted = sqlx::query(
            "INSERT INTO contact_messages \
             (name, email, email_folded, organisation, message, lang, received_at, idempotency_key, subject) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
        )
        .bind(message.name)
        .bind(message.email)
        .bind(&email_folded)
        .bind(message.organisation)
        .bind(message.message)
        .bind(message.lang)
        .bind(message.received_at)
        .bind(message.idempotency_key)
        .bind(message.subject)
        .fetch_one(&self.pool)
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

    async fn idempotency_key_seen(&self, key: &str) -> anyhow::Result<bool> {
        let row = sqlx::query("SELECT COUNT(*) FROM contact_messages WHERE idempotency_key = $1")
            .bind(key)
            .fetch_one(&self.pool)
            .await
            .context("look up idempotency key")?;
        Ok(row.try_get::<i64, _>(0)? > 0)
    }

    async fn recent_same_message(
        &self,
        email_folded: &str,
        text: &str,
        since: i64,
    ) -> anyhow::Result<bool> {
        let row = sqlx::query(
            "SELECT COUNT(*) FROM contact_messages \
             WHERE email_folded = $1 AND received_at >= $2 AND message = $3",
        )
        .bind(email_folded)
        .bind(since)
        .bind(text)
        .fetch_one(&self.pool)
        .await
        .context("look up a recent identical message")?;
        Ok(row.try_get::<i64, _>(0)? > 0)
    }

    /// Contact messages received at or after `since` (Unix seconds), oldest first.
    pub async fn messages_since(&self, since: i64) -> anyhow::Result<Vec<ContactMessage>> {
        let rows = sqlx::query(
            "SELECT id, received_at, lang, name, email, organisation, subject, message FROM contact_messages \
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
        subject: row.try_get("subject")?,
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

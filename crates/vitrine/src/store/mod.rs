//! Durable storage of newsletter subscriptions and contact messages.
//!
//! One code path for SQLite (the default, a file under `data/`) and PostgreSQL (several
//! machines), through `sqlx::any` with `$1` placeholders, which both accept. Migrations are
//! embedded and applied by `Store::connect`. One function per query.
//!
//! SQLite runs in WAL mode with `synchronous=FULL`: a transaction is on disk when the commit
//! returns, so a submission acknowledged to the visitor survives a crash or a power cut.
//! Times are Unix seconds (UTC) in BIGINT columns: portable, and ordered.

use std::path::{Path, PathBuf};

pub(crate) use crate::config::sqlite_file;
use crate::config::sqlite_location;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use serde::Serialize;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::migrate::Migrator;
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Row};

pub mod audience;
pub mod audit;
pub(crate) mod csv;
mod fault;
pub mod figures;
pub(crate) mod filter;
pub mod inbox;
pub mod issues;
pub mod migrations;
pub mod operators;
pub mod outbox;
pub mod people;
pub mod readable_time;
pub mod retention;
pub mod subscribers;

use fault::{classify, DbFile};
pub use fault::{note_file_size_limit_hit, StoreError, Unavailable};
use filter::Filter;

/// The first migration, whose opening comment was reworded after databases applied it, and
/// the SHA-384 of each backend's earlier wording (see `Store::accept_reworded_migrations`).
const REWORDED_FORMS_VERSION: i64 = 20261122000001;
const REWORDED_SQLITE_FORMS_CHECKSUM: &str = "755ae2a232bf380ed618fded6a5ad117aaff54938a340fa933ba50386e53e33f578c853db9f6e8687de5f2c000d87f11";
const REWORDED_POSTGRES_FORMS_CHECKSUM: &str = "86a03ec7b6e437fbe3e10d4ee74175cf7920f810b3ccb4dd8f5f771ae3abc24b2d7c5bae513381f8267f30cd6200fbda";

/// The same email and message within this many seconds is a resubmission, stored once.
pub const RESUBMISSION_WINDOW_SECS: i64 = 10 * 60;

/// Longest wait for a connection: past it, the visitor is told to retry rather than kept
/// waiting on a database that does not answer.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a failed write makes the health check fail, unless a write succeeds meanwhile: a
/// site taken out of rotation gets no writes to prove it recovered, so this must end.
const RECENT_FAILURE: Duration = Duration::from_secs(10);

/// Pages of write-ahead log after which a commit folds it back into the database.
const WAL_CHECKPOINT_PAGES: u32 = 64;

/// The free-space floor is at most the size of the filesystem divided by this (5 %).
const MIN_FREE_SHARE: u64 = 20;

/// The health check's wait for SQLite's write lock (writes wait `busy_timeout`, 5 s).
const PROBE_BUSY_TIMEOUT_MS: u32 = 1000;

/// A row read as a whole by column name, on either database.
pub(crate) trait FromAnyRow: for<'r> sqlx::FromRow<'r, AnyRow> + Send + Unpin {}
impl<T: for<'r> sqlx::FromRow<'r, AnyRow> + Send + Unpin> FromAnyRow for T {}

/// A value bound to a statement's parameter, on either database.
pub(crate) trait Parameter<'q>: 'q + sqlx::Encode<'q, Any> + sqlx::Type<Any> + Send {}
impl<'q, T: 'q + sqlx::Encode<'q, Any> + sqlx::Type<Any> + Send> Parameter<'q> for T {}

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
    /// The SQLite file, checked before each write (`None`: PostgreSQL, in-memory).
    file: Option<Arc<DbFile>>,
    /// The last write that failed for want of the database, until one succeeds: some causes
    /// (a file over the size limit, a failing device) show only when a write is tried.
    last_failure: Arc<Mutex<Option<(Instant, Unavailable)>>>,
    /// Rate-limit windows before this one have been deleted by this instance.
    swept_before: Arc<std::sync::atomic::AtomicI64>,
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
    /// The idempotency key was seen before with another message: refused, nothing stored.
    KeyReused,
}

/// The columns of `ContactMessage`, in the order of its fields.
pub(crate) const CONTACT_COLUMNS: &str =
    "id, received_at, lang, name, email, organisation, subject, message, status";

/// A stored contact message, for the operator (serialised as exported: the time readable).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct ContactMessage {
    pub id: i64,
    #[serde(with = "readable_time")]
    pub received_at: i64,
    pub lang: String,
    pub name: String,
    pub email: String,
    pub organisation: String,
    /// What the visitor asked about (empty unless a "Request this resource" link filled it).
    pub subject: String,
    pub message: String,
    /// `new`, `answered`, `archived` or `spam`, as the console sets it.
    pub status: String,
}

impl ContactMessage {
    /// What the visitor sent, as it was stored.
    pub(crate) fn fields(&self) -> NewContactMessage<'_> {
        NewContactMessage {
            name: &self.name,
            email: &self.email,
            organisation: &self.organisation,
            subject: &self.subject,
            message: &self.message,
            lang: &self.lang,
            received_at: self.received_at,
            idempotency_key: None,
        }
    }
}

impl Store {
    /// One page of a listing: `limit` rows of `columns` from `table` that `filter` passes,
    /// after the first `offset`, in `order`; and how many rows `filter` passes in all.
    pub(crate) async fn page_of<T: FromAnyRow>(
        &self,
        columns: &str,
        table: &str,
        filter: &Filter,
        order: &str,
        limit: i64,
        offset: i64,
    ) -> anyhow::Result<(Vec<T>, i64)> {
        let after = filter.values().len();
        let sql = format!(
            "SELECT {columns} FROM {table} {} ORDER BY {order} LIMIT ${} OFFSET ${}",
            filter.clause(),
            after + 1,
            after + 2
        );
        let rows = self.filtered(&sql, filter, &[limit, offset]).await?;
        let count_sql = format!("SELECT COUNT(*) FROM {table} {}", filter.clause());
        let count: Vec<(i64,)> = self.filtered(&count_sql, filter, &[]).await?;
        Ok((rows, count.first().map_or(0, |(total,)| *total)))
    }

    /// Every row of `columns` from `table` that `filter` passes, in `order` (an export).
    pub(crate) async fn all_of<T: FromAnyRow>(
        &self,
        columns: &str,
        table: &str,
        filter: &Filter,
        order: &str,
    ) -> anyhow::Result<Vec<T>> {
        let sql = format!(
            "SELECT {columns} FROM {table} {} ORDER BY {order}",
            filter.clause()
        );
        Ok(self.filtered(&sql, filter, &[]).await?)
    }

    /// The rows of `sql`, whose parameters are `filter`'s values and then `more`.
    async fn filtered<T: FromAnyRow>(
        &self,
        sql: &str,
        filter: &Filter,
        more: &[i64],
    ) -> Result<Vec<T>, sqlx::Error> {
        let mut rows = sqlx::query_as::<_, T>(sql);
        for value in filter.values() {
            rows = rows.bind(value);
        }
        for value in more {
            rows = rows.bind(value);
        }
        rows.fetch_all(&self.pool).await
    }

    /// Opens the database named by `url` and applies the migrations.
    ///
    /// `sqlite://data/vitrine.db` (or `sqlite:path`): the file and its folder are created when
    /// absent. `sqlite::memory:`: a private in-memory database (tests). `postgres://…`.
    pub async fn connect(url: &str) -> anyhow::Result<Store> {
        sqlx::any::install_default_drivers();
        let store = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = AnyPoolOptions::new()
                .max_connections(10)
                .acquire_timeout(ACQUIRE_TIMEOUT)
                .connect(url)
                .await
                .context("cannot connect to PostgreSQL")?;
            Store::with_pool(pool, Backend::Postgres)
        } else if url.starts_with("sqlite:") {
            Store::connect_sqlite(url).await?
        } else {
            bail!("database URL must start with sqlite: or postgres://");
        };
        let migrator = migrations::migrator(store.backend).await?;
        store.accept_reworded_migrations(&migrator).await?;
        migrator
            .run(&store.pool)
            .await
            .context("cannot apply database migrations")?;
        store.fill_canonical_emails().await?;
        store.fill_search_texts().await?;
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
        let with_mode = |mode: &str| {
            if params.contains("mode=") {
                params.clone()
            } else if params.is_empty() {
                format!("mode={mode}")
            } else {
                format!("{params}&mode={mode}")
            }
        };
        // The file is created once, here. Later connections only open it: one opened after the
        // file was removed would otherwise create an empty database (without its tables) and
        // store posts where nobody looks.
        {
            use sqlx::Connection;
            let create_url = format!("sqlite://{path}?{}", with_mode("rwc"));
            let conn = AnyConnection::connect(&create_url)
                .await
                .with_context(|| format!("cannot create the SQLite database {}", file.display()))?;
            conn.close().await.ok();
        }
        let db_file = Arc::new(DbFile::new(file.clone()));
        let full_url = format!("sqlite://{path}?{}", with_mode("rw"));
        let fresh = db_file.clone();
        let pool = AnyPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            .before_acquire(move |_conn, meta| {
                let opened = Instant::now().checked_sub(meta.age);
                let keep = opened.is_none_or(|opened| fresh.is_fresh(opened));
                Box::pin(async move { Ok(keep) })
            })
            .after_connect(|conn, _meta| {
                Box::pin(async move {
                    // WAL lets readers and the writer work together; FULL makes each commit
                    // durable before it returns; writers wait instead of failing at once.
                    conn.execute("PRAGMA journal_mode = WAL").await?;
                    conn.execute("PRAGMA synchronous = FULL").await?;
                    conn.execute("PRAGMA busy_timeout = 5000").await?;
                    // The write-ahead log is folded back every 64 pages (256 KiB) rather than
                    // SQLite's 1000 (4 MiB), and cut back to 1 MiB after: its high-water mark is
                    // the disk space the site needs beyond its data, and a small data disk
                    // filled with log before the default was ever reached (measured on 1 MiB).
                    conn.execute(
                        format!("PRAGMA wal_autocheckpoint = {WAL_CHECKPOINT_PAGES}").as_str(),
                    )
                    .await?;
                    conn.execute("PRAGMA journal_size_limit = 1048576").await?;
                    // What is deleted is overwritten with zeros, so an erased address or an
                    // expired message leaves no copy in the database file's free space.
                    conn.execute("PRAGMA secure_delete = ON").await?;
                    Ok(())
                })
            })
            .connect(&full_url)
            .await
            .with_context(|| format!("cannot open the SQLite database {}", file.display()))?;
        let mut store = Store::with_pool(pool, Backend::Sqlite);
        store.file = Some(db_file);
        Ok(store)
    }

    fn with_pool(pool: AnyPool, backend: Backend) -> Store {
        Store {
            pool,
            backend,
            contact_gate: Arc::new(tokio::sync::Mutex::new(())),
            file: None,
            last_failure: Arc::new(Mutex::new(None)),
            swept_before: Arc::new(std::sync::atomic::AtomicI64::new(i64::MIN)),
        }
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Closes the pool (the binary does this on shutdown so SQLite checkpoints its WAL).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// sqlx refuses to start when an applied migration's file changed (its SHA-384 is
    /// recorded). The first migration's opening comment was reworded after release, with no
    /// change to its statements: a database that recorded the earlier wording has its checksum
    /// brought up to date, and only for exactly that earlier wording.
    async fn accept_reworded_migrations(&self, migrator: &Migrator) -> anyhow::Result<()> {
        let earlier = match self.backend {
            Backend::Sqlite => REWORDED_SQLITE_FORMS_CHECKSUM,
            Backend::Postgres => REWORDED_POSTGRES_FORMS_CHECKSUM,
        };
        let Some(current) = migrator
            .iter()
            .find(|m| m.version == REWORDED_FORMS_VERSION)
        else {
            return Ok(());
        };
        // A fresh database has no migrations table yet: nothing to reconcile.
        let Ok(recorded) = sqlx::query("SELECT checksum FROM _sqlx_migrations WHERE version = $1")
            .bind(REWORDED_FORMS_VERSION)
            .fetch_optional(&self.pool)
            .await
        else {
            return Ok(());
        };
        let Some(recorded) = recorded else {
            return Ok(());
        };
        let checksum: Vec<u8> = recorded.try_get(0).context("read a migration checksum")?;
        let hex: String = checksum.iter().map(|byte| format!("{byte:02x}")).collect();
        if hex == earlier {
            sqlx::query("UPDATE _sqlx_migrations SET checksum = $1 WHERE version = $2")
                .bind(current.checksum.to_vec())
                .bind(REWORDED_FORMS_VERSION)
                .execute(&self.pool)
                .await
                .context("update the checksum of the reworded first migration")?;
            tracing::info!(
                version = REWORDED_FORMS_VERSION,
                "first migration's reworded comment accepted"
            );
        }
        Ok(())
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

    /// Stores a contact message unless it is a retry (same idempotency key, same message), a
    /// resubmission (same email and message within `RESUBMISSION_WINDOW_SECS`) or a reuse of
    /// a key with another message (refused). Its notice to `notify` (the operator's address)
    /// is queued in the same transaction, so a stored message always has its notice and a
    /// refused one never does. Returns once the message is committed.
    pub async fn record_contact(
        &self,
        message: &NewContactMessage<'_>,
        notify: Option<&str>,
    ) -> Result<ContactOutcome, StoreError> {
        let _gate = self.contact_gate.lock().await;
        let mut conn = self.begin_write().await?;
        let email_folded = fold_email(message.email);
        let canonical = crate::email::canonical(message.email);
        if self.backend == Backend::Postgres {
            // Several instances write: the checks and the insert of one address must not
            // interleave. The lock is released by the commit that makes the message visible.
            let lock = xxhash_rust::xxh3::xxh3_64(canonical.as_bytes()) as i64;
            if let Err(error) = sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(lock)
                .execute(&mut *conn)
                .await
            {
                return Err(self.abort(conn, error, "lock the sender's address"));
            }
        }
        let earlier = match self.earlier_copy(&mut conn, message, &canonical).await {
            Ok(earlier) => earlier,
            Err(error) => return Err(self.abort(conn, error, "look up an earlier copy")),
        };
        if let Some(outcome) = earlier {
            self.commit(conn, "end the look-up").await?;
            return Ok(outcome);
        }
        // `fetch_all`, not `fetch_one`: SQLite reports some failures only when the statement
        // runs to its end, and a statement stopped after its first row hides them.
        let inserted = sqlx::query(
            "INSERT INTO contact_messages \
             (name, email, email_folded, email_canonical, organisation, message, lang, received_at, idempotency_key, subject, search_text) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        )
        .bind(message.name)
        .bind(message.email)
        .bind(&email_folded)
        .bind(&canonical)
        .bind(message.organisation)
        .bind(message.message)
        .bind(message.lang)
        .bind(message.received_at)
        .bind(message.idempotency_key)
        .bind(message.subject)
        .bind(inbox::search_text(message))
        .fetch_all(&mut *conn)
        .await;
        let id = match inserted {
            Ok(rows) => match rows.first().map(|row| row.try_get::<i64, _>(0)) {
                Some(Ok(id)) => id,
                Some(Err(error)) => return Err(self.abort(conn, error, "read new message id")),
                None => {
                    return Err(self.abort(conn, sqlx::Error::RowNotFound, "read new message id"))
                }
            },
            // Another machine stored the same key between our check and our insert.
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                if conn.execute("ROLLBACK").await.is_err() {
                    conn.close_on_drop();
                }
                return Ok(ContactOutcome::Retry);
            }
            Err(error) => return Err(self.abort(conn, error, "insert contact message")),
        };
        if let Some(notify) = notify {
            let notice = outbox::DeferredMail::OperatorNotice { message_id: id };
            let queued = outbox::enqueue(
                &mut conn,
                notice.kind(),
                notify,
                &outbox::MailPayload::Deferred(notice),
                message.received_at,
            )
            .await;
            if let Err(error) = queued {
                return Err(self.abort(conn, error, "queue the operator notice"));
            }
        }
        self.commit(conn, "commit contact message").await?;
        Ok(ContactOutcome::Stored(id))
    }

    /// A retry (same idempotency key) or a resubmission (same email and message within the
    /// window) of a message already stored.
    async fn earlier_copy(
        &self,
        conn: &mut AnyConnection,
        message: &NewContactMessage<'_>,
        canonical: &str,
    ) -> Result<Option<ContactOutcome>, sqlx::Error> {
        if let Some(key) = message.idempotency_key {
            let row = sqlx::query(
                "SELECT name, email, organisation, subject, message FROM contact_messages \
                 WHERE idempotency_key = $1",
            )
            .bind(key)
            .fetch_optional(&mut *conn)
            .await?;
            if let Some(row) = row {
                let same = row.try_get::<String, _>("name")? == message.name
                    && row.try_get::<String, _>("email")? == message.email
                    && row.try_get::<String, _>("organisation")? == message.organisation
                    && row.try_get::<String, _>("subject")? == message.subject
                    && row.try_get::<String, _>("message")? == message.message;
                return Ok(Some(if same {
                    ContactOutcome::Retry
                } else {
                    ContactOutcome::KeyReused
                }));
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
        .await?;
        Ok((row.try_get::<i64, _>(0)? > 0).then_some(ContactOutcome::Resubmission))
    }

    /// Runs one statement as a write of its own (see `write`).
    pub(crate) async fn write_statement<'q>(
        &self,
        what: &'static str,
        statement: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>,
    ) -> Result<(), StoreError> {
        self.write(what, async |conn| statement.execute(conn).await)
            .await?;
        Ok(())
    }

    /// Runs `work` as one write transaction and commits it; every write of the site goes
    /// through here (or `begin_write` and `commit`), so every write fault is classified the same
    /// way, marks the health check, and retires the connection it happened on.
    pub(crate) async fn write<T>(
        &self,
        what: &'static str,
        work: impl AsyncFnOnce(&mut AnyConnection) -> Result<T, sqlx::Error>,
    ) -> Result<T, StoreError> {
        let mut conn = self.begin_write().await?;
        match work(&mut conn).await {
            Ok(value) => {
                self.commit(conn, what).await?;
                Ok(value)
            }
            Err(error) => Err(self.abort(conn, error, what)),
        }
    }

    /// Runs `sql`, one statement whose `$1` is the time `now` and `$2` a row's id, as one write.
    pub(crate) async fn write_at(
        &self,
        what: &'static str,
        sql: &'static str,
        now: i64,
        id: i64,
    ) -> Result<(), StoreError> {
        self.write_statement(what, sqlx::query(sql).bind(now).bind(id))
            .await
    }

    /// Starts a write: the file is in place and writable, a connection, a transaction that
    /// holds the write lock from its start (SQLite's `BEGIN IMMEDIATE`: a deferred one could
    /// fail at its first write without waiting for the lock).
    async fn begin_write(&self) -> Result<PoolConnection<Any>, StoreError> {
        self.check_file(true)?;
        let mut conn = match self.pool.acquire().await {
            Ok(conn) => conn,
            Err(error) => return Err(self.failure(error, "open a connection")),
        };
        let begin = match self.backend {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        };
        if let Err(error) = conn.execute(begin).await {
            return Err(self.abort(conn, error, "begin a write"));
        }
        Ok(conn)
    }

    /// Commits, and only then reports success: the commit's own answer is the proof. A file
    /// removed during the write means the commit went to a file nobody will read again.
    async fn commit(
        &self,
        mut conn: PoolConnection<Any>,
        what: &'static str,
    ) -> Result<(), StoreError> {
        if let Err(error) = conn.execute("COMMIT").await {
            return Err(self.abort(conn, error, what));
        }
        self.set_last_failure(None);
        if let Some(file) = &self.file {
            if !file.still_in_place() {
                conn.close_on_drop();
                return Err(StoreError::unavailable(
                    Unavailable::FileMissing,
                    format!("{what}: the database file was removed or replaced during the write"),
                ));
            }
        }
        Ok(())
    }

    /// A failed write: the connection is closed rather than returned to the pool (closing
    /// rolls back), since it may hold a file opened read-only, a removed file or a broken
    /// socket; the pool opens a fresh one for the next write.
    fn abort(&self, mut conn: PoolConnection<Any>, error: sqlx::Error, what: &str) -> StoreError {
        conn.close_on_drop();
        drop(conn);
        self.failure(error, what)
    }

    fn failure(&self, error: sqlx::Error, what: &str) -> StoreError {
        let error = self.explain(error, what);
        if let Some(reason) = error.unavailable_reason() {
            self.set_last_failure(Some(reason));
        }
        error
    }

    fn explain(&self, error: sqlx::Error, what: &str) -> StoreError {
        // The file's own state names the cause better than SQLite's code ("unable to open").
        match self.check_file(true) {
            Err(store_error) => store_error,
            Ok(()) => match classify(&error) {
                Some(reason) => StoreError::unavailable(reason, format!("{what}: {error}")),
                None => StoreError::Other(anyhow::Error::new(error).context(what.to_owned())),
            },
        }
    }

    fn set_last_failure(&self, reason: Option<Unavailable>) {
        let mut last = self
            .last_failure
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *last = reason.map(|reason| (Instant::now(), reason));
    }

    /// The reason of a write that failed less than `RECENT_FAILURE` ago, none succeeding since.
    fn recent_failure(&self) -> Option<Unavailable> {
        let last = self
            .last_failure
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        last.filter(|(at, _)| at.elapsed() < RECENT_FAILURE)
            .map(|(_, reason)| reason)
    }

    fn check_file(&self, writable: bool) -> Result<(), StoreError> {
        match &self.file {
            Some(file) => file
                .check(writable)
                .map_err(|(reason, detail)| StoreError::unavailable(reason, detail)),
            None => Ok(()),
        }
    }

    /// Whether the database can take a write now, for `GET /healthz`: the file in place and
    /// writable, and the write lock obtainable (SQLite) or the server answering and writable
    /// (PostgreSQL). Writes nothing. `Ok(true)` when it can but its filesystem has less free
    /// space than `min_free_bytes`, or than `MIN_FREE_SHARE` of its size if that is less: a
    /// warning, since writes still succeed (a floor of 64 MiB would fail forever on a data
    /// disk smaller than that).
    pub async fn writable(&self, min_free_bytes: u64) -> Result<bool, StoreError> {
        if let Some(reason) = self.recent_failure() {
            return Err(StoreError::unavailable(reason, "the last write failed"));
        }
        if fault::file_size_limit_hit_within(RECENT_FAILURE) {
            return Err(StoreError::unavailable(
                Unavailable::WriteFailed,
                "a write went past the process's file-size limit",
            ));
        }
        let mut low_space = false;
        if let Some(file) = &self.file {
            self.check_file(true)?;
            let (free, size) = file.space().map_err(|error| {
                StoreError::unavailable(Unavailable::Unreachable, format!("statvfs: {error}"))
            })?;
            if free == 0 {
                return Err(StoreError::unavailable(
                    Unavailable::DiskFull,
                    "no byte free on the database's filesystem",
                ));
            }
            low_space = below_floor(free, size, min_free_bytes);
        }
        // A probe that fails says so without counting as a failed write.
        let mut conn = match self.pool.acquire().await {
            Ok(conn) => conn,
            Err(error) => return Err(self.explain(error, "open a connection")),
        };
        let probe = match self.backend {
            Backend::Sqlite => self.probe_sqlite(&mut conn).await,
            Backend::Postgres => self.probe_postgres(&mut conn).await,
        };
        match probe {
            Ok(None) => Ok(low_space),
            Ok(Some(reason)) => Err(StoreError::unavailable(reason, "health probe")),
            Err(error) => {
                conn.close_on_drop();
                drop(conn);
                Err(self.explain(error, "health probe"))
            }
        }
    }

    /// Takes SQLite's write lock and lets it go at once, waiting less than a write would.
    async fn probe_sqlite(
        &self,
        conn: &mut AnyConnection,
    ) -> Result<Option<Unavailable>, sqlx::Error> {
        conn.execute(format!("PRAGMA busy_timeout = {PROBE_BUSY_TIMEOUT_MS}").as_str())
            .await?;
        let begun = conn.execute("BEGIN IMMEDIATE").await;
        let ended = match begun {
            Ok(_) => conn.execute("ROLLBACK").await.map(|_| ()),
            Err(error) => Err(error),
        };
        conn.execute("PRAGMA busy_timeout = 5000").await?;
        ended.map(|()| None)
    }

    /// A PostgreSQL that answers may still refuse writes (a standby, a read-only setting).
    async fn probe_postgres(
        &self,
        conn: &mut AnyConnection,
    ) -> Result<Option<Unavailable>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT CASE WHEN current_setting('transaction_read_only') = 'on' THEN 1 ELSE 0 END",
        )
        .fetch_one(&mut *conn)
        .await?;
        let read_only = row
            .try_get::<i32, _>(0)
            .or_else(|_| row.try_get::<i64, _>(0).map(|v| v as i32))?;
        Ok((read_only == 1).then_some(Unavailable::ReadOnly))
    }

    /// Counts one post of `form` from `client` at `now` (Unix seconds) against `limit` per
    /// `window`, in the database, so every instance shares the count: `Ok(Ok(window_start))`
    /// of the window it was counted in, `Ok(Err(wait))` when over the limit (then nothing is
    /// counted).
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
    ) -> anyhow::Result<Result<i64, Duration>> {
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
            return Ok(Ok(start));
        }
        // Over: the rollback takes back this post's count.
        tx.rollback().await.context("roll back rate-limit count")?;
        Ok(Err(Duration::from_secs(
            sliding_wait(previous, current - 1, limit, w, elapsed).unsigned_abs(),
        )))
    }

    /// Takes back one post of `form` from `client` counted in the window starting at
    /// `window_start`.
    pub(crate) async fn uncount_post(
        &self,
        form: &str,
        client: &str,
        window_start: i64,
    ) -> anyhow::Result<()> {
        sqlx::query(
            "UPDATE rate_limit_counts SET hits = hits - 1 \
             WHERE form = $1 AND client = $2 AND window_start = $3 AND hits > 0",
        )
        .bind(form)
        .bind(client)
        .bind(window_start)
        .execute(&self.pool)
        .await
        .context("give a post back")?;
        Ok(())
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

    /// The contact message `id`, if it is stored.
    pub(crate) async fn contact_message(&self, id: i64) -> anyhow::Result<Option<ContactMessage>> {
        self.row_of(
            &format!("SELECT {CONTACT_COLUMNS} FROM contact_messages WHERE id = $1"),
            id,
            "read a contact message",
        )
        .await
    }

    /// Contact messages received at or after `since` (Unix seconds), oldest first.
    pub async fn messages_since(&self, since: i64) -> anyhow::Result<Vec<ContactMessage>> {
        self.rows_of(
            &format!(
                "SELECT {CONTACT_COLUMNS} FROM contact_messages WHERE received_at >= $1 \
                 ORDER BY received_at, id"
            ),
            since,
            "list contact messages",
        )
        .await
    }

    /// The rows of `select`, whose one parameter `$1` is `key`, read as `T` by column name.
    pub(crate) async fn rows_of<'q, T: FromAnyRow>(
        &self,
        select: &'q str,
        key: impl Parameter<'q>,
        what: &'static str,
    ) -> anyhow::Result<Vec<T>> {
        sqlx::query_as(select)
            .bind(key)
            .fetch_all(&self.pool)
            .await
            .context(what)
    }

    /// The row of `select` whose one parameter `$1` is `key`, a unique key; `None` if there
    /// is none.
    pub(crate) async fn row_of<'q, T: FromAnyRow>(
        &self,
        select: &'q str,
        key: impl Parameter<'q>,
        what: &'static str,
    ) -> anyhow::Result<Option<T>> {
        Ok(self.rows_of(select, key, what).await?.into_iter().next())
    }

    /// Writes a consistent copy of the SQLite database to `target` while the site runs
    /// (`VACUUM INTO` reads one snapshot), then checks the copy is a file that holds the
    /// site's tables. PostgreSQL has its own tools (`pg_dump`).
    pub(crate) async fn backup(&self, target: &Path) -> anyhow::Result<()> {
        if self.backend != Backend::Sqlite {
            bail!("`vitrine backup` copies the SQLite database; for PostgreSQL use pg_dump");
        }
        if target.exists() {
            bail!(
                "{} already exists; choose a new file name",
                target.display()
            );
        }
        // SQLite reads a name starting with `file:` as a URI (`file:x?mode=memory` would copy
        // into memory and write nothing): an absolute path is always a plain file name.
        let absolute = std::path::absolute(target)
            .with_context(|| format!("cannot resolve {}", target.display()))?;
        let name = absolute
            .to_str()
            .context("the backup path must be valid UTF-8")?;
        sqlx::query("VACUUM INTO $1")
            .bind(name)
            .execute(&self.pool)
            .await
            .context("VACUUM INTO failed")?;
        let written = std::fs::metadata(&absolute)
            .with_context(|| format!("no backup was written at {}", absolute.display()))?;
        if written.len() == 0 {
            bail!("the backup at {} is empty", absolute.display());
        }
        Ok(())
    }
}

/// Seconds until one more post fits under `limit` in the sliding-window counter, with
/// `previous` and `current` (not counting the refused post) counts, `elapsed` seconds into a
/// window of `w` seconds.
pub(crate) fn sliding_wait(previous: i64, current: i64, limit: i64, w: i64, elapsed: i64) -> i64 {
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

/// Whether `free` bytes on a filesystem of `size` bytes is below the floor: `min_free`, or 5 %
/// of the filesystem when that is less (a small data disk is not always nearly full).
pub(crate) fn below_floor(free: u64, size: u64, min_free: u64) -> bool {
    free < min_free.min(size / MIN_FREE_SHARE)
}

/// The form an address is compared in: Unicode lower case of the trimmed text.
pub(crate) fn fold_email(email: &str) -> String {
    email.trim().to_lowercase()
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
    fn the_free_space_floor_is_relative_to_a_small_disk() {
        const MIB: u64 = 1024 * 1024;
        // A 100 GiB disk: the configured 64 MiB.
        assert!(below_floor(63 * MIB, 100 * 1024 * MIB, 64 * MIB));
        assert!(!below_floor(65 * MIB, 100 * 1024 * MIB, 64 * MIB));
        // A 1.2 MB disk with 400 kB free is not "low" against a 64 MiB floor: 5 % of it is.
        assert!(!below_floor(400_000, 1_200_000, 64 * MIB));
        assert!(below_floor(50_000, 1_200_000, 64 * MIB));
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
        store
            .request_subscription(&subscribers::SignupRequest {
                email: "a@example.org",
                lang: "fr",
                page: "/",
                consent_version: "v",
                now: 1,
            })
            .await
            .expect("stores");
        assert_eq!(store.pending_signup_requests().await.expect("counts"), 1);
    }
}

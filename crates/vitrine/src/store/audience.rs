//! The audience's aggregates: page views and conversions per day, distinct visitors per day,
//! and what counting visitors needs for the current day only (its salt, its set of visitor
//! hashes), deleted once the day is over. Days are `YYYY-MM-DD` (UTC), which sort as text.
//!
//! Counts arrive in batches (`flush_audience`, every few seconds from memory) and are added by
//! upserts, so two instances flushing the same row add up. A visitor is counted when its hash
//! is inserted for the day and was not there yet: two instances that saw the same visitor
//! insert the same hash, and only one insert takes, so the visitor is counted once.

use anyhow::Context;
use sqlx::{AnyConnection, Row};

use super::{Store, StoreError};

/// Page views of one day, page, language, referring host and device class.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, sqlx::FromRow)]
pub struct ViewRow {
    pub day: String,
    /// The page's path: `/services`, `/cases/<slug>`.
    pub path: String,
    pub lang: String,
    /// The referring site's host; empty for none (or the site itself), `other` past the cap.
    pub referrer: String,
    /// `phone`, `tablet` or `desktop`.
    pub device: String,
    pub views: i64,
}

/// Conversions of one day, page of origin, language and kind (`contact`, `signup`,
/// `confirmed`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, sqlx::FromRow)]
pub struct ConversionRow {
    pub day: String,
    pub path: String,
    pub lang: String,
    pub kind: String,
    pub conversions: i64,
}

/// What memory hands to the database in one flush.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AudienceBatch {
    pub views: Vec<ViewRow>,
    pub conversions: Vec<ConversionRow>,
    /// New visitors: (day, keyed hash in hex).
    pub visitors: Vec<(String, String)>,
}

impl AudienceBatch {
    pub fn is_empty(&self) -> bool {
        self.views.is_empty() && self.conversions.is_empty() && self.visitors.is_empty()
    }
}

/// The aggregates of a range of days, as stored.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AudienceRows {
    pub views: Vec<ViewRow>,
    /// Distinct visitors per day.
    pub visitors: Vec<(String, i64)>,
    pub conversions: Vec<ConversionRow>,
}

/// Visitor hashes inserted by one statement (two binds each).
const HASHES_PER_STATEMENT: usize = 200;

impl Store {
    /// Adds a batch to the aggregates in one transaction. New visitors beyond
    /// `max_visitors_per_day` stored for their day are not counted (a flood of made-up clients
    /// must not grow the day's set without bound). Rows are written in key order, so two
    /// instances flushing together on PostgreSQL take their row locks in the same order and
    /// never wait for each other in a circle. Returns the visitors counted.
    pub(crate) async fn flush_audience(
        &self,
        batch: &AudienceBatch,
        max_visitors_per_day: i64,
    ) -> Result<u64, StoreError> {
        let mut views: Vec<&ViewRow> = batch.views.iter().collect();
        views.sort();
        let mut conversions: Vec<&ConversionRow> = batch.conversions.iter().collect();
        conversions.sort();
        let mut visitors: Vec<&(String, String)> = batch.visitors.iter().collect();
        visitors.sort();
        visitors.dedup();
        self.write("add audience counts", async |conn| {
            for row in views {
                sqlx::query(
                    "INSERT INTO audience_views (day, path, lang, referrer, device, views) \
                     VALUES ($1, $2, $3, $4, $5, $6) \
                     ON CONFLICT (day, path, lang, referrer, device) \
                     DO UPDATE SET views = audience_views.views + excluded.views",
                )
                .bind(&row.day)
                .bind(&row.path)
                .bind(&row.lang)
                .bind(&row.referrer)
                .bind(&row.device)
                .bind(row.views)
                .execute(&mut *conn)
                .await?;
            }
            for row in conversions {
                sqlx::query(
                    "INSERT INTO audience_conversions (day, path, lang, kind, conversions) \
                     VALUES ($1, $2, $3, $4, $5) \
                     ON CONFLICT (day, path, lang, kind) \
                     DO UPDATE SET conversions = audience_conversions.conversions + excluded.conversions",
                )
                .bind(&row.day)
                .bind(&row.path)
                .bind(&row.lang)
                .bind(&row.kind)
                .bind(row.conversions)
                .execute(&mut *conn)
                .await?;
            }
            let mut counted = 0;
            for day_visitors in visitors.chunk_by(|a, b| a.0 == b.0) {
                let day = &day_visitors[0].0;
                let stored = visitor_hashes_of(conn, day).await?;
                let room = usize::try_from(max_visitors_per_day.saturating_sub(stored)).unwrap_or(0);
                let hashes: Vec<&str> = day_visitors
                    .iter()
                    .take(room)
                    .map(|(_, hash)| hash.as_str())
                    .collect();
                let mut added = 0;
                for chunk in hashes.chunks(HASHES_PER_STATEMENT) {
                    added += insert_visitor_hashes(conn, day, chunk).await?;
                }
                if added > 0 {
                    sqlx::query(
                        "INSERT INTO audience_days (day, visitors) VALUES ($1, $2) \
                         ON CONFLICT (day) DO UPDATE SET visitors = audience_days.visitors + excluded.visitors",
                    )
                    .bind(day)
                    .bind(i64::try_from(added).unwrap_or(i64::MAX))
                    .execute(&mut *conn)
                    .await?;
                }
                counted += added;
            }
            Ok(counted)
        })
        .await
    }

    /// The salt of `day`: the one stored, or `candidate` stored now when there is none. Two
    /// instances asking at once both insert; the primary key keeps the first, and both read
    /// it back, so they hash with the same salt.
    pub(crate) async fn audience_salt(
        &self,
        day: &str,
        candidate: &str,
    ) -> Result<String, StoreError> {
        self.write("store the day's salt", async |conn| {
            sqlx::query(
                "INSERT INTO audience_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
            )
            .bind(day)
            .bind(candidate)
            .execute(&mut *conn)
            .await?;
            sqlx::query("SELECT salt FROM audience_salts WHERE day = $1")
                .bind(day)
                .fetch_one(&mut *conn)
                .await?
                .try_get(0)
        })
        .await
    }

    /// Deletes the salts and visitor hashes of the days before `day`: once a day is over,
    /// nothing is left that could tell whether two visits were the same person's.
    pub(crate) async fn forget_visitors_before(&self, day: &str) -> Result<(), StoreError> {
        self.write("forget past days' visitors", async |conn| {
            delete_days_before(conn, &["audience_visitor_hashes", "audience_salts"], day).await
        })
        .await?;
        Ok(())
    }

    /// Deletes the aggregates of the days before `day` (the retention period); the rows
    /// deleted.
    pub(crate) async fn purge_audience_before(&self, day: &str) -> Result<u64, StoreError> {
        self.write("delete old audience counts", async |conn| {
            let tables = ["audience_views", "audience_conversions", "audience_days"];
            delete_days_before(conn, &tables, day).await
        })
        .await
    }

    /// The referring hosts and the view keys (path, language, referrer, device) stored for
    /// `day`: what the day's caps have already admitted, on any instance.
    pub(crate) async fn audience_day_keys(
        &self,
        day: &str,
    ) -> anyhow::Result<Vec<(String, String, String, String)>> {
        self.rows_of(
            "SELECT path, lang, referrer, device FROM audience_views WHERE day = $1",
            day,
            "read the day's audience keys",
        )
        .await
    }

    /// The visitor hashes stored for `day`.
    pub async fn audience_visitor_hashes(&self, day: &str) -> anyhow::Result<i64> {
        let mut conn = self.pool.acquire().await.context("open a connection")?;
        visitor_hashes_of(&mut conn, day)
            .await
            .context("count the day's visitor hashes")
    }

    /// The aggregates of the days from `since` to `until`, both included.
    pub async fn audience_rows(&self, since: &str, until: &str) -> anyhow::Result<AudienceRows> {
        Ok(AudienceRows {
            views: self
                .days_between(
                    "SELECT day, path, lang, referrer, device, views FROM audience_views \
                     WHERE day >= $1 AND day <= $2 ORDER BY day, path, lang, referrer, device",
                    since,
                    until,
                )
                .await
                .context("read page views")?,
            visitors: self
                .days_between(
                    "SELECT day, visitors FROM audience_days \
                     WHERE day >= $1 AND day <= $2 ORDER BY day",
                    since,
                    until,
                )
                .await
                .context("read visitors")?,
            conversions: self
                .days_between(
                    "SELECT day, path, lang, kind, conversions FROM audience_conversions \
                     WHERE day >= $1 AND day <= $2 ORDER BY day, path, lang, kind",
                    since,
                    until,
                )
                .await
                .context("read conversions")?,
        })
    }

    /// The rows `sql` reads for the days from `$1` to `$2`.
    async fn days_between<T>(&self, sql: &str, since: &str, until: &str) -> sqlx::Result<Vec<T>>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
    {
        sqlx::query_as(sql)
            .bind(since)
            .bind(until)
            .fetch_all(&self.pool)
            .await
    }

    /// The first day any aggregate is kept for.
    pub async fn first_audience_day(&self) -> anyhow::Result<Option<String>> {
        let row = sqlx::query(
            "SELECT MIN(day) FROM (SELECT day FROM audience_views \
             UNION ALL SELECT day FROM audience_days \
             UNION ALL SELECT day FROM audience_conversions) AS days",
        )
        .fetch_one(&self.pool)
        .await
        .context("find the first day counted")?;
        row.try_get(0).context("find the first day counted")
    }
}

async fn visitor_hashes_of(conn: &mut AnyConnection, day: &str) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) FROM audience_visitor_hashes WHERE day = $1")
        .bind(day)
        .fetch_one(conn)
        .await?
        .try_get(0)
}

/// Inserts the hashes of `day` not stored yet; how many were new.
async fn insert_visitor_hashes(
    conn: &mut AnyConnection,
    day: &str,
    hashes: &[&str],
) -> Result<u64, sqlx::Error> {
    if hashes.is_empty() {
        return Ok(0);
    }
    let values: Vec<String> = (0..hashes.len())
        .map(|i| format!("($1, ${})", i + 2))
        .collect();
    let sql = format!(
        "INSERT INTO audience_visitor_hashes (day, hash) VALUES {} ON CONFLICT (day, hash) DO NOTHING",
        values.join(", ")
    );
    let mut query = sqlx::query(&sql).bind(day);
    for hash in hashes {
        query = query.bind(*hash);
    }
    Ok(query.execute(conn).await?.rows_affected())
}

/// Deletes the rows of `tables` whose day is before `day`; the rows deleted.
async fn delete_days_before(
    conn: &mut AnyConnection,
    tables: &[&str],
    day: &str,
) -> Result<u64, sqlx::Error> {
    let mut deleted = 0;
    for table in tables {
        deleted += sqlx::query(&format!("DELETE FROM {table} WHERE day < $1"))
            .bind(day)
            .execute(&mut *conn)
            .await?
            .rows_affected();
    }
    Ok(deleted)
}

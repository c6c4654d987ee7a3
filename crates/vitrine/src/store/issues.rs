//! Newsletter issues: a subject and a Markdown body per language (French always), a draft until
//! it is sent, sent once, then public in the archive.
//!
//! Sending begins with `start_sending` (the issue becomes `sending` and public), then queues one
//! outbox mail per confirmed subscriber, `QUEUE_BATCH` subscribers per transaction, in SQL: the
//! subscribers are never read into memory, and a transaction never holds the write lock for
//! long. The issue's `queue_cursor` says which subscribers have their mail, and moves in the
//! same transaction as the mails it covers, so a sender killed mid-queue leaves a cursor that
//! is exactly right; the outbox worker carries the queueing on (`unfinished_queue`). The
//! unique index on the outbox's `(issue_id, subscriber_id)` makes a mail queued twice
//! impossible whatever happens. The issue becomes `sent` when the last of its mails leaves the
//! queue (`finish_issue_if_done`).
//!
//! A mail holds no text: the worker composes it when it goes, from the issue and the
//! subscriber as they are then (`DeferredMail::NewsletterIssue`), so someone who leaves while
//! an issue goes out gets nothing more of it.

use anyhow::Context;
use serde::Serialize;
use sqlx::{AnyConnection, Row};

use super::outbox::GIVE_UP_AFTER_SECS;
use super::{readable_time, Backend, Store, StoreError};
use crate::lang::Lang;

/// Subscribers whose mails one transaction queues.
pub(crate) const QUEUE_BATCH: i64 = 1000;

/// An issue's text in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IssueText {
    /// `fr`, `en` or `ar`.
    pub lang: String,
    pub subject: String,
    /// Markdown.
    pub body: String,
}

/// An issue with its texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    pub id: i64,
    pub slug: String,
    /// `draft`, `sending` or `sent`.
    pub status: String,
    /// When sending began (the archive shows it from then on).
    pub published_at: Option<i64>,
    /// In the order of `Lang::ALL`.
    pub texts: Vec<IssueText>,
}

impl Issue {
    /// Its text in `lang`, if it has one.
    pub fn text(&self, lang: &str) -> Option<&IssueText> {
        self.texts.iter().find(|text| text.lang == lang)
    }

    /// Its text in `lang`, or in French where it has none in `lang` (every issue has French).
    pub fn text_or_french(&self, lang: &str) -> Option<&IssueText> {
        self.text(lang).or_else(|| self.text("fr"))
    }
}

/// What one subscriber's mail of an issue is composed from, read when it goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssueLetter {
    pub issue_id: i64,
    pub slug: String,
    /// Its text in the subscriber's language, or in French.
    pub text: IssueText,
}

/// An issue as `vitrine newsletter list` shows it, with what became of its mails.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IssueSummary {
    pub id: i64,
    /// The French subject.
    pub subject: String,
    /// `draft`, `sending` or `sent`.
    pub status: String,
    pub slug: String,
    /// The languages it is written in.
    pub languages: Vec<String>,
    #[serde(with = "readable_time")]
    pub created_at: i64,
    #[serde(with = "readable_time::option")]
    pub published_at: Option<i64>,
    #[serde(with = "readable_time::option")]
    pub sent_at: Option<i64>,
    /// Its mails waiting in the outbox.
    pub queued: i64,
    pub sent: i64,
    /// Given up: refused by the server, or failing for three days.
    pub failed: i64,
    /// Not sent: the subscriber left or bounced before their mail went.
    pub cancelled: i64,
}

/// What a change to a draft (a text added or replaced, its sending begun) did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DraftOutcome {
    Changed,
    NoSuchIssue,
    /// Only a draft changes, and is sent once: what went out stays as it went.
    NotDraft {
        status: String,
    },
}

/// One step of queueing an issue's mails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueueStep {
    /// Mails queued by this step (fewer than the batch when some were there already).
    Queued(u64),
    /// Every confirmed subscriber has their mail (or the issue is not being sent).
    Done,
}

/// The state of the archive, for the page cache's key: how many issues are public and when the
/// last one was published; and whether a given slug is one of them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ArchiveVersion {
    pub issues: i64,
    pub last_published_at: i64,
}

/// Which issues `Store::issues_where` reads.
#[derive(Clone, Copy)]
enum Which<'a> {
    Id(i64),
    Published,
    /// The public issue of this slug.
    PublishedAt(&'a str),
}

impl<'a> Which<'a> {
    fn bind(
        self,
        query: sqlx::query::Query<'a, sqlx::Any, sqlx::any::AnyArguments<'a>>,
    ) -> sqlx::query::Query<'a, sqlx::Any, sqlx::any::AnyArguments<'a>> {
        match self {
            Which::Id(id) => query.bind(id),
            Which::Published => query,
            Which::PublishedAt(slug) => query.bind(slug),
        }
    }
}

/// `slug`, or `slug-2`, `slug-3`… : the first no other issue has.
async fn unique_slug(
    conn: &mut AnyConnection,
    base: &str,
    except: Option<i64>,
) -> Result<String, sqlx::Error> {
    let mut n = 1;
    loop {
        let slug = if n == 1 {
            base.to_owned()
        } else {
            format!("{base}-{n}")
        };
        let taken = sqlx::query("SELECT id FROM newsletter_issues WHERE slug = $1")
            .bind(&slug)
            .fetch_optional(&mut *conn)
            .await?
            .map(|row| row.try_get::<i64, _>(0))
            .transpose()?;
        if taken.is_none() || taken == except {
            return Ok(slug);
        }
        n += 1;
    }
}

async fn store_text(
    conn: &mut AnyConnection,
    issue_id: i64,
    text: &IssueText,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO newsletter_issue_texts (issue_id, lang, subject, body, updated_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (issue_id, lang) DO UPDATE SET \
         subject = excluded.subject, body = excluded.body, updated_at = excluded.updated_at",
    )
    .bind(issue_id)
    .bind(&text.lang)
    .bind(&text.subject)
    .bind(&text.body)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// The status of issue `id`, its row locked until the transaction ends (`lock`, on PostgreSQL).
async fn locked_status(
    conn: &mut AnyConnection,
    id: i64,
    lock: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query(&format!(
        "SELECT status FROM newsletter_issues WHERE id = $1{lock}"
    ))
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?
    .map(|row| row.try_get(0))
    .transpose()
}

/// Marks issue `id` sent when every subscriber has their mail and none waits any more.
async fn finish_if_done(conn: &mut AnyConnection, id: i64, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE newsletter_issues SET status = 'sent', sent_at = $2 \
         WHERE id = $1 AND status = 'sending' AND queued_all_at IS NOT NULL \
         AND NOT EXISTS (SELECT 1 FROM mail_outbox WHERE issue_id = $1 AND status = 'queued')",
    )
    .bind(id)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

impl Store {
    fn row_lock(&self) -> &'static str {
        match self.backend {
            Backend::Postgres => " FOR UPDATE",
            Backend::Sqlite => "",
        }
    }

    /// Creates a draft with its first text (the French one); its id. Its slug is `slug`, made
    /// unique.
    pub async fn create_issue(
        &self,
        text: &IssueText,
        slug: &str,
        now: i64,
    ) -> Result<i64, StoreError> {
        self.write("create an issue", async |conn| {
            let slug = unique_slug(conn, slug, None).await?;
            let rows = sqlx::query(
                "INSERT INTO newsletter_issues (slug, status, created_at, updated_at) \
                 VALUES ($1, 'draft', $2, $2) RETURNING id",
            )
            .bind(&slug)
            .bind(now)
            .fetch_all(&mut *conn)
            .await?;
            let id: i64 = rows.first().ok_or(sqlx::Error::RowNotFound)?.try_get(0)?;
            store_text(conn, id, text, now).await?;
            Ok(id)
        })
        .await
    }

    /// Adds or replaces the text of draft `id` in `text.lang`. `slug`, when given (a new French
    /// subject), becomes its slug: nobody has seen the address of a draft.
    pub async fn put_issue_text(
        &self,
        id: i64,
        text: &IssueText,
        slug: Option<&str>,
        now: i64,
    ) -> Result<DraftOutcome, StoreError> {
        self.change_draft("store an issue's text", id, async |conn| {
            store_text(conn, id, text, now).await?;
            let slug = match slug {
                Some(slug) => Some(unique_slug(conn, slug, Some(id)).await?),
                None => None,
            };
            sqlx::query(
                "UPDATE newsletter_issues SET updated_at = $1, slug = COALESCE($2, slug) WHERE id = $3",
            )
            .bind(now)
            .bind(slug)
            .bind(id)
            .execute(&mut *conn)
            .await?;
            Ok(())
        })
        .await
    }

    /// Applies `change` to issue `id` in one write if it is a draft, its row locked meanwhile.
    async fn change_draft(
        &self,
        what: &'static str,
        id: i64,
        change: impl AsyncFnOnce(&mut AnyConnection) -> Result<(), sqlx::Error>,
    ) -> Result<DraftOutcome, StoreError> {
        let lock = self.row_lock();
        self.write(what, async |conn| {
            match locked_status(conn, id, lock).await? {
                None => Ok(DraftOutcome::NoSuchIssue),
                Some(status) if status != "draft" => Ok(DraftOutcome::NotDraft { status }),
                Some(_) => {
                    change(conn).await?;
                    Ok(DraftOutcome::Changed)
                }
            }
        })
        .await
    }

    /// The issues `which` names, with their texts, newest first.
    async fn issues_where(&self, which: Which<'_>) -> anyhow::Result<Vec<Issue>> {
        let filter = match which {
            Which::Id(_) => "i.id = $1",
            Which::Published => "i.published_at IS NOT NULL",
            Which::PublishedAt(_) => "i.published_at IS NOT NULL AND i.slug = $1",
        };
        let issues_sql = format!(
            "SELECT i.id, i.slug, i.status, i.published_at FROM newsletter_issues i \
             WHERE {filter} ORDER BY i.published_at DESC, i.id DESC"
        );
        let rows = which
            .bind(sqlx::query(&issues_sql))
            .fetch_all(&self.pool)
            .await
            .context("read issues")?;
        let mut issues = Vec::with_capacity(rows.len());
        for row in rows {
            issues.push(Issue {
                id: row.try_get("id")?,
                slug: row.try_get("slug")?,
                status: row.try_get("status")?,
                published_at: row.try_get("published_at")?,
                texts: Vec::new(),
            });
        }
        let texts_sql = format!(
            "SELECT t.issue_id, t.lang, t.subject, t.body FROM newsletter_issue_texts t \
             JOIN newsletter_issues i ON i.id = t.issue_id WHERE {filter}"
        );
        let texts = which
            .bind(sqlx::query(&texts_sql))
            .fetch_all(&self.pool)
            .await
            .context("read issues' texts")?;
        for row in texts {
            let issue_id: i64 = row.try_get(0)?;
            if let Some(issue) = issues.iter_mut().find(|issue| issue.id == issue_id) {
                issue.texts.push(IssueText {
                    lang: row.try_get(1)?,
                    subject: row.try_get(2)?,
                    body: row.try_get(3)?,
                });
            }
        }
        for issue in &mut issues {
            issue
                .texts
                .sort_by_key(|text| Lang::ALL.iter().position(|lang| lang.as_str() == text.lang));
        }
        Ok(issues)
    }

    /// Issue `id` with its texts, whatever its status.
    pub async fn issue(&self, id: i64) -> anyhow::Result<Option<Issue>> {
        Ok(self.issues_where(Which::Id(id)).await?.pop())
    }

    /// The issues sending has begun for (the archive), newest first.
    pub async fn published_issues(&self) -> anyhow::Result<Vec<Issue>> {
        self.issues_where(Which::Published).await
    }

    /// The public issue at `slug`, if there is one: a draft is never public.
    pub async fn published_issue(&self, slug: &str) -> anyhow::Result<Option<Issue>> {
        Ok(self.issues_where(Which::PublishedAt(slug)).await?.pop())
    }

    /// The slug of every public issue and the languages it is written in (`fr`, `en`, `ar`,
    /// French first), newest first: what the sitemap lists, without reading a text.
    pub async fn published_languages(&self) -> anyhow::Result<Vec<(String, Vec<String>)>> {
        let rows = sqlx::query(
            "SELECT i.slug, t.lang FROM newsletter_issues i \
             JOIN newsletter_issue_texts t ON t.issue_id = i.id \
             WHERE i.published_at IS NOT NULL ORDER BY i.published_at DESC, i.id DESC",
        )
        .fetch_all(&self.pool)
        .await
        .context("read the archive's languages")?;
        let mut issues: Vec<(String, Vec<String>)> = Vec::new();
        for row in rows {
            let slug: String = row.try_get(0)?;
            let lang: String = row.try_get(1)?;
            match issues.last_mut() {
                Some((last, langs)) if *last == slug => langs.push(lang),
                _ => issues.push((slug, vec![lang])),
            }
        }
        for (_, langs) in &mut issues {
            langs.sort_by_key(|lang| Lang::ALL.iter().position(|known| known.as_str() == lang));
        }
        Ok(issues)
    }

    /// How many issues are public and since when, and whether `slug` is one of them.
    pub async fn archive_version(
        &self,
        slug: Option<&str>,
    ) -> anyhow::Result<(ArchiveVersion, bool)> {
        let row = sqlx::query(
            "SELECT COUNT(*), COALESCE(MAX(published_at), 0), \
             COALESCE(SUM(CASE WHEN slug = $1 THEN 1 ELSE 0 END), 0) \
             FROM newsletter_issues WHERE published_at IS NOT NULL",
        )
        .bind(slug)
        .fetch_one(&self.pool)
        .await
        .context("read the archive's state")?;
        Ok((
            ArchiveVersion {
                issues: row.try_get(0)?,
                last_published_at: row.try_get(1)?,
            },
            row.try_get::<i64, _>(2)? > 0,
        ))
    }

    /// How many subscribers an issue sent now would go to: the confirmed ones.
    pub async fn confirmed_subscribers(&self) -> anyhow::Result<i64> {
        let row =
            sqlx::query("SELECT COUNT(*) FROM newsletter_subscriptions WHERE status = 'confirmed'")
                .fetch_one(&self.pool)
                .await
                .context("count the confirmed subscribers")?;
        Ok(row.try_get(0)?)
    }

    /// Every issue, newest first, with the fate of its mails.
    pub async fn issue_summaries(&self) -> anyhow::Result<Vec<IssueSummary>> {
        let rows = sqlx::query(
            "SELECT i.id, t.subject, i.status, i.slug, i.created_at, i.published_at, i.sent_at \
             FROM newsletter_issues i JOIN newsletter_issue_texts t \
             ON t.issue_id = i.id AND t.lang = 'fr' ORDER BY i.id DESC",
        )
        .fetch_all(&self.pool)
        .await
        .context("list issues")?;
        let languages = sqlx::query("SELECT issue_id, lang FROM newsletter_issue_texts")
            .fetch_all(&self.pool)
            .await
            .context("list issues' languages")?;
        let counts = sqlx::query(
            "SELECT issue_id, status, COUNT(*) FROM mail_outbox \
             WHERE issue_id IS NOT NULL GROUP BY issue_id, status",
        )
        .fetch_all(&self.pool)
        .await
        .context("count issues' mails")?;
        let mut summaries = Vec::with_capacity(rows.len());
        for row in rows {
            let id: i64 = row.try_get(0)?;
            let mut summary = IssueSummary {
                id,
                subject: row.try_get(1)?,
                status: row.try_get(2)?,
                slug: row.try_get(3)?,
                languages: Vec::new(),
                created_at: row.try_get(4)?,
                published_at: row.try_get(5)?,
                sent_at: row.try_get(6)?,
                queued: 0,
                sent: 0,
                failed: 0,
                cancelled: 0,
            };
            for lang in Lang::ALL {
                let written = languages.iter().any(|row| {
                    row.try_get::<i64, _>(0).ok() == Some(id)
                        && row.try_get::<String, _>(1).ok().as_deref() == Some(lang.as_str())
                });
                if written {
                    summary.languages.push(lang.as_str().to_owned());
                }
            }
            for count in counts
                .iter()
                .filter(|row| row.try_get::<i64, _>(0).ok() == Some(id))
            {
                let n: i64 = count.try_get(2)?;
                match count.try_get::<String, _>(1)?.as_str() {
                    "queued" => summary.queued = n,
                    "sent" => summary.sent = n,
                    "failed" => summary.failed = n,
                    "cancelled" => summary.cancelled = n,
                    _ => {}
                }
            }
            summaries.push(summary);
        }
        Ok(summaries)
    }

    /// Begins sending draft `id`: it becomes `sending` and public. Only once.
    pub async fn start_sending(&self, id: i64, now: i64) -> Result<DraftOutcome, StoreError> {
        self.change_draft("begin sending an issue", id, async |conn| {
            sqlx::query(
                "UPDATE newsletter_issues SET status = 'sending', published_at = $1, \
                 updated_at = $1 WHERE id = $2 AND status = 'draft'",
            )
            .bind(now)
            .bind(id)
            .execute(conn)
            .await?;
            Ok(())
        })
        .await
    }

    /// Queues the mails of the next `batch` confirmed subscribers of issue `id` (see the
    /// module comment). Several senders may call it at once: each batch is queued once.
    pub async fn queue_issue_batch(
        &self,
        id: i64,
        now: i64,
        batch: i64,
    ) -> Result<QueueStep, StoreError> {
        let lock = self.row_lock();
        self.write("queue an issue's mails", async |conn| {
            let Some(row) = sqlx::query(&format!(
                "SELECT status, queue_cursor, queued_all_at FROM newsletter_issues WHERE id = $1{lock}"
            ))
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?
            else {
                return Ok(QueueStep::Done);
            };
            let status: String = row.try_get(0)?;
            let cursor: i64 = row.try_get(1)?;
            let queued_all_at: Option<i64> = row.try_get(2)?;
            if status != "sending" || queued_all_at.is_some() {
                return Ok(QueueStep::Done);
            }
            let upper: Option<i64> = sqlx::query(
                "SELECT MAX(id) FROM (SELECT id FROM newsletter_subscriptions \
                 WHERE status = 'confirmed' AND id > $1 ORDER BY id LIMIT $2) AS batch",
            )
            .bind(cursor)
            .bind(batch)
            .fetch_one(&mut *conn)
            .await?
            .try_get(0)?;
            let Some(upper) = upper else {
                sqlx::query("UPDATE newsletter_issues SET queued_all_at = $1 WHERE id = $2")
                    .bind(now)
                    .bind(id)
                    .execute(&mut *conn)
                    .await?;
                finish_if_done(conn, id, now).await?;
                return Ok(QueueStep::Done);
            };
            // The payload is `DeferredMail::NewsletterIssue` as serde writes it.
            let queued = sqlx::query(
                "INSERT INTO mail_outbox (kind, recipient, payload, status, attempts, created_at, \
                 next_attempt_at, claimed_until, give_up_at, issue_id, subscriber_id) \
                 SELECT 'newsletter-issue', s.email, \
                 '{\"compose\":\"newsletter-issue\",\"issue_id\":' || CAST($1 AS TEXT) || \
                 ',\"subscriber_id\":' || CAST(s.id AS TEXT) || '}', \
                 'queued', 0, $2, $2, 0, $3, $1, s.id \
                 FROM newsletter_subscriptions s \
                 WHERE s.status = 'confirmed' AND s.id > $4 AND s.id <= $5 \
                 ON CONFLICT DO NOTHING",
            )
            .bind(id)
            .bind(now)
            .bind(now + GIVE_UP_AFTER_SECS)
            .bind(cursor)
            .bind(upper)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            sqlx::query("UPDATE newsletter_issues SET queue_cursor = $1 WHERE id = $2")
                .bind(upper)
                .bind(id)
                .execute(&mut *conn)
                .await?;
            Ok(QueueStep::Queued(queued))
        })
        .await
    }

    /// An issue being sent whose mails are not all queued yet (its sender stopped midway).
    pub(crate) async fn unfinished_queue(&self) -> anyhow::Result<Option<i64>> {
        sqlx::query(
            "SELECT id FROM newsletter_issues WHERE status = 'sending' AND queued_all_at IS NULL \
             ORDER BY id LIMIT 1",
        )
        .fetch_optional(&self.pool)
        .await
        .context("look for an issue half queued")?
        .map(|row| row.try_get(0))
        .transpose()
        .context("read an issue id")
    }

    /// Marks issue `id` sent once none of its mails waits any more.
    pub(crate) async fn finish_issue_if_done(&self, id: i64, now: i64) -> Result<(), StoreError> {
        self.write("finish an issue", async |conn| {
            finish_if_done(conn, id, now).await
        })
        .await
    }

    /// What the mail of issue `id` to a reader of `lang` is composed from: its text in `lang`,
    /// else in French.
    pub(crate) async fn issue_letter(
        &self,
        id: i64,
        lang: &str,
    ) -> anyhow::Result<Option<IssueLetter>> {
        let row = sqlx::query(
            "SELECT i.slug, t.lang, t.subject, t.body FROM newsletter_issues i \
             JOIN newsletter_issue_texts t ON t.issue_id = i.id \
             WHERE i.id = $1 AND t.lang IN ($2, 'fr') \
             ORDER BY CASE WHEN t.lang = $2 THEN 0 ELSE 1 END LIMIT 1",
        )
        .bind(id)
        .bind(lang)
        .fetch_optional(&self.pool)
        .await
        .context("read an issue's text")?;
        row.map(|row| {
            Ok(IssueLetter {
                issue_id: id,
                slug: row.try_get(0)?,
                text: IssueText {
                    lang: row.try_get(1)?,
                    subject: row.try_get(2)?,
                    body: row.try_get(3)?,
                },
            })
        })
        .transpose()
    }

    /// Subscriber `id`'s server refused their address for good: no more mail to them.
    pub(crate) async fn mark_bounced(&self, id: i64, now: i64) -> Result<(), StoreError> {
        self.write_at(
            "mark a subscriber bounced",
            "UPDATE newsletter_subscriptions SET status = 'bounced', bounced_at = $1 \
             WHERE id = $2 AND status = 'confirmed'",
            now,
            id,
        )
        .await
    }
}

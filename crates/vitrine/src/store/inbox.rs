//! The console's inbox: contact messages with their status and note, newest first, filtered
//! by status and language and searched.
//!
//! Search reads one column per message, `search_text`: the name, address, organisation,
//! subject and text, case-folded (Unicode lower case) when the message is stored. A query is
//! folded the same way and found anywhere in it (`instr` on SQLite, `strpos` on PostgreSQL),
//! so "élodie" finds "Élodie", part of an address finds it, and Arabic is matched as written.
//! Measured on 10,000 messages of about 600 characters (BENCHMARKS.md): a full scan answers
//! in a few milliseconds on both databases, far inside the inbox's 100 ms, with none of a
//! full-text index's upkeep (an index would also keep erased words in its own pages).

use anyhow::Context;
use serde::Serialize;
use sqlx::Row;

use super::audit::{self, AuditEntry};
use super::filter::Filter;
use super::{readable_time, ContactMessage, NewContactMessage, Store, StoreError, CONTACT_COLUMNS};

/// Where a message stands in the operator's work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MessageStatus {
    /// Not dealt with yet: the inbox's unread count.
    New,
    Answered,
    Archived,
    Spam,
}

impl MessageStatus {
    pub const ALL: [MessageStatus; 4] = [
        MessageStatus::New,
        MessageStatus::Answered,
        MessageStatus::Archived,
        MessageStatus::Spam,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            MessageStatus::New => "new",
            MessageStatus::Answered => "answered",
            MessageStatus::Archived => "archived",
            MessageStatus::Spam => "spam",
        }
    }

    pub fn from_code(code: &str) -> Option<MessageStatus> {
        MessageStatus::ALL
            .into_iter()
            .find(|status| status.as_str() == code)
    }
}

/// Longest internal note, in characters.
pub const NOTE_MAX_CHARS: usize = 2000;
/// Longest search accepted, in characters (longer than any field worth searching for).
pub const SEARCH_MAX_CHARS: usize = 200;

/// Which messages the inbox shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InboxQuery {
    pub status: Option<MessageStatus>,
    /// `fr`, `en` or `ar`.
    pub lang: Option<&'static str>,
    /// Folded with `fold_search`; empty: no search.
    pub search: String,
}

/// A message as the inbox lists it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct InboxRow {
    pub id: i64,
    pub received_at: i64,
    pub lang: String,
    pub name: String,
    pub email: String,
    pub organisation: String,
    pub subject: String,
    /// The start of the message.
    pub excerpt: String,
    pub status: String,
}

/// The columns of `InboxMessage`, after `CONTACT_COLUMNS`.
pub(crate) const CONSOLE_COLUMNS: &str = "status_changed_at, note";

/// A message whole, as its console page shows it: the stored message, and what the console
/// added to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct InboxMessage {
    #[serde(flatten)]
    #[sqlx(flatten)]
    pub stored: ContactMessage,
    #[serde(with = "readable_time::option")]
    pub status_changed_at: Option<i64>,
    pub note: String,
}

/// How many messages are in each status.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InboxCounts {
    pub new: i64,
    pub answered: i64,
    pub archived: i64,
    pub spam: i64,
}

impl InboxCounts {
    pub fn of(&self, status: MessageStatus) -> i64 {
        match status {
            MessageStatus::New => self.new,
            MessageStatus::Answered => self.answered,
            MessageStatus::Archived => self.archived,
            MessageStatus::Spam => self.spam,
        }
    }

    pub fn total(&self) -> i64 {
        self.new + self.answered + self.archived + self.spam
    }
}

/// Characters of a message the inbox lists.
const EXCERPT_CHARS: i64 = 140;

/// Text as search compares it: Unicode lower case, whitespace collapsed.
pub fn fold_search(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The search text of a message: every field the operator may look for, folded.
pub(crate) fn search_text(message: &NewContactMessage<'_>) -> String {
    fold_search(
        &[
            message.name,
            message.email,
            message.organisation,
            message.subject,
            message.message,
        ]
        .join("\n"),
    )
}

impl Store {
    /// The messages `query` asks for.
    fn inbox_filter(&self, query: &InboxQuery) -> Filter {
        let mut filter = Filter::default();
        if let Some(status) = query.status {
            filter.equals("status", status.as_str());
        }
        if let Some(lang) = query.lang {
            filter.equals("lang", lang);
        }
        if !query.search.is_empty() {
            filter.contains(self.backend, "search_text", &query.search);
        }
        filter
    }

    /// One page of the inbox: `limit` messages of `query` after the first `offset`, newest
    /// first, and how many messages `query` finds in all.
    pub async fn inbox(
        &self,
        query: &InboxQuery,
        limit: i64,
        offset: i64,
    ) -> anyhow::Result<(Vec<InboxRow>, i64)> {
        let columns = format!(
            "id, received_at, lang, name, email, organisation, subject, \
             substr(message, 1, {EXCERPT_CHARS}) AS excerpt, status"
        );
        self.page_of(
            &columns,
            "contact_messages",
            &self.inbox_filter(query),
            "received_at DESC, id DESC",
            limit,
            offset,
        )
        .await
        .context("list the inbox")
    }

    /// How many messages each status holds.
    pub async fn inbox_counts(&self) -> anyhow::Result<InboxCounts> {
        let rows = sqlx::query("SELECT status, COUNT(*) FROM contact_messages GROUP BY status")
            .fetch_all(&self.pool)
            .await
            .context("count messages by status")?;
        let mut counts = InboxCounts::default();
        for row in rows {
            let status: String = row.try_get(0)?;
            let count: i64 = row.try_get(1)?;
            match MessageStatus::from_code(&status) {
                Some(MessageStatus::New) => counts.new = count,
                Some(MessageStatus::Answered) => counts.answered = count,
                Some(MessageStatus::Archived) => counts.archived = count,
                Some(MessageStatus::Spam) => counts.spam = count,
                None => {}
            }
        }
        Ok(counts)
    }

    /// Message `id` whole, if it is stored.
    pub async fn inbox_message(&self, id: i64) -> anyhow::Result<Option<InboxMessage>> {
        self.row_of(
            &format!(
                "SELECT {CONTACT_COLUMNS}, {CONSOLE_COLUMNS} FROM contact_messages WHERE id = $1"
            ),
            id,
            "read a message",
        )
        .await
    }

    /// Every message of `query`, oldest first, for an export.
    pub async fn inbox_export(&self, query: &InboxQuery) -> anyhow::Result<Vec<InboxMessage>> {
        self.all_of(
            &format!("{CONTACT_COLUMNS}, {CONSOLE_COLUMNS}"),
            "contact_messages",
            &self.inbox_filter(query),
            "received_at, id",
        )
        .await
        .context("export the inbox")
    }

    /// Sets message `id`'s status at `now`, with its audit record; the status it had, or
    /// `None` when no such message is stored (nothing written then).
    pub async fn set_message_status(
        &self,
        id: i64,
        status: MessageStatus,
        now: i64,
        entry: &AuditEntry<'_>,
    ) -> Result<Option<String>, StoreError> {
        self.write("change a message's status", async |conn| {
            let Some(row) = sqlx::query("SELECT status FROM contact_messages WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *conn)
                .await?
            else {
                return Ok(None);
            };
            let before: String = row.try_get(0)?;
            if before != status.as_str() {
                sqlx::query(
                    "UPDATE contact_messages SET status = $1, status_changed_at = $2 WHERE id = $3",
                )
                .bind(status.as_str())
                .bind(now)
                .bind(id)
                .execute(&mut *conn)
                .await?;
                audit::insert(conn, entry).await?;
            }
            Ok(Some(before))
        })
        .await
    }

    /// Sets message `id`'s internal note, with its audit record; false when no such message
    /// is stored.
    pub async fn set_message_note(
        &self,
        id: i64,
        note: &str,
        entry: &AuditEntry<'_>,
    ) -> Result<bool, StoreError> {
        self.write("change a message's note", async |conn| {
            let statement = sqlx::query("UPDATE contact_messages SET note = $1 WHERE id = $2")
                .bind(note)
                .bind(id);
            audit::execute_audited(conn, statement, entry).await
        })
        .await
    }

    /// Gives messages stored by an earlier release their search text.
    pub(super) async fn fill_search_texts(&self) -> anyhow::Result<()> {
        let messages: Vec<ContactMessage> = sqlx::query_as(&format!(
            "SELECT {CONTACT_COLUMNS} FROM contact_messages WHERE search_text IS NULL"
        ))
        .fetch_all(&self.pool)
        .await
        .context("list messages without a search text")?;
        for message in messages {
            sqlx::query("UPDATE contact_messages SET search_text = $1 WHERE id = $2")
                .bind(search_text(&message.fields()))
                .bind(message.id)
                .execute(&self.pool)
                .await
                .context("store a message's search text")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_folds_case_and_spaces_in_every_script() {
        assert_eq!(fold_search("  Élodie   MARTIN "), "élodie martin");
        assert_eq!(fold_search("وزارة  التربية"), "وزارة التربية");
        assert_eq!(
            MessageStatus::from_code("answered"),
            Some(MessageStatus::Answered)
        );
        assert_eq!(MessageStatus::from_code("deleted"), None);
    }
}

//! A rollback never meets a schema it cannot read: migrations only add, and a release starts
//! on a database that a newer release has migrated further (the newer one was rolled back).

use sqlx::Connection;
use vitrine::store::{ContactOutcome, NewContactMessage, Store};

use crate::storage::fresh_postgres;
use crate::support::stored_messages;

/// What a migration may do: create tables and indexes, add columns (a `NOT NULL` one with a
/// default, so the previous release's inserts still work), fill rows. Never drop, rename or
/// change what the previous release reads and writes.
fn is_additive(statement: &str) -> bool {
    let words: Vec<String> = statement
        .split_whitespace()
        .map(|word| word.to_ascii_uppercase())
        .collect();
    let starts = |prefix: &[&str]| {
        words.len() >= prefix.len() && words.iter().zip(prefix).all(|(word, want)| word == want)
    };
    let forbidden = ["DROP", "RENAME"];
    if words.iter().any(|word| forbidden.contains(&word.as_str())) {
        return false;
    }
    if starts(&["ALTER", "TABLE"]) {
        let adds_a_column =
            words.get(3).is_some_and(|w| w == "ADD") && words.get(4).is_some_and(|w| w == "COLUMN");
        let not_null = statement.to_ascii_uppercase().contains("NOT NULL");
        return adds_a_column && (!not_null || words.iter().any(|word| word == "DEFAULT"));
    }
    starts(&["CREATE", "TABLE"])
        || starts(&["CREATE", "INDEX"])
        || starts(&["CREATE", "UNIQUE", "INDEX"])
        || starts(&["INSERT", "INTO"])
        || starts(&["UPDATE"])
}

/// The statements of a migration file, comments left out.
fn statements(sql: &str) -> Vec<String> {
    let without_comments: String = sql
        .lines()
        .map(|line| line.split("--").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    without_comments
        .split(';')
        .map(str::trim)
        .filter(|statement| !statement.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_migration_only_adds() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let mut checked = 0;
    for backend in ["sqlite", "postgres"] {
        for entry in std::fs::read_dir(root.join(backend)).expect("migrations") {
            let path = entry.expect("entry").path();
            let sql = std::fs::read_to_string(&path).expect("read");
            for statement in statements(&sql) {
                assert!(
                    is_additive(&statement),
                    "{}: a previous release could not run on this schema:\n{statement}",
                    path.display()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "only {checked} statements found");
}

#[test]
fn the_additive_rule_refuses_what_would_break_a_rollback() {
    for breaking in [
        "DROP TABLE contact_messages",
        "ALTER TABLE contact_messages DROP COLUMN subject",
        "ALTER TABLE contact_messages RENAME COLUMN subject TO topic",
        "ALTER TABLE contact_messages RENAME TO messages",
        "ALTER TABLE contact_messages ALTER COLUMN subject SET NOT NULL",
        "ALTER TABLE contact_messages ADD COLUMN reply_to TEXT NOT NULL",
        "DROP INDEX contact_messages_by_sender",
    ] {
        assert!(!is_additive(breaking), "{breaking}");
    }
    for fine in [
        "ALTER TABLE contact_messages ADD COLUMN reply_to TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE contact_messages ADD COLUMN replied_at BIGINT",
        "CREATE TABLE replies (id BIGINT PRIMARY KEY)",
    ] {
        assert!(is_additive(fine), "{fine}");
    }
}

/// Migrates `url` the way a newer release would (an added column and table, recorded under a
/// version this binary does not know), then opens it with this binary and writes to it.
async fn opens_after_a_newer_release(url: &str) {
    let store = Store::connect(url).await.expect("first open");
    store.close().await;
    let mut conn = sqlx::AnyConnection::connect(url).await.expect("raw open");
    for statement in [
        "ALTER TABLE contact_messages ADD COLUMN replied_at BIGINT",
        "CREATE TABLE replies (id BIGINT PRIMARY KEY, message_id BIGINT NOT NULL)",
    ] {
        sqlx::query(statement)
            .execute(&mut conn)
            .await
            .expect("newer migration");
    }
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES ($1, $2, TRUE, $3, 0)",
    )
    .bind(29_991_231_000_000_i64)
    .bind("replies (a newer release)")
    .bind(vec![7_u8; 48])
    .execute(&mut conn)
    .await
    .expect("record the newer migration");
    conn.close().await.expect("close");

    let store = Store::connect(url)
        .await
        .expect("this release starts on the newer schema");
    let outcome = store
        .record_contact(
            &NewContactMessage {
                name: "Camille",
                email: "camille@example.org",
                organisation: "",
                subject: "",
                message: "Après un retour en arrière.",
                lang: "fr",
                received_at: 1_800_000_000,
                idempotency_key: None,
            },
            None,
        )
        .await
        .expect("a write on the newer schema");
    assert!(matches!(outcome, ContactOutcome::Stored(_)));
    assert_eq!(stored_messages(&store).await.len(), 1);
    store.close().await;
}

#[actix_web::test]
async fn a_release_starts_on_a_schema_a_newer_release_migrated_sqlite() {
    let dir = tempfile::tempdir().expect("temp dir");
    opens_after_a_newer_release(&format!("sqlite://{}/vitrine.db", dir.path().display())).await;
}

#[actix_web::test]
async fn a_release_starts_on_a_schema_a_newer_release_migrated_postgres() {
    if let Some(url) = fresh_postgres().await {
        opens_after_a_newer_release(&url).await;
    }
}

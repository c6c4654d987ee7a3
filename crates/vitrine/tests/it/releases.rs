//! A rollback never meets a schema it cannot read: migrations only add, and a release starts
//! on a database that a newer release has migrated further (the newer one was rolled back).

use sqlx::Connection;
use vitrine::store::{migrations, Backend, ContactOutcome, NewContactMessage, Store};

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
    let mut checked = 0;
    for (name, sql) in migrations::MIGRATIONS {
        for text in [sql.to_string(), migrations::for_postgres(sql)] {
            for statement in statements(&text) {
                assert!(
                    is_additive(&statement),
                    "{name}: a previous release could not run on this schema:\n{statement}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "only {checked} statements found");
}

/// The migrations' folder and the list the binary embeds name the same files.
#[test]
fn every_migration_file_is_embedded() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let mut files: Vec<String> = std::fs::read_dir(root)
        .expect("migrations")
        .filter_map(|entry| {
            let name = entry
                .expect("entry")
                .file_name()
                .into_string()
                .expect("name");
            name.strip_suffix(".sql").map(str::to_owned)
        })
        .collect();
    files.sort();
    let embedded: Vec<&str> = migrations::MIGRATIONS
        .iter()
        .map(|(name, _)| *name)
        .collect();
    assert_eq!(files, embedded);
}

/// What each database runs is what it ran when the migration was released: sqlx refuses to
/// start on a database whose applied migration changed. A new migration records its lines.
#[actix_web::test]
async fn a_released_migration_never_changes() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/released.sha384");
    let released = std::fs::read_to_string(path).expect("released checksums");
    let mut missing = Vec::new();
    for (backend, name) in [(Backend::Sqlite, "sqlite"), (Backend::Postgres, "postgres")] {
        let migrator = migrations::migrator(backend).await.expect("migrator");
        for migration in migrator.iter() {
            let checksum: String = migration
                .checksum
                .iter()
                .map(|byte| format!("{byte:02x}"))
                .collect();
            let key = format!("{name} {} ", migration.version);
            match released.lines().find(|line| line.starts_with(&key)) {
                Some(line) => assert_eq!(
                    line.trim_start_matches(&key),
                    checksum,
                    "{name} migration {} is not the text it was released with",
                    migration.version
                ),
                None => missing.push(format!("{key}{checksum}")),
            }
        }
    }
    assert!(
        missing.is_empty(),
        "record the new migrations in migrations/released.sha384:\n{}",
        missing.join("\n")
    );
}

/// PostgreSQL's text differs from SQLite's only in the row id's spelling.
#[test]
fn postgres_runs_the_same_migrations_with_its_row_ids() {
    let (_, forms) = migrations::MIGRATIONS[0];
    let postgres = migrations::for_postgres(forms);
    assert!(forms.contains("id INTEGER PRIMARY KEY AUTOINCREMENT,"));
    assert!(!postgres.contains("AUTOINCREMENT"));
    assert!(postgres.contains("id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"));
    assert_eq!(
        postgres.lines().count(),
        forms.lines().count(),
        "only words change, never lines"
    );
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

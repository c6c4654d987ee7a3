//! The store, on SQLite and on a real PostgreSQL: the same scenarios run on both.
//!
//! PostgreSQL comes from `VITRINE_TEST_POSTGRES_URL` (set by `scripts/with-postgres.sh`, which
//! `make test-rust` wraps around the test run). Without it the PostgreSQL tests print a note
//! and pass locally, and FAIL under `CI=true`: CI must never skip them silently.

use crate::support::{stored_messages, stored_subscribers, subscribe};
use std::future::Future;
use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::Connection;
use vitrine::store::subscribers::SignupOutcome;
use vitrine::store::{Backend, ContactOutcome, NewContactMessage, Store, RESUBMISSION_WINDOW_SECS};

/// A database URL of a fresh PostgreSQL database, or `None` (with a note) when none is
/// configured outside CI.
pub async fn fresh_postgres() -> Option<String> {
    let Some(admin_url) = std::env::var("VITRINE_TEST_POSTGRES_URL")
        .ok()
        .filter(|u| !u.is_empty())
    else {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("VITRINE_TEST_POSTGRES_URL is not set under CI=true: run the tests through scripts/with-postgres.sh");
        }
        eprintln!("note: VITRINE_TEST_POSTGRES_URL not set, PostgreSQL storage test not run (make test-rust runs it)");
        return None;
    };
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let name = format!(
        "vitrine_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut admin = sqlx::PgConnection::connect(&admin_url)
        .await
        .expect("connect to the test PostgreSQL");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("create database");
    admin.close().await.expect("close");
    let mut url = url::Url::parse(&admin_url).expect("postgres url");
    url.set_path(&name);
    Some(url.to_string())
}

/// Runs `scenario` on a fresh SQLite file and on a fresh PostgreSQL database.
async fn on_both<F, Fut>(scenario: F)
where
    F: Fn(Store) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = tempfile::tempdir().expect("temp dir");
    let sqlite_url = format!("sqlite://{}/nested/vitrine.db", dir.path().display());
    let sqlite = Store::connect(&sqlite_url).await.expect("sqlite store");
    assert_eq!(sqlite.backend(), Backend::Sqlite);
    scenario(sqlite.clone()).await;
    sqlite.close().await;
    if let Some(url) = fresh_postgres().await {
        let postgres = Store::connect(&url).await.expect("postgres store");
        assert_eq!(postgres.backend(), Backend::Postgres);
        scenario(postgres.clone()).await;
        postgres.close().await;
    }
}

/// When the sign-ups of these tests are made.
const SIGNED_UP_AT: i64 = 1_790_000_000;

fn message<'a>(
    email: &'a str,
    text: &'a str,
    at: i64,
    key: Option<&'a str>,
) -> NewContactMessage<'a> {
    NewContactMessage {
        name: "Amina Benali",
        email,
        organisation: "Ministère de l'exemple",
        subject: "",
        message: text,
        lang: "ar",
        received_at: at,
        idempotency_key: key,
    }
}

/// Signs each address up in turn, checking what applying it did (the address names a failing
/// case): a known address gets no second mail within the hour.
async fn subscribe_each(store: &Store, cases: &[(&str, SignupOutcome)]) {
    for (email, outcome) in cases {
        assert_eq!(
            subscribe(store, email, "fr", SIGNED_UP_AT).await,
            *outcome,
            "{email}"
        );
    }
}

/// Records a contact message from `email` with `text`, received at `at`.
async fn record(
    store: &Store,
    email: &str,
    text: &str,
    at: i64,
    key: Option<&str>,
) -> ContactOutcome {
    store
        .record_contact(&message(email, text, at, key), None)
        .await
        .expect("record")
}

/// Opens `url`, stores one subscriber, closes, opens again: the subscriber is there.
async fn data_survives_a_reopen(url: &str) {
    let store = Store::connect(url)
        .await
        .expect("first open creates the folder and the file");
    subscribe(&store, "kept@example.org", "fr", SIGNED_UP_AT).await;
    store.close().await;
    let reopened = Store::connect(url).await.expect("second open");
    assert_eq!(stored_subscribers(&reopened).await.len(), 1, "{url}");
    reopened.close().await;
}

#[actix_web::test]
async fn a_fresh_database_can_take_writes_on_both_databases() {
    on_both(|store| async move {
        assert!(
            !store.writable(0).await.expect("writable"),
            "no low-space warning"
        );
    })
    .await;
}

#[actix_web::test]
async fn contact_messages_are_stored_once_on_both_databases() {
    on_both(|store| async move {
        let t = 1_790_000_000;
        let text = "نرغب في أتمتة معالجة الملفات الإدارية 📄 — et en français aussi.";
        let first = record(&store, "amina@example.org", text, t, Some("key-1")).await;
        let ContactOutcome::Stored(id) = first else {
            panic!("stored expected, got {first:?}")
        };
        // A retry with the key, even later, is recognised.
        let retry = record(&store, "amina@example.org", text, t + 5000, Some("key-1"));
        assert_eq!(retry.await, ContactOutcome::Retry);
        // The key with another message is refused, not taken for a retry: nothing stored.
        let reused = record(
            &store,
            "amina@example.org",
            "edited text",
            t + 5000,
            Some("key-1"),
        );
        assert_eq!(reused.await, ContactOutcome::KeyReused);
        // The same text from the same (case-folded) address within the window: a resubmission.
        let window_end = t + RESUBMISSION_WINDOW_SECS;
        let again = record(&store, "AMINA@example.org", text, window_end, None).await;
        assert_eq!(again, ContactOutcome::Resubmission, "case-folded address");
        let new_key = record(&store, "amina@example.org", text, t + 60, Some("key-2")).await;
        assert_eq!(new_key, ContactOutcome::Resubmission, "another key");
        // After the window, the same text is a new message.
        let later = record(&store, "amina@example.org", text, window_end + 1, None).await;
        assert!(matches!(later, ContactOutcome::Stored(_)), "{later:?}");
        // Another text at once is a new message too.
        let other = "Une autre demande.";
        let other = record(&store, "amina@example.org", other, t + 1, None).await;
        assert!(matches!(other, ContactOutcome::Stored(_)), "{other:?}");

        let all = stored_messages(&store).await;
        assert_eq!(all.len(), 3);
        assert_eq!(all[0].id, id);
        assert_eq!(all[0].message, text, "Unicode kept byte for byte");
        assert_eq!(all[0].name, "Amina Benali");
        assert_eq!(all[0].organisation, "Ministère de l'exemple");
        assert_eq!(all[0].lang, "ar");
        assert_eq!(store.messages_since(t + 2).await.expect("since").len(), 1);
    })
    .await;
}

#[actix_web::test]
async fn concurrent_identical_posts_are_stored_once_on_both_databases() {
    on_both(|store| async move {
        let tasks: Vec<_> = (0..8)
            .map(|_| {
                let store = store.clone();
                tokio::spawn(async move {
                    store
                        .record_contact(
                            &message(
                                "race@example.org",
                                "Le même message, envoyé deux fois.",
                                1_790_000_000,
                                Some("same-key"),
                            ),
                            None,
                        )
                        .await
                        .expect("record")
                })
            })
            .collect();
        let stored = crate::support::count_outcomes(tasks, |outcome| {
            matches!(outcome, ContactOutcome::Stored(_))
        })
        .await;
        assert_eq!(stored, 1);
        assert_eq!(stored_messages(&store).await.len(), 1);
    })
    .await;
}

#[actix_web::test]
async fn migrations_apply_once_and_data_survives_a_reopen() {
    let dir = tempfile::tempdir().expect("temp dir");
    data_survives_a_reopen(&format!(
        "sqlite://{}/data/vitrine.db",
        dir.path().display()
    ))
    .await;
    assert!(dir.path().join("data/vitrine.db").is_file());
    if let Some(url) = fresh_postgres().await {
        data_survives_a_reopen(&url).await;
    }
}

#[actix_web::test]
async fn a_database_migrated_before_the_first_migration_was_reworded_still_opens() {
    // The SHA-384 of the first SQLite migration as databases created before its opening
    // comment changed recorded it.
    const EARLIER: &str = "755ae2a232bf380ed618fded6a5ad117aaff54938a340fa933ba50386e53e33f578c853db9f6e8687de5f2c000d87f11";
    let earlier: Vec<u8> = (0..EARLIER.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&EARLIER[at..at + 2], 16).expect("hex"))
        .collect();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("data/vitrine.db");
    let (url, store) = crate::support::sqlite_store(&path).await;
    subscribe(&store, "kept@example.org", "fr", SIGNED_UP_AT).await;
    store.close().await;
    let mut conn = sqlx::SqliteConnection::connect(&url)
        .await
        .expect("raw open");
    sqlx::query("UPDATE _sqlx_migrations SET checksum = ? WHERE version = 20261122000001")
        .bind(&earlier)
        .execute(&mut conn)
        .await
        .expect("record the earlier wording");
    conn.close().await.expect("close");

    let reopened = Store::connect(&url)
        .await
        .expect("a database with the earlier wording opens");
    assert_eq!(stored_subscribers(&reopened).await.len(), 1);
    reopened.close().await;

    // Any other checksum is still refused: only that exact wording is accepted.
    let mut conn = sqlx::SqliteConnection::connect(&url)
        .await
        .expect("raw open");
    sqlx::query("UPDATE _sqlx_migrations SET checksum = ? WHERE version = 20261122000001")
        .bind(vec![0_u8; 48])
        .execute(&mut conn)
        .await
        .expect("record another checksum");
    conn.close().await.expect("close");
    assert!(Store::connect(&url).await.is_err());
}

#[actix_web::test]
async fn sqlite_database_is_in_wal_mode() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("vitrine.db");
    let store = Store::connect(&format!("sqlite://{}", path.display()))
        .await
        .expect("open");
    store.writable(0).await.expect("writable");
    let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .expect("raw");
    let mode: (String,) = sqlx::query_as("PRAGMA journal_mode")
        .fetch_one(&mut conn)
        .await
        .expect("pragma");
    assert_eq!(mode.0, "wal");
    conn.close().await.expect("close");
    store.close().await;
}

#[actix_web::test]
async fn a_bad_database_url_is_a_clear_error() {
    let error = Store::connect("mysql://db/vitrine")
        .await
        .err()
        .expect("refused");
    assert!(
        error.to_string().contains("sqlite: or postgres://"),
        "{error}"
    );
}

#[actix_web::test]
async fn one_address_in_any_case_or_spelling_is_one_subscriber_on_both_databases() {
    on_both(|store| async move {
        subscribe_each(
            &store,
            &[
                // Case is folded, Unicode included.
                ("Amina@Example.org", SignupOutcome::ConfirmationQueued),
                ("amina@example.ORG", SignupOutcome::MailLimitReached),
                ("ÉLODIE@exemple.fr", SignupOutcome::ConfirmationQueued),
                ("élodie@exemple.fr", SignupOutcome::MailLimitReached),
                // Needless quotes and the two spellings of a domain are one address.
                ("name@example.org", SignupOutcome::ConfirmationQueued),
                ("\"name\"@example.org", SignupOutcome::MailLimitReached),
                ("\"NAME\"@EXAMPLE.org", SignupOutcome::MailLimitReached),
                ("user@exämple.org", SignupOutcome::ConfirmationQueued),
                ("user@xn--exmple-cua.org", SignupOutcome::MailLimitReached),
                ("User@EXÄMPLE.ORG", SignupOutcome::MailLimitReached),
                // Quotes that are needed keep the address distinct.
                ("\"na me\"@example.org", SignupOutcome::ConfirmationQueued),
            ],
        )
        .await;
        let all = stored_subscribers(&store).await;
        assert_eq!(
            all.iter().map(|s| s.email.as_str()).collect::<Vec<_>>(),
            [
                "Amina@Example.org",
                "ÉLODIE@exemple.fr",
                "name@example.org",
                "user@exämple.org",
                "\"na me\"@example.org"
            ]
        );
        assert_eq!(all[0].consent.wording_version, "newsletter-consent/test");
        assert_eq!(all[0].consent.requested_at, SIGNED_UP_AT);
        assert!(store
            .subscriber_records(SIGNED_UP_AT + 1, None)
            .await
            .expect("since")
            .is_empty());
    })
    .await;
}

#[actix_web::test]
async fn a_signup_not_applied_yet_is_listed_as_requested_on_both_databases() {
    on_both(|store| async move {
        store
            .request_subscription(&vitrine::store::subscribers::SignupRequest {
                email: "waiting@example.org",
                lang: "ar",
                page: "/about",
                consent_version: "newsletter-consent/ar/1",
                now: SIGNED_UP_AT,
            })
            .await
            .expect("request");
        let listed = store
            .subscriber_records(i64::MIN, None)
            .await
            .expect("records");
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].email, "waiting@example.org");
        assert_eq!(listed[0].status, "requested");
        assert_eq!(listed[0].consent.lang, "ar");
        assert_eq!(listed[0].consent.page, "/about");
        assert_eq!(listed[0].consent.requested_at, SIGNED_UP_AT);
        assert!(store
            .subscriber_records(i64::MIN, Some("confirmed"))
            .await
            .expect("records")
            .is_empty());
        // Applied, it is a pending subscriber, listed once.
        assert_eq!(
            stored_subscribers(&store)
                .await
                .iter()
                .map(|s| s.status.as_str())
                .collect::<Vec<_>>(),
            ["pending"]
        );
    })
    .await;
}

#[actix_web::test]
async fn the_resubmission_window_compares_canonical_addresses_on_both_databases() {
    on_both(|store| async move {
        let text = "Une demande, envoyée deux fois sous deux orthographes.";
        let first = record(
            &store,
            "amina@université.example",
            text,
            1_790_000_000,
            None,
        )
        .await;
        assert!(matches!(first, ContactOutcome::Stored(_)));
        let punycode = "\"Amina\"@xn--universit-j4a.example";
        let again = record(&store, punycode, text, 1_790_000_060, None).await;
        assert_eq!(again, ContactOutcome::Resubmission);
        assert_eq!(stored_messages(&store).await.len(), 1);
    })
    .await;
}

#[actix_web::test]
async fn rows_stored_before_canonical_addresses_are_filled_in_at_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("vitrine.db");
    let (url, store) = crate::support::sqlite_store(&path).await;
    store.close().await;
    // Rows as an earlier version stored them: no canonical address, and two spellings of one
    // address as two subscribers.
    {
        let mut conn = sqlx::SqliteConnection::connect(&url).await.expect("raw");
        for (email, folded) in [
            ("\"Old\"@example.org", "\"old\"@example.org"),
            ("old@example.org", "old@example.org"),
            ("user@exämple.org", "user@exämple.org"),
        ] {
            sqlx::query(
                "INSERT INTO newsletter_subscriptions (email, email_folded, lang, consented_at, consent_version) \
                 VALUES ($1, $2, 'fr', 1, 'v')",
            )
            .bind(email)
            .bind(folded)
            .execute(&mut conn)
            .await
            .expect("old row");
        }
        sqlx::query(
            "INSERT INTO contact_messages (name, email, email_folded, message, lang, received_at) \
             VALUES ('A', '\"Old\"@Example.org', '\"old\"@example.org', 'Un ancien message.', 'fr', $1)",
        )
        .bind(time::OffsetDateTime::now_utc().unix_timestamp())
        .execute(&mut conn)
        .await
        .expect("old message");
        conn.close().await.expect("close");
    }
    let store = Store::connect(&url).await.expect("reopen fills in");
    let mut conn = sqlx::SqliteConnection::connect(&url).await.expect("raw");
    let canonical: Vec<(String, Option<String>)> =
        sqlx::query_as("SELECT email, email_canonical FROM newsletter_subscriptions ORDER BY id")
            .fetch_all(&mut conn)
            .await
            .expect("read");
    assert_eq!(
        canonical,
        vec![
            ("\"Old\"@example.org".into(), Some("old@example.org".into())),
            // The later duplicate stays, without a canonical address: nothing is deleted.
            ("old@example.org".into(), None),
            (
                "user@exämple.org".into(),
                Some("user@xn--exmple-cua.org".into())
            ),
        ]
    );
    // New sign-ups meet the filled-in rows.
    assert_eq!(
        subscribe(&store, "user@xn--exmple-cua.org", "fr", SIGNED_UP_AT).await,
        SignupOutcome::ConfirmationQueued,
        "the pending row is met (a second row would break the unique canonical address)"
    );
    assert_eq!(
        stored_subscribers(&store).await.len(),
        3,
        "no new subscriber for a filled-in address"
    );
    // And the resubmission window sees the old message.
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    assert_eq!(
        record(&store, "old@example.org", "Un ancien message.", now, None).await,
        ContactOutcome::Resubmission
    );
    conn.close().await.expect("close");
    store.close().await;
}

#[actix_web::test]
async fn shared_rate_limit_counts_slide_and_refuse_without_counting_on_both_databases() {
    use std::time::Duration;
    on_both(|store| async move {
        let window = Duration::from_secs(600);
        let count = |form: &'static str, address: &'static str, at: i64| {
            let store = store.clone();
            async move {
                store
                    .count_post(form, address, 3, window, at)
                    .await
                    .expect("count")
            }
        };
        // A window starts at 1_790_000_400 (a multiple of 600).
        let start = 1_790_000_400;
        for i in 0..3 {
            assert_eq!(
                count("contact", "203.0.113.5", start + i).await,
                Ok(start),
                "post {i}"
            );
        }
        let refused = count("contact", "203.0.113.5", start + 10).await;
        // Three posts in this window: the next fits only in the next window, once the
        // previous window's weight leaves room for one post: 3 × (600 − t) / 600 + 1 ≤ 3
        // at t = 200 into it, so 600 − 10 + 200 seconds.
        assert_eq!(refused, Err(Duration::from_secs(790)));
        // Another address and another form have their own counts.
        assert_eq!(count("contact", "203.0.113.6", start + 10).await, Ok(start));
        assert_eq!(
            count("newsletter", "203.0.113.5", start + 10).await,
            Ok(start)
        );
        // Refusals were not counted: exactly when announced, a post fits again.
        let announced = start + 600 + 200;
        assert!(count("contact", "203.0.113.5", announced - 1)
            .await
            .is_err());
        assert!(count("contact", "203.0.113.5", announced).await.is_ok());
        // Two windows later the count has been swept: a full allowance.
        let much_later = start + 3 * 600;
        for i in 0..3 {
            let answer = count("contact", "203.0.113.5", much_later + i).await;
            assert!(answer.is_ok(), "post {i} two windows later");
        }
    })
    .await;
}

#[actix_web::test]
async fn resetting_an_operator_keeps_the_password_unless_given_a_new_one_on_both_databases() {
    use vitrine::store::audit::{AuditAction, AuditEntry};
    on_both(|store| async move {
        let entry = |action| AuditEntry {
            at: 1_800_000_000,
            operator: "",
            ip: "",
            action,
            detail: serde_json::json!({}),
        };
        let added = entry(AuditAction::OperatorAdded);
        store
            .add_operator("Owner@Example.com", "first-hash", "SECRET1", 1, &added)
            .await
            .expect("add")
            .expect("added");
        let reset = entry(AuditAction::OperatorReset);
        let hash = async || {
            let operator = store.operator_by_email("owner@example.com").await;
            let operator = operator.expect("read").expect("there");
            (operator.password_hash, operator.totp_secret)
        };
        assert!(store
            .reset_operator("owner@example.com", "SECRET2", None, 2, &reset)
            .await
            .expect("reset"));
        assert_eq!(hash().await, ("first-hash".into(), "SECRET2".into()));
        assert!(store
            .reset_operator(
                "OWNER@example.com",
                "SECRET3",
                Some("second-hash"),
                3,
                &reset
            )
            .await
            .expect("reset"));
        assert_eq!(hash().await, ("second-hash".into(), "SECRET3".into()));
        // Nobody by that address: nothing changes, false.
        assert!(!store
            .reset_operator("nobody@example.com", "SECRET4", None, 4, &reset)
            .await
            .expect("reset"));
        assert_eq!(hash().await, ("second-hash".into(), "SECRET3".into()));
    })
    .await;
}

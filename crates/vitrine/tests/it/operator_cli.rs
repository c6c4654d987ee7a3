//! The operator's command line, on the real binary: `messages` and `subscribers` list/export
//! as CSV (formula cells neutralised) or JSON with `--since`, and `backup` while the site runs.

use std::process::Output;

use vitrine::store::{NewContactMessage, Store};

use crate::support::{output_with_stdin, shipped_config, succeeded, vitrine_command};

fn vitrine(database_url: &str, args: &[&str]) -> Output {
    vitrine_command(&shipped_config(), database_url)
        .args(args)
        .output()
        .expect("the vitrine binary runs")
}

/// A database with two messages (one full of formula-looking cells) and two subscribers.
async fn seeded() -> (tempfile::TempDir, String, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/vitrine.db", dir.path().display());
    let store = Store::connect(&url).await.expect("store");
    let old = 1_767_225_600; // 2026-01-01T00:00:00Z
    let new = 1_793_491_200; // 2026-11-01T00:00:00Z
    let messages = [
        (
            "Amina Benali",
            "amina@example.org",
            "Université d'exemple",
            "Guide : automatiser les circuits de validation",
            "Bonjour,\nnous aimerions un devis.",
            old,
        ),
        (
            "=HYPERLINK(\"http://evil\")",
            "+1@example.org",
            "@SUM(A1)",
            "=1+1",
            "-2+3 est un calcul; la suite est normale.",
            new,
        ),
    ];
    for (name, email, organisation, subject, message, at) in messages {
        let record = NewContactMessage {
            name,
            email,
            organisation,
            subject,
            message,
            lang: "fr",
            received_at: at,
            idempotency_key: None,
        };
        store.record_contact(&record, None).await.expect("message");
    }
    for (email, at) in [
        ("lecteur@example.org", old),
        ("=cmd|'/c calc'!A1@example.org", new),
    ] {
        crate::support::subscribe(&store, email, "en", at).await;
    }
    (dir, url, store)
}

#[actix_web::test]
async fn messages_export_as_csv_neutralises_formula_cells() {
    let (_dir, url, _store) = seeded().await;
    let csv = succeeded(&vitrine(&url, &["messages", "export", "--format", "csv"]));
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let headers: Vec<&str> = reader.headers().expect("header").iter().collect();
    let expected = "id,received_at,lang,name,email,organisation,subject,message,status";
    assert_eq!(headers, expected.split(',').collect::<Vec<_>>());
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(&rows[0][1], "2026-01-01T00:00:00Z");
    assert_eq!(
        &rows[0][6], "Guide : automatiser les circuits de validation",
        "export has the subject a resource link filled in"
    );
    assert_eq!(
        &rows[0][7], "Bonjour,\nnous aimerions un devis.",
        "export keeps the whole message"
    );
    assert_eq!(&rows[1][3], "'=HYPERLINK(\"http://evil\")");
    assert_eq!(&rows[1][4], "'+1@example.org");
    assert_eq!(&rows[1][5], "'@SUM(A1)");
    assert_eq!(&rows[1][6], "'=1+1");
    assert_eq!(&rows[1][7], "'-2+3 est un calcul; la suite est normale.");
}

#[actix_web::test]
async fn messages_export_as_json_and_since_filters() {
    let (_dir, url, _store) = seeded().await;
    let json: serde_json::Value = serde_json::from_str(&succeeded(&vitrine(
        &url,
        &["messages", "export", "--format", "json"],
    )))
    .expect("json");
    let rows = json.as_array().expect("array");
    assert_eq!(rows.len(), 2);
    // JSON is data, not a spreadsheet: no neutralising prefix.
    assert_eq!(rows[1]["name"], "=HYPERLINK(\"http://evil\")");
    assert_eq!(rows[0]["email"], "amina@example.org");
    // Each message's status in the console.
    assert_eq!(rows[0]["status"], "new");
    assert_eq!(
        rows[0]["subject"],
        "Guide : automatiser les circuits de validation"
    );

    let since = succeeded(&vitrine(
        &url,
        &[
            "messages",
            "export",
            "--format",
            "json",
            "--since",
            "2026-06-01",
        ],
    ));
    let since: serde_json::Value = serde_json::from_str(&since).expect("json");
    assert_eq!(since.as_array().map(Vec::len), Some(1));
    let none = succeeded(&vitrine(
        &url,
        &["messages", "export", "--since", "2027-01-01T00:00:00Z"],
    ));
    assert_eq!(
        none,
        "id,received_at,lang,name,email,organisation,subject,message,status\n"
    );
    let bad = vitrine(&url, &["messages", "export", "--since", "last week"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--since"));
}

#[actix_web::test]
async fn messages_list_writes_whole_records_to_standard_output() {
    let (_dir, url, _store) = seeded().await;
    let csv = succeeded(&vitrine(&url, &["messages", "list"]));
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("row")).collect();
    assert_eq!(&rows[0][7], "Bonjour,\nnous aimerions un devis.");
    let json = succeeded(&vitrine(&url, &["messages", "list", "--format", "json"]));
    let json: serde_json::Value = serde_json::from_str(&json).expect("json");
    assert_eq!(
        json[1]["message"],
        "-2+3 est un calcul; la suite est normale."
    );
}

#[actix_web::test]
async fn subscribers_export_and_list_in_csv_and_json() {
    let (dir, url, store) = seeded().await;
    let csv = succeeded(&vitrine(&url, &["subscribers", "list", "--format", "csv"]));
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("id,email,status,requested_at,lang,page,wording_version,confirmation_mails,confirmed_at,unsubscribed_at,unsubscribe_method")
    );
    assert!(lines
        .next()
        .is_some_and(|l| l.contains(",lecteur@example.org,pending,")));
    assert!(
        lines
            .next()
            .is_some_and(|l| l.contains(",'=cmd|'/c calc'!A1@example.org,pending,")),
        "{csv}"
    );
    // Export gives the addresses that may be mailed: none is confirmed yet.
    let export = succeeded(&vitrine(
        &url,
        &["subscribers", "export", "--format", "json"],
    ));
    assert_eq!(export.trim(), "[]");
    let out = dir.path().join("subscribers.json");
    let output = vitrine(
        &url,
        &[
            "subscribers",
            "export",
            "--status",
            "pending",
            "--format",
            "json",
            "--since",
            "2026-06-01",
            "--output",
            out.to_str().expect("path"),
        ],
    );
    assert!(output.status.success());
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).expect("file")).expect("json");
    assert_eq!(json.as_array().map(Vec::len), Some(1));
    assert_eq!(json[0]["status"], "pending");
    assert_eq!(json[0]["consent"]["requested_at"], "2026-11-01T00:00:00Z");
    assert_eq!(
        json[0]["consent"]["wording_version"],
        "newsletter-consent/test"
    );
    drop(store);
}

#[actix_web::test]
async fn mail_list_shows_the_outbox_and_retry_requeues_a_failed_mail() {
    let (_dir, url, store) = seeded().await;
    let config = vitrine::config::Config::for_tests();
    for n in 0..2 {
        let message = NewContactMessage {
            name: "Amina",
            email: "amina@example.org",
            organisation: "",
            subject: "",
            message: if n == 0 {
                "Une première demande."
            } else {
                "Une seconde demande."
            },
            lang: "fr",
            received_at: 1_800_000_000 + n,
            idempotency_key: None,
        };
        store
            .record_contact(&message, Some(&config.notify_address()))
            .await
            .expect("message and its notice");
    }
    // The seeded sign-ups queued their confirmation mails first.
    let outbox: Vec<_> = store
        .outbox(None)
        .await
        .expect("outbox")
        .into_iter()
        .filter(|mail| mail.kind == "operator-notice")
        .collect();
    store
        .give_up_mail(outbox[1].id, "permanent: 550 mailbox unavailable")
        .await
        .expect("fail");
    let listed = succeeded(&vitrine(&url, &["mail", "list", "--format", "json"]));
    let json: serde_json::Value = serde_json::from_str(&listed).expect("json");
    let notices: Vec<&serde_json::Value> = json
        .as_array()
        .expect("rows")
        .iter()
        .filter(|row| row["kind"] == "operator-notice")
        .collect();
    assert_eq!(notices[0]["status"], "queued");
    assert_eq!(notices[1]["status"], "failed");
    assert_eq!(
        notices[1]["last_error"],
        "permanent: 550 mailbox unavailable"
    );
    let id = outbox[1].id.to_string();
    assert!(vitrine(&url, &["mail", "retry", &id]).status.success());
    assert_eq!(
        store.outbox(Some("failed")).await.expect("failed").len(),
        0,
        "queued again"
    );
    assert!(!vitrine(&url, &["mail", "retry", "999"]).status.success());
}

#[test]
fn commands_refuse_to_create_a_missing_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/absent.db", dir.path().display());
    for args in [
        &["messages", "list"][..],
        &["subscribers", "export"],
        &["backup", "copy.db"],
    ] {
        let output = vitrine(&url, args);
        assert!(!output.status.success(), "{args:?}");
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("no database at"),
            "{args:?}"
        );
    }
    assert!(!dir.path().join("absent.db").exists());
}

#[actix_web::test]
async fn backup_writes_a_consistent_copy_while_the_database_is_in_use() {
    let (dir, url, store) = seeded().await;
    // The "site" keeps its pool open and writes while the backup runs.
    let writer = {
        let store = store.clone();
        tokio::spawn(async move {
            for i in 0..50 {
                let email = format!("w{i}@example.org");
                crate::support::subscribe(&store, &email, "fr", 1_793_500_000 + i).await;
            }
        })
    };
    let target = dir.path().join("backup.db");
    let (backup_url, backup_target) = (url.clone(), target.clone());
    let output = tokio::task::spawn_blocking(move || {
        vitrine(
            &backup_url,
            &["backup", backup_target.to_str().expect("path")],
        )
    })
    .await
    .expect("backup command");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    writer.await.expect("writer");

    let copy = Store::connect(&format!("sqlite://{}", target.display()))
        .await
        .expect("backup opens");
    assert_eq!(
        copy.messages_since(i64::MIN).await.expect("messages").len(),
        2
    );
    let subscribers = copy
        .subscriber_records(i64::MIN, None)
        .await
        .expect("subscribers")
        .len();
    assert!((2..=52).contains(&subscribers), "{subscribers}");
    copy.close().await;

    // Never overwrites an existing file.
    let again = vitrine(&url, &["backup", target.to_str().expect("path")]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
}

fn vitrine_with_stdin(database_url: &str, args: &[&str], input: &str) -> Output {
    let mut command = vitrine_command(&shipped_config(), database_url);
    command.args(args);
    output_with_stdin(command, input)
}

#[actix_web::test]
async fn operators_are_added_with_a_strong_password_and_get_an_otpauth_uri() {
    let (_dir, url, store) = seeded().await;
    // Weak or short passwords are refused with the reason.
    for (password, reason) in [
        ("short", "shorter than 12"),
        ("passwordpassword", "too easy to guess"),
    ] {
        let refused = vitrine_with_stdin(
            &url,
            &["operators", "add", "owner@example.com"],
            &format!("{password}\n"),
        );
        assert!(!refused.status.success());
        let stderr = String::from_utf8_lossy(&refused.stderr);
        assert!(stderr.contains(reason), "{stderr}");
    }
    // 128 characters and more are accepted.
    let long = "quartz-meadow-lantern-".repeat(7);
    assert!(long.len() >= 128);
    let added = vitrine_with_stdin(
        &url,
        &["operators", "add", "owner@example.com"],
        &format!("{long}\n"),
    );
    let uri = succeeded(&added);
    assert!(uri.starts_with("otpauth://totp/"), "{uri}");
    assert!(uri.contains("secret="), "{uri}");
    let operator = store
        .operator_by_email("owner@example.com")
        .await
        .expect("read")
        .expect("added");
    assert!(operator
        .password_hash
        .starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
    assert!(vitrine::credentials::verify_password(
        &long,
        &operator.password_hash
    ));
    assert!(uri.contains(&format!("secret={}", operator.totp_secret)));
    let again = vitrine_with_stdin(
        &url,
        &["operators", "add", "owner@example.com"],
        &format!("{long}\n"),
    );
    assert!(!again.status.success());
    let list = succeeded(&vitrine(&url, &["operators", "list", "--format", "json"]));
    assert!(list.contains("owner@example.com"), "{list}");
    let reset = succeeded(&vitrine(&url, &["operators", "reset", "owner@example.com"]));
    assert!(reset.starts_with("otpauth://totp/"));
    assert!(!reset.contains(&operator.totp_secret), "a new secret");
    succeeded(&vitrine(
        &url,
        &["operators", "remove", "owner@example.com"],
    ));
    assert!(store
        .operator_by_email("owner@example.com")
        .await
        .expect("read")
        .is_none());
    let audit: serde_json::Value = serde_json::from_str(&succeeded(&vitrine(
        &url,
        &["audit", "list", "--format", "json"],
    )))
    .expect("json");
    let actions: Vec<&str> = audit
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|record| record["action"].as_str())
        .collect();
    assert_eq!(
        actions,
        vec!["operator-added", "operator-reset", "operator-removed"]
    );
}

#[actix_web::test]
async fn people_export_and_erase_from_the_command_line() {
    let (_dir, url, store) = seeded().await;
    let export: serde_json::Value = serde_json::from_str(&succeeded(&vitrine(
        &url,
        &["people", "export", "Amina@Example.org"],
    )))
    .expect("json");
    assert_eq!(export["messages"].as_array().map(Vec::len), Some(1));
    let erased = vitrine(&url, &["people", "erase", "amina@example.org", "--yes"]);
    assert!(
        erased.status.success(),
        "{}",
        String::from_utf8_lossy(&erased.stderr)
    );
    assert!(String::from_utf8_lossy(&erased.stderr).contains("erased 1 message(s)"));
    assert!(store
        .person("amina@example.org")
        .await
        .expect("person")
        .is_empty());
    let audit = succeeded(&vitrine(&url, &["audit", "list", "--format", "json"]));
    assert!(audit.contains("\"erase\""), "{audit}");
    assert!(!audit.contains("amina"), "{audit}");
}

//! The console's newsletter pages: an operator writes an issue in French and Arabic, previews
//! it, sends a test, then sends it after a confirmation that says how many will receive it,
//! and follows its progress; refusals keep what was typed; sign-in and CSRF guard every page.

use crate::console::{
    assert_forged_posts_refused, assert_sends_to_sign_in, audit_actions, console_on, Browser,
};
use crate::support::*;
use actix_web::http::StatusCode;

const FR_SUBJECT: &str = "La lettre de novembre";
const FR_BODY: &str = "Bonjour,\n\nCe mois-ci : **trois projets**.\n";
const AR_SUBJECT: &str = "نشرة نوفمبر";
const AR_BODY: &str = "مرحبًا،\n\nفي هذا الشهر: **ثلاثة مشاريع**.\n";

/// A console site on a database file with subscribers: three confirmed (fr, en, ar), one
/// pending, one unsubscribed; the app, its directory and the operator's TOTP secret.
async fn newsletter_site() -> (TestApp<impl Site>, tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let url = format!("sqlite://{}/vitrine.db", dir.path().display());
    let rows: Vec<(String, &str, &str)> = vec![
        ("lectrice@example.org".into(), "fr", "confirmed"),
        ("reader@example.org".into(), "en", "confirmed"),
        ("qari@example.org".into(), "ar", "confirmed"),
        ("attente@example.org".into(), "fr", "pending"),
        ("parti@example.org".into(), "en", "unsubscribed"),
    ];
    let (app, secret) = console_on(&url, &rows).await;
    (app, dir, secret)
}

/// The fields of an issue's form: its text in `lang`.
fn issue_form(lang: &str, subject: &str, body: &str) -> String {
    format!("in={lang}&subject={}&body={}", enc(subject), enc(body))
}

/// Asserts that `refused` is a 422 whose `error` says `problem`, the form's `field` still
/// holding what was typed.
#[track_caller]
fn assert_refused_keeping(
    refused: &Answer,
    [error, problem]: [&str; 2],
    [field, typed]: [&str; 2],
) {
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let said = refused.texts(error).join(" ");
    assert!(said.contains(problem), "{said}: {}", refused.body);
    assert_eq!(refused.attr(field, "value").as_deref(), Some(typed));
}

/// How many issues the store holds.
async fn issue_count(store: &vitrine::store::Store) -> usize {
    store.issue_summaries().await.expect("issues").len()
}

/// The issue id a 303 to `/console/newsletter/{id}?…` names.
fn issue_of(answer: &Answer) -> i64 {
    let location = answer.header("location").expect("location");
    location
        .trim_start_matches("/console/newsletter/")
        .split('?')
        .next()
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("no issue in {location}"))
}

async fn write_send_and_follow(lang: &str) {
    let (app, _dir, secret) = newsletter_site().await;
    let mut browser = Browser::signed_in(&app, &secret).await;
    let list = format!("/console/newsletter?lang={lang}");
    assert_status(&browser.get(&app, &list).await, StatusCode::OK);
    let new = format!("/console/newsletter/new?lang={lang}");
    assert_status(&browser.get(&app, &new).await, StatusCode::OK);
    let created = browser
        .submit(&app, &new, &issue_form("fr", FR_SUBJECT, FR_BODY))
        .await;
    assert_status(&created, StatusCode::SEE_OTHER);
    let id = issue_of(&created);
    let issue = format!("/console/newsletter/{id}");
    let page = browser
        .submit_and_follow(
            &app,
            &format!("{issue}/text?lang={lang}"),
            &issue_form("ar", AR_SUBJECT, AR_BODY),
        )
        .await;
    assert_eq!(page.texts("#console-done").len(), 1, "{}", page.body);
    assert_eq!(
        page.attr("#console-subject-ar", "value").as_deref(),
        Some(AR_SUBJECT)
    );
    // The preview, as an Arabic reader receives it.
    let preview = browser
        .get(&app, &format!("{issue}?lang={lang}&preview=ar"))
        .await;
    let shown = preview.texts("#console-preview").join(" ");
    assert!(shown.contains(AR_SUBJECT), "{shown}");
    assert!(shown.contains("ثلاثة مشاريع"), "{shown}");
    assert_eq!(
        preview.attr("#console-preview", "dir").as_deref(),
        Some("rtl")
    );
    // A test: one mail per language written, to the address given, to nobody else.
    let tested = browser
        .submit(
            &app,
            &format!("{issue}/test?lang={lang}"),
            "email=essai%40example.com",
        )
        .await;
    assert_status(&tested, StatusCode::SEE_OTHER);
    let outbox = app.store.outbox(None).await.expect("outbox");
    let tests: Vec<_> = outbox
        .iter()
        .filter(|mail| mail.kind == "newsletter-issue-test")
        .collect();
    assert_eq!(tests.len(), 2, "{outbox:?}");
    assert!(tests
        .iter()
        .all(|mail| mail.recipient == "essai@example.com"));
    // Sending: first the count, nothing queued yet.
    let review = browser
        .submit(&app, &format!("{issue}/send?lang={lang}"), "")
        .await;
    assert_status(&review, StatusCode::OK);
    let count = review.texts("#console-newsletter-recipients").join(" ");
    assert!(count.contains('3'), "{count}");
    let issue_mails = |outbox: &[vitrine::store::outbox::OutboxEntry]| {
        outbox
            .iter()
            .filter(|mail| mail.kind != "newsletter-issue-test")
            .map(|mail| mail.recipient.clone())
            .collect::<Vec<_>>()
    };
    assert!(issue_mails(&app.store.outbox(None).await.expect("outbox")).is_empty());
    let confirm = format!("{issue}/send/confirm?lang={lang}");
    let progress = browser.submit_and_follow(&app, &confirm, "").await;
    let mut recipients = issue_mails(&app.store.outbox(None).await.expect("outbox"));
    recipients.sort();
    assert_eq!(
        recipients,
        [
            "lectrice@example.org",
            "qari@example.org",
            "reader@example.org"
        ]
    );
    // The progress: three queued, the issue going out, no more sending nor editing.
    assert_eq!(
        progress.texts("#console-newsletter-queued"),
        ["3"],
        "{}",
        progress.body
    );
    assert_eq!(progress.texts("#console-newsletter-locked").len(), 1);
    assert!(progress.texts("#console-newsletter-send").is_empty());
    // Sent once: a second confirmation queues nothing.
    let again = browser.submit(&app, &confirm, "").await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(
        issue_mails(&app.store.outbox(None).await.expect("outbox")).len(),
        3
    );
    let listed = browser.get(&app, &list).await;
    assert!(
        listed
            .texts("#console-newsletter")
            .join(" ")
            .contains(FR_SUBJECT),
        "{}",
        listed.body
    );
    let actions = audit_actions(&app.store).await;
    for action in ["issue-saved", "issue-test-sent", "issue-sent"] {
        assert!(actions.iter().any(|a| a == action), "{action}: {actions:?}");
    }
}

#[actix_web::test]
async fn console_newsletter_an_operator_writes_tests_and_sends_an_issue_in_french() {
    write_send_and_follow("fr").await;
}

#[actix_web::test]
async fn console_newsletter_an_operator_writes_tests_and_sends_an_issue_in_arabic() {
    write_send_and_follow("ar").await;
}

#[actix_web::test]
async fn console_newsletter_bad_input_is_a_422_that_keeps_the_text() {
    let (app, _dir, secret) = newsletter_site().await;
    let mut browser = Browser::signed_in(&app, &secret).await;
    browser.get(&app, "/console/newsletter/new?lang=fr").await;
    for (lang, problem) in [
        ("fr", "Le texte contient une image"),
        ("ar", "يتضمن النص صورة"),
    ] {
        let body = "Un texte long et soigné.\n\n![pixel](https://t.example/p.gif)";
        let new = format!("/console/newsletter/new?lang={lang}");
        let form = issue_form("fr", FR_SUBJECT, body);
        let refused = browser.submit(&app, &new, &form).await;
        assert_refused_keeping(
            &refused,
            ["#console-error", problem],
            ["#console-subject-fr", FR_SUBJECT],
        );
        let kept = refused.texts("#console-body-fr").join(" ");
        assert!(
            kept.contains("Un texte long et soigné.")
                && kept.contains("![pixel](https://t.example/p.gif)"),
            "{kept}"
        );
    }
    // A new issue starts in French.
    let english_first = browser
        .submit(
            &app,
            "/console/newsletter/new?lang=en",
            "in=en&subject=Hello&body=Text",
        )
        .await;
    assert_refused_keeping(
        &english_first,
        ["#console-error", "A new issue is written in French first"],
        ["#console-subject-fr", "Hello"],
    );
    assert_eq!(issue_count(&app.store).await, 0);
    // A test to something that is not an address.
    let created = browser
        .submit(
            &app,
            "/console/newsletter/new?lang=ar",
            &issue_form("fr", FR_SUBJECT, FR_BODY),
        )
        .await;
    let id = issue_of(&created);
    let refused = browser
        .submit(
            &app,
            &format!("/console/newsletter/{id}/test?lang=ar"),
            "email=not-an-address",
        )
        .await;
    assert_refused_keeping(
        &refused,
        ["#console-test-error", "هذا العنوان غير صالح"],
        ["#console-test-email", "not-an-address"],
    );
    let unknown = browser
        .get(&app, "/console/newsletter/999999?lang=fr")
        .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn console_newsletter_needs_a_session_and_its_csrf_token() {
    let (app, _dir, secret) = newsletter_site().await;
    let mut stranger = Browser::new();
    for path in ["/console/newsletter", "/console/newsletter/new"] {
        assert_sends_to_sign_in(&stranger.get(&app, path).await, path);
    }
    let mut browser = Browser::signed_in(&app, &secret).await;
    let new = "/console/newsletter/new?lang=fr";
    let form = issue_form("fr", FR_SUBJECT, FR_BODY);
    assert_forged_posts_refused(&mut browser, &app, new, &form).await;
    assert_eq!(issue_count(&app.store).await, 0);
}

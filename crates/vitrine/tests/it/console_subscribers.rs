//! The console's subscribers page, in French, English and Arabic, on SQLite and PostgreSQL:
//! subscribers by status with their consent record, the search, the CSV export (the command
//! line's columns, recorded in the audit log), and unsubscribing someone on their behalf
//! (their record and the audit log say the operator did it; no issue reaches them after);
//! CSRF and cross-origin refusals, an unknown id, no session.

use actix_web::http::StatusCode;
use vitrine::lang::Lang;

use crate::console::{
    assert_forged_posts_refused, assert_sends_to_sign_in, audit_count, console_on, totp_code,
    Browser, NOW, OPERATOR, PASSWORD,
};
use crate::support::*;

/// The CSV header of `vitrine subscribers export`.
const CLI_HEADER: &str = "id,email,status,requested_at,lang,page,wording_version,confirmation_mails,confirmed_at,unsubscribed_at,unsubscribe_method";

/// Six subscribers, every status: three confirmed (fr, en, ar), one pending, one who left,
/// one whose address bounced.
fn rows() -> Vec<(String, &'static str, &'static str)> {
    vec![
        ("lectrice@example.org".into(), "fr", "confirmed"),
        ("reader@example.org".into(), "en", "confirmed"),
        ("qari@example.org".into(), "ar", "confirmed"),
        ("attente@example.org".into(), "fr", "pending"),
        ("parti@example.org".into(), "en", "unsubscribed"),
        ("rebond@example.org".into(), "fr", "bounced"),
    ]
}

/// A console on the database `url` with the six subscribers, an operator signed in in `lang`:
/// the app and the browser.
async fn signed_in_on(url: &str, lang: Lang) -> (TestApp<impl Site>, Browser) {
    let (app, secret) = console_on(url, &rows()).await;
    let mut browser = Browser::new();
    let answer = browser
        .sign_in_with(
            &app,
            lang.as_str(),
            OPERATOR,
            PASSWORD,
            &totp_code(&secret, NOW),
        )
        .await;
    assert_status(&answer, StatusCode::SEE_OTHER);
    (app, browser)
}

/// The addresses a subscribers page lists.
fn listed(page: &Answer) -> Vec<String> {
    page.texts("#console-subscribers tbody .console-email")
}

/// The whole journey in `lang` on the database `url`.
async fn journey(url: &str, lang: Lang) {
    let l = lang.as_str();
    let (app, mut browser) = signed_in_on(url, lang).await;

    // Every subscriber, each status named in the page's language, the consent kept.
    let page = browser
        .get(&app, &format!("/console/subscribers?lang={l}"))
        .await;
    assert_status(&page, StatusCode::OK);
    assert_eq!(page.attr("html", "lang").as_deref(), Some(l));
    assert_eq!(
        page.texts("h1"),
        vec![msg(lang, "console-subscribers-title")]
    );
    assert_eq!(listed(&page).len(), 6, "{}", page.body);
    assert!(page
        .texts("#console-subscribers .console-pill")
        .contains(&msg(lang, "console-subscribers-status-bounced")));
    // The consent version, with a place to wrap after each slash (never inside its hash).
    assert!(page.body.contains("newsletter-consent/<wbr>test"));
    assert_eq!(
        page.attr("nav.console-nav a[aria-current=page]", "href"),
        Some(format!("/console/subscribers?lang={l}"))
    );

    // By status.
    for (status, expected) in [
        ("pending", vec!["attente@example.org"]),
        ("unsubscribed", vec!["parti@example.org"]),
        ("bounced", vec!["rebond@example.org"]),
    ] {
        let page = browser
            .get(
                &app,
                &format!("/console/subscribers?lang={l}&status={status}"),
            )
            .await;
        assert_eq!(listed(&page), expected, "{status}");
        assert!(page
            .texts("#console-subscribers .console-pill")
            .contains(&msg(lang, &format!("console-subscribers-status-{status}"))));
    }
    let confirmed = browser
        .get(
            &app,
            &format!("/console/subscribers?lang={l}&status=confirmed"),
        )
        .await;
    assert_eq!(listed(&confirmed).len(), 3);
    // An unknown status is every subscriber.
    let unknown = browser
        .get(&app, &format!("/console/subscribers?lang={l}&status=nope"))
        .await;
    assert_eq!(listed(&unknown).len(), 6);

    // The search, in any case.
    let found = browser
        .get(&app, &format!("/console/subscribers?lang={l}&q=READER%40"))
        .await;
    assert_eq!(listed(&found), vec!["reader@example.org"]);
    let none = browser
        .get(&app, &format!("/console/subscribers?lang={l}&q=nobody"))
        .await;
    assert!(listed(&none).is_empty());
    assert_eq!(
        none.texts(".console-empty"),
        vec![msg(lang, "console-subscribers-empty")]
    );

    // The export: the command line's columns, the filter's subscribers, recorded.
    let export_href = confirmed
        .attr(".console-export a", "href")
        .expect("export link");
    assert!(export_href.contains("status=confirmed"), "{export_href}");
    let export = browser.get(&app, &export_href).await;
    assert_eq!(export.status, StatusCode::OK);
    assert_eq!(
        export.header("content-type"),
        Some("text/csv; charset=utf-8")
    );
    assert!(export
        .header("content-disposition")
        .expect("a download")
        .contains("subscribers.csv"));
    let lines: Vec<&str> = export.body.lines().collect();
    assert_eq!(lines[0], CLI_HEADER);
    assert_eq!(lines.len(), 4, "{}", export.body);
    assert!(export.body.contains(",qari@example.org,confirmed,"));
    assert!(!export.body.contains("attente@example.org"));
    let record = app
        .store
        .audit_since(i64::MIN)
        .await
        .expect("audit")
        .into_iter()
        .find(|record| record.action == "export")
        .expect("the export recorded");
    assert_eq!(record.operator, OPERATOR);
    assert!(
        record.detail.contains("\"subscribers\""),
        "{}",
        record.detail
    );
    assert!(record.detail.contains("\"count\":3"), "{}", record.detail);

    // Unsubscribing someone on their behalf.
    let id = subscriber_record(&app.store, "reader@example.org").await.id;
    let action = format!("/console/subscribers/{id}/unsubscribe?lang={l}");
    assert!(
        found
            .attrs("#console-subscribers form", "action")
            .contains(&action),
        "{}",
        found.body
    );
    let answer = browser.submit(&app, &action, "").await;
    assert_status(&answer, StatusCode::SEE_OTHER);
    let location = answer.header("location").expect("location").to_owned();
    assert_eq!(
        location,
        format!("/console/subscribers?lang={l}&done=unsubscribed")
    );
    let done = browser.get(&app, &location).await;
    assert_eq!(
        done.texts("#console-done"),
        vec![msg(lang, "console-subscribers-unsubscribed")]
    );
    let record = app.store.subscriber(id).await.expect("read").expect("kept");
    assert_eq!(record.status, "unsubscribed");
    assert_eq!(record.consent.unsubscribed_at, Some(NOW));
    assert_eq!(
        record.consent.unsubscribe_method.as_deref(),
        Some("operator")
    );
    let left = browser
        .get(&app, &format!("/console/subscribers?lang={l}&q=reader"))
        .await;
    assert!(left
        .body
        .contains(&msg(lang, "console-subscribers-left-by-operator")));
    assert!(
        left.attrs("#console-subscribers form", "action").is_empty(),
        "no second unsubscribe form"
    );
    let audit = app.store.audit_since(i64::MIN).await.expect("audit");
    let unsubscribed: Vec<_> = audit
        .iter()
        .filter(|record| record.action == "unsubscribe")
        .collect();
    assert_eq!(unsubscribed.len(), 1);
    assert_eq!(unsubscribed[0].operator, OPERATOR);
    assert!(
        !unsubscribed[0].detail.contains("reader@"),
        "no address in the log"
    );
    let log = browser.get(&app, &format!("/console/audit?lang={l}")).await;
    assert!(log
        .texts("#console-audit td")
        .contains(&msg(lang, "console-audit-unsubscribe")));

    // No issue reaches them after.
    let issue = vitrine::newsletter::issues::save_text(
        &app.store,
        None,
        Lang::Fr,
        "La lettre",
        "Bonjour,\n\nLes nouvelles.\n",
        NOW,
    )
    .await
    .expect("issue");
    let queued = vitrine::newsletter::issues::send(&app.store, issue, NOW)
        .await
        .expect("sent");
    assert_eq!(queued, 2, "the two still confirmed");
    let outbox = app.store.outbox(None).await.expect("outbox");
    assert!(outbox
        .iter()
        .all(|mail| mail.recipient != "reader@example.org"));

    refusals(&app, &mut browser, l).await;
}

/// What the unsubscribe form refuses: no token or a forged one, another site, an unknown or
/// malformed id, no session; and GET never unsubscribes.
async fn refusals(app: &TestApp<impl Site>, browser: &mut Browser, l: &str) {
    let id = subscriber_record(&app.store, "lectrice@example.org")
        .await
        .id;
    let uri = format!("/console/subscribers/{id}/unsubscribe?lang={l}");
    assert_forged_posts_refused(browser, app, &uri, "").await;
    let get = browser.get(app, &uri).await;
    assert_eq!(get.status, StatusCode::METHOD_NOT_ALLOWED);
    let record = app.store.subscriber(id).await.expect("read").expect("kept");
    assert_eq!(record.status, "confirmed", "nothing changed");
    for unknown in ["999999", "abc"] {
        let answer = browser
            .submit(
                app,
                &format!("/console/subscribers/{unknown}/unsubscribe?lang={l}"),
                "",
            )
            .await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{unknown}");
        assert_eq!(answer.attr("html", "lang").as_deref(), Some(l));
        assert_eq!(answer.header("x-robots-tag"), Some("noindex, nofollow"));
    }
    let mut stranger = Browser::new();
    for answer in [
        stranger
            .get(app, &format!("/console/subscribers?lang={l}"))
            .await,
        stranger
            .get(app, &format!("/console/subscribers/export?lang={l}"))
            .await,
        stranger.submit(app, &uri, "").await,
    ] {
        assert_sends_to_sign_in(&answer, "a stranger");
    }
    assert_eq!(audit_count(&app.store, "unsubscribe").await, 1);
    assert_eq!(audit_count(&app.store, "export").await, 1);
}

#[actix_web::test]
async fn console_subscribers_on_sqlite_in_each_language() {
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().expect("tempdir");
        let url = format!("sqlite://{}/vitrine.db", dir.path().display());
        journey(&url, lang).await;
    }
}

#[actix_web::test]
async fn console_subscribers_on_postgresql_in_each_language() {
    for lang in Lang::ALL {
        let Some(url) = crate::storage::fresh_postgres().await else {
            return;
        };
        journey(&url, lang).await;
    }
}

#[actix_web::test]
async fn console_subscribers_page_stays_fast_over_10000_subscribers() {
    let dir = tempfile::tempdir().expect("tempdir");
    let url = format!("sqlite://{}/vitrine.db", dir.path().display());
    let statuses = ["confirmed", "pending", "unsubscribed", "bounced"];
    let many: Vec<(String, &str, &str)> = (0..10_000)
        .map(|n| {
            (
                format!("reader{n}@example{}.org", n % 40),
                "fr",
                statuses[n % 4],
            )
        })
        .collect();
    let (app, secret) = console_on(&url, &many).await;
    let mut browser = Browser::signed_in(&app, &secret).await;
    let mut slowest = std::time::Duration::ZERO;
    for uri in [
        "/console/subscribers",
        "/console/subscribers?status=confirmed&page=40",
        "/console/subscribers?q=reader9999%40",
        "/console/subscribers?q=example17.org&status=pending",
    ] {
        let mut times = Vec::new();
        for _ in 0..5 {
            let started = std::time::Instant::now();
            let answer = browser.get(&app, uri).await;
            times.push(started.elapsed());
            assert_eq!(answer.status, StatusCode::OK, "{uri}");
            assert!(!listed(&answer).is_empty(), "{uri}");
        }
        times.sort();
        slowest = slowest.max(times[2]);
    }
    eprintln!("SQLite, 10,000 subscribers: slowest median of the subscribers page {slowest:?}");
    assert!(
        slowest < std::time::Duration::from_millis(100),
        "{slowest:?}"
    );
}

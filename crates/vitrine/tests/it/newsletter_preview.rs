//! The console's preview of an issue's HTML part: the very bytes a reader of each language
//! receives (checked against the mails of a test send, caught by a real SMTP server), served
//! to a signed-in operator only, under a policy of its own, in a sandboxed frame of the
//! issue's page.

use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use vitrine::clock::Clock;
use vitrine::lang::Lang;
use vitrine::newsletter::issues;

use crate::console::{add_operator, assert_sends_to_sign_in, Browser, NOW, OPERATOR, PASSWORD};
use crate::mail::{config_with_smtp, html_part, worker, SmtpServer};
use crate::support::*;

const TEXTS: [(Lang, &str, &str); 3] = [
    (
        Lang::Fr,
        "La lettre de novembre",
        "Bonjour,\n\nCe mois-ci : **trois chantiers** et un [retour](/cases).\n",
    ),
    (
        Lang::En,
        "The November letter",
        "Hello,\n\nThis month: **three projects** and a [case study](/cases).\n",
    ),
    (
        Lang::Ar,
        "نشرة نوفمبر",
        "مرحبًا،\n\nفي هذا الشهر: **ثلاثة مشاريع** و[دراسة حالة](/cases).\n",
    ),
];

const PREVIEW_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; \
img-src 'self' data:; frame-ancestors 'self'; sandbox";

/// An issue written in French, English and Arabic; its id.
async fn issue_in_three(store: &vitrine::store::Store) -> i64 {
    let mut id = None;
    for (lang, subject, body) in TEXTS {
        id = Some(
            issues::save_text(store, id, lang, subject, body, NOW)
                .await
                .expect("text"),
        );
    }
    id.expect("an issue")
}

#[actix_web::test]
async fn the_html_preview_is_the_html_part_each_language_receives() {
    let dir = tempfile::tempdir().expect("tempdir");
    let smtp = SmtpServer::start(&dir.path().join("smtp"));
    let config = config_with_smtp(&smtp.url());
    let app = TestApp::builder()
        .with_config(config.clone())
        .clock(Clock::fixed(NOW))
        .build()
        .await;
    let secret = add_operator(&app.store, OPERATOR, PASSWORD).await;
    let id = issue_in_three(&app.store).await;
    let mut browser = Browser::signed_in(&app, &secret).await;
    let mut previews = Vec::new();
    for (lang, subject, _) in TEXTS {
        let l = lang.as_str();
        let uri = format!("/console/newsletter/{id}/preview/{l}");
        let preview = browser.get(&app, &uri).await;
        assert_eq!(preview.status, StatusCode::OK, "{uri}");
        assert_eq!(
            preview.header("content-type"),
            Some("text/html; charset=utf-8")
        );
        assert_eq!(preview.header("cache-control"), Some("no-store"));
        assert_eq!(
            preview.header("content-security-policy"),
            Some(PREVIEW_POLICY)
        );
        assert_eq!(preview.header("x-frame-options"), Some("SAMEORIGIN"));
        assert_eq!(preview.attr("html", "lang").as_deref(), Some(l));
        assert_eq!(preview.attr("html", "dir").as_deref(), Some(lang.dir()));
        assert!(preview.body.contains(subject), "{l}: {}", preview.body);
        // The issue's page frames it, sandboxed, with a title, in every console language.
        for console in Lang::ALL {
            let page = browser
                .get(
                    &app,
                    &format!(
                        "/console/newsletter/{id}?lang={}&preview={l}",
                        console.as_str()
                    ),
                )
                .await;
            assert_eq!(page.status, StatusCode::OK);
            assert_eq!(
                page.attr("iframe#console-preview-html", "src").as_deref(),
                Some(uri.as_str())
            );
            assert_eq!(
                page.attr("iframe#console-preview-html", "sandbox")
                    .as_deref(),
                Some("")
            );
            let title = page
                .attr("iframe#console-preview-html", "title")
                .expect("a title");
            assert!(
                title.contains(&msg(console, &format!("console-newsletter-lang-{l}"))),
                "{title}"
            );
            let csp = page.header("content-security-policy").expect("csp");
            assert!(csp.contains("frame-src 'self'"), "{csp}");
            // The text part beside it.
            assert_eq!(
                page.attr("#console-preview", "dir").as_deref(),
                Some(lang.dir())
            );
        }
        previews.push((l, preview.body));
    }
    // The public pages frame nothing.
    let home = app.get("/").await;
    assert!(home
        .header("content-security-policy")
        .expect("csp")
        .contains("frame-src 'none'"));
    // A test send from the console: the HTML part of each mail received is the preview.
    let page = browser
        .get(&app, &format!("/console/newsletter/{id}?lang=fr"))
        .await;
    let csrf = enc(&Browser::csrf(&page));
    let tested = browser
        .post(
            &app,
            &format!("/console/newsletter/{id}/test?lang=fr"),
            &format!("csrf={csrf}&email={}", enc("essai@example.com")),
        )
        .await;
    assert_status(&tested, StatusCode::SEE_OTHER);
    let mut sender = worker(&app.store, config);
    let deadline = Instant::now() + Duration::from_secs(20);
    while smtp.mails().len() < 3 && Instant::now() < deadline {
        let _ = sender.pass().await;
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let mut compared = Vec::new();
    for entry in std::fs::read_dir(smtp.dir.join("new"))
        .expect("maildir")
        .flatten()
    {
        let raw = std::fs::read_to_string(entry.path()).expect("mail");
        let mail = crate::mail::parse_mail(&raw);
        let lang = mail
            .header("content-language")
            .expect("language")
            .to_owned();
        let html = html_part(&raw).expect("an HTML part");
        let (_, preview) = previews
            .iter()
            .find(|(l, _)| *l == lang)
            .expect("a preview of its language");
        assert_eq!(html, preview.replace("\r\n", "\n"), "{lang}");
        compared.push(lang);
    }
    compared.sort();
    assert_eq!(compared, ["ar", "en", "fr"]);
}

#[actix_web::test]
async fn the_html_preview_is_for_a_signed_in_operator_and_a_real_issue_only() {
    let app = TestApp::builder().clock(Clock::fixed(NOW)).build().await;
    let secret = add_operator(&app.store, OPERATOR, PASSWORD).await;
    let id = issue_in_three(&app.store).await;
    // Not signed in: the sign-in page, and not a byte of the issue.
    let outsider = app
        .get(&format!("/console/newsletter/{id}/preview/fr"))
        .await;
    assert_sends_to_sign_in(&outsider, "the preview");
    assert!(!outsider.body.contains("novembre"));
    let mut browser = Browser::signed_in(&app, &secret).await;
    for lang in Lang::ALL {
        let l = lang.as_str();
        for uri in [
            format!("/console/newsletter/{}/preview/{l}?lang={l}", id + 1),
            format!("/console/newsletter/{id}/preview/de?lang={l}"),
            format!("/console/newsletter/x/preview/fr?lang={l}"),
        ] {
            let answer = browser.get(&app, &uri).await;
            assert_eq!(answer.status, StatusCode::NOT_FOUND, "{uri}");
            assert_eq!(answer.header("cache-control"), Some("no-store"), "{uri}");
            assert_eq!(
                answer.texts("h1"),
                [msg(lang, "notfound-title")],
                "{uri}: the console's not-found page"
            );
        }
    }
}

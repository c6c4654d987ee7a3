//! `POST /newsletter`: stored once per case-folded address, localised answers with and
//! without JavaScript.

use actix_web::http::StatusCode;
use serde_json::Value;

use crate::support::*;

fn signup_body(lang: Lang, email: &str, back: &str) -> String {
    format!(
        "lang={}&back={}&website=&email={}",
        lang.as_str(),
        enc(back),
        enc(email)
    )
}

#[actix_web::test]
async fn signup_without_javascript_redirects_back_and_shows_success_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let back = format!("/about?lang={}", lang.as_str());
        let posted = signup_body(lang, "lecteur@example.org", &back);
        let answer = app.post("/newsletter", &posted).await;
        assert_eq!(answer.status, StatusCode::SEE_OTHER, "{lang:?}");
        let location = answer.header("location").expect("location");
        assert_eq!(
            location,
            format!(
                "/about?lang={}&newsletter=subscribed#newsletter",
                lang.as_str()
            )
        );
        assert_eq!(answer.header("cache-control"), Some("no-store"));

        let page = app.get(location.trim_end_matches("#newsletter")).await;
        assert_eq!(page.status, StatusCode::OK);
        assert_notice(
            &page,
            "#newsletter-status",
            lang,
            [
                "newsletter-subscribed-title",
                "newsletter-subscribed-description",
            ],
        );

        let stored = app.subscribers().await;
        assert_eq!(stored.len(), 1);
        assert_eq!(stored[0].email, "lecteur@example.org");
        assert_eq!(stored[0].consent.lang, lang.as_str());
        assert!(stored[0]
            .consent
            .wording_version
            .starts_with(&format!("newsletter-consent/{}/", lang.as_str())));
    }
}

#[actix_web::test]
async fn french_answer_says_the_address_waits_for_its_confirmation() {
    let app = TestApp::new().await;
    let posted = signup_body(Lang::Fr, "a@example.org", "/");
    let answer = app.post_json("/newsletter", &posted).await;
    assert_eq!(answer.status, StatusCode::OK);
    let json: Value = serde_json::from_str(&answer.body).expect("json");
    assert_eq!(json["ok"], true);
    assert_eq!(json["title"], "Confirmez votre adresse");
    assert_eq!(
        json["description"],
        "Votre adresse est en attente de confirmation\u{a0}: ouvrez le courriel que nous venons de vous envoyer et suivez son lien. Sans confirmation, nous ne vous écrirons plus."
    );
}

#[actix_web::test]
async fn json_answers_are_localised_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let posted = signup_body(lang, "b@example.org", "/");
        let ok = app.post_json("/newsletter", &posted).await;
        assert_eq!(ok.header("content-type"), Some("application/json"));
        assert_json_success(
            &ok,
            lang,
            [
                "newsletter-subscribed-title",
                "newsletter-subscribed-description",
            ],
        );

        for (email, code) in [
            ("", "empty"),
            ("   ", "empty"),
            ("pas-une-adresse", "invalid"),
            ("a@b", "invalid"),
        ] {
            let posted = signup_body(lang, email, "/");
            let refused = app.post_json("/newsletter", &posted).await;
            assert_eq!(
                refused.status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{lang:?} {email:?}"
            );
            let json: Value = serde_json::from_str(&refused.body).expect("json");
            assert_eq!(json["ok"], false);
            assert_eq!(json["field"], "email");
            assert_eq!(
                json["title"],
                msg(lang, &format!("newsletter-{code}-title"))
            );
            assert_eq!(
                json["description"],
                msg(lang, &format!("newsletter-{code}-description"))
            );
        }
        assert_eq!(app.subscribers().await.len(), 1, "{lang:?}");
    }
}

#[actix_web::test]
async fn empty_and_invalid_addresses_come_back_with_a_localised_error_and_store_nothing() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let back = format!("/services?lang={}", lang.as_str());
        let too_long = format!("{}@example.org", "a".repeat(243));
        assert_eq!(too_long.chars().count(), 255);
        for (email, code) in [
            ("", "empty"),
            ("nom@", "invalid"),
            ("nom prenom@example.org", "invalid"),
            (too_long.as_str(), "invalid"),
        ] {
            let posted = signup_body(lang, email, &back);
            let answer = app.post("/newsletter", &posted).await;
            assert_eq!(answer.status, StatusCode::SEE_OTHER);
            let location = answer.header("location").expect("location").to_owned();
            assert_eq!(location, format!("{back}&newsletter={code}#newsletter"));
            let page = app.get(location.trim_end_matches("#newsletter")).await;
            let status = page.texts("#newsletter-status .notice-error").join(" ");
            assert!(
                status.contains(&msg(lang, &format!("newsletter-{code}-description"))),
                "{lang:?}: {status}"
            );
            assert_eq!(
                page.attr("#newsletter-email", "aria-invalid").as_deref(),
                Some("true")
            );
        }
        assert!(app.subscribers().await.is_empty());
    }
}

#[actix_web::test]
async fn an_address_is_stored_once_whatever_its_case() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        for email in [
            "Amina.Benali@Example.org",
            "amina.benali@example.ORG",
            "  AMINA.BENALI@EXAMPLE.ORG  ",
        ] {
            let posted = signup_body(lang, email, "/");
            let answer = app.post_json("/newsletter", &posted).await;
            // A second sign-up is a success, not an error.
            assert_eq!(answer.status, StatusCode::OK, "{email}");
            let json: Value = serde_json::from_str(&answer.body).expect("json");
            assert_eq!(json["title"], msg(lang, "newsletter-subscribed-title"));
        }
        let stored = app.subscribers().await;
        assert_eq!(stored.len(), 1, "{lang:?}");
        assert_eq!(
            stored[0].email, "Amina.Benali@Example.org",
            "the first spelling is kept"
        );
    }
}

#[actix_web::test]
async fn back_must_be_a_local_path() {
    let app = TestApp::new().await;
    for back in [
        "https://evil.example/",
        "//evil.example/x",
        "/\\evil.example",
        "javascript:alert(1)",
    ] {
        let posted = signup_body(Lang::En, "c@example.org", back);
        let answer = app.post("/newsletter", &posted).await;
        assert_eq!(
            answer.header("location"),
            Some("/?newsletter=subscribed#newsletter"),
            "{back}"
        );
    }
    // A notice already in the URL is replaced, not repeated.
    let posted = signup_body(
        Lang::En,
        "",
        "/faq?lang=en&newsletter=subscribed#newsletter",
    );
    let answer = app.post("/newsletter", &posted).await;
    assert_eq!(
        answer.header("location"),
        Some("/faq?lang=en&newsletter=empty#newsletter")
    );
}

#[actix_web::test]
async fn a_filled_honeypot_gets_the_success_answer_and_stores_nothing() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let l = lang.as_str();
        let robot = "email=robot%40example.org&website=https%3A%2F%2Fspam.example";
        let body = format!("lang={l}&back=%2F&{robot}");
        let page = app.post("/newsletter", &body).await;
        assert_eq!(page.status, StatusCode::SEE_OTHER);
        assert_eq!(
            page.header("location"),
            Some("/?newsletter=subscribed#newsletter")
        );
        let json = app.post_json("/newsletter", &body).await;
        assert_eq!(json.status, StatusCode::OK);
        let json: Value = serde_json::from_str(&json.body).expect("json");
        assert_eq!(json["title"], msg(lang, "newsletter-subscribed-title"));
        assert!(app.subscribers().await.is_empty());
    }
}

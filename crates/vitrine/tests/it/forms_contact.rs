//! `GET/POST /contact`: the form, its errors next to each field with the input kept, the
//! confirmation, and a message stored exactly once.

use actix_web::http::StatusCode;
use serde_json::Value;

use crate::support::*;

const MESSAGE: &str =
    "Nous souhaitons automatiser le traitement des demandes d'inscription de notre université.";

fn contact_body(lang: Lang, name: &str, email: &str, organisation: &str, message: &str) -> String {
    format!(
        "lang={}&name={}&email={}&organisation={}&message={}&website=",
        lang.as_str(),
        enc(name),
        enc(email),
        enc(organisation),
        enc(message)
    )
}

#[actix_web::test]
async fn contact_form_markup_mirrors_the_server_rules() {
    for lang in Lang::ALL {
        let page = get(&format!("/contact?lang={}", lang.as_str())).await;
        assert_eq!(page.status, StatusCode::OK);
        let form =
            "form#contact-form[method=post][action='/contact'][data-island=contact][novalidate]";
        assert_eq!(page.texts(form).len(), 1, "{lang:?}");
        assert!(page.attr("#contact-name", "required").is_some());
        assert_attrs(
            &page,
            &[
                (
                    "#contact-form input[type=hidden][name=lang]",
                    "value",
                    Some(lang.as_str()),
                ),
                ("#contact-name", "maxlength", Some("100")),
                ("#contact-email", "type", Some("email")),
                ("#contact-email", "maxlength", Some("254")),
                ("#contact-organisation", "maxlength", Some("150")),
                ("#contact-organisation", "required", None),
                ("textarea#contact-message", "minlength", Some("10")),
                ("textarea#contact-message", "maxlength", Some("5000")),
                (
                    ".honeypot[aria-hidden=true] input[name=website]",
                    "tabindex",
                    Some("-1"),
                ),
            ],
            &format!("/contact in {lang:?}"),
        );
        for field in ["name", "email", "organisation", "message"] {
            let label = page
                .texts(&format!(".field label[for=contact-{field}]"))
                .join(" ");
            assert!(
                label.contains(&msg(lang, &format!("contact-form-{field}-label"))),
                "{lang:?} {field}"
            );
            assert!(page
                .attr(&format!("#contact-{field}"), "aria-invalid")
                .is_none());
        }
        assert_page_shows(
            &page,
            "#contact-form button.btn.btn-primary[type=submit]",
            [msg(lang, "contact-form-submit")],
            "",
        );
        assert_page_shows(&page, "#contact-status[role=status]", [String::new()], "");
        assert!(page.texts("[role=alert]").is_empty());
    }
}

#[actix_web::test]
async fn valid_message_without_javascript_is_stored_then_confirmed_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let body = contact_body(
            lang,
            "  Amina Benali ",
            "amina@universite.example",
            "Université d'exemple",
            MESSAGE,
        );
        let answer = app.post("/contact", &body).await;
        assert_eq!(
            answer.status,
            StatusCode::SEE_OTHER,
            "{lang:?}: {}",
            answer.body
        );
        let location = answer.header("location").expect("location").to_owned();
        assert_eq!(
            location,
            format!("/contact?lang={}&sent=1#contact-status", lang.as_str())
        );

        // Committed before the answer.
        let stored = app.messages().await;
        assert_eq!(stored.len(), 1);
        assert_eq!(stored[0].name, "Amina Benali");
        assert_eq!(stored[0].email, "amina@universite.example");
        assert_eq!(stored[0].organisation, "Université d'exemple");
        assert_eq!(stored[0].message, MESSAGE);
        assert_eq!(stored[0].lang, lang.as_str());

        let page = app.get(&location).await;
        assert_eq!(page.status, StatusCode::OK);
        assert_notice(
            &page,
            "#contact-status",
            lang,
            ["contact-form-sent-title", "contact-form-sent-description"],
        );
    }
}

#[actix_web::test]
async fn valid_message_from_the_island_gets_a_localised_json_answer() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let posted = contact_body(lang, "أمينة بن علي", "amina@example.org", "", MESSAGE);
        let answer = app.post_json("/contact", &posted).await;
        assert_json_success(
            &answer,
            lang,
            ["contact-form-sent-title", "contact-form-sent-description"],
        );
        let stored = app.messages().await;
        assert_eq!(stored.len(), 1);
        assert_eq!(stored[0].name, "أمينة بن علي");
    }
}

/// (name, email, organisation, message, field in error, Fluent id of the error): one field
/// wrong, the others right.
fn invalid_cases() -> Vec<(String, String, String, String, &'static str, &'static str)> {
    let links = "Voir https://a.example https://b.example https://c.example et www.d.example";
    let email_too_long = format!("{}@example.org", "k".repeat(243));
    let wrong: [(&str, String, &str); 12] = [
        ("name", String::new(), "contact-form-error-name-required"),
        ("name", "   ".into(), "contact-form-error-name-required"),
        ("name", "ن".repeat(101), "contact-form-error-name-too-long"),
        ("email", String::new(), "contact-form-error-email-required"),
        ("email", "karim@".into(), "contact-form-error-email-invalid"),
        (
            "email",
            "karim at example.org".into(),
            "contact-form-error-email-invalid",
        ),
        ("email", email_too_long, "contact-form-error-email-too-long"),
        (
            "organisation",
            "é".repeat(151),
            "contact-form-error-organisation-too-long",
        ),
        (
            "message",
            String::new(),
            "contact-form-error-message-required",
        ),
        (
            "message",
            "Bonjour".into(),
            "contact-form-error-message-too-short",
        ),
        (
            "message",
            "م".repeat(5001),
            "contact-form-error-message-too-long",
        ),
        ("message", links.into(), "contact-form-error-message-links"),
    ];
    wrong
        .into_iter()
        .map(|(field, value, id)| {
            let mut values = [
                "Karim".to_owned(),
                "karim@example.org".to_owned(),
                String::new(),
                MESSAGE.to_owned(),
            ];
            let at = ["name", "email", "organisation", "message"]
                .iter()
                .position(|f| *f == field)
                .expect("a field");
            values[at] = value;
            let [name, email, organisation, message] = values;
            (name, email, organisation, message, field, id)
        })
        .collect()
}

#[actix_web::test]
async fn each_error_is_shown_next_to_its_field_with_the_input_kept_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        for (i, (name, email, organisation, message, field, id)) in
            invalid_cases().into_iter().enumerate()
        {
            // Each case from its own address: the rate limit is not what is tested here.
            let peer = std::net::SocketAddr::from(([192, 0, 2, i as u8 + 1], 5000));
            let request = post_form(
                "/contact",
                &contact_body(lang, &name, &email, &organisation, &message),
            )
            .peer_addr(peer);
            let page = app.call(request).await;
            assert_eq!(
                page.status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{lang:?} {id}"
            );
            assert_eq!(page.attr("html", "lang").as_deref(), Some(lang.as_str()));
            let expected = msg(lang, id);
            assert_page_shows(
                &page,
                &format!(".field p.field-error#contact-{field}-error"),
                [expected.clone()],
                &format!("{lang:?} {id}"),
            );
            assert_eq!(
                page.attr(&format!("#contact-{field}"), "aria-invalid")
                    .as_deref(),
                Some("true")
            );
            let described = page
                .attr(&format!("#contact-{field}"), "aria-describedby")
                .unwrap_or_default();
            assert!(
                described
                    .split(' ')
                    .any(|d| d == format!("contact-{field}-error")),
                "{described}"
            );
            // The summary at the top links to the field.
            assert_page_shows(
                &page,
                "#contact-error-summary[role=alert] li a",
                [expected],
                &format!("{lang:?} {id}"),
            );
            assert_eq!(
                page.attr("#contact-error-summary li a", "href"),
                Some(format!("#contact-{field}"))
            );
            assert_eq!(
                page.attr("#contact-error-summary", "role").as_deref(),
                Some("alert")
            );
            // Input kept (trimmed, as it would be stored).
            assert_eq!(
                page.attr("#contact-name", "value").unwrap_or_default(),
                name.trim()
            );
            assert_eq!(
                page.attr("#contact-email", "value").unwrap_or_default(),
                email.trim()
            );
            assert_eq!(
                page.attr("#contact-organisation", "value")
                    .unwrap_or_default(),
                organisation
            );
            assert_eq!(
                page.texts("textarea#contact-message").join(""),
                message
                    .split_ascii_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            // The other fields are not marked.
            for other in ["name", "email", "organisation", "message"]
                .into_iter()
                .filter(|f| *f != field)
            {
                assert!(
                    page.attr(&format!("#contact-{other}"), "aria-invalid")
                        .is_none(),
                    "{id}: {other}"
                );
            }
        }
        assert!(app.messages().await.is_empty());
    }
}

#[actix_web::test]
async fn all_errors_at_once_are_listed_in_the_summary() {
    let app = TestApp::new().await;
    let posted = contact_body(Lang::Ar, "", "x", "", "قصير");
    let page = app.post("/contact", &posted).await;
    assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        page.attrs("#contact-error-summary li a", "href"),
        vec!["#contact-name", "#contact-email", "#contact-message"]
    );
    assert_eq!(page.attr("html", "dir").as_deref(), Some("rtl"));
    assert!(page.body.contains("قصير"), "Arabic input kept");
}

#[actix_web::test]
async fn the_island_gets_field_errors_as_json_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let posted = contact_body(lang, "", "pas-une-adresse", "", "court");
        let answer = app.post_json("/contact", &posted).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
        let json: Value = serde_json::from_str(&answer.body).expect("json");
        assert_eq!(json["ok"], false);
        let errors = json["errors"].as_object().expect("errors object");
        assert_eq!(errors.len(), 3, "{errors:?}");
        assert_eq!(
            errors["name"],
            msg(lang, "contact-form-error-name-required")
        );
        assert_eq!(
            errors["email"],
            msg(lang, "contact-form-error-email-invalid")
        );
        assert_eq!(
            errors["message"],
            msg(lang, "contact-form-error-message-too-short")
        );
        assert!(app.messages().await.is_empty());
    }
}

#[actix_web::test]
async fn lengths_are_counted_in_characters_not_bytes() {
    let app = TestApp::new().await;
    // 100 Arabic letters (200 bytes) and a message of exactly 10 accented letters.
    let posted = contact_body(
        Lang::Ar,
        &"ن".repeat(100),
        "n@example.org",
        "",
        &"é".repeat(10),
    );
    let answer = app.post_json("/contact", &posted).await;
    assert_status(&answer, StatusCode::OK);
    assert_eq!(app.messages().await[0].name.chars().count(), 100);
}

#[actix_web::test]
async fn a_retry_with_the_same_idempotency_key_answers_like_the_first_and_stores_once() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let key = format!("4f1c7e0a-9b2d-4c8e-a1f3-00000000000{}", lang.as_str().len());
        let body = contact_body(lang, "Sofia", "sofia@example.org", "", MESSAGE);
        let first = app
            .call(
                post_form_json("/contact", &body).insert_header(("idempotency-key", key.as_str())),
            )
            .await;
        let retry = app
            .call(
                post_form_json("/contact", &body).insert_header(("idempotency-key", key.as_str())),
            )
            .await;
        assert_eq!(first.status, StatusCode::OK);
        assert_eq!(retry.status, first.status);
        assert_eq!(retry.body, first.body);
        // The key with another text (edited between attempts, or another client's key) is not
        // a retry: 422, nothing stored, the text given back to be sent again.
        let edited = contact_body(
            lang,
            "Sofia",
            "sofia@example.org",
            "",
            "Un autre texte, assez long.",
        );
        let again = app
            .call(
                post_form_json("/contact", &edited)
                    .insert_header(("idempotency-key", key.as_str())),
            )
            .await;
        assert_eq!(again.status, StatusCode::UNPROCESSABLE_ENTITY);
        let refusal: serde_json::Value = serde_json::from_str(&again.body).expect("json");
        assert_eq!(refusal["ok"], false);
        assert_eq!(refusal["title"], msg(lang, "contact-form-key-reused-title"));
        assert_eq!(
            refusal["description"],
            msg(lang, "contact-form-key-reused-description")
        );
        assert_eq!(app.messages().await.len(), 1, "{lang:?}");
        // Without JavaScript the form comes back filled in, with the reason.
        let page = app
            .call(post_form("/contact", &edited).insert_header(("idempotency-key", key.as_str())))
            .await;
        assert_eq!(page.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(page.header("cache-control"), Some("no-store"));
        assert_notice(
            &page,
            "#contact-key-reused",
            lang,
            [
                "contact-form-key-reused-title",
                "contact-form-key-reused-description",
            ],
        );
        assert!(page.body.contains("Un autre texte, assez long."));
        assert_eq!(app.messages().await.len(), 1, "{lang:?}");
    }
}

#[actix_web::test]
async fn the_same_message_again_within_ten_minutes_is_a_resubmission_answered_as_success() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let body = contact_body(lang, "Yanis", "Yanis@Example.org", "", MESSAGE);
        for _ in 0..2 {
            let answer = app.post("/contact", &body).await;
            assert_eq!(answer.status, StatusCode::SEE_OTHER);
            assert_eq!(
                answer.header("location"),
                Some(format!("/contact?lang={}&sent=1#contact-status", lang.as_str()).as_str())
            );
        }
        // Same text from the same address in another case: still the same sender.
        let folded = contact_body(lang, "Yanis", "yanis@example.ORG", "", MESSAGE);
        assert_eq!(
            app.post("/contact", &folded).await.status,
            StatusCode::SEE_OTHER
        );
        assert_eq!(app.messages().await.len(), 1, "{lang:?}");
        // A different message from the same person is a new message.
        let other = contact_body(
            lang,
            "Yanis",
            "yanis@example.org",
            "",
            "Une seconde question, différente de la première.",
        );
        assert_eq!(
            app.post("/contact", &other).await.status,
            StatusCode::SEE_OTHER
        );
        assert_eq!(app.messages().await.len(), 2, "{lang:?}");
    }
}

#[actix_web::test]
async fn a_message_with_more_than_three_links_is_refused_with_a_localised_message() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let spam =
            "Offre : https://a.example https://b.example https://c.example https://d.example";
        let posted = contact_body(lang, "Bot", "bot@example.org", "", spam);
        let answer = app.post_json("/contact", &posted).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
        let json: Value = serde_json::from_str(&answer.body).expect("json");
        assert_eq!(
            json["errors"]["message"],
            msg(lang, "contact-form-error-message-links")
        );
        let three =
            "Voir https://a.example, https://b.example et https://c.example pour le contexte.";
        let posted = contact_body(lang, "Ana", "ana@example.org", "", three);
        let answer = app.post_json("/contact", &posted).await;
        assert_eq!(answer.status, StatusCode::OK, "three links are fine");
        assert_eq!(app.messages().await.len(), 1);
    }
}

#[actix_web::test]
async fn a_filled_honeypot_gets_the_normal_success_and_stores_nothing() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let body = format!(
            "{}&website=spam.example",
            contact_body(lang, "Robot", "robot@example.org", "", MESSAGE)
                .trim_end_matches("&website=")
        );
        let page = app.post("/contact", &body).await;
        assert_eq!(page.status, StatusCode::SEE_OTHER);
        assert_eq!(
            page.header("location"),
            Some(format!("/contact?lang={}&sent=1#contact-status", lang.as_str()).as_str())
        );
        let json = app.post_json("/contact", &body).await;
        let json: Value = serde_json::from_str(&json.body).expect("json");
        assert_eq!(json["ok"], true);
        assert_eq!(json["title"], msg(lang, "contact-form-sent-title"));
        assert!(app.messages().await.is_empty());
    }
}

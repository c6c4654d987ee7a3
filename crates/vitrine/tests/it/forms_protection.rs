//! What protects the forms: cross-origin refusal, rate limit, body bounds and strict parsing,
//! each answered in the visitor's language (page or JSON), never with a 500.

use std::net::SocketAddr;

use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use proptest::prelude::*;
use serde_json::Value;
use vitrine::config::Config;

use crate::support::*;

const MESSAGE: &str = "Nous aimerions échanger sur la numérisation de nos archives.";

fn contact_body(lang: Lang) -> String {
    format!(
        "lang={}&name=Lina&email=lina%40example.org&organisation=&message={}",
        lang.as_str(),
        enc(MESSAGE)
    )
}

/// The refusal is the localised error page of `key`, or its JSON.
fn assert_refusal_page(answer: &Answer, lang: Lang, key: &str) {
    assert_eq!(
        answer.attr("html", "lang").as_deref(),
        Some(lang.as_str()),
        "{}",
        answer.body
    );
    assert_page_shows(answer, "h1", [msg(lang, &format!("{key}-title"))], "");
    assert_page_shows(answer, "p.lead", [msg(lang, &format!("{key}-body"))], "");
}

fn assert_refusal_json(answer: &Answer, lang: Lang, key: &str) {
    let json: Value = serde_json::from_str(&answer.body).expect("json");
    assert_eq!(json["ok"], false);
    assert_eq!(json["title"], msg(lang, &format!("{key}-title")));
    assert_eq!(json["description"], msg(lang, &format!("{key}-body")));
}

/// A 429 as JSON: the localised title, and the text followed by when to retry.
fn assert_rate_limited_json(answer: &Answer, lang: Lang) {
    let json: Value = serde_json::from_str(&answer.body).expect("json");
    let seconds: u64 = retry_after(answer);
    assert_eq!(json["ok"], false);
    assert_eq!(json["title"], msg(lang, "ratelimited-title"));
    assert_eq!(
        json["description"],
        format!(
            "{} {}",
            msg(lang, "ratelimited-body"),
            vitrine::error::retry_text(lang, seconds)
        )
    );
}

#[actix_web::test]
async fn cross_origin_posts_are_refused_with_a_localised_403_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let uri = format!("/contact?lang={}", lang.as_str());
        for (header, value) in [
            ("sec-fetch-site", "cross-site"),
            ("sec-fetch-site", "same-site"),
            ("origin", "https://evil.example"),
        ] {
            let page = app
                .call(post_form(&uri, &contact_body(lang)).insert_header((header, value)))
                .await;
            assert_eq!(page.status, StatusCode::FORBIDDEN, "{header}: {value}");
            assert_refusal_page(&page, lang, "forbidden");
            let json = app
                .call(post_form_json(&uri, &contact_body(lang)).insert_header((header, value)))
                .await;
            assert_eq!(json.status, StatusCode::FORBIDDEN);
            assert_refusal_json(&json, lang, "forbidden");
            let newsletter = format!("/newsletter?lang={}", lang.as_str());
            let page = app
                .call(
                    post_form(&newsletter, "email=a%40example.org").insert_header((header, value)),
                )
                .await;
            assert_eq!(page.status, StatusCode::FORBIDDEN);
        }
        assert!(stored_messages(&app.store).await.is_empty());
        assert!(stored_subscribers(&app.store).await.is_empty());
    }
}

#[actix_web::test]
async fn same_origin_posts_are_accepted() {
    let config = Config::for_tests();
    let origin = config.origin();
    let app = TestApp::builder().with_config(config).build().await;
    let same_origin = post_form("/contact", &contact_body(Lang::Fr))
        .insert_header(("sec-fetch-site", "same-origin"));
    assert_eq!(app.call(same_origin).await.status, StatusCode::SEE_OTHER);
    let typed_url = post_form_json("/newsletter", "email=x%40example.org")
        .insert_header(("sec-fetch-site", "none"));
    assert_eq!(app.call(typed_url).await.status, StatusCode::OK);
    let old_browser = post_form_json("/newsletter", "email=y%40example.org")
        .insert_header(("origin", origin.as_str()));
    assert_eq!(app.call(old_browser).await.status, StatusCode::OK);
    // Neither header: not a browser page (curl, the crash test), let through like Go does.
    assert_eq!(
        app.post_json("/newsletter", "email=z%40example.org")
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(stored_subscribers(&app.store).await.len(), 3);
}

/// Posts each of `posts` to the form `path` in `lang` from `peer`, each answered `status`:
/// `200` asks for JSON as the islands do, anything else posts as a browser without JavaScript.
/// Gives the form's URI back.
async fn use_up(
    app: &TestApp<impl Site>,
    (path, lang): (&str, Lang),
    peer: SocketAddr,
    posts: impl Iterator<Item = String>,
    status: StatusCode,
) -> String {
    let uri = format!("{path}?lang={}", lang.as_str());
    for (i, body) in posts.enumerate() {
        let answer = if status == StatusCode::OK {
            app.post_json_from(&uri, &body, peer).await
        } else {
            app.post_from(&uri, &body, peer).await
        };
        assert_eq!(answer.status, status, "post {i}");
    }
    uri
}

#[actix_web::test]
async fn the_sixth_contact_post_in_ten_minutes_gets_429_with_retry_after_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let peer: SocketAddr = "203.0.113.9:41000".parse().expect("addr");
        let posts = (0..5).map(|i| format!("{}+{i}", contact_body(lang)));
        let uri = use_up(&app, ("/contact", lang), peer, posts, StatusCode::SEE_OTHER).await;
        let page = app.post_from(&uri, &contact_body(lang), peer).await;
        assert_eq!(page.status, StatusCode::TOO_MANY_REQUESTS);
        let seconds = retry_after(&page);
        assert!((1..=600).contains(&seconds), "{seconds}");
        // The contact form comes back (its input kept: see limits.rs), saying what happened.
        assert_page_shows(
            &page,
            "#contact-rate-limited h3",
            [msg(lang, "ratelimited-title")],
            "",
        );
        let json = app.post_json_from(&uri, &contact_body(lang), peer).await;
        assert_eq!(json.status, StatusCode::TOO_MANY_REQUESTS);
        assert!(json.header("retry-after").is_some());
        assert_rate_limited_json(&json, lang);
        // Another address is not affected.
        let other: SocketAddr = "198.51.100.4:41000".parse().expect("addr");
        assert_eq!(
            app.post_from(&uri, &contact_body(lang), other).await.status,
            StatusCode::SEE_OTHER
        );
    }
}

#[actix_web::test]
async fn the_eleventh_newsletter_post_in_ten_minutes_gets_429() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let peer: SocketAddr = "203.0.113.10:41000".parse().expect("addr");
        let posts = (0..10).map(|i| format!("email=n{i}%40example.org"));
        let uri = use_up(&app, ("/newsletter", lang), peer, posts, StatusCode::OK).await;
        let json = app
            .post_json_from(&uri, "email=last%40example.org", peer)
            .await;
        assert_eq!(json.status, StatusCode::TOO_MANY_REQUESTS);
        assert!(json.header("retry-after").is_some());
        assert_rate_limited_json(&json, lang);
        let page = app.post_from(&uri, "email=last%40example.org", peer).await;
        assert_eq!(page.status, StatusCode::TOO_MANY_REQUESTS);
        assert_refusal_page(&page, lang, "ratelimited");
    }
}

#[actix_web::test]
async fn forwarded_for_counts_only_behind_a_trusted_proxy() {
    let proxy: SocketAddr = "10.0.0.2:50000".parse().expect("addr");
    let app = TestApp::builder()
        .config(|config| config.trusted_proxies = vec![proxy.ip()])
        .build()
        .await;
    // Behind the trusted proxy, each visitor has its own count.
    for visitor in 1..=7u8 {
        let request = post_form_json("/contact", &contact_body(Lang::En))
            .peer_addr(proxy)
            .insert_header(("x-forwarded-for", format!("203.0.113.{visitor}")));
        assert_eq!(
            app.call(request).await.status,
            StatusCode::OK,
            "visitor {visitor}"
        );
    }
    // A visitor connecting directly cannot pick a new address per post with the header.
    let direct: SocketAddr = "198.51.100.7:50000".parse().expect("addr");
    let statuses: Vec<StatusCode> = {
        let mut statuses = Vec::new();
        for i in 0..6 {
            // Six different messages: a message sent again is a resubmission, which does not
            // spend the allowance.
            let body = contact_body(Lang::En).replace("message=", &format!("message=Demande+{i}+"));
            let request = post_form_json("/contact", &body)
                .peer_addr(direct)
                .insert_header(("x-forwarded-for", format!("192.0.2.{i}")));
            statuses.push(app.call(request).await.status);
        }
        statuses
    };
    assert_eq!(statuses[..5], [StatusCode::OK; 5]);
    assert_eq!(statuses[5], StatusCode::TOO_MANY_REQUESTS);
}

#[actix_web::test]
async fn bodies_over_the_bound_get_a_localised_413_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let newsletter = (
            format!("/newsletter?lang={}", lang.as_str()),
            format!("email=a%40b.org&x={}", "x".repeat(16 * 1024)),
        );
        let contact = (
            format!("/contact?lang={}", lang.as_str()),
            format!("{}{}", contact_body(lang), "x".repeat(64 * 1024)),
        );
        for (uri, body) in [newsletter, contact] {
            let page = app.post(&uri, &body).await;
            assert_eq!(page.status, StatusCode::PAYLOAD_TOO_LARGE, "{uri}");
            assert_refusal_page(&page, lang, "toolarge");
            let json = app.post_json(&uri, &body).await;
            assert_eq!(json.status, StatusCode::PAYLOAD_TOO_LARGE);
            assert_refusal_json(&json, lang, "toolarge");
        }
        // Declared too large: refused before reading.
        let declared = post_form(&format!("/contact?lang={}", lang.as_str()), "a=b")
            .insert_header(("content-length", "70000"));
        assert_eq!(
            app.call(declared).await.status,
            StatusCode::PAYLOAD_TOO_LARGE
        );
        assert!(stored_messages(&app.store).await.is_empty());
        assert!(stored_subscribers(&app.store).await.is_empty());
    }
}

#[actix_web::test]
async fn a_5000_character_arabic_message_fits_the_contact_bound() {
    // Each Arabic letter is 2 bytes of UTF-8, 6 bytes percent-encoded: 30 000 bytes of body.
    let app = TestApp::new().await;
    let body = format!(
        "lang=ar&name={}&email=a%40example.org&organisation={}&message={}",
        enc(&"ن".repeat(100)),
        enc(&"م".repeat(150)),
        enc(&"ع".repeat(5000))
    );
    assert!(body.len() > 30_000);
    assert_eq!(
        app.post("/contact", &body).await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        stored_messages(&app.store).await[0].message.chars().count(),
        5000
    );
}

#[actix_web::test]
async fn malformed_bodies_and_wrong_types_get_a_localised_400_in_every_language() {
    for lang in Lang::ALL {
        let app = TestApp::new().await;
        let uri = format!("/contact?lang={}", lang.as_str());
        let cases: Vec<(Option<&str>, Vec<u8>)> = vec![
            (
                Some("application/x-www-form-urlencoded"),
                b"name=%FF%FE&email=a%40b.org".to_vec(),
            ),
            (
                Some("application/x-www-form-urlencoded"),
                b"name=\xc3\x28".to_vec(),
            ),
            (
                Some("application/x-www-form-urlencoded"),
                b"name=%zz".to_vec(),
            ),
            (Some("text/plain"), b"name=Lina".to_vec()),
            (Some("multipart/form-data; boundary=x"), b"--x--".to_vec()),
            (Some("application/json"), b"{not json".to_vec()),
            (None, b"name=Lina".to_vec()),
        ];
        for (i, (content_type, body)) in cases.into_iter().enumerate() {
            for json in [false, true] {
                let peer =
                    SocketAddr::from(([192, 0, 2, (i * 2 + usize::from(json)) as u8 + 1], 1));
                let mut request = TestRequest::post()
                    .uri(&uri)
                    .peer_addr(peer)
                    .set_payload(body.clone());
                if let Some(content_type) = content_type {
                    request = request.insert_header(("content-type", content_type));
                }
                if json {
                    request = request.insert_header(("accept", "application/json"));
                }
                let answer = app.call(request).await;
                assert_eq!(
                    answer.status,
                    StatusCode::BAD_REQUEST,
                    "case {i} json={json}"
                );
                if json {
                    assert_refusal_json(&answer, lang, "badrequest");
                } else {
                    assert_refusal_page(&answer, lang, "badrequest");
                }
            }
        }
    }
}

#[actix_web::test]
async fn json_bodies_from_the_island_are_accepted_too() {
    let app = TestApp::new().await;
    let body = serde_json::json!({ "lang": "en", "name": "Lina", "email": "lina@example.org", "message": MESSAGE });
    let request = TestRequest::post()
        .uri("/contact")
        .insert_header(("content-type", "application/json"))
        .insert_header(("accept", "application/json"))
        .set_payload(body.to_string());
    assert_eq!(app.call(request).await.status, StatusCode::OK);
    assert_eq!(stored_messages(&app.store).await.len(), 1);
}

fn arbitrary_content_type() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        Just(Some("application/x-www-form-urlencoded".to_owned())),
        Just(Some("application/json".to_owned())),
        Just(None),
        "[ -~]{0,40}".prop_map(Some),
    ]
}

/// Bodies that look like our forms, with arbitrary values, or arbitrary bytes.
fn arbitrary_body() -> impl Strategy<Value = Vec<u8>> {
    let known = prop_oneof![
        Just("name"),
        Just("email"),
        Just("organisation"),
        Just("message"),
        Just("lang"),
        Just("back"),
        Just("website"),
    ];
    let field = prop_oneof![known.prop_map(str::to_owned), "[a-z%&=+]{0,8}"];
    let form = proptest::collection::vec((field, any::<String>()), 0..8).prop_map(|pairs| {
        pairs
            .iter()
            .map(|(k, v)| format!("{k}={}", enc(v)))
            .collect::<Vec<_>>()
            .join("&")
            .into_bytes()
    });
    prop_oneof![
        form,
        proptest::collection::vec(any::<u8>(), 0..300),
        "[ -~]{0,200}".prop_map(String::into_bytes)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_form_bodies_never_cause_a_500_or_a_panic(
        content_type in arbitrary_content_type(),
        body in arbitrary_body(),
        json in any::<bool>(),
        contact in any::<bool>(),
    ) {
        let status = actix_web::rt::System::new().block_on(async move {
            let app = TestApp::new().await;
            let mut request = TestRequest::post().uri(if contact { "/contact" } else { "/newsletter" }).set_payload(body);
            if let Some(content_type) = content_type {
                if let Ok(value) = actix_web::http::header::HeaderValue::from_str(&content_type) {
                    request = request.insert_header(("content-type", value));
                }
            }
            if json {
                request = request.insert_header(("accept", "application/json"));
            }
            app.call(request).await.status
        });
        prop_assert!(
            [200, 303, 400, 413, 422].contains(&status.as_u16()),
            "unexpected status {status}"
        );
    }
}

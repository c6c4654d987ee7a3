//! The page cache never changes what a visitor gets, only how fast.

use actix_web::test::TestRequest;
use vitrine::config::Config;

use crate::support::*;

async fn app() -> impl actix_web::dev::Service<
    actix_http::Request,
    Response = actix_web::dev::ServiceResponse,
    Error = actix_web::Error,
> {
    app_with(Config::for_tests()).await
}

#[actix_web::test]
async fn the_same_request_twice_gets_the_same_page_and_its_own_request_id() {
    let app = app().await;
    let request = || {
        TestRequest::get()
            .uri("/")
            .insert_header(("accept-language", "fr"))
    };
    let first = call(&app, request()).await;
    let second = call(&app, request()).await;
    assert_eq!((first.status.as_u16(), second.status.as_u16()), (200, 200));
    assert_eq!(first.body, second.body);
    assert_eq!(first.header("etag"), second.header("etag"));
    assert_eq!(
        first.header("content-security-policy"),
        second.header("content-security-policy")
    );
    assert_ne!(first.header("x-request-id"), second.header("x-request-id"));
}

#[actix_web::test]
async fn language_cookie_theme_and_encoding_each_get_their_own_page() {
    let app = app().await;
    let fr = call(&app, TestRequest::get().uri("/")).await;
    assert_eq!(fr.attr("html", "lang").as_deref(), Some("fr"));
    let by_cookie = call(
        &app,
        TestRequest::get()
            .uri("/")
            .insert_header(("cookie", "lang=ar")),
    )
    .await;
    assert_eq!(by_cookie.attr("html", "lang").as_deref(), Some("ar"));
    let by_header = call(
        &app,
        TestRequest::get()
            .uri("/")
            .insert_header(("accept-language", "en")),
    )
    .await;
    assert_eq!(by_header.attr("html", "lang").as_deref(), Some("en"));
    let dark = call(
        &app,
        TestRequest::get()
            .uri("/")
            .insert_header(("cookie", "theme=dark")),
    )
    .await;
    assert_ne!(dark.body, fr.body, "theme cookie ignored");
    let again = call(&app, TestRequest::get().uri("/")).await;
    assert_eq!(again.body, fr.body);
    let gzip = call(
        &app,
        TestRequest::get()
            .uri("/")
            .insert_header(("accept-encoding", "gzip")),
    )
    .await;
    assert_eq!(gzip.header("content-encoding"), Some("gzip"));
    let plain = call(&app, TestRequest::get().uri("/")).await;
    assert_eq!(plain.header("content-encoding"), None);
}

#[actix_web::test]
async fn a_language_choice_sets_its_cookie_every_time() {
    let app = app().await;
    for _ in 0..2 {
        let answer = call(&app, TestRequest::get().uri("/about?lang=en")).await;
        assert!(
            answer
                .set_cookies()
                .iter()
                .any(|c| c.starts_with("lang=en")),
            "{:?}",
            answer.set_cookies()
        );
    }
}

#[actix_web::test]
async fn a_cached_page_still_answers_304_to_its_etag() {
    let app = app().await;
    let first = call(&app, TestRequest::get().uri("/faq")).await;
    let _cached = call(&app, TestRequest::get().uri("/faq")).await;
    let etag = first.header("etag").expect("etag").to_owned();
    let conditional = call(
        &app,
        TestRequest::get()
            .uri("/faq")
            .insert_header(("if-none-match", etag)),
    )
    .await;
    assert_eq!(conditional.status, 304);
}

#[actix_web::test]
async fn not_found_is_never_served_from_a_page() {
    let app = app().await;
    call(&app, TestRequest::get().uri("/")).await;
    assert_eq!(
        call(&app, TestRequest::get().uri("/nope")).await.status,
        404
    );
    assert_eq!(
        call(&app, TestRequest::get().uri("/nope")).await.status,
        404
    );
}

/// The site and the counters of its page cache.
async fn app_and_stats() -> (
    impl actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
    std::sync::Arc<vitrine::cache::CacheStats>,
) {
    let state = vitrine::AppState::new(Config::for_tests(), memory_store().await);
    let stats = std::sync::Arc::clone(&state.cache_stats);
    let app =
        actix_web::test::init_service(actix_web::App::new().configure(vitrine::configure(state)))
            .await;
    (app, stats)
}

#[actix_web::test]
async fn unknown_parameters_other_cookies_and_language_spellings_share_one_entry() {
    let (app, stats) = app_and_stats().await;
    let first = call(&app, TestRequest::get().uri("/about?lang=en")).await;
    assert_eq!(stats.stored(), 1);
    let same_page = [
        TestRequest::get().uri("/about?lang=en&utm_source=newsletter&fbclid=x1"),
        TestRequest::get().uri("/about?q=%FF%FE&lang=en&zz"),
        TestRequest::get()
            .uri("/about?lang=en")
            .insert_header(("cookie", "_ga=GA1.2.3; session=abc")),
        TestRequest::get()
            .uri("/about?lang=en")
            .insert_header(("cookie", "lang=en")),
        TestRequest::get()
            .uri("/about?lang=en")
            .insert_header(("accept-language", "en-GB,en;q=0.9")),
        TestRequest::get()
            .uri("/about?lang=en")
            .insert_header(("accept-language", "EN-us")),
    ];
    for request in same_page {
        let answer = call(&app, request).await;
        assert_eq!(answer.status, 200);
        assert_eq!(answer.body, first.body);
    }
    assert_eq!(stats.stored(), 1, "one entry for the one page");
    assert_eq!(stats.served(), 6);
}

#[actix_web::test]
async fn a_flood_of_random_query_strings_is_served_from_one_entry() {
    let (app, stats) = app_and_stats().await;
    for n in 0..300 {
        let answer = call(
            &app,
            TestRequest::get().uri(&format!("/faq?lang=ar&r{n}={}", n * 7919)),
        )
        .await;
        assert_eq!(answer.status, 200);
    }
    assert_eq!(stats.stored(), 1);
    assert_eq!(stats.served(), 299);
}

#[actix_web::test]
async fn the_cache_never_mixes_languages() {
    let (app, _) = app_and_stats().await;
    for _ in 0..2 {
        for (uri, cookie, expected) in [
            ("/services?lang=fr", None, "fr"),
            ("/services?lang=en", None, "en"),
            ("/services?lang=ar", None, "ar"),
            ("/services", Some("lang=ar"), "ar"),
            ("/services", Some("lang=en"), "en"),
            ("/services", None, "fr"),
        ] {
            let mut request = TestRequest::get().uri(uri);
            if let Some(cookie) = cookie {
                request = request.insert_header(("cookie", cookie));
            }
            let answer = call(&app, request).await;
            assert_eq!(
                answer.attr("html", "lang").as_deref(),
                Some(expected),
                "{uri}"
            );
        }
    }
}

#[actix_web::test]
async fn the_cache_never_mixes_themes() {
    let (app, stats) = app_and_stats().await;
    for _ in 0..2 {
        for (cookie, expected) in [
            ("theme=dark", "dark"),
            ("theme=light", "light"),
            ("theme=mauve", ""),
            ("other=1", ""),
        ] {
            let answer = call(
                &app,
                TestRequest::get()
                    .uri("/faq?lang=en")
                    .insert_header(("cookie", cookie)),
            )
            .await;
            let class = answer.attr("html", "class").unwrap_or_default();
            let theme = ["dark", "light"]
                .into_iter()
                .find(|theme| class.split(' ').any(|c| c == *theme))
                .unwrap_or("");
            assert_eq!(theme, expected, "{cookie}");
        }
    }
    assert_eq!(stats.stored(), 3, "an unknown theme is no theme");
}

#[actix_web::test]
async fn the_cache_never_mixes_encodings() {
    let (app, _) = app_and_stats().await;
    for _ in 0..2 {
        for (accept, expected) in [
            ("br, gzip", Some("br")),
            ("gzip", Some("gzip")),
            ("gzip;q=0.5, br;q=0", Some("gzip")),
            ("identity", None),
            ("", None),
        ] {
            let mut request = TestRequest::get().uri("/?lang=fr");
            if !accept.is_empty() {
                request = request.insert_header(("accept-encoding", accept));
            }
            let answer = call(&app, request).await;
            assert_eq!(answer.header("content-encoding"), expected, "{accept}");
            if expected.is_none() {
                assert!(answer.body.contains("<html"), "{accept}: not plain HTML");
            }
        }
    }
}

#[actix_web::test]
async fn the_cache_never_mixes_notices() {
    let (app, _) = app_and_stats().await;
    let subscribed = msg(Lang::En, "newsletter-subscribed-title");
    let invalid = msg(Lang::En, "newsletter-invalid-title");
    let sent = msg(Lang::En, "contact-form-sent-title");
    let notices = |answer: &Answer| answer.texts(".notice").join(" | ");
    for _ in 0..2 {
        let plain = notices(&call(&app, TestRequest::get().uri("/?lang=en")).await);
        assert!(
            !plain.contains(&subscribed) && !plain.contains(&invalid),
            "{plain}"
        );
        let ok = notices(
            &call(
                &app,
                TestRequest::get().uri("/?lang=en&newsletter=subscribed"),
            )
            .await,
        );
        assert!(ok.contains(&subscribed) && !ok.contains(&invalid), "{ok}");
        let bad =
            notices(&call(&app, TestRequest::get().uri("/?newsletter=invalid&lang=en")).await);
        assert!(
            bad.contains(&invalid) && !bad.contains(&subscribed),
            "{bad}"
        );
        let contact = notices(&call(&app, TestRequest::get().uri("/contact?lang=en")).await);
        assert!(!contact.contains(&sent), "{contact}");
        let confirmed =
            notices(&call(&app, TestRequest::get().uri("/contact?lang=en&sent=1")).await);
        assert!(confirmed.contains(&sent), "{confirmed}");
    }
}

#[actix_web::test]
async fn the_cache_never_mixes_the_language_banner() {
    let (app, _) = app_and_stats().await;
    for _ in 0..2 {
        let offered = call(
            &app,
            TestRequest::get()
                .uri("/?lang=fr")
                .insert_header(("accept-language", "ar")),
        )
        .await;
        assert_eq!(offered.attr(".lang-banner", "lang").as_deref(), Some("ar"));
        let chosen = call(
            &app,
            TestRequest::get()
                .uri("/?lang=fr")
                .insert_header(("accept-language", "ar"))
                .insert_header(("cookie", "lang=fr")),
        )
        .await;
        assert!(
            chosen.attr(".lang-banner", "lang").is_none(),
            "banner after a choice"
        );
        let english = call(
            &app,
            TestRequest::get()
                .uri("/?lang=fr")
                .insert_header(("accept-language", "en-US")),
        )
        .await;
        assert_eq!(english.attr(".lang-banner", "lang").as_deref(), Some("en"));
    }
}

#[actix_web::test]
async fn a_returning_visitor_gets_no_set_cookie() {
    let (app, _) = app_and_stats().await;
    for _ in 0..2 {
        let answer = call(
            &app,
            TestRequest::get()
                .uri("/services?lang=ar")
                .insert_header(("cookie", "lang=ar; theme=dark")),
        )
        .await;
        assert_eq!(answer.status, 200);
        assert!(
            answer.set_cookies().is_empty(),
            "{:?}",
            answer.set_cookies()
        );
    }
}

#[actix_web::test]
async fn a_changed_language_still_sets_the_cookie() {
    let (app, _) = app_and_stats().await;
    for cookie in ["lang=fr; theme=dark", "theme=dark", "lang=xx", "lang=fr"] {
        for _ in 0..2 {
            let answer = call(
                &app,
                TestRequest::get()
                    .uri("/services?lang=ar")
                    .insert_header(("cookie", cookie)),
            )
            .await;
            let set = answer.set_cookies();
            assert!(
                set.len() == 1 && set[0].starts_with("lang=ar"),
                "{cookie}: {set:?}"
            );
        }
    }
}

#[actix_web::test]
async fn requests_arriving_together_render_the_page_once() {
    let (app, stats) = app_and_stats().await;
    let answers = futures_util::future::join_all((0..32).map(|n| {
        call(
            &app,
            TestRequest::get()
                .uri(&format!("/solutions?lang=ar&n={n}"))
                .insert_header(("accept-encoding", "br")),
        )
    }))
    .await;
    assert!(answers
        .iter()
        .all(|a| a.status == 200 && a.body == answers[0].body));
    assert_eq!(stats.stored(), 1, "rendered more than once");
    assert_eq!(stats.served(), 31);
}

#[actix_web::test]
async fn the_cache_never_mixes_filters_or_the_contact_subject() {
    let (app, _) = app_and_stats().await;
    for _ in 0..2 {
        let all = call(&app, TestRequest::get().uri("/resources?lang=en")).await;
        assert!(all.texts("a.filter-reset").is_empty());
        let filtered = call(
            &app,
            TestRequest::get().uri("/resources?lang=en&type=guide&topic=cloud"),
        )
        .await;
        assert_eq!(
            filtered.texts("a.filter-reset"),
            vec![msg(Lang::En, "resources-filter-reset")]
        );
        let cases = call(&app, TestRequest::get().uri("/cases?lang=en")).await;
        let sector = call(
            &app,
            TestRequest::get().uri("/cases?lang=en&sector=ministry"),
        )
        .await;
        assert_ne!(
            cases.body, sector.body,
            "/cases?sector= served the unfiltered page"
        );
        let blank = call(&app, TestRequest::get().uri("/contact?lang=en")).await;
        assert_eq!(blank.attr("#contact-subject", "value").as_deref(), Some(""));
        let asked = call(
            &app,
            TestRequest::get().uri("/contact?lang=en&subject=Cloud%20audit"),
        )
        .await;
        assert_eq!(
            asked.attr("#contact-subject", "value").as_deref(),
            Some("Cloud audit")
        );
    }
}

#[actix_web::test]
async fn cases_articles_filtered_listings_request_links_and_the_feed_are_cached() {
    let (app, stats) = app_and_stats().await;
    let title = &vitrine::content::Library::get().articles[0]
        .doc(Lang::Ar)
        .meta
        .title;
    let request_link = vitrine::pages::stories::request_href(Lang::Ar, title);
    let visited = [
        "/cases/energy-cloud-migration?lang=fr".to_owned(),
        "/resources/rpa-or-api-integration?lang=en".to_owned(),
        "/resources?lang=fr&type=guide&topic=cloud".to_owned(),
        "/cases?lang=ar&sector=ministry".to_owned(),
        "/resources/feed.xml?lang=ar".to_owned(),
        request_link.trim_end_matches("#contact-form").to_owned(),
    ];
    for uri in &visited {
        let first = call(&app, TestRequest::get().uri(uri)).await;
        let stored = stats.stored();
        let again = call(&app, TestRequest::get().uri(uri)).await;
        assert_eq!(
            (first.status.as_u16(), again.status.as_u16()),
            (200, 200),
            "{uri}"
        );
        assert_eq!(first.body, again.body, "{uri}");
        assert_eq!(stats.stored(), stored, "{uri} rendered twice");
    }
    assert_eq!(stats.served(), visited.len() as u64);
    let asked = call(&app, TestRequest::get().uri(&request_link)).await;
    assert_eq!(
        asked.attr("#contact-subject", "value").as_deref(),
        Some(title.as_str())
    );
    // Made-up filters filter nothing: they are served the unfiltered listing's entry.
    let stored = stats.stored();
    let all = call(&app, TestRequest::get().uri("/cases?lang=fr")).await;
    for made_up in ["/cases?lang=fr&sector=zz", "/cases?lang=fr&sector=%FF"] {
        assert_eq!(
            call(&app, TestRequest::get().uri(made_up)).await.body,
            all.body
        );
    }
    assert_eq!(stats.stored(), stored + 1);
    // Any other subject is rendered for its request alone and never stored.
    for n in 0..20 {
        let uri = format!("/contact?lang=fr&subject=Sujet+{n}");
        let answer = call(&app, TestRequest::get().uri(&uri)).await;
        let expected = format!("Sujet {n}");
        assert_eq!(
            answer.attr("#contact-subject", "value").as_deref(),
            Some(expected.as_str())
        );
    }
    assert_eq!(
        stats.stored(),
        stored + 1,
        "made-up subjects filled the cache"
    );
}

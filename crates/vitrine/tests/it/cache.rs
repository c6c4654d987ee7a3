//! The page cache never changes what a visitor gets, only how fast.

use crate::support::*;

#[actix_web::test]
async fn the_same_request_twice_gets_the_same_page_and_its_own_request_id() {
    let app = TestApp::new().await;
    let first = app.get_with("/", &[("accept-language", "fr")]).await;
    let second = app.get_with("/", &[("accept-language", "fr")]).await;
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
    let app = TestApp::new().await;
    let fr = app.get("/").await;
    assert_eq!(fr.attr("html", "lang").as_deref(), Some("fr"));
    let by_cookie = app.get_with("/", &[("cookie", "lang=ar")]).await;
    assert_eq!(by_cookie.attr("html", "lang").as_deref(), Some("ar"));
    let by_header = app.get_with("/", &[("accept-language", "en")]).await;
    assert_eq!(by_header.attr("html", "lang").as_deref(), Some("en"));
    let dark = app.get_with("/", &[("cookie", "theme=dark")]).await;
    assert_ne!(dark.body, fr.body, "theme cookie ignored");
    let again = app.get("/").await;
    assert_eq!(again.body, fr.body);
    let gzip = app.get_with("/", &[("accept-encoding", "gzip")]).await;
    assert_eq!(gzip.header("content-encoding"), Some("gzip"));
    let plain = app.get("/").await;
    assert_eq!(plain.header("content-encoding"), None);
}

#[actix_web::test]
async fn a_language_choice_sets_its_cookie_every_time() {
    let app = TestApp::new().await;
    for _ in 0..2 {
        let cookies = app.get("/about?lang=en").await.set_cookies();
        assert!(
            cookies.iter().any(|c| c.starts_with("lang=en")),
            "{cookies:?}"
        );
    }
}

#[actix_web::test]
async fn a_cached_page_still_answers_304_to_its_etag() {
    let app = TestApp::new().await;
    let first = app.get("/faq").await;
    let _cached = app.get("/faq").await;
    let etag = first.header("etag").expect("etag").to_owned();
    let conditional = app.get_with("/faq", &[("if-none-match", &etag)]).await;
    assert_eq!(conditional.status, 304);
}

#[actix_web::test]
async fn not_found_is_never_served_from_a_page() {
    let app = TestApp::new().await;
    app.get("/").await;
    assert_eq!(app.get("/nope").await.status, 404);
    assert_eq!(app.get("/nope").await.status, 404);
}

#[actix_web::test]
async fn unknown_parameters_other_cookies_and_language_spellings_share_one_entry() {
    let app = TestApp::new().await;
    let stats = &app.cache_stats;
    let first = app.get("/about?lang=en").await;
    assert_eq!(stats.stored(), 1);
    let same_page: [(&str, &[(&str, &str)]); 6] = [
        ("/about?lang=en&utm_source=newsletter&fbclid=x1", &[]),
        ("/about?q=%FF%FE&lang=en&zz", &[]),
        ("/about?lang=en", &[("cookie", "_ga=GA1.2.3; session=abc")]),
        ("/about?lang=en", &[("cookie", "lang=en")]),
        ("/about?lang=en", &[("accept-language", "en-GB,en;q=0.9")]),
        ("/about?lang=en", &[("accept-language", "EN-us")]),
    ];
    for (uri, headers) in same_page {
        let answer = app.get_with(uri, headers).await;
        assert_eq!(answer.status, 200);
        assert_eq!(answer.body, first.body);
    }
    assert_eq!(stats.stored(), 1, "one entry for the one page");
    assert_eq!(stats.served(), 6);
}

#[actix_web::test]
async fn a_flood_of_random_query_strings_is_served_from_one_entry() {
    let app = TestApp::new().await;
    let stats = &app.cache_stats;
    for n in 0..300 {
        let answer = app.get(&format!("/faq?lang=ar&r{n}={}", n * 7919)).await;
        assert_eq!(answer.status, 200);
    }
    assert_eq!(stats.stored(), 1);
    assert_eq!(stats.served(), 299);
}

#[actix_web::test]
async fn the_cache_never_mixes_languages() {
    let app = TestApp::new().await;
    for _ in 0..2 {
        for (uri, cookie, expected) in [
            ("/services?lang=fr", None, "fr"),
            ("/services?lang=en", None, "en"),
            ("/services?lang=ar", None, "ar"),
            ("/services", Some("lang=ar"), "ar"),
            ("/services", Some("lang=en"), "en"),
            ("/services", None, "fr"),
        ] {
            let headers: &[(&str, &str)] = match cookie {
                Some(cookie) => &[("cookie", cookie)],
                None => &[],
            };
            let answer = app.get_with(uri, headers).await;
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
    let app = TestApp::new().await;
    let stats = &app.cache_stats;
    for _ in 0..2 {
        for (cookie, expected) in [
            ("theme=dark", "dark"),
            ("theme=light", "light"),
            ("theme=mauve", ""),
            ("other=1", ""),
        ] {
            let answer = app.get_with("/faq?lang=en", &[("cookie", cookie)]).await;
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
    let app = TestApp::new().await;
    for _ in 0..2 {
        for (accept, expected) in [
            ("br, gzip", Some("br")),
            ("gzip", Some("gzip")),
            ("gzip;q=0.5, br;q=0", Some("gzip")),
            ("identity", None),
            ("", None),
        ] {
            let headers: &[(&str, &str)] = if accept.is_empty() {
                &[]
            } else {
                &[("accept-encoding", accept)]
            };
            let answer = app.get_with("/?lang=fr", headers).await;
            assert_eq!(answer.header("content-encoding"), expected, "{accept}");
            if expected.is_none() {
                assert!(answer.body.contains("<html"), "{accept}: not plain HTML");
            }
        }
    }
}

#[actix_web::test]
async fn the_cache_never_mixes_notices() {
    let app = TestApp::new().await;
    let subscribed = msg(Lang::En, "newsletter-subscribed-title");
    let invalid = msg(Lang::En, "newsletter-invalid-title");
    let sent = msg(Lang::En, "contact-form-sent-title");
    let notices = |answer: &Answer| answer.texts(".notice").join(" | ");
    for _ in 0..2 {
        let plain = notices(&app.get("/?lang=en").await);
        assert!(
            !plain.contains(&subscribed) && !plain.contains(&invalid),
            "{plain}"
        );
        let ok = notices(&app.get("/?lang=en&newsletter=subscribed").await);
        assert!(ok.contains(&subscribed) && !ok.contains(&invalid), "{ok}");
        let bad = notices(&app.get("/?newsletter=invalid&lang=en").await);
        assert!(
            bad.contains(&invalid) && !bad.contains(&subscribed),
            "{bad}"
        );
        let contact = notices(&app.get("/contact?lang=en").await);
        assert!(!contact.contains(&sent), "{contact}");
        let confirmed = notices(&app.get("/contact?lang=en&sent=1").await);
        assert!(confirmed.contains(&sent), "{confirmed}");
    }
}

type Headers<'a> = &'a [(&'a str, &'a str)];

#[actix_web::test]
async fn the_cache_never_mixes_the_language_banner() {
    let app = TestApp::new().await;
    let browser_ar = ("accept-language", "ar");
    let cases: [(Headers, Option<&str>); 3] = [
        (&[browser_ar], Some("ar")),
        // No banner once the visitor has chosen.
        (&[browser_ar, ("cookie", "lang=fr")], None),
        (&[("accept-language", "en-US")], Some("en")),
    ];
    for _ in 0..2 {
        for (headers, banner) in cases {
            let answer = app.get_with("/?lang=fr", headers).await;
            let offered = answer.attr(".lang-banner", "lang");
            assert_eq!(offered.as_deref(), banner, "{headers:?}");
        }
    }
}

#[actix_web::test]
async fn a_returning_visitor_gets_no_set_cookie() {
    let app = TestApp::new().await;
    for _ in 0..2 {
        let answer = app
            .get_with("/services?lang=ar", &[("cookie", "lang=ar; theme=dark")])
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
    let app = TestApp::new().await;
    for cookie in ["lang=fr; theme=dark", "theme=dark", "lang=xx", "lang=fr"] {
        for _ in 0..2 {
            let answer = app
                .get_with("/services?lang=ar", &[("cookie", cookie)])
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
    let app = TestApp::new().await;
    let stats = &app.cache_stats;
    let uris: Vec<String> = (0..32)
        .map(|n| format!("/solutions?lang=ar&n={n}"))
        .collect();
    let answers = futures_util::future::join_all(
        uris.iter()
            .map(|uri| app.get_with(uri, &[("accept-encoding", "br")])),
    )
    .await;
    assert!(answers
        .iter()
        .all(|a| a.status == 200 && a.body == answers[0].body));
    assert_eq!(stats.stored(), 1, "rendered more than once");
    assert_eq!(stats.served(), 31);
}

#[actix_web::test]
async fn the_cache_never_mixes_filters_or_the_contact_subject() {
    let app = TestApp::new().await;
    for _ in 0..2 {
        let all = app.get("/resources?lang=en").await;
        assert!(all.texts("a.filter-reset").is_empty());
        let filtered = app.get("/resources?lang=en&type=guide&topic=cloud").await;
        assert_page_shows(
            &filtered,
            "a.filter-reset",
            [msg(Lang::En, "resources-filter-reset")],
            "",
        );
        let cases = app.get("/cases?lang=en").await;
        let sector = app.get("/cases?lang=en&sector=ministry").await;
        assert_ne!(
            cases.body, sector.body,
            "/cases?sector= served the unfiltered page"
        );
        let blank = app.get("/contact?lang=en").await;
        assert_eq!(blank.attr("#contact-subject", "value").as_deref(), Some(""));
        let asked = app.get("/contact?lang=en&subject=Cloud%20audit").await;
        assert_eq!(
            asked.attr("#contact-subject", "value").as_deref(),
            Some("Cloud audit")
        );
    }
}

#[actix_web::test]
async fn cases_articles_filtered_listings_request_links_the_feed_and_the_archive_are_cached() {
    let app = TestApp::new().await;
    let stats = &app.cache_stats;
    let title = &vitrine::bidi::without_isolates(&vitrine::i18n::lookup(
        Lang::Ar,
        "resources-item-dpia-title",
    ));
    let request_link = vitrine::pages::stories::request_href(Lang::Ar, title);
    let visited = [
        "/cases/energy-cloud-migration?lang=fr",
        "/resources/rpa-or-api-integration?lang=en",
        "/about/salma-el-idrissi?lang=ar",
        "/resources?lang=fr&type=guide&topic=cloud",
        "/cases?lang=ar&sector=ministry",
        "/resources/feed.xml?lang=ar",
        "/newsletter/archive?lang=ar",
        "/newsletter/archive/feed.xml?lang=en",
        request_link.trim_end_matches("#contact-form"),
    ];
    for uri in visited {
        let first = app.get(uri).await;
        let stored = stats.stored();
        let again = app.get(uri).await;
        assert_eq!(
            (first.status.as_u16(), again.status.as_u16()),
            (200, 200),
            "{uri}"
        );
        assert_eq!(first.body, again.body, "{uri}");
        assert_eq!(stats.stored(), stored, "{uri} rendered twice");
    }
    assert_eq!(stats.served(), visited.len() as u64);
    let asked = app.get(&request_link).await;
    assert_eq!(
        asked.attr("#contact-subject", "value").as_deref(),
        Some(title.as_str())
    );
    // Made-up filters filter nothing: they are served the unfiltered listing's entry.
    let stored = stats.stored();
    let all = app.get("/cases?lang=fr").await;
    for made_up in ["/cases?lang=fr&sector=zz", "/cases?lang=fr&sector=%FF"] {
        assert_eq!(app.get(made_up).await.body, all.body, "{made_up}");
    }
    assert_eq!(stats.stored(), stored + 1);
    // Any other subject is rendered for its request alone and never stored.
    for n in 0..20 {
        let answer = app
            .get(&format!("/contact?lang=fr&subject=Sujet+{n}"))
            .await;
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

/// The page cache's key of a GET of `uri`.
fn key_of(uri: &str) -> Option<vitrine::cache::PageKey> {
    vitrine::cache::key(
        &actix_web::test::TestRequest::get()
            .uri(uri)
            .to_srv_request(),
    )
}

#[test]
fn every_input_a_page_declares_is_in_its_cache_key() {
    use vitrine::pages::page::{Input, Page};
    let mut declared = 0;
    for page in Page::ALL {
        for input in page.inputs {
            // Two values the page reads differently must make two keys.
            let (name, one, other) = match input {
                Input::Choice { name, value } => {
                    let values: Vec<&str> = ["guide", "article", "document", "cloud", "ai"]
                        .into_iter()
                        .chain(["university", "ministry", "energy"])
                        .filter(|candidate| value(candidate).is_some())
                        .collect();
                    assert!(values.len() >= 2, "{}: {name} has values", page.key);
                    (*name, values[0].to_owned(), values[1].to_owned())
                }
                Input::Flag { name } => (*name, "1".to_owned(), "0".to_owned()),
                Input::Text { name, cached, .. } => {
                    let title = vitrine::pages::stories::DOWNLOADS
                        .iter()
                        .map(|d| vitrine::i18n::lookup(Lang::Fr, d.title))
                        .map(|t| vitrine::bidi::without_isolates(&t))
                        .find(|t| cached(t).is_some())
                        .expect("a request link's subject");
                    (*name, title, String::new())
                }
            };
            let uri = |value: &str| format!("{}?lang=fr&{name}={}", page.path, enc(value));
            let (first, second) = (key_of(&uri(&one)), key_of(&uri(&other)));
            assert!(first.is_some(), "{} {name}={one}", page.key);
            assert_ne!(first, second, "{}: {name} is not in the key", page.key);
            declared += 1;
        }
    }
    assert!(
        declared >= 5,
        "the listings' filters and the contact form's inputs"
    );
}

#[test]
fn a_page_reading_a_query_value_it_does_not_declare_fails() {
    use vitrine::pages::page::Page;
    let req = actix_web::test::TestRequest::get()
        .uri("/cases?lang=fr&sector=ministry&topic=cloud")
        .to_http_request();
    let visitor = vitrine::visitor::Visitor::from_request(&req);
    assert_eq!(
        Page::CASES.choice(&visitor, "sector").expect("declared"),
        Some("ministry")
    );
    // The cases' listing declares no topic: reading one is an error, whatever the query holds.
    let error = Page::CASES
        .choice(&visitor, "topic")
        .expect_err("undeclared");
    assert!(error.to_string().contains("`topic`"), "{error}");
    assert!(Page::HOME.flag(&visitor, "sent").is_err());
    assert!(Page::ABOUT.text(&visitor, "subject").is_err());
}

#[test]
fn page_handlers_read_their_query_only_through_their_declared_inputs() {
    // `Visitor::query_value` reads any value: a page handler that used it would read what its
    // cache key does not hold. (The newsletter's link pages and the theme switch are never
    // cached: `no-store` and a redirect.)
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for file in [
        "contact.rs",
        "pages/stories.rs",
        "pages/people.rs",
        "registry.rs",
    ] {
        let text = std::fs::read_to_string(src.join(file)).expect(file);
        assert!(
            !text.contains("query_value("),
            "{file} reads the query directly"
        );
    }
}

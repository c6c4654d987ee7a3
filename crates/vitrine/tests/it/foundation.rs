//! Every route in every language, negotiation, cookies, SEO links, headers, caching,
//! and bad input that must never become a 500.

use actix_web::http::header;
use actix_web::test::TestRequest;
use vitrine::config::Config;
use vitrine::i18n::lookup;

use crate::support::*;

/// Every concrete page path of the registry.
fn pages() -> Vec<String> {
    vitrine::pages::page::Page::ALL
        .iter()
        .flat_map(vitrine::pages::page::Page::sitemap_paths)
        .collect()
}

#[actix_web::test]
async fn every_page_answers_in_every_language_with_lang_and_dir() {
    for path in pages() {
        for lang in Lang::ALL {
            let answer = page(&path, lang).await;
            assert_eq!(
                answer.attr("html", "dir").as_deref(),
                Some(lang.dir()),
                "{path}"
            );
            let class = answer.attr("html", "class").unwrap_or_default();
            assert_eq!(
                class.split(' ').any(|c| c == "rtl"),
                lang == Lang::Ar,
                "{path}: class {class}"
            );
            let title = answer.texts("title").concat();
            // A case study, an article or a person is titled by its own heading, from content/.
            let expected = if path.starts_with("/cases/")
                || path.starts_with("/resources/")
                || path.starts_with("/about/")
            {
                answer.texts("main h1").concat()
            } else {
                collapse(&lookup(lang, &format!("{}-meta-title", page_key(&path))))
            };
            assert!(
                title.starts_with(&expected),
                "{path} {lang:?}: title {title}"
            );
        }
    }
}

/// Whitespace as `Answer::texts` gives it (no-break spaces of French typography included).
fn collapse(text: &str) -> String {
    text.split_ascii_whitespace().collect::<Vec<_>>().join(" ")
}

fn page_key(path: &str) -> &'static str {
    vitrine::pages::page::Page::ALL
        .iter()
        .find(|page| page.path == path)
        .map_or("notfound", |page| page.key)
}

#[actix_web::test]
async fn unknown_path_gives_a_localised_404_in_each_language() {
    for lang in Lang::ALL {
        let answer = get(&format!("/no/such/page?lang={}", lang.as_str())).await;
        assert_eq!(answer.status, 404);
        assert_eq!(answer.attr("html", "lang").as_deref(), Some(lang.as_str()));
        assert_page_shows(
            &answer,
            "h1",
            [collapse(&lookup(lang, "notfound-title"))],
            "",
        );
        assert_eq!(
            answer.attr("meta[name=robots]", "content").as_deref(),
            Some("noindex")
        );
    }
    // The old SPA's dead footer links are real pages now.
    assert_eq!(get("/cases").await.status, 200);
}

#[actix_web::test]
async fn server_error_page_is_localised_and_hides_the_cause() {
    use actix_web::ResponseError;
    for lang in Lang::ALL {
        let req = site_request(&format!("/?lang={}", lang.as_str())).await;
        let error =
            vitrine::error::AppError::internal(&req, anyhow::anyhow!("secret database detail"));
        let answer = read_response(error.error_response()).await;
        assert_eq!(answer.status, 500);
        assert_eq!(answer.attr("html", "lang").as_deref(), Some(lang.as_str()));
        assert_page_shows(&answer, "h1", [collapse(&lookup(lang, "error-title"))], "");
        assert!(
            !answer.body.contains("secret"),
            "the cause leaked into the page"
        );
    }
}

/// (query, cookie, Accept-Language) → expected language.
type NegotiationCase = (
    Option<&'static str>,
    Option<&'static str>,
    Option<&'static str>,
    &'static str,
);

const NEGOTIATION: [NegotiationCase; 14] = [
    (None, None, None, "fr"),
    (Some("en"), None, None, "en"),
    (Some("ar"), Some("en"), Some("fr"), "ar"),
    (None, Some("en"), Some("ar"), "en"),
    (None, None, Some("ar-MA,fr;q=0.5"), "ar"),
    (None, None, Some("de-DE, en;q=0.8, ar;q=0.9"), "ar"),
    (None, None, Some("de, it"), "fr"),
    (Some("xx"), Some("ar"), None, "ar"),
    (Some("<script>"), None, Some("en"), "en"),
    (Some(""), Some("zz"), Some("en-GB"), "en"),
    (Some("EN"), None, None, "en"),
    (None, Some("xx"), Some("q=;;,,"), "fr"),
    (None, None, Some("en;q=0, ar;q=0.2"), "ar"),
    (Some("fr"), Some("ar"), Some("ar"), "fr"),
];

#[actix_web::test]
async fn language_negotiation_follows_query_cookie_header_default() {
    for (query, cookie, accept, expected) in NEGOTIATION {
        let uri = match query {
            Some(q) => format!("/about?lang={}", urlencode(q)),
            None => "/about".to_owned(),
        };
        let mut request = TestRequest::get().uri(&uri);
        if let Some(cookie) = cookie {
            request = request.insert_header((header::COOKIE, format!("lang={cookie}")));
        }
        if let Some(accept) = accept {
            request = request.insert_header((header::ACCEPT_LANGUAGE, accept));
        }
        let answer = send(request).await;
        assert_eq!(answer.status, 200);
        assert_eq!(
            answer.attr("html", "lang").as_deref(),
            Some(expected),
            "query {query:?}, cookie {cookie:?}, accept {accept:?}"
        );
    }
}

fn urlencode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

#[actix_web::test]
async fn invalid_language_values_are_never_echoed() {
    let answer = get_with(
        "/?lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
        &[("cookie", "lang=evil\"value")],
    )
    .await;
    assert_eq!(answer.status, 200);
    assert!(!answer.body.contains("<script>alert"));
    assert!(!answer.body.contains("evil"));
    assert!(
        answer.set_cookies().is_empty(),
        "an invalid choice must not set a cookie"
    );
}

#[actix_web::test]
async fn a_valid_lang_query_sets_a_one_year_lax_cookie() {
    let answer = get("/services?lang=ar").await;
    let cookies = answer.set_cookies();
    assert_eq!(cookies.len(), 1, "{cookies:?}");
    let cookie = &cookies[0];
    assert!(cookie.starts_with("lang=ar"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
    assert!(cookie.contains("Max-Age=31536000"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(
        !cookie.contains("Secure"),
        "plain http must not mark the cookie Secure: {cookie}"
    );
    // No choice in the URL, no cookie set.
    assert!(get("/services").await.set_cookies().is_empty());
}

#[actix_web::test]
async fn over_https_the_cookie_is_secure_and_hsts_is_sent() {
    let mut config = Config::for_tests();
    config.base_url = "https://vitrine.example.com".parse().expect("url");
    let app = TestApp::builder().with_config(config).build().await;
    let answer = app.get("/?lang=en").await;
    assert!(answer.set_cookies()[0].contains("Secure"));
    assert!(answer
        .header("strict-transport-security")
        .is_some_and(|v| v.contains("max-age=")));
    assert_eq!(
        answer.attr("link[rel=canonical]", "href").as_deref(),
        Some("https://vitrine.example.com/?lang=en")
    );
}

#[actix_web::test]
async fn every_page_declares_canonical_and_hreflang_alternates() {
    for path in pages() {
        for lang in Lang::ALL {
            let answer = get(&format!("{path}?lang={}", lang.as_str())).await;
            let base = "http://127.0.0.1:8080";
            assert_eq!(
                answer.attr("link[rel=canonical]", "href"),
                Some(format!("{base}{path}?lang={}", lang.as_str()))
            );
            for alternate in Lang::ALL {
                let selector = format!("link[rel=alternate][hreflang={}]", alternate.as_str());
                assert_eq!(
                    answer.attr(&selector, "href"),
                    Some(format!("{base}{path}?lang={}", alternate.as_str()))
                );
            }
            assert_eq!(
                answer.attr("link[rel=alternate][hreflang=x-default]", "href"),
                Some(format!("{base}{path}"))
            );
        }
    }
}

#[actix_web::test]
async fn internal_links_keep_the_language_and_mark_the_current_page() {
    let answer = get("/solutions?lang=en").await;
    let hrefs = answer.attrs("header a[href^='/'], footer a[href^='/']", "href");
    assert!(hrefs.len() > 15, "{hrefs:?}");
    for href in &hrefs {
        if href.starts_with("/theme") {
            continue;
        }
        assert!(
            href.contains("lang="),
            "internal link without language: {href}"
        );
    }
    let nav = answer.attrs(".nav-links a", "href");
    assert!(nav.iter().all(|h| h.ends_with("lang=en")), "{nav:?}");
    assert_eq!(
        answer.attrs(".nav-links a[aria-current=page]", "href"),
        vec!["/solutions?lang=en"]
    );
    assert_eq!(
        answer.attrs(".lang-switch a", "href"),
        vec![
            "/solutions?lang=fr",
            "/solutions?lang=en",
            "/solutions?lang=ar"
        ]
    );
}

#[actix_web::test]
async fn sitemap_lists_every_page_and_content_item_with_alternates_both_ways() {
    let answer = get_file("/sitemap.xml", "application/xml").await;
    let doc = roxmltree::Document::parse(&answer.body).expect("well-formed XML");
    let urls: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("url"))
        .collect();
    // Each listed page of the registry and each case study and article, in three languages.
    let paths: usize = vitrine::pages::page::Page::ALL
        .iter()
        .map(|page| page.sitemap_paths().len())
        .sum();
    let listed_pages = vitrine::pages::page::Page::ALL
        .iter()
        .filter(|page| matches!(page.sitemap, vitrine::pages::page::Sitemap::Listed))
        .count();
    assert_eq!(paths, listed_pages + content_item_paths().len());
    assert_eq!(urls.len(), paths * 3);
    let mut locs = std::collections::BTreeSet::new();
    let mut links = Vec::new();
    for url in &urls {
        let loc = url
            .children()
            .find(|n| n.has_tag_name("loc"))
            .and_then(|n| n.text())
            .expect("loc")
            .to_owned();
        let alternates: Vec<(String, String)> = url
            .children()
            .filter(|n| n.has_tag_name("link"))
            .map(|n| {
                (
                    n.attribute("hreflang").unwrap_or("").to_owned(),
                    n.attribute("href").unwrap_or("").to_owned(),
                )
            })
            .collect();
        assert_eq!(alternates.len(), 4, "{loc}: fr, en, ar, x-default");
        assert!(
            alternates.iter().any(|(_, href)| *href == loc),
            "{loc} lists itself"
        );
        locs.insert(loc.clone());
        links.push((loc, alternates));
    }
    assert_eq!(locs.len(), urls.len(), "every loc is distinct");
    // Both ways: each language alternate is itself a <loc> that lists this loc back.
    for (loc, alternates) in &links {
        for (hreflang, href) in alternates {
            if hreflang == "x-default" {
                continue;
            }
            let (_, back) = links
                .iter()
                .find(|(l, _)| l == href)
                .expect("alternate is listed");
            assert!(
                back.iter().any(|(_, h)| h == loc),
                "{href} does not point back to {loc}"
            );
        }
    }
}

#[actix_web::test]
async fn robots_txt_points_to_the_sitemap() {
    let answer = get("/robots.txt").await;
    assert_eq!(answer.status, 200);
    assert!(answer
        .body
        .contains("Sitemap: http://127.0.0.1:8080/sitemap.xml"));
}

#[actix_web::test]
async fn security_headers_are_on_every_response() {
    let manifest = vitrine::assets::Manifest::get();
    let css = format!("/static/{}", manifest.css);
    for uri in [
        "/",
        "/contact?lang=ar",
        "/nope",
        "/sitemap.xml",
        "/robots.txt",
        css.as_str(),
    ] {
        let answer = get(uri).await;
        let csp = answer.header("content-security-policy").unwrap_or_default();
        for directive in [
            "default-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
            "form-action 'self'",
        ] {
            assert!(
                csp.contains(directive),
                "{uri}: CSP lacks {directive}: {csp}"
            );
        }
        assert!(!csp.contains("unsafe-inline"), "{uri}");
        assert_eq!(
            answer.header("x-content-type-options"),
            Some("nosniff"),
            "{uri}"
        );
        assert_eq!(
            answer.header("referrer-policy"),
            Some("strict-origin-when-cross-origin"),
            "{uri}"
        );
        assert!(
            answer
                .header("permissions-policy")
                .is_some_and(|v| v.contains("camera=()")),
            "{uri}"
        );
        assert_eq!(
            answer.header("cross-origin-opener-policy"),
            Some("same-origin"),
            "{uri}"
        );
        assert!(
            answer.header("strict-transport-security").is_none(),
            "no HSTS over plain http"
        );
    }
}

#[actix_web::test]
async fn html_has_an_etag_and_a_matching_request_gets_304() {
    let app = TestApp::new().await;
    let first = app.call(TestRequest::get().uri("/faq?lang=en")).await;
    let etag = first.header("etag").expect("etag").to_owned();
    assert!(first.header("cache-control").is_some());
    let again = TestRequest::get()
        .uri("/faq?lang=en")
        .insert_header((header::IF_NONE_MATCH, etag.clone()));
    let second = app.call(again).await;
    assert_eq!(second.status, 304);
    assert!(second.body.is_empty());
    let other = TestRequest::get()
        .uri("/faq?lang=en")
        .insert_header((header::IF_NONE_MATCH, "W/\"0000\""));
    assert_eq!(app.respond(other).await.status(), 200);
}

#[actix_web::test]
async fn html_is_compressed_when_the_client_accepts_it() {
    let answer = get_with("/", &[("accept-encoding", "gzip")]).await;
    assert_eq!(answer.header("content-encoding"), Some("gzip"));
}

#[actix_web::test]
async fn static_files_have_hashed_names_and_are_immutable() {
    let manifest = vitrine::assets::Manifest::get();
    assert!(
        manifest.css.len() > "app-.css".len(),
        "the build manifest names a hashed stylesheet"
    );
    let page = get("/").await;
    let href = page
        .attr("link[rel=stylesheet]", "href")
        .expect("stylesheet");
    assert_eq!(href, format!("/static/{}", manifest.css));
    let css = get_with(&href, &[("accept-encoding", "br, gzip")]).await;
    assert_eq!(css.status, 200);
    assert_eq!(
        css.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    assert_eq!(
        css.header("content-encoding"),
        Some("br"),
        "precompressed at build time"
    );
    assert!(css
        .header("content-type")
        .is_some_and(|v| v.starts_with("text/css")));
    let plain = get(&href).await;
    assert!(plain.header("content-encoding").is_none());
    assert!(plain.body.contains("font-face"));
    assert_eq!(get("/static/app-unknown.css").await.status, 404);
    assert_eq!(get("/static/manifest.json").await.status, 404);
}

#[actix_web::test]
async fn theme_cookie_sets_the_class_before_first_paint() {
    let dark = get_with("/?lang=ar", &[("cookie", "theme=dark")]).await;
    assert_eq!(dark.attr("html", "class").as_deref(), Some("rtl dark"));
    let light = get_with("/", &[("cookie", "theme=light")]).await;
    assert_eq!(light.attr("html", "class").as_deref(), Some("light"));
    let none = get_with("/", &[("cookie", "theme=<x>")]).await;
    assert_eq!(
        none.attr("html", "class"),
        None,
        "no cookie: CSS follows prefers-color-scheme"
    );
    assert!(none.body.matches("<script").all(|_| true));
    assert!(!none.body.contains("<script>"), "no inline script");
}

#[actix_web::test]
async fn theme_switch_without_javascript_sets_the_cookie_and_goes_back() {
    let answer = get("/theme?set=dark&back=%2Fabout%3Flang%3Den").await;
    assert_eq!(answer.status, 303);
    assert_eq!(answer.header("location"), Some("/about?lang=en"));
    assert!(answer.set_cookies()[0].starts_with("theme=dark"));
    let evil = get("/theme?set=dark&back=https%3A%2F%2Fevil.example").await;
    assert_eq!(evil.header("location"), Some("/"));
}

#[actix_web::test]
async fn banner_offers_the_browser_language_without_redirecting() {
    let answer = get_with("/about?lang=fr", &[("accept-language", "en-GB,en;q=0.9")]).await;
    assert_eq!(answer.status, 200, "never a redirect");
    assert_attrs(
        &answer,
        &[
            ("html", "lang", Some("fr")),
            (".lang-banner", "lang", Some("en")),
        ],
        "/about in French to an English browser",
    );
    assert_page_shows(
        &answer,
        ".lang-banner p",
        [collapse(&lookup(Lang::En, "banner-offer"))],
        "",
    );
    assert_attrs(
        &answer,
        &[
            (".lang-banner-switch", "href", Some("/about?lang=en")),
            (".lang-banner-dismiss", "href", Some("/about?lang=fr")),
        ],
        "/about in French to an English browser",
    );

    // Once the visitor has chosen (cookie), no more banner.
    let chosen = get_with(
        "/about?lang=fr",
        &[("accept-language", "en"), ("cookie", "lang=fr")],
    )
    .await;
    assert!(chosen.texts(".lang-banner").is_empty());
    // Same language as the browser's: no banner.
    let same = get_with("/about", &[("accept-language", "ar")]).await;
    assert!(same.texts(".lang-banner").is_empty());
}

#[actix_web::test]
async fn footer_shows_config_values_and_the_current_year() {
    let config = Config::for_tests();
    let answer = get("/?lang=ar").await;
    let footer = answer.texts("footer").concat();
    assert!(footer.contains(&config.organisation.email));
    assert!(footer.contains(&time::OffsetDateTime::now_utc().year().to_string()));
    assert_eq!(
        answer.attr("footer a[rel~=me]", "href").as_deref(),
        Some(config.organisation.social_url.as_str())
    );
    // Each office with its own phone, on the same line as its city.
    let lines = answer.texts("footer .footer-office");
    assert_eq!(lines.len(), config.offices.len());
    for (line, office) in lines.iter().zip(&config.offices) {
        let city = office.city_in(&Lang::Ar);
        assert!(line.contains(city), "{city}: {line}");
        assert!(line.contains(&office.phone), "{city}: {line}");
    }
    assert_eq!(
        answer.attrs("footer a[href^='tel:']", "href"),
        config
            .offices
            .iter()
            .map(|office| office.phone_href())
            .collect::<Vec<_>>()
    );
}

#[actix_web::test]
async fn footer_quick_links_lead_to_resources_and_faq_and_follow_us_names_the_network() {
    for (lang, follow) in [
        ("fr", "Suivez-nous sur Mastodon"),
        ("en", "Follow us on Mastodon"),
        ("ar", "تابعونا على Mastodon"),
    ] {
        let answer = get(&format!("/?lang={lang}")).await;
        let quick = answer.attrs(".footer-links a", "href");
        for path in ["/resources", "/faq"] {
            assert!(
                quick.contains(&format!("{path}?lang={lang}")),
                "{lang}: {path} not in the quick links {quick:?}"
            );
        }
        let social = answer.texts("footer a[rel~=me]").concat();
        assert_eq!(vitrine::bidi::without_isolates(&social), follow, "{lang}");
    }
}

#[actix_web::test]
async fn mobile_menu_is_a_details_element_that_works_without_javascript() {
    let answer = get("/?lang=fr").await;
    assert_eq!(answer.texts("details.nav-mobile > summary").len(), 1);
    assert_eq!(
        answer
            .attrs("details.nav-mobile .nav-mobile-links a", "href")
            .len(),
        9
    );
}

#[actix_web::test]
async fn very_long_paths_and_queries_and_odd_bytes_never_give_a_500() {
    let long_path = format!("/{}", "a".repeat(8000));
    let long_query = format!("/?lang={}&x={}", "e".repeat(3000), "%FF".repeat(2000));
    let cases = [
        TestRequest::get().uri(&long_path),
        TestRequest::get().uri(&long_query),
        TestRequest::get().uri("/?lang=%FF%FE%00"),
        TestRequest::get().uri("/about?%25%25=&&&lang&lang=&=ar"),
        TestRequest::get().uri("/").insert_header((
            header::COOKIE,
            header::HeaderValue::from_bytes(b"lang=\xff\xfe; theme=\xc3").expect("bytes"),
        )),
        TestRequest::get().uri("/").insert_header((
            header::ACCEPT_LANGUAGE,
            header::HeaderValue::from_bytes(b"\xff\xfe;q=2").expect("bytes"),
        )),
        TestRequest::get().uri("/").insert_header((
            header::ACCEPT_LANGUAGE,
            "*;q=0.5, ar;q=1e9, en;q=-1, fr;q=NaN",
        )),
        TestRequest::get()
            .uri("/")
            .insert_header((header::ACCEPT_LANGUAGE, ",".repeat(5000))),
        TestRequest::get()
            .uri("/")
            .insert_header((header::IF_NONE_MATCH, "\"unterminated, W/, *x")),
        TestRequest::get().uri("/theme?set=%FF&back=%FF"),
    ];
    for request in cases {
        let answer = send(request).await;
        assert!(answer.status.as_u16() < 500, "got {}", answer.status);
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn run<F: std::future::Future>(future: F) -> F::Output {
        actix_web::rt::System::new().block_on(future)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

        #[test]
        fn arbitrary_accept_language_cookie_and_query_never_fail(
            accept in "[ -~]{0,200}",
            cookie in proptest::collection::vec(any::<u8>(), 0..64),
            query in "[ -~]{0,200}",
        ) {
            let status = run(async {
                let uri = format!("/about?{}", url::form_urlencoded::byte_serialize(query.as_bytes()).collect::<String>());
                let mut request = TestRequest::get().uri(&uri).insert_header((header::ACCEPT_LANGUAGE, accept.as_str()));
                let mut cookie_bytes = b"lang=".to_vec();
                cookie_bytes.extend(cookie.iter().copied().filter(|b| *b != b'\r' && *b != b'\n' && *b != 0 && *b != 0x7f && *b >= 0x20 || *b >= 0x80));
                if let Ok(value) = header::HeaderValue::from_bytes(&cookie_bytes) {
                    request = request.insert_header((header::COOKIE, value));
                }
                send(request).await.status
            });
            prop_assert_eq!(status.as_u16(), 200);
        }

        #[test]
        fn negotiation_always_picks_a_supported_language(
            query in proptest::option::of("[ -~]{0,20}"),
            cookie in proptest::option::of("[ -~]{0,20}"),
            accept in proptest::option::of("[ -~]{0,80}"),
        ) {
            let (lang, _) = vitrine::lang::negotiate_lang(query.as_deref(), cookie.as_deref(), accept.as_deref());
            prop_assert!(Lang::ALL.contains(&lang));
        }
    }
}

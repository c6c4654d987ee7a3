//! HTTP every client understands: `HEAD` wherever `GET` answers, 405 with `Allow`, one
//! canonical address per page, the icons and `security.txt` clients ask for by name.

use actix_web::body::{BodySize, MessageBody};
use actix_web::http::Method;
use actix_web::test::TestRequest;
use vitrine::assets::Manifest;
use vitrine::config::Config;
use vitrine::pages::page::Page;
use vitrine::routes::{allow_of, known_paths, ENDPOINTS};

use crate::operate::{http, Process};
use crate::support::*;

/// Every route a `GET` answers, read from the registry and the endpoints' table (so a new
/// page or endpoint is covered without a line here), plus static files. A mail's link asked
/// without its token answers its own not-found page: HEAD must answer the same.
fn every_get_route() -> Vec<String> {
    let mut uris: Vec<String> = Page::ALL
        .iter()
        .flat_map(Page::sitemap_paths)
        .flat_map(|path| {
            ["fr", "en", "ar"]
                .into_iter()
                .map(move |lang| format!("{path}?lang={lang}"))
        })
        .collect();
    for (path, method, _) in &ENDPOINTS {
        if *method == Method::GET && !uris.iter().any(|uri| uri.starts_with(path)) {
            uris.push((*path).to_owned());
        }
    }
    let manifest = Manifest::get();
    uris.push(Manifest::url(&manifest.css));
    uris.push(Manifest::url(&manifest.favicon_png));
    uris.push(Manifest::url(&manifest.icons));
    uris
}

const COMPARED_HEADERS: [&str; 7] = [
    "content-type",
    "content-encoding",
    "cache-control",
    "vary",
    "etag",
    "content-security-policy",
    "set-cookie",
];

#[actix_web::test]
async fn head_answers_every_get_route_with_the_same_status_and_headers_and_no_body() {
    let app = TestApp::new().await;
    for uri in every_get_route() {
        for encoding in ["br, gzip", "identity"] {
            let get = app
                .respond(
                    TestRequest::get()
                        .uri(&uri)
                        .insert_header(("accept-encoding", encoding)),
                )
                .await;
            let head = app
                .respond(
                    TestRequest::default()
                        .method(actix_web::http::Method::HEAD)
                        .uri(&uri)
                        .insert_header(("accept-encoding", encoding)),
                )
                .await;
            assert!(
                get.status() != 405 && !get.status().is_server_error(),
                "GET {uri}: {}",
                get.status()
            );
            assert_eq!(head.status(), get.status(), "HEAD {uri}");
            for name in COMPARED_HEADERS {
                let values = |r: &actix_web::dev::ServiceResponse| {
                    r.headers()
                        .get_all(name)
                        .map(|v| v.to_str().unwrap_or_default().to_owned())
                        .collect::<Vec<_>>()
                };
                assert_eq!(values(&head), values(&get), "HEAD {uri}: {name}");
            }
            if uri != "/healthz" {
                assert_eq!(
                    head.response().body().size(),
                    get.response().body().size(),
                    "HEAD {uri}: declared length"
                );
            }
            let body = actix_web::body::to_bytes(head.into_body())
                .await
                .unwrap_or_default();
            assert!(body.is_empty(), "HEAD {uri} sent a body");
        }
    }
}

#[test]
fn head_on_the_wire_sends_the_get_length_and_no_body() {
    let process = Process::start("text");
    for path in [
        "/",
        "/faq?lang=ar",
        "/healthz",
        "/robots.txt",
        "/favicon.ico",
    ] {
        let request = |method: &str| {
            format!(
                "{method} {path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n"
            )
        };
        let get = http(process.port, &request("GET")).expect("GET");
        let head = http(process.port, &request("HEAD")).expect("HEAD");
        let (get_head, get_body) = get.split_once("\r\n\r\n").expect("GET head");
        let (head_head, head_body) = head.split_once("\r\n\r\n").expect("HEAD head");
        assert!(head_head.starts_with("HTTP/1.1 200"), "{path}: {head_head}");
        assert!(
            head_body.is_empty(),
            "{path}: HEAD sent {} bytes",
            head_body.len()
        );
        let length = |head: &str| {
            head.lines().find_map(|line| {
                line.to_ascii_lowercase()
                    .strip_prefix("content-length: ")
                    .map(str::to_owned)
            })
        };
        assert!(!get_body.is_empty(), "{path}");
        if path != "/healthz" {
            assert_eq!(length(head_head), length(get_head), "{path}");
        }
    }
}

#[actix_web::test]
async fn another_method_on_a_known_path_is_405_with_allow() {
    let app = TestApp::new().await;
    let stylesheet = format!("POST {}", Manifest::url(&Manifest::get().css));
    for (request, allow) in [
        ("POST /about", "GET, HEAD"),
        ("PUT /", "GET, HEAD"),
        ("DELETE /contact", "GET, HEAD, POST"),
        ("GET /newsletter", "POST"),
        ("DELETE /newsletter/confirm", "GET, HEAD, POST"),
        ("PUT /newsletter/unsubscribe", "GET, HEAD, POST"),
        ("PATCH /sitemap.xml", "GET, HEAD"),
        ("OPTIONS /healthz", "GET, HEAD"),
        (stylesheet.as_str(), "GET, HEAD"),
    ] {
        let (method, uri) = request.split_once(' ').expect("method and path");
        let method = actix_web::http::Method::from_bytes(method.as_bytes()).expect("method");
        let answer = app
            .call(TestRequest::default().method(method.clone()).uri(uri))
            .await;
        assert_eq!(answer.status, 405, "{method} {uri}");
        assert_eq!(answer.header("allow"), Some(allow), "{method} {uri}");
    }
    let unknown = app.call(TestRequest::post().uri("/nowhere")).await;
    assert_eq!(unknown.status, 404);
}

#[actix_web::test]
async fn every_page_and_endpoint_answers_another_method_with_405_and_its_allow() {
    let app = TestApp::new().await;
    assert_eq!(allow_of("/contact"), "GET, HEAD, POST");
    assert_eq!(allow_of("/newsletter/confirm"), "GET, HEAD, POST");
    assert_eq!(allow_of("/newsletter"), "POST");
    assert_eq!(allow_of("/favicon.ico"), "GET, HEAD");
    let paths = known_paths();
    for page in Page::ALL {
        assert!(paths.contains(&page.path), "{} is not routed", page.path);
    }
    for (path, _, _) in &ENDPOINTS {
        assert!(paths.contains(path), "{path} is not routed");
    }
    for page in Page::ALL {
        let allow = allow_of(page.path);
        assert!(allow.starts_with("GET, HEAD"), "{}: {allow}", page.path);
        for uri in page.sitemap_paths() {
            let answer = app.call(TestRequest::put().uri(&uri)).await;
            assert_eq!(answer.status, 405, "PUT {uri}");
            assert_eq!(answer.header("allow"), Some(allow.as_str()), "PUT {uri}");
        }
    }
    for (path, _, _) in &ENDPOINTS {
        let answer = app.call(TestRequest::put().uri(path)).await;
        assert_eq!(answer.status, 405, "PUT {path}");
        assert_eq!(
            answer.header("allow"),
            Some(allow_of(path).as_str()),
            "PUT {path}"
        );
    }
}

#[actix_web::test]
async fn the_405_page_speaks_the_visitors_language() {
    let app = TestApp::new().await;
    for lang in [Lang::Fr, Lang::En, Lang::Ar] {
        let answer = app
            .call(TestRequest::post().uri(&format!("/faq?lang={}", lang.as_str())))
            .await;
        assert_eq!(answer.status, 405);
        assert_eq!(answer.attr("html", "lang").as_deref(), Some(lang.as_str()));
        assert_page_shows(&answer, "h1", [msg(lang, "notallowed-title")], "");
    }
}

#[actix_web::test]
async fn trailing_and_double_slashes_redirect_to_the_page_keeping_the_query() {
    let app = TestApp::new().await;
    for (uri, location) in [
        ("/about/", "/about"),
        ("/about/?lang=ar", "/about?lang=ar"),
        ("//about", "/about"),
        ("//about?lang=en", "/about?lang=en"),
        ("/faq//?lang=fr&x=1", "/faq?lang=fr&x=1"),
        ("//", "/"),
        ("/.well-known//security.txt", "/.well-known/security.txt"),
    ] {
        let answer = app.get(uri).await;
        assert_eq!(answer.status, 308, "{uri}");
        assert_eq!(answer.header("location"), Some(location), "{uri}");
    }
    for uri in ["/nowhere/", "//evil.example/", "/about/x"] {
        assert_eq!(app.get(uri).await.status, 404, "{uri}");
    }
}

#[actix_web::test]
async fn favicon_and_apple_touch_icon_are_images_not_the_404_page() {
    let app = TestApp::new().await;
    let ico = app.respond(TestRequest::get().uri("/favicon.ico")).await;
    assert_eq!(ico.status(), 200);
    assert_eq!(
        ico.headers().get("content-type").expect("content type"),
        "image/x-icon"
    );
    let bytes = actix_web::body::to_bytes(ico.into_body())
        .await
        .unwrap_or_default();
    assert_eq!(&bytes[..4], &[0, 0, 1, 0], "ICO header");
    assert_eq!(&bytes[22..26], b"\x89PNG", "PNG image inside");
    let png = app
        .respond(TestRequest::get().uri("/apple-touch-icon.png"))
        .await;
    assert_eq!(png.status(), 200);
    assert_eq!(
        png.headers().get("content-type").expect("content type"),
        "image/png"
    );
    assert!(matches!(png.response().body().size(), BodySize::Sized(n) if n > 100));
    let bytes = actix_web::body::to_bytes(png.into_body())
        .await
        .unwrap_or_default();
    assert_eq!(&bytes[..4], b"\x89PNG");
}

#[actix_web::test]
async fn security_txt_follows_rfc_9116() {
    let app = TestApp::new().await;
    let config = Config::for_tests();
    let answer = app.get("/.well-known/security.txt").await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        answer.header("content-type"),
        Some("text/plain; charset=utf-8")
    );
    let field = |name: &str| {
        answer
            .body
            .lines()
            .find_map(|line| line.strip_prefix(&format!("{name}: ")).map(str::to_owned))
    };
    assert_eq!(
        field("Contact"),
        Some(format!("mailto:{}", config.organisation.security_contact()))
    );
    assert_eq!(
        field("Contact").as_deref(),
        Some("mailto:security@example.com")
    );
    assert_eq!(field("Preferred-Languages").as_deref(), Some("fr, en, ar"));
    assert_eq!(
        field("Canonical"),
        Some(format!("{}/.well-known/security.txt", config.base()))
    );
    let expires = time::OffsetDateTime::parse(
        &field("Expires").expect("Expires"),
        &time::format_description::well_known::Rfc3339,
    )
    .expect("RFC 3339 date");
    let ahead = expires - time::OffsetDateTime::now_utc();
    assert!(
        ahead > time::Duration::days(30) && ahead < time::Duration::days(365),
        "Expires {ahead} ahead"
    );
}

#[test]
fn security_txt_contact_falls_back_to_the_contact_email() {
    let mut config = Config::for_tests();
    config.organisation.security_email = None;
    let body = vitrine::wellknown::security_txt_body(&config, time::OffsetDateTime::now_utc());
    assert!(
        body.contains("Contact: mailto:contact@example.com\n"),
        "{body}"
    );
}

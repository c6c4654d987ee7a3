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

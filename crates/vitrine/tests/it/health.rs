//! `GET /healthz` tells a load balancer whether this instance can serve.

use actix_web::test::TestRequest;
use vitrine::config::Config;

use crate::support::*;

#[actix_web::test]
async fn healthz_is_200_when_the_database_answers() {
    let answer = get("/healthz").await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.body, "ok\n");
    assert_eq!(answer.header("cache-control"), Some("no-store"));
    assert!(answer
        .header("content-type")
        .is_some_and(|t| t.starts_with("text/plain")));
    // It is a route like any other: the security headers are there.
    assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
}

#[actix_web::test]
async fn healthz_is_503_when_the_database_is_gone() {
    let store = memory_store().await;
    let app = app_with_store(Config::for_tests(), store.clone()).await;
    assert_eq!(
        call(&app, TestRequest::get().uri("/healthz")).await.status,
        200
    );
    store.close().await;
    let answer = call(&app, TestRequest::get().uri("/healthz")).await;
    assert_eq!(answer.status, 503);
    assert_eq!(answer.body, "database unavailable\n");
    assert_eq!(answer.header("cache-control"), Some("no-store"));
    // The pages themselves do not need the database: the site still reads.
    assert_eq!(call(&app, TestRequest::get().uri("/")).await.status, 200);
}

//! `GET /healthz` tells a load balancer whether this instance can serve.

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
    let app = TestApp::new().await;
    assert_eq!(app.get("/healthz").await.status, 200);
    app.store.close().await;
    // The verdict is kept for a second.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let answer = app.get("/healthz").await;
    assert_eq!(answer.status, 503);
    assert_eq!(answer.body, "unavailable: database unreachable\n");
    assert_eq!(answer.header("cache-control"), Some("no-store"));
    // The pages themselves do not need the database: the site still reads.
    assert_eq!(app.get("/").await.status, 200);
}

//! Issue 3: every route in every language, negotiation, cookies, SEO links, headers, caching.

use actix_web::test::TestRequest;

use crate::support::*;

#[actix_web::test]
async fn home_answers_in_french_by_default() {
    let answer = get("/").await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.attr("html", "lang").as_deref(), Some("fr"));
    let _ = TestRequest::get();
}

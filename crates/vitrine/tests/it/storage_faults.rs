//! When the database cannot take a write: nothing is acknowledged, the visitor gets a 503 in
//! their language with `Retry-After` and their input kept, `/healthz` says so, and the site
//! recovers by itself once the file is back. (Disk full, read-only files, locks, the
//! file-size limit and PostgreSQL restarts run on the release binary: tests/faults.test.mjs.)

use std::path::{Path, PathBuf};

use vitrine::config::Config;
use vitrine::lang::Lang;
use vitrine::store::Store;

use crate::support::*;

/// A store on an SQLite file in `dir/data/`, and the app on it.
async fn on_file(dir: &Path, config: Config) -> (Config, Store, PathBuf) {
    let data = dir.join("data");
    let (url, store) = sqlite_store(&data.join("s.db")).await;
    let mut config = config;
    config.database_url = url;
    (config, store, data)
}

const MESSAGE: &str = "Nous souhaitons automatiser le traitement de nos dossiers.";

fn contact_body(lang: &str, email: &str) -> String {
    format!(
        "lang={lang}&name={}&email={}&organisation={}&message={}",
        enc("Amina Benali"),
        enc(email),
        enc("Université Exemple"),
        enc(MESSAGE)
    )
}

#[actix_web::test]
async fn posts_into_a_moved_data_folder_are_refused_and_accepted_again_once_it_is_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (config, store, data) = on_file(dir.path(), Config::for_tests()).await;
    let app = TestApp::builder()
        .with_config(config)
        .store(store.clone())
        .build()
        .await;
    let first = app
        .post("/contact", &contact_body("fr", "a1@example.org"))
        .await;
    assert_eq!(first.status, 303, "{}", first.body);

    // The connections keep the moved file open: SQLite alone would go on writing into it.
    let moved = dir.path().join("data.moved");
    std::fs::rename(&data, &moved).expect("move the data folder");

    // Without JavaScript: 503, the form again with every value and the reason, in French.
    let page = app
        .post("/contact", &contact_body("fr", "a2@example.org"))
        .await;
    assert_eq!(page.status, 503, "{}", page.body);
    assert_eq!(page.header("retry-after"), Some("5"));
    assert_eq!(page.header("cache-control"), Some("no-store"));
    let html = page.html();
    let value = |selector: &str| {
        html.select(&scraper::Selector::parse(selector).expect("selector"))
            .next()
            .map(|e| e.value().attr("value").unwrap_or_default().to_owned())
    };
    assert_eq!(value("#contact-name").as_deref(), Some("Amina Benali"));
    assert_eq!(value("#contact-email").as_deref(), Some("a2@example.org"));
    assert_eq!(
        value("#contact-organisation").as_deref(),
        Some("Université Exemple")
    );
    assert_page_shows(&page, "#contact-message", [MESSAGE.to_owned()], "");
    let notice = page.texts("#contact-status .notice-error").join(" ");
    assert!(
        notice.contains(&msg(Lang::Fr, "contact-form-unavailable-title")),
        "{notice}"
    );
    assert!(page.texts("#contact-status .notice-success").is_empty());

    // The island: 503 JSON in the form's language, nothing claimed.
    let json = app
        .call(
            post_form_json("/contact", &contact_body("en", "a3@example.org"))
                .insert_header(("idempotency-key", "k-3")),
        )
        .await;
    assert_eq!(json.status, 503, "{}", json.body);
    assert_eq!(json.header("retry-after"), Some("5"));
    let answer: serde_json::Value = serde_json::from_str(&json.body).expect("json");
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["title"], msg(Lang::En, "unavailable-title"));

    // The newsletter without JavaScript: the 503 page's footer form holds the address again,
    // with the reason next to it, in Arabic.
    let signup = app
        .post("/newsletter", "lang=ar&email=amina%40example.org&back=%2F")
        .await;
    assert_eq!(signup.status, 503, "{}", signup.body);
    assert_eq!(signup.header("retry-after"), Some("5"));
    assert_eq!(
        signup.attr("#newsletter-email", "value").as_deref(),
        Some("amina@example.org")
    );
    assert_eq!(signup.attr("#newsletter-email", "aria-invalid"), None);
    let notice = signup.texts("#newsletter-status .notice-error").join(" ");
    assert!(
        notice.contains(&msg(Lang::Ar, "newsletter-unavailable-title")),
        "{notice}"
    );
    assert!(signup
        .texts("h1")
        .join(" ")
        .contains(&msg(Lang::Ar, "unavailable-title")));

    let health = app.get("/healthz").await;
    assert_eq!(health.status, 503);
    assert_eq!(health.body, "unavailable: database file missing\n");

    // The folder is back: the next post is stored, without a restart.
    std::fs::rename(&moved, &data).expect("move it back");
    let again = app
        .post("/contact", &contact_body("fr", "a4@example.org"))
        .await;
    assert_eq!(again.status, 303, "{}", again.body);
    let stored: Vec<String> = stored_messages(&store)
        .await
        .into_iter()
        .map(|m| m.email)
        .collect();
    assert_eq!(stored, vec!["a1@example.org", "a4@example.org"]);
    assert!(stored_subscribers(&store).await.is_empty());
}

#[actix_web::test]
async fn healthz_caches_its_verdict_for_a_second() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config::for_tests();
    config.min_free_disk_kib = 0;
    let (config, store, data) = on_file(dir.path(), config).await;
    let app = TestApp::builder()
        .with_config(config)
        .store(store.clone())
        .build()
        .await;
    let ok = app.get("/healthz").await;
    assert_eq!((ok.status.as_u16(), ok.body.as_str()), (200, "ok\n"));
    // Within a second the verdict is reused: the database is not asked again.
    std::fs::rename(&data, dir.path().join("gone")).expect("move");
    let cached = app.get("/healthz").await;
    assert_eq!(cached.status, 200);
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let fresh = app.get("/healthz").await;
    assert_eq!(fresh.status, 503);
    std::fs::rename(dir.path().join("gone"), &data).expect("move back");
}

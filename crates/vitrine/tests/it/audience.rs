//! The audience measured in the server: a scripted set of visitors counted exactly (robots,
//! tools, HEAD, prefetches, errors, files and operators left out), no cookie set, the address
//! and the user agent written nowhere, the salt changed at midnight on a clock the test moves,
//! two instances adding up without counting a visitor twice, the caps holding under a flood,
//! conversions counted on their page, and `vitrine stats` writing it all. Storage scenarios run
//! on SQLite and on PostgreSQL (`VITRINE_TEST_POSTGRES_URL`, see `storage.rs`).

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use actix_web::test::TestRequest;
use sqlx::{Connection, Row};
use time::macros::date;
use vitrine::audience::report::{self, Report};
use vitrine::audience::{AudienceLimits, Clock, ManualClock};
use vitrine::store::Store;

use crate::support::*;

const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const FIREFOX: &str = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD: &str = "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/// 2026-11-25T10:00:00Z.
const MORNING: i64 = 1_795_600_800;
const DAY: i64 = 24 * 3600;

fn peer(last: u8) -> SocketAddr {
    SocketAddr::from(([203, 0, 113, last], 40000))
}

/// A reader's language cookie, as the site sets it.
const FR_COOKIE: &[(&str, &str)] = &[("cookie", "lang=fr")];
const AR_COOKIE: &[(&str, &str)] = &[("cookie", "lang=ar")];

/// The contact form's fields: Amina asks for a quote, from a page in `lang`.
fn quote_request(lang: &str) -> String {
    format!("lang={lang}&name=Amina&email=amina%40example.org&message=Nous+aimerions+un+devis+pour+un+portail.")
}

/// A browser's GET of `uri` from `peer` with `agent` and more headers.
fn visit(uri: &str, agent: &str, from: SocketAddr, headers: &[(&str, &str)]) -> TestRequest {
    let mut request = TestRequest::get()
        .uri(uri)
        .peer_addr(from)
        .insert_header(("user-agent", agent))
        .insert_header(("accept-encoding", "gzip, br"));
    for &header in headers {
        request = request.insert_header(header);
    }
    request
}

/// A site on `store` counting on `clock` (its day's salt ready), with `limits`.
async fn site(
    store: Store,
    clock: &Arc<ManualClock>,
    limits: AudienceLimits,
) -> TestApp<impl Site> {
    let clock: Arc<dyn Clock> = clock.clone();
    let app = TestApp::builder()
        .store(store)
        .audience(clock, limits)
        .build()
        .await;
    app.audience.prepare().await.expect("the day's salt");
    app
}

async fn report_of(store: &Store, day: time::Date) -> Report {
    report::report(store, day, day).await.expect("report")
}

/// Runs `scenario` with the URL of a fresh SQLite file and a store open on it, then of a fresh
/// PostgreSQL database.
async fn on_both<F, Fut>(scenario: F)
where
    F: Fn(String, Store) -> Fut,
    Fut: Future<Output = ()>,
{
    let dir = tempfile::tempdir().expect("temp dir");
    let sqlite = format!("sqlite://{}/vitrine.db", dir.path().display());
    for url in [Some(sqlite), crate::storage::fresh_postgres().await]
        .into_iter()
        .flatten()
    {
        let store = Store::connect(&url).await.expect("store");
        scenario(url, store).await;
    }
}

/// A fresh SQLite file in its own folder (gone with the folder), its URL, a store open on it
/// and a clock at `MORNING`: where the scenarios that run on SQLite alone start.
async fn sqlite_at_morning() -> (tempfile::TempDir, String, Store, Arc<ManualClock>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let (url, store) = sqlite_store(&dir.path().join("vitrine.db")).await;
    (dir, url, store, Arc::new(ManualClock::at(MORNING)))
}

/// One number a query on the database at `url` reads.
async fn scalar(url: &str, sql: &str) -> i64 {
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.expect("connect");
    let row = sqlx::query(sql).fetch_one(&mut conn).await.expect(sql);
    let value = row.try_get::<i64, _>(0).expect("a number");
    conn.close().await.ok();
    value
}

/// The texts a query on the database at `url` reads, one per row.
async fn texts(url: &str, sql: &str) -> Vec<String> {
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.expect("connect");
    let rows = sqlx::query(sql).fetch_all(&mut conn).await.expect(sql);
    conn.close().await.ok();
    rows.iter()
        .map(|row| row.try_get::<String, _>(0).expect("text"))
        .collect()
}

#[actix_web::test]
async fn a_scripted_set_of_visitors_is_counted_exactly() {
    on_both(|_url, store| async move {
        let clock = Arc::new(ManualClock::at(MORNING));
        let app = site(store.clone(), &clock, AudienceLimits::default()).await;
        let case = content_item_paths()
            .into_iter()
            .find(|path| path.starts_with("/cases/"))
            .expect("a case study");
        let counted = [
            // A French reader on a desktop: two pages.
            visit("/?lang=fr", CHROME, peer(1), FR_COOKIE),
            visit("/services?lang=fr", CHROME, peer(1), FR_COOKIE),
            // An Arabic reader on a phone, from a news site, then the same page again (served
            // from the page cache the second time).
            visit(
                "/services?lang=ar",
                IPHONE,
                peer(2),
                &[
                    ("referer", "https://www.news.example.org/article?id=7"),
                    ("cookie", "lang=ar"),
                ],
            ),
            visit("/services?lang=ar", IPHONE, peer(2), AR_COOKIE),
            // Another browser behind the first reader's address: another visitor.
            visit("/about?lang=en", FIREFOX, peer(1), &[("cookie", "lang=en")]),
            // A tablet on a case study, coming from the site itself.
            visit(
                &format!("{case}?lang=en"),
                IPAD,
                peer(3),
                &[
                    ("referer", "http://127.0.0.1:8080/cases"),
                    ("cookie", "lang=en; theme=dark"),
                ],
            ),
        ];
        let prerender = "prefetch;prerender";
        let not_counted = [
            visit("/?lang=fr", GOOGLEBOT, peer(4), &[]),
            visit("/?lang=fr", "curl/8.5.0", peer(4), &[]),
            visit("/?lang=fr", "python-requests/2.32.3", peer(4), &[]),
            TestRequest::get().uri("/?lang=fr").peer_addr(peer(4)),
            visit("/?lang=fr", CHROME, peer(5), &[("sec-purpose", "prefetch")]),
            visit("/?lang=fr", CHROME, peer(5), &[("sec-purpose", prerender)]),
            visit("/?lang=fr", CHROME, peer(5), &[("purpose", "prefetch")]),
            visit("/no-such-page?lang=fr", CHROME, peer(5), &[]),
            visit("/cases/no-such-case", CHROME, peer(5), &[]),
            visit("/sitemap.xml", CHROME, peer(5), &[]),
            visit("/robots.txt", CHROME, peer(5), &[]),
            visit("/resources/feed.xml", CHROME, peer(5), &[]),
            visit("/favicon.ico", CHROME, peer(5), &[]),
            visit("/healthz", CHROME, peer(5), &[]),
            visit("/console", CHROME, peer(5), &[]),
            visit(
                "/?lang=fr",
                CHROME,
                peer(6),
                &[("cookie", "__Host-vitrine-session=abc; lang=fr")],
            ),
        ];
        // Counting sets no cookie: a reader whose `lang` cookie matches gets none at all.
        for request in counted {
            let answer = app.call(request).await;
            assert_eq!(answer.status, 200);
            assert!(
                answer.set_cookies().is_empty(),
                "{:?}",
                answer.set_cookies()
            );
        }
        for request in not_counted {
            let cookies = app.call(request).await.set_cookies();
            assert!(
                cookies.iter().all(|cookie| cookie.starts_with("lang=")),
                "{cookies:?}"
            );
        }
        // HEAD, and a conditional GET answered 304.
        let head = app
            .call(visit("/?lang=fr", CHROME, peer(7), &[]).method(actix_web::http::Method::HEAD))
            .await;
        assert_eq!(head.status, 200);
        let etag = app
            .get_with("/faq?lang=fr", &[])
            .await
            .header("etag")
            .map(str::to_owned)
            .expect("etag");
        let not_modified = app
            .call(visit(
                "/faq?lang=fr",
                CHROME,
                peer(7),
                &[("if-none-match", &etag)],
            ))
            .await;
        assert_eq!(not_modified.status, 304);
        // A static file.
        let css = app
            .get("/?lang=fr")
            .await
            .attr("link[rel=stylesheet]", "href")
            .expect("css");
        assert_eq!(
            app.call(visit(&css, CHROME, peer(7), &[])).await.status,
            200
        );

        app.audience.flush().await.expect("flush");
        let day = report_of(&store, date!(2026 - 11 - 25)).await;
        let stats = &day.days[0];
        assert_eq!((stats.views, stats.visitors), (6, 4), "{stats:?}");
        let pages: Vec<(&str, &str, i64)> = stats
            .pages
            .iter()
            .map(|page| (page.path.as_str(), page.lang.as_str(), page.views))
            .collect();
        let mut expected = vec![
            ("/services", "ar", 2),
            ("/", "fr", 1),
            ("/about", "en", 1),
            (case.as_str(), "en", 1),
            ("/services", "fr", 1),
        ];
        expected[1..].sort();
        assert_eq!(pages, expected);
        let referrers: Vec<(&str, i64)> = stats
            .referrers
            .iter()
            .map(|referrer| (referrer.host.as_str(), referrer.views))
            .collect();
        assert_eq!(referrers, [("news.example.org", 1)]);
        assert_eq!(
            (
                stats.devices.phone,
                stats.devices.tablet,
                stats.devices.desktop
            ),
            (2, 1, 3)
        );
        // Counted once: flushing again adds nothing.
        app.audience.flush().await.expect("flush");
        assert_eq!(report_of(&store, date!(2026 - 11 - 25)).await.views, 6);
        store.close().await;
    })
    .await;
}

#[actix_web::test]
async fn the_address_and_the_user_agent_are_written_nowhere() {
    let (dir, _, store, clock) = sqlite_at_morning().await;
    let app = site(store.clone(), &clock, AudienceLimits::default()).await;
    let agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 AudienceProbe/9.8.7";
    let address = SocketAddr::from(([198, 51, 100, 77], 50000));
    for path in ["/?lang=fr", "/services?lang=fr", "/contact?lang=fr"] {
        assert_eq!(app.call(visit(path, agent, address, &[])).await.status, 200);
    }
    app.audience.tick().await.expect("tick");
    assert_eq!(report_of(&store, date!(2026 - 11 - 25)).await.visitors, 1);
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir.path()).expect("dir").flatten() {
        files.push((
            entry.file_name(),
            std::fs::read(entry.path()).expect("readable"),
        ));
    }
    assert!(
        files
            .iter()
            .any(|(name, _)| name.to_string_lossy().ends_with("-wal")),
        "the write-ahead log is searched too"
    );
    for (name, bytes) in &files {
        let text = String::from_utf8_lossy(bytes);
        for secret in ["AudienceProbe", "198.51.100.77", "Linux x86_64"] {
            assert!(!text.contains(secret), "{secret} found in {name:?}");
        }
    }
    store.close().await;
}

#[actix_web::test]
async fn the_salt_changes_at_midnight_and_the_past_day_is_forgotten() {
    on_both(|url, store| async move {
        let midnight = MORNING - 10 * 3600 + DAY; // 2026-11-26T00:00:00Z
        let clock = Arc::new(ManualClock::at(midnight - 30));
        let app = site(store.clone(), &clock, AudienceLimits::default()).await;
        let salts = || texts(&url, "SELECT day FROM audience_salts ORDER BY day");
        assert_eq!(
            salts().await,
            ["2026-11-25", "2026-11-26"],
            "today's and tomorrow's"
        );
        app.call(visit("/?lang=fr", CHROME, peer(1), &[])).await;
        app.audience.tick().await.expect("tick");
        // Past midnight: the same visitor is a visitor of the new day, hashed with its salt.
        clock.set(midnight + 10);
        app.call(visit("/?lang=fr", CHROME, peer(1), &[])).await;
        app.call(visit("/about?lang=fr", CHROME, peer(1), &[]))
            .await;
        app.audience.tick().await.expect("tick");
        let hashes = texts(
            &url,
            "SELECT hash FROM audience_visitor_hashes ORDER BY day",
        )
        .await;
        assert_eq!(hashes.len(), 2, "one visitor each day");
        assert_ne!(hashes[0], hashes[1], "another salt, another hash");
        assert_eq!(salts().await, ["2026-11-25", "2026-11-26", "2026-11-27"]);
        // A minute after midnight the past day's salt and hashes are gone; its counts stay.
        clock.set(midnight + 65);
        app.audience.tick().await.expect("tick");
        assert_eq!(salts().await, ["2026-11-26", "2026-11-27"]);
        assert_eq!(
            texts(&url, "SELECT day FROM audience_visitor_hashes").await,
            ["2026-11-26"]
        );
        let before = report_of(&store, date!(2026 - 11 - 25)).await;
        let after = report_of(&store, date!(2026 - 11 - 26)).await;
        assert_eq!((before.views, before.visitors), (1, 1));
        assert_eq!((after.views, after.visitors), (2, 1));
        store.close().await;
    })
    .await;
}

#[actix_web::test]
async fn two_instances_add_up_without_counting_a_visitor_twice() {
    on_both(|url, first_store| async move {
        let second_store = Store::connect(&url).await.expect("store");
        let clock = Arc::new(ManualClock::at(MORNING));
        let first = TestApp::builder()
            .store(first_store.clone())
            .audience(clock.clone(), AudienceLimits::default())
            .build()
            .await;
        let second = TestApp::builder()
            .store(second_store.clone())
            .audience(clock.clone(), AudienceLimits::default())
            .build()
            .await;
        // Both make the day's salt at once: one is kept, and both hash with it.
        let (a, b) = tokio::join!(first.audience.prepare(), second.audience.prepare());
        a.expect("salt");
        b.expect("salt");
        assert_eq!(
            scalar(
                &url,
                "SELECT COUNT(*) FROM audience_salts WHERE day = '2026-11-25'"
            )
            .await,
            1
        );
        // The same visitor on both instances, another on the second only.
        first.call(visit("/?lang=fr", CHROME, peer(1), &[])).await;
        second.call(visit("/?lang=fr", CHROME, peer(1), &[])).await;
        second
            .call(visit("/faq?lang=fr", IPHONE, peer(2), &[]))
            .await;
        let (a, b) = tokio::join!(first.audience.flush(), second.audience.flush());
        a.expect("flush");
        b.expect("flush");
        let day = report_of(&first_store, date!(2026 - 11 - 25)).await;
        assert_eq!((day.views, day.visitors), (3, 2));
        assert_eq!(day.days[0].pages[0].views, 2, "{:?}", day.days[0].pages);
        first_store.close().await;
        second_store.close().await;
    })
    .await;
}

#[actix_web::test]
async fn a_flood_of_made_up_referrers_agents_and_paths_stays_bounded() {
    on_both(|url, store| async move {
        let clock = Arc::new(ManualClock::at(MORNING));
        // The combinations' cap bites first here; the hosts' cap alone is the restart test's.
        let limits = AudienceLimits {
            referrers_per_day: 40,
            view_keys_per_day: 30,
            visitors_per_day: 150,
        };
        let app = site(store.clone(), &clock, limits).await;
        let flood = 600;
        for i in 0..flood {
            let agent = format!("{FIREFOX} Flood/{i}");
            let referer = format!("https://site-{i}.example.net/page");
            let from = SocketAddr::from(([10, 0, (i / 250) as u8, (i % 250) as u8], 40000));
            let answer = app
                .call(visit("/?lang=fr", &agent, from, &[("referer", &referer)]))
                .await;
            assert_eq!(answer.status, 200);
            // Made-up paths are not pages: never counted, never kept.
            app.call(visit(&format!("/made-up-{i}"), &agent, from, &[]))
                .await;
            if i % 200 == 199 {
                let memory = app.audience.memory_use();
                assert!(memory.referrers <= limits.referrers_per_day, "{memory:?}");
                assert!(
                    memory.view_keys <= limits.view_keys_per_day + 1,
                    "{memory:?}"
                );
                assert!(memory.visitors <= limits.visitors_per_day, "{memory:?}");
                app.audience.flush().await.expect("flush");
            }
        }
        app.audience.flush().await.expect("flush");
        let day = report_of(&store, date!(2026 - 11 - 25)).await;
        assert_eq!(day.views, flood, "every view counted");
        assert_eq!(day.visitors, 150, "visitors stop at the day's cap");
        assert_eq!(day.referrers.len(), 31, "30 combinations, then `other`");
        let other = day
            .referrers
            .iter()
            .find(|r| r.host == "other")
            .expect("other");
        assert_eq!(other.views, flood - 30);
        assert_eq!(
            scalar(&url, "SELECT COUNT(*) FROM audience_views").await,
            31
        );
        assert_eq!(
            scalar(&url, "SELECT COUNT(*) FROM audience_visitor_hashes").await,
            150
        );
        assert_eq!(
            scalar(
                &url,
                "SELECT COUNT(*) FROM audience_views WHERE path LIKE '/made-up%'"
            )
            .await,
            0
        );
        store.close().await;
    })
    .await;
}

#[actix_web::test]
async fn a_restart_keeps_the_day_s_caps() {
    let (_dir, _, store, clock) = sqlite_at_morning().await;
    let limits = AudienceLimits {
        referrers_per_day: 5,
        ..AudienceLimits::default()
    };
    for run in 0..2 {
        // A new process: its memory starts empty, the day's hosts come from the database.
        let app = site(store.clone(), &clock, limits).await;
        for i in 0..10 {
            let referer = format!("https://run{run}-{i}.example.net/");
            app.call(visit(
                "/?lang=fr",
                CHROME,
                peer(1),
                &[("referer", &referer)],
            ))
            .await;
        }
        app.audience.flush().await.expect("flush");
    }
    let day = report_of(&store, date!(2026 - 11 - 25)).await;
    assert_eq!(day.referrers.len(), 6, "{:?}", day.referrers);
    store.close().await;
}

#[actix_web::test]
async fn conversions_are_counted_on_their_page_and_language() {
    let store = memory_store().await;
    let clock = Arc::new(ManualClock::at(
        time::OffsetDateTime::now_utc().unix_timestamp(),
    ));
    let app = site(store.clone(), &clock, AudienceLimits::default()).await;
    let contact = app.post("/contact", &quote_request("ar")).await;
    assert_eq!(contact.status, 303);
    let signup = app
        .post(
            "/newsletter",
            "lang=en&back=%2Fservices%3Flang%3Den&email=reader%40example.org",
        )
        .await;
    assert_eq!(signup.status, 303);
    let (confirm, _) = crate::mail::links(&store).await;
    let token = confirm.split("token=").nth(1).expect("token");
    for _ in 0..2 {
        // Confirming twice is one confirmation.
        app.post("/newsletter/confirm?lang=en", &format!("token={token}"))
            .await;
    }
    // From the footer of a page that does not exist: counted as `other`.
    app.post(
        "/newsletter",
        "lang=fr&back=%2Fnope&email=other%40example.org",
    )
    .await;
    // A robot's sign-up (the hidden field filled) is not a conversion.
    app.post(
        "/newsletter",
        "lang=fr&back=%2F&email=robot%40example.org&website=spam",
    )
    .await;
    app.audience.flush().await.expect("flush");
    let today = clock.now().date();
    let day = report::report(&store, today, today).await.expect("report");
    assert_eq!(
        (
            day.conversions.contact,
            day.conversions.signups,
            day.conversions.confirmed
        ),
        (1, 2, 1)
    );
    let rows = store
        .audience_rows(
            &vitrine::audience::day_text(today),
            &vitrine::audience::day_text(today),
        )
        .await
        .expect("rows");
    let conversions: Vec<(&str, &str, &str, i64)> = rows
        .conversions
        .iter()
        .map(|row| {
            (
                row.path.as_str(),
                row.lang.as_str(),
                row.kind.as_str(),
                row.conversions,
            )
        })
        .collect();
    assert_eq!(
        conversions,
        [
            ("/contact", "ar", "contact", 1),
            ("/services", "en", "confirmed", 1),
            ("/services", "en", "signup", 1),
            ("other", "fr", "signup", 1),
        ]
    );
}

/// Runs the binary's `stats` on `database_url`.
fn stats(database_url: &str, args: &[&str]) -> String {
    let output = vitrine_command(&shipped_config(), database_url)
        .arg("stats")
        .args(args)
        .output()
        .expect("vitrine stats runs");
    succeeded(&output)
}

#[actix_web::test]
async fn stats_writes_the_days_as_json_and_csv() {
    let (_dir, url, store, clock) = sqlite_at_morning().await;
    let app = site(store.clone(), &clock, AudienceLimits::default()).await;
    let from_elsewhere = [("referer", "https://example.com/")];
    app.call(visit("/services?lang=fr", CHROME, peer(1), &from_elsewhere))
        .await;
    app.call(visit("/services?lang=fr", IPHONE, peer(2), &[]))
        .await;
    app.post("/contact", &quote_request("fr")).await;
    app.audience.flush().await.expect("flush");
    // A made-up referrer host a spreadsheet would run as a formula.
    let mut conn = sqlx::AnyConnection::connect(&url).await.expect("connect");
    sqlx::query(
        "INSERT INTO audience_views (day, path, lang, referrer, device, views) \
         VALUES ('2026-11-24', '/', 'en', '=cmd.example', 'desktop', 1)",
    )
    .execute(&mut conn)
    .await
    .expect("insert");
    conn.close().await.ok();
    store.close().await;

    let json: serde_json::Value = serde_json::from_str(&stats(
        &url,
        &[
            "--format",
            "json",
            "--since",
            "2026-11-25",
            "--until",
            "2026-11-26",
        ],
    ))
    .expect("JSON");
    assert_eq!(
        json,
        serde_json::json!({"days": [
            {
                "day": "2026-11-25",
                "views": 2,
                "visitors": 2,
                "pages": [{"path": "/services", "lang": "fr", "views": 2}],
                "referrers": [{"host": "example.com", "views": 1}],
                "devices": {"phone": 1, "tablet": 0, "desktop": 1},
                "conversions": {"contact": 1, "signups": 0, "confirmed": 0}
            },
            {
                "day": "2026-11-26",
                "views": 0,
                "visitors": 0,
                "pages": [],
                "referrers": [],
                "devices": {"phone": 0, "tablet": 0, "desktop": 0},
                "conversions": {"contact": 0, "signups": 0, "confirmed": 0}
            }
        ]})
    );
    // By default from the first day counted to today.
    let csv = stats(&url, &["--format", "csv", "--until", "2026-11-24"]);
    assert_eq!(
        csv,
        "day,measure,item,lang,count\n\
         2026-11-24,views,,,1\n\
         2026-11-24,visitors,,,0\n\
         2026-11-24,page,/,en,1\n\
         2026-11-24,referrer,'=cmd.example,,1\n\
         2026-11-24,device,phone,,0\n\
         2026-11-24,device,tablet,,0\n\
         2026-11-24,device,desktop,,1\n\
         2026-11-24,contact,,,0\n\
         2026-11-24,signups,,,0\n\
         2026-11-24,confirmed,,,0\n"
    );
    let refused = vitrine_command(&shipped_config(), &url)
        .args(["stats", "--since", "2026-11-30", "--until", "2026-11-01"])
        .output()
        .expect("runs");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("after --until"));
}

/// A browser's GET through the site's trusted proxy, as the client `client`.
fn proxied_visit(path: &str, agent: &str, client: &str) -> String {
    format!(
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nUser-Agent: {agent}\r\nX-Forwarded-For: {client}\r\n\r\n"
    )
}

/// The views `vitrine stats` reads for today.
fn views_today(url: &str) -> i64 {
    let json: serde_json::Value =
        serde_json::from_str(&stats(url, &["--format", "json"])).expect("JSON");
    json["days"]
        .as_array()
        .and_then(|days| days.last())
        .and_then(|day| day["views"].as_i64())
        .unwrap_or(0)
}

#[test]
fn the_running_site_flushes_within_ten_seconds_and_at_a_graceful_stop() {
    let dir = tempfile::tempdir().expect("temp dir");
    write_site_config(dir.path(), |config| config);
    let port = free_port();
    let site = start_site(
        dir.path(),
        port,
        "sqlite://data/vitrine.db",
        None,
        "serve.log",
    );
    let url = format!("sqlite://{}/data/vitrine.db", dir.path().display());
    let agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 StopProbe/1.2.3";
    let sent = std::time::Instant::now();
    let (status, _) =
        raw_request(port, &proxied_visit("/?lang=fr", agent, "198.51.100.77")).expect("answered");
    assert_eq!(status, 200);
    while views_today(&url) < 1 {
        assert!(
            sent.elapsed() < std::time::Duration::from_secs(10),
            "not flushed within 10 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let flushed_after = sent.elapsed();
    // Views just before SIGTERM reach the database before the process exits.
    for client in ["198.51.100.78", "198.51.100.79"] {
        let (status, _) =
            raw_request(port, &proxied_visit("/about?lang=en", agent, client)).expect("answered");
        assert_eq!(status, 200);
    }
    stop_site_gracefully(site);
    assert_eq!(views_today(&url), 3, "flushed at the graceful stop");
    eprintln!("first view in the database after {flushed_after:?}");
    // Neither the address nor the agent in the database files or the log.
    let mut searched = 0;
    for folder in [dir.path().join("data"), dir.path().to_path_buf()] {
        for entry in std::fs::read_dir(folder).expect("dir").flatten() {
            if entry.path().is_file() {
                let text = String::from_utf8_lossy(&std::fs::read(entry.path()).expect("read"))
                    .into_owned();
                for secret in ["StopProbe", "198.51.100.7"] {
                    assert!(!text.contains(secret), "{secret} in {:?}", entry.path());
                }
                searched += 1;
            }
        }
    }
    assert!(
        searched >= 3,
        "the database, the config and the log searched"
    );
}

#[actix_web::test]
async fn the_privacy_page_says_what_is_measured_in_every_language() {
    // The retention figure is the configuration's, the one the clean-up uses.
    let app = TestApp::builder()
        .config(|config| config.retention.audience_days = 400)
        .build()
        .await;
    for lang in vitrine::lang::Lang::ALL {
        let page = app.get(&format!("/privacy?lang={}", lang.as_str())).await;
        assert_eq!(page.status, 200);
        // Compared without spaces: the page's markup may split and join the text differently.
        let bare = |text: &str| -> String {
            vitrine::bidi::without_isolates(text)
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect()
        };
        let text = bare(&page.texts("main").join(" "));
        for id in [
            "audience-privacy-summary",
            "audience-privacy-title",
            "audience-privacy-what",
            "audience-privacy-visitors",
            "audience-purposes-label",
            "audience-retention-label",
        ] {
            assert!(
                text.contains(&bare(&msg(lang, id))),
                "{lang:?}: {id} missing"
            );
        }
        assert!(text.contains("400"), "{lang:?}: the retention figure");
    }
}

#[actix_web::test]
async fn the_console_shows_the_last_thirty_days_to_a_signed_in_operator() {
    use crate::console::{add_operator, Browser, NOW, OPERATOR, PASSWORD};
    // The console's clock at 2026-11-25T21:40Z; the audience's a day earlier, then on it.
    let audience_clock = Arc::new(ManualClock::at(NOW - DAY));
    let counting: Arc<dyn Clock> = audience_clock.clone();
    let app = TestApp::builder()
        .clock(vitrine::clock::Clock::fixed(NOW))
        .audience(counting, AudienceLimits::default())
        .build()
        .await;
    app.audience.prepare().await.expect("salt");
    let secret = add_operator(&app.store, OPERATOR, PASSWORD).await;
    // Without a session: to the sign-in, nothing shown.
    let anonymous = app.get("/console/audience").await;
    assert_eq!(anonymous.status, 303);
    // A visitor the day before; two on the day, one from another site.
    app.call(visit("/?lang=fr", CHROME, peer(2), &[])).await;
    audience_clock.set(NOW);
    app.audience.tick().await.expect("tick");
    let from_the_news = [("referer", "https://news.example.org/")];
    app.call(visit("/services?lang=ar", IPHONE, peer(1), &from_the_news))
        .await;
    app.call(visit("/?lang=fr", CHROME, peer(2), &[])).await;
    app.audience.flush().await.expect("flush");
    let mut browser = Browser::signed_in(&app, &secret).await;
    for lang in vitrine::lang::Lang::ALL {
        let page = browser
            .get(&app, &format!("/console/audience?lang={}", lang.as_str()))
            .await;
        assert_eq!(page.status, 200, "{}", page.body);
        assert_eq!(page.header("cache-control"), Some("no-store"));
        // Drawn on the server, with every day's numbers in a table: 30 days.
        assert_eq!(page.texts("svg.audience-chart-plot rect").len(), 30);
        assert_eq!(page.texts("figure.audience-chart table tbody tr").len(), 30);
        let figures = page.texts(".audience-figures dd");
        assert_eq!(
            figures[..2],
            ["3".to_owned(), "3".to_owned()],
            "{figures:?}"
        );
        assert!(page.body.contains("news.example.org"));
        assert!(page.body.contains(&msg(lang, "audience-pages-title")));
        // No script needed: the page holds no island.
        assert!(
            !page.body.contains("<script"),
            "a script on the audience page"
        );
    }
    // The operator's own visits are not counted.
    let before = report_of(&app.store, date!(2026 - 11 - 25)).await.views;
    browser.get(&app, "/?lang=fr").await;
    app.audience.flush().await.expect("flush");
    assert_eq!(
        report_of(&app.store, date!(2026 - 11 - 25)).await.views,
        before
    );
}

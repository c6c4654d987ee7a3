//! The bounds that keep one visitor, one client or many instances from crowding out the rest:
//! the rate limit (what counts, what the refusal keeps, its memory), shared counts and the
//! resubmission window across instances on PostgreSQL, stalled uploads, oversized heads.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use serde_json::Value;
use vitrine::config::Config;
use vitrine::limits::RateLimiter;
use vitrine::store::{ContactOutcome, NewContactMessage, Store};

use crate::support::*;

const MESSAGE: &str = "Nous aimerions échanger sur la numérisation de nos archives.";

fn contact_body(lang: Lang, email: &str, message: &str) -> String {
    format!(
        "lang={}&name=Lina+Haddad&email={}&organisation=Minist%C3%A8re&message={}",
        lang.as_str(),
        enc(email),
        enc(message)
    )
}

fn peer(last: u8) -> SocketAddr {
    SocketAddr::from(([203, 0, 113, last], 41000))
}

#[actix_web::test]
async fn typing_mistakes_do_not_use_up_the_contact_allowance() {
    let app = TestApp::new().await;
    let uri = "/contact?lang=fr";
    // Five posts with mistakes (a visitor who mistypes their address again and again), each a
    // 422 with the text kept.
    for i in 0..5 {
        let body = contact_body(Lang::Fr, "lina@", &format!("{MESSAGE} {i}"));
        let answer = app.post_from(uri, &body, peer(1)).await;
        assert_eq!(
            answer.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "mistake {i}"
        );
    }
    // The corrected post, and four more, are all accepted: the allowance is whole.
    for i in 0..5 {
        let body = contact_body(Lang::Fr, "lina@example.org", &format!("{MESSAGE} {i}"));
        let answer = app.post_from(uri, &body, peer(1)).await;
        assert_eq!(answer.status, StatusCode::SEE_OTHER, "post {i}");
    }
    assert_eq!(stored_messages(&app.store).await.len(), 5);
    // The allowance is five accepted posts: the sixth is refused.
    let body = contact_body(Lang::Fr, "lina@example.org", "Un sixième message, de trop.");
    let answer = app.post_from(uri, &body, peer(1)).await;
    assert_eq!(answer.status, StatusCode::TOO_MANY_REQUESTS);
}

#[actix_web::test]
async fn invalid_newsletter_addresses_do_not_use_up_the_allowance() {
    let app = TestApp::new().await;
    for i in 0..12 {
        let answer = app
            .post_json_from("/newsletter?lang=en", &format!("email=typo{i}%40"), peer(2))
            .await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "typo {i}");
    }
    for i in 0..10 {
        let answer = app
            .post_json_from(
                "/newsletter?lang=en",
                &format!("email=n{i}%40example.org"),
                peer(2),
            )
            .await;
        assert_eq!(answer.status, StatusCode::OK, "sign-up {i}");
    }
}

#[actix_web::test]
async fn abuse_uses_up_the_allowance() {
    let app = TestApp::new().await;
    // A robot filling the honeypot is answered as if it worked, and counted.
    for i in 0..3 {
        let body = format!(
            "{}&website=spam",
            contact_body(Lang::En, "bot@example.org", &format!("{MESSAGE} {i}"))
        );
        let answer = app.post_from("/contact", &body, peer(3)).await;
        assert_eq!(answer.status, StatusCode::SEE_OTHER);
    }
    // Unreadable and oversized bodies count too.
    let unreadable = post_form("/contact", "name=%zz").peer_addr(peer(3));
    assert_eq!(app.call(unreadable).await.status, StatusCode::BAD_REQUEST);
    let oversized = post_form("/contact", &"x".repeat(70 * 1024)).peer_addr(peer(3));
    assert_eq!(
        app.call(oversized).await.status,
        StatusCode::PAYLOAD_TOO_LARGE
    );
    let valid = contact_body(Lang::En, "lina@example.org", MESSAGE);
    let answer = app.post_from("/contact", &valid, peer(3)).await;
    assert_eq!(answer.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(stored_messages(&app.store).await.is_empty());
}

/// Uses up the contact allowance of `peer` with five accepted posts.
async fn use_up_contact_allowance(app: &TestApp<impl Site>, peer: SocketAddr) {
    for i in 0..5 {
        let body = contact_body(Lang::Fr, "first@example.org", &format!("{MESSAGE} {i}"));
        let answer = app.post_from("/contact", &body, peer).await;
        assert_eq!(answer.status, StatusCode::SEE_OTHER);
    }
}

#[actix_web::test]
async fn the_contact_429_keeps_what_the_visitor_wrote_and_says_when_to_retry_in_every_language() {
    for (n, lang) in Lang::ALL.into_iter().enumerate() {
        let app = TestApp::new().await;
        let visitor = peer(10 + n as u8);
        use_up_contact_allowance(&app, visitor).await;
        let text = "Bonjour,\nnous voulons automatiser nos dossiers d’archives.";
        let body = contact_body(lang, "lina@example.org", text);
        let uri = format!("/contact?lang={}", lang.as_str());
        // JavaScript off: the form again, with every value, and when to try again.
        let page = app.post_from(&uri, &body, visitor).await;
        assert_eq!(page.status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(page.header("cache-control"), Some("no-store"));
        let seconds: u64 = retry_after(&page);
        assert!((1..=600).contains(&seconds), "{seconds}");
        assert_attrs(
            &page,
            &[
                ("html", "lang", Some(lang.as_str())),
                ("#contact-name", "value", Some("Lina Haddad")),
                ("#contact-email", "value", Some("lina@example.org")),
                ("#contact-organisation", "value", Some("Ministère")),
            ],
            &format!("{lang:?}: the form kept"),
        );
        let textarea = page.html();
        let selector = scraper::Selector::parse("#contact-message").expect("selector");
        let kept: String = textarea
            .select(&selector)
            .next()
            .expect("textarea")
            .text()
            .collect();
        assert_eq!(kept, text);
        let retry = vitrine::error::retry_text(lang, seconds);
        assert_page_shows(
            &page,
            "#contact-rate-limited h3",
            [msg(lang, "ratelimited-title")],
            "",
        );
        assert_page_shows(&page, "#contact-rate-limited p", [retry.clone()], "");
        // The minutes are a number the visitor reads, rounded up.
        let minutes = seconds.div_ceil(60);
        if minutes > 2 {
            assert!(retry.contains(&minutes.to_string()), "{retry}");
        }
        // JavaScript on: the island keeps the text; the answer says when to retry.
        let json = app.post_json_from(&uri, &body, visitor).await;
        assert_eq!(json.status, StatusCode::TOO_MANY_REQUESTS);
        assert!(json.header("retry-after").is_some());
        let json: Value = serde_json::from_str(&json.body).expect("json");
        assert_eq!(json["title"], msg(lang, "ratelimited-title"));
        let description = json["description"].as_str().expect("description");
        assert!(
            description.starts_with(&msg(lang, "ratelimited-body")),
            "{description}"
        );
        assert!(description.ends_with(&retry), "{description}");
        assert_eq!(stored_messages(&app.store).await.len(), 5);
    }
}

#[actix_web::test]
async fn retry_times_read_naturally_in_every_language() {
    assert_eq!(
        vitrine::error::retry_text(Lang::Fr, 30),
        "Vous pourrez réessayer dans une minute."
    );
    assert_eq!(
        vitrine::error::retry_text(Lang::Fr, 599),
        "Vous pourrez réessayer dans 10 minutes."
    );
    assert_eq!(
        vitrine::error::retry_text(Lang::En, 61),
        "You can try again in 2 minutes."
    );
    assert!(vitrine::error::retry_text(Lang::Ar, 100).contains("دقيقتين"));
    assert!(vitrine::error::retry_text(Lang::Ar, 300).contains("5 دقائق"));
}

#[actix_web::test]
async fn the_newsletter_429_gives_the_address_back_in_every_language() {
    for (n, lang) in Lang::ALL.into_iter().enumerate() {
        let app = TestApp::new().await;
        let visitor = peer(20 + n as u8);
        let uri = format!("/newsletter?lang={}", lang.as_str());
        for i in 0..10 {
            let body = format!("email=n{i}%40example.org");
            let answer = app.post_from(&uri, &body, visitor).await;
            assert_eq!(answer.status, StatusCode::SEE_OTHER);
        }
        let page = app
            .post_from(&uri, "email=amina%40universite.example", visitor)
            .await;
        assert_eq!(page.status, StatusCode::TOO_MANY_REQUESTS);
        let seconds: u64 = retry_after(&page);
        assert_eq!(
            page.attr("#newsletter-email", "value").as_deref(),
            Some("amina@universite.example")
        );
        assert_page_shows(
            &page,
            "#retry-after",
            [vitrine::error::retry_text(lang, seconds)],
            "",
        );
        assert_page_shows(&page, "h1", [msg(lang, "ratelimited-title")], "");
    }
}

#[test]
fn rate_limit_memory_and_time_stay_flat_with_100000_addresses() {
    let capacity = 20_000;
    let limiter = RateLimiter::with_capacity(5, Duration::from_secs(600), capacity);
    let now = Instant::now();
    let address = |i: u32| Some(std::net::IpAddr::from((0x0a00_0000 + i).to_be_bytes()));
    // Median time of one check over a batch of fresh addresses starting at `from`.
    let batch = |from: u32| {
        let mut times: Vec<Duration> = (from..from + 2_000)
            .map(|i| {
                let start = Instant::now();
                limiter.check(address(i), now).expect("allowed");
                start.elapsed()
            })
            .collect();
        times.sort();
        times[times.len() / 2]
    };
    let early = batch(0);
    for i in 2_000..100_000 {
        limiter.check(address(i), now).expect("allowed");
        assert!(limiter.len() <= capacity);
    }
    let late = batch(100_000);
    eprintln!("median check: {early:?} among the first addresses, {late:?} after 100,000");
    assert_eq!(limiter.len(), capacity);
    assert_eq!(limiter.capacity(), capacity);
    // Flat: a check among 100,000 addresses costs about what it did among the first few
    // (generous margin: the machine is shared; a linear scan would be hundreds of times slower).
    assert!(
        late <= early * 5 + Duration::from_micros(20),
        "median check: {early:?} early, {late:?} after 100,000 addresses"
    );
    // Recent addresses are still counted exactly.
    let recent = address(101_999);
    for _ in 0..4 {
        limiter.check(recent, now).expect("within the limit");
    }
    assert!(limiter.check(recent, now).is_err());
}

#[test]
fn an_ipv6_network_is_counted_as_one_visitor() {
    let limiter = RateLimiter::new(2, Duration::from_secs(600));
    let now = Instant::now();
    let a: std::net::IpAddr = "2001:db8:1:2::1".parse().expect("ip");
    let b: std::net::IpAddr = "2001:db8:1:2:ffff::9".parse().expect("ip");
    let elsewhere: std::net::IpAddr = "2001:db8:1:3::1".parse().expect("ip");
    assert!(limiter.check(Some(a), now).is_ok());
    assert!(limiter.check(Some(b), now).is_ok());
    assert!(limiter.check(Some(a), now).is_err());
    assert!(limiter.check(Some(elsewhere), now).is_ok());
}

// ---- several instances on one PostgreSQL ----

/// Two stores (two instances of the site) on one fresh PostgreSQL database.
async fn two_postgres_instances() -> Option<(Store, Store)> {
    let url = crate::storage::fresh_postgres().await?;
    let first = Store::connect(&url).await.expect("first instance");
    let second = Store::connect(&url).await.expect("second instance");
    Some((first, second))
}

#[actix_web::test]
async fn two_instances_on_postgresql_share_the_rate_limit() {
    let Some((first, second)) = two_postgres_instances().await else {
        return;
    };
    let one = TestApp::builder().store(first.clone()).build().await;
    let two = TestApp::builder().store(second.clone()).build().await;
    let visitor = peer(30);
    let mut statuses = Vec::new();
    for i in 0..6 {
        let body = contact_body(Lang::Fr, "lina@example.org", &format!("{MESSAGE} {i}"));
        let app_answer = if i % 2 == 0 {
            one.post_from("/contact", &body, visitor).await
        } else {
            two.post_from("/contact", &body, visitor).await
        };
        statuses.push(app_answer.status);
    }
    assert_eq!(statuses[..5], [StatusCode::SEE_OTHER; 5]);
    assert_eq!(statuses[5], StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(stored_messages(&first).await.len(), 5);
    // A 422 on either instance still does not count, and another visitor is not affected.
    let other = peer(31);
    let typo = contact_body(Lang::Fr, "lina@", MESSAGE);
    for app_answer in [
        one.post_from("/contact", &typo, other).await,
        two.post_from("/contact", &typo, other).await,
    ] {
        assert_eq!(app_answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    for i in 0..5 {
        let body = contact_body(Lang::Fr, "other@example.org", &format!("{MESSAGE} {i}"));
        let app = if i % 2 == 0 { &one } else { &two };
        let answer = app.post_from("/contact", &body, other).await;
        assert_eq!(
            answer.status,
            StatusCode::SEE_OTHER,
            "other visitor, post {i}"
        );
    }
}

#[actix_web::test]
async fn two_instances_on_postgresql_share_the_limit_under_concurrent_posts() {
    let Some((first, second)) = two_postgres_instances().await else {
        return;
    };
    let now = 1_790_000_000;
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let store = [&first, &second][i % 2].clone();
            tokio::spawn(async move {
                store
                    .count_post(
                        "newsletter",
                        "198.51.100.7",
                        10,
                        Duration::from_secs(600),
                        now,
                    )
                    .await
                    .expect("count")
            })
        })
        .collect();
    let allowed = count_outcomes(tasks, |outcome| outcome.is_ok()).await;
    assert_eq!(allowed, 10);
}

fn contact<'a>(email: &'a str, text: &'a str, at: i64) -> NewContactMessage<'a> {
    NewContactMessage {
        name: "Lina Haddad",
        email,
        organisation: "",
        subject: "",
        message: text,
        lang: "fr",
        received_at: at,
        idempotency_key: None,
    }
}

#[actix_web::test]
async fn two_instances_on_postgresql_store_a_keyless_resubmission_once() {
    let Some((first, second)) = two_postgres_instances().await else {
        return;
    };
    // The same message, posted at once to both instances many times, in the different
    // spellings of one address.
    let spellings = [
        "lina@exämple.org",
        "\"lina\"@xn--exmple-cua.org",
        "LINA@EXÄMPLE.ORG",
        "lina@xn--exmple-cua.org",
    ];
    let tasks: Vec<_> = (0..16)
        .map(|i| {
            let store = [&first, &second][i % 2].clone();
            let email = spellings[i % spellings.len()];
            tokio::spawn(async move {
                store
                    .record_contact(&contact(email, MESSAGE, 1_790_000_000 + i as i64), None)
                    .await
                    .expect("record")
            })
        })
        .collect();
    let mut outcomes = Vec::new();
    for task in tasks {
        outcomes.push(task.await.expect("task"));
    }
    let stored = outcomes
        .iter()
        .filter(|o| matches!(o, ContactOutcome::Stored(_)))
        .count();
    assert_eq!(stored, 1, "{outcomes:?}");
    assert!(outcomes
        .iter()
        .all(|o| matches!(o, ContactOutcome::Stored(_) | ContactOutcome::Resubmission)));
    assert_eq!(stored_messages(&second).await.len(), 1);
    // Past the window, the same message is a new one.
    let later = 1_790_000_000 + vitrine::store::RESUBMISSION_WINDOW_SECS + 100;
    assert!(matches!(
        second
            .record_contact(&contact("lina@exämple.org", MESSAGE, later), None)
            .await
            .expect("record"),
        ContactOutcome::Stored(_)
    ));
}

// ---- canonical addresses through the site ----

#[actix_web::test]
async fn spellings_of_one_address_subscribe_once_through_the_site() {
    let app = TestApp::new().await;
    for (i, email) in [
        "name@example.org",
        "\"name\"@example.org",
        "Name@Example.ORG",
        "user@exämple.org",
        "user@xn--exmple-cua.org",
    ]
    .into_iter()
    .enumerate()
    {
        let body = format!("email={}", enc(email));
        let answer = app
            .post_json_from("/newsletter", &body, peer(40 + i as u8))
            .await;
        assert_eq!(answer.status, StatusCode::OK, "{email}: {}", answer.body);
    }
    let subscribers = stored_subscribers(&app.store).await;
    let emails: Vec<&str> = subscribers.iter().map(|s| s.email.as_str()).collect();
    assert_eq!(emails, ["name@example.org", "user@exämple.org"]);
}

// ---- slow clients, on a real socket ----

/// The site on a loopback port, with short upload timeouts; returns its address and handle.
async fn serve_on_loopback(
    idle_secs: u64,
    total_secs: u64,
) -> (
    SocketAddr,
    actix_web::dev::ServerHandle,
    tokio::task::JoinHandle<std::io::Result<()>>,
) {
    let mut config = Config::for_tests();
    config.upload_idle_timeout_secs = idle_secs;
    config.upload_timeout_secs = total_secs;
    let store = memory_store().await;
    let state = vitrine::AppState::new(config, store);
    let server = actix_web::HttpServer::new(move || {
        actix_web::App::new().configure(vitrine::configure(state.clone()))
    })
    .workers(1)
    // As in the binary: graceful stop waits up to 20 s for requests in flight.
    .shutdown_timeout(20)
    .bind(("127.0.0.1", 0))
    .expect("bind loopback");
    let addr = server.addrs()[0];
    let server = server.run();
    let handle = server.handle();
    (addr, handle, tokio::spawn(server))
}

/// Sends a POST head promising `length` bytes, then `chunks` of the body each after
/// `pause`, then nothing more; returns the whole answer and how long after the head the
/// server took to answer and close the connection.
fn slow_post(
    addr: SocketAddr,
    length: usize,
    chunks: &[&str],
    pause: Duration,
) -> (String, Duration) {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("timeout");
    let head = format!(
        "POST /contact?lang=ar HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {length}\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).expect("send head");
    let start = Instant::now();
    for chunk in chunks {
        std::thread::sleep(pause);
        // The server may already have given up: later writes can fail.
        if stream.write_all(chunk.as_bytes()).is_err() {
            break;
        }
    }
    let mut answer = Vec::new();
    // Read to the end: the server must answer and close the connection.
    let _ = stream.read_to_end(&mut answer);
    (
        String::from_utf8_lossy(&answer).into_owned(),
        start.elapsed(),
    )
}

#[actix_web::test]
async fn a_stalled_upload_is_answered_and_closed_after_its_idle_timeout() {
    let (addr, handle, _server) = serve_on_loopback(1, 30).await;
    let (answer, took) = tokio::task::spawn_blocking(move || {
        slow_post(addr, 200, &["lang=ar&name=Lina"], Duration::ZERO)
    })
    .await
    .expect("client");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(
        answer.to_ascii_lowercase().contains("connection: close"),
        "{answer}"
    );
    assert!(answer.contains(&msg(Lang::Ar, "timeout-title")), "{answer}");
    assert!(took >= Duration::from_millis(900), "{took:?}");
    assert!(
        took < Duration::from_secs(5),
        "stalled body held for {took:?}"
    );
    handle.stop(true).await;
}

#[actix_web::test]
async fn a_trickling_upload_is_cut_at_the_whole_body_timeout() {
    let (addr, handle, _server) = serve_on_loopback(2, 2).await;
    // One byte every 0.5 s: never silent for the idle timeout, but never done either.
    let (answer, took) = tokio::task::spawn_blocking(move || {
        slow_post(addr, 200, &["a"; 20], Duration::from_millis(500))
    })
    .await
    .expect("client");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(took < Duration::from_secs(6), "trickle held for {took:?}");
    handle.stop(true).await;
}

#[actix_web::test]
async fn graceful_stop_is_not_held_by_a_stalled_upload() {
    let (addr, handle, server) = serve_on_loopback(1, 30).await;
    let client = tokio::task::spawn_blocking(move || {
        slow_post(addr, 200, &["lang=fr&name=Lina"], Duration::ZERO)
    });
    // Let the upload reach the handler, then stop as SIGTERM does.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let start = Instant::now();
    handle.stop(true).await;
    server.await.expect("server task").expect("server ran");
    let stopped = start.elapsed();
    assert!(
        stopped < Duration::from_secs(5),
        "graceful stop took {stopped:?} (shutdown timeout 20 s)"
    );
    let (answer, _) = client.await.expect("client");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
}

#[actix_web::test]
async fn an_honest_upload_still_succeeds_with_the_timeouts() {
    let (addr, handle, _server) = serve_on_loopback(1, 30).await;
    let body = contact_body(Lang::Fr, "lina@example.org", MESSAGE);
    let half = body.len() / 2;
    let (first, second) = (body[..half].to_owned(), body[half..].to_owned());
    let (answer, _) = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(addr).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("timeout");
        let head = format!(
            "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{first}",
            body.len()
        );
        stream.write_all(head.as_bytes()).expect("head");
        // A pause shorter than the idle timeout is fine.
        std::thread::sleep(Duration::from_millis(500));
        stream.write_all(second.as_bytes()).expect("rest");
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        (String::from_utf8_lossy(&answer).into_owned(), ())
    })
    .await
    .expect("client");
    assert!(answer.starts_with("HTTP/1.1 303"), "{answer}");
    handle.stop(true).await;
}

// ---- oversized request heads ----

#[actix_web::test]
async fn too_many_headers_get_a_localised_431_in_every_language() {
    for lang in Lang::ALL {
        let mut request = TestRequest::get().uri(&format!("/about?lang={}", lang.as_str()));
        for i in 0..70 {
            request = request.insert_header((format!("x-extra-{i}"), "1"));
        }
        let page = crate::support::send(request).await;
        assert_eq!(page.status, StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE);
        assert_eq!(page.attr("html", "lang").as_deref(), Some(lang.as_str()));
        assert_page_shows(&page, "h1", [msg(lang, "headerstoolarge-title")], "");
        assert_page_shows(&page, "p.lead", [msg(lang, "headerstoolarge-body")], "");
        // The security headers are on the refusal too.
        assert!(page.header("content-security-policy").is_some());
        // A browser's ordinary request is untouched.
        let mut request = TestRequest::get().uri(&format!("/about?lang={}", lang.as_str()));
        for i in 0..20 {
            request = request.insert_header((format!("x-extra-{i}"), "1"));
        }
        assert_eq!(crate::support::send(request).await.status, StatusCode::OK);
    }
}

#[actix_web::test]
async fn an_over_long_query_gets_a_localised_414_in_every_language() {
    for lang in Lang::ALL {
        let uri = format!("/contact?lang={}&q={}", lang.as_str(), "a".repeat(9000));
        let page = crate::support::get(&uri).await;
        assert_eq!(page.status, StatusCode::URI_TOO_LONG);
        assert_eq!(page.attr("html", "lang").as_deref(), Some(lang.as_str()));
        assert_page_shows(&page, "h1", [msg(lang, "toolong-title")], "");
        assert_page_shows(&page, "p.lead", [msg(lang, "toolong-body")], "");
        let static_file = crate::support::get(&format!(
            "/static/x.css?lang={}&q={}",
            lang.as_str(),
            "a".repeat(9000)
        ))
        .await;
        assert_eq!(static_file.status, StatusCode::URI_TOO_LONG);
    }
}

#[actix_web::test]
async fn too_many_headers_on_a_real_socket_get_the_localised_431() {
    // Through actix-http's parser for real: 70 headers are within its 96, so the site
    // sees the request and answers itself, localised.
    let (addr, handle, _server) = serve_on_loopback(1, 30).await;
    let answer = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(addr).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("timeout");
        let mut head = String::from("GET /?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        for i in 0..70 {
            head.push_str(&format!("X-Extra-{i}: 1\r\n"));
        }
        head.push_str("Connection: close\r\n\r\n");
        stream.write_all(head.as_bytes()).expect("head");
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        String::from_utf8_lossy(&answer).into_owned()
    })
    .await
    .expect("client");
    assert!(answer.starts_with("HTTP/1.1 431"), "{answer}");
    assert!(
        answer.contains(&msg(Lang::En, "headerstoolarge-title")),
        "{answer}"
    );
    handle.stop(true).await;
}

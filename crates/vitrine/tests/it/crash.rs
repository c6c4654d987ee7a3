//! A crash mid-stream loses no acknowledged message: the real binary takes contact posts on a
//! loopback port from several clients, is killed with SIGKILL (no graceful anything), and is
//! started again on the same SQLite file. Every post that got a 2xx is there exactly once.

use crate::support::{free_port, raw_status, start_site, stored_messages};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use vitrine::store::Store;

fn post_contact(port: u16, n: usize) -> std::io::Result<u16> {
    let body = format!(
        "lang=fr&name=Client+{n}&email=client{n}%40example.org&organisation=&message=Message+de+test+num%C3%A9ro+{n}+pendant+le+crash"
    );
    let request = format!(
        "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n\
         Accept: application/json\r\nX-Forwarded-For: 10.{}.{}.{}\r\nIdempotency-Key: crash-{n}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        (n >> 16) & 0xff,
        (n >> 8) & 0xff,
        n & 0xff,
        body.len()
    );
    raw_status(port, &request)
}

#[test]
fn every_acknowledged_post_survives_a_sigkill_exactly_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let database_url = format!("sqlite://{}/data/vitrine.db", dir.path().display());
    let port = free_port();
    let mut server = start_site(dir.path(), port, &database_url, None, "first.log");

    let next = Arc::new(AtomicUsize::new(0));
    let acknowledged = Arc::new(Mutex::new(BTreeSet::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = (0..4)
        .map(|_| {
            let (next, acknowledged, stop) = (next.clone(), acknowledged.clone(), stop.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    match post_contact(port, n) {
                        Ok(status) if (200..300).contains(&status) => {
                            acknowledged.lock().expect("lock").insert(n);
                        }
                        Ok(status) => panic!("post {n} answered {status}"),
                        // The server is gone: this post was never acknowledged.
                        Err(_) => break,
                    }
                }
            })
        })
        .collect();

    // Kill in the middle of the stream, once a good number of posts were acknowledged.
    let deadline = Instant::now() + Duration::from_secs(60);
    while acknowledged.lock().expect("lock").len() < 200 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    server.kill().expect("SIGKILL");
    server.wait().expect("reaped");
    std::thread::sleep(Duration::from_millis(100));
    stop.store(true, Ordering::Relaxed);
    for client in clients {
        client.join().expect("client thread");
    }
    let acknowledged = acknowledged.lock().expect("lock").clone();
    let attempted = next.load(Ordering::Relaxed);
    assert!(
        acknowledged.len() >= 60,
        "only {} posts acknowledged",
        acknowledged.len()
    );
    assert!(
        attempted > acknowledged.len(),
        "the kill must interrupt the stream"
    );

    // Restarted on the same file, the site works again (WAL recovered) ...
    let port = free_port();
    let mut server = start_site(dir.path(), port, &database_url, None, "second.log");
    assert_eq!(
        post_contact(port, 1_000_000).expect("post after restart"),
        200
    );
    // ... and a retry of an acknowledged post is recognised, not stored again.
    let first = *acknowledged.iter().next().expect("one acknowledged");
    assert_eq!(post_contact(port, first).expect("retry"), 200);
    // The log is written by a thread of its own: its line is out before the kill.
    assert!(crate::support::log_shows(
        &dir.path().join("second.log"),
        "contact message stored",
        Duration::from_secs(10)
    ));
    server.kill().expect("SIGKILL");
    server.wait().expect("reaped");

    let stored: Vec<usize> = actix_web::rt::System::new().block_on(async {
        let store = Store::connect(&database_url)
            .await
            .expect("open the database");
        let messages = stored_messages(&store).await;
        store.close().await;
        messages
            .iter()
            .map(|m| {
                m.name
                    .trim_start_matches("Client ")
                    .parse::<usize>()
                    .expect("client number")
            })
            .collect()
    });
    for n in &acknowledged {
        let copies = stored.iter().filter(|s| *s == n).count();
        assert_eq!(copies, 1, "acknowledged post {n} is stored {copies} times");
    }
    let unique: BTreeSet<usize> = stored.iter().copied().collect();
    assert_eq!(unique.len(), stored.len(), "no message is stored twice");
    assert!(unique.contains(&1_000_000));
    // The log says what happened to each post, never who wrote what.
    for log in ["first.log", "second.log"] {
        let text = std::fs::read_to_string(dir.path().join(log)).expect("log");
        assert!(
            text.contains("contact message stored"),
            "{log} logs the outcome"
        );
        assert!(
            !text.contains("example.org"),
            "{log} holds an email address"
        );
        assert!(
            !text.contains("Message de test") && !text.contains("Client "),
            "{log} holds message text or a name"
        );
    }
    eprintln!(
        "crash test: {attempted} posts sent, {} acknowledged before SIGKILL, {} stored after restart \
         (acknowledged + 1 posted after restart + those committed whose answer the kill cut off)",
        acknowledged.len(),
        stored.len()
    );
}

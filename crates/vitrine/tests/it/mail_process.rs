//! The outbox on the real binary: the Maildir default with no SMTP server, mails queued when
//! the process is killed with SIGKILL and sent after the restart, and two instances on one
//! PostgreSQL sending each mail exactly once.

use std::time::{Duration, Instant};

use crate::mail::{distinct_message_ids, read_maildir, SmtpServer};
use crate::support::{free_port, post_contact, start_embedded_site, start_site, stop_site};

#[test]
fn with_no_smtp_server_mails_are_written_to_the_maildir() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (port, server) = start_embedded_site(dir.path());
    assert_eq!(post_contact(port, 1), 303);
    let maildir = dir.path().join("data/mail");
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut mails = read_maildir(&maildir);
    while mails.is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
        mails = read_maildir(&maildir);
    }
    stop_site(server);
    assert_eq!(mails.len(), 1, "one file in data/mail/new");
    assert!(maildir.join("tmp").is_dir() && maildir.join("cur").is_dir());
    assert_eq!(
        std::fs::read_dir(maildir.join("new")).expect("new").count(),
        1
    );
    assert_eq!(mails[0].header("to"), Some("contact@example.com"));
    assert!(mails[0]
        .header("subject")
        .is_some_and(|s| s.contains("Client 1")));
}

#[test]
fn mails_queued_when_killed_are_sent_after_restart() {
    let dir = tempfile::tempdir().expect("tempdir");
    let smtp_port = free_port();
    let smtp_url = format!("smtp://127.0.0.1:{smtp_port}");
    let database = format!("sqlite://{}/vitrine.db", dir.path().display());
    let port = free_port();
    // No SMTP server yet: every attempt fails, the mails wait in the outbox.
    let server = start_site(dir.path(), port, &database, Some(&smtp_url), "first.log");
    for n in 0..3 {
        assert_eq!(post_contact(port, n), 303);
    }
    std::thread::sleep(Duration::from_millis(500));
    // SIGKILL: no graceful shutdown, nothing flushed.
    stop_site(server);
    let smtp = SmtpServer::start_on(&dir.path().join("smtp"), smtp_port);
    let port = free_port();
    let server = start_site(dir.path(), port, &database, Some(&smtp_url), "second.log");
    let mails = smtp.wait_for(3, Duration::from_secs(60));
    std::thread::sleep(Duration::from_secs(2));
    let mails_later = smtp.mails();
    stop_site(server);
    assert_eq!(
        mails.len(),
        3,
        "every queued notice is sent after the restart"
    );
    assert_eq!(mails_later.len(), 3, "and only once");
    let mut subjects: Vec<String> = mails_later
        .iter()
        .map(|m| m.header("subject").unwrap_or("").to_owned())
        .collect();
    subjects.sort();
    assert_eq!(
        subjects,
        vec![
            "Nouveau message de Client 0".to_owned(),
            "Nouveau message de Client 1".to_owned(),
            "Nouveau message de Client 2".to_owned()
        ]
    );
}

#[actix_web::test]
async fn two_instances_on_one_postgres_send_each_mail_once() {
    let Some(database) = crate::storage::fresh_postgres().await else {
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let smtp = SmtpServer::start(&dir.path().join("smtp"));
    let (first_dir, second_dir) = (dir.path().join("a"), dir.path().join("b"));
    std::fs::create_dir_all(&first_dir).expect("dir");
    std::fs::create_dir_all(&second_dir).expect("dir");
    let (port_a, port_b) = (free_port(), free_port());
    let a = start_site(&first_dir, port_a, &database, Some(&smtp.url()), "a.log");
    let b = start_site(&second_dir, port_b, &database, Some(&smtp.url()), "b.log");
    let total = 30;
    for n in 0..total {
        let port = if n % 2 == 0 { port_a } else { port_b };
        assert_eq!(post_contact(port, n), 303);
    }
    let (mails, mails_later) =
        smtp.wait_then_settle(total, Duration::from_secs(60), Duration::from_secs(3));
    [a, b].into_iter().for_each(stop_site);
    assert_eq!(mails.len(), total, "every notice sent");
    assert_eq!(mails_later.len(), total, "none twice");
    assert_eq!(distinct_message_ids(&mails_later), total);
    // Both instances sent some: the claim shares the work, it does not serialise it.
    let senders = [first_dir.join("a.log"), second_dir.join("b.log")]
        .iter()
        .filter(|log| std::fs::read_to_string(log).is_ok_and(|text| text.contains("mail sent")))
        .count();
    assert!(senders >= 1);
}

//! Backups with the real binary: dated copies written while the site runs, checked, the oldest
//! pruned; a restore refused under a running server, and done once it is stopped, the replaced
//! database kept aside with everything it held.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use crate::operate::{http, Process};
use crate::support::stored_messages;
use vitrine::store::Store;

/// Runs `vitrine ARGS` as the operator would beside `process`: its folder, its database, the
/// shipped configuration with at most two dated copies kept.
fn vitrine(process: &Process, args: &[&str]) -> Output {
    let dir = process.database();
    let config = include_str!("../../../../config/site.toml").replace("keep = 14", "keep = 2");
    assert!(
        config.contains("keep = 2"),
        "the shipped [backup] changed shape"
    );
    std::fs::write(dir.join("operator.toml"), config).expect("write config");
    Command::new(env!("CARGO_BIN_EXE_vitrine"))
        .args(["--config", "operator.toml"])
        .args(args)
        .current_dir(dir)
        .env(
            "VITRINE_DATABASE_URL",
            format!("sqlite://{}", database(process).display()),
        )
        .env("RUST_LOG", "warn")
        .output()
        .expect("run vitrine")
}

fn database(process: &Process) -> PathBuf {
    process.database().join("vitrine.db")
}

fn post_contact(process: &Process, n: usize) {
    let body = format!(
        "lang=fr&name=Client+{n}&email=backup{n}%40example.org&organisation=&message=Message+num%C3%A9ro+{n}+avant+la+sauvegarde"
    );
    let answer = http(
        process.port,
        &format!(
            "POST /contact HTTP/1.1\r\nHost: t\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Accept: application/json\r\nX-Forwarded-For: 10.7.0.{n}\r\nContent-Length: {}\r\n\
             Connection: close\r\n\r\n{body}",
            body.len()
        ),
    )
    .expect("post");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn dated(dir: &Path) -> Vec<PathBuf> {
    vitrine::backup::dated_copies(dir).expect("list backups")
}

async fn messages_in(file: &Path) -> usize {
    let store = Store::connect(&format!("sqlite://{}", file.display()))
        .await
        .expect("open");
    let count = stored_messages(&store).await.len();
    store.close().await;
    count
}

#[actix_web::test]
async fn dated_backups_are_checked_and_pruned_and_one_is_restored() {
    let mut process = Process::start("text");
    post_contact(&process, 1);
    let backups = process.database().join("backups");
    std::fs::create_dir_all(&backups).expect("backups folder");
    std::fs::write(backups.join("vitrine-before-the-move.db"), "kept by hand").expect("write");

    let mut written = Vec::new();
    for _ in 0..3 {
        let output = vitrine(&process, &["backup"]);
        assert!(output.status.success(), "{}", stderr(&output));
        assert!(
            stderr(&output).contains("integrity ok"),
            "{}",
            stderr(&output)
        );
        written.push(dated(&backups).last().cloned().expect("a dated copy"));
        // Dated copies are named to the second.
        std::thread::sleep(Duration::from_millis(1100));
    }
    assert_eq!(
        dated(&backups),
        written[1..].to_vec(),
        "the newest two are kept"
    );
    assert!(backups.join("vitrine-before-the-move.db").exists());
    for copy in &written[1..] {
        vitrine::backup::check(copy).await.expect("a sound copy");
        assert_eq!(messages_in(copy).await, 1);
    }
    // The copy on request, to a name of the operator's choosing.
    let named = process.database().join("named.db");
    let output = vitrine(&process, &["backup", named.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{}", stderr(&output));
    vitrine::backup::check(&named).await.expect("a sound copy");

    // Not under a running server.
    let chosen = written[2].to_str().expect("utf-8").to_owned();
    let output = vitrine(&process, &["backup", "restore", &chosen]);
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("stop it first"),
        "{}",
        stderr(&output)
    );

    post_contact(&process, 2);
    process.terminate();
    assert!(process.wait_exit(Duration::from_secs(30)).success());

    // Not a file that fails its check.
    let broken = process.database().join("broken.db");
    std::fs::write(&broken, vec![b'x'; 8192]).expect("write");
    let output = vitrine(
        &process,
        &["backup", "restore", broken.to_str().expect("utf-8")],
    );
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("not a sound backup"),
        "{}",
        stderr(&output)
    );
    assert_eq!(messages_in(&database(&process)).await, 2, "nothing changed");

    let output = vitrine(&process, &["backup", "restore", &chosen]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        messages_in(&database(&process)).await,
        1,
        "the database is the copy"
    );
    let aside: Vec<PathBuf> = std::fs::read_dir(process.database())
        .expect("list")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| {
            path.file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| {
                    name.starts_with("vitrine.db.before-restore-") && name.ends_with('Z')
                })
        })
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(
        messages_in(&aside[0]).await,
        2,
        "the replaced database, kept aside, holds what it held"
    );
    assert!(
        stderr(&output).contains(&aside[0].display().to_string()),
        "{}",
        stderr(&output)
    );
}

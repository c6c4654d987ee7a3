//! A restart that drops nothing, without systemd: the test holds a listening socket as
//! `vitrine.socket` does and passes it to the real binary the way systemd does (`LISTEN_FDS`,
//! the socket on descriptor 3). Clients send requests without pause while the first process
//! stops gracefully (SIGTERM) and a second one starts on the same socket: every request is
//! answered, some by each process.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::fd::OwnedFd;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// An address the server cannot bind (a documentation network, on no interface): a server
/// that listened on its configured address instead of the passed socket would not start.
const UNBINDABLE: &str = "192.0.2.1:8080";

/// Starts `vitrine serve` in `dir` on `socket`, as systemd would: descriptor 3, `LISTEN_FDS=1`.
fn serve_on(socket: &TcpListener, dir: &Path, log: &str) -> Child {
    let config = include_str!("../../../../config/site.toml");
    std::fs::write(dir.join("site.toml"), config).expect("write config");
    let passed: OwnedFd = socket.try_clone().expect("clone the socket").into();
    Command::new("sh")
        // The socket arrives as standard input; the shell moves it to descriptor 3.
        .arg("-c")
        .arg(r#"exec 3<&0 0</dev/null; LISTEN_FDS=1 exec "$0" "$@""#)
        .arg(env!("CARGO_BIN_EXE_vitrine"))
        .args(["--config", "site.toml", "serve"])
        .current_dir(dir)
        .stdin(Stdio::from(passed))
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join(log)).expect("log file"))
        .env_remove("LISTEN_PID")
        .env_remove("VITRINE_SMTP_URL")
        .env("VITRINE_LISTEN", UNBINDABLE)
        .env("VITRINE_METRICS_LISTEN", "127.0.0.1:0")
        .env("VITRINE_DATABASE_URL", "sqlite://data/vitrine.db")
        .env("RUST_LOG", "info")
        .spawn()
        .expect("start vitrine")
}

/// What the clients saw.
#[derive(Default)]
struct Tally {
    answered: AtomicUsize,
    /// A kept-alive connection closed by the server just as the client reused it, answered
    /// on a new connection: what browsers and proxies do on their own.
    retried: AtomicUsize,
    failures: Mutex<Vec<String>>,
    /// The per-process prefix of each answer's request id: which processes answered.
    processes: Mutex<BTreeSet<String>>,
}

impl Tally {
    fn answer(&self, head: &str) {
        let status = head.split(' ').nth(1).unwrap_or("?");
        if status != "200" {
            self.fail(format!("status {status}"));
            return;
        }
        self.answered.fetch_add(1, Ordering::Relaxed);
        if let Some(process) = header(head, "x-request-id").and_then(|id| id.split('-').next()) {
            self.processes
                .lock()
                .expect("lock")
                .insert(process.to_owned());
        }
    }

    fn fail(&self, why: String) {
        self.failures.lock().expect("lock").push(why);
    }
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

const REQUEST: &str = "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n";

/// One request per connection.
fn fresh_connections(address: SocketAddr, stop: &AtomicBool, tally: &Tally) {
    while !stop.load(Ordering::Relaxed) {
        let answer = (|| -> std::io::Result<String> {
            let mut stream = TcpStream::connect(address)?;
            stream.set_read_timeout(Some(Duration::from_secs(30)))?;
            stream.write_all(format!("{REQUEST}Connection: close\r\n\r\n").as_bytes())?;
            let mut answer = Vec::new();
            stream.read_to_end(&mut answer)?;
            Ok(String::from_utf8_lossy(&answer).into_owned())
        })();
        match answer {
            Ok(answer) if !answer.is_empty() => tally.answer(&answer),
            Ok(_) => tally.fail("connection closed without an answer".into()),
            Err(error) => tally.fail(format!("fresh connection: {error}")),
        }
    }
}

/// Requests one after the other on a kept-alive connection, a new one when the server closes
/// it (`Connection: close`, or closed before any byte of an answer to a reused connection).
fn kept_alive_connection(address: SocketAddr, stop: &AtomicBool, tally: &Tally) {
    let mut connection: Option<(BufReader<TcpStream>, usize)> = None;
    while !stop.load(Ordering::Relaxed) {
        let (mut reader, used) = match connection.take() {
            Some(open) => open,
            None => match TcpStream::connect(address).and_then(|stream| {
                stream.set_read_timeout(Some(Duration::from_secs(30)))?;
                Ok(BufReader::new(stream))
            }) {
                Ok(reader) => (reader, 0),
                Err(error) => {
                    tally.fail(format!("connect: {error}"));
                    continue;
                }
            },
        };
        match exchange(&mut reader) {
            Ok((head, close)) => {
                tally.answer(&head);
                if !close {
                    connection = Some((reader, used + 1));
                }
            }
            Err(error) if used > 0 && error.kind() != std::io::ErrorKind::WouldBlock => {
                tally.retried.fetch_add(1, Ordering::Relaxed);
            }
            Err(error) => tally.fail(format!("kept-alive connection: {error}")),
        }
    }
}

/// Sends one request, reads its answer; `true` when the server closes the connection after it.
fn exchange(reader: &mut BufReader<TcpStream>) -> std::io::Result<(String, bool)> {
    reader
        .get_mut()
        .write_all(format!("{REQUEST}\r\n").as_bytes())?;
    let mut head = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 {
            return Err(std::io::Error::new(
                std::io::ErrorKind::UnexpectedEof,
                "closed before the answer",
            ));
        }
        if line == "\r\n" {
            break;
        }
        head.push_str(&line);
    }
    let length: usize = header(&head, "content-length")
        .and_then(|value| value.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("no Content-Length in {head:?}")))?;
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    let close =
        header(&head, "connection").is_some_and(|value| value.eq_ignore_ascii_case("close"));
    Ok((head, close))
}

fn wait_for(what: &str, limit: Duration, done: impl Fn() -> bool) {
    let deadline = Instant::now() + limit;
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_restart_on_a_passed_socket_drops_no_request() {
    let dir = tempfile::tempdir().expect("temp dir");
    let socket = TcpListener::bind("127.0.0.1:0").expect("listen");
    let address = socket.local_addr().expect("address");
    let mut first = serve_on(&socket, dir.path(), "first.log");

    let stop = Arc::new(AtomicBool::new(false));
    let fresh = Arc::new(Tally::default());
    let kept = Arc::new(Tally::default());
    let clients = [
        {
            let (stop, tally) = (stop.clone(), fresh.clone());
            std::thread::spawn(move || fresh_connections(address, &stop, &tally))
        },
        {
            let (stop, tally) = (stop.clone(), kept.clone());
            std::thread::spawn(move || kept_alive_connection(address, &stop, &tally))
        },
    ];
    let both_answered = |at_least: usize| {
        fresh.answered.load(Ordering::Relaxed) >= at_least
            && kept.answered.load(Ordering::Relaxed) >= at_least
    };
    wait_for(
        "answers from the first process",
        Duration::from_secs(60),
        || both_answered(50),
    );

    // systemctl restart: SIGTERM, wait for the exit, start the next process on the socket.
    let signalled = Command::new("kill")
        .arg("-TERM")
        .arg(first.id().to_string())
        .status()
        .expect("kill");
    assert!(signalled.success());
    let exit = first.wait().expect("wait");
    assert!(exit.success(), "the first process exited with {exit}");
    let before = (
        fresh.answered.load(Ordering::Relaxed),
        kept.answered.load(Ordering::Relaxed),
    );
    let mut second = serve_on(&socket, dir.path(), "second.log");
    wait_for(
        "answers from the second process",
        Duration::from_secs(60),
        || {
            fresh.answered.load(Ordering::Relaxed) >= before.0 + 50
                && kept.answered.load(Ordering::Relaxed) >= before.1 + 50
        },
    );
    stop.store(true, Ordering::Relaxed);
    for client in clients {
        client.join().expect("client");
    }
    let _ = second.kill();
    let _ = second.wait();

    for (name, tally) in [("fresh", &fresh), ("kept-alive", &kept)] {
        let failures = tally.failures.lock().expect("lock");
        assert!(
            failures.is_empty(),
            "{name} client: {} of {} requests failed: {:?}",
            failures.len(),
            tally.answered.load(Ordering::Relaxed) + failures.len(),
            &failures[..failures.len().min(5)]
        );
        let processes = tally.processes.lock().expect("lock");
        assert_eq!(
            processes.len(),
            2,
            "{name} client: answers from {processes:?}, expected both processes"
        );
    }
    // The stopping process's answers say `Connection: close`: the client never sends a
    // request on a connection the server is closing.
    assert_eq!(
        kept.retried.load(Ordering::Relaxed),
        0,
        "requests on a kept-alive connection had to be sent again"
    );
    for log in ["first.log", "second.log"] {
        let text = std::fs::read_to_string(dir.path().join(log)).expect("log");
        assert!(
            text.contains("serving on the socket systemd passed"),
            "{log}: {text}"
        );
    }
}

#[test]
fn started_by_hand_it_binds_its_configured_address() {
    let process = crate::operate::Process::start("text");
    let line = process.wait_line(|line| line.contains("serving"));
    assert!(
        line.contains(&format!("127.0.0.1:{}", process.port)) && !line.contains("systemd"),
        "{line}"
    );
}

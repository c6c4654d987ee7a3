//! Operating it: the real `vitrine` binary as a process. One JSON log line per
//! request without personal data, and a graceful stop on SIGTERM.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;

use crate::support::{free_port, succeeded, vitrine_command};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A `vitrine serve` process on a free loopback port, with its own SQLite file.
pub struct Process {
    pub port: u16,
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
    _dir: tempfile::TempDir,
}

impl Process {
    /// Starts the binary with the shipped configuration, `log_format` changed, and waits
    /// until it answers.
    pub fn start(log_format: &str) -> Process {
        let dir = tempfile::tempdir().expect("temp dir");
        let port = free_port();
        let shipped = include_str!("../../../../config/site.toml");
        let config = shipped
            .replace(
                "log_format = \"text\"",
                &format!("log_format = \"{log_format}\""),
            )
            .replace("trusted_proxies = []", "trusted_proxies = [\"127.0.0.1\"]");
        assert_ne!(
            config, shipped,
            "the shipped config changed shape: update this test"
        );
        let config_path = dir.path().join("site.toml");
        std::fs::write(&config_path, config).expect("write config");
        let database = format!("sqlite://{}", dir.path().join("vitrine.db").display());
        let mut child = Command::new(env!("CARGO_BIN_EXE_vitrine"))
            .arg("--config")
            .arg(&config_path)
            .arg("serve")
            .current_dir(dir.path())
            .env("VITRINE_LISTEN", format!("127.0.0.1:{port}"))
            .env("VITRINE_METRICS_LISTEN", "127.0.0.1:0")
            .env("VITRINE_DATABASE_URL", database)
            .env("RUST_LOG", "info")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start vitrine");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let stderr = child.stderr.take().expect("stderr piped");
        let sink = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                sink.lock().expect("log lock").push(line);
            }
        });
        let process = Process {
            port,
            child,
            lines,
            _dir: dir,
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        while http(
            port,
            "GET /robots.txt HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
        )
        .is_err()
        {
            assert!(
                Instant::now() < deadline,
                "vitrine did not start: {:?}",
                process.lines()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        process
    }

    pub fn lines(&self) -> Vec<String> {
        self.lines.lock().expect("log lock").clone()
    }

    /// Waits for a log line matching `predicate`.
    pub fn wait_line(&self, predicate: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(line) = self.lines().into_iter().find(|l| predicate(l)) {
                return line;
            }
            assert!(
                Instant::now() < deadline,
                "no such log line in {:?}",
                self.lines()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    pub fn terminate(&self) {
        let status = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status();
        assert!(
            status.map(|s| s.success()).unwrap_or(false),
            "kill -TERM failed"
        );
    }

    /// Waits for the process to exit (after `terminate`), at most `limit`.
    pub fn wait_exit(&mut self, limit: Duration) -> ExitStatus {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "vitrine did not exit within {limit:?}"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// The process's folder: its `site.toml` and `vitrine.db`.
    pub fn database(&self) -> &Path {
        self._dir.path()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Sends raw bytes on a new connection, returns the whole answer (the server closes).
pub fn http(port: u16, request: &str) -> std::io::Result<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    stream.write_all(request.as_bytes())?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer)?;
    Ok(String::from_utf8_lossy(&answer).into_owned())
}

fn status_of(answer: &str) -> Option<u16> {
    answer.split(' ').nth(1).and_then(|s| s.parse().ok())
}

#[test]
fn json_log_has_one_line_per_request_without_personal_data() {
    let process = Process::start("json");
    let answer = http(
        process.port,
        "GET /about?lang=en&email=jane.doe%40example.com HTTP/1.1\r\nHost: t\r\n\
         Cookie: lang=en; theme=dark\r\nX-Forwarded-For: 203.0.113.9\r\n\
         User-Agent: secret-agent\r\nConnection: close\r\n\r\n",
    )
    .expect("request");
    assert_eq!(status_of(&answer), Some(200), "{answer}");
    let header_id = answer
        .lines()
        .find_map(|l| l.strip_prefix("x-request-id: "))
        .map(str::trim)
        .expect("x-request-id header")
        .to_owned();
    http(
        process.port,
        "GET /no-such-page/jane.doe@example.com HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    )
    .expect("request");

    let line = process.wait_line(|l| l.contains("\"/about\""));
    let event: serde_json::Value = serde_json::from_str(&line).expect("a JSON object per line");
    assert_eq!(event["method"], "GET", "{line}");
    assert_eq!(event["path"], "/about", "{line}");
    assert_eq!(event["status"], 200, "{line}");
    assert_eq!(event["request_id"], header_id.as_str(), "{line}");
    assert!(
        event["duration_ms"].as_f64().is_some_and(|d| d >= 0.0),
        "{line}"
    );
    assert_eq!(event["level"], "INFO", "{line}");
    assert!(event["timestamp"].is_string(), "{line}");
    for private in [
        "jane",
        "example.com",
        "lang=",
        "dark",
        "203.0.113",
        "127.0.0.1",
        "secret-agent",
        "?",
    ] {
        assert!(
            !line.contains(private),
            "`{private}` leaked into the log: {line}"
        );
    }
    let missing = process.wait_line(|l| l.contains("no-such-page"));
    let event: serde_json::Value = serde_json::from_str(&missing).expect("JSON");
    assert_eq!(event["status"], 404, "{missing}");
    assert_eq!(event["path"], "/no-such-page/[redacted]", "{missing}");
    for line in process.lines() {
        assert!(
            serde_json::from_str::<serde_json::Value>(&line).is_ok(),
            "not JSON: {line}"
        );
        assert!(!line.contains("jane"), "email leaked: {line}");
    }
}

#[test]
fn text_log_is_one_readable_line_per_request() {
    let process = Process::start("text");
    http(
        process.port,
        "GET /faq?lang=ar HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
    )
    .expect("request");
    let line = process.wait_line(|l| l.contains("path=/faq"));
    for part in ["method=GET", "status=200", "duration_ms=", "request_id="] {
        assert!(line.contains(part), "`{part}` missing: {line}");
    }
    assert!(!line.contains("lang=ar"), "{line}");
}

#[test]
fn every_request_keeps_its_log_line_through_a_graceful_stop() {
    // Log lines are handed to a writer thread with a buffer; none may be dropped, and those
    // still buffered when SIGTERM arrives are written before the process exits.
    const REQUESTS: usize = 300;
    let mut process = Process::start("json");
    for n in 0..REQUESTS {
        let request =
            format!("GET /faq?lang=fr&n={n} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
        let answer = http(process.port, &request).expect("request");
        assert_eq!(status_of(&answer), Some(200), "{answer}");
    }
    process.terminate();
    let status = process.wait_exit(Duration::from_secs(25));
    assert!(status.success(), "exit status {status:?}");
    let logged = || {
        process
            .lines()
            .iter()
            .filter(|line| line.contains("\"path\":\"/faq\""))
            .count()
    };
    // The test's reader may still be draining the pipe the process has closed.
    let deadline = Instant::now() + Duration::from_secs(5);
    while logged() < REQUESTS && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(logged(), REQUESTS);
}

#[test]
fn sigterm_stops_accepting_then_exits_cleanly() {
    let mut process = Process::start("text");
    process.terminate();
    let status = process.wait_exit(Duration::from_secs(25));
    assert!(
        status.success(),
        "exit status {status:?}: {:?}",
        process.lines()
    );
    assert!(
        process.lines().iter().any(|l| l.contains("stopped")),
        "{:?}",
        process.lines()
    );
    assert!(
        http(process.port, "GET / HTTP/1.1\r\nHost: t\r\n\r\n").is_err(),
        "still accepting after exit"
    );
}

/// `vitrine messages list --format json` on the process's database.
fn stored_messages(process: &Process) -> Vec<serde_json::Value> {
    let database = format!(
        "sqlite://{}",
        process.database().join("vitrine.db").display()
    );
    let output = vitrine_command(&process.database().join("site.toml"), &database)
        .args(["messages", "list", "--format", "json"])
        .output()
        .expect("vitrine messages list");
    serde_json::from_str(&succeeded(&output)).expect("JSON array")
}

#[test]
fn a_post_in_flight_at_sigterm_is_finished_stored_and_acknowledged() {
    let mut process = Process::start("text");
    let body = "name=Camille+Test&email=camille%40example.org&organisation=&website=\
                &message=Un+message+en+cours+pendant+l%27arret+du+serveur.";
    let head = format!(
        "POST /contact?lang=fr HTTP/1.1\r\nHost: t\r\nSec-Fetch-Site: same-origin\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n",
        body.len()
    );
    let mut stream = TcpStream::connect(("127.0.0.1", process.port)).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .expect("timeout");
    // Half the request is in: the server is handling it when SIGTERM arrives.
    let (first, rest) = body.split_at(body.len() / 2);
    stream
        .write_all(format!("{head}{first}").as_bytes())
        .expect("send the start");
    std::thread::sleep(Duration::from_millis(200));
    process.terminate();
    std::thread::sleep(Duration::from_millis(500));
    // New connections are refused while the one in flight finishes.
    assert!(
        http(
            process.port,
            "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"
        )
        .is_err(),
        "still accepting new connections after SIGTERM"
    );
    assert!(
        process.child.try_wait().expect("try_wait").is_none(),
        "exited with a request in flight"
    );
    stream.write_all(rest.as_bytes()).expect("send the rest");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("answer");
    assert_eq!(status_of(&answer), Some(303), "{answer}");
    assert!(
        answer.contains("sent=1"),
        "not the success redirect: {answer}"
    );
    let status = process.wait_exit(Duration::from_secs(25));
    assert!(status.success(), "exit status {status:?}");
    let messages = stored_messages(&process);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert_eq!(messages[0]["email"], "camille@example.org");
}

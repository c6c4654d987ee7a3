//! `TestApp`: the real site (`vitrine::configure`) in-process, plus HTML helpers.

use actix_web::body::to_bytes;
use actix_web::dev::ServiceResponse;
use actix_web::http::StatusCode;
use actix_web::test::{self, TestRequest};
use actix_web::App;
use scraper::{Html, Selector};
use vitrine::config::Config;
use vitrine::store::subscribers::{
    ConfirmationLimits, SignupOutcome, SignupRequest, SubscriberRecord,
};
use vitrine::store::Store;
use vitrine::AppState;

pub use vitrine::lang::Lang;

/// An answer, read whole.
pub struct Answer {
    pub status: StatusCode,
    pub headers: actix_web::http::header::HeaderMap,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    pub fn html(&self) -> Html {
        Html::parse_document(&self.body)
    }

    /// Text of every element matching `selector`, whitespace collapsed.
    pub fn texts(&self, selector: &str) -> Vec<String> {
        let html = self.html();
        let sel = Selector::parse(selector).expect("valid selector");
        html.select(&sel)
            .map(|e| {
                e.text()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .split_ascii_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    /// Values of `attr` on every element matching `selector`.
    pub fn attrs(&self, selector: &str, attr: &str) -> Vec<String> {
        let html = self.html();
        let sel = Selector::parse(selector).expect("valid selector");
        html.select(&sel)
            .filter_map(|e| e.value().attr(attr).map(str::to_owned))
            .collect()
    }

    pub fn attr(&self, selector: &str, attr: &str) -> Option<String> {
        self.attrs(selector, attr).into_iter().next()
    }

    /// All Set-Cookie header values.
    pub fn set_cookies(&self) -> Vec<String> {
        self.headers
            .get_all("set-cookie")
            .filter_map(|v| v.to_str().ok().map(str::to_owned))
            .collect()
    }
}

pub async fn read(response: ServiceResponse) -> Answer {
    read_response(response.into_parts().1).await
}

/// What `actix_web::test::init_service` makes of the site.
pub trait Site:
    actix_web::dev::Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>
{
}

impl<S> Site for S where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = ServiceResponse,
        Error = actix_web::Error,
    >
{
}

/// The site in-process with its store and configuration: `TestApp::new().await` for the example
/// configuration on a fresh in-memory database, `TestApp::builder().config(…)` to change the
/// configuration. `app.store` is the app's database.
pub struct TestApp<S> {
    service: S,
    /// The app's database, to read what a request stored.
    pub store: Store,
    /// The counters of its page cache.
    pub cache_stats: std::sync::Arc<vitrine::state::CacheStats>,
    /// Its audience counter (the tests flush it themselves).
    pub audience: std::sync::Arc<vitrine::audience::Audience>,
}

pub struct TestAppBuilder {
    config: Config,
    store: Option<Store>,
    audience: Option<(
        std::sync::Arc<dyn vitrine::audience::Clock>,
        vitrine::audience::AudienceLimits,
    )>,
    clock: Option<vitrine::clock::Clock>,
}

impl TestApp<()> {
    pub fn builder() -> TestAppBuilder {
        TestAppBuilder {
            config: Config::for_tests(),
            store: None,
            audience: None,
            clock: None,
        }
    }

    #[allow(clippy::new_ret_no_self)]
    pub async fn new() -> TestApp<impl Site> {
        TestApp::builder().build().await
    }
}

impl TestAppBuilder {
    /// Changes the example configuration.
    pub fn config(mut self, edit: impl FnOnce(&mut Config)) -> TestAppBuilder {
        edit(&mut self.config);
        self
    }

    /// Replaces the example configuration with `config`.
    pub fn with_config(mut self, config: Config) -> TestAppBuilder {
        self.config = config;
        self
    }

    /// Runs the app on `store` (a file, a shared or a broken database) instead of a fresh
    /// in-memory one.
    pub fn store(mut self, store: Store) -> TestAppBuilder {
        self.store = Some(store);
        self
    }

    /// Counts the audience on `clock` with `limits` instead of the system clock and the
    /// site's caps.
    pub fn audience(
        mut self,
        clock: std::sync::Arc<dyn vitrine::audience::Clock>,
        limits: vitrine::audience::AudienceLimits,
    ) -> TestAppBuilder {
        self.audience = Some((clock, limits));
        self
    }

    /// Runs the app on `clock` (a fixed clock the test moves) instead of the system's.
    pub fn clock(mut self, clock: vitrine::clock::Clock) -> TestAppBuilder {
        self.clock = Some(clock);
        self
    }

    pub async fn build(self) -> TestApp<impl Site> {
        let store = match self.store {
            Some(store) => store,
            None => memory_store().await,
        };
        let mut state = AppState::new(self.config.clone(), store.clone());
        if let Some(clock) = self.clock {
            state.clock = clock;
        }
        if let Some((clock, limits)) = self.audience {
            state = state.with_audience(vitrine::audience::Audience::with_clock(
                &self.config,
                store.clone(),
                clock,
                limits,
            ));
        }
        let cache_stats = std::sync::Arc::clone(&state.cache_stats);
        let audience = std::sync::Arc::clone(&state.audience);
        let service = test::init_service(App::new().configure(vitrine::configure(state))).await;
        TestApp {
            service,
            store,
            cache_stats,
            audience,
        }
    }
}

impl<S> TestApp<S>
where
    S: Site,
{
    /// Sends a request and gives the response as it is, for a binary body or its size.
    pub async fn respond(&self, request: TestRequest) -> ServiceResponse {
        test::call_service(&self.service, request.to_request()).await
    }

    /// Sends a request and reads the answer.
    pub async fn call(&self, request: TestRequest) -> Answer {
        read(self.respond(request).await).await
    }

    pub async fn get(&self, uri: &str) -> Answer {
        self.call(TestRequest::get().uri(uri)).await
    }

    /// A GET with request headers (cookie, accept-language, accept-encoding…).
    pub async fn get_with(&self, uri: &str, headers: &[(&str, &str)]) -> Answer {
        let mut request = TestRequest::get().uri(uri);
        for &header in headers {
            request = request.insert_header(header);
        }
        self.call(request).await
    }

    /// Posts a form as a browser without JavaScript does.
    pub async fn post(&self, uri: &str, body: &str) -> Answer {
        self.call(post_form(uri, body)).await
    }

    /// Posts a form as a browser without JavaScript does, from the address `peer`.
    pub async fn post_from(&self, uri: &str, body: &str, peer: std::net::SocketAddr) -> Answer {
        self.call(post_form(uri, body).peer_addr(peer)).await
    }

    /// Posts a form as the islands do, from the address `peer`.
    pub async fn post_json_from(
        &self,
        uri: &str,
        body: &str,
        peer: std::net::SocketAddr,
    ) -> Answer {
        self.call(post_form_json(uri, body).peer_addr(peer)).await
    }

    /// Posts a form as the islands do, asking for JSON.
    pub async fn post_json(&self, uri: &str, body: &str) -> Answer {
        self.call(post_form_json(uri, body)).await
    }

    /// Every contact message stored.
    pub async fn messages(&self) -> Vec<vitrine::store::ContactMessage> {
        stored_messages(&self.store).await
    }

    /// Every newsletter subscriber stored, once the sign-ups waiting are applied (as the
    /// site's outbox worker does within a second).
    pub async fn subscribers(&self) -> Vec<SubscriberRecord> {
        stored_subscribers(&self.store).await
    }
}

/// A fresh private in-memory SQLite store.
pub async fn memory_store() -> Store {
    Store::connect("sqlite::memory:")
        .await
        .expect("in-memory database opens")
}

/// Every contact message the store holds.
pub async fn stored_messages(store: &Store) -> Vec<vitrine::store::ContactMessage> {
    store.messages_since(i64::MIN).await.expect("messages list")
}

/// Applies every sign-up request waiting, as the outbox worker does; their outcomes.
pub async fn apply_signups(store: &Store) -> Vec<SignupOutcome> {
    let limits = ConfirmationLimits {
        per_domain_per_hour: i64::from(
            Config::for_tests()
                .newsletter
                .confirmations_per_domain_per_hour,
        ),
    };
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let mut outcomes = Vec::new();
    while let Some(outcome) = store
        .process_next_signup(now, limits)
        .await
        .expect("apply a sign-up")
    {
        outcomes.push(outcome);
    }
    outcomes
}

/// Signs `email` up from a page in `lang` at `now` through the form's path (the request
/// stored, then applied as the worker does); what applying it did.
pub async fn subscribe(store: &Store, email: &str, lang: &str, now: i64) -> SignupOutcome {
    store
        .request_subscription(&SignupRequest {
            email,
            lang,
            page: "/",
            consent_version: "newsletter-consent/test",
            now,
        })
        .await
        .expect("store the sign-up");
    let limits = ConfirmationLimits {
        per_domain_per_hour: i64::from(
            Config::for_tests()
                .newsletter
                .confirmations_per_domain_per_hour,
        ),
    };
    store
        .process_next_signup(now, limits)
        .await
        .expect("apply the sign-up")
        .expect("a sign-up to apply")
}

/// Every newsletter subscriber the store holds, once the sign-ups waiting are applied.
pub async fn stored_subscribers(store: &Store) -> Vec<SubscriberRecord> {
    apply_signups(store).await;
    store
        .subscriber_records(i64::MIN, None)
        .await
        .expect("subscribers list")
}

/// Asserts `answer`'s status, with its body in the message when it is another.
#[track_caller]
pub fn assert_status(answer: &Answer, status: StatusCode) {
    assert_eq!(answer.status, status, "{}", answer.body);
}

/// The record of subscriber `email`, whatever their status.
pub async fn subscriber_record(store: &Store, email: &str) -> SubscriberRecord {
    store
        .subscriber_records(i64::MIN, None)
        .await
        .expect("subscribers list")
        .into_iter()
        .find(|record| record.email == email)
        .unwrap_or_else(|| panic!("no subscriber {email}"))
}

/// Sends one request to a fresh app with the example configuration.
pub async fn send(request: TestRequest) -> Answer {
    TestApp::new().await.call(request).await
}

/// A GET with request headers to a fresh app with the example configuration.
pub async fn get_with(uri: &str, headers: &[(&str, &str)]) -> Answer {
    TestApp::new().await.get_with(uri, headers).await
}

/// A file the site serves at `uri` (not a page): 200, of a type starting with `content_type`.
pub async fn get_file(uri: &str, content_type: &str) -> Answer {
    let answer = get(uri).await;
    assert_eq!(answer.status, 200, "{uri}");
    let served = answer.header("content-type").unwrap_or_default();
    assert!(served.starts_with(content_type), "{uri}: {served}");
    answer
}

pub async fn get(uri: &str) -> Answer {
    send(TestRequest::get().uri(uri)).await
}

/// Reads a response built outside the service (an error rendered directly).
pub async fn read_response(response: actix_web::HttpResponse) -> Answer {
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = to_bytes(response.into_body()).await.unwrap_or_default();
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// The seconds of a 429's `Retry-After`.
pub fn retry_after(answer: &Answer) -> u64 {
    answer
        .header("retry-after")
        .expect("Retry-After")
        .parse()
        .expect("seconds")
}

/// A form post as a browser without JavaScript sends it.
pub fn post_form(uri: &str, body: &str) -> TestRequest {
    TestRequest::post()
        .uri(uri)
        .insert_header(("content-type", "application/x-www-form-urlencoded"))
        .set_payload(body.to_owned())
}

/// A form post as the islands send it: same body, JSON asked for.
pub fn post_form_json(uri: &str, body: &str) -> TestRequest {
    post_form(uri, body).insert_header(("accept", "application/json"))
}

/// Percent-encodes a form value.
pub fn enc(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

/// The message `id` in `lang`, as the site renders it.
pub fn msg(lang: Lang, id: &str) -> String {
    vitrine::i18n::lookup(lang, id)
}

/// A request as a handler of the site sees it (the site's state attached), for rendering an
/// error directly.
pub async fn site_request(uri: &str) -> actix_web::HttpRequest {
    let state = actix_web::web::Data::new(AppState::new(Config::for_tests(), memory_store().await));
    TestRequest::get()
        .uri(uri)
        .app_data(state)
        .to_http_request()
}

/// A loopback port nothing listens on, for a real `vitrine serve` or a mail server.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("free port")
}

/// Writes `dir/site.toml`: the shipped configuration, with a trusted proxy on loopback (the
/// tests give each client its own address), changed by `edit`.
pub fn write_site_config(dir: &std::path::Path, edit: impl FnOnce(String) -> String) {
    let config = edit(
        include_str!("../../../../config/site.toml")
            .replace("trusted_proxies = []", "trusted_proxies = [\"127.0.0.1\"]"),
    );
    std::fs::write(dir.join("site.toml"), config).expect("write config");
}

/// The embedded site (SQLite and Maildir under `dir/data`) on a free port.
pub fn start_embedded_site(dir: &std::path::Path) -> (u16, std::process::Child) {
    let port = free_port();
    let site = start_site(dir, port, "sqlite://data/vitrine.db", None, "serve.log");
    (port, site)
}

/// Starts the real binary in `dir` on `port` and waits until it answers. Its configuration is
/// `dir/site.toml` as `write_site_config` left it, else the shipped one; its log goes to
/// `dir/<log>`.
pub fn start_site(
    dir: &std::path::Path,
    port: u16,
    database_url: &str,
    smtp_url: Option<&str>,
    log: &str,
) -> std::process::Child {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let config_path = dir.join("site.toml");
    if !config_path.exists() {
        write_site_config(dir, |config| config);
    }
    let mut command = Command::new(env!("CARGO_BIN_EXE_vitrine"));
    command
        .current_dir(dir)
        .arg("--config")
        .arg(&config_path)
        .arg("serve")
        .env("VITRINE_LISTEN", format!("127.0.0.1:{port}"))
        // Tests run side by side: each metrics listener on a port of its own.
        .env("VITRINE_METRICS_LISTEN", "127.0.0.1:0")
        .env("VITRINE_DATABASE_URL", database_url)
        .env_remove("VITRINE_SMTP_URL")
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join(log)).expect("log file"));
    if let Some(url) = smtp_url {
        command.env("VITRINE_SMTP_URL", url);
    }
    let child = command.spawn().expect("start vitrine");
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if raw_status(
            port,
            "GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        )
        .is_ok_and(|status| status == 200)
        {
            return child;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    stop_site(child);
    panic!("vitrine did not start on port {port}");
}

/// Stops a site started by `start_site` with SIGTERM (a graceful stop) and reaps it.
pub fn stop_site_gracefully(mut child: std::process::Child) {
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
}

/// Sends a raw HTTP request to the loopback `port` (with `Connection: close`): the status and
/// the body of the answer.
pub fn raw_request(port: u16, request: &str) -> std::io::Result<(u16, String)> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(std::time::Duration::from_secs(30)))?;
    stream.write_all(request.as_bytes())?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer)?;
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| std::io::Error::other("no status line"))?;
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_owned())
        .unwrap_or_default();
    Ok((status, body))
}

/// A form POST to `path` from the simulated client `client` (an `X-Forwarded-For` address:
/// the site started by `start_site` trusts loopback), as the islands send it when `json`.
pub fn form_post(path: &str, body: &str, client: &str, json: bool) -> String {
    let accept = if json {
        "Accept: application/json\r\n"
    } else {
        ""
    };
    format!(
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{accept}X-Forwarded-For: {client}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
}

/// The body of contact message `n` from `email`, as the form posts it (`Client n`, a message
/// that names its number).
pub fn numbered_contact(n: usize, email: &str) -> String {
    format!(
        "lang=fr&name=Client+{n}&email={}&organisation=&message=Message+de+test+num%C3%A9ro+{n}+pour+le+courrier",
        enc(email)
    )
}

/// Posts contact message `n` to the site on `port` from its own simulated client address,
/// without JavaScript: the answer's status.
pub fn post_contact(port: u16, n: usize) -> u16 {
    let body = numbered_contact(n, &format!("client{n}@example.org"));
    let client = format!("198.51.100.{}", n % 250 + 1);
    raw_status(port, &form_post("/contact", &body, &client, false)).expect("post answered")
}

/// Waits until `log` (a file) holds `text`, for at most `timeout`; whether it did.
pub fn log_shows(log: &std::path::Path, text: &str, timeout: std::time::Duration) -> bool {
    let deadline = std::time::Instant::now() + timeout;
    loop {
        if std::fs::read_to_string(log).is_ok_and(|content| content.contains(text)) {
            return true;
        }
        if std::time::Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// Kills a site started by `start_site` with SIGKILL (no graceful anything) and reaps it.
pub fn stop_site(mut child: std::process::Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// Sends a raw HTTP request to the loopback `port`, returns the status code of the answer.
pub fn raw_status(port: u16, request: &str) -> std::io::Result<u16> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(std::time::Duration::from_secs(10)))?;
    stream.write_all(request.as_bytes())?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer)?;
    let text = String::from_utf8_lossy(&answer);
    text.split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| {
            std::io::Error::other(format!(
                "no status line in {:?}",
                text.chars().take(40).collect::<String>()
            ))
        })
}

/// A page of the site in `lang` (`path` without a query): answered 200, in that language.
pub async fn page(path: &str, lang: Lang) -> Answer {
    let answer = get(&format!("{path}?lang={}", lang.as_str())).await;
    assert_eq!(answer.status, 200, "{path} in {lang:?}");
    assert_eq!(
        answer.attr("html", "lang").as_deref(),
        Some(lang.as_str()),
        "{path} in {lang:?}"
    );
    answer
}

/// A message as `Answer::texts` reads it on a page: whitespace (French no-break spaces
/// included) collapsed.
pub fn shown(lang: Lang, id: &str) -> String {
    msg(lang, id)
        .split_ascii_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// `shown` for each id.
pub fn shown_all<I: AsRef<str>>(lang: Lang, ids: impl IntoIterator<Item = I>) -> Vec<String> {
    ids.into_iter().map(|id| shown(lang, id.as_ref())).collect()
}

/// Each page of a table in each language: `(row, lang, answer)`, `path` making a row's path.
/// Every answer is checked as `page` does.
pub async fn in_every_language<T: Copy>(
    rows: &[T],
    path: impl Fn(T) -> String,
) -> Vec<(T, Lang, Answer)> {
    let mut pages = Vec::new();
    for &row in rows {
        for lang in Lang::ALL {
            pages.push((row, lang, page(&path(row), lang).await));
        }
    }
    pages
}

/// The page's title starts with the message `{key}-meta-title`, its description is
/// `{key}-meta-description`, of the length search engines show whole (140 to 160 characters;
/// isolation marks around Latin runs in Arabic are invisible, not counted).
pub fn assert_title_and_description(answer: &Answer, lang: Lang, key: &str, what: &str) {
    let (title_id, description_id) = (
        format!("{key}-meta-title"),
        format!("{key}-meta-description"),
    );
    for id in [&title_id, &description_id] {
        assert_ne!(&msg(lang, id), id, "{what}: {id} is missing");
    }
    let title = answer.texts("title").join(" ");
    assert!(
        title.starts_with(&shown(lang, &title_id)),
        "{what}: {title}"
    );
    let description = answer
        .attr("meta[name=description]", "content")
        .unwrap_or_default();
    assert_eq!(description, msg(lang, &description_id), "{what}");
    let length = vitrine::bidi::without_isolates(&description)
        .chars()
        .count();
    assert!(
        (140..=160).contains(&length),
        "{what}: description of {length} characters"
    );
}

/// Some element matching `selector` reads exactly `expected` (whitespace collapsed).
pub fn assert_page_has(answer: &Answer, selector: &str, expected: &str, what: &str) {
    let texts = answer.texts(selector);
    assert!(
        texts.iter().any(|text| text == expected),
        "{what}: no {selector} reads {expected:?} in {texts:?}"
    );
}

/// The elements matching `selector` read exactly `expected`, in order.
pub fn assert_page_shows<I: AsRef<str>>(
    answer: &Answer,
    selector: &str,
    expected: impl IntoIterator<Item = I>,
    what: &str,
) {
    let expected: Vec<String> = expected
        .into_iter()
        .map(|e| e.as_ref().to_owned())
        .collect();
    assert_eq!(answer.texts(selector), expected, "{what}: {selector}");
}

/// Each `(selector, attribute, value)`: the first element matching `selector` has `attribute`
/// set to `value` (`None`: has no such attribute).
pub fn assert_attrs(answer: &Answer, expected: &[(&str, &str, Option<&str>)], what: &str) {
    for &(selector, attr, value) in expected {
        assert_eq!(
            answer.attr(selector, attr).as_deref(),
            value,
            "{what}: {selector} [{attr}]"
        );
    }
}

/// The text of the elements matching `selector` holds each message of `ids` in `lang`.
pub fn assert_shows_messages(answer: &Answer, selector: &str, lang: Lang, ids: &[&str]) {
    let text = answer.texts(selector).join(" ");
    for id in ids {
        assert!(
            text.contains(&shown(lang, id)),
            "{lang:?}: {selector} lacks {id}: {text}"
        );
    }
}

/// The notice's title and description messages in `lang` are shown in `selector`.
pub fn assert_notice(answer: &Answer, selector: &str, lang: Lang, [title, description]: [&str; 2]) {
    assert_shows_messages(answer, selector, lang, &[title, description]);
}

/// A JSON answer to an island: 200, `ok`, the title and description messages in `lang`.
pub fn assert_json_success(answer: &Answer, lang: Lang, [title, description]: [&str; 2]) {
    assert_eq!(answer.status, StatusCode::OK, "{lang:?}: {}", answer.body);
    let json: serde_json::Value = serde_json::from_str(&answer.body).expect("json");
    assert_eq!(json["ok"], true, "{lang:?}");
    assert_eq!(json["title"], msg(lang, title), "{lang:?}");
    assert_eq!(json["description"], msg(lang, description), "{lang:?}");
}

/// The elements matching `selector` read the messages `ids` in `lang`, in order.
pub fn assert_shows_ids<I: AsRef<str>>(
    answer: &Answer,
    selector: &str,
    lang: Lang,
    ids: impl IntoIterator<Item = I>,
) {
    assert_page_shows(answer, selector, shown_all(lang, ids), &format!("{lang:?}"));
}

/// The ids `{prefix}-1` to `{prefix}-{count}`.
pub fn numbered(prefix: &str, count: usize) -> Vec<String> {
    (1..=count).map(|n| format!("{prefix}-{n}")).collect()
}

/// The page of every case study, article and person of the content, as the tests expect them
/// (`/cases/<slug>`, `/resources/<slug>`, `/about/<slug>`).
pub fn content_item_paths() -> Vec<String> {
    let library = vitrine::content::Library::get();
    let cases = library.cases.iter().map(|c| format!("/cases/{}", c.slug));
    let articles = library
        .articles
        .iter()
        .map(|a| format!("/resources/{}", a.slug));
    let people = library.people.iter().map(|p| format!("/about/{}", p.slug));
    cases.chain(articles).chain(people).collect()
}

/// The site's public base URL in the example configuration.
pub fn base() -> String {
    Config::for_tests().base().to_owned()
}

/// Text as the tests compare it: isolation marks removed, no-break spaces as spaces,
/// whitespace collapsed.
pub fn plain(text: &str) -> String {
    vitrine::bidi::without_isolates(text)
        .replace(['\u{00A0}', '\u{202F}'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// `plain` of each text.
pub fn plain_all(texts: Vec<String>) -> Vec<String> {
    texts.iter().map(|t| plain(t)).collect()
}

/// `selector` finds exactly one element, whose text reads `expected` (compared as `plain`).
#[track_caller]
pub fn assert_one_text(answer: &Answer, selector: &str, expected: &str, what: &str) {
    assert_eq!(
        plain_all(answer.texts(selector)),
        [plain(expected)],
        "{what}: {selector}"
    );
}

/// The page's JSON-LD blocks, parsed.
pub fn json_ld(answer: &Answer) -> Vec<serde_json::Value> {
    answer
        .texts(r#"script[type="application/ld+json"]"#)
        .iter()
        .map(|text| serde_json::from_str(text).expect("JSON-LD parses"))
        .collect()
}

/// A store on the SQLite file `file` (created with its folders), and the URL that opens it.
pub async fn sqlite_store(file: &std::path::Path) -> (String, vitrine::store::Store) {
    let url = format!("sqlite://{}", file.display());
    let store = vitrine::store::Store::connect(&url)
        .await
        .expect("store opens");
    (url, store)
}

/// How many of the spawned tasks ended with an outcome that `counts`.
pub async fn count_outcomes<T>(
    tasks: Vec<tokio::task::JoinHandle<T>>,
    counts: impl Fn(&T) -> bool,
) -> usize {
    let mut counted = 0;
    for task in tasks {
        if counts(&task.await.expect("task")) {
            counted += 1;
        }
    }
    counted
}

/// The configuration the repository ships, `config/site.toml`.
pub fn shipped_config() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site.toml")
}

/// The binary, set to run one command with the configuration `config` on the database at
/// `database_url`, logging warnings only.
pub fn vitrine_command(config: &std::path::Path, database_url: &str) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_vitrine"));
    command
        .arg("--config")
        .arg(config)
        .env("VITRINE_DATABASE_URL", database_url)
        .env("RUST_LOG", "warn");
    command
}

/// Runs `command` with `input` on its standard input; what it wrote and how it ended.
pub fn output_with_stdin(mut command: std::process::Command, input: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the vitrine binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("the vitrine binary ends")
}

/// The standard output of a command the binary ran, once checked that it succeeded (its
/// errors shown when it did not).
pub fn succeeded(output: &std::process::Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

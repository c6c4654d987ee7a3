//! Mail against a real SMTP server on loopback (Debian's `python3-aiosmtpd`, which stores what
//! it receives in a Maildir and adds the envelope as `X-MailFrom` / `X-RcptTo`): the
//! operator's notice, the newsletter's double opt-in and one-click unsubscribe, the outbox's
//! retries. The site runs in-process; `Worker::pass` is the background sender's pass.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use actix_web::test::TestRequest;
use base64::Engine;
use vitrine::config::Config;
use vitrine::mail::worker::Worker;
use vitrine::mail::Mailer;
use vitrine::store::subscribers::SignupOutcome;
use vitrine::store::Store;

use crate::support::*;

/// `python3 -m aiosmtpd` on a loopback port, storing into a Maildir.
pub struct SmtpServer {
    pub port: u16,
    pub dir: PathBuf,
    child: Option<Child>,
}

impl SmtpServer {
    pub fn start(dir: &Path) -> SmtpServer {
        SmtpServer::start_on(dir, free_port())
    }

    pub fn start_on(dir: &Path, port: u16) -> SmtpServer {
        let mut command = Command::new("/usr/bin/python3");
        command
            .args(["-m", "aiosmtpd", "-n", "-l"])
            .arg(format!("127.0.0.1:{port}"))
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(dir);
        SmtpServer::run(command, dir, port)
    }

    /// A server that takes `delay_secs` over each mail's data (an overloaded relay), or that
    /// refuses every recipient with `refuse` (`450`: try later, `550`: unknown), quoting the
    /// address as real servers do.
    pub fn scripted(dir: &Path, port: u16, delay_secs: f64, refuse: Option<u16>) -> SmtpServer {
        const SCRIPT: &str = r#"
import asyncio, sys, threading
from aiosmtpd.controller import Controller
from aiosmtpd.handlers import Mailbox
port, folder, delay, refuse = int(sys.argv[1]), sys.argv[2], float(sys.argv[3]), sys.argv[4]
class Scripted(Mailbox):
    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if refuse:
            return f"{refuse} {refuse[0]}.1.1 <{address}>: Recipient address rejected"
        envelope.rcpt_tos.append(address)
        return "250 OK"
    async def handle_DATA(self, server, session, envelope):
        await asyncio.sleep(delay)
        return await super().handle_DATA(server, session, envelope)
Controller(Scripted(folder), hostname="127.0.0.1", port=port).start()
threading.Event().wait()
"#;
        let mut command = Command::new("/usr/bin/python3");
        command
            .args(["-c", SCRIPT])
            .arg(port.to_string())
            .arg(dir)
            .arg(delay_secs.to_string())
            .arg(refuse.map(|code| code.to_string()).unwrap_or_default());
        SmtpServer::run(command, dir, port)
    }

    fn run(mut command: Command, dir: &Path, port: u16) -> SmtpServer {
        for sub in ["tmp", "new", "cur"] {
            std::fs::create_dir_all(dir.join(sub)).expect("mailbox dir");
        }
        let child = command
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("python3-aiosmtpd is installed (make installs it)");
        let deadline = Instant::now() + Duration::from_secs(15);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "aiosmtpd did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        SmtpServer {
            port,
            dir: dir.to_owned(),
            child: Some(child),
        }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Every mail received so far, parsed.
    pub fn mails(&self) -> Vec<ReceivedMail> {
        read_maildir(&self.dir)
    }

    /// Waits until `count` mails are there (or fails after `timeout`).
    pub fn wait_for(&self, count: usize, timeout: Duration) -> Vec<ReceivedMail> {
        let deadline = Instant::now() + timeout;
        loop {
            let mails = self.mails();
            if mails.len() >= count || Instant::now() > deadline {
                return mails;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// `wait_for(count, timeout)`, then what has arrived `settle` later: a mail sent twice
    /// shows in the second list.
    pub fn wait_then_settle(
        &self,
        count: usize,
        timeout: Duration,
        settle: Duration,
    ) -> (Vec<ReceivedMail>, Vec<ReceivedMail>) {
        let first = self.wait_for(count, timeout);
        std::thread::sleep(settle);
        (first, self.mails())
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A received mail: headers (names lower-cased, encoded words decoded) and the decoded text
/// of every part.
#[derive(Debug, Clone)]
pub struct ReceivedMail {
    pub headers: BTreeMap<String, Vec<String>>,
    pub body: String,
}

impl ReceivedMail {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .get(&name.to_ascii_lowercase())
            .and_then(|v| v.first())
            .map(String::as_str)
    }
}

/// Reads every file of `dir/new` and `dir/cur`.
pub fn read_maildir(dir: &Path) -> Vec<ReceivedMail> {
    let mut mails = Vec::new();
    for sub in ["new", "cur"] {
        let Ok(entries) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            let raw = std::fs::read_to_string(&path).expect("mail is text");
            mails.push(parse_mail(&raw));
        }
    }
    mails
}

pub fn parse_mail(raw: &str) -> ReceivedMail {
    let raw = raw.replace("\r\n", "\n");
    let (head, body) = raw.split_once("\n\n").unwrap_or((&raw, ""));
    ReceivedMail {
        headers: parse_headers(head),
        body: decode_parts(body),
    }
}

fn parse_headers(head: &str) -> BTreeMap<String, Vec<String>> {
    let mut unfolded: Vec<String> = Vec::new();
    for line in head.lines() {
        if line.starts_with([' ', '\t']) {
            if let Some(last) = unfolded.last_mut() {
                last.push_str(line.trim_start_matches(['\t']));
            }
        } else {
            unfolded.push(line.to_owned());
        }
    }
    let mut headers: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in unfolded {
        if let Some((name, value)) = line.split_once(':') {
            headers
                .entry(name.trim().to_ascii_lowercase())
                .or_default()
                .push(decode_words(value.trim()));
        }
    }
    headers
}

/// RFC 2047 encoded words (`=?utf-8?b?…?=`, `=?utf-8?q?…?=`), adjacent ones joined.
fn decode_words(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    let mut last_was_word = false;
    while let Some(start) = rest.find("=?") {
        let before = &rest[..start];
        if !(last_was_word && before.trim().is_empty()) {
            out.push_str(before);
        }
        let after = &rest[start + 2..];
        let parts: Vec<&str> = after.splitn(3, '?').collect();
        if parts.len() < 3 {
            out.push_str(&rest[start..]);
            return out;
        }
        let Some(end) = parts[2].find("?=") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let text = &parts[2][..end];
        let bytes = if parts[1].eq_ignore_ascii_case("b") {
            base64::engine::general_purpose::STANDARD
                .decode(text)
                .unwrap_or_default()
        } else {
            decode_qp(&text.replace('_', " "))
        };
        out.push_str(&String::from_utf8_lossy(&bytes));
        let consumed = start + 2 + parts[0].len() + 1 + parts[1].len() + 1 + end + 2;
        rest = &rest[consumed..];
        last_was_word = true;
    }
    out.push_str(rest);
    out
}

fn decode_qp(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'=' {
            if bytes.get(i + 1) == Some(&b'\n') {
                i += 2;
                continue;
            }
            if let Some(hex) = text.get(i + 1..i + 3) {
                if let Ok(b) = u8::from_str_radix(hex, 16) {
                    out.push(b);
                    i += 3;
                    continue;
                }
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    out
}

/// The decoded HTML part of raw mail `raw`, line ends as LF (SMTP carries CRLF), if it has one.
pub fn html_part(raw: &str) -> Option<String> {
    let raw = raw.replace("\r\n", "\n");
    let (_, body) = raw.split_once("\n\n")?;
    body.split("\n--").find_map(|chunk| {
        let (head, content) = chunk.split_once("\n\n")?;
        let head = head.to_ascii_lowercase();
        if !head.contains("content-type: text/html") {
            return None;
        }
        let bytes = if head.contains("content-transfer-encoding: base64") {
            let joined: String = content.lines().collect();
            base64::engine::general_purpose::STANDARD
                .decode(joined.trim())
                .ok()?
        } else if head.contains("content-transfer-encoding: quoted-printable") {
            decode_qp(content)
        } else {
            content.as_bytes().to_vec()
        };
        String::from_utf8(bytes).ok()
    })
}

/// The body with every base64 or quoted-printable part decoded in place.
fn decode_parts(body: &str) -> String {
    let mut out = String::new();
    for chunk in body.split("\n--") {
        let (head, content) = chunk.split_once("\n\n").unwrap_or(("", chunk));
        let head_lower = head.to_ascii_lowercase();
        out.push_str(head);
        out.push('\n');
        if head_lower.contains("content-transfer-encoding: base64") {
            let joined: String = content
                .lines()
                .take_while(|l| !l.starts_with("--"))
                .collect();
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(joined.trim())
                .unwrap_or_default();
            out.push_str(&String::from_utf8_lossy(&bytes));
        } else if head_lower.contains("content-transfer-encoding: quoted-printable") {
            out.push_str(&String::from_utf8_lossy(&decode_qp(content)));
        } else {
            out.push_str(content);
        }
        out.push('\n');
    }
    out
}

/// The example configuration with an SMTP server.
pub fn config_with_smtp(url: &str) -> Config {
    let mut config = Config::for_tests();
    config.mail.smtp_url = Some(url.to_owned());
    config
}

/// The site's sender for `store` with `config`.
pub fn worker(store: &Store, config: Config) -> Worker {
    let mailer = Mailer::from_config(&config).expect("mailer");
    Worker::new(store.clone(), mailer, std::sync::Arc::new(config))
}

/// Runs the sender's pass until `sent` mails went or `timeout` passes.
async fn deliver_until(worker: &mut Worker, sent: usize, timeout: Duration) {
    let deadline = Instant::now() + timeout;
    let mut total = 0;
    while total < sent && Instant::now() < deadline {
        total += worker.pass().await.expect("pass").sent;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

const MESSAGE: &str = "Nous souhaitons automatiser le traitement de nos dossiers d’inscription.";

fn contact_body(lang: Lang, name: &str, email: &str, organisation: &str) -> String {
    format!(
        "lang={}&name={}&email={}&organisation={}&message={}",
        lang.as_str(),
        enc(name),
        enc(email),
        enc(organisation),
        enc(MESSAGE)
    )
}

fn signup_body(lang: Lang, email: &str) -> String {
    format!(
        "lang={l}&back={}&website=&email={}",
        enc(&format!("/about?lang={}", lang.as_str())),
        enc(email),
        l = lang.as_str()
    )
}

/// A site whose mail goes to an SMTP server of its own (its files under `dir`), and the sender
/// that delivers the site's outbox.
pub async fn site_with_smtp(dir: &Path) -> (SmtpServer, Worker, TestApp<impl Site>) {
    let smtp = SmtpServer::start(&dir.join("smtp"));
    let config = config_with_smtp(&smtp.url());
    let app = TestApp::builder().with_config(config.clone()).build().await;
    let worker = worker(&app.store, config);
    (smtp, worker, app)
}

/// How many different Message-IDs `mails` carry.
pub fn distinct_message_ids(mails: &[ReceivedMail]) -> usize {
    let ids: std::collections::BTreeSet<&str> = mails
        .iter()
        .map(|m| m.header("message-id").expect("message-id"))
        .collect();
    ids.len()
}

#[actix_web::test]
async fn operator_notice_arrives_with_every_field_and_reply_to_the_visitor() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (smtp, mut worker, app) = site_with_smtp(dir.path()).await;
    let posted = contact_body(
        Lang::Ar,
        "Amina Benali",
        "amina@universite.example",
        "Université Exemple",
    );
    let answer = app.post("/contact", &posted).await;
    assert_eq!(answer.status, StatusCode::SEE_OTHER);
    deliver_until(&mut worker, 1, Duration::from_secs(20)).await;
    let mails = smtp.wait_for(1, Duration::from_secs(10));
    assert_eq!(
        mails.len(),
        1,
        "one notice per stored message: {:?}",
        app.store.outbox(None).await
    );
    let notice = &mails[0];
    assert_eq!(notice.header("x-rcptto"), Some("contact@example.com"));
    let reply_to = notice.header("reply-to").expect("Reply-To");
    assert!(
        reply_to.contains("Amina Benali") && reply_to.ends_with("<amina@universite.example>"),
        "{reply_to}"
    );
    let subject = notice.header("subject").expect("subject");
    assert!(subject.contains("Amina Benali"), "{subject}");
    assert!(subject.contains("Université Exemple"), "{subject}");
    // The operator's language (French by default), whatever the visitor's page.
    assert!(subject.starts_with("Nouveau message de"), "{subject}");
    assert_eq!(notice.header("content-language"), Some("fr"));
    for expected in [
        "Amina Benali",
        "amina@universite.example",
        "Université Exemple",
        MESSAGE,
        "arabe",
        "text/plain",
        "text/html",
    ] {
        assert!(
            notice.body.contains(expected),
            "{expected} in {}",
            notice.body
        );
    }
    let id = app.store.outbox(None).await.expect("outbox")[0].id;
    let message_id = notice.header("message-id").expect("message-id");
    assert!(
        message_id.starts_with(&format!("<outbox.{id}.")),
        "{message_id}"
    );
    assert_eq!(app.store.outbox(Some("sent")).await.expect("sent").len(), 1);
}

#[actix_web::test]
async fn the_contact_form_never_mails_the_visitor() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (smtp, mut worker, app) = site_with_smtp(dir.path()).await;
    for (n, lang) in Lang::ALL.into_iter().enumerate() {
        let posted = contact_body(
            lang,
            &format!("Visiteur {n}"),
            &format!("victime{n}@example.org"),
            "",
        );
        let answer = app.post_json("/contact", &posted).await;
        assert_eq!(answer.status, StatusCode::OK);
    }
    deliver_until(&mut worker, 3, Duration::from_secs(20)).await;
    let mails = smtp.wait_for(3, Duration::from_secs(10));
    assert_eq!(mails.len(), 3);
    for mail in &mails {
        let to = mail.header("x-rcptto").expect("envelope");
        assert_eq!(to, "contact@example.com");
        assert!(!mail.header("to").unwrap_or("").contains("victime"));
        assert!(!mail.header("cc").unwrap_or("").contains("victime"));
    }
}

/// Signs up `email` from a page in `lang`; returns the answer's JSON.
async fn sign_up(app: &TestApp<impl Site>, lang: Lang, email: &str) -> crate::support::Answer {
    app.post_json("/newsletter", &signup_body(lang, email))
        .await
}

/// The confirmation and unsubscribe links of the confirmation mail the sender composes now:
/// one pass of the site's sender into a Maildir of its own, and the links read from the mail
/// as a subscriber receives it (the database holds no token to read them from).
pub async fn links(store: &Store) -> (String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config::for_tests();
    config.mail.maildir = Some(dir.path().join("mail"));
    worker(store, config).pass().await.expect("pass");
    let mail = read_maildir(&dir.path().join("mail"))
        .into_iter()
        .rev()
        .find(|m| m.header("list-unsubscribe").is_some())
        .expect("a confirmation mail");
    links_of(&mail)
}

/// Sends every mail the outbox holds into a Maildir of its own, as the site's sender would
/// over a few seconds; how many were sent.
pub async fn deliver_all(store: &Store) -> usize {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config::for_tests();
    config.mail.maildir = Some(dir.path().join("mail"));
    let mut worker = worker(store, config);
    let mut sent = 0;
    loop {
        let pass = worker.pass().await.expect("pass");
        if pass.sent + pass.signups + pass.failed + pass.cancelled == 0 {
            return sent;
        }
        sent += pass.sent;
    }
}

/// The confirmation and unsubscribe links of a received confirmation mail.
pub fn links_of(mail: &ReceivedMail) -> (String, String) {
    let confirm = mail
        .body
        .split_whitespace()
        .find(|w| w.starts_with("http") && w.contains("/newsletter/confirm?"))
        .expect("confirm link")
        .to_owned();
    let unsubscribe = mail
        .header("list-unsubscribe")
        .and_then(|h| h.split(['<', '>']).nth(1))
        .expect("unsubscribe link")
        .to_owned();
    (confirm, unsubscribe)
}

/// A fresh site on which `email` signed up from a page in `lang`: the site, and the
/// confirmation and unsubscribe links of its mail.
async fn signed_up(lang: Lang, email: &str) -> (TestApp<impl Site>, String, String) {
    let app = TestApp::new().await;
    sign_up(&app, lang, email).await;
    let (confirm, unsubscribe) = links(&app.store).await;
    (app, confirm, unsubscribe)
}

/// The page a link of the mail opens: 200, never stored by a cache.
async fn link_page(app: &TestApp<impl Site>, link: &str) -> crate::support::Answer {
    let page = app.get(&local(link)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header("cache-control"), Some("no-store"));
    page
}

/// Opens the confirmation link and presses its button, as a subscriber does: where the button
/// posted, and the page it answered (200).
async fn confirm_by_its_button(
    app: &TestApp<impl Site>,
    confirm: &str,
) -> (String, crate::support::Answer) {
    let page = app.get(&local(confirm)).await;
    let action = button_form(&page);
    let token = page
        .attr("form.subscription-form input[name=token]", "value")
        .expect("token field");
    let done = app.post(&action, &format!("token={token}")).await;
    assert_eq!(done.status, StatusCode::OK);
    (action, done)
}

/// Where the subscription page's one button posts.
fn button_form(page: &crate::support::Answer) -> String {
    page.attr("form.subscription-form", "action")
        .expect("the button's form")
}

/// Path and query of an absolute link, for the in-process app.
fn local(url: &str) -> String {
    let url = url::Url::parse(url).expect("absolute link");
    format!("{}?{}", url.path(), url.query().unwrap_or(""))
}

#[actix_web::test]
async fn confirmation_mail_arrives_in_the_page_language_with_unsubscribe_headers() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (smtp, mut worker, app) = site_with_smtp(dir.path()).await;
    for lang in Lang::ALL {
        let email = format!("lecteur-{}@example.org", lang.as_str());
        let answer = sign_up(&app, lang, &email).await;
        assert_eq!(answer.status, StatusCode::OK);
    }
    deliver_until(&mut worker, 3, Duration::from_secs(20)).await;
    let mails = smtp.wait_for(3, Duration::from_secs(10));
    assert_eq!(mails.len(), 3);
    for lang in Lang::ALL {
        let email = format!("lecteur-{}@example.org", lang.as_str());
        let mail = mails
            .iter()
            .find(|m| m.header("x-rcptto") == Some(email.as_str()))
            .expect("a mail to each subscriber");
        assert_eq!(mail.header("content-language"), Some(lang.as_str()));
        let subject = mail.header("subject").expect("subject");
        let expected = vitrine::i18n::lookup_args(
            lang,
            "mail-confirm-subject",
            &[(
                "brand",
                fluent_templates::fluent_bundle::FluentValue::from("Vitrine Conseil"),
            )],
        );
        assert_eq!(
            subject,
            vitrine::bidi::without_isolates(&expected),
            "{lang:?}"
        );
        let unsubscribe = mail.header("list-unsubscribe").expect("List-Unsubscribe");
        assert!(
            unsubscribe.starts_with("<http://127.0.0.1:8080/newsletter/unsubscribe?lang="),
            "{unsubscribe}"
        );
        assert_eq!(
            mail.header("list-unsubscribe-post"),
            Some("List-Unsubscribe=One-Click")
        );
        // The visible link, the sender's identification and postal address, in the language.
        let text = vitrine::bidi::without_isolates(&mail.body);
        assert!(text.contains("/newsletter/unsubscribe?lang="), "{text}");
        assert!(text.contains("/newsletter/confirm?lang="), "{text}");
        assert!(text.contains("1000, rue Exemple, bureau 500"), "{text}");
        assert!(text.contains("Vitrine Conseil inc."), "{text}");
        let intro = vitrine::bidi::without_isolates(&vitrine::i18n::lookup_args(
            lang,
            "mail-confirm-validity",
            &[],
        ));
        assert!(text.contains(&intro), "{lang:?}: {text}");
    }
}

#[actix_web::test]
async fn opening_the_confirmation_link_changes_nothing_and_its_button_confirms() {
    let (app, confirm, _) = signed_up(Lang::Fr, "lectrice@example.org").await;
    // A mail scanner, a preview, the visitor: any number of GETs.
    for _ in 0..3 {
        let page = link_page(&app, &confirm).await;
        assert_eq!(
            page.texts("form.subscription-form button")
                .first()
                .map(String::as_str),
            Some(msg(Lang::Fr, "subscription-confirm-button").as_str())
        );
    }
    let record = subscriber_record(&app.store, "lectrice@example.org").await;
    assert_eq!(record.status, "pending");
    assert_eq!(record.consent.confirmed_at, None);
    assert_eq!(record.consent.page, "/about?lang=fr");
    assert_eq!(record.consent.lang, "fr");
    assert!(record
        .consent
        .wording_version
        .starts_with("newsletter-consent/fr/"));

    let (action, done) = confirm_by_its_button(&app, &confirm).await;
    let title = msg(Lang::Fr, "subscription-confirmed-title");
    assert_page_has(&done, "h1", &title, "subscription-confirmed-title");
    let record = subscriber_record(&app.store, "lectrice@example.org").await;
    assert_eq!(record.status, "confirmed");
    assert!(record.consent.confirmed_at.is_some());

    // A forged or expired token confirms nothing.
    let refused = app.post(&action, "token=AAAAbogus").await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn one_click_post_without_cookie_or_origin_unsubscribes_at_once_with_200() {
    let (app, _, unsubscribe) = signed_up(Lang::En, "reader@example.org").await;
    // As a mail provider sends it: a bare POST, from its own servers, cross-site if anything.
    let answer = app
        .call(
            TestRequest::post()
                .uri(&local(&unsubscribe))
                .insert_header(("content-type", "application/x-www-form-urlencoded"))
                .insert_header(("sec-fetch-site", "cross-site"))
                .insert_header(("origin", "https://mail.provider.example"))
                .set_payload("List-Unsubscribe=One-Click"),
        )
        .await;
    assert_eq!(answer.status, StatusCode::OK, "never a redirect");
    assert!(answer.header("location").is_none());
    let title = msg(Lang::En, "subscription-unsubscribed-title");
    assert_page_has(&answer, "h1", &title, "subscription-unsubscribed-title");
    let record = subscriber_record(&app.store, "reader@example.org").await;
    assert_eq!(record.status, "unsubscribed");
    assert!(record.consent.unsubscribed_at.is_some());
    assert_eq!(
        record.consent.unsubscribe_method.as_deref(),
        Some("one-click")
    );

    // Only that path is exempt: the same cross-site post elsewhere is refused.
    let signup = signup_body(Lang::En, "x@example.org");
    for (uri, body) in [
        ("/newsletter/confirm", "token=abc"),
        ("/newsletter", &signup),
    ] {
        let cross_site = post_form(uri, body).insert_header(("sec-fetch-site", "cross-site"));
        assert_eq!(
            app.call(cross_site).await.status,
            StatusCode::FORBIDDEN,
            "{uri}"
        );
    }
}

#[actix_web::test]
async fn the_unsubscribe_page_shows_a_button_that_unsubscribes() {
    let (app, _, unsubscribe) = signed_up(Lang::Ar, "qari@example.org").await;
    let page = link_page(&app, &unsubscribe).await;
    assert_eq!(
        subscriber_record(&app.store, "qari@example.org")
            .await
            .status,
        "pending"
    );
    let action = button_form(&page);
    assert_page_shows(
        &page,
        "form.subscription-form button",
        [vitrine::i18n::lookup(
            Lang::Ar,
            "subscription-unsubscribe-button",
        )],
        "",
    );
    let done = app.post(&action, "method=page").await;
    assert_eq!(done.status, StatusCode::OK);
    let record = subscriber_record(&app.store, "qari@example.org").await;
    assert_eq!(record.status, "unsubscribed");
    assert_eq!(record.consent.unsubscribe_method.as_deref(), Some("page"));
}

#[actix_web::test]
async fn a_signup_is_answered_the_same_for_new_pending_and_confirmed_addresses() {
    let app = TestApp::new().await;
    let first = sign_up(&app, Lang::Fr, "connu@example.org").await;
    let pending_again = sign_up(&app, Lang::Fr, "connu@example.org").await;
    let (confirm, _) = links(&app.store).await;
    let token = confirm.split("token=").nth(1).expect("token");
    let confirmed = app
        .post("/newsletter/confirm?lang=fr", &format!("token={token}"))
        .await;
    assert_eq!(confirmed.status, StatusCode::OK);
    let confirmed_again = sign_up(&app, Lang::Fr, "CONNU@example.org").await;
    let new = sign_up(&app, Lang::Fr, "nouveau@example.org").await;
    for answer in [&pending_again, &confirmed_again, &new] {
        assert_eq!(answer.status, first.status);
        assert_eq!(answer.body, first.body);
    }
    let description: serde_json::Value = serde_json::from_str(&first.body).expect("json");
    assert_eq!(
        description["description"],
        msg(Lang::Fr, "newsletter-subscribed-description")
    );
    // Without JavaScript: the same redirect too.
    let posted = signup_body(Lang::Fr, "autre@example.org");
    let plain_new = app.post("/newsletter", &posted).await;
    let posted = signup_body(Lang::Fr, "connu@example.org");
    let plain_known = app.post("/newsletter", &posted).await;
    assert_eq!(plain_new.status, plain_known.status);
    assert_eq!(plain_new.header("location"), plain_known.header("location"));
}

#[actix_web::test]
async fn a_repeated_signup_sends_no_mail_within_the_hour_and_at_most_three() {
    let store = memory_store().await;
    let t0 = 1_800_000_000;
    let mut queued = Vec::new();
    for minutes in [0, 10, 59, 61, 90, 125, 200, 400] {
        let outcome = subscribe(&store, "insistant@example.org", "fr", t0 + minutes * 60).await;
        if outcome == SignupOutcome::ConfirmationQueued {
            queued.push(minutes);
        }
    }
    assert_eq!(
        queued,
        vec![0, 61, 125],
        "one an hour at most, three in all"
    );
    assert_eq!(store.outbox(None).await.expect("outbox").len(), 3);
    assert_eq!(
        subscriber_record(&store, "insistant@example.org")
            .await
            .consent
            .confirmation_mails,
        3
    );
}

#[actix_web::test]
async fn smtp_down_while_messages_arrive_then_up_each_notice_arrives_exactly_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let port = free_port();
    let config = config_with_smtp(&format!("smtp://127.0.0.1:{port}"));
    let app = TestApp::builder().with_config(config.clone()).build().await;
    let mut worker = worker(&app.store, config);
    let post = |n: usize| {
        post_form_json(
            "/contact",
            &contact_body(
                Lang::Fr,
                &format!("Client {n}"),
                &format!("client{n}@example.org"),
                "",
            ),
        )
        .peer_addr(std::net::SocketAddr::from(([192, 0, 2, n as u8], 4000)))
    };
    for n in 0..4 {
        assert_eq!(app.call(post(n)).await.status, StatusCode::OK);
        let pass = worker.pass().await.expect("pass");
        assert_eq!(pass.sent, 0, "nobody listens yet");
    }
    let waiting = app.store.outbox(Some("queued")).await.expect("outbox");
    assert_eq!(waiting.len(), 4);
    assert!(waiting
        .iter()
        .all(|m| m.attempts >= 1 && m.last_error.is_some()));
    let smtp = SmtpServer::start_on(&dir.path().join("smtp"), port);
    for n in 4..6 {
        assert_eq!(app.call(post(n)).await.status, StatusCode::OK);
    }
    // The back-off of the first failures is a few seconds.
    deliver_until(&mut worker, 6, Duration::from_secs(40)).await;
    let mails = smtp.wait_for(6, Duration::from_secs(10));
    // One more pass: nothing is sent twice.
    assert_eq!(worker.pass().await.expect("pass").sent, 0);
    assert_eq!(mails.len(), 6, "every notice arrived");
    assert_eq!(distinct_message_ids(&mails), 6, "each exactly once");
    assert_eq!(app.store.outbox(Some("sent")).await.expect("sent").len(), 6);
}

#[actix_web::test]
async fn unconfirmed_signups_are_deleted_after_30_days() {
    let store = memory_store().await;
    let t0 = 1_800_000_000;
    subscribe(&store, "vieux@example.org", "fr", t0).await;
    subscribe(&store, "recent@example.org", "fr", t0 + 29 * 86_400).await;
    let deleted = store
        .purge_unconfirmed(t0 + 30 * 86_400 + 1)
        .await
        .expect("purge");
    assert_eq!(deleted, 1);
    let left: Vec<String> = store
        .subscriber_records(i64::MIN, None)
        .await
        .expect("records")
        .into_iter()
        .map(|r| r.email)
        .collect();
    assert_eq!(left, vec!["recent@example.org".to_owned()]);
}

#[actix_web::test]
async fn a_mail_that_can_never_be_sent_is_given_up_and_listed_with_its_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = Config::for_tests();
    config.mail.maildir = Some(dir.path().join("mail"));
    // An address no mail can be built for (the configuration check would refuse it: here it
    // stands for any mail that cannot be built).
    config.mail.notify = Some("pas une adresse".into());
    let app = TestApp::builder().with_config(config.clone()).build().await;
    let posted = contact_body(Lang::Fr, "Amina", "amina@example.org", "");
    assert_eq!(
        app.post("/contact", &posted).await.status,
        StatusCode::SEE_OTHER
    );
    let mut worker = worker(&app.store, config);
    let pass = worker.pass().await.expect("pass");
    assert_eq!((pass.sent, pass.retried, pass.failed), (0, 0, 1));
    let failed = app.store.outbox(Some("failed")).await.expect("failed");
    assert_eq!(failed.len(), 1);
    assert!(failed[0]
        .last_error
        .as_deref()
        .is_some_and(|e| e.contains("recipient")));
    // Given up means given up: the next pass leaves it alone.
    assert_eq!(worker.pass().await.expect("pass").failed, 0);
}

/// Whether `spamassassin` is missing (then the scores are not checked, except under CI, where
/// it must be there).
pub fn spamassassin_missing() -> bool {
    let missing = Command::new("spamassassin")
        .arg("--version")
        .output()
        .is_err();
    if missing {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "spamassassin is not installed (make test-rust installs it)"
        );
        eprintln!("note: spamassassin not installed, mail scores not checked");
    }
    missing
}

/// SpamAssassin's score of a raw mail (`spamassassin -L -t`: local rules only, no network).
pub fn spam_score(raw: &[u8]) -> Option<f64> {
    use std::io::Write;
    let mut child = Command::new("spamassassin")
        .args(["-L", "-t"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(raw).ok()?;
    let output = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let status = text.lines().find(|l| l.starts_with("X-Spam-Status:"))?;
    status
        .split("score=")
        .nth(1)?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

#[actix_web::test]
async fn every_mail_the_site_sends_scores_at_most_zero_with_spamassassin_in_every_language() {
    if spamassassin_missing() {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let maildir = dir.path().join("mail");
    for lang in Lang::ALL {
        let mut config = Config::for_tests();
        config.mail.maildir = Some(maildir.clone());
        config.mail.operator_lang = lang.as_str().to_owned();
        let app = TestApp::builder().with_config(config.clone()).build().await;
        let name = match lang {
            Lang::Ar => "أمينة بن علي",
            _ => "Amina Benali",
        };
        let contact = contact_body(lang, name, "amina@universite.example", "Université Exemple");
        assert_eq!(
            app.post("/contact", &contact).await.status,
            StatusCode::SEE_OTHER
        );
        let signup = signup_body(lang, &format!("lecteur-{}@example.org", lang.as_str()));
        assert_eq!(
            app.post_json("/newsletter", &signup).await.status,
            StatusCode::OK
        );
        apply_signups(&app.store).await;
        worker(&app.store, config).pass().await.expect("pass");
    }
    let mut scored = Vec::new();
    for entry in std::fs::read_dir(maildir.join("new"))
        .expect("maildir")
        .flatten()
    {
        let raw = std::fs::read(entry.path()).expect("mail");
        let mail = parse_mail(&String::from_utf8_lossy(&raw));
        let what = format!(
            "{} ({})",
            mail.header("subject").unwrap_or(""),
            mail.header("content-language").unwrap_or("")
        );
        let score = spam_score(&raw).expect("spamassassin scores the mail");
        assert!(score <= 0.0, "{what} scores {score}");
        scored.push(what);
    }
    assert_eq!(
        scored.len(),
        6,
        "a notice and a confirmation in each language: {scored:?}"
    );
}

#[actix_web::test]
async fn the_confirmed_page_says_what_comes_next_and_leads_on_in_every_language() {
    for lang in Lang::ALL {
        let email = format!("suite-{}@example.org", lang.as_str());
        let (app, confirm, _) = signed_up(lang, &email).await;
        let (_, done) = confirm_by_its_button(&app, &confirm).await;
        // What comes next: once a month, the next issue early next month.
        let body = done.texts("#subscription-body").join(" ");
        assert_eq!(body, msg(lang, "subscription-confirmed-body"), "{lang:?}");
        // And where to go from here, in the page's language.
        let onward = done.attrs(".subscription-next a", "href");
        for path in ["/resources", "/cases", "/"] {
            let href = format!("{path}?lang={}", lang.as_str());
            assert!(onward.contains(&href), "{lang:?}: {href} not in {onward:?}");
        }
    }
}

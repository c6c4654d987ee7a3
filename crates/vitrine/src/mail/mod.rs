//! Mail the site sends: the operator's notice of each contact message, and the newsletter's
//! confirmation mail.
//!
//! A mail is queued in the database outbox (`store::outbox`) in the same transaction as what
//! it is about, and `worker` sends it later, so an SMTP outage or a crash delays a mail but
//! never loses it. The outbox keeps the parts of the mail, or what to compose it from when it
//! goes (a subscriber's mail, whose link tokens are made then), never its bytes: the
//! `Message-ID` is derived from the outbox row, and the `From` address and DKIM key can change
//! between queueing and sending.
//!
//! Transport: SMTP (`lettre`, rustls) when `mail.smtp_url` or `VITRINE_SMTP_URL` names a
//! server; otherwise each mail is written as a file into a Maildir (`maildir`), which any
//! mail client can open, so a development machine needs no mail server.
//!
//! Every SMTP exchange has a deadline (`mail.smtp_timeout_secs`) covering the connection, the
//! greeting, each command and the data: lettre applies its own timeout to the TCP connect
//! only, so a relay that accepts the connection and then says nothing would hold the sender
//! for as long as the other side keeps the socket open. Each attempt opens its own
//! connection: a pooled connection abandoned mid-command could be handed to the next mail
//! with an answer still in flight.

pub mod compose;
pub mod maildir;
pub(crate) mod markdown;
pub mod worker;

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use lettre::address::Envelope;
use lettre::message::dkim::{DkimConfig, DkimSigningAlgorithm, DkimSigningKey};
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::{Address, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::Config;
use crate::store::outbox::OutgoingMail;

/// Why an attempt failed: worth retrying or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum SendError {
    /// The server is down, busy or answered 4xx: try again later.
    Transient(String),
    /// A 5xx answer or a mail that cannot be built: retrying cannot help.
    Permanent(String),
    /// The recipient's address refused for good (a 5xx answer that names the mailbox: 550,
    /// 551, 553, or an enhanced status 5.1.x): the address takes no mail.
    Refused(String),
}

impl std::fmt::Display for SendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SendError::Transient(text) => write!(f, "transient: {text}"),
            SendError::Permanent(text) => write!(f, "permanent: {text}"),
            SendError::Refused(text) => write!(f, "address refused: {text}"),
        }
    }
}

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Maildir(PathBuf),
}

/// Builds and sends mails as configured.
pub struct Mailer {
    transport: Transport,
    from: Mailbox,
    /// The `From` of the newsletter's issues.
    newsletter_from: Mailbox,
    dkim: Option<DkimConfig>,
    unsubscribe_mailto: Option<String>,
    /// The longest one attempt may take, whatever step it is at.
    deadline: Duration,
}

impl Mailer {
    pub fn from_config(config: &Config) -> anyhow::Result<Mailer> {
        let from = config.sender_mailbox()?;
        let newsletter_from = config.newsletter_mailbox()?;
        let deadline = Duration::from_secs(config.mail.smtp_timeout_secs);
        let transport = match &config.mail.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .context("key `mail.smtp_url`")?
                    .timeout(Some(deadline))
                    .build(),
            ),
            None => {
                let dir = config.maildir();
                maildir::create(&dir)?;
                Transport::Maildir(dir)
            }
        };
        let dkim = match &config.mail.dkim {
            None => None,
            Some(settings) => {
                let key = std::fs::read_to_string(&settings.key_file).with_context(|| {
                    format!(
                        "key `mail.dkim.key_file`: cannot read {}",
                        settings.key_file.display()
                    )
                })?;
                let algorithm = if settings.algorithm == "ed25519" {
                    DkimSigningAlgorithm::Ed25519
                } else {
                    DkimSigningAlgorithm::Rsa
                };
                let key = DkimSigningKey::new(key.trim(), algorithm).map_err(|error| {
                    anyhow::anyhow!("key `mail.dkim.key_file`: not a usable key: {error}")
                })?;
                let domain = settings
                    .domain
                    .clone()
                    .unwrap_or_else(|| from.email.domain().to_owned());
                Some(DkimConfig::default_config(
                    settings.selector.clone(),
                    domain,
                    key,
                ))
            }
        };
        Ok(Mailer {
            transport,
            from,
            newsletter_from,
            dkim,
            unsubscribe_mailto: config.mail.unsubscribe_mailto.clone(),
            deadline,
        })
    }

    /// `Name <newsletter.example.com>`: the newsletter's List-Id (RFC 2919), under the domain
    /// of the mail's sender `from`.
    fn list_id(from: &Mailbox) -> String {
        let host = format!("newsletter.{}", from.email.domain());
        match &from.name {
            Some(name) => {
                let name: String = name.chars().filter(|c| *c != '"' && *c != '<').collect();
                format!("\"{name}\" <{host}>")
            }
            None => format!("<{host}>"),
        }
    }

    /// Whether mails go to a Maildir (no SMTP server configured).
    pub fn is_maildir(&self) -> bool {
        matches!(self.transport, Transport::Maildir(_))
    }

    /// The longest one attempt may take.
    pub(crate) fn deadline(&self) -> Duration {
        self.deadline
    }

    /// The mail of outbox row `id`, queued at `created_at`, and its envelope: the recipient's
    /// domain in its IDNA ASCII form, so a relay without SMTPUTF8 can take it when the local
    /// part is ASCII.
    pub(crate) fn build(
        &self,
        id: i64,
        created_at: i64,
        mail: &OutgoingMail,
    ) -> Result<(Message, Envelope), SendError> {
        let invalid = |what: &str, error: &dyn std::fmt::Display| {
            SendError::Permanent(format!("{what}: {error}"))
        };
        let to: Mailbox = mail.to.parse().map_err(|e| invalid("recipient", &e))?;
        // An issue (or its test) comes from the newsletter's own sender.
        let from = if mail.kind.starts_with("newsletter-issue") {
            &self.newsletter_from
        } else {
            &self.from
        };
        let mut builder = Message::builder()
            .from(from.clone())
            .to(to)
            .subject(mail.subject.clone())
            .message_id(Some(message_id(id, created_at, self.from.email.domain())))
            .date(std::time::UNIX_EPOCH + Duration::from_secs(created_at.max(0) as u64))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Content-Language"),
                mail.lang.clone(),
            ))
            // Stops vacation responders answering an automatic mail (RFC 3834).
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Auto-Submitted"),
                "auto-generated".to_owned(),
            ));
        // A Reply-To the mail cannot carry is left out rather than losing the mail: the
        // notice names the address in its body.
        match mail.reply_to.as_deref().map(str::parse::<Mailbox>) {
            Some(Ok(reply_to)) => builder = builder.reply_to(reply_to),
            Some(Err(error)) => {
                tracing::warn!(id, %error, "reply-to left out: the address cannot be carried");
            }
            None => {}
        }
        if let Some(url) = &mail.unsubscribe_url {
            // Mailing-list headers come together: a List-Unsubscribe without a List-Id is what
            // spam filters score (RFC 2919's identifier, under the sender's domain).
            builder = builder.raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Id"),
                Mailer::list_id(from),
            ));
            let mut value = format!("<{url}>");
            if let Some(mailto) = &self.unsubscribe_mailto {
                value.push_str(&format!(", <mailto:{mailto}?subject=unsubscribe>"));
            }
            builder = builder
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    value,
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".to_owned(),
                ));
        }
        let mut message = builder
            .multipart(MultiPart::alternative_plain_html(
                mail.text.clone(),
                mail.html.clone(),
            ))
            .map_err(|e| invalid("message", &e))?;
        if let Some(dkim) = &self.dkim {
            message.sign(dkim);
        }
        let recipient: Address = crate::email::ascii_domain(&mail.to)
            .parse()
            .map_err(|e| invalid("recipient", &e))?;
        let envelope = Envelope::new(Some(from.email.clone()), vec![recipient])
            .map_err(|e| invalid("envelope", &e))?;
        Ok((message, envelope))
    }

    /// One attempt to hand `message` over, within the deadline.
    pub(crate) async fn send(
        &self,
        id: i64,
        message: &Message,
        envelope: &Envelope,
    ) -> Result<(), SendError> {
        match &self.transport {
            Transport::Smtp(smtp) => {
                let bytes = message.formatted();
                let exchange = smtp.send_raw(envelope, &bytes);
                match tokio::time::timeout(self.deadline, exchange).await {
                    Err(_) => Err(SendError::Transient(format!(
                        "the SMTP server did not finish the exchange within {} s",
                        self.deadline.as_secs()
                    ))),
                    Ok(Ok(_)) => Ok(()),
                    Ok(Err(error)) => Err(classify_smtp_error(&error)),
                }
            }
            Transport::Maildir(dir) => {
                let dir = dir.clone();
                let bytes = message.formatted();
                tokio::task::spawn_blocking(move || maildir::deliver(&dir, id, &bytes))
                    .await
                    .map_err(|e| SendError::Transient(e.to_string()))?
                    .map(|_| ())
                    .map_err(|e| SendError::Transient(format!("{e:#}")))
            }
        }
    }
}

/// A 5xx answer is final; so is a mail the server cannot take at all (an address or a text
/// that needs SMTPUTF8 or 8BITMIME from a server that has neither). Anything else may pass on
/// a later attempt. A final answer about the mailbox itself says the address takes no mail
/// (`Refused`); one about the mail (554 5.7.1, a policy) says nothing of the address. The text
/// never carries an address (servers quote the recipient).
fn classify_smtp_error(error: &lettre::transport::smtp::Error) -> SendError {
    let text = crate::email::redact_addresses(&error.to_string());
    let unsendable = error.is_client() && (text.contains("SMTPUTF8") || text.contains("8BITMIME"));
    let code = error.status().map(|code| code.to_string());
    if error.is_permanent() && refuses_the_address(code.as_deref(), &text) {
        SendError::Refused(text)
    } else if error.is_permanent() || unsendable {
        SendError::Permanent(text)
    } else {
        SendError::Transient(text)
    }
}

/// Whether a final SMTP answer (`code`, and its text with an enhanced status code, RFC 3463)
/// refuses the mailbox: 550 (unavailable), 551 (not local), 553 (name not allowed), or the
/// enhanced statuses of addressing (5.1.x) and of a disabled mailbox (5.2.1).
fn refuses_the_address(code: Option<&str>, text: &str) -> bool {
    let enhanced = text.split_whitespace().find(|word| {
        let parts: Vec<&str> = word.split('.').collect();
        parts.len() == 3
            && parts
                .iter()
                .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
    });
    match enhanced {
        Some(status) => status.starts_with("5.1.") || status == "5.2.1",
        None => matches!(code, Some("550" | "551" | "553")),
    }
}

/// `<outbox.ID.CREATED@domain>`: the same at every attempt, so a mail sent twice after a
/// crash mid-send is recognisable (and folded into one by most clients).
pub(crate) fn message_id(id: i64, created_at: i64, domain: &str) -> String {
    format!("<outbox.{id}.{created_at}@{domain}>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::validation_error;

    fn mail() -> OutgoingMail {
        OutgoingMail {
            kind: "newsletter-confirmation".into(),
            to: "lecteur@example.org".into(),
            reply_to: Some("Amina Benali <amina@example.org>".into()),
            subject: "Confirmez votre inscription".into(),
            text: "Bonjour".into(),
            html: "<p>Bonjour</p>".into(),
            lang: "fr".into(),
            unsubscribe_url: Some(
                "https://www.example.com/newsletter/unsubscribe?token=abc".into(),
            ),
        }
    }

    fn maildir_mailer(dir: &std::path::Path) -> Mailer {
        let mut config = Config::for_tests();
        config.mail.maildir = Some(dir.to_owned());
        config.mail.unsubscribe_mailto = Some("unsubscribe@example.com".into());
        Mailer::from_config(&config).expect("mailer")
    }

    /// The test mail changed by `edit`, built (not sent) by a Maildir mailer.
    fn build_mail(
        edit: impl FnOnce(&mut OutgoingMail),
    ) -> Result<(lettre::Message, lettre::address::Envelope), SendError> {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut outgoing = mail();
        edit(&mut outgoing);
        maildir_mailer(dir.path()).build(1, 1, &outgoing)
    }

    #[test]
    fn a_mail_carries_its_headers() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mailer = maildir_mailer(dir.path());
        let text = String::from_utf8(
            mailer
                .build(7, 1_800_000_000, &mail())
                .expect("builds")
                .0
                .formatted(),
        )
        .expect("utf-8")
        .replace("\r\n ", " ");
        assert!(
            text.contains("Message-ID: <outbox.7.1800000000@example.com>"),
            "{text}"
        );
        assert!(
            text.contains("Reply-To: \"Amina Benali\" <amina@example.org>"),
            "{text}"
        );
        assert!(text.contains("List-Unsubscribe: <https://www.example.com/newsletter/unsubscribe?token=abc>, <mailto:unsubscribe@example.com?subject=unsubscribe>"), "{text}");
        assert!(
            text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
            "{text}"
        );
        assert!(
            text.contains("From: \"Vitrine Conseil\" <contact@example.com>")
                || text.contains("From: Vitrine Conseil <contact@example.com>"),
            "{text}"
        );
        assert!(text.contains("Content-Language: fr"), "{text}");
        assert!(
            text.contains("List-Id: \"Vitrine Conseil\" <newsletter.example.com>"),
            "{text}"
        );
    }

    #[test]
    fn only_a_final_answer_about_the_mailbox_refuses_the_address() {
        assert!(refuses_the_address(
            Some("550"),
            "550 5.1.1 <x>: Recipient address rejected"
        ));
        assert!(refuses_the_address(Some("550"), "mailbox unavailable"));
        assert!(refuses_the_address(Some("553"), "mailbox name not allowed"));
        assert!(refuses_the_address(
            Some("550"),
            "550 5.2.1 mailbox disabled"
        ));
        assert!(!refuses_the_address(
            Some("554"),
            "554 5.7.1 message refused as spam"
        ));
        assert!(!refuses_the_address(
            Some("550"),
            "550 5.7.1 policy: content refused"
        ));
        assert!(!refuses_the_address(Some("552"), "552 5.2.2 mailbox full"));
    }

    #[test]
    fn an_issue_comes_from_the_newsletter_sender() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut config = Config::for_tests();
        config.mail.maildir = Some(dir.path().to_owned());
        config.newsletter.from = Some("Lettre Exemple <lettre@news.example.com>".into());
        let mailer = Mailer::from_config(&config).expect("mailer");
        let issue = OutgoingMail {
            kind: "newsletter-issue".into(),
            ..mail()
        };
        let (message, envelope) = mailer.build(1, 1, &issue).expect("builds");
        let text = String::from_utf8(message.formatted()).expect("utf-8");
        assert!(text.contains("<lettre@news.example.com>"), "{text}");
        assert!(
            text.contains("List-Id: \"Lettre Exemple\" <newsletter.news.example.com>"),
            "{text}"
        );
        assert_eq!(
            envelope.from().map(ToString::to_string).as_deref(),
            Some("lettre@news.example.com")
        );
        // Other mails keep the site's sender.
        let (message, _) = mailer.build(2, 1, &mail()).expect("builds");
        let text = String::from_utf8(message.formatted()).expect("utf-8");
        assert!(text.contains("<contact@example.com>"), "{text}");
    }

    #[test]
    fn a_bad_recipient_is_a_permanent_failure() {
        let built = build_mail(|bad| bad.to = "not an address".into());
        assert!(matches!(built, Err(SendError::Permanent(_))));
    }

    #[test]
    fn the_maildir_sits_beside_the_database() {
        let mut config = Config::for_tests();
        config.database_url = "sqlite:///var/lib/vitrine/data/vitrine.db".into();
        assert_eq!(
            config.maildir(),
            PathBuf::from("/var/lib/vitrine/data/mail")
        );
        config.database_url = "sqlite://data/vitrine.db".into();
        assert_eq!(config.maildir(), PathBuf::from("data/mail"));
        config.database_url = "postgres://db/vitrine".into();
        assert_eq!(config.maildir(), PathBuf::from("data/mail"));
        config.mail.maildir = Some("/srv/mail".into());
        assert_eq!(config.maildir(), PathBuf::from("/srv/mail"));
    }

    #[test]
    fn a_reply_to_the_mail_cannot_carry_is_left_out_and_the_mail_still_builds() {
        let (message, _) =
            build_mail(|notice| notice.reply_to = Some("\"a b\"@example.org".into()))
                .expect("builds");
        let text = String::from_utf8(message.formatted()).expect("utf-8");
        assert!(!text.contains("Reply-To"), "{text}");
    }

    #[test]
    fn the_envelope_carries_the_domain_in_ascii() {
        let (_, envelope) =
            build_mail(|confirmation| confirmation.to = "lecteur@exämple.org".into())
                .expect("builds");
        assert_eq!(envelope.to()[0].to_string(), "lecteur@xn--exmple-cua.org");
    }

    #[test]
    fn operator_language_is_checked() {
        let message = validation_error(|config| config.mail.operator_lang = "de".into());
        assert!(message.contains("mail.operator_lang"), "{message}");
        let message = validation_error(|config| config.mail.smtp_url = Some("ftp://host".into()));
        assert!(message.contains("mail.smtp_url"), "{message}");
    }
}

//! Mail the site sends: the operator's notice of each contact message, and the newsletter's
//! confirmation mail.
//!
//! A mail is composed while the request is answered (in the visitor's or the operator's
//! language) and queued in the database outbox in the same transaction as what it is about
//! (`store::outbox`); `worker` sends it later, so an SMTP outage or a crash delays a mail but
//! never loses it. The outbox keeps the parts of the mail, not its bytes: the `Message-ID`
//! is derived from the outbox row, and the `From` address and DKIM key can change between
//! queueing and sending.
//!
//! Transport: SMTP (`lettre`, rustls) when `mail.smtp_url` or `VITRINE_SMTP_URL` names a
//! server; otherwise each mail is written as a file into a Maildir (`maildir`), which any
//! mail client can open, so a development machine needs no mail server.

pub mod compose;
pub mod maildir;
pub mod worker;

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{bail, Context};
use lettre::message::dkim::{DkimConfig, DkimSigningAlgorithm, DkimSigningKey};
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde::{Deserialize, Serialize};

use crate::config::Config;
use crate::lang::Lang;

/// `[mail]` in `site.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailConfig {
    /// SMTP server: `smtp://host:25`, `smtp://host:587?tls=required`,
    /// `smtps://user:pass@host:465`. `VITRINE_SMTP_URL` overrides it. None: Maildir.
    #[serde(default)]
    pub smtp_url: Option<String>,
    /// Maildir written when no SMTP server is configured (mails land in `<maildir>/new/`).
    /// Default: `mail/` beside the SQLite database (`data/mail`), else `data/mail`.
    #[serde(default)]
    pub maildir: Option<PathBuf>,
    /// `From` of every mail: the site's own address, `Name <address>` or a bare address.
    /// Default: the brand and the organisation's contact email.
    #[serde(default)]
    pub from: Option<String>,
    /// Where operator notices go. Default: the organisation's contact email.
    #[serde(default)]
    pub notify: Option<String>,
    /// Language of operator notices: `fr`, `en` or `ar`.
    #[serde(default = "default_operator_lang")]
    pub operator_lang: String,
    /// An address whose mail unsubscribes its sender, added as a `mailto:` to
    /// `List-Unsubscribe` (someone must read it: the site does not).
    #[serde(default)]
    pub unsubscribe_mailto: Option<String>,
    /// Optional DKIM signing of every mail.
    #[serde(default)]
    pub dkim: Option<DkimSettings>,
}

/// `[mail.dkim]`: the key the receiving servers check against `<selector>._domainkey.<domain>`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DkimSettings {
    /// DNS selector of the public key.
    pub selector: String,
    /// Signing domain; default: the domain of `mail.from`.
    #[serde(default)]
    pub domain: Option<String>,
    /// Private key file: PKCS#1 PEM for `rsa`, base64 of the 32-byte seed for `ed25519`.
    pub key_file: PathBuf,
    /// `rsa` (default) or `ed25519`.
    #[serde(default = "default_dkim_algorithm")]
    pub algorithm: String,
}

impl Default for MailConfig {
    fn default() -> MailConfig {
        MailConfig {
            smtp_url: None,
            maildir: None,
            from: None,
            notify: None,
            operator_lang: default_operator_lang(),
            unsubscribe_mailto: None,
            dkim: None,
        }
    }
}

fn default_operator_lang() -> String {
    Lang::DEFAULT.as_str().to_owned()
}

fn default_dkim_algorithm() -> String {
    "rsa".to_owned()
}

impl MailConfig {
    pub fn validate(&self) -> anyhow::Result<()> {
        if Lang::from_code(&self.operator_lang).is_none() {
            bail!(
                "key `mail.operator_lang`: `{}` is not one of fr, en, ar",
                self.operator_lang
            );
        }
        if let Some(url) = &self.smtp_url {
            AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|error| {
                anyhow::anyhow!("key `mail.smtp_url` (or VITRINE_SMTP_URL): {error}")
            })?;
        }
        if let Some(from) = &self.from {
            from.parse::<Mailbox>()
                .map_err(|error| anyhow::anyhow!("key `mail.from`: `{from}`: {error}"))?;
        }
        if let Some(notify) = &self.notify {
            notify
                .parse::<Mailbox>()
                .map_err(|error| anyhow::anyhow!("key `mail.notify`: `{notify}`: {error}"))?;
        }
        if let Some(mailto) = &self.unsubscribe_mailto {
            if !email_address::EmailAddress::is_valid(mailto) {
                bail!("key `mail.unsubscribe_mailto`: `{mailto}` is not an email address");
            }
        }
        if let Some(dkim) = &self.dkim {
            if !matches!(dkim.algorithm.as_str(), "rsa" | "ed25519") {
                bail!("key `mail.dkim.algorithm`: must be rsa or ed25519");
            }
        }
        Ok(())
    }
}

impl Config {
    /// The language of operator notices.
    pub fn operator_lang(&self) -> Lang {
        Lang::from_code(&self.mail.operator_lang).unwrap_or(Lang::DEFAULT)
    }

    /// The Maildir used when no SMTP server is configured.
    pub fn maildir(&self) -> PathBuf {
        self.mail.maildir.clone().unwrap_or_else(|| {
            crate::store::sqlite_file(&self.database_url)
                .and_then(|file| file.parent().map(|folder| folder.join("mail")))
                .unwrap_or_else(|| PathBuf::from("data/mail"))
        })
    }

    /// Where operator notices go.
    pub fn notify_address(&self) -> String {
        self.mail
            .notify
            .clone()
            .unwrap_or_else(|| self.organisation.email.clone())
    }

    /// The `From` of every mail.
    pub fn from_mailbox(&self) -> anyhow::Result<Mailbox> {
        match &self.mail.from {
            Some(from) => from
                .parse()
                .with_context(|| format!("key `mail.from`: `{from}`")),
            None => Ok(Mailbox::new(
                Some(self.organisation.brand.clone()),
                self.organisation
                    .email
                    .parse()
                    .context("key `organisation.email`")?,
            )),
        }
    }
}

/// What the outbox keeps of a mail: enough to build it again at each attempt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutgoingMail {
    /// `operator-notice` or `newsletter-confirmation`: for `vitrine mail list`.
    pub kind: String,
    /// One recipient address.
    pub to: String,
    /// `Name <address>` the reader's "Reply" goes to.
    #[serde(default)]
    pub reply_to: Option<String>,
    pub subject: String,
    /// The plain text part.
    pub text: String,
    /// The HTML part: simple markup, every value escaped.
    pub html: String,
    /// `fr`, `en` or `ar`: the mail's `Content-Language`.
    pub lang: String,
    /// The one-click unsubscribe URL of a mail to a subscriber (RFC 8058).
    #[serde(default)]
    pub unsubscribe_url: Option<String>,
}

/// Why an attempt failed: worth retrying or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SendError {
    /// The server is down, busy or answered 4xx: try again later.
    Transient(String),
    /// A 5xx answer or a mail that cannot be built: retrying cannot help.
    Permanent(String),
}

impl std::fmt::Display for SendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SendError::Transient(text) => write!(f, "transient: {text}"),
            SendError::Permanent(text) => write!(f, "permanent: {text}"),
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
    dkim: Option<DkimConfig>,
    unsubscribe_mailto: Option<String>,
}

/// Longest wait for an SMTP server's answer; the outbox lease is longer.
pub const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

impl Mailer {
    pub fn from_config(config: &Config) -> anyhow::Result<Mailer> {
        let from = config.from_mailbox()?;
        let transport = match &config.mail.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .context("key `mail.smtp_url`")?
                    .timeout(Some(SMTP_TIMEOUT))
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
            dkim,
            unsubscribe_mailto: config.mail.unsubscribe_mailto.clone(),
        })
    }

    /// Whether mails go to a Maildir (no SMTP server configured).
    pub fn is_maildir(&self) -> bool {
        matches!(self.transport, Transport::Maildir(_))
    }

    /// The mail of outbox row `id`, queued at `created_at`.
    pub fn build(
        &self,
        id: i64,
        created_at: i64,
        mail: &OutgoingMail,
    ) -> Result<Message, SendError> {
        let invalid = |what: &str, error: &dyn std::fmt::Display| {
            SendError::Permanent(format!("{what}: {error}"))
        };
        let to: Mailbox = mail.to.parse().map_err(|e| invalid("recipient", &e))?;
        let mut builder = Message::builder()
            .from(self.from.clone())
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
        if let Some(reply_to) = &mail.reply_to {
            let reply_to: Mailbox = reply_to.parse().map_err(|e| invalid("reply-to", &e))?;
            builder = builder.reply_to(reply_to);
        }
        if let Some(url) = &mail.unsubscribe_url {
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
        Ok(message)
    }

    /// One attempt to hand `message` over.
    pub async fn send(&self, id: i64, message: &Message) -> Result<(), SendError> {
        match &self.transport {
            Transport::Smtp(smtp) => smtp.send(message.clone()).await.map(|_| ()).map_err(|e| {
                if e.is_permanent() {
                    SendError::Permanent(e.to_string())
                } else {
                    SendError::Transient(e.to_string())
                }
            }),
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

/// `<outbox.ID.CREATED@domain>`: the same at every attempt, so a mail sent twice after a
/// crash mid-send is recognisable (and folded into one by most clients).
pub fn message_id(id: i64, created_at: i64, domain: &str) -> String {
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

    #[test]
    fn a_mail_carries_its_headers() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mailer = maildir_mailer(dir.path());
        let text = String::from_utf8(
            mailer
                .build(7, 1_800_000_000, &mail())
                .expect("builds")
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
    }

    #[test]
    fn a_bad_recipient_is_a_permanent_failure() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mailer = maildir_mailer(dir.path());
        let mut bad = mail();
        bad.to = "not an address".into();
        assert!(matches!(
            mailer.build(1, 1, &bad),
            Err(SendError::Permanent(_))
        ));
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
    fn operator_language_is_checked() {
        let message = validation_error(|config| config.mail.operator_lang = "de".into());
        assert!(message.contains("mail.operator_lang"), "{message}");
        let message = validation_error(|config| config.mail.smtp_url = Some("ftp://host".into()));
        assert!(message.contains("mail.smtp_url"), "{message}");
    }
}

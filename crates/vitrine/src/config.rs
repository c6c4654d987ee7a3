//! One typed configuration: `config/site.toml`, then environment overrides.
//!
//! A bad value stops the start with a message that names the key, and every field says what
//! it is for: the shipped `config/site.toml` is the example of each.

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use lettre::message::Mailbox;
use serde::{Deserialize, Serialize};
use url::Url;

use crate::lang::Lang;

/// The whole site configuration.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Address and port the server listens on; `VITRINE_LISTEN` overrides it.
    #[serde(default = "default_listen")]
    pub listen: SocketAddr,
    /// Address and port of the Prometheus metrics (`GET /metrics`), a listener of its own so
    /// the figures never reach the public one; loopback by default. `VITRINE_METRICS_LISTEN`
    /// overrides it.
    #[serde(default = "default_metrics_listen")]
    pub metrics_listen: SocketAddr,
    /// Public URL of the site (scheme and host), used for canonical links, the sitemap, the
    /// cross-origin check and to decide on `Secure` cookies and HSTS.
    pub base_url: Url,
    /// `sqlite://path` (default `sqlite://data/vitrine.db`) or `postgres://…`;
    /// `VITRINE_DATABASE_URL` overrides it.
    #[serde(default = "default_database_url")]
    pub database_url: String,
    /// `/healthz` says `degraded: low disk space` (still 200: writes succeed) when the SQLite
    /// database's filesystem has less free space than this, in KiB (default 65536: 64 MiB), or
    /// than 5 % of a smaller filesystem. Not used with PostgreSQL, whose server watches its
    /// own disk.
    #[serde(default = "default_min_free_disk_kib")]
    pub min_free_disk_kib: u64,
    /// Log lines as JSON (`json`) or human-readable text (`text`).
    #[serde(default)]
    pub log_format: LogFormat,
    /// Addresses of reverse proxies whose `X-Forwarded-For` is trusted.
    #[serde(default)]
    pub trusted_proxies: Vec<IpAddr>,
    /// Seconds a form's body may stay silent before the server gives up on it and closes the
    /// connection: a stalled client must hold neither a socket nor a graceful stop.
    #[serde(default = "default_upload_idle_timeout")]
    pub upload_idle_timeout_secs: u64,
    /// Seconds a whole form body may take to arrive, however it trickles in.
    #[serde(default = "default_upload_timeout")]
    pub upload_timeout_secs: u64,
    /// Who the consultancy is and how to reach it.
    pub organisation: Organisation,
    /// Offices shown on the contact page and in the footer: one per region.
    pub offices: Vec<Office>,
    /// The publisher's and the host's legal identity, shown on /legal.
    pub legal: LegalNotice,
    /// How the site sends mail (operator notices, newsletter confirmations).
    #[serde(default)]
    pub mail: MailConfig,
    /// The newsletter: who sends it and how fast, and the limits on confirmation mails.
    #[serde(default)]
    pub newsletter: NewsletterConfig,
    /// How long personal data is kept: the daily clean-up deletes what is older, and the
    /// privacy page states these same figures.
    #[serde(default)]
    pub retention: RetentionSettings,
    /// Where `vitrine backup` (the daily timer) writes the SQLite copies, and how many it keeps.
    #[serde(default)]
    pub backup: BackupConfig,
}

/// The scheduled copies of the SQLite database (`vitrine backup` without a file name).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BackupConfig {
    /// Folder of the copies; a relative path is taken from the working folder, as the
    /// database's is (`/var/lib/vitrine/backups` under the systemd unit).
    #[serde(default = "default_backup_dir")]
    pub dir: PathBuf,
    /// Copies kept: after each new one is written and checked, the oldest beyond this number
    /// are deleted.
    #[serde(default = "default_backup_keep")]
    pub keep: usize,
}

impl Default for BackupConfig {
    fn default() -> Self {
        BackupConfig {
            dir: default_backup_dir(),
            keep: default_backup_keep(),
        }
    }
}

/// The consultancy's public identity.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Organisation {
    /// Brand name, never translated.
    pub brand: String,
    /// Contact email shown on every page. Phone numbers belong to the offices, each with the
    /// hours of its own time zone.
    pub email: String,
    /// Public profile on a social network.
    pub social_url: Url,
    /// The network's name, as the footer's "follow us" link says it ("LinkedIn"); when absent,
    /// named from `social_url` (see `Organisation::social_network`).
    #[serde(default)]
    pub social_network: Option<String>,
    /// Person responsible for personal information (privacy policy).
    pub privacy_officer: String,
    /// Address to exercise privacy rights.
    pub privacy_email: String,
    /// Where security researchers report vulnerabilities (`/.well-known/security.txt`);
    /// the contact email when absent.
    #[serde(default)]
    pub security_email: Option<String>,
}

/// Networks known by their domain, and the name their members know them by.
const SOCIAL_NETWORKS: &[(&str, &str)] = &[
    ("linkedin.com", "LinkedIn"),
    ("x.com", "X"),
    ("twitter.com", "X"),
    ("bsky.app", "Bluesky"),
    ("mastodon.social", "Mastodon"),
    ("facebook.com", "Facebook"),
    ("instagram.com", "Instagram"),
    ("youtube.com", "YouTube"),
    ("github.com", "GitHub"),
];

impl Organisation {
    /// The social network's name: `social_network` when set, else the name of a known network
    /// from the profile's host ("www.linkedin.com" → "LinkedIn"), else that host itself.
    pub(crate) fn social_network(&self) -> String {
        if let Some(name) = &self.social_network {
            return name.clone();
        }
        let host = self.social_url.host_str().unwrap_or_default();
        let host = host.strip_prefix("www.").unwrap_or(host);
        SOCIAL_NETWORKS
            .iter()
            .find(|(domain, _)| {
                host == *domain
                    || host
                        .strip_suffix(domain)
                        .is_some_and(|sub| sub.ends_with('.'))
            })
            .map_or_else(|| host.to_owned(), |(_, name)| (*name).to_owned())
    }

    /// The address `/.well-known/security.txt` gives.
    pub fn security_contact(&self) -> &str {
        self.security_email.as_deref().unwrap_or(&self.email)
    }
}

/// An office address.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Office {
    /// Region, whose name is translated: `canada`, `europe` or `africa`.
    pub region: Region,
    /// City, in French (the site's default language): "Montréal".
    pub city: String,
    /// Postal address lines as the post expects them, without the country.
    pub address: Vec<String>,
    /// Country, in French: "Maroc". Shown after the address lines, in the page's language.
    pub country: String,
    /// The office's telephone number in international format ("+1 555 010 0199"), answered
    /// during the office's local hours.
    pub phone: String,
    /// City and country in English where they differ from French ("Montreal", "Morocco");
    /// a name left out is shown as in French.
    #[serde(default)]
    pub en: PlaceNames,
    /// City and country in Arabic ("مونتريال", "المغرب"); both are required, since the
    /// Arabic pages would otherwise show Latin names.
    #[serde(default)]
    pub ar: PlaceNames,
}

/// A city's and a country's names in one language.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlaceNames {
    /// The city's name in this language.
    pub city: Option<String>,
    /// The country's name in this language.
    pub country: Option<String>,
}

impl Office {
    /// `tel:` link of the office's phone number, without spaces.
    pub fn phone_href(&self) -> String {
        tel_href(&self.phone)
    }

    /// The city's name in `lang` (French when the configuration gives none).
    pub fn city_in(&self, lang: &Lang) -> &str {
        self.names(lang)
            .and_then(|names| names.city.as_deref())
            .unwrap_or(&self.city)
    }

    /// The country's name in `lang` (French when the configuration gives none).
    pub fn country_in(&self, lang: &Lang) -> &str {
        self.names(lang)
            .and_then(|names| names.country.as_deref())
            .unwrap_or(&self.country)
    }

    fn names(&self, lang: &Lang) -> Option<&PlaceNames> {
        match lang {
            Lang::Fr => None,
            Lang::En => Some(&self.en),
            Lang::Ar => Some(&self.ar),
        }
    }
}

/// What a legal notice must say about who publishes the site and who hosts it. French law
/// (LCEN of 21 June 2004, article 6 III) asks a company that publishes a site for its name,
/// legal form, registration number, registered office and publication director, and for its
/// host's name, address and telephone number; Quebec and Moroccan readers expect the same.
/// Values are shown as written here, in every language: a registered name and a legal form
/// are not translated.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LegalNotice {
    /// Registered name of the company, as in the register (the brand may differ).
    pub company_name: String,
    /// Legal form, as registered: "Société par actions (Québec)", "SAS au capital de 10 000 €".
    pub legal_form: String,
    /// Registration number with its register: "NEQ 1234567890", "RCS Paris 123 456 789".
    pub registration: String,
    /// Registered office: postal address lines, country included.
    pub registered_office: Vec<String>,
    /// Publication director: the natural person who answers for what the site publishes,
    /// by default the company's legal representative.
    pub publication_director: String,
    /// The company that hosts the site's server.
    pub host: Host,
}

/// The hosting provider named in the legal notice.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Host {
    /// Name or registered name of the hosting provider.
    pub name: String,
    /// Postal address lines, country included.
    pub address: Vec<String>,
    /// Telephone number in international format.
    pub phone: String,
}

impl Host {
    /// `tel:` link of the host's phone number, without spaces.
    pub fn phone_href(&self) -> String {
        tel_href(&self.phone)
    }
}

/// A `tel:` link: the digits and the leading `+` of a number written for people.
pub(crate) fn tel_href(phone: &str) -> String {
    let digits: String = phone
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '+')
        .collect();
    format!("tel:{digits}")
}

impl LegalNotice {
    fn validate(&self) -> anyhow::Result<()> {
        required("legal.company_name", &self.company_name)?;
        required("legal.legal_form", &self.legal_form)?;
        required("legal.registration", &self.registration)?;
        lines_required("legal.registered_office", &self.registered_office)?;
        required("legal.publication_director", &self.publication_director)?;
        required("legal.host.name", &self.host.name)?;
        lines_required("legal.host.address", &self.host.address)?;
        required("legal.host.phone", &self.host.phone)?;
        if !self.host.phone.chars().any(|c| c.is_ascii_digit()) {
            bail!(
                "key `legal.host.phone`: `{}` holds no digit",
                self.host.phone
            );
        }
        Ok(())
    }
}

/// Whether two listeners would take the same port on a common address (an unspecified
/// address, 0.0.0.0 or ::, takes the port on every address). Port 0 picks a free port.
fn shares_a_listener(a: SocketAddr, b: SocketAddr) -> bool {
    a.port() != 0
        && a.port() == b.port()
        && (a.ip() == b.ip() || a.ip().is_unspecified() || b.ip().is_unspecified())
}

/// A value the site shows and cannot do without.
fn required(key: &str, value: &str) -> anyhow::Result<()> {
    if value.trim().is_empty() {
        bail!("key `{key}`: must not be empty");
    }
    Ok(())
}

/// Address lines: at least one, none blank.
fn lines_required(key: &str, lines: &[String]) -> anyhow::Result<()> {
    if lines.is_empty() || lines.iter().any(|line| line.trim().is_empty()) {
        bail!("key `{key}`: must hold one or more lines, none of them empty");
    }
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Region {
    Canada,
    Europe,
    Africa,
}

impl Region {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Region::Canada => "canada",
            Region::Europe => "europe",
            Region::Africa => "africa",
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

fn default_listen() -> SocketAddr {
    SocketAddr::from(([127, 0, 0, 1], 8080))
}

fn default_metrics_listen() -> SocketAddr {
    SocketAddr::from(([127, 0, 0, 1], 9464))
}

fn default_backup_dir() -> PathBuf {
    PathBuf::from("backups")
}

fn default_backup_keep() -> usize {
    14
}

fn default_upload_idle_timeout() -> u64 {
    5
}

fn default_upload_timeout() -> u64 {
    15
}

fn default_min_free_disk_kib() -> u64 {
    64 * 1024
}

fn default_database_url() -> String {
    "sqlite://data/vitrine.db".to_owned()
}

impl Config {
    /// Reads the TOML file, applies the environment overrides, validates.
    pub fn load(path: &Path) -> anyhow::Result<Config> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read configuration file {}", path.display()))?;
        let mut config = Config::from_toml(&text)
            .with_context(|| format!("invalid configuration in {}", path.display()))?;
        config.apply_env(|key| std::env::var(key).ok())?;
        config.validate()?;
        Ok(config)
    }

    /// Parses TOML; an error names the key path (`organisation.email`).
    pub(crate) fn from_toml(text: &str) -> anyhow::Result<Config> {
        let deserializer = toml::Deserializer::new(text);
        serde_path_to_error::deserialize(deserializer).map_err(|error| {
            let key = error.path().to_string();
            anyhow::anyhow!("key `{key}`: {}", error.into_inner().message())
        })
    }

    /// `VITRINE_LISTEN`, `VITRINE_METRICS_LISTEN`, `VITRINE_DATABASE_URL` and
    /// `VITRINE_SMTP_URL` win over the file.
    pub(crate) fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> anyhow::Result<()> {
        if let Some(listen) = var("VITRINE_LISTEN").filter(|v| !v.is_empty()) {
            self.listen = listen
                .parse()
                .with_context(|| format!("VITRINE_LISTEN: `{listen}` is not an address:port"))?;
        }
        if let Some(listen) = var("VITRINE_METRICS_LISTEN").filter(|v| !v.is_empty()) {
            self.metrics_listen = listen.parse().with_context(|| {
                format!("VITRINE_METRICS_LISTEN: `{listen}` is not an address:port")
            })?;
        }
        if let Some(url) = var("VITRINE_DATABASE_URL").filter(|v| !v.is_empty()) {
            self.database_url = url;
        }
        if let Some(url) = var("VITRINE_SMTP_URL").filter(|v| !v.is_empty()) {
            self.mail.smtp_url = Some(url);
        }
        Ok(())
    }

    pub(crate) fn validate(&self) -> anyhow::Result<()> {
        if self.upload_idle_timeout_secs == 0 || self.upload_timeout_secs == 0 {
            bail!("keys `upload_idle_timeout_secs` and `upload_timeout_secs`: must be at least 1");
        }
        if !matches!(self.base_url.scheme(), "http" | "https") || self.base_url.host().is_none() {
            bail!("key `base_url`: must be an http or https URL with a host");
        }
        if !email_address::EmailAddress::is_valid(&self.organisation.email) {
            bail!(
                "key `organisation.email`: `{}` is not an email address",
                self.organisation.email
            );
        }
        if !email_address::EmailAddress::is_valid(&self.organisation.privacy_email) {
            bail!(
                "key `organisation.privacy_email`: `{}` is not an email address",
                self.organisation.privacy_email
            );
        }
        if let Some(email) = &self.organisation.security_email {
            if !email_address::EmailAddress::is_valid(email) {
                bail!("key `organisation.security_email`: `{email}` is not an email address");
            }
        }
        if self.organisation.brand.trim().is_empty() {
            bail!("key `organisation.brand`: must not be empty");
        }
        for (n, office) in self.offices.iter().enumerate() {
            let key = format!("offices[{n}]");
            required(&format!("{key}.city"), &office.city)?;
            required(&format!("{key}.country"), &office.country)?;
            if !office.phone.chars().any(|c| c.is_ascii_digit()) {
                bail!("key `{key}.phone`: `{}` holds no digit", office.phone);
            }
            if office.address.iter().all(|line| line.trim().is_empty()) {
                bail!("key `{key}.address`: must hold at least one line");
            }
            required(
                &format!("{key}.ar.city"),
                office.ar.city.as_deref().unwrap_or(""),
            )?;
            required(
                &format!("{key}.ar.country"),
                office.ar.country.as_deref().unwrap_or(""),
            )?;
            for (field, value) in [("city", &office.en.city), ("country", &office.en.country)] {
                if let Some(value) = value {
                    required(&format!("{key}.en.{field}"), value)?;
                }
            }
        }
        self.legal.validate()?;
        for region in [Region::Canada, Region::Europe, Region::Africa] {
            let count = self.offices.iter().filter(|o| o.region == region).count();
            if count != 1 {
                bail!(
                    "key `offices`: expected exactly one office in {}, found {count}",
                    region.as_str()
                );
            }
        }
        if !(self.database_url.starts_with("sqlite:")
            || self.database_url.starts_with("postgres://")
            || self.database_url.starts_with("postgresql://"))
        {
            bail!("key `database_url`: must start with sqlite: or postgres://");
        }
        self.mail.validate()?;
        self.newsletter.validate()?;
        self.retention.validate()?;
        if shares_a_listener(self.listen, self.metrics_listen) {
            bail!(
                "key `metrics_listen`: {} would serve the metrics on the public listener {}; \
                 give it another port",
                self.metrics_listen,
                self.listen
            );
        }
        if self.backup.keep == 0 {
            bail!("key `backup.keep`: must be at least 1");
        }
        Ok(())
    }

    /// Whether the public site is served over TLS (Secure cookies, HSTS).
    pub(crate) fn is_https(&self) -> bool {
        self.base_url.scheme() == "https"
    }

    /// The public origin (`https://example.com`), for the cross-origin check.
    pub fn origin(&self) -> String {
        self.base_url.origin().ascii_serialization()
    }

    /// The base URL without a trailing slash, to prefix absolute links.
    pub fn base(&self) -> &str {
        self.base_url.as_str().trim_end_matches('/')
    }

    pub fn office(&self, region: Region) -> Option<&Office> {
        self.offices.iter().find(|o| o.region == region)
    }

    /// The shipped example configuration, with an in-memory SQLite database.
    pub fn for_tests() -> Config {
        let mut config = Config::from_toml(include_str!("../../../config/site.toml"))
            // unwrap: the shipped example file is checked by its own test below.
            .expect("config/site.toml parses");
        config.database_url = "sqlite::memory:".to_owned();
        config
    }
}

/// `[mail]`: how the site sends mail.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailConfig {
    /// SMTP server: `smtp://host:25`, `smtp://host:587?tls=required`,
    /// `smtps://user:pass@host:465`. `VITRINE_SMTP_URL` overrides it. None: Maildir.
    #[serde(default)]
    pub smtp_url: Option<String>,
    /// Longest time one mail's SMTP exchange may take, in seconds: connecting, the greeting,
    /// every command and the data. A relay that accepts the connection and then says nothing
    /// holds a mail this long at most; the mail is then tried again later.
    #[serde(default = "default_smtp_timeout")]
    pub smtp_timeout_secs: u64,
    /// `/healthz` reports `degraded` (still 200: pages are served) when a mail has waited in
    /// the outbox longer than this, in seconds.
    #[serde(default = "default_backlog_alert")]
    pub backlog_alert_secs: u64,
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
    /// Time zone of the dates in operator notices (IANA name: `America/Toronto`).
    #[serde(default = "default_operator_timezone")]
    pub operator_timezone: String,
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
            smtp_timeout_secs: default_smtp_timeout(),
            backlog_alert_secs: default_backlog_alert(),
            maildir: None,
            from: None,
            notify: None,
            operator_lang: default_operator_lang(),
            operator_timezone: default_operator_timezone(),
            unsubscribe_mailto: None,
            dkim: None,
        }
    }
}

fn default_smtp_timeout() -> u64 {
    30
}

fn default_backlog_alert() -> u64 {
    15 * 60
}

fn default_operator_lang() -> String {
    Lang::DEFAULT.as_str().to_owned()
}

fn default_operator_timezone() -> String {
    "UTC".to_owned()
}

fn default_dkim_algorithm() -> String {
    "rsa".to_owned()
}

impl MailConfig {
    fn validate(&self) -> anyhow::Result<()> {
        if Lang::from_code(&self.operator_lang).is_none() {
            bail!(
                "key `mail.operator_lang`: `{}` is not one of fr, en, ar",
                self.operator_lang
            );
        }
        if jiff::tz::TimeZone::get(&self.operator_timezone).is_err() {
            bail!(
                "key `mail.operator_timezone`: `{}` is not a time zone name such as America/Toronto",
                self.operator_timezone
            );
        }
        if self.smtp_timeout_secs == 0 || self.backlog_alert_secs == 0 {
            bail!(
                "keys `mail.smtp_timeout_secs` and `mail.backlog_alert_secs`: must be at least 1"
            );
        }
        if let Some(url) = &self.smtp_url {
            lettre::AsyncSmtpTransport::<lettre::Tokio1Executor>::from_url(url).map_err(
                |error| anyhow::anyhow!("key `mail.smtp_url` (or VITRINE_SMTP_URL): {error}"),
            )?;
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

/// `[newsletter]`: who sends the issues and how fast, and the limits on the confirmation
/// mails a sign-up sends, so the form cannot be used to flood someone's inbox.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewsletterConfig {
    /// Confirmation mails sent per hour to addresses of one domain (`example.org`), all
    /// mailboxes together; sign-ups past it are kept and get their mail in a later hour.
    #[serde(default = "default_confirmations_per_domain")]
    pub confirmations_per_domain_per_hour: u32,
    /// `From` of the issues (`Name <address>` or a bare address). Default: `mail.from`.
    #[serde(default)]
    pub from: Option<String>,
    /// Issue mails sent per minute at most, every instance together (default 60): what the
    /// mail relay accepts without deferring. Notices and confirmations never wait for them.
    #[serde(default = "default_per_minute")]
    pub per_minute: u32,
}

impl Default for NewsletterConfig {
    fn default() -> NewsletterConfig {
        NewsletterConfig {
            confirmations_per_domain_per_hour: default_confirmations_per_domain(),
            from: None,
            per_minute: default_per_minute(),
        }
    }
}

fn default_confirmations_per_domain() -> u32 {
    20
}

fn default_per_minute() -> u32 {
    60
}

/// The fastest issue mails may go: one a millisecond is past what a relay takes anyway.
const MAX_PER_MINUTE: u32 = 60_000;

impl NewsletterConfig {
    fn validate(&self) -> anyhow::Result<()> {
        if self.confirmations_per_domain_per_hour == 0 {
            bail!("key `newsletter.confirmations_per_domain_per_hour`: must be at least 1");
        }
        if !(1..=MAX_PER_MINUTE).contains(&self.per_minute) {
            bail!("key `newsletter.per_minute`: must be between 1 and {MAX_PER_MINUTE}");
        }
        if let Some(from) = &self.from {
            from.parse::<Mailbox>()
                .map_err(|error| anyhow::anyhow!("key `newsletter.from`: `{from}`: {error}"))?;
        }
        Ok(())
    }
}

/// `[retention]`: how many days each kind of personal data is kept. The daily clean-up
/// (`store::retention`) deletes what is past these, and the privacy page states them, so the
/// promise and what the site does are one setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RetentionSettings {
    /// Contact messages, counted from their last change of status (answered, archived…), or
    /// from their arrival when none. Default 1095 (3 years).
    #[serde(default = "default_messages_days")]
    pub messages_days: u32,
    /// The record of a newsletter subscriber who unsubscribed (the proof of their consent and
    /// of its withdrawal), counted from the unsubscription. Default 1095 (3 years: the
    /// limitation period of Canada's anti-spam law).
    #[serde(default = "default_subscribers_left_days")]
    pub subscribers_left_days: u32,
    /// The console's audit log (sign-ins, changes, exports, erasures). Default 365.
    #[serde(default = "default_audit_days")]
    pub audit_days: u32,
    /// The audience's daily counts (page views, visitors per day, conversions). Default 761
    /// (25 months, the longest France's CNIL allows audience statistics exempt from consent).
    #[serde(default = "default_audience_days")]
    pub audience_days: u32,
}

impl Default for RetentionSettings {
    fn default() -> RetentionSettings {
        RetentionSettings {
            messages_days: default_messages_days(),
            subscribers_left_days: default_subscribers_left_days(),
            audit_days: default_audit_days(),
            audience_days: default_audience_days(),
        }
    }
}

fn default_messages_days() -> u32 {
    3 * 365
}

fn default_subscribers_left_days() -> u32 {
    3 * 365
}

fn default_audit_days() -> u32 {
    365
}

fn default_audience_days() -> u32 {
    761
}

impl RetentionSettings {
    fn validate(&self) -> anyhow::Result<()> {
        for (key, days) in [
            ("messages_days", self.messages_days),
            ("subscribers_left_days", self.subscribers_left_days),
            ("audit_days", self.audit_days),
            ("audience_days", self.audience_days),
        ] {
            // Zero would delete a message the moment it arrives; past a century is a typo.
            if !(1..=36_500).contains(&days) {
                bail!("key `retention.{key}`: must be between 1 and 36500 days, not {days}");
            }
        }
        Ok(())
    }

    /// `days` in seconds, for comparing with the database's Unix times.
    pub fn seconds(days: u32) -> i64 {
        i64::from(days) * 86_400
    }
}

impl Config {
    /// The language of operator notices.
    pub(crate) fn operator_lang(&self) -> Lang {
        Lang::stored(&self.mail.operator_lang)
    }

    /// The time zone of dates in operator notices (validated at load; UTC otherwise).
    pub(crate) fn operator_timezone(&self) -> jiff::tz::TimeZone {
        jiff::tz::TimeZone::get(&self.mail.operator_timezone).unwrap_or(jiff::tz::TimeZone::UTC)
    }

    /// The Maildir used when no SMTP server is configured.
    pub fn maildir(&self) -> PathBuf {
        self.mail.maildir.clone().unwrap_or_else(|| {
            sqlite_file(&self.database_url)
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

    /// The `From` of the newsletter's issues: `newsletter.from`, else the `From` of every mail.
    pub(crate) fn newsletter_mailbox(&self) -> anyhow::Result<Mailbox> {
        match &self.newsletter.from {
            Some(from) => from
                .parse()
                .with_context(|| format!("key `newsletter.from`: `{from}`")),
            None => self.sender_mailbox(),
        }
    }

    /// How long after one issue mail the next may go, in milliseconds.
    pub(crate) fn newsletter_interval_ms(&self) -> i64 {
        60_000 / i64::from(self.newsletter.per_minute.max(1))
    }

    /// The `From` of every mail.
    pub(crate) fn sender_mailbox(&self) -> anyhow::Result<Mailbox> {
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

/// The file of a file-backed SQLite URL (`None` for PostgreSQL and in-memory databases).
pub(crate) fn sqlite_file(url: &str) -> Option<PathBuf> {
    if !url.starts_with("sqlite:") {
        return None;
    }
    let (path, params) = sqlite_location(url);
    (path != ":memory:" && !params.contains("mode=memory")).then(|| PathBuf::from(path))
}

/// Splits `sqlite://path?params`, `sqlite:path?params` or `sqlite::memory:` into the path
/// and the query parameters.
pub(crate) fn sqlite_location(url: &str) -> (String, String) {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    match rest.split_once('?') {
        Some((path, params)) => (path.to_owned(), params.to_owned()),
        None => (rest.to_owned(), String::new()),
    }
}

/// What validation says of the test configuration once `change` has broken it (unit tests of
/// every module whose settings live here).
#[cfg(test)]
pub(crate) fn validation_error(change: impl FnOnce(&mut Config)) -> String {
    let mut config = Config::for_tests();
    change(&mut config);
    config.validate().expect_err("must fail").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_urls_are_split_into_path_and_parameters() {
        assert_eq!(
            sqlite_location("sqlite://data/vitrine.db"),
            ("data/vitrine.db".into(), String::new())
        );
        assert_eq!(
            sqlite_location("sqlite:/tmp/x.db?mode=rw"),
            ("/tmp/x.db".into(), "mode=rw".into())
        );
        assert_eq!(
            sqlite_location("sqlite::memory:"),
            (":memory:".into(), String::new())
        );
    }

    #[test]
    fn only_file_databases_have_a_file() {
        assert_eq!(
            sqlite_file("sqlite://data/vitrine.db"),
            Some(PathBuf::from("data/vitrine.db"))
        );
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("postgres://db/vitrine"), None);
    }

    #[test]
    fn the_social_network_is_named_from_its_host_unless_configured() {
        let mut organisation = Config::for_tests().organisation;
        organisation.social_network = None;
        for (url, name) in [
            ("https://www.linkedin.com/company/exemple", "LinkedIn"),
            ("https://fr.linkedin.com/company/exemple", "LinkedIn"),
            ("https://x.com/exemple", "X"),
            ("https://social.example.com/@exemple", "social.example.com"),
            ("https://notlinkedin.com/exemple", "notlinkedin.com"),
        ] {
            organisation.social_url = Url::parse(url).expect("url");
            assert_eq!(organisation.social_network(), name, "{url}");
        }
        organisation.social_network = Some("Mastodon".to_owned());
        assert_eq!(organisation.social_network(), "Mastodon");
    }

    #[test]
    fn shipped_config_is_valid() {
        Config::for_tests().validate().expect("valid");
    }

    #[test]
    fn a_broken_file_names_the_key_at_fault() {
        // (text of the shipped file, written instead, the key the error must name)
        for (from, to, key) in [
            ("base_url", "base_ulr", "base_ulr"),
            (
                "email = \"contact@example.com\"",
                "email = 42",
                "organisation.email",
            ),
            ("registration = ", "# ", "registration"),
            (
                "publication_director",
                "publication_directeur",
                "publication_directeur",
            ),
        ] {
            let text = include_str!("../../../config/site.toml").replace(from, to);
            let message = format!("{:#}", Config::from_toml(&text).expect_err("must fail"));
            assert!(message.contains(key), "{from} → {to}: {message}");
        }
    }

    #[test]
    fn an_invalid_value_names_its_key() {
        // Every legal notice value is required; an office needs its Arabic names.
        /// A change that makes the configuration invalid.
        type Break = fn(&mut Config);
        let breaks: [(&str, Break); 5] = [
            ("organisation.email", |config| {
                config.organisation.email = "not-an-email".into()
            }),
            ("legal.publication_director", |config| {
                config.legal.publication_director = " ".into()
            }),
            ("legal.host.address", |config| {
                config.legal.host.address.clear()
            }),
            ("offices[2].ar.city", |config| {
                config.offices[2].ar.city = None
            }),
            ("offices[1].phone", |config| {
                config.offices[1].phone = " ".into()
            }),
        ];
        for (key, change) in breaks {
            let message = validation_error(change);
            assert!(message.contains(key), "{key}: {message}");
        }
    }

    #[test]
    fn metrics_never_share_the_public_listener() {
        let on = |public: &str, metrics: &str| {
            validation_error(|config| {
                config.listen = public.parse().expect("address");
                config.metrics_listen = metrics.parse().expect("address");
            })
        };
        for (public, metrics) in [
            ("127.0.0.1:8080", "127.0.0.1:8080"),
            ("0.0.0.0:8080", "127.0.0.1:8080"),
            ("127.0.0.1:8080", "0.0.0.0:8080"),
        ] {
            assert!(
                on(public, metrics).contains("metrics_listen"),
                "{public} {metrics}"
            );
        }
        let mut config = Config::for_tests();
        config.listen = "0.0.0.0:8080".parse().expect("address");
        assert_eq!(config.metrics_listen.to_string(), "127.0.0.1:9464");
        config.validate().expect("another port is fine");
        config.backup.keep = 0;
        assert!(config
            .validate()
            .expect_err("keep 0")
            .to_string()
            .contains("backup.keep"));
    }

    #[test]
    fn office_names_follow_the_language_and_fall_back_to_french() {
        let config = Config::for_tests();
        let africa = config.office(Region::Africa).expect("an office in Africa");
        assert_eq!(africa.country_in(&Lang::Fr), "Maroc");
        assert_eq!(africa.country_in(&Lang::En), "Morocco");
        assert_eq!(africa.country_in(&Lang::Ar), "المغرب");
        assert_eq!(africa.city_in(&Lang::Ar), "الدار البيضاء");
        let europe = config.office(Region::Europe).expect("an office in Europe");
        assert_eq!(europe.city_in(&Lang::En), europe.city);
    }

    #[test]
    fn environment_overrides_the_file() {
        let mut config = Config::for_tests();
        config
            .apply_env(|key| match key {
                "VITRINE_LISTEN" => Some("127.0.0.1:9999".into()),
                "VITRINE_DATABASE_URL" => Some("postgres://db/vitrine".into()),
                _ => None,
            })
            .expect("applies");
        assert_eq!(config.listen.port(), 9999);
        assert_eq!(config.database_url, "postgres://db/vitrine");
        config
            .apply_env(|key| (key == "VITRINE_METRICS_LISTEN").then(|| "127.0.0.1:9999".into()))
            .expect("applies");
        assert_eq!(config.metrics_listen.port(), 9999);
        let bad = config.apply_env(|_| Some("nonsense".into()));
        assert!(bad
            .expect_err("must fail")
            .to_string()
            .contains("VITRINE_LISTEN"));
    }
}

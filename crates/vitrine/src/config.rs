//! One typed configuration: `config/site.toml`, then environment overrides.
//!
//! A bad value stops the start with a message that names the key (STYLE.md, Config).

use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
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
    /// `/healthz` answers 503 when the SQLite database's filesystem has less free space than
    /// this, in KiB (default 65536: 64 MiB), so the site is taken out of rotation before the
    /// disk is full. Not used with PostgreSQL, whose server watches its own disk.
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
    pub mail: crate::mail::MailConfig,
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
    /// Contact email shown on every page.
    pub email: String,
    /// Contact phone number in international format.
    pub phone: String,
    /// Public profile on a social network.
    pub social_url: Url,
    /// Person responsible for personal information (privacy policy).
    pub privacy_officer: String,
    /// Address to exercise privacy rights.
    pub privacy_email: String,
    /// Where security researchers report vulnerabilities (`/.well-known/security.txt`);
    /// the contact email when absent.
    #[serde(default)]
    pub security_email: Option<String>,
}

impl Organisation {
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
pub fn tel_href(phone: &str) -> String {
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
    pub fn as_str(self) -> &'static str {
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
    pub fn from_toml(text: &str) -> anyhow::Result<Config> {
        let deserializer = toml::Deserializer::new(text);
        serde_path_to_error::deserialize(deserializer).map_err(|error| {
            let key = error.path().to_string();
            anyhow::anyhow!("key `{key}`: {}", error.into_inner().message())
        })
    }

    /// `VITRINE_LISTEN`, `VITRINE_METRICS_LISTEN`, `VITRINE_DATABASE_URL` and
    /// `VITRINE_SMTP_URL` win over the file.
    pub fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> anyhow::Result<()> {
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

    pub fn validate(&self) -> anyhow::Result<()> {
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
        if self.organisation.phone.trim().is_empty() {
            bail!("key `organisation.phone`: must not be empty");
        }
        for (n, office) in self.offices.iter().enumerate() {
            let key = format!("offices[{n}]");
            required(&format!("{key}.city"), &office.city)?;
            required(&format!("{key}.country"), &office.country)?;
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
    pub fn is_https(&self) -> bool {
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
        let breaks: [(&str, Break); 4] = [
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

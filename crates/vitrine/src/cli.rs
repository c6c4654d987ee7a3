//! Operator commands: read contact messages and subscribers, write and send the newsletter's
//! issues, back up the SQLite database, list the pages. Errors are `anyhow`: a message for a human at a terminal.
//!
//! `list` writes the records to standard output, `export` to `--output FILE` (or standard
//! output); both as CSV (default) or JSON, every field whole. CSV cells that a
//! spreadsheet would run as a formula (leading `=`, `+`, `-`, `@`, tab, CR) are prefixed with
//! `'` (OWASP, CSV injection).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;
use time::format_description::well_known::Rfc3339;
use time::{Date, OffsetDateTime};

use crate::audience::parse_day;
use crate::audience::report::{self, DayStats};
use crate::config::Config;
use crate::lang::Lang;
use crate::newsletter::issues;
use crate::pages::page::{Footer, Page};
use crate::store::csv::{write_csv, Columns, CsvRecord};
use crate::store::issues::IssueSummary;
use crate::store::outbox::OutboxEntry;
use crate::store::{readable_time, sqlite_file, ContactMessage, Store};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Csv,
    Json,
}

#[derive(Debug, Subcommand)]
pub enum RecordsCommand {
    /// Write the records to standard output.
    List(RecordsArgs),
    /// Write the records to a file (or standard output).
    Export(ExportArgs),
}

#[derive(Debug, Args)]
pub struct RecordsArgs {
    /// Output format.
    #[arg(long, value_enum, default_value = "csv")]
    pub format: Format,
    /// Only records from this day (YYYY-MM-DD, UTC) or instant (RFC 3339) on.
    #[arg(long)]
    pub since: Option<String>,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub records: RecordsArgs,
    /// Write to this file instead of standard output.
    #[arg(long)]
    pub output: Option<PathBuf>,
}

/// Opens the site's database; unlike the server, never creates one: an operator in the wrong
/// folder must hear about it, not read an empty new database.
async fn open_existing(database_url: &str) -> anyhow::Result<Store> {
    if let Some(file) = sqlite_file(database_url) {
        if !file.is_file() {
            bail!(
                "no database at {}: run from the site's folder or set VITRINE_DATABASE_URL",
                file.display()
            );
        }
    }
    Store::connect(database_url).await
}

/// `vitrine messages list|export`.
pub async fn messages(database_url: &str, command: &RecordsCommand) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    let (args, output) = split(command);
    let records = store
        .messages_since(parse_since(args.since.as_deref())?)
        .await?;
    store.close().await;
    write_to(output, |out| write_records(out, args.format, &records))
}

/// Which subscribers a command reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StatusFilter {
    /// Sign-ups acknowledged and not applied yet (within a second, or their domain's next hour).
    Requested,
    Pending,
    Confirmed,
    Unsubscribed,
    /// Addresses whose server refused an issue for good: they get no more mail.
    Bounced,
    All,
}

impl StatusFilter {
    fn as_sql(self) -> Option<&'static str> {
        match self {
            StatusFilter::Requested => Some("requested"),
            StatusFilter::Pending => Some("pending"),
            StatusFilter::Confirmed => Some("confirmed"),
            StatusFilter::Unsubscribed => Some("unsubscribed"),
            StatusFilter::Bounced => Some("bounced"),
            StatusFilter::All => None,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum SubscribersCommand {
    /// Write every subscriber (or those of `--status`) with their consent record.
    List {
        #[command(flatten)]
        records: RecordsArgs,
        /// Only subscribers in this state (default: all).
        #[arg(long, value_enum, default_value = "all")]
        status: StatusFilter,
    },
    /// Write the subscribers who may be mailed: confirmed only, unless `--status` says
    /// otherwise.
    Export {
        #[command(flatten)]
        records: RecordsArgs,
        /// Only subscribers in this state.
        #[arg(long, value_enum, default_value = "confirmed")]
        status: StatusFilter,
        /// Write to this file instead of standard output.
        #[arg(long)]
        output: Option<PathBuf>,
    },
}

/// `vitrine subscribers list|export`.
pub async fn subscribers(database_url: &str, command: &SubscribersCommand) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    let (args, status, output) = match command {
        SubscribersCommand::List { records, status } => (records, *status, None),
        SubscribersCommand::Export {
            records,
            status,
            output,
        } => (records, *status, output.as_deref()),
    };
    let records = store
        .subscriber_records(parse_since(args.since.as_deref())?, status.as_sql())
        .await?;
    store.close().await;
    write_to(output, |out| write_records(out, args.format, &records))
}

#[derive(Debug, Subcommand)]
pub enum MailCommand {
    /// The outbox: queued, sent and failed mails, with the last error.
    List {
        /// Output format.
        #[arg(long, value_enum, default_value = "csv")]
        format: Format,
    },
    /// Queue a failed mail again, due now.
    Retry {
        /// The mail's id, as `vitrine mail list` shows it.
        id: i64,
    },
}

/// `vitrine mail list|retry`.
pub async fn mail(database_url: &str, command: &MailCommand) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    let result = match command {
        MailCommand::List { format } => {
            let rows = store.outbox(None).await?;
            write_to(None, |out| write_records(out, *format, &rows))
        }
        MailCommand::Retry { id } => {
            let now = OffsetDateTime::now_utc().unix_timestamp();
            if store.retry_mail(*id, now).await? {
                eprintln!("mail {id} queued again; the running site sends it within seconds");
                Ok(())
            } else {
                Err(anyhow::anyhow!(
                    "no mail {id} waiting or failed in the outbox (`vitrine mail list`)"
                ))
            }
        }
    };
    store.close().await;
    result
}

#[derive(Debug, Subcommand)]
pub enum NewsletterCommand {
    /// Write an issue's text in one language, its Markdown read from standard input: a new
    /// issue (French first) prints its id; with `--issue` adds or replaces a language of a draft.
    Draft {
        /// The draft to add the language to (default: a new issue).
        #[arg(long)]
        issue: Option<i64>,
        /// The language of this text: fr, en or ar.
        #[arg(long)]
        lang: String,
        #[arg(long)]
        subject: String,
    },
    /// Send an issue to every confirmed subscriber, each in their language (or French); once.
    /// With `--test`, send it now to that address only, once per language it is written in.
    Send {
        id: i64,
        #[arg(long)]
        test: Option<String>,
    },
    /// Every issue, newest first, with the count of its mails queued, sent and failed.
    List {
        /// Output format.
        #[arg(long, value_enum, default_value = "csv")]
        format: Format,
    },
    /// Print an issue's mail as a reader of `--lang` receives it: its text, or `--html`.
    Preview {
        id: i64,
        #[arg(long, default_value = "fr")]
        lang: String,
        #[arg(long)]
        html: bool,
    },
}

fn lang_arg(code: &str) -> anyhow::Result<Lang> {
    Lang::from_code(code).ok_or_else(|| anyhow::anyhow!("--lang {code}: fr, en or ar"))
}

/// `vitrine newsletter draft|send|list|preview`.
pub async fn newsletter(config: &Config, command: &NewsletterCommand) -> anyhow::Result<()> {
    let store = open_existing(&config.database_url).await?;
    let now = OffsetDateTime::now_utc().unix_timestamp();
    let result = match command {
        NewsletterCommand::Draft {
            issue,
            lang,
            subject,
        } => {
            let lang = lang_arg(lang)?;
            let mut body = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut body)
                .context("read the issue's Markdown from standard input (UTF-8)")?;
            issues::save_text(&store, *issue, lang, subject, &body, now)
                .await
                .map(|id| println!("{id}"))
        }
        NewsletterCommand::Send { id, test: Some(to) } => {
            issues::send_test(&store, config, *id, to, now)
                .await
                .map(|n| eprintln!("{n} test mail(s) queued for {to}; the running site sends them within seconds"))
        }
        NewsletterCommand::Send { id, test: None } => issues::send(&store, *id, now)
            .await
            .map(|n| eprintln!("issue {id}: {n} mail(s) queued; the running site sends them at the newsletter's pace")),
        NewsletterCommand::List { format } => match store.issue_summaries().await {
            Ok(rows) => write_to(None, |out| write_records(out, *format, &rows)),
            Err(error) => Err(error),
        },
        NewsletterCommand::Preview { id, lang, html } => {
            let lang = lang_arg(lang)?;
            match issues::preview(&store, config, *id, lang, "reader@example.org", "newsletter-issue").await? {
                Some(mail) => {
                    println!("Subject: {}\n", mail.subject);
                    println!("{}", if *html { &mail.html } else { &mail.text });
                    Ok(())
                }
                None => Err(issues::IssueProblem::NoSuchIssue.into()),
            }
        }
    };
    store.close().await;
    result
}

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Output format: JSON (`{"days":[…]}`) or CSV (one line per day and measure).
    #[arg(long, value_enum, default_value = "csv")]
    pub format: Format,
    /// First day (YYYY-MM-DD, UTC); default: the first day counted.
    #[arg(long)]
    pub since: Option<String>,
    /// Last day (YYYY-MM-DD, UTC); default: today.
    #[arg(long)]
    pub until: Option<String>,
}

/// The JSON of `vitrine stats`.
#[derive(Debug, Serialize)]
struct StatsJson<'a> {
    days: &'a [DayStats],
}

/// A line of `vitrine stats --format csv`: one measure of one day. `measure` is `views` and
/// `visitors` (the day's totals), `page` (`item` the path, with its `lang`), `referrer`
/// (`item` the host), `device` (`item` phone, tablet or desktop), and `contact`, `signups`,
/// `confirmed` (the day's conversions).
#[derive(Debug, Serialize)]
pub(crate) struct StatsRow {
    day: String,
    measure: &'static str,
    item: String,
    lang: String,
    count: i64,
}

impl CsvRecord for StatsRow {
    const COLUMNS: Columns<Self> = &[
        ("day", |row| row.day.clone()),
        ("measure", |row| row.measure.to_owned()),
        ("item", |row| row.item.clone()),
        ("lang", |row| row.lang.clone()),
        ("count", |row| row.count.to_string()),
    ];
}

/// The lines of `days` in `vitrine stats --format csv`.
pub(crate) fn stats_rows(days: &[DayStats]) -> Vec<StatsRow> {
    let mut rows = Vec::new();
    for day in days {
        let mut line = |measure: &'static str, item: &str, lang: &str, count: i64| {
            rows.push(StatsRow {
                day: day.day.clone(),
                measure,
                item: item.to_owned(),
                lang: lang.to_owned(),
                count,
            });
        };
        line("views", "", "", day.views);
        line("visitors", "", "", day.visitors);
        for page in &day.pages {
            line("page", &page.path, &page.lang, page.views);
        }
        for referrer in &day.referrers {
            line("referrer", &referrer.host, "", referrer.views);
        }
        let devices = &day.devices;
        for (device, views) in [
            ("phone", devices.phone),
            ("tablet", devices.tablet),
            ("desktop", devices.desktop),
        ] {
            line("device", device, "", views);
        }
        let conversions = &day.conversions;
        line("contact", "", "", conversions.contact);
        line("signups", "", "", conversions.signups);
        line("confirmed", "", "", conversions.confirmed);
    }
    rows
}

/// `vitrine stats`: the audience per day, as the database holds it (a running site adds
/// what it counted every few seconds).
pub async fn stats(database_url: &str, args: &StatsArgs) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    let today = OffsetDateTime::now_utc().date();
    let until = match &args.until {
        Some(text) => parse_day_arg("--until", text)?,
        None => today,
    };
    let since = match &args.since {
        Some(text) => parse_day_arg("--since", text)?,
        None => store
            .first_audience_day()
            .await?
            .as_deref()
            .and_then(parse_day)
            .unwrap_or(today)
            .min(until),
    };
    if since > until {
        bail!("--since ({since}) is after --until ({until})");
    }
    if (until - since).whole_days() >= report::MAX_DAYS {
        bail!(
            "at most {} days at once: narrow --since and --until",
            report::MAX_DAYS
        );
    }
    let report = report::report(&store, since, until).await;
    store.close().await;
    let days = report?.days;
    write_to(None, |out| match args.format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, &StatsJson { days: &days })?;
            writeln!(out)?;
            Ok(())
        }
        Format::Csv => write_records(out, Format::Csv, &stats_rows(&days)),
    })
}

/// A day given on the command line.
fn parse_day_arg(flag: &str, text: &str) -> anyhow::Result<Date> {
    parse_day(text).with_context(|| format!("{flag}: `{text}` is not a day (2026-11-01)"))
}

/// A page of the registry as `vitrine pages` prints it (the browser tests read the JSON).
#[derive(Debug, Serialize)]
pub(crate) struct PageRow {
    pub key: &'static str,
    pub path: &'static str,
    pub template: &'static str,
    pub nav: Option<&'static str>,
    pub footer: Footer,
    /// The concrete paths the sitemap lists (one per item for a page with a `{slug}`).
    pub paths: Vec<String>,
    pub islands: &'static [&'static str],
}

impl CsvRecord for PageRow {
    const COLUMNS: Columns<Self> = &[
        ("key", |page| page.key.to_owned()),
        ("path", |page| page.path.to_owned()),
        ("template", |page| page.template.to_owned()),
    ];
}

/// How `vitrine pages` writes the registry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PagesFormat {
    /// `key,path,template`.
    Csv,
    /// Every field, for tools and the browser tests.
    Json,
    /// The route table of `docs/behaviour.md`.
    Markdown,
}

/// `vitrine pages`: the page registry, as CSV (`key,path,template`), JSON, or the Markdown
/// table `docs/behaviour.md` holds (a test keeps the two the same).
pub fn pages(format: PagesFormat) -> anyhow::Result<()> {
    write_to(None, |out| {
        out.write_all(pages_text(format)?.as_bytes())?;
        Ok(())
    })
}

/// What `vitrine pages` writes in `format`.
pub fn pages_text(format: PagesFormat) -> anyhow::Result<String> {
    let rows: Vec<PageRow> = Page::ALL
        .iter()
        .map(|page| PageRow {
            key: page.key,
            path: page.path,
            template: page.template,
            nav: page.nav,
            footer: page.footer,
            paths: page.sitemap_paths(),
            islands: page.islands,
        })
        .collect();
    let mut out = String::new();
    match format {
        PagesFormat::Json => {
            out = serde_json::to_string_pretty(&rows)?;
            out.push('\n');
        }
        PagesFormat::Csv => {
            let mut csv = Vec::new();
            write_csv(&mut csv, &rows)?;
            out = String::from_utf8(csv)?;
        }
        PagesFormat::Markdown => {
            out.push_str("| path | key | template | query values it reads | islands |\n");
            out.push_str("|---|---|---|---|---|\n");
            for page in Page::ALL {
                let code = |items: Vec<&str>| {
                    let cells: Vec<String> = items.iter().map(|item| format!("`{item}`")).collect();
                    if cells.is_empty() {
                        "".to_owned()
                    } else {
                        cells.join(", ")
                    }
                };
                out.push_str(&format!(
                    "| `{}` | `{}` | `templates/{}` | {} | {} |\n",
                    page.path,
                    page.key,
                    page.template,
                    code(page.inputs.iter().map(|input| input.name()).collect()),
                    code(page.islands.to_vec()),
                ));
            }
        }
    }
    Ok(out)
}

fn split(command: &RecordsCommand) -> (&RecordsArgs, Option<&Path>) {
    match command {
        RecordsCommand::List(args) => (args, None),
        RecordsCommand::Export(args) => (&args.records, args.output.as_deref()),
    }
}

impl CsvRecord for ContactMessage {
    const COLUMNS: Columns<Self> = &[
        ("id", |message| message.id.to_string()),
        ("received_at", |message| {
            readable_time::format(message.received_at)
        }),
        ("lang", |message| message.lang.clone()),
        ("name", |message| message.name.clone()),
        ("email", |message| message.email.clone()),
        ("organisation", |message| message.organisation.clone()),
        ("subject", |message| message.subject.clone()),
        ("message", |message| message.message.clone()),
        ("status", |message| message.status.clone()),
    ];
}

impl CsvRecord for OutboxEntry {
    const COLUMNS: Columns<Self> = &[
        ("id", |mail| mail.id.to_string()),
        ("kind", |mail| mail.kind.clone()),
        ("recipient", |mail| mail.recipient.clone()),
        ("status", |mail| mail.status.clone()),
        ("attempts", |mail| mail.attempts.to_string()),
        ("queued_at", |mail| readable_time::format(mail.created_at)),
        ("next_attempt_at", |mail| {
            readable_time::format(mail.next_attempt_at)
        }),
        ("sent_at", |mail| {
            readable_time::format_or_empty(mail.sent_at)
        }),
        ("last_error", |mail| {
            mail.last_error.clone().unwrap_or_default()
        }),
    ];
}

impl CsvRecord for IssueSummary {
    const COLUMNS: Columns<Self> = &[
        ("id", |issue| issue.id.to_string()),
        ("subject", |issue| issue.subject.clone()),
        ("status", |issue| issue.status.clone()),
        ("slug", |issue| issue.slug.clone()),
        ("languages", |issue| issue.languages.join(" ")),
        ("created_at", |issue| {
            readable_time::format(issue.created_at)
        }),
        ("published_at", |issue| {
            readable_time::format_or_empty(issue.published_at)
        }),
        ("sent_at", |issue| {
            readable_time::format_or_empty(issue.sent_at)
        }),
        ("queued", |issue| issue.queued.to_string()),
        ("sent", |issue| issue.sent.to_string()),
        ("failed", |issue| issue.failed.to_string()),
        ("cancelled", |issue| issue.cancelled.to_string()),
    ];
}

/// Writes rows as CSV (header line, neutralised cells) or as a JSON array.
pub(crate) fn write_records<T: Serialize + CsvRecord>(
    out: &mut dyn Write,
    format: Format,
    rows: &[T],
) -> anyhow::Result<()> {
    match format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, rows)?;
            writeln!(out)?;
        }
        Format::Csv => write_csv(out, rows)?,
    }
    Ok(())
}

/// `--since`: a day (`2026-11-01`, midnight UTC) or an RFC 3339 instant; none = everything.
pub(crate) fn parse_since(since: Option<&str>) -> anyhow::Result<i64> {
    let Some(text) = since.map(str::trim) else {
        return Ok(i64::MIN);
    };
    if let Ok(instant) = OffsetDateTime::parse(text, &Rfc3339) {
        return Ok(instant.unix_timestamp());
    }
    let format = time::macros::format_description!("[year]-[month]-[day]");
    match Date::parse(text, format) {
        Ok(day) => Ok(day.midnight().assume_utc().unix_timestamp()),
        Err(_) => bail!("--since: `{text}` is neither a date (2026-11-01) nor an RFC 3339 time"),
    }
}

fn write_to(
    path: Option<&Path>,
    write: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    match path {
        Some(path) => {
            // Never over an existing file: an export is often named by date, and yesterday's
            // must not be lost to a typo.
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .map_err(|error| match error.kind() {
                    std::io::ErrorKind::AlreadyExists => {
                        anyhow::anyhow!("{} already exists; choose a new file name", path.display())
                    }
                    _ => anyhow::Error::new(error)
                        .context(format!("cannot create {}", path.display())),
                })?;
            let mut file = std::io::BufWriter::new(file);
            write(&mut file)?;
            file.flush()
                .with_context(|| format!("cannot write {}", path.display()))
        }
        None => {
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            write(&mut lock)?;
            lock.flush().context("cannot write to standard output")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::csv::neutralise_cell;

    #[test]
    fn formula_cells_are_neutralised() {
        for dangerous in ["=1+1", "+33 1 23", "-2", "@SUM(A1)", "\tx", "\rx"] {
            assert_eq!(neutralise_cell(dangerous), format!("'{dangerous}"));
        }
        assert_eq!(neutralise_cell("Amina"), "Amina");
        assert_eq!(neutralise_cell("a=b"), "a=b");
        assert_eq!(neutralise_cell(""), "");
    }

    #[test]
    fn csv_has_a_header_and_neutral_cells() {
        use crate::store::subscribers::{ConsentRecord, SubscriberRecord};
        let rows = vec![SubscriberRecord {
            id: 1,
            email: "=cmd@example.org".into(),
            status: "confirmed".into(),
            consent: ConsentRecord {
                requested_at: 1_795_341_600,
                lang: "fr".into(),
                page: "/".into(),
                wording_version: "v".into(),
                confirmation_mails: 1,
                confirmed_at: Some(1_795_341_900),
                unsubscribed_at: None,
                unsubscribe_method: None,
            },
        }];
        let mut out = Vec::new();
        write_records(&mut out, Format::Csv, &rows).expect("writes");
        let text = String::from_utf8(out).expect("utf-8");
        assert_eq!(text, "id,email,status,requested_at,lang,page,wording_version,confirmation_mails,confirmed_at,unsubscribed_at,unsubscribe_method\n1,'=cmd@example.org,confirmed,2026-11-22T10:00:00Z,fr,/,v,1,2026-11-22T10:05:00Z,,\n");
    }

    #[test]
    fn json_has_the_csv_columns_with_readable_times() {
        let mail = OutboxEntry {
            id: 1,
            kind: "notice".into(),
            recipient: "a@example.org".into(),
            status: "queued".into(),
            attempts: 0,
            created_at: 1_795_341_600,
            next_attempt_at: 1_795_341_900,
            sent_at: None,
            last_error: None,
        };
        let mut out = Vec::new();
        write_records(&mut out, Format::Json, &[mail]).expect("writes");
        let json: serde_json::Value = serde_json::from_slice(&out).expect("json");
        let row = json[0].as_object().expect("object");
        let mut keys: Vec<&str> = row.keys().map(String::as_str).collect();
        let mut header: Vec<&str> = OutboxEntry::header().collect();
        keys.sort_unstable();
        header.sort_unstable();
        assert_eq!(keys, header);
        assert_eq!(row["queued_at"], "2026-11-22T10:00:00Z");
        assert_eq!(row["next_attempt_at"], "2026-11-22T10:05:00Z");
        assert_eq!(row["sent_at"], serde_json::Value::Null);
    }

    #[test]
    fn pages_csv_is_key_path_template_a_line() {
        let mut expected = String::from("key,path,template\n");
        for page in Page::ALL {
            expected.push_str(&format!("{},{},{}\n", page.key, page.path, page.template));
        }
        assert_eq!(pages_text(PagesFormat::Csv).expect("writes"), expected);
    }

    #[test]
    fn since_accepts_a_day_or_an_instant() {
        assert_eq!(parse_since(None).expect("none"), i64::MIN);
        assert_eq!(parse_since(Some("2026-11-01")).expect("day"), 1_793_491_200);
        assert_eq!(
            parse_since(Some("2026-11-01T01:00:00Z")).expect("instant"),
            1_793_494_800
        );
        assert!(parse_since(Some("yesterday")).is_err());
    }
}

// ---- the console's operators, people's data, the audit log ---------------------------------

#[derive(Debug, Subcommand)]
pub enum OperatorsCommand {
    /// Add an operator: the password is read from standard input (asked twice on a
    /// terminal); prints the otpauth:// URI (and a QR code on a terminal) for their
    /// authenticator app.
    Add {
        /// Their email address, their sign-in name.
        email: String,
    },
    /// List the operators and their open sessions.
    List {
        #[arg(long, value_enum, default_value = "csv")]
        format: Format,
    },
    /// Give an operator a new TOTP secret (and a new password with `--password`), ending
    /// every session of theirs.
    Reset {
        email: String,
        /// Read a new password from standard input too.
        #[arg(long)]
        password: bool,
    },
    /// Remove an operator and end their sessions.
    Remove { email: String },
}

impl CsvRecord for crate::store::operators::OperatorSummary {
    const COLUMNS: Columns<Self> = &[
        ("id", |operator| operator.id.to_string()),
        ("email", |operator| operator.email.clone()),
        ("created_at", |operator| {
            readable_time::format(operator.created_at)
        }),
        ("updated_at", |operator| {
            readable_time::format(operator.updated_at)
        }),
        ("sessions", |operator| operator.sessions.to_string()),
    ];
}

impl CsvRecord for crate::store::audit::AuditRecord {
    const COLUMNS: Columns<Self> = &[
        ("id", |record| record.id.to_string()),
        ("at", |record| readable_time::format(record.at)),
        ("operator", |record| record.operator.clone()),
        ("ip", |record| record.ip.clone()),
        ("action", |record| record.action.clone()),
        ("detail", |record| record.detail.clone()),
    ];
}

/// A record of the command line in the audit log (no operator, no address).
fn cli_audit(
    action: crate::store::audit::AuditAction,
    detail: serde_json::Value,
) -> crate::store::audit::AuditEntry<'static> {
    crate::store::audit::AuditEntry {
        at: OffsetDateTime::now_utc().unix_timestamp(),
        operator: "",
        ip: "",
        action,
        detail,
    }
}

/// A new password from standard input: asked twice on a terminal, one line otherwise;
/// refused with the reason when it is weak.
fn read_new_password(email: &str, brand: &str) -> anyhow::Result<String> {
    use std::io::IsTerminal;
    let password = if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password: ").context("cannot read the password")?;
        let again =
            rpassword::prompt_password("Password again: ").context("cannot read the password")?;
        if first != again {
            bail!("the two passwords differ");
        }
        first
    } else {
        let mut line = String::new();
        std::io::stdin()
            .read_line(&mut line)
            .context("cannot read the password from standard input")?;
        line.trim_end_matches(['\n', '\r']).to_owned()
    };
    crate::credentials::check_password_strength(&password, &[email, brand])
        .map_err(|problem| anyhow::anyhow!("password refused: {problem}"))?;
    Ok(password)
}

/// Prints the otpauth:// URI of `secret`, and its QR code when standard output is a terminal.
fn print_totp(secret: &str, email: &str, issuer: &str) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    let uri = crate::credentials::totp_uri(secret, email, issuer)?;
    println!("{uri}");
    if std::io::stdout().is_terminal() {
        let code = qrcode::QrCode::new(uri.as_bytes()).context("cannot draw the QR code")?;
        let image = code
            .render::<qrcode::render::unicode::Dense1x2>()
            .quiet_zone(true)
            .build();
        println!("{image}");
    }
    Ok(())
}

/// `vitrine operators add|list|reset|remove`.
pub async fn operators(
    database_url: &str,
    brand: &str,
    command: &OperatorsCommand,
) -> anyhow::Result<()> {
    use crate::store::audit::AuditAction;
    let store = Store::connect(database_url).await?;
    let now = OffsetDateTime::now_utc().unix_timestamp();
    let result = async {
        match command {
            OperatorsCommand::Add { email } => {
                crate::email::check_email(email)
                    .map_err(|_| anyhow::anyhow!("`{email}` is not an email address"))?;
                let password = read_new_password(email, brand)?;
                let hash = crate::credentials::hash_password(&password)?;
                let secret = crate::credentials::new_totp_secret()?;
                let entry = cli_audit(
                    AuditAction::OperatorAdded,
                    serde_json::json!({ "operator": email }),
                );
                match store
                    .add_operator(email, &hash, &secret, now, &entry)
                    .await?
                {
                    Some(_) => {
                        eprintln!(
                            "operator {email} added; add this key to their authenticator app:"
                        );
                        print_totp(&secret, email, brand)
                    }
                    None => bail!("{email} is already an operator (`vitrine operators reset`)"),
                }
            }
            OperatorsCommand::List { format } => {
                let rows = store.operators(now).await?;
                write_to(None, |out| write_records(out, *format, &rows))
            }
            OperatorsCommand::Reset { email, password } => {
                let hash = if *password {
                    Some(crate::credentials::hash_password(&read_new_password(
                        email, brand,
                    )?)?)
                } else {
                    None
                };
                let secret = crate::credentials::new_totp_secret()?;
                let entry = cli_audit(
                    AuditAction::OperatorReset,
                    serde_json::json!({ "operator": email }),
                );
                if store
                    .reset_operator(email, &secret, hash.as_deref(), now, &entry)
                    .await?
                {
                    eprintln!("operator {email} reset, every session ended; their new key:");
                    print_totp(&secret, email, brand)
                } else {
                    bail!("no operator {email} (`vitrine operators list`)")
                }
            }
            OperatorsCommand::Remove { email } => {
                let entry = cli_audit(
                    AuditAction::OperatorRemoved,
                    serde_json::json!({ "operator": email }),
                );
                if store.remove_operator(email, &entry).await? {
                    eprintln!("operator {email} removed");
                    Ok(())
                } else {
                    bail!("no operator {email} (`vitrine operators list`)")
                }
            }
        }
    }
    .await;
    store.close().await;
    result
}

#[derive(Debug, Subcommand)]
pub enum PeopleCommand {
    /// Write everything stored about an address, as JSON (right of access).
    Export {
        email: String,
        /// Write to this file instead of standard output.
        #[arg(long)]
        output: Option<PathBuf>,
    },
    /// Erase every record of an address (right to erasure): messages, subscription and
    /// consent, mails. Asks for confirmation on a terminal unless `--yes`.
    Erase {
        email: String,
        #[arg(long)]
        yes: bool,
    },
}

/// `vitrine people export|erase`.
pub async fn people(database_url: &str, command: &PeopleCommand) -> anyhow::Result<()> {
    use crate::store::audit::AuditAction;
    let store = open_existing(database_url).await?;
    let result = async {
        match command {
            PeopleCommand::Export { email, output } => {
                let data = store.person(email).await?;
                let entry = cli_audit(
                    AuditAction::Export,
                    serde_json::json!({
                        "what": "person",
                        "messages": data.messages.len(),
                        "subscriptions": data.subscriptions.len(),
                        "mails": data.mails.len(),
                    }),
                );
                store.record_audit(&entry).await?;
                write_to(output.as_deref(), |out| {
                    serde_json::to_writer_pretty(&mut *out, &data)?;
                    writeln!(out)?;
                    Ok(())
                })
            }
            PeopleCommand::Erase { email, yes } => {
                use std::io::IsTerminal;
                if !yes && std::io::stdin().is_terminal() {
                    let data = store.person(email).await?;
                    eprint!(
                        "erase {} message(s), {} subscription(s), {} mail(s) of {email}? [y/N] ",
                        data.messages.len(),
                        data.subscriptions.len(),
                        data.mails.len()
                    );
                    let mut answer = String::new();
                    std::io::stdin().read_line(&mut answer)?;
                    if !answer.trim().eq_ignore_ascii_case("y") {
                        bail!("nothing erased");
                    }
                }
                let entry = cli_audit(AuditAction::Erase, serde_json::json!({}));
                let counts = store.erase_person(email, &entry).await?;
                eprintln!(
                    "erased {} message(s), {} subscription(s), {} sign-up(s), {} mail(s)",
                    counts.messages, counts.subscriptions, counts.signup_requests, counts.mails
                );
                Ok(())
            }
        }
    }
    .await;
    store.close().await;
    result
}

#[derive(Debug, Subcommand)]
pub enum AuditCommand {
    /// Write the audit log, oldest first.
    List(RecordsArgs),
}

/// `vitrine audit list`.
pub async fn audit(database_url: &str, command: &AuditCommand) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    let AuditCommand::List(args) = command;
    let records = store.audit_since(parse_since(args.since.as_deref())?).await;
    store.close().await;
    let records = records?;
    write_to(None, |out| write_records(out, args.format, &records))
}

/// `vitrine retention run`: what the daily clean-up does, now.
pub async fn retention(
    database_url: &str,
    settings: &crate::config::RetentionSettings,
) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    let report = store
        .apply_retention(settings, OffsetDateTime::now_utc().unix_timestamp())
        .await;
    store.close().await;
    let report = report?;
    println!("{}", serde_json::to_string(&report)?);
    Ok(())
}

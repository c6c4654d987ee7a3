//! Operator commands: read contact messages and subscribers, back up the SQLite database, list
//! the pages. Errors are `anyhow`: a message for a human at a terminal.
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

use crate::pages::{Footer, Page};
use crate::store::{sqlite_file, ContactMessage, Store, Subscriber};

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
    let rows: Vec<MessageRow> = records.into_iter().map(MessageRow::from).collect();
    write_to(output, |out| write_records(out, args.format, &rows))
}

/// `vitrine subscribers list|export`.
pub async fn subscribers(database_url: &str, command: &RecordsCommand) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    let (args, output) = split(command);
    let records = store
        .subscribers_since(parse_since(args.since.as_deref())?)
        .await?;
    store.close().await;
    let rows: Vec<SubscriberRow> = records.into_iter().map(SubscriberRow::from).collect();
    write_to(output, |out| write_records(out, args.format, &rows))
}

/// `vitrine backup FILE`: a consistent copy while the site runs.
pub async fn backup(database_url: &str, target: &Path) -> anyhow::Result<()> {
    let store = open_existing(database_url).await?;
    store.backup(target).await?;
    store.close().await;
    eprintln!("backup written to {}", target.display());
    Ok(())
}

/// A page of the registry as `vitrine pages` prints it (the browser tests read the JSON).
#[derive(Debug, Serialize)]
pub struct PageRow {
    pub key: &'static str,
    pub path: &'static str,
    pub template: &'static str,
    pub nav: Option<&'static str>,
    pub footer: Footer,
    /// The concrete paths the sitemap lists (one per item for a page with a `{slug}`).
    pub paths: Vec<String>,
    pub islands: &'static [&'static str],
}

/// `vitrine pages`: the page registry, as CSV (`key,path,template`) or JSON.
pub fn pages(format: Format) -> anyhow::Result<()> {
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
    write_to(None, |out| {
        match format {
            Format::Json => {
                serde_json::to_writer_pretty(&mut *out, &rows)?;
                writeln!(out)?;
            }
            Format::Csv => {
                writeln!(out, "key,path,template")?;
                for row in &rows {
                    writeln!(out, "{},{},{}", row.key, row.path, row.template)?;
                }
            }
        }
        Ok(())
    })
}

fn split(command: &RecordsCommand) -> (&RecordsArgs, Option<&Path>) {
    match command {
        RecordsCommand::List(args) => (args, None),
        RecordsCommand::Export(args) => (&args.records, args.output.as_deref()),
    }
}

/// A contact message as exported: the time readable.
#[derive(Debug, Serialize)]
pub struct MessageRow {
    pub id: i64,
    pub received_at: String,
    pub lang: String,
    pub name: String,
    pub email: String,
    pub organisation: String,
    pub message: String,
}

impl From<ContactMessage> for MessageRow {
    fn from(m: ContactMessage) -> MessageRow {
        MessageRow {
            id: m.id,
            received_at: format_time(m.received_at),
            lang: m.lang,
            name: m.name,
            email: m.email,
            organisation: m.organisation,
            message: m.message,
        }
    }
}

/// A subscriber as exported.
#[derive(Debug, Serialize)]
pub struct SubscriberRow {
    pub id: i64,
    pub consented_at: String,
    pub lang: String,
    pub email: String,
    pub consent_version: String,
}

impl From<Subscriber> for SubscriberRow {
    fn from(s: Subscriber) -> SubscriberRow {
        SubscriberRow {
            id: s.id,
            consented_at: format_time(s.consented_at),
            lang: s.lang,
            email: s.email,
            consent_version: s.consent_version,
        }
    }
}

/// A record's CSV columns, in the order of its JSON fields.
pub trait CsvRecord {
    const HEADER: &'static [&'static str];
    fn cells(&self) -> Vec<String>;
}

impl CsvRecord for MessageRow {
    const HEADER: &'static [&'static str] = &[
        "id",
        "received_at",
        "lang",
        "name",
        "email",
        "organisation",
        "message",
    ];
    fn cells(&self) -> Vec<String> {
        vec![
            self.id.to_string(),
            self.received_at.clone(),
            self.lang.clone(),
            self.name.clone(),
            self.email.clone(),
            self.organisation.clone(),
            self.message.clone(),
        ]
    }
}

impl CsvRecord for SubscriberRow {
    const HEADER: &'static [&'static str] =
        &["id", "consented_at", "lang", "email", "consent_version"];
    fn cells(&self) -> Vec<String> {
        vec![
            self.id.to_string(),
            self.consented_at.clone(),
            self.lang.clone(),
            self.email.clone(),
            self.consent_version.clone(),
        ]
    }
}

/// Writes rows as CSV (header line, neutralised cells) or as a JSON array.
pub fn write_records<T: Serialize + CsvRecord>(
    out: &mut dyn Write,
    format: Format,
    rows: &[T],
) -> anyhow::Result<()> {
    match format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, rows)?;
            writeln!(out)?;
        }
        Format::Csv => {
            let mut writer = csv::WriterBuilder::new()
                .has_headers(false)
                .from_writer(&mut *out);
            writer.write_record(T::HEADER)?;
            for row in rows {
                writer.write_record(row.cells().iter().map(|cell| neutralise_cell(cell)))?;
            }
            writer.flush()?;
        }
    }
    Ok(())
}

/// A cell a spreadsheet would take for a formula gets a leading `'` (shown as text).
pub fn neutralise_cell(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}

/// `--since`: a day (`2026-11-01`, midnight UTC) or an RFC 3339 instant; none = everything.
pub fn parse_since(since: Option<&str>) -> anyhow::Result<i64> {
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

fn format_time(unix: i64) -> String {
    OffsetDateTime::from_unix_timestamp(unix)
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_else(|| unix.to_string())
}

fn write_to(
    path: Option<&Path>,
    write: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    match path {
        Some(path) => {
            let mut file = std::io::BufWriter::new(
                std::fs::File::create(path)
                    .with_context(|| format!("cannot create {}", path.display()))?,
            );
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
        let rows = vec![SubscriberRow {
            id: 1,
            consented_at: "2026-11-22T10:00:00Z".into(),
            lang: "fr".into(),
            email: "=cmd@example.org".into(),
            consent_version: "v".into(),
        }];
        let mut out = Vec::new();
        write_records(&mut out, Format::Csv, &rows).expect("writes");
        let text = String::from_utf8(out).expect("utf-8");
        assert_eq!(text, "id,consented_at,lang,email,consent_version\n1,2026-11-22T10:00:00Z,fr,'=cmd@example.org,v\n");
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

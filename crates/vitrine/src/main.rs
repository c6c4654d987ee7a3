//! The `vitrine` command: parse the command line, load the configuration, hand off.

use std::path::PathBuf;

use actix_web::{App, HttpServer};
use anyhow::Context;
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

use vitrine::cli::{MailCommand, NewsletterCommand, RecordsCommand, SubscribersCommand};
use vitrine::config::{Config, LogFormat};
use vitrine::store::Store;
use vitrine::AppState;

#[derive(Parser)]
#[command(
    name = "vitrine",
    version,
    about = "The consultancy's website and its operator tools"
)]
struct Cli {
    /// Configuration file.
    #[arg(
        long,
        env = "VITRINE_CONFIG",
        default_value = "config/site.toml",
        global = true
    )]
    config: PathBuf,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the site on the configured address.
    Serve,
    /// Contact messages received through the site.
    Messages {
        #[command(subcommand)]
        command: RecordsCommand,
    },
    /// Newsletter subscribers, their status and their consent record.
    Subscribers {
        #[command(subcommand)]
        command: SubscribersCommand,
    },
    /// The newsletter's issues: write, preview, test, send, list.
    Newsletter {
        #[command(subcommand)]
        command: NewsletterCommand,
    },
    /// The outbox of mails the site sends.
    Mail {
        #[command(subcommand)]
        command: MailCommand,
    },
    /// The site's pages, from the page registry (`--format json` for tools and tests).
    Pages {
        #[arg(long, value_enum, default_value = "csv")]
        format: vitrine::cli::PagesFormat,
    },
    /// Write a consistent copy of the SQLite database to FILE, even while the site runs.
    Backup {
        /// The copy to write (must not exist yet).
        file: PathBuf,
    },
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    // The registry is compiled in: no configuration needed to list it.
    if let Command::Pages { format } = cli.command {
        return vitrine::cli::pages(format);
    }
    let config = Config::load(&cli.config)?;
    // Flushes the log lines still buffered when `main` returns.
    let _log_flush = init_logging(config.log_format);
    match cli.command {
        Command::Serve => serve(config),
        Command::Messages { command } => {
            tool(vitrine::cli::messages(&config.database_url, &command))
        }
        Command::Subscribers { command } => {
            tool(vitrine::cli::subscribers(&config.database_url, &command))
        }
        Command::Newsletter { command } => tool(vitrine::cli::newsletter(&config, &command)),
        Command::Mail { command } => tool(vitrine::cli::mail(&config.database_url, &command)),
        Command::Backup { file } => tool(vitrine::cli::backup(&config.database_url, &file)),
        Command::Pages { .. } => Ok(()),
    }
}

/// Runs an operator command on a small runtime of its own.
fn tool(command: impl std::future::Future<Output = anyhow::Result<()>>) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?
        .block_on(command)
}

/// Log lines go to stderr through a writer thread and a buffer: a worker answering a request
/// only hands its line over, instead of making a write system call per request (which cost
/// a cached page a third of its throughput). No line is dropped: when the hand-over queue is
/// full, the worker waits. The writer thread writes as soon as lines arrive and flushes
/// whenever the queue is empty, so lines still reach the journal at once.
fn init_logging(format: LogFormat) -> tracing_appender::non_blocking::WorkerGuard {
    use tracing_subscriber::layer::{Layer, SubscriberExt};
    use tracing_subscriber::util::SubscriberInitExt;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Colours only on a terminal: journald and log files get plain text.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let (writer, flush_guard) = tracing_appender::non_blocking::NonBlockingBuilder::default()
        .lossy(false)
        .finish(std::io::BufWriter::new(std::io::stderr()));
    let lines = tracing_subscriber::fmt::layer()
        .with_writer(writer)
        .with_ansi(ansi);
    let lines = match format {
        LogFormat::Json => lines.json().flatten_event(true).boxed(),
        LogFormat::Text => lines.boxed(),
    };
    tracing_subscriber::registry()
        .with(
            lines
                .with_filter(vitrine::observe::MalformedRequestCounter)
                .with_filter(filter),
        )
        .init();
    flush_guard
}

#[actix_web::main]
async fn serve(config: Config) -> anyhow::Result<()> {
    let listen = config.listen;
    handle_file_size_signal()?;
    // Content errors are caught by the tests; refuse to serve pages that would be missing.
    let pages: Vec<&str> = vitrine::pages::page::Page::ALL
        .iter()
        .map(|page| page.path)
        .collect();
    let problems = match vitrine::content::Library::embedded() {
        Ok(library) => library.broken_links(&pages),
        Err(errors) => errors,
    };
    if !problems.is_empty() {
        let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
        anyhow::bail!("content problems:\n{}", list.join("\n"));
    }
    let store = Store::connect(&config.database_url).await?;
    let mailer = vitrine::mail::Mailer::from_config(&config)?;
    if mailer.is_maildir() {
        tracing::info!(maildir = %config.maildir().display(), "no SMTP server configured: mails are written to the Maildir");
    }
    let state = AppState::new(config, store.clone());
    let state_config = state.config.clone();
    // Sends what the outbox holds, including mails queued before a crash or a restart.
    let worker = vitrine::mail::worker::Worker::new(store.clone(), mailer, state.config.clone());
    let sender = actix_web::rt::spawn(worker.run());
    let malformed = actix_web::rt::spawn(async {
        let mut every = tokio::time::interval(vitrine::observe::MALFORMED_SUMMARY_EVERY);
        loop {
            every.tick().await;
            vitrine::observe::log_malformed_requests();
        }
    });
    tracing::info!(%listen, "serving");
    HttpServer::new(move || App::new().configure(vitrine::configure(state.clone())))
        // Graceful stop on SIGTERM (systemd, `kill`): stop accepting, let the requests in
        // flight finish (a contact post is stored before it is acknowledged), then exit.
        // Must stay below TimeoutStopSec in deploy/vitrine.service.
        .shutdown_timeout(SHUTDOWN_TIMEOUT_SECS)
        .on_connect(no_delay)
        .bind(listen)
        .with_context(|| format!("cannot listen on {listen}"))?
        .run()
        .await
        .context("server stopped with an error")?;
    sender.abort();
    malformed.abort();
    // Every acknowledged sign-up becomes a subscriber before the process exits (its mail goes
    // at the next start).
    if let Err(error) =
        vitrine::mail::worker::apply_signups(&store, &state_config, usize::MAX).await
    {
        tracing::warn!(%error, "sign-ups left for the next start");
    }
    vitrine::observe::log_malformed_requests();
    // Every request has finished: close the pool so SQLite folds its WAL back into the file.
    store.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// A write past the process's file-size limit (`ulimit -f`, systemd's LimitFSIZE) raises
/// SIGXFSZ, whose default action kills the process without a word. Handled, the write fails
/// with EFBIG instead: the store reports it, the visitor is told to retry, and the log says so.
fn handle_file_size_signal() -> anyhow::Result<()> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut signals =
        signal(SignalKind::from_raw(libc::SIGXFSZ)).context("cannot handle SIGXFSZ")?;
    actix_web::rt::spawn(async move {
        while signals.recv().await.is_some() {
            vitrine::store::note_file_size_limit_hit();
            tracing::error!("a write went past the process's file-size limit (SIGXFSZ)");
        }
    });
    Ok(())
}

/// Responses leave at once: without TCP_NODELAY, Nagle's algorithm and the client's delayed
/// ACK hold the last segment of an answer for up to 40 ms (measured: p50 42 ms under load).
fn no_delay(connection: &dyn std::any::Any, _: &mut actix_web::dev::Extensions) {
    if let Some(stream) = connection.downcast_ref::<actix_web::rt::net::TcpStream>() {
        if let Err(error) = stream.set_nodelay(true) {
            tracing::debug!(%error, "cannot set TCP_NODELAY");
        }
    }
}

/// Longest wait for requests in flight after SIGTERM, in seconds.
const SHUTDOWN_TIMEOUT_SECS: u64 = 20;

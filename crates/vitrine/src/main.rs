//! The `vitrine` command: parse the command line, load the configuration, hand off.

use std::path::PathBuf;

use actix_web::{App, HttpServer};
use anyhow::Context;
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

use vitrine::backup::BackupCommand;
use vitrine::cli::{
    AuditCommand, MailCommand, NewsletterCommand, OperatorsCommand, PeopleCommand, RecordsCommand,
    StatsArgs, SubscribersCommand,
};
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
    /// The audience per day: page views, visitors, pages, referrers, devices, conversions.
    Stats(StatsArgs),
    /// The console's operators: who may sign in at /console.
    Operators {
        #[command(subcommand)]
        command: OperatorsCommand,
    },
    /// Everything stored about one email address: export it or erase it.
    People {
        #[command(subcommand)]
        command: PeopleCommand,
    },
    /// The console's audit log.
    Audit {
        #[command(subcommand)]
        command: AuditCommand,
    },
    /// Delete now what `[retention]` keeps no longer (the site does it daily).
    Retention,
    /// Copies of the SQLite database, each checked (`PRAGMA integrity_check`): `backup FILE`
    /// writes one there, even while the site runs; `backup` alone writes a dated one into
    /// `backup.dir` and keeps the newest `backup.keep`; `backup restore FILE` puts one back.
    #[command(args_conflicts_with_subcommands = true)]
    Backup {
        #[command(subcommand)]
        command: Option<BackupCommand>,
        /// The copy to write (must not exist yet); without it, a dated copy in `backup.dir`.
        file: Option<PathBuf>,
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
        Command::Stats(args) => tool(vitrine::cli::stats(&config.database_url, &args)),
        Command::Operators { command } => tool(vitrine::cli::operators(
            &config.database_url,
            &config.organisation.brand,
            &command,
        )),
        Command::People { command } => tool(vitrine::cli::people(&config.database_url, &command)),
        Command::Audit { command } => tool(vitrine::cli::audit(&config.database_url, &command)),
        Command::Retention => tool(vitrine::cli::retention(
            &config.database_url,
            &config.retention,
        )),
        Command::Backup { command, file } => tool(backup(&config, command, file)),
        Command::Pages { .. } => Ok(()),
    }
}

async fn backup(
    config: &Config,
    command: Option<BackupCommand>,
    file: Option<PathBuf>,
) -> anyhow::Result<()> {
    match (command, file) {
        (Some(BackupCommand::Restore { file }), _) => {
            let restored = vitrine::backup::restore(&config.database_url, &file).await?;
            match restored.kept_aside {
                Some(aside) => eprintln!(
                    "restored {} as {}; the file it replaced is kept as {}",
                    file.display(),
                    restored.database.display(),
                    aside.display()
                ),
                None => eprintln!(
                    "restored {} as {}",
                    file.display(),
                    restored.database.display()
                ),
            }
            Ok(())
        }
        (None, Some(file)) => vitrine::backup::to_file(&config.database_url, &file).await,
        (None, None) => vitrine::backup::scheduled(config).await.map(|_| ()),
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

const LOG_QUEUE_LINES: usize = 8192;

/// Log lines go to stderr through a writer thread and a buffer: a worker answering a request
/// only hands its line over, instead of making a write system call per request (which cost
/// a cached page a third of its throughput). No line is dropped: when the hand-over queue is
/// full, the worker waits. The writer thread writes as soon as lines arrive and flushes
/// whenever the queue is empty, so lines still reach the journal at once. The queue holds
/// `LOG_QUEUE_LINES` lines (about 2 MB): with the library's default of 128,000, lines wait in
/// memory whenever the writer thread gets less of the CPU than the workers (a 10-second flood
/// of 64 connections left the process 2.8 MB larger at its peak).
fn init_logging(format: LogFormat) -> tracing_appender::non_blocking::WorkerGuard {
    use tracing_subscriber::layer::{Layer, SubscriberExt};
    use tracing_subscriber::util::SubscriberInitExt;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Colours only on a terminal: journald and log files get plain text.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let (writer, flush_guard) = tracing_appender::non_blocking::NonBlockingBuilder::default()
        .lossy(false)
        .buffered_lines_limit(LOG_QUEUE_LINES)
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
    let metrics_listen = config.metrics_listen;
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
    // Held until the server has stopped: a restore waits for it, and it for a restore.
    let _serving = vitrine::backup::FolderLock::for_serving(&config.database_url)?;
    let store = Store::connect(&config.database_url).await?;
    let mailer = vitrine::mail::Mailer::from_config(&config)?;
    if mailer.is_maildir() {
        tracing::info!(maildir = %config.maildir().display(), "no SMTP server configured: mails are written to the Maildir");
    }
    let state = AppState::new(config, store.clone());
    let state_config = state.config.clone();
    // Today's salt before the first visitor; a database that cannot give one now is tried
    // again at every tick (meanwhile views count, visitors not).
    let audience = std::sync::Arc::clone(&state.audience);
    if let Err(error) = audience.prepare().await {
        tracing::warn!(error = format!("{error:#}"), "audience not ready yet");
    }
    let counter = actix_web::rt::spawn(std::sync::Arc::clone(&audience).run());
    // Sends what the outbox holds, including mails queued before a crash or a restart.
    let worker = vitrine::mail::worker::Worker::new(store.clone(), mailer, state.config.clone());
    let sender = actix_web::rt::spawn(worker.run());
    // The daily clean-up `[retention]` promises (the privacy page states the same figures);
    // its first run at start, so a site restarted daily still runs it.
    let retention = {
        let store = store.clone();
        let settings = state.config.retention;
        actix_web::rt::spawn(async move {
            let mut every = tokio::time::interval(vitrine::store::retention::RETENTION_EVERY);
            loop {
                every.tick().await;
                let now = time::OffsetDateTime::now_utc().unix_timestamp();
                match store.apply_retention(&settings, now).await {
                    Ok(report) => tracing::info!(?report, "retention applied"),
                    Err(error) => {
                        tracing::warn!(%error, "retention clean-up failed; next run tomorrow")
                    }
                }
            }
        })
    };
    let malformed = actix_web::rt::spawn(async {
        // The first summary one period after the start (an interval's first tick is at once,
        // which split the first minute's count in two when the start was slow).
        let period = vitrine::observe::MALFORMED_SUMMARY_EVERY;
        let mut every = tokio::time::interval_at(tokio::time::Instant::now() + period, period);
        loop {
            every.tick().await;
            vitrine::observe::log_malformed_requests();
        }
    });
    let metrics = serve_metrics(metrics_listen, vitrine::metrics::install(store.clone())?);
    let server = HttpServer::new(move || {
        App::new()
            .wrap(actix_web::middleware::from_fn(close_when_stopping))
            .configure(vitrine::configure(state.clone()))
    })
    // Graceful stop on SIGTERM (systemd, `kill`): stop accepting, let the requests in
    // flight finish (a contact post is stored before it is acknowledged; a kept-alive
    // connection is closed after its answer), then exit.
    // Must stay below TimeoutStopSec in deploy/vitrine.service.
    .shutdown_timeout(SHUTDOWN_TIMEOUT_SECS)
    .on_connect(no_delay)
    .disable_signals();
    let server = match inherited_listener()? {
        Some(socket) => {
            let address = socket.local_addr().context("the passed socket's address")?;
            tracing::info!(listen = %address, configured = %listen, "serving on the socket systemd passed");
            server
                .listen(socket)
                .context("cannot serve on the passed socket")?
        }
        None => {
            tracing::info!(%listen, "serving");
            server
                .bind(listen)
                .with_context(|| format!("cannot listen on {listen}"))?
        }
    };
    let server = server.run();
    stop_on_signals(server.handle())?;
    server.await.context("server stopped with an error")?;
    if let Some(metrics) = metrics {
        metrics.stop(false).await;
    }
    sender.abort();
    retention.abort();
    malformed.abort();
    counter.abort();
    // The counts of the last seconds reach the database before the process exits.
    if let Err(error) = audience.flush().await {
        tracing::warn!(
            error = format!("{error:#}"),
            "audience counts of the last seconds lost"
        );
    }
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

/// SIGTERM (systemd, `kill`) stops gracefully, SIGINT and SIGQUIT at once, as actix-web's own
/// handling does, but a graceful stop first stops accepting and lets the workers take the
/// connections already accepted, and only then stops the workers: a stopping worker drops the
/// connections still queued to it, which on a socket handed over to the next process would
/// reset a connection that the next process would otherwise have answered.
fn stop_on_signals(server: actix_web::dev::ServerHandle) -> anyhow::Result<()> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut term = signal(SignalKind::terminate()).context("cannot handle SIGTERM")?;
    let mut int = signal(SignalKind::interrupt()).context("cannot handle SIGINT")?;
    let mut quit = signal(SignalKind::quit()).context("cannot handle SIGQUIT")?;
    actix_web::rt::spawn(async move {
        let graceful = tokio::select! {
            _ = term.recv() => true,
            _ = int.recv() => false,
            _ = quit.recv() => false,
        };
        if graceful {
            tracing::info!("SIGTERM: stopping gracefully");
            STOPPING.store(true, std::sync::atomic::Ordering::Relaxed);
            server.pause().await;
            actix_web::rt::time::sleep(ACCEPTED_HANDOVER).await;
        } else {
            tracing::info!("stopping at once");
        }
        server.stop(graceful).await;
    });
    Ok(())
}

/// Set on SIGTERM: the answers from then on close their connection.
static STOPPING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Once stopping, every answer says `Connection: close`, so a client on a kept-alive
/// connection opens a new one for its next request (which the next process answers) instead
/// of sending it on a connection this process is about to close, where it would be lost.
async fn close_when_stopping(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    let mut response = next.call(req).await?;
    if STOPPING.load(std::sync::atomic::Ordering::Relaxed) {
        response
            .response_mut()
            .head_mut()
            .set_connection_type(actix_web::http::ConnectionType::Close);
    }
    Ok(response)
}

/// The listening socket systemd passes when `vitrine.socket` starts the service (the
/// `LISTEN_FDS` protocol): it stays open across a restart, so connections arriving between
/// the old process's exit and the new one's start wait in its queue instead of being refused.
/// `None` when started by hand: the server binds `listen` itself.
fn inherited_listener() -> anyhow::Result<Option<std::net::TcpListener>> {
    let mut passed = listenfd::ListenFd::from_env();
    if passed.len() > 1 {
        tracing::warn!(
            sockets = passed.len(),
            "several sockets passed: serving on the first only"
        );
    }
    passed
        .take_tcp_listener(0)
        .context("the socket passed by systemd (LISTEN_FDS) is not a listening TCP socket")
}

/// `GET /metrics` on its own listener, with one worker. A port already taken (another
/// instance on the machine) leaves the site serving without metrics, and says so.
fn serve_metrics(
    listen: std::net::SocketAddr,
    exporter: vitrine::metrics::Exporter,
) -> Option<actix_web::dev::ServerHandle> {
    let server = HttpServer::new(move || {
        App::new().configure(vitrine::metrics::configure(exporter.clone()))
    })
    .workers(1)
    .shutdown_timeout(1)
    // Stopped by `serve` once the site has stopped: actix-web's own handling of SIGTERM would
    // stop the whole process as soon as this server had, cutting the site's graceful stop short.
    .disable_signals()
    .bind(listen);
    match server {
        Ok(server) => {
            tracing::info!(%listen, "metrics at http://{listen}/metrics");
            let server = server.run();
            let handle = server.handle();
            actix_web::rt::spawn(server);
            Some(handle)
        }
        Err(error) => {
            tracing::error!(%listen, %error, "metrics not served: cannot listen");
            None
        }
    }
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

/// After SIGTERM, how long the workers have to take the connections accepted just before
/// accepting stopped (they do within a millisecond; this leaves room for a loaded machine).
const ACCEPTED_HANDOVER: std::time::Duration = std::time::Duration::from_millis(250);

/// Longest wait for requests in flight after SIGTERM, in seconds.
const SHUTDOWN_TIMEOUT_SECS: u64 = 20;

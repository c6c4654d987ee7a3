//! The `vitrine` command: parse the command line, load the configuration, hand off.

use std::path::PathBuf;

use actix_web::{App, HttpServer};
use anyhow::Context;
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

use vitrine::config::{Config, LogFormat};
use vitrine::AppState;

#[derive(Parser)]
#[command(name = "vitrine", version, about = "The consultancy's website and its operator tools")]
struct Cli {
    /// Configuration file.
    #[arg(long, env = "VITRINE_CONFIG", default_value = "config/site.toml", global = true)]
    config: PathBuf,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the site on the configured address.
    Serve,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let config = Config::load(&cli.config)?;
    init_logging(config.log_format);
    match cli.command {
        Command::Serve => serve(config),
    }
}

fn init_logging(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Colours only on a terminal: journald and log files get plain text.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_ansi(ansi);
    match format {
        LogFormat::Json => builder.json().flatten_event(true).init(),
        LogFormat::Text => builder.init(),
    }
}

#[actix_web::main]
async fn serve(config: Config) -> anyhow::Result<()> {
    let listen = config.listen;
    let state = AppState::new(config);
    tracing::info!(%listen, "serving");
    HttpServer::new(move || App::new().configure(vitrine::configure(state.clone())))
        // Graceful stop on SIGTERM (systemd, `kill`): stop accepting, let the requests in
        // flight finish (a contact post is stored before it is acknowledged), then exit.
        // Must stay below TimeoutStopSec in deploy/vitrine.service.
        .shutdown_timeout(SHUTDOWN_TIMEOUT_SECS)
        .bind(listen)
        .with_context(|| format!("cannot listen on {listen}"))?
        .run()
        .await
        .context("server stopped with an error")?;
    tracing::info!("stopped");
    Ok(())
}

/// Longest wait for requests in flight after SIGTERM, in seconds.
const SHUTDOWN_TIMEOUT_SECS: u64 = 20;

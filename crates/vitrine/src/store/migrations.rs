//! The schema's history, one file per migration in `crates/vitrine/migrations/`, written once
//! for both databases in the SQL they share. The one thing the two spell differently is a
//! table's own row id; PostgreSQL gets its spelling by [`for_postgres`]. The texts each
//! database runs are the ones released before the files were merged, byte for byte: sqlx
//! refuses to start on a database whose applied migration's checksum changed.

use std::borrow::Cow;
use std::future::{ready, Future};
use std::pin::Pin;

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};

use super::Backend;

/// A migration's file name without `.sql`, and its text.
macro_rules! migration {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!("../../migrations/", $name, ".sql")),
        )
    };
}

/// Every migration, oldest first. A new one is added here and as a file (a test checks that
/// the two lists agree).
pub const MIGRATIONS: &[(&str, &str)] = &[
    migration!("20261122000001_forms"),
    migration!("20261123000002_mail"),
    migration!("20261123000003_contact_subject"),
    migration!("20261123000004_limits"),
    migration!("20261125000005_signup_limits"),
    migration!("20261126000001_console_operators"),
    migration!("20261126000002_console_audit_log"),
    migration!("20261126000003_message_status"),
    migration!("20261126000010_newsletter_issues"),
    migration!("20261126000020_audience"),
];

/// SQLite's row id column, as the migrations write it, and PostgreSQL's.
const SQLITE_ROW_ID: &str = "INTEGER PRIMARY KEY AUTOINCREMENT";
const POSTGRES_ROW_ID: &str = "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY";

/// A migration's text as PostgreSQL runs it.
pub fn for_postgres(sql: &str) -> String {
    sql.replace(SQLITE_ROW_ID, POSTGRES_ROW_ID)
}

/// The migrations of `backend`, as sqlx runs them.
#[derive(Debug)]
struct Source(Backend);

impl MigrationSource<'static> for Source {
    fn resolve(self) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send>> {
        Box::pin(ready(
            MIGRATIONS
                .iter()
                .map(|(name, sql)| migration(self.0, name, sql))
                .collect(),
        ))
    }
}

fn migration(backend: Backend, name: &str, sql: &'static str) -> Result<Migration, BoxDynError> {
    let (version, description) = name
        .split_once('_')
        .ok_or_else(|| format!("migration {name} has no version"))?;
    let sql = match backend {
        Backend::Sqlite => Cow::Borrowed(sql),
        Backend::Postgres => Cow::Owned(for_postgres(sql)),
    };
    Ok(Migration::new(
        version.parse()?,
        Cow::Owned(description.replace('_', " ")),
        MigrationType::Simple,
        sql,
        false,
    ))
}

/// The migrator of `backend`. Migrations only add (tables, columns with a default, indexes),
/// and a database may hold migrations this binary does not know: those of a newer release that
/// was rolled back. The previous release then starts on the newer schema, which it reads as
/// before.
pub async fn migrator(backend: Backend) -> anyhow::Result<Migrator> {
    let mut migrator = Migrator::new(Source(backend)).await?;
    migrator.set_ignore_missing(true);
    Ok(migrator)
}

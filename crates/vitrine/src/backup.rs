//! Copies of the SQLite database, and putting one back.
//!
//! - `vitrine backup FILE`: one consistent copy (`VACUUM INTO` reads one snapshot, so the site
//!   keeps serving and writing meanwhile), checked.
//! - `vitrine backup`: the daily copy (a systemd timer runs it), named by its UTC time in
//!   `backup.dir`, checked, then all but the newest `backup.keep` of these dated copies deleted.
//!   Other files in the folder (a copy the operator named) are never touched.
//! - `vitrine backup restore FILE`: the copy put in place of the database, checked first, the
//!   current file (with its `-wal` and `-shm`) renamed aside rather than deleted.
//!
//! A copy is checked by opening it as a database, running `PRAGMA integrity_check` and reading
//! the migrations table: a file that fails any of these is not a backup.
//!
//! A restore must not happen under a running site, which would go on writing into the file it
//! has open (renamed aside) while visitors' posts vanish from the new one. So `vitrine serve`
//! holds a shared lock on the database's folder for as long as it runs, and a restore takes it
//! exclusively or refuses. A server started during a restore (by its socket) waits for it.

use std::fs::File;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use clap::Subcommand;
use rustix::fs::FlockOperation;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection, Row};

use crate::config::Config;
use crate::store::{sqlite_file, Store};

/// `vitrine backup restore FILE`.
#[derive(Debug, Subcommand)]
pub enum BackupCommand {
    /// Put FILE in place of the database, the current file kept aside; the site must be
    /// stopped (`sudo vitrine-ctl backup restore FILE` stops and starts it).
    Restore {
        /// A copy written by `vitrine backup`.
        file: PathBuf,
    },
}

/// How dated copies are named: `vitrine-20261122T031500Z.db`.
const DATED_PREFIX: &str = "vitrine-";
const DATED_SUFFIX: &str = ".db";
const DATED_STAMP: &[time::format_description::BorrowedFormatItem<'static>] =
    time::macros::format_description!("[year][month][day]T[hour][minute][second]Z");

/// `vitrine backup FILE`: a checked copy at `target`, which must not exist yet.
pub async fn to_file(database_url: &str, target: &Path) -> anyhow::Result<()> {
    if target.exists() {
        bail!(
            "{} already exists; choose a new file name",
            target.display()
        );
    }
    let partial = partial_path(target)?;
    copy_checked(database_url, &partial, target).await?;
    eprintln!("backup written to {} (integrity ok)", target.display());
    Ok(())
}

/// `vitrine backup`: a dated, checked copy in `backup.dir`; then the dated copies beyond the
/// newest `backup.keep` are deleted. Returns the new copy's path.
pub async fn scheduled(config: &Config) -> anyhow::Result<PathBuf> {
    let dir = &config.backup.dir;
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the backup folder {}", dir.display()))?;
    let stamp = time::OffsetDateTime::now_utc()
        .format(DATED_STAMP)
        .context("format the backup's time")?;
    let target = dir.join(format!("{DATED_PREFIX}{stamp}{DATED_SUFFIX}"));
    if target.exists() {
        bail!(
            "{} already exists (two backups within one second)",
            target.display()
        );
    }
    let partial = partial_path(&target)?;
    copy_checked(&config.database_url, &partial, &target).await?;
    let deleted = prune(dir, config.backup.keep)?;
    eprintln!(
        "backup written to {} (integrity ok); {} dated copies kept, {} deleted{}",
        target.display(),
        dated_copies(dir)?.len(),
        deleted.len(),
        if deleted.is_empty() {
            String::new()
        } else {
            format!(
                ": {}",
                deleted
                    .iter()
                    .map(|path| path.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
    );
    Ok(target)
}

/// Writes the copy beside its final name, checks it, then renames it: a copy that fails its
/// check never takes a dated name (nor pushes a good one out), and a crash leaves only a
/// partial file that nothing counts.
async fn copy_checked(database_url: &str, partial: &Path, target: &Path) -> anyhow::Result<()> {
    let Some(database) = sqlite_file(database_url) else {
        bail!(
            "`vitrine backup` copies the SQLite database; with PostgreSQL, back up with pg_dump \
             (see README, Back up and restore)"
        );
    };
    if !database.is_file() {
        bail!(
            "no database at {}: run from the site's folder or set VITRINE_DATABASE_URL",
            database.display()
        );
    }
    remove_if_present(partial)?;
    let store = Store::connect(database_url).await?;
    let copied = store.backup(partial).await;
    store.close().await;
    copied?;
    if let Err(error) = check(partial).await {
        remove_if_present(partial)?;
        return Err(error.context(format!("the copy {} failed its check", target.display())));
    }
    std::fs::rename(partial, target)
        .with_context(|| format!("cannot rename the copy to {}", target.display()))?;
    Ok(())
}

/// Opens `file` as a database and checks it: `PRAGMA integrity_check` answers `ok`, and the
/// migrations table is there (it is the site's database, not any SQLite file).
pub async fn check(file: &Path) -> anyhow::Result<()> {
    if !file.is_file() {
        bail!("{} is not a file", file.display());
    }
    let mut conn = SqliteConnectOptions::new()
        .filename(file)
        .create_if_missing(false)
        .connect()
        .await
        .with_context(|| format!("cannot open {} as a database", file.display()))?;
    let verdict: Result<(), anyhow::Error> = async {
        let rows = sqlx::query("PRAGMA integrity_check")
            .fetch_all(&mut conn)
            .await
            .context("PRAGMA integrity_check")?;
        let lines: Vec<String> = rows
            .iter()
            .map(|row| row.try_get::<String, _>(0))
            .collect::<Result<_, _>>()
            .context("read the integrity check")?;
        if lines != ["ok"] {
            bail!("integrity check: {}", lines.join("; "));
        }
        let migrations: i64 = sqlx::query("SELECT COUNT(*) FROM _sqlx_migrations")
            .fetch_one(&mut conn)
            .await
            .context("not the site's database (no migrations table)")?
            .try_get(0)?;
        if migrations == 0 {
            bail!("not the site's database (no migration applied)");
        }
        Ok(())
    }
    .await;
    conn.close().await.ok();
    verdict.with_context(|| format!("{} is not a sound backup", file.display()))
}

/// Deletes the oldest dated copies in `dir` beyond the newest `keep`; returns what it deleted.
pub fn prune(dir: &Path, keep: usize) -> anyhow::Result<Vec<PathBuf>> {
    let copies = dated_copies(dir)?;
    let excess = copies.len().saturating_sub(keep);
    let mut deleted = Vec::with_capacity(excess);
    for old in copies.into_iter().take(excess) {
        std::fs::remove_file(&old)
            .with_context(|| format!("cannot delete the old copy {}", old.display()))?;
        deleted.push(old);
    }
    Ok(deleted)
}

/// The dated copies in `dir`, oldest first (their names sort by time).
pub fn dated_copies(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut copies = Vec::new();
    let entries =
        std::fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))?;
    for entry in entries {
        let entry = entry.with_context(|| format!("cannot list {}", dir.display()))?;
        let name = entry.file_name();
        if name.to_str().is_some_and(is_dated_name) && entry.path().is_file() {
            copies.push(entry.path());
        }
    }
    copies.sort();
    Ok(copies)
}

/// `vitrine-YYYYMMDDThhmmssZ.db` and nothing else.
fn is_dated_name(name: &str) -> bool {
    let Some(stamp) = name
        .strip_prefix(DATED_PREFIX)
        .and_then(|rest| rest.strip_suffix(DATED_SUFFIX))
    else {
        return false;
    };
    time::PrimitiveDateTime::parse(stamp, DATED_STAMP).is_ok()
}

/// What a restore did.
#[derive(Debug)]
pub struct Restored {
    /// The database file, now the copy.
    pub database: PathBuf,
    /// Where the file it replaced went (`None`: there was none).
    pub kept_aside: Option<PathBuf>,
}

/// `vitrine backup restore FILE`: checks a copy of `source` in the database's folder, moves
/// the current database aside (`vitrine.db.before-restore-<time>`, with its `-wal` and
/// `-shm`, so it still opens as it was) and puts the copy in its place. Refuses while a server
/// has the database open.
pub async fn restore(database_url: &str, source: &Path) -> anyhow::Result<Restored> {
    let Some(database) = sqlite_file(database_url) else {
        bail!(
            "`vitrine backup restore` puts back a SQLite copy; with PostgreSQL, restore with \
             pg_restore (see README, Back up and restore)"
        );
    };
    let folder = folder_of(&database);
    std::fs::create_dir_all(&folder)
        .with_context(|| format!("cannot create the database folder {}", folder.display()))?;
    let _exclusive = FolderLock::exclusive(&folder)?;
    let name = database
        .file_name()
        .and_then(|name| name.to_str())
        .context("the database file name must be valid UTF-8")?;
    let incoming = folder.join(format!(".{name}.restoring"));
    remove_if_present(&incoming)?;
    std::fs::copy(source, &incoming)
        .with_context(|| format!("cannot copy {} into {}", source.display(), folder.display()))?;
    File::open(&incoming)
        .and_then(|file| file.sync_all())
        .with_context(|| format!("cannot write {} to disk", incoming.display()))?;
    if let Err(error) = check(&incoming).await {
        remove_if_present(&incoming)?;
        return Err(error.context(format!("{} was not restored", source.display())));
    }
    let kept_aside = if database.exists() {
        let stamp = time::OffsetDateTime::now_utc()
            .format(DATED_STAMP)
            .context("format the time")?;
        let aside = folder.join(format!("{name}.before-restore-{stamp}"));
        // The journal files follow the database under its new name, so the file kept aside
        // opens with every commit it had.
        for suffix in ["-wal", "-shm", ""] {
            let from = folder.join(format!("{name}{suffix}"));
            if from.exists() {
                let to = folder.join(format!("{name}.before-restore-{stamp}{suffix}"));
                std::fs::rename(&from, &to).with_context(|| {
                    format!("cannot move {} aside to {}", from.display(), to.display())
                })?;
            }
        }
        Some(aside)
    } else {
        None
    };
    std::fs::rename(&incoming, &database)
        .with_context(|| format!("cannot put the copy in place at {}", database.display()))?;
    File::open(&folder)
        .and_then(|dir| dir.sync_all())
        .with_context(|| format!("cannot write {} to disk", folder.display()))?;
    Ok(Restored {
        database,
        kept_aside,
    })
}

/// A lock on the database's folder: shared while a server runs, exclusive during a restore.
/// Released when dropped (the descriptor closes).
pub struct FolderLock {
    _folder: File,
}

impl FolderLock {
    /// For `vitrine serve` on a SQLite file (`None` for PostgreSQL or memory): waits while a
    /// restore runs, then holds the lock until the server stops.
    pub fn for_serving(database_url: &str) -> anyhow::Result<Option<FolderLock>> {
        let Some(database) = sqlite_file(database_url) else {
            return Ok(None);
        };
        let folder = folder_of(&database);
        std::fs::create_dir_all(&folder)
            .with_context(|| format!("cannot create the database folder {}", folder.display()))?;
        let handle = File::open(&folder)
            .with_context(|| format!("cannot open the database folder {}", folder.display()))?;
        if rustix::fs::flock(&handle, FlockOperation::NonBlockingLockShared).is_err() {
            tracing::warn!(folder = %folder.display(), "a restore is running: waiting for it to finish");
            rustix::fs::flock(&handle, FlockOperation::LockShared)
                .with_context(|| format!("cannot lock {}", folder.display()))?;
        }
        Ok(Some(FolderLock { _folder: handle }))
    }

    fn exclusive(folder: &Path) -> anyhow::Result<FolderLock> {
        let handle = File::open(folder)
            .with_context(|| format!("cannot open the database folder {}", folder.display()))?;
        if rustix::fs::flock(&handle, FlockOperation::NonBlockingLockExclusive).is_err() {
            bail!(
                "a running server has the database in {} open: stop it first \
                 (`sudo systemctl stop vitrine.socket vitrine.service`, or restore through \
                 `sudo vitrine-ctl backup restore FILE`, which does)",
                folder.display()
            );
        }
        Ok(FolderLock { _folder: handle })
    }
}

fn folder_of(database: &Path) -> PathBuf {
    match database.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// `.name.partial` beside `target`.
fn partial_path(target: &Path) -> anyhow::Result<PathBuf> {
    let name = target
        .file_name()
        .and_then(|name| name.to_str())
        .context("the backup path must end in a valid UTF-8 file name")?;
    Ok(target.with_file_name(format!(".{name}.partial")))
}

fn remove_if_present(path: &Path) -> anyhow::Result<()> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(error) => Err(error).with_context(|| format!("cannot remove {}", path.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_dated_names_count_as_scheduled_copies() {
        assert!(is_dated_name("vitrine-20261122T031500Z.db"));
        for name in [
            "vitrine-2026-11-22.db",
            "vitrine-20261122T031500Z.db.partial",
            ".vitrine-20261122T031500Z.db.partial",
            "vitrine-20261322T031500Z.db",
            "other-20261122T031500Z.db",
            "vitrine-.db",
        ] {
            assert!(!is_dated_name(name), "{name}");
        }
    }

    #[test]
    fn pruning_keeps_the_newest_and_leaves_other_files_alone() {
        let dir = tempfile::tempdir().expect("temp dir");
        let names = [
            "vitrine-20261120T031500Z.db",
            "vitrine-20261122T031500Z.db",
            "vitrine-20261121T031500Z.db",
            "vitrine-before-migration.db",
            "notes.txt",
        ];
        for name in names {
            std::fs::write(dir.path().join(name), name).expect("write");
        }
        let deleted = prune(dir.path(), 2).expect("prune");
        assert_eq!(
            deleted,
            vec![dir.path().join("vitrine-20261120T031500Z.db")]
        );
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .expect("list")
            .map(|entry| {
                entry
                    .expect("entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                "notes.txt",
                "vitrine-20261121T031500Z.db",
                "vitrine-20261122T031500Z.db",
                "vitrine-before-migration.db"
            ]
        );
        assert!(prune(dir.path(), 2).expect("prune again").is_empty());
    }
}

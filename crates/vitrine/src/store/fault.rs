//! When the database cannot take a write: what the failure means for the visitor, and the
//! checks of an SQLite database's file that SQLite itself does not make.
//!
//! SQLite keeps writing through the descriptors it holds: into a file whose folder was
//! removed (the data then vanishes with the last descriptor), or into a file made read-only
//! after it was opened. So before each write, and in the health check, the path is looked at
//! again; a connection opened before the file changed, or during a fault, is not reused.

use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use rustix::fs::Access;

/// Why the database cannot take a write now. `reason` is what `/healthz` says: short, without
/// a path, a query or a server name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unavailable {
    DiskFull,
    ReadOnly,
    FileMissing,
    /// Another process holds the write lock past the busy timeout.
    Locked,
    /// The server cannot be reached, or a connection cannot be opened.
    Unreachable,
    /// Any other failed write: an I/O error, a file over the process's size limit (EFBIG).
    WriteFailed,
}

impl Unavailable {
    pub(crate) fn reason(self) -> &'static str {
        match self {
            Unavailable::DiskFull => "disk full",
            Unavailable::ReadOnly => "database read-only",
            Unavailable::FileMissing => "database file missing",
            Unavailable::Locked => "database locked",
            Unavailable::Unreachable => "database unreachable",
            Unavailable::WriteFailed => "database write failed",
        }
    }
}

/// A failed store operation.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database cannot take the write now; nothing was stored, the visitor may retry.
    #[error("{}: {detail}", .reason.reason())]
    Unavailable { reason: Unavailable, detail: String },
    /// Anything else (a bug, a corrupt row): a server error.
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl StoreError {
    pub fn unavailable(reason: Unavailable, detail: impl Into<String>) -> StoreError {
        StoreError::Unavailable {
            reason,
            detail: detail.into(),
        }
    }

    /// A row that does not read as expected: a bug, not a fault of the database.
    pub(crate) fn decode(error: sqlx::Error) -> StoreError {
        StoreError::Other(anyhow::Error::new(error).context("read a row"))
    }

    /// The reason when the database is unavailable, `None` for other failures.
    pub(crate) fn unavailable_reason(&self) -> Option<Unavailable> {
        match self {
            StoreError::Unavailable { reason, .. } => Some(*reason),
            StoreError::Other(_) => None,
        }
    }
}

/// What a database error means for a write, or `None` when it is not about the database's
/// availability (a bug: a server error).
pub(crate) fn classify(error: &sqlx::Error) -> Option<Unavailable> {
    match error {
        sqlx::Error::Io(io) => Some(classify_io(io)),
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_) => Some(Unavailable::Unreachable),
        sqlx::Error::Database(db) => db.code().and_then(|code| classify_code(&code)),
        _ => None,
    }
}

fn classify_io(error: &io::Error) -> Unavailable {
    match error.raw_os_error() {
        Some(code) if code == rustix::io::Errno::NOSPC.raw_os_error() => Unavailable::DiskFull,
        Some(code)
            if code == rustix::io::Errno::ROFS.raw_os_error()
                || code == rustix::io::Errno::ACCESS.raw_os_error()
                || code == rustix::io::Errno::PERM.raw_os_error() =>
        {
            Unavailable::ReadOnly
        }
        Some(code) if code == rustix::io::Errno::FBIG.raw_os_error() => Unavailable::WriteFailed,
        _ => Unavailable::Unreachable,
    }
}

/// PostgreSQL's SQLSTATEs are five characters (some all digits: `53100`); SQLite's extended
/// result codes are numbers of at most four digits.
fn classify_code(code: &str) -> Option<Unavailable> {
    if code.len() < 5 {
        let Ok(number) = code.parse::<i64>() else {
            return None;
        };
        return match number & 0xff {
            13 => Some(Unavailable::DiskFull),         // SQLITE_FULL
            8 | 3 => Some(Unavailable::ReadOnly),      // SQLITE_READONLY, SQLITE_PERM
            5 | 6 => Some(Unavailable::Locked),        // SQLITE_BUSY, SQLITE_LOCKED
            14 => Some(Unavailable::Unreachable),      // SQLITE_CANTOPEN
            10 | 15 => Some(Unavailable::WriteFailed), // SQLITE_IOERR, SQLITE_PROTOCOL
            _ => None,
        };
    }
    match code {
        "53100" => Some(Unavailable::DiskFull),
        "25006" => Some(Unavailable::ReadOnly),
        "40001" | "40P01" | "55P03" | "57014" => Some(Unavailable::Locked),
        "58030" => Some(Unavailable::WriteFailed),
        _ if code.starts_with("08") || code.starts_with("53") || code.starts_with("57P") => {
            Some(Unavailable::Unreachable)
        }
        _ => None,
    }
}

/// When the process last got SIGXFSZ: a write went past its file-size limit (and failed with
/// EFBIG). One per process, as the limit is.
static FILE_SIZE_LIMIT_HIT: Mutex<Option<Instant>> = Mutex::new(None);

/// Records a SIGXFSZ (the binary's signal handler calls this).
pub fn note_file_size_limit_hit() {
    let mut last = FILE_SIZE_LIMIT_HIT
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    *last = Some(Instant::now());
}

/// Whether a write went past the file-size limit less than `within` ago. Small writes may
/// still fit meanwhile, so a success does not clear this: only time does.
pub(crate) fn file_size_limit_hit_within(within: std::time::Duration) -> bool {
    FILE_SIZE_LIMIT_HIT
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .is_some_and(|at| at.elapsed() < within)
}

/// The file of an SQLite database, looked at again before each write.
pub(crate) struct DbFile {
    path: PathBuf,
    state: Mutex<FileState>,
}

struct FileState {
    /// Device and inode of the file the connections were opened on.
    identity: Option<(u64, u64)>,
    /// The last check failed.
    faulted: bool,
    /// Connections opened before this instant are closed instead of reused.
    fresh_after: Instant,
}

impl DbFile {
    pub(crate) fn new(path: PathBuf) -> DbFile {
        let identity = std::fs::metadata(&path)
            .ok()
            .map(|meta| (meta.dev(), meta.ino()));
        DbFile {
            path,
            state: Mutex::new(FileState {
                identity,
                faulted: false,
                fresh_after: Instant::now(),
            }),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, FileState> {
        // A panic while holding this lock leaves plain data behind: still usable.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether a connection opened at `opened` may be reused.
    pub(crate) fn is_fresh(&self, opened: Instant) -> bool {
        opened >= self.state().fresh_after
    }

    /// Checks that the file is in place and, with `writable`, that this process may write it
    /// and its folder. A fault, a replaced file and the end of a fault all retire the
    /// connections opened before.
    pub(crate) fn check(&self, writable: bool) -> Result<(), (Unavailable, String)> {
        let result = self.inspect(writable);
        let mut state = self.state();
        match result {
            Ok(identity) => {
                if state.faulted || state.identity != Some(identity) {
                    state.fresh_after = Instant::now();
                }
                state.identity = Some(identity);
                state.faulted = false;
                Ok(())
            }
            Err(error) => {
                if !state.faulted {
                    state.fresh_after = Instant::now();
                }
                state.faulted = true;
                Err(error)
            }
        }
    }

    /// Whether the file at the path is still the one the last check saw: a write committed
    /// into a file removed meanwhile is lost.
    pub(crate) fn still_in_place(&self) -> bool {
        let now = std::fs::metadata(&self.path)
            .ok()
            .map(|meta| (meta.dev(), meta.ino()));
        now.is_some() && now == self.state().identity
    }

    fn inspect(&self, writable: bool) -> Result<(u64, u64), (Unavailable, String)> {
        let meta = match std::fs::metadata(&self.path) {
            Ok(meta) => meta,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                return Err((Unavailable::FileMissing, "the database file is gone".into()))
            }
            Err(error) => return Err((Unavailable::Unreachable, error.to_string())),
        };
        if writable {
            let mut files = vec![self.path.clone()];
            for suffix in ["-wal", "-shm"] {
                let mut name = self.path.clone().into_os_string();
                name.push(suffix);
                let side = PathBuf::from(name);
                if side.exists() {
                    files.push(side);
                }
            }
            for file in &files {
                if let Err(errno) = rustix::fs::access(file, Access::WRITE_OK) {
                    return Err((
                        Unavailable::ReadOnly,
                        format!("cannot write a database file: {errno}"),
                    ));
                }
            }
            // SQLite creates its -wal and -shm files next to the database.
            if let Err(errno) =
                rustix::fs::access(self.folder(), Access::WRITE_OK | Access::EXEC_OK)
            {
                return Err((
                    Unavailable::ReadOnly,
                    format!("cannot write the database folder: {errno}"),
                ));
            }
        }
        Ok((meta.dev(), meta.ino()))
    }

    fn folder(&self) -> &Path {
        self.path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."))
    }

    /// Bytes available to this process on the database's filesystem, and its size.
    pub(crate) fn space(&self) -> io::Result<(u64, u64)> {
        let stat = rustix::fs::statvfs(self.folder())?;
        Ok((
            stat.f_bavail.saturating_mul(stat.f_frsize),
            stat.f_blocks.saturating_mul(stat.f_frsize),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_and_postgres_codes_are_classified() {
        assert_eq!(classify_code("13"), Some(Unavailable::DiskFull));
        assert_eq!(classify_code("8"), Some(Unavailable::ReadOnly));
        assert_eq!(classify_code("1032"), Some(Unavailable::ReadOnly)); // READONLY_DBMOVED
        assert_eq!(classify_code("5"), Some(Unavailable::Locked));
        assert_eq!(classify_code("778"), Some(Unavailable::WriteFailed)); // IOERR_WRITE
        assert_eq!(classify_code("2067"), None); // CONSTRAINT_UNIQUE: not a fault
        assert_eq!(classify_code("53100"), Some(Unavailable::DiskFull));
        assert_eq!(classify_code("57P01"), Some(Unavailable::Unreachable));
        assert_eq!(classify_code("08006"), Some(Unavailable::Unreachable));
        assert_eq!(classify_code("25006"), Some(Unavailable::ReadOnly));
        assert_eq!(classify_code("23505"), None);
        assert_eq!(classify_code("42601"), None);
    }

    #[test]
    fn io_errors_are_classified() {
        let full = io::Error::from_raw_os_error(rustix::io::Errno::NOSPC.raw_os_error());
        assert_eq!(classify_io(&full), Unavailable::DiskFull);
        let big = io::Error::from_raw_os_error(rustix::io::Errno::FBIG.raw_os_error());
        assert_eq!(classify_io(&big), Unavailable::WriteFailed);
        let refused = io::Error::from(io::ErrorKind::ConnectionRefused);
        assert_eq!(classify_io(&refused), Unavailable::Unreachable);
    }

    #[test]
    fn a_removed_or_replaced_file_is_noticed() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("s.db");
        std::fs::write(&path, b"x").expect("write");
        let file = DbFile::new(path.clone());
        assert!(file.check(true).is_ok());
        let before = Instant::now();
        assert!(file.is_fresh(before));
        std::fs::remove_file(&path).expect("remove");
        assert_eq!(
            file.check(true).map_err(|e| e.0),
            Err(Unavailable::FileMissing)
        );
        assert!(!file.is_fresh(before), "connections on the old file retire");
        assert!(!file.still_in_place());
        std::fs::write(&path, b"y").expect("restore");
        assert!(file.check(true).is_ok());
        assert!(file.still_in_place());
    }
}

//! Delivery into a Maildir, the mail store every mail client reads (`mutt -f data/mail`,
//! Thunderbird, Evolution), when no SMTP server is configured.
//!
//! Maildir's one rule is that a reader never sees half a mail: the file is written and synced
//! under `tmp/`, then renamed into `new/` (a rename is atomic within one file system). Names
//! are unique without locking: time, outbox row, process id, a counter and the host name
//! (the format of <https://cr.yp.to/proto/maildir.html>).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::Context;

/// Creates `dir` with its `tmp`, `new` and `cur` folders.
pub(crate) fn create(dir: &Path) -> anyhow::Result<()> {
    for sub in ["tmp", "new", "cur"] {
        let path = dir.join(sub);
        std::fs::create_dir_all(&path)
            .with_context(|| format!("cannot create the Maildir folder {}", path.display()))?;
    }
    Ok(())
}

/// Writes one mail into `dir/new/`; returns its path.
pub(crate) fn deliver(dir: &Path, outbox_id: i64, bytes: &[u8]) -> anyhow::Result<PathBuf> {
    create(dir)?;
    let name = unique_name(outbox_id);
    let tmp = dir.join("tmp").join(&name);
    let new = dir.join("new").join(&name);
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .with_context(|| format!("cannot create {}", tmp.display()))?;
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .with_context(|| format!("cannot write {}", tmp.display()))?;
    drop(file);
    std::fs::rename(&tmp, &new)
        .with_context(|| format!("cannot move {} into new/", tmp.display()))?;
    // The rename is durable once the folder itself is synced.
    if let Ok(folder) = std::fs::File::open(dir.join("new")) {
        let _ = folder.sync_all();
    }
    Ok(new)
}

fn unique_name(outbox_id: i64) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let host = hostname().replace('/', "\\057").replace(':', "\\072");
    format!(
        "{}.M{}P{}Q{}R{}.{}",
        now.as_secs(),
        now.subsec_micros(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        outbox_id,
        host
    )
}

fn hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_owned())
        .ok()
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "localhost".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mails_land_whole_in_new_with_unique_names() {
        let dir = tempfile::tempdir().expect("tempdir");
        let first = deliver(dir.path(), 1, b"Subject: a\r\n\r\nA").expect("first");
        let second = deliver(dir.path(), 1, b"Subject: b\r\n\r\nB").expect("second");
        assert_ne!(first, second);
        assert_eq!(std::fs::read(&first).expect("read"), b"Subject: a\r\n\r\nA");
        let new: Vec<_> = std::fs::read_dir(dir.path().join("new"))
            .expect("new")
            .collect();
        assert_eq!(new.len(), 2);
        let tmp: Vec<_> = std::fs::read_dir(dir.path().join("tmp"))
            .expect("tmp")
            .collect();
        assert!(tmp.is_empty(), "tmp/ is left empty");
        assert!(dir.path().join("cur").is_dir());
    }
}

"""Fails when a commit's subject is 72 characters or longer (`git log --oneline`, a pull
request's title and most mail clients cut it there).

    python3 scripts/check-commit-subjects.py [SINCE]

Checks the commits of HEAD that are not in SINCE (by default the last commit before this
check: the history up to it stays as it was written). Outside a git checkout, or in a clone
too shallow to hold SINCE, it checks what it has: the subject of HEAD alone.
"""
import subprocess
import sys
from pathlib import Path

# The last commit before this check; the subjects are counted after it.
SINCE = "087f86433752f511613919b9f885daf5cc113b90"
LIMIT = 72
# The checkout this script belongs to, wherever it is run from.
ROOT = Path(__file__).resolve().parent.parent


def git(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, encoding="utf-8"
    )


def main() -> int:
    since = sys.argv[1] if len(sys.argv) > 1 else SINCE
    found = git("rev-parse", "--git-dir")
    if found.returncode != 0:
        if (ROOT / ".git").exists():
            sys.exit(f"commit subjects: git cannot read this checkout: {found.stderr.strip()}")
        print("commit subjects: not a git checkout, nothing to check")
        return 0
    if git("rev-parse", "--verify", "--quiet", f"{since}^{{commit}}").returncode == 0:
        listed = git("log", "--no-merges", "--format=%h %s", f"{since}..HEAD")
        scope = f"since {since[:12]}"
    else:
        listed = git("log", "-1", "--format=%h %s")
        scope = f"HEAD ({since} is not in this clone)"
    if listed.returncode != 0:
        sys.exit(f"commit subjects: git log failed: {listed.stderr.strip()}")
    lines = [line for line in listed.stdout.splitlines() if line]
    too_long = [line for line in lines if len(line.partition(" ")[2]) >= LIMIT]
    for line in too_long:
        commit, _, subject = line.partition(" ")
        print(f"{commit}: {len(subject)} characters, under {LIMIT} wanted: {subject}")
    if too_long:
        print(f"commit subjects: {len(too_long)} of {len(lines)} ({scope}) are too long "
              "(say the rest in the body)")
        return 1
    print(f"commit subjects: {len(lines)} checked ({scope}), each under {LIMIT} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())

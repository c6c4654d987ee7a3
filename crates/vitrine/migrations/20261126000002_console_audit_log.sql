-- What operators did in the console and at its door: sign-ins and their failures, sign-outs,
-- sessions ended, status changes, exports, erasures, operators added, reset or removed. Never
-- a visitor's address: an erasure records its counts. Kept `[retention] audit_days`.
CREATE TABLE console_audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at BIGINT NOT NULL,
    -- The operator's address ('' when the address typed names none, or on the server's
    -- command line with no operator).
    operator TEXT NOT NULL,
    -- The client's address ('' on the command line).
    ip TEXT NOT NULL,
    -- sign-in, sign-in-failed, sign-out, session-ended, status-changed, note-changed, export,
    -- erase, unsubscribe, mail-retried, operator-added, operator-reset, operator-removed.
    action TEXT NOT NULL,
    -- What it was done to, as JSON: ids, statuses, counts.
    detail TEXT NOT NULL
);

CREATE INDEX console_audit_log_by_time ON console_audit_log (at);

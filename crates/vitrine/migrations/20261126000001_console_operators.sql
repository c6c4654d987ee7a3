-- The console's operators, their sessions and their sign-ins. Operators are created on the
-- server (`vitrine operators add`), never by a page. Times are Unix seconds (UTC).

CREATE TABLE console_operators (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- The address as typed, and its canonical form (src/email.rs), the sign-in name.
    email TEXT NOT NULL,
    email_canonical TEXT NOT NULL UNIQUE,
    -- argon2id in PHC form: algorithm, cost, salt and hash.
    password_hash TEXT NOT NULL,
    -- The TOTP secret in base32 (RFC 6238): the server needs it whole to check a code.
    totp_secret TEXT NOT NULL,
    -- The 30-second step of the last code accepted: a code works once.
    totp_last_step BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- Signed-in sessions. The cookie holds a random token; only its SHA-256 is kept here.
CREATE TABLE console_sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT NOT NULL UNIQUE,
    operator_id BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    -- The browser (User-Agent, cut short) and its address, shown on the sessions page.
    user_agent TEXT NOT NULL,
    ip TEXT NOT NULL
);

CREATE INDEX console_sessions_by_operator ON console_sessions (operator_id);

-- A sign-in between its two steps: the address and password were checked (whatever the
-- verdict, which only the second step tells), the one-time code is awaited. Keyed by the
-- SHA-256 of the sign-in cookie's token.
CREATE TABLE console_sign_in_attempts (
    token_hash TEXT PRIMARY KEY,
    -- NULL when the address names no operator.
    operator_id BIGINT,
    -- The canonical form of the address typed: what the throttle counts per account.
    account_key TEXT NOT NULL,
    -- 1 when the password matched.
    password_ok BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);

-- Failed sign-ins of the last minutes, per account and per client address: the throttle's
-- counts, shared by every instance. A sign-in counts from its first step; the row is deleted
-- when its code succeeds. Rows older than the window are deleted as new ones come.
CREATE TABLE console_sign_in_failures (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_key TEXT NOT NULL,
    ip TEXT NOT NULL,
    at BIGINT NOT NULL,
    attempt_hash TEXT
);

CREATE INDEX console_sign_in_failures_by_account ON console_sign_in_failures (account_key, at);
CREATE INDEX console_sign_in_failures_by_ip ON console_sign_in_failures (ip, at);

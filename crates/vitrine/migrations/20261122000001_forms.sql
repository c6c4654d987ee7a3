-- Newsletter subscriptions and contact messages.
-- Times are Unix seconds (UTC) so the same queries run on SQLite and PostgreSQL.

CREATE TABLE newsletter_subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- The address as typed (trimmed); `email_folded` is its case-folded form, unique.
    email TEXT NOT NULL,
    email_folded TEXT NOT NULL UNIQUE,
    lang TEXT NOT NULL,
    consented_at BIGINT NOT NULL,
    -- Which wording of the sign-up text the visitor saw (proof of consent).
    consent_version TEXT NOT NULL
);

CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    email_folded TEXT NOT NULL,
    organisation TEXT NOT NULL DEFAULT '',
    message TEXT NOT NULL,
    lang TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    -- From the island's `Idempotency-Key` header: a retried submit is recognised.
    idempotency_key TEXT UNIQUE
);

-- The resubmission check looks up the same address within the last minutes.
CREATE INDEX contact_messages_by_sender ON contact_messages (email_folded, received_at);

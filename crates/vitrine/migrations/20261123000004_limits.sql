-- Rate-limit counts shared by every instance of the site: one row per form, client address
-- and window (Unix seconds of its start); old windows are deleted as time moves on.
CREATE TABLE rate_limit_counts (
    form TEXT NOT NULL,
    client TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    hits BIGINT NOT NULL,
    PRIMARY KEY (form, client, window_start)
);

-- Addresses compared in their canonical form (quotes RFC 5321 does not need removed, domain
-- in IDNA ASCII form, case-folded: src/email.rs). Rows stored before this column existed are
-- filled in by the application when it starts, since IDNA is not something SQL can compute.
ALTER TABLE newsletter_subscriptions ADD COLUMN email_canonical TEXT;
CREATE UNIQUE INDEX newsletter_subscriptions_canonical ON newsletter_subscriptions (email_canonical);
ALTER TABLE contact_messages ADD COLUMN email_canonical TEXT;
CREATE INDEX contact_messages_by_canonical_sender ON contact_messages (email_canonical, received_at);

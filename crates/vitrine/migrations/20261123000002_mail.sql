-- Mail: the outbox of mails to send, and the newsletter's double opt-in and unsubscribe.
-- Times are Unix seconds (UTC).

CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- operator-notice or newsletter-confirmation.
    kind TEXT NOT NULL,
    recipient TEXT NOT NULL,
    -- The mail's parts as JSON (subject, text, HTML, headers); rebuilt at each attempt.
    payload TEXT NOT NULL,
    -- queued, sent or failed.
    status TEXT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    next_attempt_at BIGINT NOT NULL,
    -- A worker holds the row until then (0: nobody).
    claimed_until BIGINT NOT NULL DEFAULT 0,
    -- A failed attempt after this time gives the mail up.
    give_up_at BIGINT NOT NULL,
    sent_at BIGINT,
    last_error TEXT
);

CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);

-- A sign-up is pending until its address confirms; then confirmed, until unsubscribed.
-- Rows from before double opt-in never confirmed: they start pending.
ALTER TABLE newsletter_subscriptions ADD COLUMN status TEXT NOT NULL DEFAULT 'pending';
-- Consent record: the page the form was on (the wording version and language are above).
ALTER TABLE newsletter_subscriptions ADD COLUMN consent_page TEXT NOT NULL DEFAULT '';
-- Confirmation mails sent to this address, and when the last one was queued.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmation_mails BIGINT NOT NULL DEFAULT 0;
ALTER TABLE newsletter_subscriptions ADD COLUMN last_confirmation_mail_at BIGINT;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at BIGINT;
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_at BIGINT;
-- one-click (RFC 8058 POST from a mail client) or page (the button on the unsubscribe page).
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribe_method TEXT;

-- Links in mails: a random token, of which only the SHA-256 is kept.
CREATE TABLE newsletter_tokens (
    token_hash TEXT PRIMARY KEY,
    subscriber_id BIGINT NOT NULL,
    -- confirm (valid 7 days) or unsubscribe (valid as long as the subscriber row).
    purpose TEXT NOT NULL,
    expires_at BIGINT
);

CREATE INDEX newsletter_tokens_by_subscriber ON newsletter_tokens (subscriber_id);

-- Newsletter sign-ups are taken in two steps: the form's request is stored as it comes (the
-- same single insert whatever the address, so the answer's timing says nothing about it),
-- then the outbox worker applies it and decides on the confirmation mail.
CREATE TABLE newsletter_signup_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    lang TEXT NOT NULL,
    -- The consent record: the page the form was on and the wording's version.
    page TEXT NOT NULL,
    consent_version TEXT NOT NULL,
    requested_at BIGINT NOT NULL,
    -- Not applied before this time (a domain over its hourly mails waits for the next hour).
    not_before BIGINT NOT NULL
);

CREATE INDEX newsletter_signup_requests_due ON newsletter_signup_requests (not_before, id);

-- Confirmation mails sent to one mailbox since it last confirmed, whatever the spelling of its
-- address (plus-tags, and dots where the provider ignores them) and whatever the state of its
-- subscription: the SHA-256 of the mailbox's canonical form, never the address.
CREATE TABLE confirmation_mail_quota (
    mailbox_hash TEXT PRIMARY KEY,
    mails BIGINT NOT NULL,
    last_mail_at BIGINT NOT NULL
);

-- Confirmation mails sent per domain and hour.
CREATE TABLE confirmation_mail_domains (
    domain TEXT NOT NULL,
    hour_start BIGINT NOT NULL,
    mails BIGINT NOT NULL,
    PRIMARY KEY (domain, hour_start)
);

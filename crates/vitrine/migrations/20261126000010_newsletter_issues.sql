-- Newsletter issues: a subject and a Markdown body per language (French always), sent once to
-- every confirmed subscriber through the outbox, then public in the archive.
-- Times are Unix seconds (UTC), except the pace's, in milliseconds.

CREATE TABLE newsletter_issues (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- Its address in the archive (/newsletter/archive/<slug>), made from the French subject.
    slug TEXT NOT NULL UNIQUE,
    -- draft, sending (its mails are queued, some not sent yet) or sent.
    status TEXT NOT NULL DEFAULT 'draft',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    -- When sending began: the archive shows the issue from then on.
    published_at BIGINT,
    -- Mails are queued subscriber by subscriber in id order: those up to this id have theirs.
    queue_cursor BIGINT NOT NULL DEFAULT 0,
    -- When every confirmed subscriber had their mail queued.
    queued_all_at BIGINT,
    -- When the last of its mails left the queue (sent, given up or cancelled).
    sent_at BIGINT
);

CREATE TABLE newsletter_issue_texts (
    issue_id BIGINT NOT NULL,
    -- fr, en or ar.
    lang TEXT NOT NULL,
    subject TEXT NOT NULL,
    -- Markdown.
    body TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (issue_id, lang)
);

-- An issue's mail names its issue and its subscriber: one mail per subscriber and issue,
-- whatever crashes or instances queue it (rows of other mails hold NULL, which never clash).
ALTER TABLE mail_outbox ADD COLUMN issue_id BIGINT;
ALTER TABLE mail_outbox ADD COLUMN subscriber_id BIGINT;
CREATE UNIQUE INDEX mail_outbox_issue_subscriber ON mail_outbox (issue_id, subscriber_id);
CREATE INDEX mail_outbox_by_issue ON mail_outbox (issue_id, status);
-- Two lanes: mails that go at once (notices, confirmations), and issue mails at their pace.
CREATE INDEX mail_outbox_due_single ON mail_outbox (next_attempt_at, id)
    WHERE status = 'queued' AND issue_id IS NULL;
CREATE INDEX mail_outbox_due_issue ON mail_outbox (next_attempt_at, id)
    WHERE status = 'queued' AND issue_id IS NOT NULL;

-- The pace of issue mails, shared by every instance: the next one may go at `next_at_ms`;
-- `failures` counts the attempts that failed in a row (past a few, sending pauses).
CREATE TABLE newsletter_pace (
    id BIGINT PRIMARY KEY,
    next_at_ms BIGINT NOT NULL,
    failures BIGINT NOT NULL
);
INSERT INTO newsletter_pace (id, next_at_ms, failures) VALUES (1, 0, 0);

-- A subscriber whose server refused their address for good (5xx) is `bounced`: no more mail.
ALTER TABLE newsletter_subscriptions ADD COLUMN bounced_at BIGINT;

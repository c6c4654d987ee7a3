-- The console's inbox: each contact message's status (new, answered, archived, spam), when it
-- last changed (retention counts from there), an internal note, and the text the search
-- reads: name, address, organisation, subject and message, case-folded (src/store/inbox.rs).
-- Rows written by an earlier release get their search text when the site starts.
ALTER TABLE contact_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE contact_messages ADD COLUMN status_changed_at BIGINT;
ALTER TABLE contact_messages ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE contact_messages ADD COLUMN search_text TEXT;

CREATE INDEX contact_messages_by_time ON contact_messages (received_at, id);
CREATE INDEX contact_messages_by_status ON contact_messages (status, received_at, id);

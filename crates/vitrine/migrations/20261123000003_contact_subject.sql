-- The subject of a contact message: the title of the resource the visitor asked for when they
-- came from "Request this resource", or what they wrote; empty for older messages.
ALTER TABLE contact_messages ADD COLUMN subject TEXT NOT NULL DEFAULT '';

-- Audience measured in the server: counts per day (UTC, `YYYY-MM-DD`), never a visitor's
-- address or user agent. Counts are added by upserts, so two instances flushing the same row
-- add up.

-- Page views per day, page (its path: `/services`, `/cases/<slug>`), language, referring host
-- (`` for none or the site itself, `other` past the day's cap) and device class (phone,
-- tablet, desktop).
CREATE TABLE audience_views (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    lang TEXT NOT NULL,
    referrer TEXT NOT NULL,
    device TEXT NOT NULL,
    views BIGINT NOT NULL,
    PRIMARY KEY (day, path, lang, referrer, device)
);

-- Distinct visitors per day.
CREATE TABLE audience_days (
    day TEXT PRIMARY KEY,
    visitors BIGINT NOT NULL
);

-- The day's visitors, each a keyed hash of (the day's salt, address, user agent): kept only to
-- count each visitor once a day, across instances, and deleted when the day is over.
CREATE TABLE audience_visitor_hashes (
    day TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (day, hash)
);

-- The day's random salt, shared by the instances; deleted once its day is over.
CREATE TABLE audience_salts (
    day TEXT PRIMARY KEY,
    salt TEXT NOT NULL
);

-- Conversions per day, page of origin and language: contact messages stored (`contact`),
-- newsletter sign-ups requested (`signup`) and confirmed (`confirmed`).
CREATE TABLE audience_conversions (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    lang TEXT NOT NULL,
    kind TEXT NOT NULL,
    conversions BIGINT NOT NULL,
    PRIMARY KEY (day, path, lang, kind)
);

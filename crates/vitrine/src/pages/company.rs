//! `/about` and `/cases`: who the consultancy is and what it has done.
use super::{simple_page, Page};

simple_page!(about, AboutTemplate, "pages/about.html", Page::About);
simple_page!(cases, CasesTemplate, "pages/cases.html", Page::Cases);

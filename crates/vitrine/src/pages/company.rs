//! `/about`: who the consultancy is (what it has done is in `stories`).
use super::{simple_page, Page};

simple_page!(about, AboutTemplate, "pages/about.html", Page::About);

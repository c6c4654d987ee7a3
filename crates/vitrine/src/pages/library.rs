//! `/faq`: answers to the usual questions (the resources are in `stories`).
use super::{simple_page, Page};

simple_page!(faq, FaqTemplate, "pages/faq.html", Page::Faq);

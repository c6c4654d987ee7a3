//! `/contact`: the contact page (the form's POST lives in `forms::contact`).
use super::{simple_page, Page};

simple_page!(contact, ContactTemplate, "pages/contact.html", Page::Contact);

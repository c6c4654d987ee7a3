//! `/`: the home page.
use super::{simple_page, Page};

simple_page!(home, HomeTemplate, "pages/home.html", Page::Home);

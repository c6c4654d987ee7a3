//! `/resources` and `/faq`: what visitors read to learn more.
use super::{simple_page, Page};

simple_page!(
    resources,
    ResourcesTemplate,
    "pages/resources.html",
    Page::Resources
);
simple_page!(faq, FaqTemplate, "pages/faq.html", Page::Faq);

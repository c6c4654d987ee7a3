//! `/services`, `/solutions`, `/technology`: what the consultancy offers and how it works.
use super::{simple_page, Page};

simple_page!(
    services,
    ServicesTemplate,
    "pages/services.html",
    Page::Services
);
simple_page!(
    solutions,
    SolutionsTemplate,
    "pages/solutions.html",
    Page::Solutions
);
simple_page!(
    technology,
    TechnologyTemplate,
    "pages/technology.html",
    Page::Technology
);

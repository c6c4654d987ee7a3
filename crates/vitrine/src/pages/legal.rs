//! `/legal`, `/privacy`, `/terms`, `/accessibility`: the site's commitments.
use super::{simple_page, Page};

simple_page!(legal, LegalTemplate, "pages/legal.html", Page::Legal);
simple_page!(
    privacy,
    PrivacyTemplate,
    "pages/privacy.html",
    Page::Privacy
);
simple_page!(terms, TermsTemplate, "pages/terms.html", Page::Terms);
simple_page!(
    accessibility,
    AccessibilityTemplate,
    "pages/accessibility.html",
    Page::Accessibility
);

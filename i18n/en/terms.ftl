# templates/pages/terms.html

terms-meta-title = terms
terms-meta-description = terms
terms-hero-title = terms

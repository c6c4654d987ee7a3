# templates/pages/accessibility.html

accessibility-meta-title = accessibility
accessibility-meta-description = accessibility
accessibility-hero-title = accessibility

# templates/pages/legal.html

legal-meta-title = legal
legal-meta-description = legal
legal-hero-title = legal

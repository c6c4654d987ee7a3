# templates/pages/about.html

about-meta-title = about
about-meta-description = about
about-hero-title = about

# templates/pages/technology.html

technology-meta-title = technology
technology-meta-description = technology
technology-hero-title = technology

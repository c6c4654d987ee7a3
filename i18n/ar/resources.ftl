# templates/pages/resources.html

resources-meta-title = resources
resources-meta-description = resources
resources-hero-title = resources

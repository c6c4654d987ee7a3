# templates/pages/privacy.html

privacy-meta-title = privacy
privacy-meta-description = privacy
privacy-hero-title = privacy

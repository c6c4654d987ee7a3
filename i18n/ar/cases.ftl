# templates/pages/cases.html

cases-meta-title = cases
cases-meta-description = cases
cases-hero-title = cases

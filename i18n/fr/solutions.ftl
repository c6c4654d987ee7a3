# templates/pages/solutions.html

solutions-meta-title = solutions
solutions-meta-description = solutions
solutions-hero-title = solutions

# templates/pages/home.html

home-meta-title = home
home-meta-description = home
home-hero-title = home

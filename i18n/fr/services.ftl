# templates/pages/services.html

services-meta-title = services
services-meta-description = services
services-hero-title = services

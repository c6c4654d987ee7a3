# templates/pages/contact.html

contact-meta-title = contact
contact-meta-description = contact
contact-hero-title = contact

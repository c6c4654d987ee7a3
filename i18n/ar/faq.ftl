# templates/pages/faq.html

faq-meta-title = faq
faq-meta-description = faq
faq-hero-title = faq

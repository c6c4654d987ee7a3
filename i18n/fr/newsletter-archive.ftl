## The archive of issues (newsletter/archive.rs, templates/pages/newsletter-archive.html, newsletter-issue.html)

newsletter-archive-meta-title = Archives de la lettre d’information
newsletter-archive-meta-description = Tous les numéros de la lettre d’information parus, du plus récent au plus ancien.
newsletter-archive-title = Archives de la lettre d’information
newsletter-archive-lead = Chaque numéro paru, du plus récent au plus ancien, tel que nos abonnés l’ont reçu.
newsletter-archive-empty = Aucun numéro n’est encore paru. Inscrivez-vous en bas de page pour recevoir le premier.
newsletter-archive-back = Tous les numéros
newsletter-archive-in-french = Ce numéro n’existe qu’en français.
newsletter-archive-link = Lire les numéros parus
subscription-confirmed-next-archive = Lire les numéros parus
newsletter-archive-feed-title = Numéros de la lettre d’information

# templates/base.html, partials/*.html, error.html — shared by every page.

lang-name = Français

## Navbar
nav-skip = Aller au contenu
nav-label = Navigation principale
nav-label-mobile = Navigation principale (mobile)
nav-menu = Menu
nav-language = Langue
nav-home = Accueil
nav-about = À propos
nav-services = Services
nav-solutions = Solutions
nav-technology = Technologie
nav-resources = Ressources
nav-faq = FAQ
nav-contact = Contact
nav-cases = Études de cas
nav-cta = Parlons de votre projet

## Theme
theme-to-dark = Passer au thème sombre
theme-to-light = Passer au thème clair

## Language banner (written in the language it offers)
banner-label = Autre langue disponible
banner-offer = Cette page est aussi disponible en français.
banner-switch = Lire en français
banner-dismiss = Rester en français

## Footer
footer-blurb = Nous accompagnons institutions publiques, ministères, universités et entreprises de l’énergie dans leur transformation numérique : intelligence artificielle, automatisation et intégration de systèmes, au service de résultats mesurables.
footer-quick-links = Liens rapides
footer-legal-label = Informations légales
footer-legal = Mentions légales
footer-privacy = Confidentialité
footer-terms = Conditions d’utilisation
footer-accessibility = Accessibilité
footer-social = Suivez-nous sur { $network }
footer-copyright = © { $year }

## Offices
office-region-canada = Canada
office-region-europe = Europe
office-region-africa = Afrique

## Newsletter
newsletter-title = Lettre d’information
newsletter-intro = Une fois par mois : retours d’expérience, guides pratiques et nouveautés en transformation numérique.
newsletter-consent-privacy = Notre politique de confidentialité
newsletter-consent = Envoyée par { $company }, { $address } ({ $email }). Vous recevrez d’abord un courriel pour confirmer votre adresse, et pourrez vous désinscrire à tout moment, en un clic, depuis chaque envoi.
newsletter-email-label = Adresse électronique
newsletter-email-placeholder = vous@organisation.org
newsletter-submit = S’abonner
newsletter-subscribed-title = Confirmez votre adresse
newsletter-subscribed-description = Votre adresse est en attente de confirmation : ouvrez le courriel que nous venons de vous envoyer et suivez son lien. Sans confirmation, nous ne vous écrirons plus.
newsletter-empty-title = Adresse manquante
newsletter-empty-description = Saisissez votre adresse électronique pour vous abonner.
newsletter-invalid-title = Adresse invalide
newsletter-invalid-description = Cette adresse électronique ne semble pas valide. Vérifiez-la, par exemple nom@organisation.org.

## Forms
form-honeypot = Laissez ce champ vide

## Error pages
notfound-meta-title = Page introuvable
notfound-meta-description = La page demandée n’existe pas ou a été déplacée.
notfound-eyebrow = Erreur 404
notfound-title = Cette page est introuvable
notfound-body = L’adresse saisie ne correspond à aucune page, ou la page a été déplacée. Revenez à l’accueil ou écrivez-nous : nous vous orienterons.
notallowed-meta-title = Méthode non acceptée
notallowed-meta-description = Cette adresse n’accepte pas ce type de requête.
notallowed-eyebrow = Erreur 405
notallowed-title = Cette requête n’est pas acceptée ici
notallowed-body = Cette adresse existe, mais n’accepte pas ce type de requête. Ouvrez la page depuis le site ou revenez à l’accueil.
error-meta-title = Erreur du serveur
error-meta-description = Une erreur inattendue est survenue.
error-eyebrow = Erreur 500
error-title = Une erreur inattendue est survenue
error-body = Notre équipe a été avertie. Réessayez dans quelques instants ; si le problème persiste, écrivez-nous.
error-home = Retour à l’accueil
error-contact = Nous contacter
timeout-meta-title = Envoi interrompu
timeout-meta-description = L’envoi du formulaire s’est interrompu.
timeout-eyebrow = Erreur 408
timeout-title = Envoi interrompu
timeout-body = Votre envoi est resté trop longtemps sans nouvelles données ; nous l’avons abandonné et rien n’a été enregistré. Vérifiez votre connexion, puis envoyez le formulaire de nouveau.
toolong-meta-title = Adresse trop longue
toolong-meta-description = L’adresse demandée est trop longue pour être lue.
toolong-eyebrow = Erreur 414
toolong-title = Adresse trop longue
toolong-body = L’adresse de la page demandée est bien plus longue que celles de notre site ; elle a sans doute été altérée en chemin. Revenez à l’accueil ou à la page d’où vous veniez.
headerstoolarge-meta-title = Requête trop chargée
headerstoolarge-meta-description = La requête porte trop d’en-têtes pour être lue.
headerstoolarge-eyebrow = Erreur 431
headerstoolarge-title = Requête trop chargée
headerstoolarge-body = Votre navigateur a envoyé bien plus d’en-têtes qu’une visite n’en demande ; nous ne pouvons pas lire cette requête. Supprimez les cookies de ce site ou désactivez l’extension qui ajoute ces en-têtes, puis rechargez la page.

## Content pages (case studies and articles)
content-date = { $day } { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
content-written-by = Rédigé par
content-table-label = Tableau : { $subject }

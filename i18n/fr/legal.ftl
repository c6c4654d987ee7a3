# templates/pages/legal.html

legal-meta-title = Mentions légales
legal-meta-description = Éditeur du site, coordonnées, hébergement et propriété intellectuelle : les informations légales de notre site de conseil en transformation numérique.

## Hero
legal-hero-eyebrow = Informations légales
legal-hero-title = Mentions légales
legal-hero-lead = Qui publie ce site, comment nous joindre, où il est hébergé et ce que vous pouvez faire de son contenu.
legal-updated = Dernière mise à jour :
legal-updated-date = 20 novembre 2026

## Publisher
legal-publisher-title = Éditeur du site
legal-publisher-body = Ce site présente un cabinet de conseil en transformation numérique. Il est édité par la société ci-dessous, qui en assure la publication et la mise à jour.
legal-publisher-name = Dénomination sociale
legal-publisher-brand = Nom commercial
legal-publisher-form = Forme juridique
legal-publisher-registration = Immatriculation
legal-publisher-registered-office = Siège social
legal-publisher-activity = Activité
legal-publisher-activity-value = Conseil et services en transformation numérique : intelligence artificielle, automatisation, intégration de systèmes, cloud et développement sur mesure
legal-publisher-director = Direction de la publication
legal-publisher-director-value = représentant légal de la société
legal-publisher-offices = Bureaux

## Contact
legal-contact-title = Nous contacter
legal-contact-body = Pour toute question sur ce site ou sur son contenu, vous pouvez nous joindre par les moyens suivants. Nous répondons sous 2 jours ouvrables.
legal-contact-email = Courriel
legal-contact-phone = Téléphone
legal-contact-form = Formulaire
legal-contact-form-link = Page de contact

## Hosting
legal-hosting-title = Hébergement
legal-hosting-body = Le site est hébergé par le prestataire ci-dessous, sur une machine virtuelle que l’éditeur exploite lui-même dans un centre de données sécurisé.
legal-hosting-name = Hébergeur
legal-hosting-address = Adresse
legal-hosting-phone = Téléphone
legal-hosting-third-party = Toutes les ressources du site (polices de caractères, icônes, feuilles de style et scripts) sont servies par le site lui-même : votre navigateur ne contacte aucun autre domaine lorsque vous le consultez.

## Intellectual property
legal-ip-title = Propriété intellectuelle
legal-ip-body = Les textes, guides, illustrations, logos et éléments graphiques de ce site sont protégés par le droit d’auteur et le droit des marques. Ils appartiennent à l’éditeur ou sont utilisés avec l’autorisation de leurs titulaires. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite.
legal-ip-quote = Vous pouvez toutefois citer de courts extraits à des fins d’information ou d’enseignement, à condition d’en indiquer clairement la source et l’adresse de la page.
legal-ip-credits = Les polices IBM Plex Sans et IBM Plex Sans Arabic sont distribuées sous licence SIL Open Font License 1.1 ; les icônes proviennent de la bibliothèque Lucide, sous licence ISC.

## Personal data
legal-data-title = Données personnelles et autres engagements
legal-data-body = Le traitement de vos données personnelles, les conditions d’utilisation du site et notre démarche d’accessibilité sont décrits sur des pages dédiées :

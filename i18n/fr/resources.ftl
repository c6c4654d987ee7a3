# templates/pages/resources.html

resources-meta-title = Ressources : guides, articles et modèles
resources-meta-description = Guides pratiques, articles, une grille à télécharger et des modèles sur demande : automatisation, IA, cloud et données dans le secteur public.

## Hero
resources-hero-eyebrow = Ressources
resources-hero-title = Guides, articles et outils pour avancer concrètement
resources-hero-lead = Ce que nous avons appris sur le terrain, mis en forme pour les équipes qui pilotent un projet numérique : méthodes, retours d’expérience et modèles prêts à l’emploi.

## Listing
resources-list-eyebrow = Bibliothèque
resources-list-title = Toutes nos ressources
resources-list-lead = Les guides et les articles se lisent ici ; les documents se téléchargent ou vous sont envoyés sur demande, gratuitement.
resources-type-guide = Guide
resources-type-article = Article
resources-type-document = Document
resources-request = Demander ce document
resources-download = Télécharger le fichier
resources-on-request = envoyé sur demande
resources-file-size = { $kilobytes } Ko

resources-item-maturity-title = Grille d’évaluation de la maturité en automatisation
resources-item-maturity-summary = Vingt critères répartis en cinq axes (processus, données, outils, compétences, gouvernance), notés de 0 à 3, pour situer votre organisation et choisir vos premiers chantiers.
resources-item-maturity-format = Tableur CSV

resources-item-dpia-title = Modèle d’analyse d’impact sur la vie privée pour un projet d’IA
resources-item-dpia-summary = Un modèle commenté, conforme aux attentes du RGPD, de la Loi 25 du Québec et de la loi marocaine n° 09-08, avec des exemples tirés de projets d’IA publics.
resources-item-dpia-format = Modèle DOCX

resources-item-sovereignty-title = Livre blanc : souveraineté des données et cloud dans le secteur public
resources-item-sovereignty-summary = Localisation des données, réversibilité, chiffrement et choix d’hébergeur : un état des lieux pour les décideurs publics au Canada, en Europe et en Afrique.
resources-item-sovereignty-format = Document PDF

## How to get a resource
resources-access-title = Comment obtenir un document sur demande
resources-access-lead = Certains documents ne sont pas encore en téléchargement libre : nous les envoyons nous-mêmes, ce qui nous permet de les accompagner d’un échange si vous le souhaitez.
resources-access-1-title = Indiquez le document souhaité
resources-access-1-body = Écrivez-nous depuis la page de contact en précisant le titre du document et, si vous le voulez, le contexte de votre projet.
resources-access-2-title = Recevez-le par courriel
resources-access-2-body = Nous vous l’envoyons sous 2 jours ouvrables, dans un format accessible ; un autre format est possible sur simple demande.
resources-access-3-title = Échangez avec un consultant
resources-access-3-body = Si vous le souhaitez, un consultant vous consacre 30 minutes pour adapter la méthode à votre organisation, sans engagement.

## Call to action
resources-cta-title = Un sujet qui n’est pas encore traité ?
resources-cta-body = Dites-nous sur quelle question vous butez : nous orientons nos prochaines publications selon les besoins exprimés par les institutions que nous accompagnons.
resources-cta-button = Proposer un sujet

## Filter
resources-filter-title = Filtrer les ressources
resources-filter-type = Type
resources-filter-topic = Thème
resources-filter-all-types = Tous les types
resources-filter-all-topics = Tous les thèmes
resources-filter-submit = Filtrer
resources-filter-reset = Voir toutes les ressources
resources-filter-empty = Aucune ressource ne correspond à ce filtre pour l’instant.
resources-topic-automation = Automatisation
resources-topic-integration = Intégration
resources-topic-documents = Traitement des documents
resources-topic-ai = Intelligence artificielle
resources-topic-cloud = Cloud
resources-topic-public-sector = Secteur public
resources-feed-link = Suivre les nouveaux articles (flux Atom)
resources-feed-title = Articles et guides

# templates/pages/article.html
article-back = Toutes les ressources
article-toc-title = Sommaire
article-question-title = Une question sur ce sujet ?
article-question-text = Écrivez-nous : un consultant vous répond sous 2 jours ouvrables, dans la langue de votre choix.
article-question-link = Poser une question
article-reading-time = { $minutes ->
    [one] { $minutes } minute de lecture
   *[other] { $minutes } minutes de lecture
}

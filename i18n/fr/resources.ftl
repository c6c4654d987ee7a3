# templates/pages/resources.html

resources-meta-title = Ressources : guides, articles et modèles
resources-meta-description = Guides pratiques, articles et modèles à télécharger sur l’automatisation, l’IA, le cloud et la protection des données dans le secteur public.

## Hero
resources-hero-eyebrow = Ressources
resources-hero-title = Guides, articles et outils pour avancer concrètement
resources-hero-lead = Ce que nous avons appris sur le terrain, mis en forme pour les équipes qui pilotent un projet numérique : méthodes, retours d’expérience et modèles prêts à l’emploi.

## Listing
resources-list-eyebrow = Bibliothèque
resources-list-title = Toutes nos ressources
resources-list-lead = Chaque ressource vous est envoyée sur demande, gratuitement, avec un échange de 30 minutes si vous souhaitez l’adapter à votre contexte.
resources-type-guide = Guide
resources-type-article = Article
resources-type-download = Téléchargement
resources-request = Demander cette ressource

resources-item-maturity-title = Grille d’évaluation de la maturité en automatisation
resources-item-maturity-summary = Quarante critères répartis en cinq axes (processus, données, outils, compétences, gouvernance) pour situer votre organisation et prioriser vos chantiers.
resources-item-maturity-format = Classeur XLSX · 180 Ko

resources-item-dpia-title = Modèle d’analyse d’impact sur la vie privée pour un projet d’IA
resources-item-dpia-summary = Un modèle commenté, conforme aux attentes du RGPD, de la Loi 25 du Québec et de la loi marocaine n° 09-08, avec des exemples tirés de projets d’IA publics.
resources-item-dpia-format = Document DOCX · 95 Ko

resources-item-sovereignty-title = Livre blanc : souveraineté des données et cloud dans le secteur public
resources-item-sovereignty-summary = Localisation des données, réversibilité, chiffrement et choix d’hébergeur : un état des lieux pour les décideurs publics au Canada, en Europe et en Afrique.
resources-item-sovereignty-format = Document PDF · 2,4 Mo

## How to get a resource
resources-access-title = Comment obtenir une ressource
resources-access-lead = Nos ressources ne sont pas encore en téléchargement libre : nous les envoyons nous-mêmes, ce qui nous permet de les accompagner d’un échange si vous le souhaitez.
resources-access-1-title = Indiquez la ressource souhaitée
resources-access-1-body = Écrivez-nous depuis la page de contact en précisant le titre de la ressource et, si vous le voulez, le contexte de votre projet.
resources-access-2-title = Recevez-la par courriel
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

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

resources-item-workflow-title = Automatiser un circuit de validation administrative, étape par étape
resources-item-workflow-summary = Cartographier le circuit existant, repérer les validations sans valeur ajoutée, choisir entre moteur de flux de travail et développement, puis mesurer le délai gagné.
resources-item-workflow-date = 14 octobre 2026

resources-item-rpa-api-title = RPA ou intégration par API : comment choisir
resources-item-rpa-api-summary = Une grille de décision en huit questions pour savoir quand un robot logiciel suffit et quand une intégration durable entre systèmes s’impose.
resources-item-rpa-api-date = 2 septembre 2026

resources-item-tender-title = Rédiger un appel d’offres pour une plateforme de services en ligne
resources-item-tender-summary = Exigences fonctionnelles, accessibilité, réversibilité, hébergement des données : les clauses qui évitent les mauvaises surprises après l’attribution.
resources-item-tender-date = 18 juin 2026

resources-item-genai-title = IA générative à l’université : cinq usages qui tiennent leurs promesses
resources-item-genai-summary = Assistant aux étudiants, aide à la rédaction administrative, recherche documentaire : ce qui fonctionne, à quelles conditions, et ce qu’il vaut mieux éviter.
resources-item-genai-date = 5 novembre 2026

resources-item-idp-title = Traitement intelligent des documents : mesurer le gain avant de déployer
resources-item-idp-summary = Comment constituer un échantillon représentatif, fixer un taux d’extraction cible et calculer le retour sur investissement avant la mise en production.
resources-item-idp-date = 9 juillet 2026

resources-item-energy-cloud-title = Migrer vers le cloud sans arrêter la production : retour d’expérience dans l’énergie
resources-item-energy-cloud-summary = Migration par vagues, double exploitation temporaire et plan de retour arrière : les choix qui ont permis une bascule sans interruption de service.
resources-item-energy-cloud-date = 21 avril 2026

resources-item-maturity-title = Grille d’évaluation de la maturité en automatisation
resources-item-maturity-summary = Quarante critères répartis en cinq axes (processus, données, outils, compétences, gouvernance) pour situer votre organisation et prioriser vos chantiers.
resources-item-maturity-date = 27 août 2026
resources-item-maturity-format = Classeur XLSX · 180 Ko

resources-item-dpia-title = Modèle d’analyse d’impact sur la vie privée pour un projet d’IA
resources-item-dpia-summary = Un modèle commenté, conforme aux attentes du RGPD, de la Loi 25 du Québec et de la loi marocaine n° 09-08, avec des exemples tirés de projets d’IA publics.
resources-item-dpia-date = 12 mai 2026
resources-item-dpia-format = Document DOCX · 95 Ko

resources-item-sovereignty-title = Livre blanc : souveraineté des données et cloud dans le secteur public
resources-item-sovereignty-summary = Localisation des données, réversibilité, chiffrement et choix d’hébergeur : un état des lieux pour les décideurs publics au Canada, en Europe et en Afrique.
resources-item-sovereignty-date = 24 février 2026
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

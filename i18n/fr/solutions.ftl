# templates/pages/solutions.html

solutions-meta-title = Solutions d’IA, cloud, données et sur mesure
solutions-meta-description = IA, cloud, données, automatisation, applications sur mesure et services publics numériques : six familles de solutions, chacune avec des gains mesurables.

## Hero
solutions-hero-eyebrow = Solutions
solutions-hero-title = Des solutions conçues pour vos missions, pas pour un catalogue
solutions-hero-lead = Intelligence artificielle, cloud, données, automatisation, applications sur mesure : nous assemblons les technologies éprouvées qui répondent à votre problème, et seulement celles-là.
solutions-hero-cta-primary = Parlons de votre projet
solutions-hero-cta-secondary = Découvrir notre technologie

## Catalogue: six solutions, each with a category, five features and three benefits
solutions-catalog-eyebrow = Nos solutions
solutions-catalog-title = Six familles de solutions
solutions-catalog-lead = Pour chacune : ce qu’elle fait concrètement, et ce qu’elle change pour votre organisation.
solutions-features-label = Fonctionnalités
solutions-benefits-label = Bénéfices
solutions-services-label = Nos services mobilisés

solutions-ai-category = Intelligence artificielle
solutions-ai-title = IA appliquée aux services
solutions-ai-description = Assistants conversationnels, classement automatique et analyse de textes : une IA utile, alimentée par vos contenus, encadrée par vos règles et supervisée par vos équipes.
solutions-ai-feature-1 = Assistant conversationnel qui répond à toute heure à partir de vos contenus officiels
solutions-ai-feature-2 = Classement et orientation automatiques des demandes entrantes
solutions-ai-feature-3 = Résumé et recherche sémantique dans vos fonds documentaires
solutions-ai-feature-4 = Prise en charge du français, de l’anglais et de l’arabe
solutions-ai-feature-5 = Modèles hébergés sur votre infrastructure ou dans un cloud de confiance
solutions-ai-benefit-1 = Des réponses immédiates pour les usagers, même en dehors des heures d’ouverture
solutions-ai-benefit-2 = Des agents libérés des questions répétitives
solutions-ai-benefit-3 = Des décisions qui restent humaines, traçables et explicables

solutions-cloud-category = Cloud
solutions-cloud-title = Migration et modernisation cloud
solutions-cloud-description = Nous déplaçons vos applications vers un cloud public, privé ou souverain, en les modernisant lorsque cela en vaut la peine, sans interruption de service pour vos usagers.
solutions-cloud-feature-1 = Inventaire applicatif et stratégie de migration, application par application
solutions-cloud-feature-2 = Infrastructure décrite en code, reproductible et versionnée
solutions-cloud-feature-3 = Conteneurisation et orchestration des applications
solutions-cloud-feature-4 = Sauvegardes, plan de reprise d’activité et tests de bascule
solutions-cloud-feature-5 = Suivi et optimisation des coûts d’hébergement
solutions-cloud-benefit-1 = Une disponibilité de 99,99 % sur les plateformes que nous exploitons
solutions-cloud-benefit-2 = Des coûts d’infrastructure connus et maîtrisés
solutions-cloud-benefit-3 = Une capacité qui suit les pics d’activité, comme les périodes d’inscription

solutions-public-category = Secteur public
solutions-public-title = Services publics numériques
solutions-public-description = Des démarches en ligne simples pour les citoyens et efficaces pour les agents : du dépôt de la demande au traitement du dossier, jusqu’à la réponse à l’usager.
solutions-public-feature-1 = Portail de démarches en ligne accessible et multilingue
solutions-public-feature-2 = Espace agent unique avec suivi de chaque dossier
solutions-public-feature-3 = Connexion aux registres administratifs et à l’identité numérique nationale
solutions-public-feature-4 = Signature électronique et horodatage des décisions
solutions-public-feature-5 = Conformité aux exigences d’accessibilité et de protection des données
solutions-public-benefit-1 = Des délais de traitement réduits : de cinq semaines à deux pour un ministère, soit 60 % de moins
solutions-public-benefit-2 = Moins de déplacements et d’appels pour les usagers
solutions-public-benefit-3 = Une traçabilité complète de chaque décision administrative

solutions-custom-category = Développement sur mesure
solutions-custom-title = Applications métier sur mesure
solutions-custom-description = Quand aucun progiciel ne correspond à votre réalité, nous développons avec vos utilisateurs l’application dont vous avez besoin, puis vous en remettons le code et la documentation.
solutions-custom-feature-1 = Ateliers de conception et prototypes testés avec les utilisateurs
solutions-custom-feature-2 = Applications web et mobiles accessibles, en plusieurs langues
solutions-custom-feature-3 = Architecture modulaire et interfaces de programmation documentées
solutions-custom-feature-4 = Tests automatisés et intégration continue
solutions-custom-feature-5 = Code source, documentation et droits remis à votre organisation
solutions-custom-benefit-1 = Un outil qui épouse vos processus au lieu de les contraindre
solutions-custom-benefit-2 = Aucune dépendance à un éditeur ni à une licence
solutions-custom-benefit-3 = Une application qui évolue au rythme de vos besoins

solutions-data-category = Données
solutions-data-title = Données et aide à la décision
solutions-data-description = Nous rassemblons des données dispersées entre fichiers et applications dans un socle fiable, puis les mettons à disposition sous forme d’indicateurs et de tableaux de bord.
solutions-data-feature-1 = Entrepôt de données alimenté automatiquement par vos applications
solutions-data-feature-2 = Contrôles de qualité et catalogue des données
solutions-data-feature-3 = Tableaux de bord et indicateurs de pilotage en libre-service
solutions-data-feature-4 = Gestion fine des droits d’accès et anonymisation
solutions-data-feature-5 = Modèles prévisionnels pour anticiper la demande
solutions-data-benefit-1 = Une seule version des chiffres pour toute l’organisation
solutions-data-benefit-2 = Des rapports produits en quelques minutes plutôt qu’en plusieurs semaines
solutions-data-benefit-3 = Des décisions fondées sur des données à jour

solutions-automation-category = Automatisation
solutions-automation-title = Automatisation intelligente
solutions-automation-description = Circuits de validation, robots logiciels et traitement des documents, combinés pour automatiser un processus de bout en bout, de la réception d’une demande jusqu’à son archivage.
solutions-automation-feature-1 = Moteur de flux de travail avec règles métier paramétrables
solutions-automation-feature-2 = Robots logiciels opérant sur vos applications existantes
solutions-automation-feature-3 = Lecture et extraction automatiques des documents
solutions-automation-feature-4 = Gestion des exceptions avec validation humaine
solutions-automation-feature-5 = Tableau de bord de performance des processus
solutions-automation-benefit-1 = Des gains mesurés avant et après la mise en service, et non estimés
solutions-automation-benefit-2 = Moins d’erreurs de saisie et de ressaisies
solutions-automation-benefit-3 = Des équipes recentrées sur les tâches à forte valeur ajoutée

## Industries
solutions-industries-eyebrow = Secteurs
solutions-industries-title = Les secteurs que nous accompagnons
solutions-industries-lead = Nos solutions s’adaptent aux règles, aux volumes et aux contraintes propres à chaque secteur.
solutions-industries-public-title = Ministères et administrations
solutions-industries-public-description = Démarches en ligne, gestion des dossiers, interconnexion des registres et pilotage des politiques publiques.
solutions-industries-education-title = Enseignement supérieur
solutions-industries-education-description = Admissions, inscriptions, assistants pour les étudiants et gestion de la scolarité pour les universités et les écoles.
solutions-industries-energy-title = Énergie et services collectifs
solutions-industries-energy-description = Modernisation cloud, données de production et de consommation, automatisation des processus réglementaires.
solutions-industries-health-title = Santé
solutions-industries-health-description = Dématérialisation des dossiers administratifs, planification et échanges sécurisés entre établissements.
solutions-industries-industry-title = Industrie et logistique
solutions-industries-industry-description = Intégration des systèmes de production, traitement des documents de transport et maintenance prédictive.
solutions-industries-international-title = Organisations internationales et ONG
solutions-industries-international-description = Gestion de programmes multilingues, suivi des bénéficiaires et rapports aux bailleurs de fonds.

## Why
solutions-why-eyebrow = Notre différence
solutions-why-title = Pourquoi choisir nos solutions
solutions-why-lead = Plus de 10 ans d’expérience et plus de 50 projets livrés nous ont appris ce qui fonctionne vraiment dans les organisations complexes.
solutions-why-neutral-title = Indépendants des éditeurs
solutions-why-neutral-description = Nous ne revendons aucune licence : nous recommandons la technologie qui convient à votre contexte, souvent libre, toujours fondée sur des standards ouverts.
solutions-why-pilot-title = Un pilote avant de généraliser
solutions-why-pilot-description = Chaque solution est d’abord éprouvée sur un périmètre réduit, avec des indicateurs définis ensemble, avant d’être étendue.
solutions-why-secure-title = Sécurité et conformité intégrées
solutions-why-secure-description = Chiffrement, journalisation, gestion des accès et protection des données personnelles font partie de la conception, pas d’un contrôle de dernière minute.
solutions-why-reliable-title = Conçues pour durer
solutions-why-reliable-description = Des plateformes exploitées avec une disponibilité de 99,99 %, documentées et transmises à vos équipes.

## Call to action
solutions-cta-title = Quelle solution pour votre organisation ?
solutions-cta-text = Parlez-nous de vos enjeux : dès le premier échange, nous identifions les solutions pertinentes et la manière de les tester rapidement.
solutions-cta-primary = Parlons de votre projet
solutions-cta-secondary = Découvrir nos services

# templates/pages/home.html

home-meta-title = IA, automatisation et cloud pour le secteur public
home-meta-description = IA, automatisation, intégration et cloud pour ministères, universités et énergéticiens : plus de 50 projets livrés depuis 2015, en 3 à 12 mois.

## Hero
home-hero-eyebrow = Transformation numérique · Secteur public et énergie
home-hero-title = Modernisez vos processus sans interrompre le service
home-hero-lead = Depuis 2015, nous accompagnons ministères, universités et entreprises de l’énergie : intelligence artificielle, automatisation des processus, traitement des documents, intégration de systèmes et cloud. Des projets de 3 à 12 mois, des résultats mesurés.
home-hero-cta-contact = Parlons de votre projet
home-hero-cta-services = Découvrir nos services

## Stats (marketing figures: exact in every language)
home-stats-eyebrow = En chiffres
home-stats-title = Des résultats qui se mesurent
home-stats-lead = Des engagements chiffrés, vérifiés projet après projet avec nos clients.
home-stats-since-value = Depuis 2015
home-stats-since-label = aux côtés des institutions publiques et des entreprises de l’énergie
home-stats-projects-value = 50+
home-stats-projects-label = projets livrés pour des ministères, des universités et des énergéticiens
home-stats-experience-value = 10+
home-stats-experience-label = années d’expérience en transformation numérique
home-stats-duration-value = 3 à 12 mois
home-stats-duration-label = par projet, du cadrage à la mise en service
home-stats-availability-value = 99,99 %
home-stats-availability-label = de disponibilité pour les plateformes que nous exploitons
home-stats-savings-value = 45 à 80 %
home-stats-savings-label = de réduction des coûts ou des délais de traitement

## Services overview
home-services-eyebrow = Nos domaines d’expertise
home-services-title = Ce que nous faisons pour vous
home-services-lead = Six domaines d’expertise, mis en œuvre à travers cinq services et six familles de solutions : une seule équipe conduit l’ensemble du projet, de l’analyse de vos processus à l’exploitation de vos plateformes.
home-services-ai-title = Intelligence artificielle
home-services-ai-text = Assistants conversationnels, classification des demandes et aide à la décision, entraînés sur vos données et déployés dans un cadre maîtrisé.
home-services-workflow-title = Automatisation des processus
home-services-workflow-text = Circuits de validation, notifications et tableaux de bord : vos démarches passent du papier et des courriels à un flux suivi de bout en bout.
home-services-documents-title = Traitement intelligent des documents
home-services-documents-text = Lecture automatique, extraction et classement des formulaires, factures et pièces justificatives, avec un contrôle humain là où il compte.
home-services-rpa-title = Automatisation robotisée des processus (RPA)
home-services-rpa-text = Des robots logiciels prennent en charge les saisies répétitives entre applications, sans modifier vos systèmes existants.
home-services-integration-title = Intégration de systèmes
home-services-integration-text = API, bus d’échange et connecteurs : vos applications métier, votre progiciel de gestion intégré (ERP) et vos bases de données partagent enfin les mêmes informations.
home-services-cloud-title = Cloud et exploitation
home-services-cloud-text = Migration, hébergement souverain ou hybride et exploitation 24 h/24 de plateformes conçues pour 99,99 % de disponibilité.
home-services-all = Découvrir nos services
home-services-solutions = Découvrir nos solutions

## Sectors
home-sectors-eyebrow = Secteurs
home-sectors-title = Les organisations que nous accompagnons
home-sectors-lead = Des environnements exigeants, où la continuité du service, la sécurité des données et l’accessibilité ne se négocient pas.
home-sectors-public-title = Institutions publiques et ministères
home-sectors-public-text = Dématérialisation des démarches, guichets en ligne, échanges de données entre administrations et traitement du courrier entrant.
home-sectors-universities-title = Universités et écoles
home-sectors-universities-text = Inscriptions, scolarité, assistance aux étudiants et pilotage des données de formation et de recherche.
home-sectors-energy-title = Énergie
home-sectors-energy-text = Modernisation des systèmes d’information, supervision des installations, maintenance prédictive et déclarations réglementaires.
home-sectors-organisations-title = Autres organisations
home-sectors-organisations-text = Établissements de santé, collectivités, associations et entreprises de services qui veulent simplifier leurs processus.

## Case highlights (full stories in cases.ftl)
home-cases-eyebrow = Études de cas
home-cases-title = Des projets livrés, des résultats mesurés
home-cases-lead = Trois projets récents, du cadrage à la mise en service.
home-cases-chatbot-tag = Université
home-cases-chatbot-title = Un assistant virtuel pour les étudiants
home-cases-chatbot-text = Un assistant conversationnel en trois langues répond jour et nuit aux questions d’inscription et de scolarité.
home-cases-chatbot-figure = 55 % de courriels et d’appels en moins pour la scolarité
home-cases-forms-tag = Ministère
home-cases-forms-title = Une plateforme de formulaires en ligne
home-cases-forms-text = Les démarches papier d’un ministère dématérialisées et suivies de bout en bout, livrées en 6 mois.
home-cases-forms-figure = 60 % de délai de traitement en moins
home-cases-energy-tag = Énergie
home-cases-energy-title = La modernisation cloud d’un énergéticien
home-cases-energy-text = Les applications critiques d’un producteur d’énergie migrées vers le cloud, sans interruption de service.
home-cases-energy-figure = 45 % de coûts d’infrastructure en moins
home-cases-all = Lire nos études de cas

## Testimonial (a role and a type of institution, never a real person)
home-testimonial-eyebrow = Témoignage
home-testimonial-title = Ce qu’en disent nos clients
home-testimonial-quote = En six mois, l’équipe a remplacé nos formulaires papier par une plateforme que nos agents ont adoptée dès la première semaine. Le délai de traitement des demandes a baissé de 60 %, et le service n’a connu aucune interruption depuis son lancement.
home-testimonial-role = Directrice des systèmes d’information
home-testimonial-org = Administration centrale d’un ministère

## Call to action
home-cta-title = Un processus à simplifier, un système à moderniser ?
home-cta-text = Un premier échange de 30 minutes, gratuit et sans engagement, suffit pour repérer les gains possibles et estimer la durée de votre projet.
home-cta-contact = Parlons de votre projet
home-cta-faq = Consulter la FAQ

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
home-stats-savings-label = de réduction mesurée dans nos études de cas : coûts, délais ou volume de demandes

## Solution families (their names and descriptions: solutions.ftl)
home-services-eyebrow = Nos solutions
home-services-title = Ce que nous faisons pour vous
home-services-lead = Six familles de solutions, mises en œuvre par nos cinq services : une seule équipe conduit l’ensemble du projet, de l’analyse de vos processus à l’exploitation de vos plateformes.
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

## Case highlights (the cases themselves: content/cases)
home-cases-eyebrow = Études de cas
home-cases-title = Des projets livrés, des résultats mesurés
home-cases-lead = Trois projets récents, du cadrage à la mise en service.
home-cases-all = Lire nos études de cas

## Testimonial (a case study's quote, attributed to a role: content/cases)
home-testimonial-eyebrow = Témoignage
home-testimonial-title = Ce qu’en disent nos clients
home-testimonial-case = Lire l’étude de cas

## Call to action
home-cta-title = Un processus à simplifier, un système à moderniser ?
home-cta-text = Un premier échange de 30 minutes, gratuit et sans engagement, suffit pour repérer les gains possibles et estimer la durée de votre projet.
home-cta-contact = Parlons de votre projet
home-cta-faq = Consulter la FAQ

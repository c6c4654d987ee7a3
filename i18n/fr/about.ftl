# templates/pages/about.html

about-meta-title = À propos : mission, valeurs, histoire et équipe
about-meta-description = Cabinet de transformation numérique fondé en 2015 : plus de 50 projets pour ministères, universités et énergéticiens. Mission, valeurs, histoire, équipe.

## Hero
about-hero-eyebrow = À propos
about-hero-title = Un cabinet créé pour moderniser le service public
about-hero-lead = Depuis 2015, nos consultants et nos ingénieurs aident les institutions à tirer parti de l’intelligence artificielle, de l’automatisation et du cloud, avec une exigence : des progrès que leurs usagers ressentent.

## Mission and vision
about-mission-title = Notre mission
about-mission-text = Rendre les organisations publiques et les entreprises de l’énergie plus rapides, plus fiables et plus simples d’accès, en automatisant ce qui peut l’être pour redonner aux équipes du temps pour l’essentiel : le service rendu.
about-mission-point-1 = Partir des irritants des usagers et des agents, pas de la technologie
about-mission-point-2 = Livrer par étapes, avec un premier résultat visible en quelques semaines
about-mission-point-3 = Mesurer les gains avec vous, avant et après la mise en service
about-vision-title = Notre vision
about-vision-text = Une administration où chaque démarche se fait en ligne en quelques minutes, où les données circulent en toute sécurité entre les services, et où l’intelligence artificielle assiste les agents sans jamais décider à leur place.
about-vision-detail = Nous y travaillons avec des outils ouverts et éprouvés, hébergés là où nos clients le décident, et des interfaces utilisables par tous, en français, en anglais et en arabe.

## Values
about-values-eyebrow = Nos valeurs
about-values-title = Ce qui guide notre travail
about-values-lead = Quatre engagements que nous tenons sur chaque projet, du premier atelier à l’exploitation.
about-values-results-title = Des résultats mesurables
about-values-results-text = Chaque projet commence par des indicateurs fixés avec vous : délais, coûts, satisfaction des usagers. Nous les mesurons avant, pendant et après.
about-values-security-title = Sécurité et souveraineté
about-values-security-text = Vos données restent sous votre contrôle : hébergement choisi avec vous, chiffrement, droits d’accès au plus juste et traçabilité complète.
about-values-accessibility-title = Accessibilité pour tous
about-values-accessibility-text = Nos interfaces visent le niveau AA des WCAG 2.2, fonctionnent de gauche à droite comme de droite à gauche, et restent utilisables sur une connexion lente.
about-values-transfer-title = Transfert de compétences
about-values-transfer-text = Documentation, formation et accompagnement de vos équipes : à la fin du projet, vous êtes autonomes, pas dépendants.

## Timeline (consistent with 50+ projects and 10+ years)
about-timeline-eyebrow = Notre histoire
about-timeline-title = Plus de dix ans de projets, étape par étape
about-timeline-lead = D’une petite équipe d’automatisation à un cabinet présent sur trois continents.
about-timeline-2015-title = Création du cabinet
about-timeline-2015-text = Trois associés venus du conseil et de l’ingénierie fondent le cabinet au Canada. Premier projet : l’automatisation des inscriptions d’une université.
about-timeline-2018-title = Premiers ministères
about-timeline-2018-text = Ouverture d’un bureau en Europe et premières plateformes de démarches en ligne pour des administrations centrales.
about-timeline-2020-title = Cloud et continuité de service
about-timeline-2020-text = Pendant la crise sanitaire, nous mettons en ligne en urgence des services publics essentiels. Naissance du pôle cloud et exploitation et ouverture d’un bureau en Afrique.
about-timeline-2025-title = Dix ans, plus de 50 projets
about-timeline-2025-text = Le cabinet fête ses dix ans avec plus de 50 projets livrés et réunit ses spécialistes de l’IA générative responsable au sein du pôle IA et données.

## Leadership (the people: content/people)
about-leadership-eyebrow = Direction
about-leadership-title = L’équipe de direction
about-leadership-lead = Les trois associés fondateurs et la directrice du pôle IA et données : chacun suit lui-même des missions, du cadrage à la mise en service.
about-leadership-fictional = Comme le cabinet lui-même, les personnes présentées sur ce site sont fictives.

## Team (the four practices)
about-team-eyebrow = Notre équipe
about-team-title = Quatre pôles, une seule équipe projet
about-team-lead = Consultants, ingénieurs et architectes travaillent ensemble sur chaque mission, avec un interlocuteur unique du début à la fin.
about-team-leadership-title = Direction et conseil
about-team-leadership-text = Cadrage, conduite du changement et pilotage : un directeur de projet vous accompagne du premier atelier à la mise en service.
about-team-ai-title = IA et données
about-team-ai-text = Scientifiques des données et ingénieurs en apprentissage automatique conçoivent assistants conversationnels, modèles de classification et tableaux de bord.
about-team-integration-title = Intégration et automatisation
about-team-integration-text = Développeurs et architectes relient vos applications, automatisent vos processus et déploient les robots logiciels.
about-team-cloud-title = Cloud et exploitation
about-team-cloud-text = Ingénieurs infrastructure et fiabilité migrent, sécurisent et exploitent vos plateformes, 24 h/24 et 7 j/7.

## Call to action
about-cta-title = Travaillons ensemble
about-cta-text = Parlez-nous de vos priorités : nous vous proposerons une démarche adaptée à votre organisation et à votre calendrier.
about-cta-contact = Parlons de votre projet
about-cta-cases = Lire nos études de cas

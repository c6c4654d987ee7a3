# templates/pages/services.html

services-meta-title = Services d’automatisation, RPA et intégration
services-meta-description = Automatisation des processus, traitement intelligent des documents, RPA, intégration de systèmes et services managés pour institutions, universités et énergie.

## Hero
services-hero-eyebrow = Services
services-hero-title = Automatiser, intégrer, exploiter : des services de bout en bout
services-hero-lead = Nous concevons et faisons fonctionner les outils numériques qui allègent le travail de vos équipes : circuits de validation, traitement des documents, robots logiciels, échanges entre applications et exploitation au quotidien.
services-hero-cta-primary = Parlons de votre projet
services-hero-cta-secondary = Découvrir nos solutions

## Offer: five services, each with three deliverables
services-offer-eyebrow = Nos services
services-offer-title = Cinq services pour transformer vos opérations
services-offer-lead = Chaque service peut être confié seul ou combiné aux autres. Dans tous les cas, vous savez dès le départ ce qui sera livré, par qui et quand.
services-deliverables-label = Ce que vous obtenez

services-workflow-title = Automatisation des processus
services-workflow-description = Nous modélisons vos circuits de demande, de validation et de signature, puis les outillons dans un moteur de flux de travail : fini les formulaires papier, les relances par courriel et les dossiers égarés.
services-workflow-deliverable-1 = Cartographie des processus actuels et cibles, avec leurs délais mesurés
services-workflow-deliverable-2 = Circuits numériques avec formulaires, règles métier, notifications et signature électronique
services-workflow-deliverable-3 = Tableau de bord de suivi des demandes et des délais de traitement

services-documents-title = Traitement intelligent des documents
services-documents-description = Factures, pièces justificatives, formulaires, courriers : la reconnaissance optique de caractères (OCR) et l’IA lisent, classent et extraient les données de vos documents, en français, en anglais et en arabe.
services-documents-deliverable-1 = Chaîne de numérisation, de classement et d’extraction des données
services-documents-deliverable-2 = Contrôles de cohérence et validation humaine des cas douteux
services-documents-deliverable-3 = Versement automatique dans votre gestion électronique des documents ou vos applications métier

services-rpa-title = Automatisation robotisée des processus (RPA)
services-rpa-description = Des robots logiciels reprennent les tâches répétitives sur vos applications existantes — saisies, rapprochements, extractions — sans modifier ces applications ni attendre leur remplacement.
services-rpa-deliverable-1 = Analyse d’éligibilité et priorisation des tâches selon le gain attendu
services-rpa-deliverable-2 = Robots documentés, testés et supervisés, avec gestion des exceptions
services-rpa-deliverable-3 = Règles de gouvernance et formation de vos équipes pour faire vivre les robots

services-integration-title = Intégration de systèmes
services-integration-description = Vos applications se parlent enfin : nous connectons progiciels de gestion, plateformes en ligne et registres administratifs par des interfaces documentées et des échanges sécurisés.
services-integration-deliverable-1 = Architecture d’intégration et catalogue des flux de données
services-integration-deliverable-2 = Interfaces et connecteurs sécurisés, journalisés et rejouables
services-integration-deliverable-3 = Supervision des échanges avec alertes en cas d’anomalie

services-managed-title = Administration et services managés
services-managed-description = Nous assurons l’exploitation de vos plateformes après la mise en service : supervision, mises à jour, sauvegardes, sécurité et support, avec des engagements de service écrits.
services-managed-deliverable-1 = Supervision continue et astreinte selon le niveau de service convenu
services-managed-deliverable-2 = Mises à jour de sécurité, sauvegardes et tests de restauration réguliers
services-managed-deliverable-3 = Rapport mensuel de disponibilité, d’incidents et de pistes d’amélioration

## Process: four steps
services-process-eyebrow = Notre démarche
services-process-title = Une méthode en quatre étapes
services-process-lead = Nos projets durent de 3 à 12 mois. Chaque étape se conclut par un livrable que vous validez avant de passer à la suivante.
services-process-diagnose-title = Diagnostiquer
services-process-diagnose-description = Entretiens, observation sur le terrain et mesure des délais actuels : nous identifions où se perd le temps et chiffrons les gains possibles.
services-process-design-title = Concevoir
services-process-design-description = Processus cible, architecture, maquettes et plan de déploiement, validés avec vos équipes métier, informatiques et juridiques.
services-process-deliver-title = Livrer
services-process-deliver-description = Développement par itérations courtes, démonstrations régulières, tests avec de vrais utilisateurs, puis mise en service progressive.
services-process-run-title = Exploiter et améliorer
services-process-run-description = Supervision, support et mesure des résultats : nous ajustons les processus à partir des données réelles d’utilisation.

## Why us
services-why-eyebrow = Pourquoi nous
services-why-title = Pourquoi nous confier vos processus
services-why-lead = Depuis 2015, nous accompagnons ministères, universités et entreprises de l’énergie dans des transformations qui doivent fonctionner dès le premier jour.
services-why-stats-label = Nos résultats en chiffres
services-why-since-value = 2015
services-why-since-label = Début de notre pratique en transformation numérique
services-why-projects-value = 50+
services-why-projects-label = Projets livrés pour des institutions et des entreprises
services-why-availability-value = 99,99 %
services-why-availability-label = Disponibilité des plateformes que nous exploitons
services-why-reduction-value = 45 à 80 %
services-why-reduction-label = De réduction mesurée dans nos études de cas : coûts, délais ou volume de demandes
services-why-public-title = La culture du service public
services-why-public-description = Marchés publics, protection des données, accessibilité, multilinguisme : nous connaissons vos contraintes et les intégrons dès la conception.
services-why-measure-title = Des gains mesurés, pas promis
services-why-measure-description = Délais et coûts sont mesurés au diagnostic, puis après la mise en service : vous constatez l’effet réel, chiffres à l’appui.
services-why-sovereignty-title = Vos données restent les vôtres
services-why-sovereignty-description = Hébergement au choix, standards ouverts et documentation complète : vous pouvez reprendre la main ou changer de prestataire à tout moment.
services-why-transfer-title = Des équipes autonomes
services-why-transfer-description = Formation, guides et accompagnement au changement : vos agents s’approprient les outils et vos informaticiens savent les faire évoluer.
## What we do not do: five kinds of work the consultancy declines, and why
services-limits-eyebrow = Nos limites
services-limits-title = Ce que nous ne faisons pas
services-limits-lead = Savoir ce qu’un cabinet refuse aide à juger ce qu’il promet. Voici les missions que nous déclinons, et pourquoi.
services-limits-licences-title = Revendre des licences
services-limits-licences-description = Nous ne sommes revendeurs d’aucun éditeur et ne touchons aucune commission : nos recommandations techniques ne dépendent que de votre besoin.
services-limits-decisions-title = Laisser une IA décider seule
services-limits-decisions-description = Nous ne concevons pas de système qui prend une décision sur une personne sans contrôle humain, qu’il s’agisse d’accorder une aide, de refuser une inscription ou de sanctionner.
services-limits-tenders-title = Répondre à un appel d’offres que nous avons aidé à rédiger
services-limits-tenders-description = Si nous vous aidons à préparer un cahier des charges, nous ne répondons pas au marché qui en découle : c’est la condition d’un conseil impartial.
services-limits-staffing-title = Mettre du personnel à disposition
services-limits-staffing-description = Nous ne facturons pas des consultants à la journée sous votre seule direction : nous nous engageons sur des livrables, des délais et des résultats mesurés.
services-limits-marketing-title = Le marketing et les réseaux sociaux
services-limits-marketing-description = Sites promotionnels, campagnes publicitaires et animation des réseaux sociaux ne font pas partie de notre métier ; nous pouvons vous orienter vers des spécialistes.

## Call to action
services-cta-title = Un processus vous fait perdre du temps ?
services-cta-text = Décrivez-le-nous : nous vous proposons un diagnostic et une première estimation des gains, sans engagement.
services-cta-primary = Parlons de votre projet
services-cta-secondary = Lire nos études de cas

# templates/pages/technology.html

technology-meta-title = Technologie : outils, livraison et intégrations
technology-meta-description = Technologies ouvertes et éprouvées, livraison outillée, circulation des données maîtrisée et intégration à vos progiciels, registres et annuaires.

## Hero
technology-hero-eyebrow = Technologie
technology-hero-title = Une technologie ouverte, éprouvée et maîtrisée
technology-hero-lead = Nous choisissons des outils standards, largement adoptés et bien maintenus, pour que vos systèmes restent sûrs, évolutifs et réversibles, quel que soit votre hébergeur.
technology-hero-cta-primary = Parlons de votre projet
technology-hero-cta-secondary = Découvrir nos solutions

## Stack: six groups of six tools (product names stay in Latin script in every language)
technology-stack-eyebrow = Notre pile technologique
technology-stack-title = Les technologies que nous maîtrisons
technology-stack-lead = Une pile indépendante des éditeurs, que nous adaptons à votre existant plutôt que de vous imposer la nôtre.
technology-stack-languages-title = Langages
technology-stack-languages-description = Des langages répandus, pour que vos équipes puissent reprendre et faire évoluer le code.
technology-stack-languages-item-1 = Python
technology-stack-languages-item-2 = TypeScript
technology-stack-languages-item-3 = Java
technology-stack-languages-item-4 = C#
technology-stack-languages-item-5 = Go
technology-stack-languages-item-6 = SQL
technology-stack-frameworks-title = Cadriciels et automatisation
technology-stack-frameworks-description = Des cadres de développement stables, soutenus par de larges communautés.
technology-stack-frameworks-item-1 = React
technology-stack-frameworks-item-2 = Spring Boot
technology-stack-frameworks-item-3 = ASP.NET Core
technology-stack-frameworks-item-4 = FastAPI
technology-stack-frameworks-item-5 = Camunda
technology-stack-frameworks-item-6 = Robot Framework
technology-stack-cloud-title = Cloud et infrastructure
technology-stack-cloud-description = Cloud public, privé ou souverain : la même infrastructure, décrite en code.
technology-stack-cloud-item-1 = Kubernetes
technology-stack-cloud-item-2 = Docker
technology-stack-cloud-item-3 = OpenTofu
technology-stack-cloud-item-4 = Ansible
technology-stack-cloud-item-5 = OpenStack
technology-stack-cloud-item-6 = Linux
technology-stack-data-title = Données
technology-stack-data-description = Stockage, circulation, orchestration et visualisation des données.
technology-stack-data-item-1 = PostgreSQL
technology-stack-data-item-2 = Apache Kafka
technology-stack-data-item-3 = Apache Airflow
technology-stack-data-item-4 = dbt
technology-stack-data-item-5 = OpenSearch
technology-stack-data-item-6 = Apache Superset
technology-stack-ai-title = IA et documents
technology-stack-ai-description = Modèles de langage, vision et reconnaissance de caractères, hébergeables chez vous.
technology-stack-ai-item-1 = PyTorch
technology-stack-ai-item-2 = Hugging Face Transformers
technology-stack-ai-item-3 = vLLM
technology-stack-ai-item-4 = Tesseract OCR
technology-stack-ai-item-5 = spaCy
technology-stack-ai-item-6 = MLflow
technology-stack-ops-title = Sécurité et exploitation
technology-stack-ops-description = Identité, secrets, déploiement continu et observabilité.
technology-stack-ops-item-1 = Keycloak
technology-stack-ops-item-2 = OpenBao
technology-stack-ops-item-3 = Argo CD
technology-stack-ops-item-4 = OpenTelemetry
technology-stack-ops-item-5 = Prometheus
technology-stack-ops-item-6 = Grafana

## Delivery process
technology-process-eyebrow = Livraison
technology-process-title = Notre processus de livraison
technology-process-lead = Une chaîne outillée, de la première ligne de code à la production, pour livrer souvent et sans mauvaise surprise.
technology-process-framing-title = Cadrage technique
technology-process-framing-description = Architecture, choix techniques argumentés et exigences de sécurité, consignés dans des décisions d’architecture écrites.
technology-process-iterations-title = Développement itératif
technology-process-iterations-description = Des incréments livrés toutes les deux semaines et présentés sur un environnement de recette proche de la production.
technology-process-quality-title = Qualité automatisée
technology-process-quality-description = Tests unitaires, d’intégration et d’accessibilité, analyse du code et des dépendances à chaque modification.
technology-process-release-title = Déploiement continu
technology-process-release-description = Mises en production automatisées, réversibles et sans interruption, sur une infrastructure décrite en code.
technology-process-operate-title = Exploitation observée
technology-process-operate-description = Journaux, métriques et alertes dès le premier jour : les incidents sont détectés avant que vos usagers ne les signalent.

## Data flow: an SVG diagram (labels and details) and the same steps as a list
technology-dataflow-eyebrow = Flux de données
technology-dataflow-title = Comment circulent vos données
technology-dataflow-lead = De la source à l’écran, chaque étape est tracée, sécurisée et hébergée là où vous l’avez décidé.
technology-dataflow-diagram-title = Schéma du flux de données
technology-dataflow-diagram-description = Cinq étapes reliées par des flèches, de haut en bas : sources, ingestion, traitement et IA, stockage, puis applications et tableaux de bord.
technology-dataflow-sources-label = Sources
technology-dataflow-sources-detail = Applications, formulaires, documents
technology-dataflow-sources-description = Applications métier, formulaires en ligne, documents numérisés, capteurs et registres partenaires.
technology-dataflow-ingestion-label = Ingestion
technology-dataflow-ingestion-detail = Interfaces, fichiers, temps réel
technology-dataflow-ingestion-description = Collecte par interfaces de programmation, transferts de fichiers sécurisés ou flux en temps réel, avec contrôle des formats et journalisation.
technology-dataflow-processing-label = Traitement et IA
technology-dataflow-processing-detail = Nettoyage, extraction, modèles
technology-dataflow-processing-description = Nettoyage, enrichissement, extraction des documents et modèles d’IA, les décisions restant sous contrôle humain.
technology-dataflow-storage-label = Stockage
technology-dataflow-storage-detail = Bases, entrepôt, archives
technology-dataflow-storage-description = Bases de données, entrepôt analytique et archives chiffrés, avec des droits d’accès par rôle et des durées de conservation définies.
technology-dataflow-apps-label = Applications et tableaux de bord
technology-dataflow-apps-detail = Portails, services, indicateurs
technology-dataflow-apps-description = Portails usagers, outils des agents, interfaces pour vos partenaires et tableaux de bord de pilotage.

## Integrations
technology-integrations-eyebrow = Intégrations
technology-integrations-title = Les systèmes que nous connectons
technology-integrations-lead = Nous raccordons vos nouveaux outils aux systèmes qui font déjà tourner votre organisation, par des interfaces standard et documentées.
technology-integrations-erp-title = Progiciels de gestion intégrés (ERP)
technology-integrations-erp-description = Finances, achats, ressources humaines et paie : les données circulent sans ressaisie.
technology-integrations-crm-title = Gestion de la relation usager (CRM)
technology-integrations-crm-description = Historique des échanges, demandes et réclamations partagé entre les services.
technology-integrations-documents-title = Gestion électronique des documents
technology-integrations-documents-description = Classement, versions et archivage des pièces, avec leurs métadonnées.
technology-integrations-identity-title = Identité et authentification unique
technology-integrations-identity-description = Annuaires et authentification unique (SSO) : une seule connexion, des droits gérés au même endroit.
technology-integrations-registries-title = Registres administratifs
technology-integrations-registries-description = État civil, registre des entreprises, référentiels d’adresses et fichiers nationaux des étudiants.
technology-integrations-payment-title = Paiement en ligne
technology-integrations-payment-description = Passerelles de paiement, comptabilité publique et rapprochement automatique des encaissements.
technology-integrations-messaging-title = Messagerie et notifications
technology-integrations-messaging-description = Courriel, SMS et messageries instantanées pour informer les usagers à chaque étape.
technology-integrations-legacy-title = Systèmes existants
technology-integrations-legacy-description = Bases de données anciennes, échanges de fichiers et applications sans interface, reliés sans les réécrire.

## Call to action
technology-cta-title = Un projet technique à cadrer ?
technology-cta-text = Nos architectes étudient votre existant et vous proposent une architecture cible réaliste, hébergement compris.
technology-cta-primary = Parlons de votre projet
technology-cta-secondary = Découvrir nos services

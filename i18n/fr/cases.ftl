# templates/pages/cases.html

cases-meta-title = Études de cas : IA, dématérialisation et cloud
cases-meta-description = Assistant virtuel universitaire, formulaires en ligne pour un ministère, migration cloud d’un énergéticien : problème, solution et résultats chiffrés.

## Hero
cases-hero-eyebrow = Études de cas
cases-hero-title = Des résultats concrets, mesurés avec nos clients
cases-hero-lead = Trois projets récents, racontés du problème de départ aux résultats obtenus. À leur demande, nos clients ne sont pas nommés ; les indicateurs ont été mesurés avec leurs équipes.
cases-toc-label = Études de cas de cette page

## Shared headings of each case
cases-heading-problem = Le problème
cases-heading-solution = Notre solution
cases-heading-result = Les résultats

## Student chatbot (university)
cases-chatbot-sector = Université
cases-chatbot-duration = Projet de 4 mois
cases-chatbot-title = Un assistant virtuel pour les étudiants d’une université
cases-chatbot-summary = Une grande université publique voulait répondre plus vite aux questions de ses étudiants sans alourdir la charge de ses équipes de scolarité.
cases-chatbot-problem = À chaque rentrée, le service de la scolarité recevait des milliers de courriels et d’appels sur les mêmes sujets : calendrier d’inscription, pièces à fournir, frais, équivalences. Les réponses prenaient plus de deux semaines et les agents n’avaient plus le temps de traiter les dossiers complexes.
cases-chatbot-solution = Nous avons conçu un assistant conversationnel relié au système de gestion de la scolarité et à la base documentaire de l’université.
cases-chatbot-solution-1 = Des réponses en français, en anglais et en arabe, fondées uniquement sur les textes officiels de l’université
cases-chatbot-solution-2 = La consultation sécurisée de l’état de son dossier, après authentification
cases-chatbot-solution-3 = Le transfert vers un agent, avec l’historique de l’échange, dès que la question l’exige
cases-chatbot-result = Lancé pour la rentrée après un pilote de six semaines, l’assistant traite aujourd’hui l’essentiel des questions courantes, et les agents se consacrent aux situations qui demandent un vrai examen.
cases-chatbot-figure-1-value = 55 %
cases-chatbot-figure-1-label = de courriels et d’appels en moins pour la scolarité
cases-chatbot-figure-2-value = 24 h/24
cases-chatbot-figure-2-label = des réponses disponibles, week-ends et vacances compris
cases-chatbot-figure-3-value = 4 mois
cases-chatbot-figure-3-label = du cadrage au lancement, pilote compris

## Government forms platform (ministry)
cases-forms-sector = Ministère
cases-forms-duration = Projet de 6 mois
cases-forms-title = Une plateforme de formulaires en ligne pour un ministère
cases-forms-summary = Un ministère traitait encore sur papier la majorité des demandes de ses usagers, de la saisie à l’archivage.
cases-forms-problem = Formulaires imprimés, ressaisie dans trois applications différentes, pièces justificatives égarées : une demande mettait en moyenne cinq semaines à aboutir, et les usagers ne savaient jamais où en était leur dossier.
cases-forms-solution = Nous avons livré une plateforme de démarches en ligne, accessible et multilingue, reliée aux applications métier du ministère.
cases-forms-solution-1 = Un générateur de formulaires qui permet aux équipes du ministère de publier une nouvelle démarche sans développement
cases-forms-solution-2 = La lecture automatique des pièces justificatives et des circuits de validation paramétrables
cases-forms-solution-3 = Un suivi en temps réel pour les usagers, par courriel et dans leur espace personnel
cases-forms-result = Trente démarches étaient en ligne dès le lancement. Les agents consacrent désormais leur temps à l’instruction des dossiers plutôt qu’à la saisie, et les usagers suivent leur demande à chaque étape.
cases-forms-figure-1-value = 60 %
cases-forms-figure-1-label = de délai de traitement en moins : de cinq semaines à deux
cases-forms-figure-2-value = 99,99 %
cases-forms-figure-2-label = de disponibilité depuis la mise en service
cases-forms-figure-3-value = 6 mois
cases-forms-figure-3-label = pour concevoir, construire et déployer la plateforme

## Energy cloud modernisation (energy firm)
cases-energy-sector = Énergie
cases-energy-duration = Projet de 9 mois
cases-energy-title = La modernisation cloud d’un producteur d’énergie
cases-energy-summary = Un producteur d’énergie devait quitter un centre de données vieillissant sans interrompre la supervision de ses installations.
cases-energy-problem = Serveurs en fin de vie, mises en production manuelles planifiées dix jours à l’avance, coûts de maintenance en hausse constante : l’infrastructure freinait chaque nouveau projet et faisait peser un risque sur des applications critiques.
cases-energy-solution = Nous avons migré progressivement les applications vers une architecture cloud hybride, conçue avec les équipes de sécurité du client.
cases-energy-solution-1 = Une cartographie complète des applications et une migration par vagues, des moins critiques aux plus sensibles
cases-energy-solution-2 = Une infrastructure décrite sous forme de code, des déploiements automatisés et des environnements de test à la demande
cases-energy-solution-3 = Une supervision unifiée, des sauvegardes chiffrées et un plan de reprise d’activité testé chaque trimestre
cases-energy-result = La migration s’est achevée sans aucune interruption de la supervision des installations, et les équipes livrent désormais leurs évolutions en continu.
cases-energy-figure-1-value = 45 %
cases-energy-figure-1-label = de coûts d’infrastructure en moins
cases-energy-figure-2-value = 80 %
cases-energy-figure-2-label = de délai de mise en production en moins : de dix jours à deux
cases-energy-figure-3-value = 9 mois
cases-energy-figure-3-label = de migration par vagues, sans interruption de service

## Call to action
cases-cta-title = Votre projet pourrait être le prochain
cases-cta-text = Chacune de ces études de cas a commencé par une conversation. Décrivez-nous votre situation : nous vous dirons franchement ce qu’il est possible de gagner, et en combien de temps.
cases-cta-contact = Parlons de votre projet
cases-cta-services = Découvrir nos services

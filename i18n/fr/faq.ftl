# templates/pages/faq.html

faq-meta-title = Questions fréquentes
faq-meta-description = Réponses sur nos missions, nos services, nos choix techniques et notre support : durée des projets, sécurité des données, hébergement, maintenance.

## Hero
faq-hero-eyebrow = FAQ
faq-hero-title = Questions fréquentes
faq-hero-lead = Les questions que nous posent le plus souvent les ministères, universités et entreprises avant de lancer un projet avec nous, et nos réponses sans détour.
faq-toc-label = Rubriques de la FAQ

## General
faq-general-title = Général
faq-general-lead = Qui nous sommes, avec qui nous travaillons et comment se déroule une mission.
faq-general-q1 = Avec quels types d’organisations travaillez-vous ?
faq-general-a1 = Principalement avec des institutions publiques, des ministères, des universités et des entreprises du secteur de l’énergie, au Canada, en Europe et en Afrique. Nous accompagnons aussi des organisations privées dont les processus ressemblent à ceux du secteur public : volumes importants, exigences réglementaires fortes et nombreux systèmes à faire dialoguer.
faq-general-q2 = Depuis quand exercez-vous ?
faq-general-a2 = Notre cabinet accompagne des organisations depuis 2015. Nous avons mené plus de 50 projets, et nos consultants ont plus de 10 ans d’expérience en transformation numérique, en intégration de systèmes et en intelligence artificielle.
faq-general-q3 = Combien de temps dure un projet type ?
faq-general-a3 = Entre 3 et 12 mois selon le périmètre. Nous découpons toujours le travail en livraisons courtes : une première mise en service utile intervient généralement dans les trois premiers mois, puis le périmètre s’élargit par étapes.
faq-general-q4 = Dans quelles langues pouvez-vous travailler ?
faq-general-a4 = Nos équipes travaillent en français, en anglais et en arabe. Les livrables, la documentation et les formations sont produits dans la langue de vos équipes, et les applications que nous livrons peuvent être multilingues, y compris en écriture de droite à gauche.

## Services
faq-services-title = Services
faq-services-lead = Ce que nous faisons, ce que nous ne faisons pas, et la manière dont nous nous engageons sur des résultats.
faq-services-q1 = Quels services proposez-vous ?
faq-services-a1 = Cinq services : automatisation des processus, traitement intelligent des documents, automatisation robotisée des processus (RPA), intégration de systèmes, administration et services managés. Nous les combinons en six familles de solutions, de l’intelligence artificielle au cloud en passant par le développement sur mesure. Ce que nous ne faisons pas est détaillé sur la page Services.
faq-services-q2 = Quels résultats pouvons-nous attendre ?
faq-services-a2 = Dans nos études de cas, les réductions mesurées vont de 45 à 80 % : 45 % des coûts d’infrastructure, 55 % des courriels et des appels reçus, 60 % du délai de traitement, 80 % du délai de mise en production. Nous fixons avec vous, dès le cadrage, les indicateurs à suivre et leur valeur de départ, pour que le résultat soit mesuré et non estimé.
faq-services-q3 = Pouvez-vous reprendre un projet commencé par un autre prestataire ?
faq-services-a3 = Oui. Nous commençons par un audit court du code, de l’architecture et de la documentation existants, puis nous vous proposons un plan de reprise chiffré : ce qui peut être conservé, ce qui doit être corrigé et dans quel ordre.
faq-services-q4 = Comment se passe le cadrage d’un projet ?
faq-services-a4 = Un premier échange de 30 minutes, gratuit, permet de comprendre votre besoin. Suit un atelier de cadrage de 1 à 3 semaines : observation des processus, rencontre des utilisateurs, inventaire des systèmes. Vous recevez ensuite une proposition précisant le périmètre, le calendrier, l’équipe et le budget.

## Technical
faq-technical-title = Technique
faq-technical-lead = Nos choix d’architecture, d’hébergement et de sécurité, et la manière dont nous traitons vos données.
faq-technical-q1 = Où sont hébergées les données de nos projets ?
faq-technical-a1 = Là où vos obligations l’exigent : dans votre propre centre de données, chez un hébergeur de votre pays ou dans une région cloud précise. Nous documentons la localisation de chaque donnée et nous privilégions les solutions qui garantissent la réversibilité.
faq-technical-q2 = Comment protégez-vous les données personnelles traitées par vos solutions ?
faq-technical-a2 = Nous appliquons la protection des données dès la conception : minimisation des données collectées, chiffrement en transit et au repos, contrôle des accès, journalisation et durées de conservation définies. Nous vous aidons à mener l’analyse d’impact exigée par le RGPD, la Loi 25 du Québec ou la loi marocaine n° 09-08.
faq-technical-q3 = Vos solutions s’intègrent-elles à nos systèmes existants ?
faq-technical-a3 = C’est le cœur de notre métier. Nous nous connectons à vos progiciels, bases de données et annuaires par API, par échanges de fichiers ou, en dernier recours, par automatisation robotisée. Les plateformes que nous exploitons offrent une disponibilité de 99,99 %.
faq-technical-q4 = Utilisez-vous des logiciels libres ?
faq-technical-a4 = Oui, chaque fois qu’ils répondent au besoin : ils réduisent la dépendance à un éditeur et facilitent la reprise par vos équipes. Nous travaillons aussi avec les solutions du marché que vous avez déjà retenues, et nous justifions chaque choix par écrit.

## Support
faq-support-title = Support
faq-support-lead = Ce qui se passe après la mise en service : maintenance, assistance et transfert de compétences.
faq-support-q1 = Assurez-vous la maintenance après la mise en service ?
faq-support-a1 = Oui. Nous proposons une garantie incluse à chaque projet, puis un contrat de maintenance qui couvre les correctifs, les mises à jour de sécurité et les évolutions mineures, avec des délais d’intervention adaptés à la criticité de chaque service.
faq-support-q2 = Comment signaler un incident ?
faq-support-a2 = Par le canal défini dans votre contrat : outil de tickets, courriel dédié ou téléphone pour les incidents critiques. Chaque signalement reçoit un numéro de suivi et vous êtes informé de chaque étape jusqu’à la résolution.
faq-support-q3 = Formez-vous nos équipes ?
faq-support-a3 = Oui, le transfert de compétences fait partie de chaque projet : formations des utilisateurs et des administrateurs, documentation rédigée dans votre langue et période d’accompagnement pendant laquelle vos équipes opèrent avec notre appui.
faq-support-q4 = Pouvons-nous reprendre la solution en interne plus tard ?
faq-support-a4 = Oui. Le code source, la documentation d’exploitation et les accès vous sont remis. Nous préparons cette reprise dès le départ pour que vous restiez libres de changer de prestataire ou d’internaliser.

## Call to action
faq-cta-title = Vous ne trouvez pas votre réponse ?
faq-cta-body = Posez-nous directement votre question : un consultant vous répond sous 2 jours ouvrables.
faq-cta-button = Poser une question

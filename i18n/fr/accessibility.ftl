# templates/pages/accessibility.html

accessibility-meta-title = Déclaration d’accessibilité
accessibility-meta-description = Notre objectif WCAG 2.2 AA, nos tests (axe-core, Lighthouse, clavier, NVDA, VoiceOver, arabe de droite à gauche), nos limites et comment signaler un obstacle.

## Hero
accessibility-hero-eyebrow = Accessibilité
accessibility-hero-title = Déclaration d’accessibilité
accessibility-hero-lead = Nous travaillons pour des institutions qui servent tout le monde. Ce site doit donc pouvoir être lu et utilisé par tout le monde : au clavier, avec un lecteur d’écran, sur un petit écran, en français, en anglais comme en arabe.
accessibility-updated = Déclaration établie le
accessibility-updated-date = 20 novembre 2026

## Standard
accessibility-standard-title = Notre objectif : WCAG 2.2, niveau AA
accessibility-standard-body = Ce site vise la conformité au niveau AA des Règles pour l’accessibilité des contenus web (WCAG) 2.2 du W3C, la référence sur laquelle s’appuient les principales normes publiques, comme la norme européenne EN 301 549 ou le RGAA en France. L’objectif couvre toutes les pages, dans les trois langues et dans les deux thèmes d’affichage.
accessibility-standard-status = Cette déclaration repose sur nos propres tests, décrits ci-dessous. Le site n’a pas encore fait l’objet d’un audit par un organisme indépendant : nous ne revendiquons donc pas une conformité totale, et nous publions ci-dessous les limites que nous connaissons.

## Testing
accessibility-testing-title = Comment nous testons
accessibility-testing-intro = L’accessibilité est vérifiée à chaque modification du site, et non une fois pour toutes :
accessibility-testing-axe-label = Tests automatisés :
accessibility-testing-axe-body = le moteur axe-core analyse chaque page en français, en anglais et en arabe, en thème clair et en thème sombre.
accessibility-testing-lighthouse-label = Audits Lighthouse :
accessibility-testing-lighthouse-body = nous suivons les scores d’accessibilité, de performance et de bonnes pratiques des pages principales, y compris sur mobile et sur connexion lente.
accessibility-testing-keyboard-label = Parcours au clavier :
accessibility-testing-keyboard-body = chaque page et chaque formulaire sont parcourus sans souris, pour vérifier l’ordre de tabulation, la visibilité du focus et l’absence de piège.
accessibility-testing-screen-reader-label = Lecteurs d’écran :
accessibility-testing-screen-reader-body = nous vérifions les pages et les formulaires avec NVDA sous Windows et VoiceOver sous macOS et iOS : titres, repères, libellés, messages d’erreur et annonces.
accessibility-testing-rtl-label = Relecture de droite à gauche :
accessibility-testing-rtl-body = une personne arabophone relit les pages en arabe pour contrôler le sens de lecture, la mise en page en miroir et l’isolement des adresses, numéros et noms en caractères latins.

## Features
accessibility-features-title = Ce que le site offre
accessibility-features-structure = Une structure de titres cohérente, des zones de page identifiées et un lien pour aller directement au contenu.
accessibility-features-keyboard = Toutes les fonctions sont utilisables au clavier, avec un indicateur de focus visible.
accessibility-features-languages = La langue de chaque page est déclarée, et la mise en page s’inverse entièrement en arabe.
accessibility-features-no-script = Toutes les pages et tous les formulaires fonctionnent sans JavaScript.
accessibility-features-themes = Un thème clair et un thème sombre, qui suivent par défaut le réglage de votre système.
accessibility-features-forms = Des formulaires dont chaque champ a un libellé et dont les erreurs s’affichent à côté du champ concerné, en texte.

## Known limits
accessibility-limits-title = Limites connues
accessibility-limits-intro = Voici les points que nous savons perfectibles, et ce que nous proposons en attendant :
accessibility-limits-resources-label = Ressources sur demande :
accessibility-limits-resources-body = les guides et modèles listés ne sont pas encore consultables en ligne ; nous les envoyons par courriel. Si le format reçu ne vous convient pas, nous vous le fournissons dans un autre format (texte balisé, document modifiable).
accessibility-limits-diagrams-label = Schémas :
accessibility-limits-diagrams-body = les schémas d’architecture et de flux de données sont accompagnés d’une description textuelle résumée ; une description détaillée est disponible sur demande.
accessibility-limits-latin-label = Termes en caractères latins :
accessibility-limits-latin-body = certains noms de produits et termes techniques restent en caractères latins dans les pages en arabe ; ils sont isolés pour être lus correctement, mais leur prononciation par les synthèses vocales arabes peut être imparfaite.
accessibility-limits-external-label = Services externes :
accessibility-limits-external-body = notre profil sur un réseau social relève d’une plateforme tierce, dont l’accessibilité ne dépend pas de nous.

## Report a barrier
accessibility-report-title = Signaler un obstacle
accessibility-report-body = Si vous ne parvenez pas à accéder à un contenu ou à un service, écrivez-nous : nous vous fournirons l’information par un autre moyen et nous corrigerons le problème.
accessibility-report-include = Pour nous aider, indiquez la page concernée, ce que vous cherchiez à faire, et si possible votre navigateur et votre technologie d’assistance.
accessibility-report-delay = Nous accusons réception sous 2 jours ouvrables et vous proposons une solution ou une alternative sous 10 jours ouvrables au plus.
accessibility-report-form = Vous pouvez aussi utiliser notre formulaire de contact

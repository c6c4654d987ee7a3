# templates/pages/privacy.html

privacy-meta-title = Politique de confidentialité
privacy-meta-description = Données conservées, finalités, durées de conservation, témoins lang et theme, vos droits et la personne responsable : notre politique de confidentialité.

## Hero
privacy-hero-eyebrow = Confidentialité
privacy-hero-title = Politique de confidentialité
privacy-hero-lead = Ce site collecte le strict nécessaire : ce que vous nous envoyez vous-même, et deux préférences d’affichage. Voici ce que nous conservons, pourquoi, combien de temps, et comment exercer vos droits.
privacy-updated = Dernière mise à jour :
privacy-updated-date = 25 novembre 2026
privacy-toc-title = Sur cette page

## Summary
privacy-summary-title = En bref
privacy-summary-minimal = Nous ne conservons que ce que vous nous transmettez : votre adresse pour la lettre d’information, ou votre message de contact.
privacy-summary-cookies = Deux témoins (cookies) fonctionnels seulement : votre langue et votre thème d’affichage.
privacy-summary-no-third-party = Aucune requête vers un tiers : polices, icônes et scripts sont servis par notre propre serveur.
privacy-summary-no-sale = Vos données ne sont jamais vendues, louées ni utilisées à des fins publicitaires.

## Controller and person in charge
privacy-controller-title = Qui est responsable
privacy-controller-body = L’éditeur du site est responsable des traitements décrits sur cette page. Il a désigné une personne responsable de la protection des renseignements personnels, que vous pouvez joindre directement pour toute question ou demande.
privacy-controller-publisher = Responsable du traitement
privacy-controller-officer = Personne responsable de la protection des renseignements personnels
privacy-controller-email = Adresse dédiée
privacy-controller-officer-role = Cette personne veille à l’application de la présente politique, traite les demandes d’exercice de vos droits et les plaintes, et tient le registre des incidents de confidentialité, comme l’exigent notamment la Loi 25 du Québec et le RGPD.

## What is stored
privacy-data-title = Données que nous conservons
privacy-data-intro = Nous ne créons pas de compte et ne collectons aucune donnée à votre insu. Seules les informations suivantes sont enregistrées, et uniquement lorsque vous agissez.
privacy-data-newsletter-title = Lorsque vous vous abonnez à la lettre d’information
privacy-data-newsletter-email = votre adresse électronique ;
privacy-data-newsletter-time = la date et l’heure de votre consentement ;
privacy-data-newsletter-lang = la langue de la page depuis laquelle vous vous êtes abonné(e) ;
privacy-data-newsletter-page = la page depuis laquelle vous vous êtes abonné(e) ;
privacy-data-newsletter-version = la version du texte de consentement affiché au moment de l’abonnement, pour pouvoir prouver ce à quoi vous avez consenti ;
privacy-data-newsletter-confirmation = le nombre de courriels de confirmation envoyés (trois au plus) et la date et l’heure de votre confirmation ;
privacy-data-newsletter-unsubscribe = la date, l’heure et le moyen de votre désinscription (lien en un clic de votre messagerie ou bouton de notre page).
privacy-data-contact-title = Lorsque vous nous écrivez par le formulaire de contact
privacy-data-contact-name = votre nom ;
privacy-data-contact-email = votre adresse électronique ;
privacy-data-contact-organisation = le nom de votre organisation, si vous l’indiquez (champ facultatif) ;
privacy-data-contact-lang = la langue de la page, pour vous répondre dans cette langue ;
privacy-data-contact-message = le texte de votre message ;
privacy-data-contact-received = la date et l’heure de réception.
privacy-data-preferences-title = Vos préférences d’affichage
privacy-data-preferences-body = Votre choix de langue et de thème (clair ou sombre) est conservé dans votre navigateur, comme décrit dans la section sur les témoins. Il n’est associé à aucune autre information vous concernant.
privacy-data-technical-title = Données techniques
privacy-data-technical-logs = Pour chaque page servie, le journal du serveur enregistre la méthode, le chemin de la page sans ses paramètres, le code de réponse et la durée de traitement. Il n’enregistre ni votre adresse IP, ni vos témoins, ni le contenu de vos messages, ni votre adresse électronique complète.
privacy-data-technical-limit = Pour protéger les formulaires contre les envois automatisés, votre adresse IP est gardée en mémoire vive uniquement, afin de compter vos envois des 10 dernières minutes ; elle n’est jamais écrite sur disque ni associée à votre message, et s’efface au plus tard au redémarrage du serveur.
privacy-data-none = Nous ne collectons aucune donnée sensible et ne demandons jamais de pièce d’identité par le site.

## Cookies
privacy-cookies-title = Témoins (cookies) et stockage local
privacy-cookies-intro = Le site dépose au plus deux témoins, tous deux fonctionnels : ils servent uniquement à afficher le site comme vous l’avez demandé.
privacy-cookies-caption = Témoins déposés par le site
privacy-cookies-col-name = Nom
privacy-cookies-col-purpose = Finalité
privacy-cookies-col-duration = Durée
privacy-cookies-lang-purpose = Mémorise la langue dans laquelle vous lisez le site (français, anglais ou arabe) ; déposé lorsque vous choisissez une langue ou suivez un lien interne.
privacy-cookies-theme-purpose = Mémorise le thème d’affichage que vous avez choisi (clair ou sombre), déposé lorsque vous changez de thème.
privacy-cookies-duration = 1 an
privacy-cookies-storage = Lorsque JavaScript est actif, votre choix de thème est aussi gardé dans le stockage local de votre navigateur, pour l’appliquer dès l’affichage de la page. Ces informations ne quittent votre appareil que sous la forme des témoins ci-dessus.
privacy-cookies-no-banner = Ces témoins étant strictement nécessaires au service que vous demandez, ils ne requièrent pas de consentement préalable ; c’est pourquoi le site n’affiche pas de bandeau. Vous pouvez les supprimer à tout moment dans les réglages de votre navigateur : le site s’affichera alors dans la langue de votre navigateur et selon le thème de votre système.

## Purposes and legal bases
privacy-purposes-title = Pourquoi nous les utilisons
privacy-purposes-intro = Chaque donnée a une finalité précise et une base légale. Nous ne les utilisons pour aucune autre fin.
privacy-purposes-newsletter-label = Lettre d’information :
privacy-purposes-newsletter-body = vous envoyer une lettre mensuelle. Base légale : votre consentement, que vous pouvez retirer à tout moment par le lien de désinscription présent dans chaque envoi ou en nous écrivant.
privacy-purposes-contact-label = Messages de contact :
privacy-purposes-contact-body = répondre à votre demande et, le cas échéant, préparer une proposition. Base légale : les mesures précontractuelles prises à votre demande ou notre intérêt légitime à répondre aux personnes qui nous sollicitent.
privacy-purposes-preferences-label = Préférences :
privacy-purposes-preferences-body = afficher le site dans la langue et le thème choisis. Base légale : la fourniture du service que vous demandez expressément.
privacy-purposes-security-label = Sécurité :
privacy-purposes-security-body = protéger le site et les formulaires contre les abus et diagnostiquer les pannes. Base légale : notre intérêt légitime à assurer la sécurité du service.

## Retention
privacy-retention-title = Combien de temps nous les conservons
privacy-retention-contact-label = Messages de contact :
privacy-retention-contact-body = { $duration } après notre dernier échange, puis suppression.
privacy-retention-newsletter-label = Abonnement à la lettre d’information :
privacy-retention-newsletter-body = une inscription non confirmée est effacée au bout de 30 jours (le lien de confirmation expire au bout de 7 jours) ; une inscription confirmée est conservée jusqu’à votre désinscription. Après la désinscription, l’adresse ne reçoit plus rien et la preuve du consentement et du retrait (adresse, dates, version du texte, moyen) est conservée { $leftduration }, puis effacée.
privacy-retention-cookies-label = Témoins lang et theme :
privacy-retention-cookies-body = 1 an à compter de leur dernier dépôt.
privacy-retention-logs-label = Journaux techniques :
privacy-retention-logs-body = 30 jours au plus.
privacy-retention-after = À l’échéance, les données sont supprimées ou rendues définitivement anonymes. Les sauvegardes qui les contiennent sont écrasées selon leur propre cycle de rotation, au plus tard { $backupduration } après.

## Recipients and transfers
privacy-recipients-title = Qui y a accès
privacy-recipients-body = Vos données sont lues uniquement par les membres de notre équipe chargés de vous répondre. Notre prestataire d’hébergement stocke le serveur qui les contient, sans y accéder pour son propre compte. Nous ne les communiquons à aucun autre tiers, sauf obligation légale.
privacy-recipients-transfers = Nos bureaux se trouvent au Canada, en Europe et en Afrique. Si votre demande est traitée par un bureau situé dans un autre pays que le vôtre, ce transfert est encadré par des garanties appropriées, notamment des clauses contractuelles types, et précédé lorsque la loi l’exige d’une évaluation des facteurs relatifs à la vie privée.

## Security
privacy-security-title = Comment nous les protégeons
privacy-security-body = Le site est servi exclusivement en connexion chiffrée (HTTPS). Les messages et abonnements sont stockés sur notre serveur, sans interface d’administration accessible depuis Internet : seules les personnes habilitées peuvent les consulter, au moyen d’outils installés sur le serveur lui-même.
privacy-security-incident = En cas d’incident de confidentialité présentant un risque pour vous, nous prévenons l’autorité de contrôle compétente et les personnes concernées dans les délais prévus par la loi.

## Rights
privacy-rights-title = Vos droits
privacy-rights-intro = Selon la loi qui vous protège (RGPD en Europe, Loi 25 au Québec, loi n° 09-08 au Maroc), vous disposez des droits suivants sur vos données :
privacy-rights-access-label = Accès :
privacy-rights-access-body = savoir si nous détenons des données vous concernant et en obtenir une copie.
privacy-rights-rectification-label = Rectification :
privacy-rights-rectification-body = faire corriger des données inexactes ou incomplètes.
privacy-rights-erasure-label = Effacement :
privacy-rights-erasure-body = obtenir la suppression de vos données lorsque leur conservation n’est plus justifiée.
privacy-rights-objection-label = Opposition :
privacy-rights-objection-body = vous opposer à un traitement fondé sur notre intérêt légitime.
privacy-rights-portability-label = Portabilité :
privacy-rights-portability-body = recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé.
privacy-rights-withdrawal-label = Retrait du consentement :
privacy-rights-withdrawal-body = vous désabonner de la lettre d’information à tout moment, sans effet sur les envois passés.
privacy-rights-complaint-label = Plainte :
privacy-rights-complaint-body = saisir l’autorité de contrôle compétente si vous estimez que vos droits ne sont pas respectés, par exemple :
privacy-rights-authority-eu = dans l’Union européenne, l’autorité de protection des données de votre pays (en France, la CNIL) ;
privacy-rights-authority-quebec = au Québec, la Commission d’accès à l’information ;
privacy-rights-authority-morocco = au Maroc, la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP).

## Exercising rights
privacy-exercise-title = Exercer vos droits
privacy-exercise-body = Écrivez à la personne responsable de la protection des renseignements personnels, à l’adresse ci-dessous, en précisant le droit que vous souhaitez exercer et l’adresse électronique concernée.
privacy-exercise-delay = Nous vous répondons gratuitement dans un délai de 30 jours. Si la demande est complexe, nous vous expliquons pourquoi et dans quel délai nous y répondrons.
privacy-exercise-identity = Nous ne vous demanderons une preuve d’identité qu’en cas de doute raisonnable, et uniquement ce qui est nécessaire pour éviter de communiquer vos données à une autre personne.

## Changes
privacy-changes-title = Modifications de cette politique
privacy-changes-body = Nous mettons cette politique à jour lorsque nos traitements évoluent ; la date de dernière mise à jour figure en haut de la page. Si une modification touche une finalité à laquelle vous avez consenti, nous vous en informons et vous demandons un nouveau consentement.
# A retention period of `[retention]` in site.toml, in years or days.
privacy-duration-years = { $count ->
    [one] { $count } an
   *[other] { $count } ans
}
privacy-duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}

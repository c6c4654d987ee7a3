# templates/pages/terms.html

terms-meta-title = Conditions d’utilisation
terms-meta-description = Règles d’accès et d’usage du site, contenus et ressources, formulaires, liens, responsabilité et droit applicable : nos conditions générales d’utilisation.

## Hero
terms-hero-eyebrow = Informations légales
terms-hero-title = Conditions d’utilisation
terms-hero-lead = Les règles qui s’appliquent lorsque vous consultez ce site, utilisez ses formulaires ou reprenez ses contenus. Elles sont courtes : lisez-les.
terms-updated = Dernière mise à jour :
terms-updated-date = 20 novembre 2026

## Scope
terms-scope-title = Objet
terms-scope-body = Les présentes conditions encadrent l’utilisation de ce site par toute personne qui le consulte. En naviguant sur le site, vous les acceptez ; si vous ne les acceptez pas, nous vous invitons à ne pas l’utiliser.
terms-scope-contract = Elles ne régissent pas nos missions de conseil : celles-ci font toujours l’objet d’un contrat ou d’un bon de commande distinct, signé par les deux parties, qui prévaut sur toute information publiée sur le site.

## Access
terms-access-title = Accès au site
terms-access-body = Le site est accessible gratuitement, sans inscription, depuis tout appareil connecté à Internet. Les frais de connexion et d’équipement restent à votre charge.
terms-access-maintenance = Nous faisons notre possible pour que le site reste disponible, mais nous ne pouvons garantir un accès sans interruption : il peut être suspendu pour maintenance, mise à jour ou en cas d’incident, si possible après information préalable.

## Acceptable use
terms-use-title = Utilisation acceptable
terms-use-intro = Vous vous engagez à utiliser le site de manière loyale. Il est notamment interdit :
terms-use-disrupt = de tenter d’accéder sans autorisation au serveur, d’en perturber le fonctionnement ou d’en contourner les protections ;
terms-use-automated = d’envoyer des messages ou des inscriptions de manière automatisée ou en nombre ;
terms-use-unlawful = de transmettre par les formulaires un contenu illicite, injurieux, diffamatoire ou portant atteinte aux droits d’autrui ;
terms-use-impersonate = d’utiliser l’identité ou l’adresse électronique d’une autre personne.
terms-use-consequence = Nous pouvons refuser ou supprimer tout envoi contraire à ces règles et limiter l’accès aux formulaires depuis une adresse qui en abuse.

## Content
terms-content-title = Contenus et ressources
terms-content-body = Les contenus du site sont fournis à titre d’information générale. Ils ne constituent ni un avis juridique, ni une recommandation adaptée à votre situation, ni une offre contractuelle. Les chiffres cités reflètent des projets passés et ne préjugent pas des résultats d’un projet futur.
terms-content-resources = Les documents que vous téléchargez sur ce site ou que nous vous envoyons sur demande sont réservés à l’usage interne de votre organisation ; vous pouvez les adapter à vos besoins, mais non les revendre ni les publier sous votre nom.
terms-content-ip-link = Propriété intellectuelle : voir les mentions légales

## Forms and newsletter
terms-forms-title = Formulaires et lettre d’information
terms-forms-body = Les informations que vous saisissez dans le formulaire de contact doivent être exactes et vous concerner. L’envoi d’un message ne crée aucune obligation contractuelle, ni pour vous, ni pour nous.
terms-forms-newsletter = L’abonnement à la lettre d’information est gratuit et se résilie à tout moment par le lien présent dans chaque envoi.
terms-forms-privacy-link = Comment nous traitons vos données : voir la politique de confidentialité

## Links
terms-links-title = Liens
terms-links-inbound = Vous pouvez créer un lien vers n’importe quelle page du site sans autorisation préalable, à condition que le lien ouvre la page dans une fenêtre entière et ne laisse pas croire à un partenariat qui n’existe pas.
terms-links-outbound = Le site contient quelques liens vers des services extérieurs, comme notre profil sur un réseau social. Nous n’exerçons aucun contrôle sur ces services et ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de données.

## Liability
terms-liability-title = Responsabilité
terms-liability-body = Nous veillons à l’exactitude et à la mise à jour des informations publiées, sans pouvoir garantir qu’elles sont complètes ou exemptes d’erreurs. Dans les limites permises par la loi, nous ne saurions être tenus responsables d’un dommage résultant de l’utilisation du site ou de l’impossibilité d’y accéder. Si vous constatez une erreur, signalez-la-nous : nous la corrigerons.

## Changes
terms-changes-title = Modifications
terms-changes-body = Nous pouvons modifier ces conditions pour tenir compte de l’évolution du site ou de la loi. La version applicable est celle en ligne au moment de votre visite ; sa date figure en haut de la page.

## Law
terms-law-title = Droit applicable et litiges
terms-law-body = Ces conditions sont régies par le droit du pays du bureau avec lequel vous êtes en relation, sous réserve des dispositions impératives qui vous protègent dans votre pays de résidence. En cas de différend, nous vous invitons à nous écrire d’abord : nous recherchons toujours une solution amiable avant tout recours.

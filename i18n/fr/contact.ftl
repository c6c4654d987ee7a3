# templates/pages/contact.html

contact-meta-title = Contact : parlons de votre projet
contact-meta-description = Écrivez-nous ou appelez-nous : réponse sous 2 jours ouvrables. Bureaux au Canada, en Europe et en Afrique pour vos projets d’automatisation et d’IA.

## Hero
contact-hero-eyebrow = Contact
contact-hero-title = Parlons de votre projet
contact-hero-lead = Un processus à automatiser, un système à moderniser, un appel d’offres à préparer ? Décrivez-nous votre situation : un consultant vous répond personnellement.

## Form column (the form itself: partials/contact_form.html, messages in forms.ftl)
contact-form-title = Écrivez-nous
contact-form-intro = Quelques lignes suffisent : votre contexte, votre objectif et, si vous l’avez, votre calendrier. Les champs obligatoires sont indiqués.

## Contact details
contact-info-title = Nos coordonnées
contact-info-intro = Nous répondons à chaque demande sous 2 jours ouvrables, dans la langue de votre choix : français, anglais ou arabe.
contact-info-email = Courriel
contact-info-phone = Téléphone
contact-info-hours = Horaires
contact-info-hours-value = Du lundi au vendredi, de 9 h à 17 h (heure locale de chaque bureau)

## Offices
contact-offices-title = Nos bureaux

## Short FAQ
contact-faq-title = Avant de nous écrire
contact-faq-q1 = Le premier échange est-il payant ?
contact-faq-a1 = Non. Le premier échange, de 30 minutes, est gratuit et sans engagement : il nous permet de comprendre votre besoin et de vous dire honnêtement si nous sommes les bons interlocuteurs.
contact-faq-q2 = Faut-il un cahier des charges pour nous contacter ?
contact-faq-a2 = Non. Une description de la situation et de l’objectif suffit. Si un cahier des charges est nécessaire, par exemple pour un marché public, nous pouvons vous aider à le structurer.
contact-faq-q3 = Que devient le message que j’envoie ?
contact-faq-a3 = Il est enregistré sur notre serveur et lu uniquement par l’équipe qui traite votre demande. Nous le conservons 3 ans après notre dernier échange, puis il est supprimé. Le détail figure dans notre politique de confidentialité.
contact-faq-more = Toutes les questions fréquentes

# templates/partials/contact_form.html

contact-form-name-label = Nom
contact-form-email-label = Adresse électronique
contact-form-organisation-label = Organisation
contact-form-subject-label = Objet
contact-form-message-label = Message
contact-form-required = (obligatoire)
contact-form-message-hint = Entre 10 et 5 000 caractères. Ne joignez pas de données sensibles : nous vous demanderons ce qui est nécessaire.
contact-form-privacy = Nous utilisons ces informations uniquement pour vous répondre.
contact-form-privacy-link = Politique de confidentialité
contact-form-submit = Envoyer le message
contact-form-sent-title = Message envoyé
contact-form-sent-description = Merci de nous avoir écrit. Nous vous répondrons sous 2 jours ouvrables.

## Field errors (page and JSON answer of POST /contact)
contact-form-error-summary = Le message n’a pas été envoyé : corrigez les champs indiqués.
contact-form-error-name-required = Indiquez votre nom.
contact-form-error-name-too-long = Votre nom ne doit pas dépasser 100 caractères.
contact-form-error-email-required = Indiquez votre adresse électronique.
contact-form-error-email-invalid = Cette adresse électronique ne semble pas valide. Vérifiez-la, par exemple nom@organisation.org.
contact-form-error-email-too-long = L’adresse électronique ne doit pas dépasser 254 caractères.
contact-form-error-organisation-too-long = Le nom de l’organisation ne doit pas dépasser 150 caractères.
contact-form-error-subject-too-long = L’objet ne doit pas dépasser 200 caractères.
contact-form-error-message-required = Écrivez votre message.
contact-form-error-message-too-short = Votre message doit compter au moins 10 caractères.
contact-form-error-message-too-long = Votre message ne doit pas dépasser 5 000 caractères.
contact-form-error-message-links = Votre message contient plus de 3 liens. Retirez-en quelques-uns, puis envoyez-le de nouveau.

## Refused posts (templates/error.html and the islands' JSON)
forbidden-meta-title = Envoi refusé
forbidden-meta-description = Ce formulaire n’a pas été envoyé depuis notre site.
forbidden-eyebrow = Erreur 403
forbidden-title = Envoi refusé
forbidden-body = Ce formulaire semble avoir été envoyé depuis un autre site ; par précaution, nous ne l’avons pas accepté. Rechargez la page du formulaire sur notre site, puis envoyez-le de nouveau.
ratelimited-meta-title = Trop d’envois
ratelimited-meta-description = Trop d’envois en peu de temps depuis votre connexion.
ratelimited-eyebrow = Erreur 429
ratelimited-title = Trop d’envois en peu de temps
ratelimited-body = Nous avons reçu de nombreux envois depuis votre connexion ces dernières minutes. Patientez quelques minutes avant de réessayer, ou écrivez-nous directement par courriel.
ratelimited-retry = { $minutes ->
    [one] Vous pourrez réessayer dans une minute.
   *[other] Vous pourrez réessayer dans { $minutes } minutes.
}
toolarge-meta-title = Envoi trop volumineux
toolarge-meta-description = Le contenu envoyé dépasse la taille acceptée.
toolarge-eyebrow = Erreur 413
toolarge-title = Envoi trop volumineux
toolarge-body = Le contenu envoyé dépasse la taille acceptée par ce formulaire. Raccourcissez votre message, puis envoyez-le de nouveau.
badrequest-meta-title = Envoi illisible
badrequest-meta-description = Le contenu envoyé n’a pas pu être lu.
badrequest-eyebrow = Erreur 400
badrequest-title = Envoi illisible
badrequest-body = Le contenu envoyé n’a pas pu être lu. Rechargez la page du formulaire, puis envoyez-le de nouveau.

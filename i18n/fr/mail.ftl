## Mails the site sends (crates/vitrine/src/mail/compose.rs)

# The operator's notice of a contact message
mail-notice-subject = Nouveau message de { $name }
mail-notice-subject-organisation = Nouveau message de { $name } ({ $organisation })
mail-notice-intro = Un message est arrivé par le formulaire de contact du site. Pour y répondre, utilisez « Répondre » : votre réponse ira à l’adresse que le visiteur a saisie.
mail-notice-name = Nom :
mail-notice-email = Courriel :
mail-notice-organisation = Organisation :
mail-notice-subject-field = Objet :
mail-notice-none = (non précisée)
mail-notice-lang = Langue de la page :
mail-notice-received = Reçu le :
mail-notice-received-at = { $date } à { $time } ({ $zone })
mail-notice-message = Message :
mail-lang-fr = français
mail-lang-en = anglais
mail-lang-ar = arabe

# The newsletter's confirmation mail
mail-confirm-subject = Confirmez votre inscription à la lettre d’information de { $brand }
mail-confirm-intro = Quelqu’un, sans doute vous, a demandé à recevoir la lettre d’information de { $brand } à cette adresse. Nous ne vous écrirons rien d’autre avant votre confirmation.
mail-confirm-action = Pour confirmer, ouvrez ce lien puis cliquez sur le bouton « Confirmer » :
mail-confirm-button = Confirmer mon inscription
mail-confirm-validity = Ce lien est valable 7 jours. Sans confirmation, votre adresse est effacée au bout de 30 jours.
mail-confirm-ignore = Vous n’avez rien demandé ? Ignorez ce courriel, ou refusez dès maintenant tout envoi à cette adresse :
mail-unsubscribe-link = Se désinscrire
mail-sender = Expéditeur : { $company }, { $address }. Contact : { $email }

## templates/pages/subscription.html: the links of newsletter mails

subscription-confirm-meta-title = Confirmer l’inscription
subscription-confirm-meta-description = Confirmez votre inscription à la lettre d’information.
subscription-confirm-title = Confirmer votre inscription
subscription-confirm-body = Cliquez sur le bouton pour confirmer que vous souhaitez recevoir la lettre d’information à cette adresse. Rien n’est enregistré tant que vous n’avez pas cliqué.
subscription-confirm-button = Confirmer
subscription-confirmed-meta-title = Inscription confirmée
subscription-confirmed-meta-description = Votre inscription à la lettre d’information est confirmée.
subscription-confirmed-title = Inscription confirmée
subscription-confirmed-body = Merci ! Votre adresse est confirmée. La lettre d’information paraît une fois par mois ; la prochaine vous parviendra au début du mois prochain, et chacune contient un lien pour vous désinscrire en un clic.
subscription-confirmed-next-title = En attendant la prochaine lettre
subscription-confirmed-next-resources = Lire nos articles et guides
subscription-confirmed-next-cases = Lire nos études de cas
subscription-confirmed-next-home = Retour à l’accueil
subscription-unsubscribe-meta-title = Se désinscrire
subscription-unsubscribe-meta-description = Ne plus recevoir la lettre d’information.
subscription-unsubscribe-title = Se désinscrire de la lettre d’information
subscription-unsubscribe-body = Cliquez sur le bouton pour ne plus recevoir la lettre d’information à cette adresse.
subscription-unsubscribe-button = Me désinscrire
subscription-unsubscribed-meta-title = Désinscription enregistrée
subscription-unsubscribed-meta-description = Vous ne recevrez plus la lettre d’information.
subscription-unsubscribed-title = Désinscription enregistrée
subscription-unsubscribed-body = Vous ne recevrez plus la lettre d’information. Vous pouvez vous réinscrire à tout moment depuis le bas de chaque page.
subscription-invalid-meta-title = Lien expiré ou invalide
subscription-invalid-meta-description = Ce lien de la lettre d’information n’est plus valable.
subscription-invalid-title = Lien expiré ou invalide
subscription-invalid-body = Ce lien n’est plus valable : un lien de confirmation expire au bout de 7 jours. Inscrivez-vous de nouveau depuis le formulaire en bas de chaque page.

# islands/src — strings of the React islands only, sent to them as JSON by
# PageContext::islands_json (crates/vitrine/src/pages/mod.rs, ISLAND_MESSAGES).

## Forms submitted in place (newsletter, contact)
islands-sending = Envoi en cours…
islands-retrying = La connexion est lente : nouvel essai en cours…
islands-network-error-title = Envoi impossible
islands-network-error-description = Nous n’avons pas pu joindre le serveur. Vérifiez votre connexion, puis réessayez.
islands-server-error-title = Service momentanément indisponible
islands-server-error-description = Votre envoi n’a pas pu être traité. Réessayez dans quelques minutes : ce que vous avez saisi est toujours dans le formulaire.

## Contact form submitted in place
islands-sent-title = Message envoyé
islands-form-invalid-title = Certains champs sont à corriger
islands-form-invalid-description = L’erreur est indiquée sous chaque champ concerné.

## Toaster
islands-toaster-label = Notifications
islands-toast-close = Fermer la notification

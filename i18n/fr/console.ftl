# The owner's console (/console): sign-in, inbox, people's data, audit log, sessions.
console-name = Console
console-nav-label = Console
console-nav-inbox = Messages
console-nav-people = Données personnelles
console-nav-audit = Journal
console-nav-sessions = Sessions
console-nav-unread = { $count ->
    [one] { $count } non lu
   *[other] { $count } non lus
}
console-signed-in-as = Connecté en tant que
console-sign-out = Se déconnecter
console-login-meta-title = Connexion à la console
console-login-meta-description = Espace réservé aux responsables du site.
console-login-title = Connexion à la console
console-login-lead = Espace réservé aux responsables du site. Saisissez votre adresse et votre mot de passe, puis le code de votre application d’authentification.
console-login-failed = L’adresse, le mot de passe ou le code est incorrect.
console-login-email = Adresse courriel
console-login-password = Mot de passe
console-login-continue = Continuer
console-code-meta-title = Code de vérification
console-code-meta-description = Deuxième étape de la connexion à la console.
console-code-title = Code de vérification
console-code-lead = Saisissez le code à six chiffres affiché par votre application d’authentification.
console-code-label = Code à six chiffres
console-code-submit = Se connecter
console-code-restart = Recommencer la connexion
console-sessions-meta-title = Sessions ouvertes
console-sessions-meta-description = Les sessions ouvertes dans la console.
console-sessions-title = Sessions ouvertes
console-sessions-lead = Une session se ferme après 30 minutes sans activité et 12 heures après la connexion. Fermez celles que vous ne reconnaissez pas.
console-sessions-started = Ouverte le
console-sessions-last-seen = Dernière activité
console-sessions-browser = Navigateur
console-sessions-address = Adresse IP
console-sessions-actions = Actions
console-sessions-this = cette session
console-sessions-end = Fermer
console-inbox-meta-title = Messages reçus
console-inbox-meta-description = Les messages reçus par le formulaire de contact.
console-inbox-title = Messages reçus
console-inbox-unread = Messages non lus : { $count }
console-inbox-search = Rechercher (nom, adresse, organisation, objet, texte)
console-inbox-status = Statut
console-inbox-all = Tous
console-inbox-language = Langue
console-inbox-filter = Afficher
console-inbox-found = Messages trouvés : { $count }
console-inbox-empty = Aucun message ne correspond à ces critères.
console-inbox-export = Exporter ces messages (JSON)
console-status-new = Nouveau
console-status-answered = Répondu
console-status-archived = Archivé
console-status-spam = Indésirable
console-lang-fr = Français
console-lang-en = Anglais
console-lang-ar = Arabe
console-pages-label = Pages
console-pages-previous = Page précédente
console-pages-next = Page suivante
console-message-meta-title = Message
console-message-meta-description = Un message reçu par le formulaire de contact.
console-message-back = Retour aux messages
console-message-title = Message sans objet
console-message-name = Nom
console-message-email = Adresse courriel
console-message-organisation = Organisation
console-message-received = Reçu le
console-message-language = Langue
console-message-status = Statut
console-message-text = Message
console-message-reply = Répondre par courriel
console-message-change-status = Changer le statut
console-message-save-status = Enregistrer le statut
console-message-note = Note interne (jamais envoyée)
console-message-save-note = Enregistrer la note
console-message-status-done = Le statut est enregistré.
console-message-note-done = La note est enregistrée.
console-message-status-invalid = Ce statut n’existe pas : choisissez-en un dans la liste. Rien n’a été modifié.
console-message-note-too-long = La note dépasse 2000 caractères : raccourcissez-la. Rien n’a été modifié.
console-reply-subject = Votre message
console-people-meta-title = Données personnelles
console-people-meta-description = Exporter ou effacer les données d’une personne.
console-people-title = Données personnelles
console-people-lead = Saisissez l’adresse courriel d’une personne pour télécharger tout ce que le site conserve à son sujet (droit d’accès) ou pour l’effacer (droit à l’effacement).
console-people-email = Adresse courriel de la personne
console-people-export = Exporter (JSON)
console-people-erase = Effacer…
console-people-email-invalid = Saisissez une adresse courriel complète, par exemple nom@organisation.org.
console-people-review-title = Effacer toutes les données de cette adresse ?
console-people-review-warning = L’effacement est définitif : les messages, l’abonnement avec sa preuve de consentement et les courriels en attente disparaissent de la base de données.
console-people-erase-confirm = Effacer définitivement
console-people-cancel = Annuler
console-people-erased = Les données ont été effacées.
console-people-count-messages = { $count ->
    [one] 1 message
   *[other] { $count } messages
}
console-people-count-subscriptions = { $count ->
    [one] 1 abonnement
   *[other] { $count } abonnements
}
console-people-count-mails = { $count ->
    [one] 1 courriel
   *[other] { $count } courriels
}
console-people-backups = Les sauvegardes conservent une copie des données effacées jusqu’à leur rotation, soit { $days } jours au plus.
console-audit-meta-title = Journal d’audit
console-audit-meta-description = Ce qui a été fait dans la console.
console-audit-title = Journal d’audit
console-audit-lead = Connexions, modifications, exports et effacements, conservés { $days } jours.
console-audit-when = Date
console-audit-action = Action
console-audit-operator = Responsable
console-audit-address = Adresse IP
console-audit-detail = Détails
console-audit-sign-in = Connexion
console-audit-sign-in-failed = Connexion refusée
console-audit-sign-out = Déconnexion
console-audit-session-ended = Session fermée
console-audit-status-changed = Statut modifié
console-audit-note-changed = Note modifiée
console-audit-export = Export
console-audit-erase = Effacement
console-audit-operator-added = Responsable ajouté
console-audit-operator-reset = Responsable réinitialisé
console-audit-operator-removed = Responsable retiré

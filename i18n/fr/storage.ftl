# When the database cannot take a submission (disk full, maintenance): nothing is kept, the
# visitor's input stays in the form, and they are asked to try again shortly.

unavailable-meta-title = Envoi non enregistré
unavailable-meta-description = Votre envoi n’a pas pu être enregistré pour le moment.
unavailable-eyebrow = Erreur 503
unavailable-title = Votre envoi n’a pas été enregistré
unavailable-body = Notre serveur ne peut pas enregistrer d’envoi en ce moment et rien n’a été conservé. Ce que vous avez saisi est resté dans le formulaire : réessayez dans quelques instants.
contact-form-unavailable-title = Message non enregistré
contact-form-unavailable-description = Notre serveur ne peut pas enregistrer votre message pour le moment. Il est resté ci-dessus : renvoyez-le dans quelques instants.
contact-form-key-reused-title = Message non envoyé
contact-form-key-reused-description = Ce message porte l’identifiant d’un envoi précédent dont le contenu diffère. Rien n’a été enregistré : envoyez-le de nouveau.
newsletter-unavailable-title = Inscription non enregistrée
newsletter-unavailable-description = Notre serveur ne peut pas enregistrer votre inscription pour le moment. Votre adresse est restée dans le champ : réessayez dans quelques instants.

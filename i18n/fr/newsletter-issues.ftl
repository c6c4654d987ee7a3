## Newsletter issues as subscribers receive them (crates/vitrine/src/mail/compose.rs, templates/mail/issue.*)

issue-mail-label = La lettre d’information de { $brand }
issue-mail-read-online = Lire cette lettre sur le site
issue-mail-why = Vous recevez cette lettre parce que vous vous êtes inscrit à la lettre d’information de { $brand } et avez confirmé votre adresse.
issue-mail-unsubscribe = Pour ne plus la recevoir, un clic suffit :

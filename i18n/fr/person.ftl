# templates/pages/person.html: a person of the firm (name, role, biography: content/people)

person-back = À propos du cabinet
person-facts-title = En bref
person-office = Bureau
person-languages = Langues de travail
person-language-fr = français
person-language-en = anglais
person-language-ar = arabe
person-profile = Ailleurs en ligne
person-profile-link = Profil professionnel (site externe)
person-fictional = Comme le cabinet lui-même, cette personne est fictive : ce site est un exemple.
person-works-title = Études de cas et articles
person-work-case = Étude de cas
person-cta-title = Un projet à confier à nos équipes ?
person-cta-text = Décrivez-nous votre situation : nous vous répondons sous 2 jours ouvrables, dans la langue de votre choix.
person-cta-contact = Parlons de votre projet

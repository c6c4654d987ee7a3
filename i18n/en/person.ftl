# templates/pages/person.html: a person of the firm (name, role, biography: content/people)

person-back = About the firm
person-facts-title = At a glance
person-office = Office
person-languages = Working languages
person-language-fr = French
person-language-en = English
person-language-ar = Arabic
person-profile = Elsewhere online
person-profile-link = Professional profile (external site)
person-fictional = Like the firm itself, this person is fictional: this site is an example.
person-works-title = Case studies and articles
person-work-case = Case study
person-cta-title = A project for our teams?
person-cta-text = Tell us about your situation: we reply within 2 working days, in the language of your choice.
person-cta-contact = Discuss your project

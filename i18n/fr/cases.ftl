# templates/pages/cases.html

cases-meta-title = Études de cas : IA, dématérialisation et cloud
cases-meta-description = Assistant virtuel universitaire, formulaires en ligne pour un ministère, migration cloud d’un énergéticien : problème, solution et résultats chiffrés.

## Hero
cases-hero-eyebrow = Études de cas
cases-hero-title = Des résultats concrets, mesurés avec nos clients
cases-hero-lead = Trois projets récents, racontés du problème de départ aux résultats obtenus. À leur demande, nos clients ne sont pas nommés ; les indicateurs ont été mesurés avec leurs équipes.

## Call to action
cases-cta-title = Votre projet pourrait être le prochain
cases-cta-text = Chacune de ces études de cas a commencé par une conversation. Décrivez-nous votre situation : nous vous dirons franchement ce qu’il est possible de gagner, et en combien de temps.
cases-cta-contact = Parlons de votre projet
cases-cta-services = Découvrir nos services

## Listing
cases-list-title = Toutes nos études de cas
cases-filter-label = Filtrer par secteur
cases-filter-all = Tous les secteurs
cases-sector-university = Université
cases-sector-ministry = Ministère
cases-sector-energy = Énergie
cases-duration = { $months ->
    [one] Projet de { $months } mois
   *[other] Projet de { $months } mois
}

# templates/pages/case.html
case-back = Toutes les études de cas
case-figures-title = Les résultats en chiffres
case-facts-label = Le projet en bref
case-stack-title = Technologies utilisées
case-cta-title = Un projet comparable ?
case-cta-text = Décrivez-nous votre situation : un premier échange de 30 minutes, gratuit et sans engagement, suffit pour savoir ce qu’il est réaliste d’en attendre.

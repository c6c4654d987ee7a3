# The audience, measured in the server: its chart (src/audience/chart.rs,
# templates/partials/audience_chart.html) and what the privacy page says of it.

## Chart
audience-chart-title = Pages vues et visiteurs par jour
audience-chart-summary = Du { $first } au { $last } : { $views } pages vues et { $visitors } visiteurs (chaque visiteur compté une fois par jour).
audience-chart-views = Pages vues
audience-chart-visitors = Visiteurs
audience-chart-day = Jour

## Privacy page
audience-privacy-summary = Une mesure d’audience anonyme, faite par notre serveur lui-même : aucun témoin, aucun script, aucun tiers, ni publicité, ni pistage, ni profilage.
audience-privacy-title = Mesure d’audience
audience-privacy-what = Notre serveur compte lui-même, jour par jour, les pages vues par page, par langue, par site d’où vous arrivez (son nom seul, jamais l’adresse complète de la page) et par type d’appareil (téléphone, tablette ou ordinateur), ainsi que les messages et les abonnements envoyés depuis chaque page. Il ne compte ni les robots, ni les pages préchargées par le navigateur.
audience-privacy-visitors = Pour compter les visiteurs d’une journée sans déposer de témoin, il calcule une empreinte de votre adresse IP et de l’identification de votre navigateur, mêlées à un nombre tiré au hasard chaque jour. Ni l’adresse IP ni l’identification du navigateur ne sont enregistrées ; l’empreinte et le nombre du jour sont effacés le lendemain, si bien que rien ne permet ensuite de relier deux journées de visite ni de vous reconnaître.
audience-privacy-why = Ces statistiques nous servent uniquement à savoir quelles pages et quelles langues sont utiles à nos lecteurs ; elles ne sont jamais croisées avec d’autres données ni transmises à quiconque. Réduites à cet usage, elles sont exemptées de consentement selon les lignes directrices de la CNIL.
audience-purposes-label = Mesure d’audience :
audience-purposes-body = savoir quelles pages et quelles langues sont consultées et lesquelles amènent des demandes. Base légale : notre intérêt légitime à améliorer le site, par des statistiques anonymes.
audience-retention-label = Statistiques d’audience :
audience-retention-body = les décomptes par jour sont conservés { $days } jours, puis supprimés ; l’empreinte quotidienne des visiteurs et le nombre du jour sont effacés le lendemain.

## Console report (src/audience/view.rs)
audience-figure-leads = Demandes (messages et inscriptions)
audience-figure-confirmed = Inscriptions confirmées
audience-figure-rate = Demandes pour 100 visiteurs
audience-pages-title = Pages les plus vues, par langue
audience-referrers-title = Sites d’où viennent les visiteurs
audience-referrers-none = Aucune visite venue d’un autre site sur cette période.
audience-referrers-other = Autres sites (au-delà du plafond quotidien)
audience-devices-title = Appareils
audience-by-lang-title = Demandes par langue
audience-by-page-title = Demandes par page d’origine
audience-none = Rien de compté sur cette période.
audience-col-page = Page
audience-col-lang = Langue
audience-col-host = Site
audience-col-device = Appareil
audience-col-share = Part
audience-col-contact = Messages
audience-col-signups = Inscriptions
audience-col-confirmed = Confirmées
audience-col-rate = Demandes pour 100 pages vues
audience-page-other = Page hors du site
audience-percent = { $value } %
audience-device-phone = Téléphone
audience-device-tablet = Tablette
audience-device-desktop = Ordinateur
audience-lang-fr = Français
audience-lang-en = Anglais
audience-lang-ar = Arabe

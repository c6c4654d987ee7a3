# The console's audience page (src/console/audience.rs); the report's own words are in
# audience.ftl.
console-nav-audience = Audience
console-audience-meta-title = Audience
console-audience-meta-description = Pages vues, visiteurs et demandes des 30 derniers jours.
console-audience-title = Audience des 30 derniers jours
console-audience-lead = Comptée par le serveur lui-même, sans témoin ni script : les robots, les préchargements et les opérateurs connectés ne sont pas comptés. Les jours sont en temps universel (UTC).

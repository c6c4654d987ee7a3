# The console's audience page (src/console/audience.rs); the report's own words are in
# audience.ftl.
console-nav-audience = Audience
console-audience-meta-title = Audience
console-audience-meta-description = Page views, visitors and enquiries of the last 30 days.
console-audience-title = Audience of the last 30 days
console-audience-lead = Counted by the server itself, with no cookie and no script: robots, prefetches and signed-in operators are not counted. Days are in Coordinated Universal Time (UTC).

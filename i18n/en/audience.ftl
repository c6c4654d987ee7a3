# The audience, measured in the server: its chart (src/audience/chart.rs,
# templates/partials/audience_chart.html) and what the privacy page says of it.

## Chart
audience-chart-title = Page views and visitors per day
audience-chart-summary = From { $first } to { $last }: { $views } page views and { $visitors } visitors (each visitor counted once a day).
audience-chart-views = Page views
audience-chart-visitors = Visitors
audience-chart-day = Day

## Privacy page
audience-privacy-summary = Anonymous audience measurement, done by our own server: no cookie, no script, no third party, no advertising, no tracking, no profiling.
audience-privacy-title = Audience measurement
audience-privacy-what = Our server itself counts, day by day, the pages viewed by page, by language, by the site you came from (its name only, never the full address of the page) and by type of device (phone, tablet or computer), as well as the messages and sign-ups sent from each page. It does not count robots, nor pages your browser loads ahead of time.
audience-privacy-visitors = To count a day’s visitors without setting a cookie, it computes a fingerprint of your IP address and your browser’s identification, mixed with a number drawn at random each day. Neither the IP address nor the browser’s identification is recorded; the fingerprint and the day’s number are erased the next day, so nothing can then link two days of visits or recognise you.
audience-privacy-why = We use these statistics only to learn which pages and which languages are useful to our readers; they are never combined with other data nor passed on to anyone. Limited to this use, they are exempt from consent under the guidelines of France’s data protection authority (CNIL).
audience-purposes-label = Audience measurement:
audience-purposes-body = learning which pages and languages are read and which lead to enquiries. Legal basis: our legitimate interest in improving the site, through anonymous statistics.
audience-retention-label = Audience statistics:
audience-retention-body = the daily counts are kept { $days } days, then deleted; the visitors’ daily fingerprint and the day’s number are erased the next day.

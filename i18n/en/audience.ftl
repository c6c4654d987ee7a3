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

## Console report (src/audience/view.rs)
audience-figure-leads = Enquiries (messages and sign-ups)
audience-figure-confirmed = Sign-ups confirmed
audience-figure-rate = Enquiries per 100 visitors
audience-pages-title = Most viewed pages, by language
audience-referrers-title = Sites visitors came from
audience-referrers-none = No visit came from another site in this period.
audience-referrers-other = Other sites (beyond the daily cap)
audience-devices-title = Devices
audience-by-lang-title = Enquiries by language
audience-by-page-title = Enquiries by page of origin
audience-none = Nothing counted in this period.
audience-col-page = Page
audience-col-lang = Language
audience-col-host = Site
audience-col-device = Device
audience-col-share = Share
audience-col-contact = Messages
audience-col-signups = Sign-ups
audience-col-confirmed = Confirmed
audience-col-rate = Enquiries per 100 page views
audience-page-other = Page outside the site
audience-percent = { $value }%
audience-device-phone = Phone
audience-device-tablet = Tablet
audience-device-desktop = Computer
audience-lang-fr = French
audience-lang-en = English
audience-lang-ar = Arabic

# templates/base.html, partials/*.html, error.html — shared by every page.

lang-name = English

## Navbar
nav-skip = Skip to content
nav-label = Main navigation
nav-label-mobile = Main navigation (mobile)
nav-menu = Menu
nav-language = Language
nav-home = Home
nav-about = About
nav-services = Services
nav-solutions = Solutions
nav-technology = Technology
nav-resources = Resources
nav-faq = FAQ
nav-contact = Contact
nav-cases = Case studies
nav-cta = Discuss your project

## Theme
theme-to-dark = Switch to dark theme
theme-to-light = Switch to light theme

## Language banner (written in the language it offers)
banner-label = Another language is available
banner-offer = This page is also available in English.
banner-switch = Read in English
banner-dismiss = Stay in English

## Footer
footer-blurb = We help public institutions, ministries, universities and energy companies through their digital transformation: artificial intelligence, automation and system integration, delivering measurable results.
footer-quick-links = Quick links
footer-legal-label = Legal information
footer-legal = Legal notice
footer-privacy = Privacy
footer-terms = Terms of use
footer-accessibility = Accessibility
footer-social = Follow us on { $network }
footer-copyright = © { $year }

## Offices
office-region-canada = Canada
office-region-europe = Europe
office-region-africa = Africa

## Newsletter
newsletter-title = Newsletter
newsletter-intro = Once a month: lessons from the field, practical guides and news on digital transformation.
newsletter-consent-privacy = Our privacy policy
newsletter-consent = Sent by { $company }, { $address } ({ $email }). You will first receive an email to confirm your address, and can unsubscribe at any time, in one click, from every issue.
newsletter-email-label = Email address
newsletter-email-placeholder = you@organisation.org
newsletter-submit = Subscribe
newsletter-subscribed-title = Confirm your address
newsletter-subscribed-description = Your address is pending confirmation: open the email we have just sent you and follow its link. Unless you confirm, we will not write to you again.
newsletter-empty-title = Email address missing
newsletter-empty-description = Enter your email address to subscribe.
newsletter-invalid-title = Invalid email address
newsletter-invalid-description = This email address does not look valid. Please check it, for example name@organisation.org.

## Forms
form-honeypot = Leave this field empty

## Error pages
notfound-meta-title = Page not found
notfound-meta-description = The page you asked for does not exist or has moved.
notfound-eyebrow = Error 404
notfound-title = We can't find this page
notfound-body = The address you entered matches no page, or the page has moved. Go back to the home page or write to us and we will point you in the right direction.
notallowed-meta-title = Method not allowed
notallowed-meta-description = This address does not accept this kind of request.
notallowed-eyebrow = Error 405
notallowed-title = This request is not accepted here
notallowed-body = This address exists but does not accept this kind of request. Open the page from the site or go back to the home page.
error-meta-title = Server error
error-meta-description = An unexpected error occurred.
error-eyebrow = Error 500
error-title = An unexpected error occurred
error-body = Our team has been notified. Please try again in a few moments; if the problem persists, write to us.
error-home = Back to home
error-contact = Contact us
timeout-meta-title = Submission interrupted
timeout-meta-description = Sending the form was interrupted.
timeout-eyebrow = Error 408
timeout-title = Submission interrupted
timeout-body = Your submission stopped sending data for too long, so we abandoned it and nothing was saved. Check your connection, then send the form again.
toolong-meta-title = Address too long
toolong-meta-description = The address requested is too long to be read.
toolong-eyebrow = Error 414
toolong-title = Address too long
toolong-body = The address of the page you asked for is far longer than any on our site; it was probably damaged on the way. Go back to the home page or to the page you came from.
headerstoolarge-meta-title = Request too large
headerstoolarge-meta-description = The request carries too many headers to be read.
headerstoolarge-eyebrow = Error 431
headerstoolarge-title = Request too large
headerstoolarge-body = Your browser sent far more headers than a visit needs, so we cannot read this request. Clear this site's cookies or turn off the extension that adds these headers, then reload the page.

## Content pages (case studies and articles)
content-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
content-written-by = Written by
content-table-label = Table: { $subject }

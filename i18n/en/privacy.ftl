# templates/pages/privacy.html

privacy-meta-title = Privacy policy
privacy-meta-description = What we store, why, for how long, the lang and theme cookies, your rights and the person in charge of personal information: our privacy policy, in plain words.

## Hero
privacy-hero-eyebrow = Privacy
privacy-hero-title = Privacy policy
privacy-hero-lead = This site collects the bare minimum: what you send us yourself, and two display preferences. Here is what we keep, why, for how long, and how to exercise your rights.
privacy-updated = Last updated:
privacy-updated-date = 25 November 2026
privacy-toc-title = On this page

## Summary
privacy-summary-title = In short
privacy-summary-minimal = We keep only what you send us: your address for the newsletter, or your contact message.
privacy-summary-cookies = Only two functional cookies: your language and your display theme.
privacy-summary-no-third-party = No request to any third party: fonts, icons and scripts are served by our own server.
privacy-summary-no-sale = Your data is never sold, rented or used for advertising.

## Controller and person in charge
privacy-controller-title = Who is responsible
privacy-controller-body = The publisher of this site is the controller of the processing described on this page. It has appointed a person in charge of the protection of personal information, whom you can contact directly with any question or request.
privacy-controller-publisher = Controller
privacy-controller-officer = Person in charge of the protection of personal information
privacy-controller-email = Dedicated address
privacy-controller-officer-role = This person ensures that this policy is applied, handles requests to exercise your rights and complaints, and keeps the register of confidentiality incidents, as required in particular by Quebec's Law 25 and the GDPR.

## What is stored
privacy-data-title = What we store
privacy-data-intro = We create no account and collect nothing without your knowledge. Only the following information is recorded, and only when you act.
privacy-data-newsletter-title = When you subscribe to the newsletter
privacy-data-newsletter-email = your email address;
privacy-data-newsletter-time = the date and time of your consent;
privacy-data-newsletter-lang = the language of the page you subscribed from;
privacy-data-newsletter-page = the page you subscribed from;
privacy-data-newsletter-version = the version of the consent wording shown when you subscribed, so that we can prove what you agreed to;
privacy-data-newsletter-confirmation = how many confirmation emails were sent (three at most) and the date and time you confirmed;
privacy-data-newsletter-unsubscribe = the date, time and means of your unsubscription (one-click link of your mail program, or the button of our page).
privacy-data-contact-title = When you write to us through the contact form
privacy-data-contact-name = your name;
privacy-data-contact-email = your email address;
privacy-data-contact-organisation = the name of your organisation, if you give it (optional field);
privacy-data-contact-lang = the language of the page, so that we answer you in it;
privacy-data-contact-message = the text of your message;
privacy-data-contact-received = the date and time it was received.
privacy-data-preferences-title = Your display preferences
privacy-data-preferences-body = Your choice of language and theme (light or dark) is kept in your browser, as described in the section on cookies. It is not linked to any other information about you.
privacy-data-technical-title = Technical data
privacy-data-technical-logs = For each page served, the server log records the method, the page path without its parameters, the response code and the processing time. It does not record your IP address, your cookies, the content of your messages or your full email address.
privacy-data-technical-limit = To protect the forms against automated submissions, your IP address is held in memory only, to count your submissions over the last 10 minutes; it is never written to disk or linked to your message, and is erased at the latest when the server restarts.
privacy-data-none = We collect no sensitive data and never ask for proof of identity through the site.

## Cookies
privacy-cookies-title = Cookies and local storage
privacy-cookies-intro = The site sets at most two cookies, both functional: they are used only to display the site the way you asked.
privacy-cookies-caption = Cookies set by the site
privacy-cookies-col-name = Name
privacy-cookies-col-purpose = Purpose
privacy-cookies-col-duration = Duration
privacy-cookies-lang-purpose = Remembers the language you read the site in (French, English or Arabic); set when you choose a language or follow a link within the site.
privacy-cookies-theme-purpose = Remembers the display theme you chose (light or dark); set when you switch theme.
privacy-cookies-duration = 1 year
privacy-cookies-storage = When JavaScript is on, your theme choice is also kept in your browser's local storage, so that it applies as soon as the page appears. This information leaves your device only in the form of the cookies above.
privacy-cookies-no-banner = As these cookies are strictly necessary for the service you ask for, they do not require prior consent; this is why the site shows no cookie banner. You can delete them at any time in your browser settings: the site will then follow your browser's language and your system's theme.

## Purposes and legal bases
privacy-purposes-title = Why we use it
privacy-purposes-intro = Each piece of data has a specific purpose and a legal basis. We use it for nothing else.
privacy-purposes-newsletter-label = Newsletter:
privacy-purposes-newsletter-body = sending you a monthly letter. Legal basis: your consent, which you can withdraw at any time through the unsubscribe link in every issue or by writing to us.
privacy-purposes-contact-label = Contact messages:
privacy-purposes-contact-body = answering your enquiry and, where relevant, preparing a proposal. Legal basis: steps taken at your request before a contract, or our legitimate interest in answering people who contact us.
privacy-purposes-preferences-label = Preferences:
privacy-purposes-preferences-body = displaying the site in the language and theme you chose. Legal basis: providing the service you explicitly ask for.
privacy-purposes-security-label = Security:
privacy-purposes-security-body = protecting the site and its forms against abuse and diagnosing failures. Legal basis: our legitimate interest in keeping the service secure.

## Retention
privacy-retention-title = How long we keep it
privacy-retention-contact-label = Contact messages:
privacy-retention-contact-body = { $duration } after our last exchange, then deleted.
privacy-retention-newsletter-label = Newsletter subscription:
privacy-retention-newsletter-body = an unconfirmed sign-up is erased after 30 days (its confirmation link expires after 7 days); a confirmed subscription is kept until you unsubscribe. Once you unsubscribe, nothing more is sent to the address, and the proof of consent and withdrawal (address, dates, wording version, means) is kept for { $leftduration }, then erased.
privacy-retention-cookies-label = lang and theme cookies:
privacy-retention-cookies-body = 1 year from when they were last set.
privacy-retention-logs-label = Technical logs:
privacy-retention-logs-body = 30 days at most.
privacy-retention-after = When the period ends, the data is deleted or permanently anonymised. Backups that contain it are overwritten according to their own rotation cycle, { $backupduration } later at most.

## Recipients and transfers
privacy-recipients-title = Who has access
privacy-recipients-body = Your data is read only by the members of our team in charge of answering you. Our hosting provider stores the server that holds it, without accessing it for its own purposes. We disclose it to no other third party, unless required by law.
privacy-recipients-transfers = Our offices are in Canada, Europe and Africa. If your enquiry is handled by an office in a country other than yours, the transfer is covered by appropriate safeguards, in particular standard contractual clauses, and preceded, where the law requires it, by a privacy impact assessment.

## Security
privacy-security-title = How we protect it
privacy-security-body = The site is served only over an encrypted connection (HTTPS). Messages and subscriptions are stored on our server with no administration interface reachable from the Internet: only authorised people can read them, using tools installed on the server itself.
privacy-security-incident = If a confidentiality incident puts you at risk, we notify the competent supervisory authority and the people concerned within the time limits set by law.

## Rights
privacy-rights-title = Your rights
privacy-rights-intro = Depending on the law that protects you (the GDPR in Europe, Law 25 in Quebec, Law 09-08 in Morocco), you have the following rights over your data:
privacy-rights-access-label = Access:
privacy-rights-access-body = find out whether we hold data about you and obtain a copy.
privacy-rights-rectification-label = Rectification:
privacy-rights-rectification-body = have inaccurate or incomplete data corrected.
privacy-rights-erasure-label = Erasure:
privacy-rights-erasure-body = have your data deleted when keeping it is no longer justified.
privacy-rights-objection-label = Objection:
privacy-rights-objection-body = object to processing based on our legitimate interest.
privacy-rights-portability-label = Portability:
privacy-rights-portability-body = receive the data you gave us in a structured, commonly used format.
privacy-rights-withdrawal-label = Withdrawing consent:
privacy-rights-withdrawal-body = unsubscribe from the newsletter at any time, without affecting past mailings.
privacy-rights-complaint-label = Complaint:
privacy-rights-complaint-body = lodge a complaint with the competent supervisory authority if you believe your rights are not respected, for example:
privacy-rights-authority-eu = in the European Union, the data protection authority of your country (in France, the CNIL);
privacy-rights-authority-quebec = in Quebec, the Commission d'accès à l'information;
privacy-rights-authority-morocco = in Morocco, the National Commission for the Control of Personal Data Protection (CNDP).

## Exercising rights
privacy-exercise-title = Exercising your rights
privacy-exercise-body = Write to the person in charge of the protection of personal information at the address below, stating the right you wish to exercise and the email address concerned.
privacy-exercise-delay = We reply free of charge within 30 days. If the request is complex, we explain why and when we will answer.
privacy-exercise-identity = We will ask for proof of identity only in case of reasonable doubt, and only what is needed to avoid disclosing your data to someone else.

## Changes
privacy-changes-title = Changes to this policy
privacy-changes-body = We update this policy when our processing changes; the date of the last update is shown at the top of the page. If a change affects a purpose you consented to, we will tell you and ask for your consent again.
# A retention period of `[retention]` in site.toml, in years or days.
privacy-duration-years = { $count ->
    [one] 1 year
   *[other] { $count } years
}
privacy-duration-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}

# templates/pages/terms.html

terms-meta-title = Terms of use
terms-meta-description = Rules for accessing and using this website: content and resources, forms and newsletter, links, liability, changes and governing law, in a few short sections.

## Hero
terms-hero-eyebrow = Legal information
terms-hero-title = Terms of use
terms-hero-lead = The rules that apply when you read this site, use its forms or reuse its content. They are short: please read them.
terms-updated = Last updated:
terms-updated-date = 20 November 2026

## Scope
terms-scope-title = Purpose
terms-scope-body = These terms govern the use of this website by anyone who visits it. By browsing the site, you accept them; if you do not, please do not use it.
terms-scope-contract = They do not govern our consulting engagements: these are always covered by a separate contract or purchase order signed by both parties, which prevails over any information published on the site.

## Access
terms-access-title = Access to the site
terms-access-body = The site is free to use, with no registration, from any device connected to the Internet. Connection and equipment costs are your own.
terms-access-maintenance = We do our best to keep the site available, but cannot guarantee uninterrupted access: it may be suspended for maintenance, updates or in the event of an incident, with prior notice where possible.

## Acceptable use
terms-use-title = Acceptable use
terms-use-intro = You agree to use the site fairly. In particular, you must not:
terms-use-disrupt = attempt to access the server without authorisation, disrupt its operation or get around its protections;
terms-use-automated = send messages or sign-ups automatically or in bulk;
terms-use-unlawful = submit through the forms any content that is unlawful, abusive, defamatory or infringes the rights of others;
terms-use-impersonate = use another person's identity or email address.
terms-use-consequence = We may refuse or delete any submission that breaks these rules and restrict access to the forms from an address that abuses them.

## Content
terms-content-title = Content and resources
terms-content-body = The content of this site is provided for general information. It is neither legal advice, nor a recommendation tailored to your situation, nor a contractual offer. The figures quoted reflect past projects and do not predict the results of a future one.
terms-content-resources = The documents you download from this site or that we send you on request are for your organisation's internal use; you may adapt them to your needs, but not resell them or publish them under your own name.
terms-content-ip-link = Intellectual property: see the legal notice

## Forms and newsletter
terms-forms-title = Forms and newsletter
terms-forms-body = The information you enter in the contact form must be accurate and about you. Sending a message creates no contractual obligation, for you or for us.
terms-forms-newsletter = The newsletter is free, and you can unsubscribe at any time through the link in every issue.
terms-forms-privacy-link = How we handle your data: see the privacy policy

## Links
terms-links-title = Links
terms-links-inbound = You may link to any page of the site without prior permission, provided the link opens the page in a full window and does not suggest a partnership that does not exist.
terms-links-outbound = The site contains a few links to outside services, such as our social network profile. We have no control over these services and are not responsible for their content or their data practices.

## Liability
terms-liability-title = Liability
terms-liability-body = We take care that the information published is accurate and up to date, but cannot guarantee that it is complete or free of errors. To the extent permitted by law, we cannot be held liable for any damage arising from the use of the site or from being unable to access it. If you spot an error, please tell us: we will correct it.

## Changes
terms-changes-title = Changes
terms-changes-body = We may change these terms to reflect changes to the site or to the law. The version that applies is the one online at the time of your visit; its date is shown at the top of the page.

## Law
terms-law-title = Governing law and disputes
terms-law-body = These terms are governed by the law of the country of the office you deal with, subject to the mandatory provisions that protect you in your country of residence. In the event of a disagreement, please write to us first: we always look for an amicable solution before any formal proceedings.

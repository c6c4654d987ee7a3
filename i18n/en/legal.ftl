# templates/pages/legal.html

legal-meta-title = Legal notice
legal-meta-description = Who publishes this website, how to contact us, how it is hosted and who owns its content: the legal information of our digital transformation consultancy.

## Hero
legal-hero-eyebrow = Legal information
legal-hero-title = Legal notice
legal-hero-lead = Who publishes this site, how to reach us, where it is hosted and what you may do with its content.
legal-updated = Last updated:
legal-updated-date = 20 November 2026

## Publisher
legal-publisher-title = Publisher
legal-publisher-body = This website presents a digital transformation consultancy. It is published by the company named below, which is responsible for its publication and upkeep.
legal-publisher-name = Registered name
legal-publisher-brand = Trading name
legal-publisher-form = Legal form
legal-publisher-registration = Registration number
legal-publisher-registered-office = Registered office
legal-publisher-activity = Business
legal-publisher-activity-value = Digital transformation consulting and services: artificial intelligence, automation, system integration, cloud and custom development
legal-publisher-director = Publication director
legal-publisher-director-value = legal representative of the company
legal-publisher-offices = Offices

## Contact
legal-contact-title = Contact us
legal-contact-body = For any question about this website or its content, you can reach us in the following ways. We reply within 2 working days.
legal-contact-email = Email
legal-contact-phone = Phone
legal-contact-form = Form
legal-contact-form-link = Contact page

## Hosting
legal-hosting-title = Hosting
legal-hosting-body = The site is hosted by the provider below, on a virtual machine that the publisher runs itself in a secure data centre.
legal-hosting-name = Host
legal-hosting-address = Address
legal-hosting-phone = Phone
legal-hosting-third-party = Every resource of the site (fonts, icons, style sheets and scripts) is served by the site itself: your browser contacts no other domain while you read it.

## Intellectual property
legal-ip-title = Intellectual property
legal-ip-body = The texts, guides, illustrations, logos and graphic elements of this website are protected by copyright and trademark law. They belong to the publisher or are used with the permission of their owners. Any reproduction, representation or adaptation, in whole or in part, without prior written permission is prohibited.
legal-ip-quote = You may, however, quote short extracts for information or teaching purposes, provided you clearly state the source and the address of the page.
legal-ip-credits = The IBM Plex Sans and IBM Plex Sans Arabic typefaces are distributed under the SIL Open Font License 1.1; the icons come from the Lucide library, under the ISC licence.

## Personal data
legal-data-title = Personal data and other commitments
legal-data-body = How we process your personal data, the terms of use of this site and our approach to accessibility are set out on dedicated pages:

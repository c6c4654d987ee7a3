# templates/pages/accessibility.html

accessibility-meta-title = Accessibility statement
accessibility-meta-description = Our WCAG 2.2 AA goal, how we test (axe-core, Lighthouse, keyboard, NVDA, VoiceOver, right-to-left Arabic), known limits and how to report a barrier.

## Hero
accessibility-hero-eyebrow = Accessibility
accessibility-hero-title = Accessibility statement
accessibility-hero-lead = We work for institutions that serve everyone. This site must therefore be readable and usable by everyone: with a keyboard, with a screen reader, on a small screen, in French, English and Arabic alike.
accessibility-updated = Statement prepared on
accessibility-updated-date = 20 November 2026

## Standard
accessibility-standard-title = Our goal: WCAG 2.2, level AA
accessibility-standard-body = This site aims to conform to level AA of the W3C Web Content Accessibility Guidelines (WCAG) 2.2, the reference on which the main public standards rely, such as the European standard EN 301 549 or the RGAA in France. The goal covers every page, in all three languages and in both display themes.
accessibility-standard-status = This statement is based on our own tests, described below. The site has not yet been audited by an independent body: we therefore do not claim full conformance, and we list below the limits we know of.

## Testing
accessibility-testing-title = How we test
accessibility-testing-intro = Accessibility is checked every time the site changes, not once and for all:
accessibility-testing-axe-label = Automated tests:
accessibility-testing-axe-body = the axe-core engine checks every page in French, English and Arabic, in the light theme and in the dark theme.
accessibility-testing-lighthouse-label = Lighthouse audits:
accessibility-testing-lighthouse-body = we track the accessibility, performance and best-practice scores of the main pages, including on mobile and on a slow connection.
accessibility-testing-keyboard-label = Keyboard-only walks:
accessibility-testing-keyboard-body = every page and every form is used without a mouse, to check tab order, focus visibility and the absence of keyboard traps.
accessibility-testing-screen-reader-label = Screen readers:
accessibility-testing-screen-reader-body = we check pages and forms with NVDA on Windows and VoiceOver on macOS and iOS: headings, landmarks, labels, error messages and announcements.
accessibility-testing-rtl-label = Right-to-left review:
accessibility-testing-rtl-body = an Arabic reader reviews the Arabic pages to check reading direction, the mirrored layout and the isolation of addresses, numbers and names written in Latin script.

## Features
accessibility-features-title = What the site offers
accessibility-features-structure = A consistent heading structure, identified page regions and a link to skip straight to the content.
accessibility-features-keyboard = Every function can be used with a keyboard, with a visible focus indicator.
accessibility-features-languages = The language of each page is declared, and the layout is fully mirrored in Arabic.
accessibility-features-no-script = Every page and every form works without JavaScript.
accessibility-features-themes = A light theme and a dark theme, which follow your system setting by default.
accessibility-features-forms = Forms in which every field has a label and errors appear as text next to the field concerned.

## Known limits
accessibility-limits-title = Known limits
accessibility-limits-intro = These are the points we know can be improved, and what we offer in the meantime:
accessibility-limits-resources-label = Resources on request:
accessibility-limits-resources-body = the guides and templates listed cannot yet be read online; we send them by email. If the format you receive does not suit you, we will provide it in another one (tagged text, editable document).
accessibility-limits-diagrams-label = Diagrams:
accessibility-limits-diagrams-body = architecture and data-flow diagrams come with a short text description; a detailed description is available on request.
accessibility-limits-latin-label = Terms in Latin script:
accessibility-limits-latin-body = some product names and technical terms remain in Latin script on the Arabic pages; they are isolated so that they read correctly, but Arabic speech synthesis may pronounce them imperfectly.
accessibility-limits-external-label = External services:
accessibility-limits-external-body = our social network profile is hosted on a third-party platform whose accessibility is outside our control.

## Report a barrier
accessibility-report-title = Report a barrier
accessibility-report-body = If you cannot access some content or a service, write to us: we will give you the information another way and fix the problem.
accessibility-report-include = To help us, tell us the page concerned, what you were trying to do and, if possible, your browser and assistive technology.
accessibility-report-delay = We acknowledge your message within 2 working days and offer a solution or an alternative within 10 working days at most.
accessibility-report-form = You can also use our contact form

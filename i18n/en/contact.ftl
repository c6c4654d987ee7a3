# templates/pages/contact.html

contact-meta-title = Contact: let's talk about your project
contact-meta-description = Write or call us and hear back within 2 working days. Offices in Canada, Europe and Africa for your automation, AI and system integration projects.

## Hero
contact-hero-eyebrow = Contact
contact-hero-title = Let's talk about your project
contact-hero-lead = A process to automate, a system to modernise, a call for tenders to prepare? Tell us about your situation: a consultant will reply to you personally.

## Form column (the form itself: partials/contact_form.html, messages in forms.ftl)
contact-form-title = Write to us
contact-form-intro = A few lines are enough: your context, your goal and, if you have one, your timeline. Required fields are marked.

## Contact details
contact-info-title = How to reach us
contact-info-intro = We answer every enquiry within 2 working days, in the language of your choice: French, English or Arabic.
contact-info-email = Email
contact-info-phone = Phone
contact-info-hours = Hours
contact-info-hours-value = Monday to Friday, 9 am to 5 pm (local time at each office)

## Offices
contact-offices-title = Our offices

## Short FAQ
contact-faq-title = Before you write
contact-faq-q1 = Is the first conversation charged?
contact-faq-a1 = No. The first conversation, 30 minutes long, is free and without obligation: it lets us understand your need and tell you honestly whether we are the right people for it.
contact-faq-q2 = Do we need a specification before contacting you?
contact-faq-a2 = No. A description of your situation and goal is enough. If a specification is needed, for a public tender for instance, we can help you structure it.
contact-faq-q3 = What happens to the message I send?
contact-faq-a3 = It is stored on our server and read only by the team handling your enquiry. We keep it for 3 years after our last exchange, then delete it. The details are in our privacy policy.
contact-faq-more = All frequently asked questions

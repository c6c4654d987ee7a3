# templates/pages/faq.html

faq-meta-title = Frequently asked questions
faq-meta-description = Answers about our engagements, services, technical choices and support: project length, data security, hosting, maintenance and handing over to your team.

## Hero
faq-hero-eyebrow = FAQ
faq-hero-title = Frequently asked questions
faq-hero-lead = The questions ministries, universities and companies ask us most often before starting a project with us, with straight answers.
faq-toc-label = FAQ sections

## General
faq-general-title = General
faq-general-lead = Who we are, who we work with and how an engagement runs.
faq-general-q1 = What kinds of organisations do you work with?
faq-general-a1 = Mainly public institutions, ministries, universities and energy companies in Canada, Europe and Africa. We also work with private organisations whose processes resemble those of the public sector: high volumes, strict regulatory requirements and many systems that need to talk to each other.
faq-general-q2 = How long have you been in business?
faq-general-a2 = Our firm has been supporting organisations since 2015. We have delivered more than 50 projects, and our consultants have more than 10 years of experience in digital transformation, system integration and artificial intelligence.
faq-general-q3 = How long does a typical project take?
faq-general-a3 = Between 3 and 12 months, depending on scope. We always split the work into short deliveries: a first useful release usually goes live within the first three months, then the scope grows step by step.
faq-general-q4 = Which languages do you work in?
faq-general-a4 = Our teams work in French, English and Arabic. Deliverables, documentation and training are produced in your teams' language, and the applications we deliver can be multilingual, including right-to-left scripts.

## Services
faq-services-title = Services
faq-services-lead = What we do, what we do not do, and how we commit to results.
faq-services-q1 = What services do you offer?
faq-services-a1 = Five services: workflow automation, intelligent document processing, robotic process automation (RPA), system integration, and administration and managed services. We combine them into six solution families, from artificial intelligence to cloud by way of custom development. What we do not do is set out on the Services page.
faq-services-q2 = What results can we expect?
faq-services-a2 = In our case studies, the measured reductions range from 45 to 80%: 45% of infrastructure costs, 55% of the emails and calls received, 60% of processing time, 80% of release lead time. During scoping we agree with you on the indicators to track and their baseline, so the result is measured rather than estimated.
faq-services-q3 = Can you take over a project started by another supplier?
faq-services-a3 = Yes. We begin with a short audit of the existing code, architecture and documentation, then propose a costed takeover plan: what can be kept, what must be fixed, and in what order.
faq-services-q4 = How does project scoping work?
faq-services-a4 = A first 30-minute conversation, free of charge, helps us understand your need. It is followed by a scoping workshop of 1 to 3 weeks: observing processes, meeting users, taking stock of systems. You then receive a proposal setting out scope, schedule, team and budget.

## Technical
faq-technical-title = Technical
faq-technical-lead = Our architecture, hosting and security choices, and how we handle your data.
faq-technical-q1 = Where is our project data hosted?
faq-technical-a1 = Wherever your obligations require: in your own data centre, with a host in your country or in a specific cloud region. We document where every piece of data lives and favour solutions that keep you free to move.
faq-technical-q2 = How do you protect the personal data your solutions process?
faq-technical-a2 = We apply data protection by design: collecting only what is needed, encryption in transit and at rest, access control, logging and defined retention periods. We help you carry out the impact assessment required by the GDPR, Quebec's Law 25 or Moroccan Law 09-08.
faq-technical-q3 = Will your solutions integrate with our existing systems?
faq-technical-a3 = That is the core of our work. We connect to your business software, databases and directories through APIs, file exchanges or, as a last resort, robotic process automation. The platforms we operate run at 99.99% availability.
faq-technical-q4 = Do you use open-source software?
faq-technical-a4 = Yes, whenever it meets the need: it reduces dependence on a single vendor and makes it easier for your teams to take over. We also work with the commercial products you have already chosen, and we justify every choice in writing.

## Support
faq-support-title = Support
faq-support-lead = What happens after go-live: maintenance, assistance and knowledge transfer.
faq-support-q1 = Do you provide maintenance after go-live?
faq-support-a1 = Yes. Every project includes a warranty period, followed by a maintenance contract covering fixes, security updates and minor enhancements, with response times matched to how critical each service is.
faq-support-q2 = How do we report an incident?
faq-support-a2 = Through the channel set out in your contract: ticketing tool, dedicated email address or phone for critical incidents. Each report gets a tracking number and you are kept informed at every step until it is resolved.
faq-support-q3 = Do you train our teams?
faq-support-a3 = Yes, knowledge transfer is part of every project: training for users and administrators, documentation written in your language, and a period during which your teams run the solution with our support.
faq-support-q4 = Can we bring the solution in-house later?
faq-support-a4 = Yes. The source code, operating documentation and access rights are handed over to you. We plan for this from the start, so you remain free to change supplier or take the work in-house.

## Call to action
faq-cta-title = Can't find your answer?
faq-cta-body = Ask us directly: a consultant will reply within 2 working days.
faq-cta-button = Ask a question

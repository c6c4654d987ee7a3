# templates/pages/home.html

home-meta-title = AI, automation and cloud for the public sector
home-meta-description = AI, workflow automation, system integration and cloud for ministries, universities and energy firms: over 50 projects delivered since 2015, in 3 to 12 months.

## Hero
home-hero-eyebrow = Digital transformation · Public sector and energy
home-hero-title = Modernise your processes without interrupting service
home-hero-lead = Since 2015, we have worked alongside ministries, universities and energy companies on artificial intelligence, workflow automation, document processing, system integration and cloud. Projects of 3 to 12 months, with measured results.
home-hero-cta-contact = Discuss your project
home-hero-cta-services = Explore our services

## Stats (marketing figures: exact in every language)
home-stats-eyebrow = In figures
home-stats-title = Results you can measure
home-stats-lead = Commitments we put numbers on, and check with our clients project after project.
home-stats-since-value = Since 2015
home-stats-since-label = working with public institutions and energy companies
home-stats-projects-value = 50+
home-stats-projects-label = projects delivered for ministries, universities and energy firms
home-stats-experience-value = 10+
home-stats-experience-label = years of experience in digital transformation
home-stats-duration-value = 3–12 months
home-stats-duration-label = per project, from scoping to go-live
home-stats-availability-value = 99.99%
home-stats-availability-label = availability on the platforms we operate
home-stats-savings-value = 45–80%
home-stats-savings-label = reduction in cost or processing time

## Services overview
home-services-eyebrow = Areas of expertise
home-services-title = How we can help
home-services-lead = Six areas of expertise, delivered through five services and six solution families: one team carries the whole project, from analysing your processes to running your platforms.
home-services-ai-title = Artificial intelligence
home-services-ai-text = Conversational assistants, request classification and decision support, trained on your data and deployed under your control.
home-services-workflow-title = Workflow automation
home-services-workflow-text = Approval circuits, notifications and dashboards: your procedures move from paper and email to a flow you can track end to end.
home-services-documents-title = Intelligent document processing
home-services-documents-text = Automatic reading, extraction and filing of forms, invoices and supporting documents, with human review where it matters.
home-services-rpa-title = Robotic process automation (RPA)
home-services-rpa-text = Software robots take over repetitive data entry between applications, without changing the systems you already have.
home-services-integration-title = System integration
home-services-integration-text = APIs, message buses and connectors: your business applications, ERP and databases finally share the same information.
home-services-cloud-title = Cloud and operations
home-services-cloud-text = Migration, sovereign or hybrid hosting, and round-the-clock operation of platforms designed for 99.99% availability.
home-services-all = Explore our services
home-services-solutions = Explore our solutions

## Sectors
home-sectors-eyebrow = Sectors
home-sectors-title = Who we work with
home-sectors-lead = Demanding environments, where continuity of service, data security and accessibility are not negotiable.
home-sectors-public-title = Public institutions and ministries
home-sectors-public-text = Online public services, digital counters, data exchange between administrations and processing of incoming mail.
home-sectors-universities-title = Universities and colleges
home-sectors-universities-text = Admissions, student records, student support and the data behind teaching and research.
home-sectors-energy-title = Energy
home-sectors-energy-text = Modernising information systems, monitoring installations, predictive maintenance and regulatory reporting.
home-sectors-organisations-title = Other organisations
home-sectors-organisations-text = Healthcare providers, local authorities, non-profits and service companies that want simpler processes.

## Case highlights (full stories in cases.ftl)
home-cases-eyebrow = Case studies
home-cases-title = Projects delivered, results measured
home-cases-lead = Three recent projects, from scoping to go-live.
home-cases-chatbot-tag = University
home-cases-chatbot-title = A virtual assistant for students
home-cases-chatbot-text = A conversational assistant in three languages answers admission and enrolment questions, day and night.
home-cases-chatbot-figure = 55% fewer emails and calls to the registrar's office
home-cases-forms-tag = Ministry
home-cases-forms-title = An online forms platform
home-cases-forms-text = A ministry's paper procedures, now online and tracked end to end, delivered in 6 months.
home-cases-forms-figure = 60% less processing time
home-cases-energy-tag = Energy
home-cases-energy-title = Cloud modernisation for an energy company
home-cases-energy-text = An energy producer's critical applications moved to the cloud without any interruption of service.
home-cases-energy-figure = 45% lower infrastructure costs
home-cases-all = Read our case studies

## Testimonial (a role and a type of institution, never a real person)
home-testimonial-eyebrow = Testimonial
home-testimonial-title = What our clients say
home-testimonial-quote = In six months, the team replaced our paper forms with a platform our staff adopted in the very first week. Processing times fell by 60%, and the service has not had a single outage since launch.
home-testimonial-role = Chief Information Officer
home-testimonial-org = Central administration of a ministry

## Call to action
home-cta-title = A process to simplify, a system to modernise?
home-cta-text = A first 30-minute conversation, free and with no commitment, is enough to spot the likely gains and estimate how long your project will take.
home-cta-contact = Discuss your project
home-cta-faq = Read the FAQ

# templates/pages/solutions.html

solutions-meta-title = AI, cloud, data and custom software solutions
solutions-meta-description = AI, cloud, data, automation, custom applications and digital public services: six solution families, each with features and measurable benefits.

## Hero
solutions-hero-eyebrow = Solutions
solutions-hero-title = Solutions built for your mission, not for a catalogue
solutions-hero-lead = Artificial intelligence, cloud, data, automation, custom applications: we combine the proven technologies that solve your problem, and only those.
solutions-hero-cta-primary = Discuss your project
solutions-hero-cta-secondary = Explore our technology

## Catalogue: six solutions, each with a category, five features and three benefits
solutions-catalog-eyebrow = Our solutions
solutions-catalog-title = Six solution families
solutions-catalog-lead = For each one: what it actually does, and what it changes for your organisation.
solutions-features-label = Features
solutions-benefits-label = Benefits
solutions-services-label = The services it draws on

solutions-ai-category = Artificial intelligence
solutions-ai-title = AI for public-facing services
solutions-ai-description = Conversational assistants, automatic classification and text analysis: useful AI, fed by your content, bound by your rules and supervised by your teams.
solutions-ai-feature-1 = A conversational assistant that answers at any hour from your official content
solutions-ai-feature-2 = Automatic classification and routing of incoming requests
solutions-ai-feature-3 = Summaries and semantic search across your document collections
solutions-ai-feature-4 = Support for French, English and Arabic
solutions-ai-feature-5 = Models hosted on your infrastructure or in a trusted cloud
solutions-ai-benefit-1 = Instant answers for the public, even outside office hours
solutions-ai-benefit-2 = Staff freed from repetitive questions
solutions-ai-benefit-3 = Decisions that stay human, traceable and explainable

solutions-cloud-category = Cloud
solutions-cloud-title = Cloud migration and modernisation
solutions-cloud-description = We move your applications to a public, private or sovereign cloud, modernising them where it pays off, with no service interruption for your users.
solutions-cloud-feature-1 = Application inventory and a migration strategy for each application
solutions-cloud-feature-2 = Infrastructure as code: reproducible and version-controlled
solutions-cloud-feature-3 = Containerisation and orchestration of applications
solutions-cloud-feature-4 = Backups, disaster recovery plan and failover tests
solutions-cloud-feature-5 = Hosting cost tracking and optimisation
solutions-cloud-benefit-1 = 99.99% availability on the platforms we operate
solutions-cloud-benefit-2 = Known, controlled infrastructure costs
solutions-cloud-benefit-3 = Capacity that follows demand peaks, such as enrolment periods

solutions-public-category = Public sector
solutions-public-title = Digital public services
solutions-public-description = Online procedures that are simple for citizens and efficient for staff: from the application to case handling and the reply to the citizen.
solutions-public-feature-1 = An accessible, multilingual online services portal
solutions-public-feature-2 = A single workspace for staff, tracking every case
solutions-public-feature-3 = Connection to government registries and the national digital identity
solutions-public-feature-4 = Electronic signature and time-stamping of decisions
solutions-public-feature-5 = Compliance with accessibility and data protection requirements
solutions-public-benefit-1 = Shorter processing times: from five weeks to two for a ministry, 60% less
solutions-public-benefit-2 = Fewer trips and phone calls for citizens
solutions-public-benefit-3 = A full audit trail for every administrative decision

solutions-custom-category = Custom development
solutions-custom-title = Custom business applications
solutions-custom-description = When no off-the-shelf package fits how you work, we build the application you need together with your users, then hand over the code and documentation.
solutions-custom-feature-1 = Design workshops and prototypes tested with users
solutions-custom-feature-2 = Accessible web and mobile applications, in several languages
solutions-custom-feature-3 = Modular architecture and documented programming interfaces
solutions-custom-feature-4 = Automated tests and continuous integration
solutions-custom-feature-5 = Source code, documentation and rights handed over to your organisation
solutions-custom-benefit-1 = A tool that fits your processes instead of constraining them
solutions-custom-benefit-2 = No dependence on a vendor or a licence
solutions-custom-benefit-3 = An application that evolves as your needs do

solutions-data-category = Data
solutions-data-title = Data and decision support
solutions-data-description = We bring data scattered across files and applications into one reliable foundation, then make it available as indicators and dashboards.
solutions-data-feature-1 = A data warehouse fed automatically by your applications
solutions-data-feature-2 = Data quality checks and a data catalogue
solutions-data-feature-3 = Self-service dashboards and management indicators
solutions-data-feature-4 = Fine-grained access rights and anonymisation
solutions-data-feature-5 = Forecasting models to anticipate demand
solutions-data-benefit-1 = One version of the figures for the whole organisation
solutions-data-benefit-2 = Reports produced in minutes rather than weeks
solutions-data-benefit-3 = Decisions based on up-to-date data

solutions-automation-category = Automation
solutions-automation-title = Intelligent automation
solutions-automation-description = Workflows, software robots and document processing, combined to automate a process end to end, from the moment a request arrives to its archiving.
solutions-automation-feature-1 = A workflow engine with configurable business rules
solutions-automation-feature-2 = Software robots working in your existing applications
solutions-automation-feature-3 = Automatic reading and data extraction from documents
solutions-automation-feature-4 = Exception handling with human approval
solutions-automation-feature-5 = A process performance dashboard
solutions-automation-benefit-1 = Gains measured before and after go-live, not estimated
solutions-automation-benefit-2 = Fewer keying errors and less re-entry
solutions-automation-benefit-3 = Teams refocused on higher-value work

## Industries
solutions-industries-eyebrow = Industries
solutions-industries-title = The sectors we work with
solutions-industries-lead = Our solutions adapt to the rules, volumes and constraints of each sector.
solutions-industries-public-title = Ministries and government agencies
solutions-industries-public-description = Online procedures, case management, registry interconnection and public policy monitoring.
solutions-industries-education-title = Higher education
solutions-industries-education-description = Admissions, enrolment, student assistants and academic records for universities and colleges.
solutions-industries-energy-title = Energy and utilities
solutions-industries-energy-description = Cloud modernisation, production and consumption data, automation of regulatory processes.
solutions-industries-health-title = Healthcare
solutions-industries-health-description = Paperless administrative records, scheduling and secure exchanges between facilities.
solutions-industries-industry-title = Manufacturing and logistics
solutions-industries-industry-description = Integration of production systems, processing of shipping documents and predictive maintenance.
solutions-industries-international-title = International organisations and NGOs
solutions-industries-international-description = Multilingual programme management, beneficiary tracking and reporting to donors.

## Why
solutions-why-eyebrow = What sets us apart
solutions-why-title = Why choose our solutions
solutions-why-lead = More than 10 years of experience and more than 50 projects delivered have taught us what really works in complex organisations.
solutions-why-neutral-title = Vendor-independent
solutions-why-neutral-description = We resell no licences: we recommend the technology that suits your context, often open source, always built on open standards.
solutions-why-pilot-title = A pilot before the roll-out
solutions-why-pilot-description = Every solution is first proven on a limited scope, against indicators we define together, before it is extended.
solutions-why-secure-title = Security and compliance built in
solutions-why-secure-description = Encryption, logging, access management and personal data protection are part of the design, not a last-minute check.
solutions-why-reliable-title = Built to last
solutions-why-reliable-description = Platforms operated at 99.99% availability, documented and handed over to your teams.

## Call to action
solutions-cta-title = Which solution is right for your organisation?
solutions-cta-text = Tell us about your challenges: in a first conversation, we identify the relevant solutions and how to test them quickly.
solutions-cta-primary = Discuss your project
solutions-cta-secondary = Explore our services

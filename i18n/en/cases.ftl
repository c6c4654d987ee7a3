# templates/pages/cases.html

cases-meta-title = Case studies: AI, digital public services and cloud
cases-meta-description = A virtual assistant for a university, online forms for a ministry and a cloud migration for an energy firm: the problem, the solution and measured results.

## Hero
cases-hero-eyebrow = Case studies
cases-hero-title = Concrete results, measured with our clients
cases-hero-lead = Three recent projects, told from the original problem to the results achieved. At their request, our clients are not named; the indicators were measured together with their teams.
cases-toc-label = Case studies on this page

## Shared headings of each case
cases-heading-problem = The problem
cases-heading-solution = Our solution
cases-heading-result = The results

## Student chatbot (university)
cases-chatbot-sector = University
cases-chatbot-duration = 4-month project
cases-chatbot-title = A virtual assistant for a university's students
cases-chatbot-summary = A large public university wanted to answer its students' questions faster without adding to the workload of its registrar's office.
cases-chatbot-problem = Every autumn, the registrar's office received thousands of emails and calls on the same topics: enrolment dates, required documents, fees, credit transfers. Replies took more than two weeks, and staff no longer had time for complex cases.
cases-chatbot-solution = We designed a conversational assistant connected to the student records system and to the university's document library.
cases-chatbot-solution-1 = Answers in French, English and Arabic, based solely on the university's official regulations
cases-chatbot-solution-2 = Secure access to the status of one's own file, after signing in
cases-chatbot-solution-3 = Hand-over to a member of staff, with the conversation history, whenever a question requires it
cases-chatbot-result = Launched for the new academic year after a six-week pilot, the assistant now handles most routine questions, and staff focus on the situations that need real judgement.
cases-chatbot-figure-1-value = 55%
cases-chatbot-figure-1-label = fewer emails and calls to the registrar's office
cases-chatbot-figure-2-value = 24/7
cases-chatbot-figure-2-label = answers available, weekends and holidays included
cases-chatbot-figure-3-value = 4 months
cases-chatbot-figure-3-label = from scoping to launch, pilot included

## Government forms platform (ministry)
cases-forms-sector = Ministry
cases-forms-duration = 6-month project
cases-forms-title = An online forms platform for a ministry
cases-forms-summary = A ministry still handled most of its users' applications on paper, from data entry to archiving.
cases-forms-problem = Printed forms, the same data keyed into three different applications, lost supporting documents: an application took five weeks on average, and applicants never knew where their file stood.
cases-forms-solution = We delivered an accessible, multilingual online services platform connected to the ministry's business applications.
cases-forms-solution-1 = A form builder that lets the ministry's teams publish a new procedure without any development
cases-forms-solution-2 = Automatic reading of supporting documents and configurable approval workflows
cases-forms-solution-3 = Real-time tracking for applicants, by email and in their personal account
cases-forms-result = Thirty procedures were online from day one. Staff now spend their time assessing applications rather than keying them in, and applicants can follow their request at every step.
cases-forms-figure-1-value = 60%
cases-forms-figure-1-label = less processing time: from five weeks to two
cases-forms-figure-2-value = 99.99%
cases-forms-figure-2-label = availability since go-live
cases-forms-figure-3-value = 6 months
cases-forms-figure-3-label = to design, build and roll out the platform

## Energy cloud modernisation (energy firm)
cases-energy-sector = Energy
cases-energy-duration = 9-month project
cases-energy-title = Cloud modernisation for an energy producer
cases-energy-summary = An energy producer had to leave an ageing data centre without interrupting the monitoring of its installations.
cases-energy-problem = End-of-life servers, manual releases scheduled ten days ahead, steadily rising maintenance costs: the infrastructure slowed down every new project and put critical applications at risk.
cases-energy-solution = We migrated the applications step by step to a hybrid cloud architecture, designed together with the client's security team.
cases-energy-solution-1 = A complete map of the applications and a migration in waves, from the least critical to the most sensitive
cases-energy-solution-2 = Infrastructure as code, automated deployments and test environments on demand
cases-energy-solution-3 = Unified monitoring, encrypted backups and a disaster recovery plan tested every quarter
cases-energy-result = The migration was completed without a single interruption to the monitoring of the installations, and the teams now ship changes continuously.
cases-energy-figure-1-value = 45%
cases-energy-figure-1-label = lower infrastructure costs
cases-energy-figure-2-value = 80%
cases-energy-figure-2-label = shorter release lead time: from ten days to two
cases-energy-figure-3-value = 9 months
cases-energy-figure-3-label = of migration in waves, with no interruption of service

## Call to action
cases-cta-title = Your project could be next
cases-cta-text = Each of these case studies started with a conversation. Tell us about your situation: we will tell you honestly what can be gained, and how long it will take.
cases-cta-contact = Discuss your project
cases-cta-services = Explore our services

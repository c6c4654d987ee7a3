# templates/pages/services.html

services-meta-title = Automation, RPA and integration services
services-meta-description = Workflow automation, intelligent document processing, RPA, system integration and managed services for public institutions, universities and energy firms.

## Hero
services-hero-eyebrow = Services
services-hero-title = Automate, integrate, run: services from start to finish
services-hero-lead = We design and operate the digital tools that take the load off your teams: approval workflows, document processing, software robots, data exchange between applications and day-to-day operations.
services-hero-cta-primary = Discuss your project
services-hero-cta-secondary = Explore our solutions

## Offer: five services, each with three deliverables
services-offer-eyebrow = Our services
services-offer-title = Five services to transform your operations
services-offer-lead = Each service can be engaged on its own or combined with the others. Either way, you know from day one what will be delivered, by whom and when.
services-deliverables-label = What you get

services-workflow-title = Workflow automation
services-workflow-description = We map your request, approval and signature circuits, then run them on a workflow engine: no more paper forms, email reminders or lost files.
services-workflow-deliverable-1 = Current and target process maps, with measured lead times
services-workflow-deliverable-2 = Digital workflows with forms, business rules, notifications and e-signature
services-workflow-deliverable-3 = A dashboard that tracks every request and its processing time

services-documents-title = Intelligent document processing
services-documents-description = Invoices, supporting documents, forms, letters: optical character recognition (OCR) and AI read, classify and extract the data in your documents, in French, English and Arabic.
services-documents-deliverable-1 = A pipeline that scans, classifies and extracts data
services-documents-deliverable-2 = Consistency checks, with human review of uncertain cases
services-documents-deliverable-3 = Automatic filing into your document management system or business applications

services-rpa-title = Robotic process automation (RPA)
services-rpa-description = Software robots take over repetitive tasks in your existing applications — data entry, reconciliations, extractions — without changing those applications or waiting for their replacement.
services-rpa-deliverable-1 = Suitability assessment and task prioritisation by expected gain
services-rpa-deliverable-2 = Documented, tested and monitored robots, with exception handling
services-rpa-deliverable-3 = Governance rules and training so your teams can keep the robots running

services-integration-title = System integration
services-integration-description = Your applications finally talk to each other: we connect management software, online platforms and government registries through documented interfaces and secure exchanges.
services-integration-deliverable-1 = Integration architecture and a catalogue of data flows
services-integration-deliverable-2 = Secure interfaces and connectors, logged and replayable
services-integration-deliverable-3 = Monitoring of every exchange, with alerts on anomalies

services-managed-title = Administration and managed services
services-managed-description = We keep your platforms running after go-live: monitoring, updates, backups, security and support, with written service commitments.
services-managed-deliverable-1 = Continuous monitoring and on-call cover at the agreed service level
services-managed-deliverable-2 = Security updates, backups and regular restore tests
services-managed-deliverable-3 = A monthly report on availability, incidents and improvements

## Process: four steps
services-process-eyebrow = How we work
services-process-title = A four-step method
services-process-lead = Our projects run from 3 to 12 months. Each step ends with a deliverable you approve before we move on to the next.
services-process-diagnose-title = Diagnose
services-process-diagnose-description = Interviews, on-site observation and measurement of current lead times: we find where time is lost and put a figure on the possible gains.
services-process-design-title = Design
services-process-design-description = Target process, architecture, mock-ups and roll-out plan, approved with your business, IT and legal teams.
services-process-deliver-title = Deliver
services-process-deliver-description = Short iterations, regular demos, testing with real users, then a gradual go-live.
services-process-run-title = Run and improve
services-process-run-description = Monitoring, support and measured results: we fine-tune the processes based on real usage data.

## Why us
services-why-eyebrow = Why us
services-why-title = Why entrust us with your processes
services-why-lead = Since 2015, we have worked with ministries, universities and energy companies on transformations that have to work from day one.
services-why-stats-label = Our track record in figures
services-why-since-value = 2015
services-why-since-label = The year our digital transformation practice began
services-why-projects-value = 50+
services-why-projects-label = Projects delivered for institutions and companies
services-why-availability-value = 99.99%
services-why-availability-label = Availability of the platforms we operate
services-why-reduction-value = 45–80%
services-why-reduction-label = Reductions measured in our case studies: costs, lead times or volume of requests
services-why-public-title = A public-service mindset
services-why-public-description = Public procurement, data protection, accessibility, multilingual audiences: we know your constraints and build them in from the start.
services-why-measure-title = Gains measured, not promised
services-why-measure-description = Lead times and costs are measured during the diagnosis and again after go-live, so you see the real effect, backed by figures.
services-why-sovereignty-title = Your data stays yours
services-why-sovereignty-description = Hosting of your choice, open standards and complete documentation: you can take back control or change provider at any time.
services-why-transfer-title = Self-sufficient teams
services-why-transfer-description = Training, guides and change management: your staff make the tools their own, and your IT team knows how to evolve them.
## What we do not do: five kinds of work the consultancy declines, and why
services-limits-eyebrow = Our limits
services-limits-title = What we do not do
services-limits-lead = Knowing what a consultancy turns down helps you judge what it promises. Here is the work we decline, and why.
services-limits-licences-title = Reselling licences
services-limits-licences-description = We are no vendor's reseller and take no commission: our technical recommendations depend on your needs alone.
services-limits-decisions-title = Letting an AI decide alone
services-limits-decisions-description = We do not build systems that take a decision about a person without human review, whether granting a benefit, refusing an enrolment or imposing a penalty.
services-limits-tenders-title = Bidding on a tender we helped write
services-limits-tenders-description = If we help you prepare a specification, we do not bid for the contract that follows: that is the condition of impartial advice.
services-limits-staffing-title = Supplying staff by the day
services-limits-staffing-description = We do not bill consultants by the day to work under your sole direction: we commit to deliverables, deadlines and measured results.
services-limits-marketing-title = Marketing and social media
services-limits-marketing-description = Promotional websites, advertising campaigns and social media management are not our trade; we can point you to specialists.

## Call to action
services-cta-title = Is a process wasting your time?
services-cta-text = Tell us about it: we will offer a diagnosis and a first estimate of the gains, with no commitment.
services-cta-primary = Discuss your project
services-cta-secondary = Read our case studies

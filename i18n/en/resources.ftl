# templates/pages/resources.html

resources-meta-title = Resources: guides, articles and templates
resources-meta-description = Practical guides, articles and downloadable templates on automation, AI, cloud and data protection for public institutions, universities and energy firms.

## Hero
resources-hero-eyebrow = Resources
resources-hero-title = Guides, articles and tools to make real progress
resources-hero-lead = What we have learnt in the field, written up for the teams who run digital projects: methods, lessons learnt and ready-to-use templates.

## Listing
resources-list-eyebrow = Library
resources-list-title = All our resources
resources-list-lead = Every resource is sent to you on request, free of charge, with a 30-minute conversation if you would like to adapt it to your context.
resources-type-guide = Guide
resources-type-article = Article
resources-type-download = Download
resources-request = Request this resource

resources-item-workflow-title = Automating an administrative approval process, step by step
resources-item-workflow-summary = Map the current process, find the approvals that add no value, choose between a workflow engine and custom development, then measure the time saved.
resources-item-workflow-date = 14 October 2026

resources-item-rpa-api-title = RPA or API integration: how to choose
resources-item-rpa-api-summary = An eight-question decision grid to tell when a software robot is enough and when a lasting integration between systems is the right call.
resources-item-rpa-api-date = 2 September 2026

resources-item-tender-title = Writing a call for tenders for an online services platform
resources-item-tender-summary = Functional requirements, accessibility, reversibility, data hosting: the clauses that prevent unpleasant surprises after the contract is awarded.
resources-item-tender-date = 18 June 2026

resources-item-genai-title = Generative AI at university: five uses that deliver
resources-item-genai-summary = Student assistants, help with administrative writing, literature search: what works, under which conditions, and what is best avoided.
resources-item-genai-date = 5 November 2026

resources-item-idp-title = Intelligent document processing: measure the gain before you deploy
resources-item-idp-summary = How to build a representative sample, set a target extraction rate and calculate the return on investment before going into production.
resources-item-idp-date = 9 July 2026

resources-item-energy-cloud-title = Moving to the cloud without stopping production: lessons from the energy sector
resources-item-energy-cloud-summary = Migration in waves, temporary parallel running and a rollback plan: the choices that made a cut-over without any service interruption possible.
resources-item-energy-cloud-date = 21 April 2026

resources-item-maturity-title = Automation maturity assessment grid
resources-item-maturity-summary = Forty criteria across five areas (processes, data, tools, skills, governance) to see where your organisation stands and decide what to tackle first.
resources-item-maturity-date = 27 August 2026
resources-item-maturity-format = XLSX workbook · 180 KB

resources-item-dpia-title = Privacy impact assessment template for AI projects
resources-item-dpia-summary = An annotated template that meets the expectations of the GDPR, Quebec's Law 25 and Moroccan Law 09-08, with examples drawn from public-sector AI projects.
resources-item-dpia-date = 12 May 2026
resources-item-dpia-format = DOCX document · 95 KB

resources-item-sovereignty-title = White paper: data sovereignty and cloud in the public sector
resources-item-sovereignty-summary = Data location, reversibility, encryption and choice of host: an overview for public decision-makers in Canada, Europe and Africa.
resources-item-sovereignty-date = 24 February 2026
resources-item-sovereignty-format = PDF document · 2.4 MB

## How to get a resource
resources-access-title = How to get a resource
resources-access-lead = Our resources are not yet available for open download: we send them ourselves, so that we can offer a conversation alongside if you wish.
resources-access-1-title = Tell us which resource you need
resources-access-1-body = Write to us from the contact page with the title of the resource and, if you like, a word about your project.
resources-access-2-title = Receive it by email
resources-access-2-body = We send it within 2 working days, in an accessible format; another format is available on request.
resources-access-3-title = Talk it through with a consultant
resources-access-3-body = If you wish, a consultant spends 30 minutes with you adapting the method to your organisation, with no obligation.

## Call to action
resources-cta-title = A topic we have not covered yet?
resources-cta-body = Tell us what you are stuck on: we plan our next publications around the needs of the institutions we work with.
resources-cta-button = Suggest a topic

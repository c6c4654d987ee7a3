# templates/pages/about.html

about-meta-title = About us: mission, values, history and team
about-meta-description = A digital transformation consultancy founded in 2015, with 50+ projects for ministries, universities and energy firms. Our mission, values, story and team.

## Hero
about-hero-eyebrow = About us
about-hero-title = A consultancy built to modernise public service
about-hero-lead = Since 2015, our consultants and engineers have helped institutions make the most of artificial intelligence, automation and cloud, holding ourselves to one standard: improvements their users can feel.

## Mission and vision
about-mission-title = Our mission
about-mission-text = To make public organisations and energy companies faster, more reliable and easier to deal with, by automating what can be automated and giving teams back time for what matters most: the service they provide.
about-mission-point-1 = Start from what frustrates users and staff, not from the technology
about-mission-point-2 = Deliver in stages, with a first visible result within weeks
about-mission-point-3 = Measure the gains with you, before and after go-live
about-vision-title = Our vision
about-vision-text = Public services where every procedure can be completed online in minutes, where data moves securely between departments, and where artificial intelligence supports staff without ever deciding for them.
about-vision-detail = We work towards it with open, proven tools, hosted wherever our clients decide, and interfaces that everyone can use, in French, English and Arabic.

## Values
about-values-eyebrow = Our values
about-values-title = What guides our work
about-values-lead = Four commitments we keep on every project, from the first workshop to day-to-day operation.
about-values-results-title = Measurable results
about-values-results-text = Every project starts with indicators agreed with you: lead times, costs, user satisfaction. We measure them before, during and after.
about-values-security-title = Security and sovereignty
about-values-security-text = Your data stays under your control: hosting chosen with you, encryption, least-privilege access and a complete audit trail.
about-values-accessibility-title = Accessible to everyone
about-values-accessibility-text = Our interfaces target WCAG 2.2 level AA, work left-to-right and right-to-left, and remain usable on a slow connection.
about-values-transfer-title = Knowledge transfer
about-values-transfer-text = Documentation, training and coaching for your teams: when the project ends, you are self-sufficient, not dependent.

## Timeline (consistent with 50+ projects and 10+ years)
about-timeline-eyebrow = Our story
about-timeline-title = More than ten years of projects, step by step
about-timeline-lead = From a small automation team to a consultancy working across three continents.
about-timeline-2015-title = The firm is founded
about-timeline-2015-text = Three partners from consulting and engineering found the firm in Canada. First project: automating a university's admissions.
about-timeline-2018-title = First ministries
about-timeline-2018-text = We open an office in Europe and deliver our first online public-service platforms for central government departments.
about-timeline-2020-title = Cloud and continuity of service
about-timeline-2020-text = During the pandemic, we bring essential public services online at short notice. Our cloud and operations practice is born, and we open an office in Africa.
about-timeline-2025-title = Ten years, more than 50 projects
about-timeline-2025-text = The firm marks its tenth anniversary with more than 50 projects delivered and brings its responsible generative AI specialists together in the AI and data practice.

## Leadership (the people: content/people)
about-leadership-eyebrow = Leadership
about-leadership-title = Our leadership team
about-leadership-lead = The three founding partners and the head of the AI and data practice: each of them follows engagements in person, from scoping to go-live.
about-leadership-fictional = Like the firm itself, the people on this site are fictional.

## Team (the four practices)
about-team-eyebrow = Our team
about-team-title = Four practices, one project team
about-team-lead = Consultants, engineers and architects work together on every engagement, with a single point of contact from start to finish.
about-team-leadership-title = Leadership and advisory
about-team-leadership-text = Scoping, change management and governance: a project director works with you from the first workshop to go-live.
about-team-ai-title = AI and data
about-team-ai-text = Data scientists and machine learning engineers design conversational assistants, classification models and dashboards.
about-team-integration-title = Integration and automation
about-team-integration-text = Developers and architects connect your applications, automate your workflows and deploy software robots.
about-team-cloud-title = Cloud and operations
about-team-cloud-text = Infrastructure and reliability engineers migrate, secure and run your platforms, around the clock.

## Call to action
about-cta-title = Let's work together
about-cta-text = Tell us about your priorities and we will propose an approach that fits your organisation and your timetable.
about-cta-contact = Discuss your project
about-cta-cases = Read our case studies

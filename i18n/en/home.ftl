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
home-stats-savings-label = reductions measured in our case studies: costs, lead times or volume of requests

## Solution families (their names and descriptions: solutions.ftl)
home-services-eyebrow = Our solutions
home-services-title = How we can help
home-services-lead = Six solution families, delivered through our five services: one team carries the whole project, from analysing your processes to running your platforms.
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

## Case highlights (the cases themselves: content/cases)
home-cases-eyebrow = Case studies
home-cases-title = Projects delivered, results measured
home-cases-lead = Three recent projects, from scoping to go-live.
home-cases-all = Read our case studies

## Testimonial (a case study's quote, attributed to a role: content/cases)
home-testimonial-eyebrow = Testimonial
home-testimonial-title = What our clients say
home-testimonial-case = Read the case study

## Call to action
home-cta-title = A process to simplify, a system to modernise?
home-cta-text = A first 30-minute conversation, free and with no commitment, is enough to spot the likely gains and estimate how long your project will take.
home-cta-contact = Discuss your project
home-cta-faq = Read the FAQ

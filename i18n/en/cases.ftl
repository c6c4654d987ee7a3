# templates/pages/cases.html

cases-meta-title = Case studies: AI, digital public services and cloud
cases-meta-description = A virtual assistant for a university, online forms for a ministry and a cloud migration for an energy firm: the problem, the solution and measured results.

## Hero
cases-hero-eyebrow = Case studies
cases-hero-title = Concrete results, measured with our clients
cases-hero-lead = Three recent projects, told from the original problem to the results achieved. At their request, our clients are not named; the indicators were measured together with their teams.

## Call to action
cases-cta-title = Your project could be next
cases-cta-text = Each of these case studies started with a conversation. Tell us about your situation: we will tell you honestly what can be gained, and how long it will take.
cases-cta-contact = Discuss your project
cases-cta-services = Explore our services

## Listing
cases-list-title = All our case studies
cases-filter-label = Filter by sector
cases-filter-all = All sectors
cases-sector-university = University
cases-sector-ministry = Ministry
cases-sector-energy = Energy
cases-duration = { $months ->
    [one] { $months }-month project
   *[other] { $months }-month project
}

# templates/pages/case.html
case-back = All case studies
case-figures-title = The results in figures
case-facts-label = The project at a glance
case-stack-title = Technologies used
case-cta-title = A similar project?
case-cta-text = Tell us about your situation: a first 30-minute conversation, free and with no commitment, is enough to see what you can realistically expect.

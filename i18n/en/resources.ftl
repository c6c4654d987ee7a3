# templates/pages/resources.html

resources-meta-title = Resources: guides, articles and templates
resources-meta-description = Practical guides, articles, a grid to download and templates on request: automation, AI, cloud and data protection for public institutions and energy firms.

## Hero
resources-hero-eyebrow = Resources
resources-hero-title = Guides, articles and tools to make real progress
resources-hero-lead = What we have learnt in the field, written up for the teams who run digital projects: methods, lessons learnt and ready-to-use templates.

## Listing
resources-list-eyebrow = Library
resources-list-title = All our resources
resources-list-lead = Guides and articles can be read here; documents can be downloaded or are sent to you on request, free of charge.
resources-type-guide = Guide
resources-type-article = Article
resources-type-document = Document
resources-request = Request this document
resources-download = Download the file
resources-on-request = sent on request
resources-file-size = { $kilobytes } KB

resources-item-maturity-title = Automation maturity assessment grid
resources-item-maturity-summary = Twenty criteria across five areas (processes, data, tools, skills, governance), each scored from 0 to 3, to see where your organisation stands and decide what to tackle first.
resources-item-maturity-format = CSV spreadsheet

resources-item-dpia-title = Privacy impact assessment template for AI projects
resources-item-dpia-summary = An annotated template that meets the expectations of the GDPR, Quebec's Law 25 and Moroccan Law 09-08, with examples drawn from public-sector AI projects.
resources-item-dpia-format = DOCX template

resources-item-sovereignty-title = White paper: data sovereignty and cloud in the public sector
resources-item-sovereignty-summary = Data location, reversibility, encryption and choice of host: an overview for public decision-makers in Canada, Europe and Africa.
resources-item-sovereignty-format = PDF document

## How to get a resource
resources-access-title = How to get a document sent on request
resources-access-lead = Some documents are not yet available for open download: we send them ourselves, so that we can offer a conversation alongside if you wish.
resources-access-1-title = Tell us which document you need
resources-access-1-body = Write to us from the contact page with the title of the document and, if you like, a word about your project.
resources-access-2-title = Receive it by email
resources-access-2-body = We send it within 2 working days, in an accessible format; another format is available on request.
resources-access-3-title = Talk it through with a consultant
resources-access-3-body = If you wish, a consultant spends 30 minutes with you adapting the method to your organisation, with no obligation.

## Call to action
resources-cta-title = A topic we have not covered yet?
resources-cta-body = Tell us what you are stuck on: we plan our next publications around the needs of the institutions we work with.
resources-cta-button = Suggest a topic

## Filter
resources-filter-title = Filter the resources
resources-filter-type = Type
resources-filter-topic = Topic
resources-filter-all-types = All types
resources-filter-all-topics = All topics
resources-filter-submit = Filter
resources-filter-reset = Show all resources
resources-filter-empty = No resource matches this filter yet.
resources-topic-automation = Automation
resources-topic-integration = Integration
resources-topic-documents = Document processing
resources-topic-ai = Artificial intelligence
resources-topic-cloud = Cloud
resources-topic-public-sector = Public sector
resources-feed-link = Follow new articles (Atom feed)
resources-feed-title = Articles and guides

# templates/pages/article.html
article-back = All resources
article-toc-title = Contents
article-question-title = A question on this topic?
article-question-text = Write to us: a consultant will reply within 2 working days, in the language of your choice.
article-question-link = Ask a question
article-reading-time = { $minutes ->
    [one] { $minutes }-minute read
   *[other] { $minutes }-minute read
}

# templates/pages/technology.html

technology-meta-title = Technology: stack, delivery and integrations
technology-meta-description = Open, proven technologies, a tooled delivery pipeline, controlled data flows and integration with your ERP, registries, directories and legacy systems.

## Hero
technology-hero-eyebrow = Technology
technology-hero-title = Open, proven technology, fully under control
technology-hero-lead = We choose standard, widely adopted and well-maintained tools, so your systems stay secure, scalable and reversible, whoever hosts them.
technology-hero-cta-primary = Discuss your project
technology-hero-cta-secondary = Explore our solutions

## Stack: six groups of six tools (product names stay in Latin script in every language)
technology-stack-eyebrow = Our stack
technology-stack-title = The technologies we master
technology-stack-lead = A vendor-independent stack that we adapt to what you already have, rather than imposing ours.
technology-stack-languages-title = Languages
technology-stack-languages-description = Widely used languages, so your own teams can take over and extend the code.
technology-stack-languages-item-1 = Python
technology-stack-languages-item-2 = TypeScript
technology-stack-languages-item-3 = Java
technology-stack-languages-item-4 = C#
technology-stack-languages-item-5 = Go
technology-stack-languages-item-6 = SQL
technology-stack-frameworks-title = Frameworks and automation
technology-stack-frameworks-description = Stable frameworks backed by large communities.
technology-stack-frameworks-item-1 = React
technology-stack-frameworks-item-2 = Spring Boot
technology-stack-frameworks-item-3 = ASP.NET Core
technology-stack-frameworks-item-4 = FastAPI
technology-stack-frameworks-item-5 = Camunda
technology-stack-frameworks-item-6 = Robot Framework
technology-stack-cloud-title = Cloud and infrastructure
technology-stack-cloud-description = Public, private or sovereign cloud: the same infrastructure, described as code.
technology-stack-cloud-item-1 = Kubernetes
technology-stack-cloud-item-2 = Docker
technology-stack-cloud-item-3 = OpenTofu
technology-stack-cloud-item-4 = Ansible
technology-stack-cloud-item-5 = OpenStack
technology-stack-cloud-item-6 = Linux
technology-stack-data-title = Data
technology-stack-data-description = Storing, moving, orchestrating and visualising data.
technology-stack-data-item-1 = PostgreSQL
technology-stack-data-item-2 = Apache Kafka
technology-stack-data-item-3 = Apache Airflow
technology-stack-data-item-4 = dbt
technology-stack-data-item-5 = OpenSearch
technology-stack-data-item-6 = Apache Superset
technology-stack-ai-title = AI and documents
technology-stack-ai-description = Language models, computer vision and character recognition that you can host yourself.
technology-stack-ai-item-1 = PyTorch
technology-stack-ai-item-2 = Hugging Face Transformers
technology-stack-ai-item-3 = vLLM
technology-stack-ai-item-4 = Tesseract OCR
technology-stack-ai-item-5 = spaCy
technology-stack-ai-item-6 = MLflow
technology-stack-ops-title = Security and operations
technology-stack-ops-description = Identity, secrets, continuous delivery and observability.
technology-stack-ops-item-1 = Keycloak
technology-stack-ops-item-2 = OpenBao
technology-stack-ops-item-3 = Argo CD
technology-stack-ops-item-4 = OpenTelemetry
technology-stack-ops-item-5 = Prometheus
technology-stack-ops-item-6 = Grafana

## Delivery process
technology-process-eyebrow = Delivery
technology-process-title = Our delivery process
technology-process-lead = A fully tooled pipeline, from the first line of code to production, so we can ship often and without nasty surprises.
technology-process-framing-title = Technical framing
technology-process-framing-description = Architecture, reasoned technical choices and security requirements, recorded as written architecture decisions.
technology-process-iterations-title = Iterative development
technology-process-iterations-description = Increments delivered every two weeks and demonstrated on a staging environment close to production.
technology-process-quality-title = Automated quality
technology-process-quality-description = Unit, integration and accessibility tests, plus code and dependency analysis, on every change.
technology-process-release-title = Continuous deployment
technology-process-release-description = Automated, reversible, zero-downtime releases on infrastructure described as code.
technology-process-operate-title = Observable operations
technology-process-operate-description = Logs, metrics and alerts from day one: incidents are caught before your users report them.

## Data flow: an SVG diagram (labels and details) and the same steps as a list
technology-dataflow-eyebrow = Data flow
technology-dataflow-title = How your data flows
technology-dataflow-lead = From source to screen, every step is traced, secured and hosted where you decided.
technology-dataflow-diagram-title = Data flow diagram
technology-dataflow-diagram-description = Five steps linked by arrows, from top to bottom: sources, ingestion, processing and AI, storage, then applications and dashboards.
technology-dataflow-sources-label = Sources
technology-dataflow-sources-detail = Applications, forms, documents
technology-dataflow-sources-description = Business applications, online forms, scanned documents, sensors and partner registries.
technology-dataflow-ingestion-label = Ingestion
technology-dataflow-ingestion-detail = Interfaces, files, real time
technology-dataflow-ingestion-description = Collection through programming interfaces, secure file transfers or real-time streams, with format checks and logging.
technology-dataflow-processing-label = Processing and AI
technology-dataflow-processing-detail = Cleansing, extraction, models
technology-dataflow-processing-description = Cleansing, enrichment, document extraction and AI models, with decisions kept under human control.
technology-dataflow-storage-label = Storage
technology-dataflow-storage-detail = Databases, warehouse, archives
technology-dataflow-storage-description = Encrypted databases, analytical warehouse and archives, with role-based access rights and defined retention periods.
technology-dataflow-apps-label = Applications and dashboards
technology-dataflow-apps-detail = Portals, services, indicators
technology-dataflow-apps-description = Public portals, staff tools, interfaces for your partners and management dashboards.

## Integrations
technology-integrations-eyebrow = Integrations
technology-integrations-title = The systems we connect
technology-integrations-lead = We connect your new tools to the systems that already run your organisation, through standard, documented interfaces.
technology-integrations-erp-title = Enterprise resource planning (ERP)
technology-integrations-erp-description = Finance, procurement, human resources and payroll: data flows without re-keying.
technology-integrations-crm-title = Customer relationship management (CRM)
technology-integrations-crm-description = History of contacts, requests and complaints, shared across departments.
technology-integrations-documents-title = Document management
technology-integrations-documents-description = Filing, versioning and archiving of documents, with their metadata.
technology-integrations-identity-title = Identity and single sign-on
technology-integrations-identity-description = Directories and single sign-on (SSO): one login, with access rights managed in one place.
technology-integrations-registries-title = Government registries
technology-integrations-registries-description = Civil registry, business registry, address databases and national student records.
technology-integrations-payment-title = Online payment
technology-integrations-payment-description = Payment gateways, public accounting and automatic reconciliation of receipts.
technology-integrations-messaging-title = Messaging and notifications
technology-integrations-messaging-description = Email, text messages and instant messaging to keep people informed at every step.
technology-integrations-legacy-title = Legacy systems
technology-integrations-legacy-description = Older databases, file exchanges and applications without interfaces, connected without rewriting them.

## Call to action
technology-cta-title = A technical project to scope?
technology-cta-text = Our architects review your existing systems and propose a realistic target architecture, hosting included.
technology-cta-primary = Discuss your project
technology-cta-secondary = Explore our services

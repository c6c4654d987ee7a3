# templates/pages/technology.html

technology-meta-title = التقنية: المنظومة والتسليم والتكامل
technology-meta-description = تقنيات مفتوحة ومجرَّبة، وسلسلة تسليم مؤتمتة، وتدفقات بيانات تحت السيطرة، وتكامل مع أنظمة تخطيط الموارد والسجلات الإدارية وأدلة المستخدمين والأنظمة القائمة.

## Hero
technology-hero-eyebrow = التقنية
technology-hero-title = تقنية مفتوحة ومجرَّبة وتحت سيطرتكم
technology-hero-lead = نختار أدوات معيارية، واسعة الانتشار وجيدة الصيانة، لتبقى أنظمتكم آمنة وقابلة للتطوير والاسترجاع، أيًّا كان مزوّد الاستضافة.
technology-hero-cta-primary = ناقشوا مشروعكم معنا
technology-hero-cta-secondary = اكتشفوا حلولنا

## Stack: six groups of six tools (product names stay in Latin script in every language)
technology-stack-eyebrow = منظومتنا التقنية
technology-stack-title = التقنيات التي نتقنها
technology-stack-lead = منظومة مستقلة عن ناشري البرمجيات، نكيّفها مع أنظمتكم القائمة بدل أن نفرض عليكم منظومتنا.
technology-stack-languages-title = لغات البرمجة
technology-stack-languages-description = لغات واسعة الانتشار، حتى تتمكّن فرقكم من استلام الشيفرة وتطويرها.
technology-stack-languages-item-1 = Python
technology-stack-languages-item-2 = TypeScript
technology-stack-languages-item-3 = Java
technology-stack-languages-item-4 = C#
technology-stack-languages-item-5 = Go
technology-stack-languages-item-6 = SQL
technology-stack-frameworks-title = أطر العمل والأتمتة
technology-stack-frameworks-description = أطر تطوير مستقرة تدعمها مجتمعات واسعة.
technology-stack-frameworks-item-1 = React
technology-stack-frameworks-item-2 = Spring Boot
technology-stack-frameworks-item-3 = ASP.NET Core
technology-stack-frameworks-item-4 = FastAPI
technology-stack-frameworks-item-5 = Camunda
technology-stack-frameworks-item-6 = Robot Framework
technology-stack-cloud-title = السحابة والبنية التحتية
technology-stack-cloud-description = سحابة عامة أو خاصة أو سيادية: البنية التحتية نفسها، موصوفة في صورة شيفرة.
technology-stack-cloud-item-1 = Kubernetes
technology-stack-cloud-item-2 = Docker
technology-stack-cloud-item-3 = OpenTofu
technology-stack-cloud-item-4 = Ansible
technology-stack-cloud-item-5 = OpenStack
technology-stack-cloud-item-6 = Linux
technology-stack-data-title = البيانات
technology-stack-data-description = تخزين البيانات ونقلها وتنسيق معالجتها وعرضها.
technology-stack-data-item-1 = PostgreSQL
technology-stack-data-item-2 = Apache Kafka
technology-stack-data-item-3 = Apache Airflow
technology-stack-data-item-4 = dbt
technology-stack-data-item-5 = OpenSearch
technology-stack-data-item-6 = Apache Superset
technology-stack-ai-title = الذكاء الاصطناعي والمستندات
technology-stack-ai-description = نماذج لغوية، ورؤية حاسوبية، وتعرّف ضوئي على الحروف، يمكن استضافتها لديكم.
technology-stack-ai-item-1 = PyTorch
technology-stack-ai-item-2 = Hugging Face Transformers
technology-stack-ai-item-3 = vLLM
technology-stack-ai-item-4 = Tesseract OCR
technology-stack-ai-item-5 = spaCy
technology-stack-ai-item-6 = MLflow
technology-stack-ops-title = الأمن والتشغيل
technology-stack-ops-description = الهوية، والأسرار، والنشر المستمر، وقابلية المراقبة.
technology-stack-ops-item-1 = Keycloak
technology-stack-ops-item-2 = OpenBao
technology-stack-ops-item-3 = Argo CD
technology-stack-ops-item-4 = OpenTelemetry
technology-stack-ops-item-5 = Prometheus
technology-stack-ops-item-6 = Grafana

## Delivery process
technology-process-eyebrow = التسليم
technology-process-title = مسار التسليم لدينا
technology-process-lead = سلسلة مؤتمتة بالكامل، من أول سطر في الشيفرة إلى بيئة الإنتاج، لنسلّم باستمرار ودون مفاجآت غير سارّة.
technology-process-framing-title = تحديد النطاق التقني
technology-process-framing-description = البنية التقنية، والخيارات المعلَّلة، ومتطلبات الأمن، مدوَّنة في قرارات مكتوبة بشأن البنية.
technology-process-iterations-title = التطوير التكراري
technology-process-iterations-description = إصدارات مرحلية تُسلَّم كل أسبوعين وتُعرض على بيئة اختبار قريبة من بيئة الإنتاج.
technology-process-quality-title = جودة مؤتمتة
technology-process-quality-description = اختبارات للوحدات وللتكامل ولإمكانية الوصول، مع تحليل للشيفرة وللمكوّنات التابعة عند كل تعديل.
technology-process-release-title = النشر المستمر
technology-process-release-description = إطلاقات مؤتمتة وقابلة للتراجع ودون انقطاع، على بنية تحتية موصوفة في صورة شيفرة.
technology-process-operate-title = تشغيل تحت المراقبة
technology-process-operate-description = سجلات ومقاييس وتنبيهات منذ اليوم الأول: تُرصد الحوادث قبل أن يبلّغ عنها مرتفقوكم.

## Data flow: an SVG diagram (labels and details) and the same steps as a list
technology-dataflow-eyebrow = تدفق البيانات
technology-dataflow-title = كيف تتدفق بياناتكم
technology-dataflow-lead = من المصدر إلى الشاشة، كل مرحلة متتبَّعة ومؤمَّنة ومستضافة حيث قرّرتم.
technology-dataflow-diagram-title = مخطط تدفق البيانات
technology-dataflow-diagram-description = خمس مراحل تربط بينها أسهم من الأعلى إلى الأسفل: المصادر، ثم الاستيعاب، ثم المعالجة والذكاء الاصطناعي، ثم التخزين، وأخيرًا التطبيقات ولوحات القيادة.
technology-dataflow-sources-label = المصادر
technology-dataflow-sources-detail = تطبيقات واستمارات ومستندات
technology-dataflow-sources-description = التطبيقات المهنية، والاستمارات الإلكترونية، والمستندات الممسوحة ضوئيًا، وأجهزة الاستشعار، وسجلات الشركاء.
technology-dataflow-ingestion-label = الاستيعاب
technology-dataflow-ingestion-detail = واجهات وملفات وتدفق فوري
technology-dataflow-ingestion-description = جمع البيانات عبر الواجهات البرمجية أو عمليات نقل الملفات الآمنة أو التدفقات الفورية، مع التحقق من الصيغ وتسجيل العمليات.
technology-dataflow-processing-label = المعالجة والذكاء الاصطناعي
technology-dataflow-processing-detail = تنقية واستخراج ونماذج
technology-dataflow-processing-description = تنقية البيانات وإثراؤها، واستخراج محتوى المستندات، ونماذج الذكاء الاصطناعي، مع إبقاء القرارات تحت الرقابة البشرية.
technology-dataflow-storage-label = التخزين
technology-dataflow-storage-detail = قواعد بيانات ومستودع وأرشيف
technology-dataflow-storage-description = قواعد بيانات ومستودع تحليلي وأرشيف مشفَّرة، مع صلاحيات وصول حسب الأدوار ومدد حفظ محدَّدة.
technology-dataflow-apps-label = التطبيقات ولوحات القيادة
technology-dataflow-apps-detail = بوابات وخدمات ومؤشرات
technology-dataflow-apps-description = بوابات للمرتفقين، وأدوات للموظفين، وواجهات لشركائكم، ولوحات قيادة للتسيير.

## Integrations
technology-integrations-eyebrow = التكامل
technology-integrations-title = الأنظمة التي نربطها
technology-integrations-lead = نربط أدواتكم الجديدة بالأنظمة التي تُسيّر مؤسستكم حاليًا، عبر واجهات معيارية وموثّقة.
technology-integrations-erp-title = أنظمة تخطيط موارد المؤسسات
technology-integrations-erp-description = المالية والمشتريات والموارد البشرية والأجور: تتدفق البيانات دون إعادة إدخال.
technology-integrations-crm-title = أنظمة إدارة العلاقة مع المرتفقين
technology-integrations-crm-description = سجلّ التواصل والطلبات والشكاوى، مشترك بين المصالح.
technology-integrations-documents-title = الإدارة الإلكترونية للمستندات
technology-integrations-documents-description = تصنيف المستندات وإدارة نسخها وأرشفتها، مع بياناتها الوصفية.
technology-integrations-identity-title = الهوية والدخول الموحّد
technology-integrations-identity-description = أدلة المستخدمين والدخول الموحّد: تسجيل دخول واحد، وصلاحيات تُدار من مكان واحد.
technology-integrations-registries-title = السجلات الإدارية
technology-integrations-registries-description = الحالة المدنية، والسجل التجاري، ومراجع العناوين، والسجلات الوطنية للطلبة.
technology-integrations-payment-title = الدفع الإلكتروني
technology-integrations-payment-description = بوابات الدفع، والمحاسبة العمومية، والمطابقة الآلية للمبالغ المحصَّلة.
technology-integrations-messaging-title = المراسلة والإشعارات
technology-integrations-messaging-description = البريد الإلكتروني والرسائل القصيرة والمراسلة الفورية لإبلاغ المرتفقين في كل مرحلة.
technology-integrations-legacy-title = الأنظمة القائمة
technology-integrations-legacy-description = قواعد البيانات القديمة، وتبادل الملفات، والتطبيقات التي تفتقر إلى واجهات، نربطها دون إعادة كتابتها.

## Call to action
technology-cta-title = هل لديكم مشروع تقني يحتاج إلى تأطير؟
technology-cta-text = يدرس مهندسو الحلول لدينا أنظمتكم القائمة ويقترحون عليكم بنية تقنية مستهدفة واقعية، بما في ذلك الاستضافة.
technology-cta-primary = ناقشوا مشروعكم معنا
technology-cta-secondary = اكتشفوا خدماتنا

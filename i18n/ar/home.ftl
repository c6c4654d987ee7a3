# templates/pages/home.html

home-meta-title = الذكاء الاصطناعي والأتمتة والسحابة للقطاع العام
home-meta-description = الذكاء الاصطناعي والأتمتة وتكامل الأنظمة والحوسبة السحابية للوزارات والجامعات وشركات الطاقة: أكثر من 50 مشروعًا منذ عام 2015، مدة كل منها من 3 إلى 12 شهرًا.

## Hero
home-hero-eyebrow = التحول الرقمي · القطاع العام والطاقة
home-hero-title = حدِّثوا إجراءاتكم دون أن تتوقف خدماتكم
home-hero-lead = منذ عام 2015، نرافق الوزارات والجامعات وشركات الطاقة في مجالات الذكاء الاصطناعي، وأتمتة سير العمل، ومعالجة المستندات، وتكامل الأنظمة، والحوسبة السحابية. مشاريع تمتد من 3 إلى 12 شهرًا، ونتائج مقيسة.
home-hero-cta-contact = ناقشوا مشروعكم معنا
home-hero-cta-services = اكتشفوا خدماتنا

## Stats (marketing figures: exact in every language)
home-stats-eyebrow = بالأرقام
home-stats-title = نتائج قابلة للقياس
home-stats-lead = التزامات محددة بالأرقام، نتحقق منها مع عملائنا في كل مشروع.
home-stats-since-value = منذ 2015
home-stats-since-label = إلى جانب المؤسسات العمومية وشركات الطاقة
home-stats-projects-value = أكثر من 50
home-stats-projects-label = مشروعًا منجزًا لفائدة الوزارات والجامعات وشركات الطاقة
home-stats-experience-value = أكثر من 10
home-stats-experience-label = سنوات من الخبرة في التحول الرقمي
home-stats-duration-value = من 3 إلى 12 شهرًا
home-stats-duration-label = مدة المشروع، من تحديد النطاق إلى بدء التشغيل
home-stats-availability-value = 99.99%
home-stats-availability-label = نسبة توافر المنصات التي نتولى تشغيلها
home-stats-savings-value = من 45 إلى 80%
home-stats-savings-label = نسبة الخفض في التكاليف أو في مدة المعالجة

## Services overview
home-services-eyebrow = مجالات خبرتنا
home-services-title = ما نقدمه لكم
home-services-lead = ستة مجالات خبرة نقدّمها عبر خمس خدمات وست عائلات من الحلول: يتولى فريق واحد المشروع بأكمله، من تحليل إجراءاتكم إلى تشغيل منصاتكم.
home-services-ai-title = الذكاء الاصطناعي
home-services-ai-text = مساعدات محادثة، وتصنيف آلي للطلبات، وأدوات لدعم القرار، تُدرَّب على بياناتكم وتُنشَر في بيئة تبقى تحت سيطرتكم.
home-services-workflow-title = أتمتة سير العمل
home-services-workflow-text = مسارات المصادقة والإشعارات ولوحات القيادة: تنتقل إجراءاتكم من الورق والبريد الإلكتروني إلى مسار رقمي يُتابَع من بدايته إلى نهايته.
home-services-documents-title = المعالجة الذكية للمستندات
home-services-documents-text = قراءة آلية للاستمارات والفواتير والوثائق الثبوتية، واستخراج بياناتها وتصنيفها، مع مراجعة بشرية حيث تدعو الحاجة.
home-services-rpa-title = الأتمتة الروبوتية للعمليات
home-services-rpa-text = روبوتات برمجية تتولى إدخال البيانات المتكرر بين التطبيقات، دون الحاجة إلى تعديل أنظمتكم القائمة.
home-services-integration-title = تكامل الأنظمة
home-services-integration-text = واجهات برمجية ومنصات لتبادل البيانات وموصِّلات، لتتشارك تطبيقاتكم المهنية ونظام تخطيط الموارد وقواعد بياناتكم المعلومات ذاتها.
home-services-cloud-title = الحوسبة السحابية والتشغيل
home-services-cloud-text = الترحيل إلى السحابة، والاستضافة السيادية أو الهجينة، والتشغيل على مدار الساعة لمنصات مصممة لتوافر يبلغ 99.99%.
home-services-all = اكتشفوا خدماتنا
home-services-solutions = اكتشفوا حلولنا

## Sectors
home-sectors-eyebrow = القطاعات
home-sectors-title = الجهات التي نرافقها
home-sectors-lead = بيئات عالية المتطلبات، لا مجال فيها للتهاون في استمرارية الخدمة وأمن البيانات وإمكانية الوصول للجميع.
home-sectors-public-title = المؤسسات العمومية والوزارات
home-sectors-public-text = رقمنة الإجراءات الإدارية، والشبابيك الإلكترونية، وتبادل البيانات بين الإدارات، ومعالجة البريد الوارد.
home-sectors-universities-title = الجامعات والمعاهد
home-sectors-universities-text = التسجيل، وإدارة الشؤون الدراسية، ودعم الطلبة، وتحليل بيانات التعليم والبحث العلمي.
home-sectors-energy-title = الطاقة
home-sectors-energy-text = تحديث نظم المعلومات، ومراقبة المنشآت، والصيانة التنبؤية، وإعداد التقارير التنظيمية.
home-sectors-organisations-title = مؤسسات أخرى
home-sectors-organisations-text = المؤسسات الصحية، والجماعات المحلية، والجمعيات، وشركات الخدمات التي تسعى إلى تبسيط إجراءاتها.

## Case highlights (full stories in cases.ftl)
home-cases-eyebrow = دراسات الحالة
home-cases-title = مشاريع منجزة ونتائج موثّقة بالأرقام
home-cases-lead = ثلاثة مشاريع حديثة، من تحديد النطاق إلى بدء التشغيل.
home-cases-chatbot-tag = جامعة
home-cases-chatbot-title = مساعد افتراضي في خدمة الطلبة
home-cases-chatbot-text = مساعد محادثة بثلاث لغات يجيب ليلًا ونهارًا عن أسئلة التسجيل والشؤون الدراسية.
home-cases-chatbot-figure = انخفاض بنسبة 55% في الرسائل الإلكترونية والمكالمات الموجهة إلى مصلحة الشؤون الدراسية
home-cases-forms-tag = وزارة
home-cases-forms-title = منصة إلكترونية للاستمارات
home-cases-forms-text = إجراءات وزارة كانت ورقية، أصبحت رقمية تُتابَع من البداية إلى النهاية، وأُنجزت في 6 أشهر.
home-cases-forms-figure = تقليص مدة المعالجة بنسبة 60%
home-cases-energy-tag = الطاقة
home-cases-energy-title = تحديث البنية السحابية لشركة طاقة
home-cases-energy-text = نقل التطبيقات الحيوية لشركة منتجة للطاقة إلى السحابة دون أي انقطاع في الخدمة.
home-cases-energy-figure = خفض تكاليف البنية التحتية بنسبة 45%
home-cases-all = اقرؤوا دراسات الحالة

## Testimonial (a role and a type of institution, never a real person)
home-testimonial-eyebrow = شهادة
home-testimonial-title = ماذا يقول عملاؤنا
home-testimonial-quote = في ستة أشهر، استبدل الفريق استماراتنا الورقية بمنصة تبنّاها موظفونا منذ الأسبوع الأول. انخفضت مدة معالجة الطلبات بنسبة 60%، ولم تشهد الخدمة أي انقطاع منذ إطلاقها.
home-testimonial-role = مديرة نظم المعلومات
home-testimonial-org = الإدارة المركزية لإحدى الوزارات

## Call to action
home-cta-title = إجراء تودّون تبسيطه أو نظام تريدون تحديثه؟
home-cta-text = يكفي لقاء أول مدته 30 دقيقة، مجاني ودون أي التزام، لتحديد المكاسب الممكنة وتقدير مدة مشروعكم.
home-cta-contact = ناقشوا مشروعكم معنا
home-cta-faq = اطّلعوا على الأسئلة الشائعة

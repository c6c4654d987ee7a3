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
home-stats-savings-label = نسبة الخفض المقيسة في دراسات الحالة: التكاليف أو الآجال أو حجم الطلبات

## Solution families (their names and descriptions: solutions.ftl)
home-services-eyebrow = حلولنا
home-services-title = ما نقدمه لكم
home-services-lead = ست عائلات من الحلول نقدّمها عبر خمس خدمات: يتولى فريق واحد المشروع بأكمله، من تحليل إجراءاتكم إلى تشغيل منصاتكم.
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

## Case highlights (the cases themselves: content/cases)
home-cases-eyebrow = دراسات الحالة
home-cases-title = مشاريع منجزة ونتائج موثّقة بالأرقام
home-cases-lead = ثلاثة مشاريع حديثة، من تحديد النطاق إلى بدء التشغيل.
home-cases-all = اقرؤوا دراسات الحالة

## Testimonial (a case study's quote, attributed to a role: content/cases)
home-testimonial-eyebrow = شهادة
home-testimonial-title = ماذا يقول عملاؤنا
home-testimonial-case = اقرؤوا دراسة الحالة

## Call to action
home-cta-title = إجراء تودّون تبسيطه أو نظام تريدون تحديثه؟
home-cta-text = يكفي لقاء أول مدته 30 دقيقة، مجاني ودون أي التزام، لتحديد المكاسب الممكنة وتقدير مدة مشروعكم.
home-cta-contact = ناقشوا مشروعكم معنا
home-cta-faq = اطّلعوا على الأسئلة الشائعة

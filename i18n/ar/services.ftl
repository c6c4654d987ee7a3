# templates/pages/services.html

services-meta-title = خدمات الأتمتة ومعالجة المستندات والتكامل
services-meta-description = أتمتة سير العمل، والمعالجة الذكية للمستندات، والأتمتة الروبوتية للعمليات، وتكامل الأنظمة، والخدمات المُدارة لفائدة المؤسسات العامة والجامعات وشركات الطاقة.

## Hero
services-hero-eyebrow = الخدمات
services-hero-title = أتمتة وتكامل وتشغيل: خدمات متكاملة من البداية إلى النهاية
services-hero-lead = نصمّم الأدوات الرقمية التي تخفّف الأعباء عن فرقكم ونتولّى تشغيلها: مسارات المصادقة، ومعالجة المستندات، والروبوتات البرمجية، وتبادل البيانات بين التطبيقات، والتشغيل اليومي.
services-hero-cta-primary = ناقشوا مشروعكم معنا
services-hero-cta-secondary = اكتشفوا حلولنا

## Offer: five services, each with three deliverables
services-offer-eyebrow = خدماتنا
services-offer-title = خمس خدمات لتحويل عملياتكم
services-offer-lead = يمكنكم الاستعانة بكل خدمة على حدة أو الجمع بينها. وفي جميع الحالات، تعرفون منذ البداية ما الذي سيُسلَّم، ومن سيتولّاه، ومتى.
services-deliverables-label = ما تحصلون عليه

services-workflow-title = أتمتة سير العمل
services-workflow-description = نرسم مسارات الطلبات والمصادقات والتوقيعات لديكم، ثم نشغّلها على محرّك لسير العمل: لا مزيد من الاستمارات الورقية، ولا رسائل التذكير عبر البريد الإلكتروني، ولا الملفات الضائعة.
services-workflow-deliverable-1 = خرائط للعمليات الحالية والمستهدفة، مع قياس آجال إنجازها
services-workflow-deliverable-2 = مسارات عمل رقمية تشمل الاستمارات وقواعد العمل والإشعارات والتوقيع الإلكتروني
services-workflow-deliverable-3 = لوحة قيادة لمتابعة كل طلب ومدة معالجته

services-documents-title = المعالجة الذكية للمستندات
services-documents-description = فواتير ووثائق ثبوتية واستمارات ومراسلات: تتولّى تقنيات التعرّف الضوئي على الحروف والذكاء الاصطناعي قراءة مستنداتكم وتصنيفها واستخراج بياناتها، بالعربية والفرنسية والإنجليزية.
services-documents-deliverable-1 = سلسلة متكاملة للرقمنة والتصنيف واستخراج البيانات
services-documents-deliverable-2 = ضوابط للتحقق من الاتساق، مع مراجعة بشرية للحالات غير المؤكدة
services-documents-deliverable-3 = إيداع تلقائي في نظام إدارة المستندات الإلكترونية أو في تطبيقاتكم المهنية

services-rpa-title = الأتمتة الروبوتية للعمليات
services-rpa-description = تتولّى روبوتات برمجية المهام المتكررة على تطبيقاتكم الحالية، كإدخال البيانات والمطابقات والاستخراج، دون تعديل هذه التطبيقات أو انتظار استبدالها.
services-rpa-deliverable-1 = دراسة قابلية المهام للأتمتة وترتيبها حسب المكاسب المتوقعة
services-rpa-deliverable-2 = روبوتات موثّقة ومختبَرة وخاضعة للمراقبة، مع معالجة الحالات الاستثنائية
services-rpa-deliverable-3 = قواعد للحوكمة وتدريب لفرقكم لضمان استمرارية عمل الروبوتات

services-integration-title = تكامل الأنظمة
services-integration-description = أخيرًا تتواصل تطبيقاتكم فيما بينها: نربط برمجيات التسيير والمنصات الإلكترونية والسجلات الإدارية عبر واجهات موثّقة وتبادلات آمنة.
services-integration-deliverable-1 = بنية للتكامل وفهرس لتدفقات البيانات
services-integration-deliverable-2 = واجهات وموصّلات آمنة، مسجَّلة وقابلة لإعادة التشغيل
services-integration-deliverable-3 = مراقبة للتبادلات مع تنبيهات عند رصد أي خلل

services-managed-title = الإدارة والخدمات المُدارة
services-managed-description = نتولّى تشغيل منصاتكم بعد بدء تشغيلها: المراقبة والتحديثات والنسخ الاحتياطي والأمن والدعم، وفق التزامات خدمة مكتوبة.
services-managed-deliverable-1 = مراقبة مستمرة ومناوبة وفق مستوى الخدمة المتفق عليه
services-managed-deliverable-2 = تحديثات أمنية ونسخ احتياطية واختبارات استعادة منتظمة
services-managed-deliverable-3 = تقرير شهري عن التوافر والحوادث وفرص التحسين

## Process: four steps
services-process-eyebrow = منهجيتنا
services-process-title = منهجية من أربع مراحل
services-process-lead = تمتد مشاريعنا من 3 إلى 12 شهرًا، وتُختتم كل مرحلة بمُخرَج تعتمدونه قبل الانتقال إلى المرحلة التالية.
services-process-diagnose-title = التشخيص
services-process-diagnose-description = مقابلات وملاحظة ميدانية وقياس للآجال الحالية: نحدّد مواطن هدر الوقت ونقدّر المكاسب الممكنة بالأرقام.
services-process-design-title = التصميم
services-process-design-description = العملية المستهدفة والبنية التقنية والنماذج الأولية وخطة النشر، تُعتمد بالتنسيق مع فرقكم المهنية والتقنية والقانونية.
services-process-deliver-title = التنفيذ
services-process-deliver-description = تطوير على دورات قصيرة، وعروض منتظمة، واختبارات مع مستخدمين حقيقيين، ثم بدء تشغيل تدريجي.
services-process-run-title = التشغيل والتحسين
services-process-run-description = مراقبة ودعم وقياس للنتائج: نعدّل العمليات استنادًا إلى بيانات الاستخدام الفعلية.

## Why us
services-why-eyebrow = لماذا نحن
services-why-title = لماذا تعهدون إلينا بعملياتكم
services-why-lead = منذ 2015، نرافق الوزارات والجامعات وشركات الطاقة في مشاريع تحوّل يجب أن تنجح منذ يومها الأول.
services-why-stats-label = نتائجنا بالأرقام
services-why-since-value = 2015
services-why-since-label = عام انطلاق ممارستنا في مجال التحول الرقمي
services-why-projects-value = أكثر من 50
services-why-projects-label = مشروعًا منجزًا لفائدة المؤسسات والشركات
services-why-availability-value = 99.99%
services-why-availability-label = نسبة توافر المنصات التي نتولّى تشغيلها
services-why-reduction-value = من 45 إلى 80%
services-why-reduction-label = نسبة الخفض المقيسة في دراسات الحالة: التكاليف أو الآجال أو حجم الطلبات
services-why-public-title = ثقافة الخدمة العمومية
services-why-public-description = الصفقات العمومية، وحماية البيانات، وإمكانية الوصول، وتعدّد اللغات: نعرف القيود التي تعملون في ظلها وندمجها منذ مرحلة التصميم.
services-why-measure-title = مكاسب مقيسة لا مجرد وعود
services-why-measure-description = نقيس الآجال والتكاليف أثناء التشخيص ثم بعد بدء التشغيل، لتلمسوا الأثر الفعلي مدعومًا بالأرقام.
services-why-sovereignty-title = بياناتكم ملك لكم
services-why-sovereignty-description = استضافة من اختياركم، ومعايير مفتوحة، وتوثيق كامل: يمكنكم استعادة زمام الأمور أو تغيير مزوّد الخدمة في أي وقت.
services-why-transfer-title = فرق مستقلة بذاتها
services-why-transfer-description = تدريب وأدلة ومرافقة للتغيير: يتبنّى موظفوكم الأدوات، ويتقن فريقكم التقني تطويرها.
## What we do not do: five kinds of work the consultancy declines, and why
services-limits-eyebrow = حدودنا
services-limits-title = ما لا نقوم به
services-limits-lead = معرفة ما ترفضه شركة استشارات تساعد على تقدير ما تعد به. إليكم المهام التي نعتذر عنها، وأسباب ذلك.
services-limits-licences-title = إعادة بيع التراخيص
services-limits-licences-description = لسنا موزعين لأي ناشر برمجيات ولا نتقاضى أي عمولة: توصياتنا التقنية لا تتوقف إلا على احتياجاتكم.
services-limits-decisions-title = ترك الذكاء الاصطناعي يقرر وحده
services-limits-decisions-description = لا نصمم أنظمة تتخذ قرارًا بشأن شخص ما دون مراجعة بشرية، سواء تعلق الأمر بمنح إعانة أو رفض تسجيل أو فرض عقوبة.
services-limits-tenders-title = المشاركة في طلب عروض ساهمنا في إعداده
services-limits-tenders-description = إذا ساعدناكم على إعداد دفتر التحملات، فلا نتقدم بعرض في الصفقة التي تنبثق عنه: ذلك شرط الاستشارة المحايدة.
services-limits-staffing-title = توفير موظفين بالمياومة
services-limits-staffing-description = لا نفوتر أيام عمل مستشارين يشتغلون تحت إدارتكم وحدها: نلتزم بمُخرَجات وآجال ونتائج مقيسة.
services-limits-marketing-title = التسويق وشبكات التواصل الاجتماعي
services-limits-marketing-description = المواقع الترويجية والحملات الإشهارية وتنشيط شبكات التواصل الاجتماعي ليست من صميم عملنا، ويمكننا أن نوجّهكم إلى متخصصين.

## Call to action
services-cta-title = هل تُهدر إحدى العمليات وقتكم؟
services-cta-text = صِفوها لنا: نقترح عليكم تشخيصًا وتقديرًا أوليًا للمكاسب، دون أي التزام.
services-cta-primary = ناقشوا مشروعكم معنا
services-cta-secondary = اقرؤوا دراسات الحالة

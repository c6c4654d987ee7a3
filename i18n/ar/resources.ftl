# templates/pages/resources.html

resources-meta-title = الموارد: أدلة ومقالات ونماذج
resources-meta-description = أدلة عملية ومقالات وشبكة للتنزيل ونماذج تُرسَل عند الطلب حول الأتمتة والذكاء الاصطناعي والحوسبة السحابية وحماية البيانات، للمؤسسات العمومية وقطاع الطاقة.

## Hero
resources-hero-eyebrow = الموارد
resources-hero-title = أدلة ومقالات وأدوات لتحقيق تقدم ملموس
resources-hero-lead = خلاصة ما تعلمناه في الميدان، مصوغة للفرق التي تقود المشاريع الرقمية: مناهج عمل، ودروس مستفادة من التجربة، ونماذج جاهزة للاستخدام.

## Listing
resources-list-eyebrow = المكتبة
resources-list-title = جميع مواردنا
resources-list-lead = تُقرأ الأدلة والمقالات هنا مباشرة، أما المستندات فتُنزَّل أو نرسلها إليكم مجانًا عند الطلب.
resources-type-guide = دليل
resources-type-article = مقال
resources-type-document = مستند
resources-request = اطلبوا هذا المستند
resources-download = نزّلوا الملف
resources-on-request = يُرسَل عند الطلب
resources-file-size = { $kilobytes } كيلوبايت

resources-item-maturity-title = شبكة تقييم النضج في مجال الأتمتة
resources-item-maturity-summary = عشرون معيارًا موزعة على خمسة محاور (العمليات، والبيانات، والأدوات، والكفاءات، والحوكمة)، يُقيَّم كل منها من 0 إلى 3، لتحديد موقع مؤسستكم وترتيب أولويات مشاريعكم.
resources-item-maturity-format = جدول بيانات CSV

resources-item-dpia-title = نموذج لتقييم الأثر على الخصوصية في مشاريع الذكاء الاصطناعي
resources-item-dpia-summary = نموذج مشروح يستجيب لمتطلبات اللائحة الأوروبية العامة لحماية البيانات وقانون كيبيك رقم 25 والقانون المغربي رقم 09-08، مع أمثلة مستقاة من مشاريع عمومية للذكاء الاصطناعي.
resources-item-dpia-format = نموذج DOCX

resources-item-sovereignty-title = ورقة بيضاء: سيادة البيانات والحوسبة السحابية في القطاع العام
resources-item-sovereignty-summary = موقع البيانات، وقابلية الاسترجاع، والتشفير، واختيار المستضيف: عرض شامل لصناع القرار العمومي في كندا وأوروبا وأفريقيا.
resources-item-sovereignty-format = مستند PDF

## How to get a resource
resources-access-title = كيف تحصلون على مستند يُرسَل عند الطلب
resources-access-lead = بعض المستندات غير متاحة بعد للتنزيل الحر: نرسلها إليكم بأنفسنا، وهو ما يتيح لنا أن نرفقها بجلسة نقاش إن رغبتم في ذلك.
resources-access-1-title = حددوا المستند الذي تريدونه
resources-access-1-body = راسلونا من صفحة الاتصال مع ذكر عنوان المستند، وإن شئتم نبذة عن مشروعكم.
resources-access-2-title = تسلموه عبر البريد الإلكتروني
resources-access-2-body = نرسله إليكم في غضون يومي عمل بصيغة ميسّرة الوصول، ويمكن توفيره بصيغة أخرى بمجرد الطلب.
resources-access-3-title = ناقشوه مع أحد مستشارينا
resources-access-3-body = إن رغبتم، يخصص لكم أحد مستشارينا 30 دقيقة لتكييف المنهجية مع مؤسستكم، دون أي التزام.

## Call to action
resources-cta-title = موضوع لم نتناوله بعد؟
resources-cta-body = أخبرونا بالمسألة التي تعترضكم: نوجّه منشوراتنا المقبلة وفق الاحتياجات التي تعبّر عنها المؤسسات التي نرافقها.
resources-cta-button = اقترحوا موضوعًا

## Filter
resources-filter-title = تصفية الموارد
resources-filter-type = النوع
resources-filter-topic = الموضوع
resources-filter-all-types = جميع الأنواع
resources-filter-all-topics = جميع المواضيع
resources-filter-submit = تصفية
resources-filter-reset = عرض جميع الموارد
resources-filter-empty = لا يوجد حاليًا أي مورد يطابق هذه التصفية.
resources-topic-automation = الأتمتة
resources-topic-integration = التكامل
resources-topic-documents = معالجة الوثائق
resources-topic-ai = الذكاء الاصطناعي
resources-topic-cloud = الحوسبة السحابية
resources-topic-public-sector = القطاع العام
resources-feed-link = تابعوا المقالات الجديدة (موجز Atom)
resources-feed-title = مقالات وأدلة

# templates/pages/article.html
article-back = جميع الموارد
article-toc-title = المحتويات
article-question-title = هل لديكم سؤال حول هذا الموضوع؟
article-question-text = راسلونا، وسيرد عليكم أحد مستشارينا في غضون يومي عمل باللغة التي تختارونها.
article-question-link = اطرحوا سؤالكم
article-reading-time = { $minutes ->
    [one] دقيقة واحدة من القراءة
    [two] دقيقتان من القراءة
    [few] { $minutes } دقائق من القراءة
   *[other] { $minutes } دقيقة من القراءة
}

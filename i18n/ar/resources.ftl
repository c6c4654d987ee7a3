# templates/pages/resources.html

resources-meta-title = الموارد: أدلة ومقالات ونماذج
resources-meta-description = أدلة عملية ومقالات ونماذج قابلة للتنزيل حول الأتمتة والذكاء الاصطناعي والحوسبة السحابية وحماية البيانات، موجهة إلى المؤسسات العمومية والجامعات وقطاع الطاقة.

## Hero
resources-hero-eyebrow = الموارد
resources-hero-title = أدلة ومقالات وأدوات لتحقيق تقدم ملموس
resources-hero-lead = خلاصة ما تعلمناه في الميدان، مصوغة للفرق التي تقود المشاريع الرقمية: مناهج عمل، ودروس مستفادة من التجربة، ونماذج جاهزة للاستخدام.

## Listing
resources-list-eyebrow = المكتبة
resources-list-title = جميع مواردنا
resources-list-lead = نرسل إليكم كل مورد مجانًا عند الطلب، مع جلسة نقاش مدتها 30 دقيقة إن رغبتم في تكييفه مع سياقكم.
resources-type-guide = دليل
resources-type-article = مقال
resources-type-download = ملف للتنزيل
resources-request = اطلبوا هذا المورد

resources-item-workflow-title = أتمتة مسار المصادقة الإدارية خطوة بخطوة
resources-item-workflow-summary = رسم خريطة المسار الحالي، وتحديد المصادقات التي لا تضيف قيمة، والاختيار بين محرك لسير العمل وتطوير مخصص، ثم قياس الوقت الذي تم توفيره.
resources-item-workflow-date = 14 أكتوبر 2026

resources-item-rpa-api-title = الأتمتة الروبوتية أم التكامل عبر واجهات البرمجة: كيف تختارون؟
resources-item-rpa-api-summary = شبكة قرار من ثمانية أسئلة لمعرفة متى يكفي روبوت برمجي، ومتى يصبح التكامل الدائم بين الأنظمة هو الخيار الصائب.
resources-item-rpa-api-date = 2 سبتمبر 2026

resources-item-tender-title = إعداد طلب عروض لمنصة خدمات إلكترونية
resources-item-tender-summary = المتطلبات الوظيفية، وإمكانية الوصول، وقابلية الاسترجاع، واستضافة البيانات: البنود التي تجنبكم المفاجآت غير السارة بعد إسناد الصفقة.
resources-item-tender-date = 18 يونيو 2026

resources-item-genai-title = الذكاء الاصطناعي التوليدي في الجامعة: خمسة استخدامات تفي بوعودها
resources-item-genai-summary = مساعد افتراضي للطلبة، ودعم في التحرير الإداري، وبحث وثائقي: ما الذي ينجح، وبأي شروط، وما الذي يستحسن تجنبه.
resources-item-genai-date = 5 نوفمبر 2026

resources-item-idp-title = المعالجة الذكية للمستندات: قيسوا المكسب قبل النشر
resources-item-idp-summary = كيف تكوّنون عينة تمثيلية، وتحددون نسبة الاستخراج المستهدفة، وتحسبون العائد على الاستثمار قبل الانتقال إلى مرحلة الإنتاج.
resources-item-idp-date = 9 يوليو 2026

resources-item-energy-cloud-title = الانتقال إلى السحابة دون إيقاف الإنتاج: تجربة من قطاع الطاقة
resources-item-energy-cloud-summary = ترحيل على دفعات، وتشغيل مزدوج مؤقت، وخطة للتراجع: الخيارات التي أتاحت الانتقال دون أي انقطاع في الخدمة.
resources-item-energy-cloud-date = 21 أبريل 2026

resources-item-maturity-title = شبكة تقييم النضج في مجال الأتمتة
resources-item-maturity-summary = أربعون معيارًا موزعة على خمسة محاور (العمليات، والبيانات، والأدوات، والكفاءات، والحوكمة) لتحديد موقع مؤسستكم وترتيب أولويات مشاريعكم.
resources-item-maturity-date = 27 أغسطس 2026
resources-item-maturity-format = 180 كيلوبايت · مصنف XLSX

resources-item-dpia-title = نموذج لتقييم الأثر على الخصوصية في مشاريع الذكاء الاصطناعي
resources-item-dpia-summary = نموذج مشروح يستجيب لمتطلبات اللائحة الأوروبية العامة لحماية البيانات وقانون كيبيك رقم 25 والقانون المغربي رقم 09-08، مع أمثلة مستقاة من مشاريع عمومية للذكاء الاصطناعي.
resources-item-dpia-date = 12 مايو 2026
resources-item-dpia-format = 95 كيلوبايت · مستند DOCX

resources-item-sovereignty-title = ورقة بيضاء: سيادة البيانات والحوسبة السحابية في القطاع العام
resources-item-sovereignty-summary = موقع البيانات، وقابلية الاسترجاع، والتشفير، واختيار المستضيف: عرض شامل لصناع القرار العمومي في كندا وأوروبا وأفريقيا.
resources-item-sovereignty-date = 24 فبراير 2026
resources-item-sovereignty-format = 2.4 ميغابايت · مستند PDF

## How to get a resource
resources-access-title = كيف تحصلون على مورد
resources-access-lead = مواردنا غير متاحة بعد للتنزيل الحر: نرسلها إليكم بأنفسنا، وهو ما يتيح لنا أن نرفقها بجلسة نقاش إن رغبتم في ذلك.
resources-access-1-title = حددوا المورد الذي تريدونه
resources-access-1-body = راسلونا من صفحة الاتصال مع ذكر عنوان المورد، وإن شئتم نبذة عن مشروعكم.
resources-access-2-title = تسلموه عبر البريد الإلكتروني
resources-access-2-body = نرسله إليكم في غضون يومي عمل بصيغة ميسّرة الوصول، ويمكن توفيره بصيغة أخرى بمجرد الطلب.
resources-access-3-title = ناقشوه مع أحد مستشارينا
resources-access-3-body = إن رغبتم، يخصص لكم أحد مستشارينا 30 دقيقة لتكييف المنهجية مع مؤسستكم، دون أي التزام.

## Call to action
resources-cta-title = موضوع لم نتناوله بعد؟
resources-cta-body = أخبرونا بالمسألة التي تعترضكم: نوجّه منشوراتنا المقبلة وفق الاحتياجات التي تعبّر عنها المؤسسات التي نرافقها.
resources-cta-button = اقترحوا موضوعًا

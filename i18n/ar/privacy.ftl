# templates/pages/privacy.html

privacy-meta-title = سياسة الخصوصية
privacy-meta-description = المعطيات التي نحفظها، ولماذا، وإلى متى، وملفا تعريف الارتباط lang وtheme، وحقوقكم، والشخص المسؤول عن المعلومات الشخصية: سياسة الخصوصية بوضوح.

## Hero
privacy-hero-eyebrow = الخصوصية
privacy-hero-title = سياسة الخصوصية
privacy-hero-lead = لا يجمع هذا الموقع إلا الحد الأدنى الضروري: ما ترسلونه إلينا بأنفسكم، وتفضيلين للعرض. إليكم ما نحفظه، ولماذا، وإلى متى، وكيف تمارسون حقوقكم.
privacy-updated = آخر تحديث:
privacy-updated-date = 25 نوفمبر 2026
privacy-toc-title = في هذه الصفحة

## Summary
privacy-summary-title = باختصار
privacy-summary-minimal = لا نحفظ إلا ما ترسلونه إلينا: عنوانكم للاشتراك في النشرة الإخبارية، أو رسالتكم عبر استمارة الاتصال.
privacy-summary-cookies = ملفا تعريف ارتباط وظيفيان فقط: لغتكم وسمة العرض التي اخترتموها.
privacy-summary-no-third-party = لا طلبات إلى أي طرف ثالث: الخطوط والأيقونات والبرامج النصية يقدّمها خادمنا نفسه.
privacy-summary-no-sale = لا نبيع معطياتكم ولا نؤجرها ولا نستعملها لأغراض إشهارية أبدًا.

## Controller and person in charge
privacy-controller-title = من المسؤول
privacy-controller-body = ناشر الموقع هو المسؤول عن المعالجات الموصوفة في هذه الصفحة. وقد عيّن شخصًا مسؤولًا عن حماية المعلومات الشخصية، يمكنكم التواصل معه مباشرة بخصوص أي سؤال أو طلب.
privacy-controller-publisher = المسؤول عن المعالجة
privacy-controller-officer = الشخص المسؤول عن حماية المعلومات الشخصية
privacy-controller-email = العنوان المخصص
privacy-controller-officer-role = يسهر هذا الشخص على تطبيق هذه السياسة، ويعالج طلبات ممارسة حقوقكم والشكاوى، ويمسك سجل حوادث السرية، كما يقتضي ذلك على الخصوص قانون كيبيك رقم 25 واللائحة الأوروبية العامة لحماية البيانات.

## What is stored
privacy-data-title = المعطيات التي نحفظها
privacy-data-intro = لا ننشئ أي حساب ولا نجمع أي معطى دون علمكم. لا تُسجَّل إلا المعلومات التالية، وفقط عندما تقومون بإجراء ما.
privacy-data-newsletter-title = عند اشتراككم في النشرة الإخبارية
privacy-data-newsletter-email = عنوان بريدكم الإلكتروني؛
privacy-data-newsletter-time = تاريخ موافقتكم وساعتها؛
privacy-data-newsletter-lang = لغة الصفحة التي اشتركتم منها؛
privacy-data-newsletter-page = الصفحة التي اشتركتم منها؛
privacy-data-newsletter-version = صيغة نص الموافقة المعروض عند الاشتراك، لنتمكن من إثبات ما وافقتم عليه؛
privacy-data-newsletter-confirmation = عدد رسائل التأكيد المرسلة (ثلاث على الأكثر) وتاريخ تأكيدكم وساعته؛
privacy-data-newsletter-unsubscribe = تاريخ إلغاء اشتراككم وساعته ووسيلته (رابط النقرة الواحدة في برنامج بريدكم أو زر صفحتنا).
privacy-data-contact-title = عند مراسلتنا عبر استمارة الاتصال
privacy-data-contact-name = اسمكم؛
privacy-data-contact-email = عنوان بريدكم الإلكتروني؛
privacy-data-contact-organisation = اسم مؤسستكم إن ذكرتموه (حقل اختياري)؛
privacy-data-contact-lang = لغة الصفحة، لنرد عليكم بها؛
privacy-data-contact-message = نص رسالتكم؛
privacy-data-contact-received = تاريخ الاستلام وساعته.
privacy-data-preferences-title = تفضيلاتكم في العرض
privacy-data-preferences-body = يُحفظ اختياركم للغة والسمة (فاتحة أو داكنة) في متصفحكم، كما هو موضح في القسم الخاص بملفات تعريف الارتباط. ولا يُربط بأي معلومة أخرى تخصكم.
privacy-data-technical-title = المعطيات التقنية
privacy-data-technical-logs = بالنسبة لكل صفحة يقدّمها الخادم، يسجل سجل الخادم الطريقة، ومسار الصفحة دون معاملاتها، ورمز الاستجابة، ومدة المعالجة. ولا يسجل عنوان IP الخاص بكم، ولا ملفات تعريف الارتباط، ولا محتوى رسائلكم، ولا عنوان بريدكم الإلكتروني كاملًا.
privacy-data-technical-limit = لحماية الاستمارات من الإرسال الآلي، لا يُحفظ عنوان IP الخاص بكم إلا في الذاكرة الحية، لاحتساب إرسالاتكم خلال آخر 10 دقائق؛ ولا يُكتب أبدًا على القرص ولا يُربط برسالتكم، ويُمحى على أبعد تقدير عند إعادة تشغيل الخادم.
privacy-data-none = لا نجمع أي معطيات حساسة، ولا نطلب أبدًا وثيقة هوية عبر الموقع.

## Cookies
privacy-cookies-title = ملفات تعريف الارتباط والتخزين المحلي
privacy-cookies-intro = لا يضع الموقع أكثر من ملفي تعريف ارتباط، وكلاهما وظيفي: يُستعملان فقط لعرض الموقع على النحو الذي طلبتموه.
privacy-cookies-caption = ملفات تعريف الارتباط التي يضعها الموقع
privacy-cookies-col-name = الاسم
privacy-cookies-col-purpose = الغرض
privacy-cookies-col-duration = المدة
privacy-cookies-lang-purpose = يحفظ اللغة التي تتصفحون بها الموقع (العربية أو الفرنسية أو الإنجليزية)؛ يوضع عند اختياركم لغة أو اتباعكم رابطًا داخل الموقع.
privacy-cookies-theme-purpose = يحفظ سمة العرض التي اخترتموها (فاتحة أو داكنة)؛ يوضع عند تغييركم للسمة.
privacy-cookies-duration = سنة واحدة
privacy-cookies-storage = عند تفعيل JavaScript، يُحفظ اختياركم للسمة أيضًا في التخزين المحلي لمتصفحكم، حتى تُطبَّق فور ظهور الصفحة. ولا تغادر هذه المعلومات جهازكم إلا في شكل ملفي تعريف الارتباط المذكورين أعلاه.
privacy-cookies-no-banner = لأن هذين الملفين ضروريان حصرًا للخدمة التي تطلبونها، فهما لا يستلزمان موافقة مسبقة؛ ولهذا لا يعرض الموقع أي شريط للموافقة. يمكنكم حذفهما في أي وقت من إعدادات متصفحكم: سيُعرض الموقع حينئذ بلغة متصفحكم ووفق سمة نظامكم.

## Purposes and legal bases
privacy-purposes-title = لماذا نستعملها
privacy-purposes-intro = لكل معطى غرض محدد وأساس قانوني. ولا نستعمله لأي غرض آخر.
privacy-purposes-newsletter-label = النشرة الإخبارية:
privacy-purposes-newsletter-body = إرسال نشرة شهرية إليكم. الأساس القانوني: موافقتكم، التي يمكنكم سحبها في أي وقت عبر رابط إلغاء الاشتراك الموجود في كل عدد أو بمراسلتنا.
privacy-purposes-contact-label = رسائل الاتصال:
privacy-purposes-contact-body = الرد على طلبكم، وعند الاقتضاء إعداد عرض. الأساس القانوني: الإجراءات السابقة للتعاقد المتخذة بطلب منكم، أو مصلحتنا المشروعة في الرد على من يتواصلون معنا.
privacy-purposes-preferences-label = التفضيلات:
privacy-purposes-preferences-body = عرض الموقع باللغة والسمة اللتين اخترتموهما. الأساس القانوني: تقديم الخدمة التي تطلبونها صراحة.
privacy-purposes-security-label = الأمن:
privacy-purposes-security-body = حماية الموقع واستماراته من إساءة الاستعمال وتشخيص الأعطال. الأساس القانوني: مصلحتنا المشروعة في ضمان أمن الخدمة.

## Retention
privacy-retention-title = مدة الحفظ
privacy-retention-contact-label = رسائل الاتصال:
privacy-retention-contact-body = { $duration } بعد آخر تواصل بيننا، ثم تُحذف.
privacy-retention-newsletter-label = الاشتراك في النشرة الإخبارية:
privacy-retention-newsletter-body = يُحذف الاشتراك غير المؤكَّد بعد 30 يومًا (وتنتهي صلاحية رابط التأكيد بعد 7 أيام)؛ ويُحفظ الاشتراك المؤكَّد إلى حين إلغائه. وبعد إلغاء الاشتراك لا يُرسَل أي شيء إلى العنوان، ويُحفظ إثبات الموافقة وسحبها (العنوان والتواريخ وصيغة النص والوسيلة) مدة { $leftduration } ثم يُحذف.
privacy-retention-cookies-label = ملفا تعريف الارتباط lang وtheme:
privacy-retention-cookies-body = سنة واحدة ابتداء من آخر مرة وُضعا فيها.
privacy-retention-logs-label = السجلات التقنية:
privacy-retention-logs-body = 30 يومًا على الأكثر.
privacy-retention-after = عند انقضاء المدة، تُحذف المعطيات أو تُجعل مجهولة الهوية بصفة نهائية. أما النسخ الاحتياطية التي تتضمنها فتُستبدل وفق دورة التناوب الخاصة بها، في أجل أقصاه { $backupduration }.

## Recipients and transfers
privacy-recipients-title = من يطّلع عليها
privacy-recipients-body = لا يطّلع على معطياتكم إلا أعضاء فريقنا المكلفون بالرد عليكم. ويستضيف مزود الاستضافة الخادم الذي يحتويها، دون أن يطّلع عليها لحسابه الخاص. ولا نبلّغها إلى أي طرف ثالث آخر، ما لم يفرض القانون ذلك.
privacy-recipients-transfers = توجد مكاتبنا في كندا وأوروبا وأفريقيا. إذا عالج طلبكم مكتب يوجد في بلد غير بلدكم، فإن هذا النقل يخضع لضمانات ملائمة، لا سيما البنود التعاقدية النموذجية، ويسبقه عند الاقتضاء القانوني تقييم للعوامل المتعلقة بالخصوصية.

## Security
privacy-security-title = كيف نحميها
privacy-security-body = لا يُقدَّم الموقع إلا عبر اتصال مشفر (HTTPS). تُحفظ الرسائل والاشتراكات على خادمنا دون أي واجهة إدارة يمكن الوصول إليها من الإنترنت: لا يطّلع عليها إلا الأشخاص المأذون لهم، بواسطة أدوات مثبتة على الخادم نفسه.
privacy-security-incident = في حال وقوع حادث يمس السرية ويشكل خطرًا عليكم، نُخطر سلطة المراقبة المختصة والأشخاص المعنيين داخل الآجال التي يحددها القانون.

## Rights
privacy-rights-title = حقوقكم
privacy-rights-intro = بحسب القانون الذي يحميكم (اللائحة الأوروبية العامة لحماية البيانات في أوروبا، وقانون كيبيك رقم 25، والقانون رقم 09-08 في المغرب)، تتمتعون بالحقوق التالية على معطياتكم:
privacy-rights-access-label = الوصول:
privacy-rights-access-body = معرفة ما إذا كنا نحتفظ بمعطيات تخصكم والحصول على نسخة منها.
privacy-rights-rectification-label = التصحيح:
privacy-rights-rectification-body = تصحيح المعطيات غير الدقيقة أو الناقصة.
privacy-rights-erasure-label = المحو:
privacy-rights-erasure-body = حذف معطياتكم عندما لا يعود حفظها مبررًا.
privacy-rights-objection-label = الاعتراض:
privacy-rights-objection-body = الاعتراض على معالجة قائمة على مصلحتنا المشروعة.
privacy-rights-portability-label = قابلية النقل:
privacy-rights-portability-body = تسلّم المعطيات التي قدمتموها إلينا في صيغة منظمة وشائعة الاستعمال.
privacy-rights-withdrawal-label = سحب الموافقة:
privacy-rights-withdrawal-body = إلغاء الاشتراك في النشرة الإخبارية في أي وقت، دون أن يؤثر ذلك في الإرسالات السابقة.
privacy-rights-complaint-label = الشكوى:
privacy-rights-complaint-body = تقديم شكوى إلى سلطة المراقبة المختصة إذا رأيتم أن حقوقكم غير محترمة، ومنها على سبيل المثال:
privacy-rights-authority-eu = في الاتحاد الأوروبي، سلطة حماية البيانات في بلدكم (في فرنسا، اللجنة الوطنية للمعلوميات والحريات CNIL)؛
privacy-rights-authority-quebec = في كيبيك، لجنة الوصول إلى المعلومات (Commission d’accès à l’information)؛
privacy-rights-authority-morocco = في المغرب، اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي (CNDP).

## Exercising rights
privacy-exercise-title = ممارسة حقوقكم
privacy-exercise-body = راسلوا الشخص المسؤول عن حماية المعلومات الشخصية على العنوان أدناه، مع تحديد الحق الذي ترغبون في ممارسته وعنوان البريد الإلكتروني المعني.
privacy-exercise-delay = نرد عليكم مجانًا في أجل 30 يومًا. وإذا كان الطلب معقدًا، نوضح لكم السبب والأجل الذي سنرد فيه.
privacy-exercise-identity = لن نطلب منكم إثبات الهوية إلا في حالة شك معقول، وفي حدود ما يلزم لتفادي إبلاغ معطياتكم إلى شخص آخر.

## Changes
privacy-changes-title = تعديلات هذه السياسة
privacy-changes-body = نحدّث هذه السياسة كلما تطورت معالجاتنا، ويظهر تاريخ آخر تحديث في أعلى الصفحة. وإذا مسّ تعديلٌ غرضًا وافقتم عليه، نخبركم بذلك ونطلب موافقتكم من جديد.
# A retention period of `[retention]` in site.toml, in years or days.
privacy-duration-years = { $count ->
    [one] سنة واحدة
    [two] سنتين
    [few] { $count } سنوات
   *[other] { $count } سنة
}
privacy-duration-days = { $count ->
    [one] يوم واحد
    [two] يومين
    [few] { $count } أيام
   *[other] { $count } يومًا
}

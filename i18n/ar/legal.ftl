# templates/pages/legal.html

legal-meta-title = الإشعار القانوني
legal-meta-description = الجهة الناشرة للموقع، ومعلومات الاتصال بها، والاستضافة، والملكية الفكرية: المعلومات القانونية لموقع شركتنا للاستشارات في مجال التحول الرقمي.

## Hero
legal-hero-eyebrow = معلومات قانونية
legal-hero-title = الإشعار القانوني
legal-hero-lead = من ينشر هذا الموقع، وكيف تتواصلون معنا، وأين يُستضاف، وما الذي يمكنكم فعله بمحتواه.
legal-updated = آخر تحديث:
legal-updated-date = 20 نوفمبر 2026

## Publisher
legal-publisher-title = ناشر الموقع
legal-publisher-body = يعرّف هذا الموقع بشركة استشارات في مجال التحول الرقمي. وتنشره الشركة المذكورة أدناه، وهي التي تتولى نشره وتحديثه.
legal-publisher-name = الاسم القانوني
legal-publisher-brand = الاسم التجاري
legal-publisher-form = الشكل القانوني
legal-publisher-registration = رقم التسجيل
legal-publisher-registered-office = المقر الاجتماعي
legal-publisher-activity = النشاط
legal-publisher-activity-value = الاستشارات والخدمات في مجال التحول الرقمي: الذكاء الاصطناعي، والأتمتة، وتكامل الأنظمة، والحوسبة السحابية، والتطوير حسب الطلب
legal-publisher-director = مدير النشر
legal-publisher-director-value = الممثل القانوني للشركة
legal-publisher-offices = المكاتب

## Contact
legal-contact-title = التواصل معنا
legal-contact-body = لأي سؤال بخصوص هذا الموقع أو محتواه، يمكنكم التواصل معنا بالوسائل التالية. نرد في غضون يومي عمل.
legal-contact-email = البريد الإلكتروني
legal-contact-phone = الهاتف
legal-contact-form = الاستمارة
legal-contact-form-link = صفحة الاتصال

## Hosting
legal-hosting-title = الاستضافة
legal-hosting-body = يستضيف الموقعَ مزوّدُ الخدمة المذكور أدناه، على آلة افتراضية يشغّلها الناشر بنفسه في مركز بيانات مؤمَّن.
legal-hosting-name = المستضيف
legal-hosting-address = العنوان
legal-hosting-phone = الهاتف
legal-hosting-third-party = جميع موارد الموقع (الخطوط والأيقونات وأوراق الأنماط والبرامج النصية) يقدّمها الموقع نفسه: لا يتصل متصفحكم بأي نطاق آخر أثناء تصفحه.

## Intellectual property
legal-ip-title = الملكية الفكرية
legal-ip-body = النصوص والأدلة والرسوم والشعارات والعناصر الرسومية في هذا الموقع محمية بموجب قوانين حق المؤلف والعلامات التجارية. وهي مملوكة للناشر أو مستخدمة بإذن من أصحابها. يُمنع أي نسخ أو عرض أو تكييف، كليًا كان أو جزئيًا، دون إذن كتابي مسبق.
legal-ip-quote = يجوز لكم مع ذلك اقتباس مقتطفات قصيرة لأغراض إعلامية أو تعليمية، شريطة الإشارة بوضوح إلى المصدر وعنوان الصفحة.
legal-ip-credits = يُوزَّع الخطان IBM Plex Sans وIBM Plex Sans Arabic بموجب رخصة الخطوط المفتوحة SIL Open Font License 1.1، وتأتي الأيقونات من مكتبة Lucide بموجب رخصة ISC.

## Personal data
legal-data-title = المعطيات الشخصية والتزامات أخرى
legal-data-body = نعرض في صفحات مخصصة طريقة معالجتنا لمعطياتكم الشخصية، وشروط استخدام الموقع، ونهجنا في مجال إمكانية الوصول:

# templates/base.html, partials/*.html, error.html — shared by every page.

lang-name = العربية

## Navbar
nav-skip = الانتقال إلى المحتوى
nav-label = التنقل الرئيسي
nav-label-mobile = التنقل الرئيسي (الهاتف المحمول)
nav-menu = القائمة
nav-language = اللغة
nav-home = الرئيسية
nav-about = من نحن
nav-services = الخدمات
nav-solutions = الحلول
nav-technology = التقنية
nav-resources = الموارد
nav-faq = الأسئلة الشائعة
nav-contact = اتصلوا بنا
nav-cases = دراسات الحالة
nav-cta = ناقشوا مشروعكم معنا

## Theme
theme-to-dark = التبديل إلى السمة الداكنة
theme-to-light = التبديل إلى السمة الفاتحة

## Language banner (written in the language it offers)
banner-label = تتوفر لغة أخرى
banner-offer = هذه الصفحة متوفرة أيضًا باللغة العربية.
banner-switch = اقرؤوها بالعربية
banner-dismiss = البقاء على العربية

## Footer
footer-blurb = نرافق المؤسسات العمومية والوزارات والجامعات وشركات الطاقة في تحولها الرقمي: الذكاء الاصطناعي والأتمتة وتكامل الأنظمة، لتحقيق نتائج قابلة للقياس.
footer-quick-links = روابط سريعة
footer-legal-label = معلومات قانونية
footer-legal = الإشعار القانوني
footer-privacy = الخصوصية
footer-terms = شروط الاستخدام
footer-accessibility = إمكانية الوصول
footer-social = تابعونا على { $network }
footer-copyright = © { $year }

## Offices
office-region-canada = كندا
office-region-europe = أوروبا
office-region-africa = أفريقيا

## Newsletter
newsletter-title = النشرة الإخبارية
newsletter-intro = مرة في الشهر: خلاصات تجارب ميدانية وأدلة عملية وآخر مستجدات التحول الرقمي.
newsletter-consent-privacy = سياسة الخصوصية لدينا
newsletter-consent = يرسلها { $company }، { $address } ({ $email }). ستصلكم أولًا رسالة إلكترونية لتأكيد عنوانكم، ويمكنكم إلغاء الاشتراك في أي وقت بنقرة واحدة من كل عدد.
newsletter-email-label = البريد الإلكتروني
newsletter-email-placeholder = you@organisation.org
newsletter-submit = الاشتراك
newsletter-subscribed-title = أكّدوا عنوانكم
newsletter-subscribed-description = عنوانكم في انتظار التأكيد: افتحوا الرسالة الإلكترونية التي أرسلناها إليكم للتو واتبعوا الرابط الوارد فيها. لن نراسلكم مجددًا ما لم تؤكّدوا اشتراككم.
newsletter-empty-title = البريد الإلكتروني مفقود
newsletter-empty-description = أدخلوا بريدكم الإلكتروني للاشتراك.
newsletter-invalid-title = بريد إلكتروني غير صالح
newsletter-invalid-description = يبدو أن هذا البريد الإلكتروني غير صالح. يرجى التحقق منه، مثل name@organisation.org.

## Forms
form-honeypot = اتركوا هذا الحقل فارغًا

## Error pages
notfound-meta-title = الصفحة غير موجودة
notfound-meta-description = الصفحة المطلوبة غير موجودة أو نُقلت إلى عنوان آخر.
notfound-eyebrow = خطأ 404
notfound-title = تعذّر العثور على هذه الصفحة
notfound-body = العنوان الذي أدخلتموه لا يطابق أي صفحة، أو أن الصفحة نُقلت. عودوا إلى الصفحة الرئيسية أو راسلونا وسنرشدكم.
notallowed-meta-title = الطلب غير مسموح به
notallowed-meta-description = لا يقبل هذا العنوان هذا النوع من الطلبات.
notallowed-eyebrow = خطأ 405
notallowed-title = هذا الطلب غير مقبول هنا
notallowed-body = هذا العنوان موجود، لكنه لا يقبل هذا النوع من الطلبات. افتحوا الصفحة من الموقع أو عودوا إلى الصفحة الرئيسية.
error-meta-title = خطأ في الخادم
error-meta-description = حدث خطأ غير متوقع.
error-eyebrow = خطأ 500
error-title = حدث خطأ غير متوقع
error-body = أُبلغ فريقنا بالأمر. يُرجى المحاولة مجددًا بعد لحظات؛ وإن استمرت المشكلة، فراسلونا.
error-home = العودة إلى الرئيسية
error-contact = اتصلوا بنا
timeout-meta-title = انقطع الإرسال
timeout-meta-description = انقطع إرسال الاستمارة.
timeout-eyebrow = خطأ 408
timeout-title = انقطع الإرسال
timeout-body = توقف وصول بيانات إرسالكم مدة طويلة، فأوقفناه ولم يُحفظ أي شيء. يُرجى التحقق من اتصالكم ثم إعادة إرسال الاستمارة.
toolong-meta-title = العنوان طويل جدًا
toolong-meta-description = العنوان المطلوب أطول من أن يُقرأ.
toolong-eyebrow = خطأ 414
toolong-title = العنوان طويل جدًا
toolong-body = عنوان الصفحة التي طلبتموها أطول بكثير من عناوين موقعنا، ولعله تعرّض للتلف في الطريق. يُرجى العودة إلى الصفحة الرئيسية أو إلى الصفحة التي أتيتم منها.
headerstoolarge-meta-title = الطلب مثقل بالترويسات
headerstoolarge-meta-description = يحمل الطلب عددًا من الترويسات أكبر من أن يُقرأ.
headerstoolarge-eyebrow = خطأ 431
headerstoolarge-title = الطلب مثقل بالترويسات
headerstoolarge-body = أرسل متصفحكم عددًا من الترويسات يفوق بكثير ما تتطلبه الزيارة، لذا يتعذر علينا قراءة هذا الطلب. يُرجى حذف ملفات تعريف الارتباط الخاصة بهذا الموقع أو تعطيل الإضافة التي تضيف هذه الترويسات، ثم إعادة تحميل الصفحة.

## Content pages (case studies and articles)
content-date = { $day } { $month ->
    [1] يناير
    [2] فبراير
    [3] مارس
    [4] أبريل
    [5] مايو
    [6] يونيو
    [7] يوليو
    [8] أغسطس
    [9] سبتمبر
    [10] أكتوبر
    [11] نوفمبر
   *[12] ديسمبر
} { $year }
content-written-by = بقلم
content-table-label = جدول: { $subject }

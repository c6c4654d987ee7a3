# The audience, measured in the server: its chart (src/audience/chart.rs,
# templates/partials/audience_chart.html) and what the privacy page says of it.

## Chart
audience-chart-title = الصفحات المعروضة والزوار يومًا بيوم
audience-chart-summary = من { $first } إلى { $last }: { $views } صفحة معروضة و{ $visitors } زائرًا (يُحتسب كل زائر مرة واحدة في اليوم).
audience-chart-views = الصفحات المعروضة
audience-chart-visitors = الزوار
audience-chart-day = اليوم

## Privacy page
audience-privacy-summary = قياس مجهول الهوية للجمهور يجريه خادمنا نفسه: لا ملفات تعريف ارتباط، ولا برامج نصية، ولا أطراف ثالثة، ولا إشهار، ولا تتبع، ولا تنميط.
audience-privacy-title = قياس الجمهور
audience-privacy-what = يحصي خادمنا بنفسه، يومًا بيوم، الصفحات المعروضة بحسب الصفحة واللغة والموقع الذي قدمتم منه (اسمه فقط، وليس العنوان الكامل للصفحة أبدًا) ونوع الجهاز (هاتف أو لوحي أو حاسوب)، وكذلك الرسائل والاشتراكات المرسلة من كل صفحة. ولا يحصي الروبوتات ولا الصفحات التي يحمّلها متصفحكم مسبقًا.
audience-privacy-visitors = لإحصاء زوار اليوم دون وضع أي ملف تعريف ارتباط، يحسب الخادم بصمة لعنوان IP الخاص بكم ولتعريف متصفحكم، ممزوجين برقم يُسحب عشوائيًا كل يوم. لا يُسجَّل عنوان IP ولا تعريف المتصفح؛ وتُمحى البصمة ورقم اليوم في اليوم التالي، فلا يبقى بعد ذلك ما يربط بين زيارتين في يومين مختلفين أو ما يمكّن من التعرف عليكم.
audience-privacy-why = لا نستعمل هذه الإحصاءات إلا لمعرفة الصفحات واللغات المفيدة لقرائنا؛ ولا تُقاطع أبدًا مع معطيات أخرى ولا تُنقل إلى أي جهة. ولأنها مقصورة على هذا الاستعمال، فهي معفاة من الموافقة وفق توجيهات الهيئة الفرنسية لحماية المعطيات (CNIL).
audience-purposes-label = قياس الجمهور:
audience-purposes-body = معرفة الصفحات واللغات التي تُقرأ وتلك التي تأتي منها الطلبات. الأساس القانوني: مصلحتنا المشروعة في تحسين الموقع بإحصاءات مجهولة الهوية.
audience-retention-label = إحصاءات الجمهور:
audience-retention-body = تُحفظ الأعداد اليومية { $days } يومًا ثم تُحذف؛ وتُمحى البصمة اليومية للزوار ورقم اليوم في اليوم التالي.

## Console report (src/audience/view.rs)
audience-figure-leads = الطلبات (الرسائل والاشتراكات)
audience-figure-confirmed = الاشتراكات المؤكَّدة
audience-figure-rate = الطلبات لكل 100 زائر
audience-pages-title = الصفحات الأكثر عرضًا، بحسب اللغة
audience-referrers-title = المواقع التي قدم منها الزوار
audience-referrers-none = لم تأتِ أي زيارة من موقع آخر خلال هذه الفترة.
audience-referrers-other = مواقع أخرى (بعد تجاوز الحد اليومي)
audience-devices-title = الأجهزة
audience-by-lang-title = الطلبات بحسب اللغة
audience-by-page-title = الطلبات بحسب الصفحة التي صدرت منها
audience-none = لم يُحتسب شيء خلال هذه الفترة.
audience-col-page = الصفحة
audience-col-lang = اللغة
audience-col-host = الموقع
audience-col-device = الجهاز
audience-col-share = النسبة
audience-col-contact = الرسائل
audience-col-signups = الاشتراكات
audience-col-confirmed = المؤكَّدة
audience-col-rate = الطلبات لكل 100 صفحة معروضة
audience-page-other = صفحة خارج الموقع
audience-percent = { $value }٪
audience-device-phone = هاتف
audience-device-tablet = لوحي
audience-device-desktop = حاسوب
audience-lang-fr = الفرنسية
audience-lang-en = الإنجليزية
audience-lang-ar = العربية

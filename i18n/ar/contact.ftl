# templates/pages/contact.html

contact-meta-title = اتصلوا بنا: لنتحدث عن مشروعكم
contact-meta-description = راسلونا أو اتصلوا بنا وسنرد عليكم في غضون يومي عمل. لدينا مكاتب في كندا وأوروبا وأفريقيا لمشاريع الأتمتة والذكاء الاصطناعي وتكامل الأنظمة المعلوماتية.

## Hero
contact-hero-eyebrow = اتصلوا بنا
contact-hero-title = لنتحدث عن مشروعكم
contact-hero-lead = عملية تريدون أتمتتها، أو نظام تسعون إلى تحديثه، أو طلب عروض تعدّونه؟ صفوا لنا وضعكم، وسيرد عليكم أحد مستشارينا شخصيًا.

## Form column (the form itself: partials/contact_form.html, messages in forms.ftl)
contact-form-title = راسلونا
contact-form-intro = تكفي بضعة أسطر: سياقكم، وهدفكم، وجدولكم الزمني إن وُجد. الحقول الإلزامية مشار إليها.

## Contact details
contact-info-title = معلومات الاتصال
contact-info-intro = نرد على كل طلب في غضون يومي عمل، باللغة التي تختارونها: العربية أو الفرنسية أو الإنجليزية.
contact-info-email = البريد الإلكتروني
contact-info-phone = الهاتف
contact-info-hours = أوقات العمل
contact-info-hours-value = من الاثنين إلى الجمعة، من 9 صباحًا إلى 5 مساءً (بالتوقيت المحلي لكل مكتب)

## Offices
contact-offices-title = مكاتبنا

## Short FAQ
contact-faq-title = قبل أن تراسلونا
contact-faq-q1 = هل اللقاء الأول بمقابل؟
contact-faq-a1 = لا. اللقاء الأول، ومدته 30 دقيقة، مجاني ودون أي التزام: يتيح لنا فهم حاجتكم وإخباركم بصراحة إن كنا الجهة المناسبة لها.
contact-faq-q2 = هل يلزم دفتر تحملات للتواصل معكم؟
contact-faq-a2 = لا. يكفي وصف لوضعكم وهدفكم. وإذا كان دفتر التحملات ضروريًا، في صفقة عمومية مثلًا، يمكننا مساعدتكم على هيكلته.
contact-faq-q3 = ماذا يحدث للرسالة التي أرسلها؟
contact-faq-a3 = تُحفظ على خادمنا ولا يطّلع عليها إلا الفريق الذي يعالج طلبكم. نحتفظ بها مدة 3 سنوات بعد آخر تواصل بيننا، ثم نحذفها. تجدون التفاصيل في سياسة الخصوصية.
contact-faq-more = جميع الأسئلة الشائعة

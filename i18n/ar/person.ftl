# templates/pages/person.html: a person of the firm (name, role, biography: content/people)

person-back = عن الشركة
person-facts-title = باختصار
person-office = المكتب
person-languages = لغات العمل
person-language-fr = الفرنسية
person-language-en = الإنجليزية
person-language-ar = العربية
person-profile = على الإنترنت
person-profile-link = الملف المهني (موقع خارجي)
person-fictional = هذه الشخصية خيالية، شأنها شأن الشركة نفسها: هذا الموقع مثال توضيحي.
person-works-title = دراسات الحالة والمقالات
person-work-case = دراسة حالة
person-cta-title = هل لديكم مشروع تودون إسناده إلى فرقنا؟
person-cta-text = صفوا لنا وضعكم، وسنرد عليكم في غضون يومي عمل باللغة التي تختارونها.
person-cta-contact = ناقشوا مشروعكم معنا

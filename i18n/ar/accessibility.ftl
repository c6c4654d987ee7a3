# templates/pages/accessibility.html

accessibility-meta-title = بيان إمكانية الوصول
accessibility-meta-description = هدفنا مستوى WCAG 2.2 AA، وطريقة اختبارنا (axe-core وLighthouse ولوحة المفاتيح وNVDA وVoiceOver والعربية من اليمين إلى اليسار)، وحدودنا، وكيفية الإبلاغ عن عائق.

## Hero
accessibility-hero-eyebrow = إمكانية الوصول
accessibility-hero-title = بيان إمكانية الوصول
accessibility-hero-lead = نعمل لفائدة مؤسسات تخدم الجميع. لذا يجب أن يكون هذا الموقع مقروءًا وقابلًا للاستخدام من قِبل الجميع: بلوحة المفاتيح، وبقارئ الشاشة، وعلى الشاشات الصغيرة، بالعربية والفرنسية والإنجليزية على حد سواء.
accessibility-updated = أُعدّ هذا البيان بتاريخ
accessibility-updated-date = 20 نوفمبر 2026

## Standard
accessibility-standard-title = هدفنا: المستوى AA من إرشادات WCAG 2.2
accessibility-standard-body = يسعى هذا الموقع إلى المطابقة مع المستوى AA من إرشادات إمكانية الوصول إلى محتوى الويب (WCAG) 2.2 الصادرة عن اتحاد W3C، وهي المرجع الذي تستند إليه أهم المعايير العمومية، مثل المعيار الأوروبي EN 301 549 أو المرجع الفرنسي RGAA. ويشمل هذا الهدف جميع الصفحات، باللغات الثلاث وفي سمتي العرض كلتيهما.
accessibility-standard-status = يستند هذا البيان إلى اختباراتنا الخاصة الموصوفة أدناه. ولم يخضع الموقع بعد لتدقيق من جهة مستقلة: لذلك لا ندّعي مطابقة تامة، وننشر أدناه الحدود التي نعرفها.

## Testing
accessibility-testing-title = كيف نختبر
accessibility-testing-intro = نتحقق من إمكانية الوصول عند كل تعديل للموقع، لا مرة واحدة وإلى الأبد:
accessibility-testing-axe-label = الاختبارات الآلية:
accessibility-testing-axe-body = يفحص محرك axe-core كل صفحة بالعربية والفرنسية والإنجليزية، في السمة الفاتحة والسمة الداكنة.
accessibility-testing-lighthouse-label = تدقيقات Lighthouse:
accessibility-testing-lighthouse-body = نتابع نتائج إمكانية الوصول والأداء والممارسات الجيدة للصفحات الرئيسية، بما في ذلك على الهاتف المحمول وعلى اتصال بطيء.
accessibility-testing-keyboard-label = التصفح بلوحة المفاتيح وحدها:
accessibility-testing-keyboard-body = نستعمل كل صفحة وكل استمارة دون فأرة، للتحقق من ترتيب التنقل ووضوح مؤشر التركيز وانعدام أي فخ للوحة المفاتيح.
accessibility-testing-screen-reader-label = قارئات الشاشة:
accessibility-testing-screen-reader-body = نتحقق من الصفحات والاستمارات باستخدام NVDA على Windows وVoiceOver على macOS وiOS: العناوين، والمعالم، والتسميات، ورسائل الخطأ، والإعلانات الصوتية.
accessibility-testing-rtl-label = المراجعة من اليمين إلى اليسار:
accessibility-testing-rtl-body = يراجع قارئ ناطق بالعربية الصفحات العربية للتحقق من اتجاه القراءة، والتخطيط المعكوس، وعزل العناوين والأرقام والأسماء المكتوبة بالحروف اللاتينية.

## Features
accessibility-features-title = ما يوفره الموقع
accessibility-features-structure = بنية عناوين متسقة، ومناطق صفحة محددة، ورابط للانتقال مباشرة إلى المحتوى.
accessibility-features-keyboard = يمكن استعمال جميع الوظائف بلوحة المفاتيح، مع مؤشر تركيز واضح.
accessibility-features-languages = لغة كل صفحة مصرّح بها، والتخطيط معكوس بالكامل في الصفحات العربية.
accessibility-features-no-script = تعمل جميع الصفحات وجميع الاستمارات دون JavaScript.
accessibility-features-themes = سمة فاتحة وسمة داكنة، تتبعان افتراضيًا إعداد نظامكم.
accessibility-features-forms = استمارات لكل حقل فيها تسمية، وتظهر أخطاؤها نصًا بجوار الحقل المعني.

## Known limits
accessibility-limits-title = الحدود المعروفة
accessibility-limits-intro = هذه هي النقاط التي نعلم أنها قابلة للتحسين، وما نقترحه في انتظار ذلك:
accessibility-limits-resources-label = الموارد عند الطلب:
accessibility-limits-resources-body = لا يمكن بعد الاطلاع على الأدلة والنماذج المدرجة عبر الإنترنت؛ نرسلها إليكم بالبريد الإلكتروني. وإذا لم تناسبكم الصيغة التي تسلمتموها، نوفرها لكم بصيغة أخرى (نص مُهيكل، أو مستند قابل للتعديل).
accessibility-limits-diagrams-label = المخططات:
accessibility-limits-diagrams-body = ترافق مخططات البنية وتدفق البيانات أوصافٌ نصية موجزة؛ ويتوفر وصف مفصل عند الطلب.
accessibility-limits-latin-label = المصطلحات بالحروف اللاتينية:
accessibility-limits-latin-body = تبقى بعض أسماء المنتجات والمصطلحات التقنية بالحروف اللاتينية في الصفحات العربية؛ وهي معزولة لتُقرأ بشكل صحيح، غير أن نطقها بواسطة محركات تحويل النص إلى كلام العربية قد لا يكون دقيقًا.
accessibility-limits-external-label = الخدمات الخارجية:
accessibility-limits-external-body = حسابنا على إحدى شبكات التواصل الاجتماعي مستضاف على منصة تابعة لطرف ثالث، ولا تخضع إمكانية الوصول إليها لتحكمنا.

## Report a barrier
accessibility-report-title = الإبلاغ عن عائق
accessibility-report-body = إذا تعذر عليكم الوصول إلى محتوى أو خدمة، فراسلونا: سنوفر لكم المعلومة بوسيلة أخرى ونصلح المشكلة.
accessibility-report-include = لمساعدتنا، اذكروا الصفحة المعنية، وما كنتم تحاولون القيام به، وإن أمكن متصفحكم والتقنية المساعدة التي تستعملونها.
accessibility-report-delay = نؤكد استلام رسالتكم في غضون يومي عمل، ونقترح عليكم حلًا أو بديلًا في أجل أقصاه 10 أيام عمل.
accessibility-report-form = يمكنكم أيضًا استعمال استمارة الاتصال

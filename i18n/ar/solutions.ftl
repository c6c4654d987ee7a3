# templates/pages/solutions.html

solutions-meta-title = حلول الذكاء الاصطناعي والسحابة والبيانات
solutions-meta-description = الذكاء الاصطناعي والسحابة والبيانات والأتمتة والتطبيقات حسب الطلب والخدمات العمومية الرقمية: ست عائلات من الحلول، لكل منها مزايا ومكاسب قابلة للقياس.

## Hero
solutions-hero-eyebrow = الحلول
solutions-hero-title = حلول مصمَّمة لمهامكم، لا لكتالوج جاهز
solutions-hero-lead = الذكاء الاصطناعي، والسحابة، والبيانات، والأتمتة، والتطبيقات حسب الطلب: نجمع التقنيات المجرَّبة التي تعالج مشكلتكم، ولا شيء غيرها.
solutions-hero-cta-primary = ناقشوا مشروعكم معنا
solutions-hero-cta-secondary = اكتشفوا تقنيتنا

## Catalogue: six solutions, each with a category, five features and three benefits
solutions-catalog-eyebrow = حلولنا
solutions-catalog-title = ست عائلات من الحلول
solutions-catalog-lead = لكل حل: ما يقدّمه فعليًا، وما يغيّره في مؤسستكم.
solutions-features-label = المزايا
solutions-benefits-label = المكاسب
solutions-services-label = الخدمات التي تعتمد عليها

solutions-ai-category = الذكاء الاصطناعي
solutions-ai-title = ذكاء اصطناعي في خدمة المرتفقين
solutions-ai-description = مساعدات محادثة، وتصنيف آلي، وتحليل للنصوص: ذكاء اصطناعي مفيد، يستند إلى محتواكم، ويلتزم بقواعدكم، ويخضع لإشراف فرقكم.
solutions-ai-feature-1 = مساعد محادثة يجيب في أي وقت انطلاقًا من محتواكم الرسمي
solutions-ai-feature-2 = تصنيف الطلبات الواردة وتوجيهها آليًا
solutions-ai-feature-3 = تلخيص وبحث دلالي في أرصدتكم الوثائقية
solutions-ai-feature-4 = دعم اللغات العربية والفرنسية والإنجليزية
solutions-ai-feature-5 = نماذج مستضافة على بنيتكم التحتية أو في سحابة موثوقة
solutions-ai-benefit-1 = إجابات فورية للمرتفقين، حتى خارج أوقات العمل
solutions-ai-benefit-2 = موظفون متحرّرون من الأسئلة المتكررة
solutions-ai-benefit-3 = قرارات تبقى بشرية، قابلة للتتبع والتفسير

solutions-cloud-category = السحابة
solutions-cloud-title = الانتقال إلى السحابة وتحديث التطبيقات
solutions-cloud-description = ننقل تطبيقاتكم إلى سحابة عامة أو خاصة أو سيادية، ونحدّثها حين يكون ذلك مجديًا، دون أي انقطاع في الخدمة بالنسبة إلى مرتفقيكم.
solutions-cloud-feature-1 = جرد للتطبيقات واستراتيجية انتقال خاصة بكل تطبيق
solutions-cloud-feature-2 = بنية تحتية موصوفة في صورة شيفرة، قابلة لإعادة الإنتاج ومضبوطة الإصدارات
solutions-cloud-feature-3 = حاويات للتطبيقات وتنسيق تشغيلها
solutions-cloud-feature-4 = نسخ احتياطية وخطة لاستمرارية النشاط واختبارات للتحويل عند الأعطال
solutions-cloud-feature-5 = متابعة تكاليف الاستضافة وترشيدها
solutions-cloud-benefit-1 = نسبة توافر تبلغ 99.99% على المنصات التي نتولّى تشغيلها
solutions-cloud-benefit-2 = تكاليف بنية تحتية معروفة ومضبوطة
solutions-cloud-benefit-3 = قدرة استيعابية تواكب ذروات النشاط، كفترات التسجيل

solutions-public-category = القطاع العام
solutions-public-title = الخدمات العمومية الرقمية
solutions-public-description = إجراءات إلكترونية بسيطة للمواطنين وفعّالة للموظفين: من تقديم الطلب إلى معالجة الملف، وصولًا إلى الرد على المرتفق.
solutions-public-feature-1 = بوابة للإجراءات الإلكترونية متاحة للجميع ومتعددة اللغات
solutions-public-feature-2 = فضاء موحّد للموظفين لمتابعة كل ملف
solutions-public-feature-3 = ربط بالسجلات الإدارية وبالهوية الرقمية الوطنية
solutions-public-feature-4 = توقيع إلكتروني وختم زمني للقرارات
solutions-public-feature-5 = امتثال لمتطلبات إمكانية الوصول وحماية البيانات
solutions-public-benefit-1 = مدة معالجة أقصر: من خمسة أسابيع إلى أسبوعين لدى إحدى الوزارات، أي بانخفاض نسبته 60%
solutions-public-benefit-2 = تنقّلات ومكالمات أقل بالنسبة إلى المرتفقين
solutions-public-benefit-3 = تتبّع كامل لكل قرار إداري

solutions-custom-category = التطوير حسب الطلب
solutions-custom-title = تطبيقات مهنية حسب الطلب
solutions-custom-description = حين لا تلائم أي برمجية جاهزة واقع عملكم، نطوّر مع مستخدميكم التطبيق الذي تحتاجونه، ثم نسلّمكم شيفرته المصدرية وتوثيقه.
solutions-custom-feature-1 = ورشات تصميم ونماذج أولية مختبَرة مع المستخدمين
solutions-custom-feature-2 = تطبيقات ويب وهاتف محمول متاحة للجميع وبعدة لغات
solutions-custom-feature-3 = بنية معيارية وواجهات برمجية موثّقة
solutions-custom-feature-4 = اختبارات آلية وتكامل مستمر
solutions-custom-feature-5 = تسليم الشيفرة المصدرية والتوثيق والحقوق إلى مؤسستكم
solutions-custom-benefit-1 = أداة تتكيّف مع عملياتكم بدل أن تقيّدها
solutions-custom-benefit-2 = لا تبعية لأي ناشر برمجيات أو ترخيص
solutions-custom-benefit-3 = تطبيق يتطوّر بوتيرة احتياجاتكم

solutions-data-category = البيانات
solutions-data-title = البيانات ودعم اتخاذ القرار
solutions-data-description = نجمع البيانات المتناثرة بين الملفات والتطبيقات في قاعدة موحّدة وموثوقة، ثم نتيحها في صورة مؤشرات ولوحات قيادة.
solutions-data-feature-1 = مستودع بيانات يُغذّى آليًا من تطبيقاتكم
solutions-data-feature-2 = ضوابط لجودة البيانات وفهرس لها
solutions-data-feature-3 = لوحات قيادة ومؤشرات للتسيير في متناول المستخدمين مباشرة
solutions-data-feature-4 = إدارة دقيقة لصلاحيات الوصول وإخفاء لهوية البيانات
solutions-data-feature-5 = نماذج تنبؤية لاستباق الطلب
solutions-data-benefit-1 = نسخة واحدة من الأرقام للمؤسسة بأكملها
solutions-data-benefit-2 = تقارير تُعدّ في دقائق بدل أسابيع
solutions-data-benefit-3 = قرارات مبنية على بيانات محيّنة

solutions-automation-category = الأتمتة
solutions-automation-title = الأتمتة الذكية
solutions-automation-description = مسارات عمل وروبوتات برمجية ومعالجة للمستندات، تتكامل لأتمتة عملية من بدايتها إلى نهايتها، من استلام الطلب حتى أرشفته.
solutions-automation-feature-1 = محرّك لسير العمل بقواعد عمل قابلة للضبط
solutions-automation-feature-2 = روبوتات برمجية تعمل على تطبيقاتكم الحالية
solutions-automation-feature-3 = قراءة المستندات واستخراج بياناتها آليًا
solutions-automation-feature-4 = معالجة الحالات الاستثنائية مع مصادقة بشرية
solutions-automation-feature-5 = لوحة قيادة لقياس أداء العمليات
solutions-automation-benefit-1 = مكاسب تُقاس قبل بدء التشغيل وبعده، لا مجرد تقديرات
solutions-automation-benefit-2 = أخطاء إدخال أقل وإعادة إدخال أقل
solutions-automation-benefit-3 = فرق تتفرّغ للمهام ذات القيمة المضافة العالية

## Industries
solutions-industries-eyebrow = القطاعات
solutions-industries-title = القطاعات التي نرافقها
solutions-industries-lead = تتكيّف حلولنا مع القواعد والأحجام والقيود الخاصة بكل قطاع.
solutions-industries-public-title = الوزارات والإدارات العمومية
solutions-industries-public-description = الإجراءات الإلكترونية، وإدارة الملفات، والربط بين السجلات، وتتبّع السياسات العمومية.
solutions-industries-education-title = التعليم العالي
solutions-industries-education-description = القبول والتسجيل ومساعدات الطلبة وإدارة الشؤون الدراسية في الجامعات والمدارس العليا.
solutions-industries-energy-title = الطاقة والمرافق العامة
solutions-industries-energy-description = التحديث السحابي، وبيانات الإنتاج والاستهلاك، وأتمتة العمليات التنظيمية.
solutions-industries-health-title = الصحة
solutions-industries-health-description = رقمنة الملفات الإدارية، والتخطيط، والتبادل الآمن بين المؤسسات الصحية.
solutions-industries-industry-title = الصناعة والخدمات اللوجستية
solutions-industries-industry-description = تكامل أنظمة الإنتاج، ومعالجة وثائق النقل، والصيانة التنبؤية.
solutions-industries-international-title = المنظمات الدولية وغير الحكومية
solutions-industries-international-description = إدارة البرامج متعددة اللغات، ومتابعة المستفيدين، وإعداد التقارير للجهات المانحة.

## Why
solutions-why-eyebrow = ما يميّزنا
solutions-why-title = لماذا تختارون حلولنا
solutions-why-lead = علّمتنا أكثر من 10 سنوات من الخبرة وأكثر من 50 مشروعًا منجزًا ما الذي ينجح فعلًا في المؤسسات المعقّدة.
solutions-why-neutral-title = استقلالية عن ناشري البرمجيات
solutions-why-neutral-description = لا نعيد بيع أي تراخيص: نوصي بالتقنية الملائمة لسياقكم، وغالبًا ما تكون برمجيات مفتوحة المصدر، وهي دائمًا قائمة على معايير مفتوحة.
solutions-why-pilot-title = تجربة نموذجية قبل التعميم
solutions-why-pilot-description = يُختبر كل حل أولًا على نطاق محدود، وفق مؤشرات نحدّدها معًا، قبل توسيع نطاقه.
solutions-why-secure-title = أمن وامتثال مدمجان
solutions-why-secure-description = التشفير، وتسجيل العمليات، وإدارة الصلاحيات، وحماية المعطيات الشخصية جزء من التصميم، لا مجرد فحص في اللحظة الأخيرة.
solutions-why-reliable-title = حلول مصمَّمة لتدوم
solutions-why-reliable-description = منصات تُشغَّل بنسبة توافر تبلغ 99.99%، موثّقة ومسلَّمة إلى فرقكم.

## Call to action
solutions-cta-title = ما الحل الأنسب لمؤسستكم؟
solutions-cta-text = حدّثونا عن تحدياتكم: منذ اللقاء الأول، نحدّد الحلول الملائمة وسبل اختبارها بسرعة.
solutions-cta-primary = ناقشوا مشروعكم معنا
solutions-cta-secondary = اكتشفوا خدماتنا

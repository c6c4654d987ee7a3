# templates/pages/cases.html

cases-meta-title = دراسات الحالة: الذكاء الاصطناعي والخدمات الرقمية والسحابة
cases-meta-description = مساعد افتراضي لجامعة، واستمارات إلكترونية لوزارة، وترحيل سحابي لشركة طاقة: المشكلة والحل والنتائج المقيسة بالأرقام في كل مشروع من هذه المشاريع.

## Hero
cases-hero-eyebrow = دراسات الحالة
cases-hero-title = نتائج ملموسة قسناها مع عملائنا
cases-hero-lead = ثلاثة مشاريع حديثة نرويها من المشكلة الأولى إلى النتائج المحققة. لا نذكر أسماء عملائنا احترامًا لرغبتهم، أما المؤشرات فقد قيست بالتعاون مع فرقهم.

## Call to action
cases-cta-title = قد يكون مشروعكم التالي
cases-cta-text = بدأت كل دراسة من دراسات الحالة هذه بمحادثة. حدّثونا عن وضعكم، وسنخبركم بصراحة بما يمكن تحقيقه من مكاسب، وفي أي مدة.
cases-cta-contact = ناقشوا مشروعكم معنا
cases-cta-services = اكتشفوا خدماتنا

## Listing
cases-list-title = جميع دراسات الحالة
cases-filter-label = التصفية حسب القطاع
cases-filter-all = جميع القطاعات
cases-sector-university = جامعة
cases-sector-ministry = وزارة
cases-sector-energy = طاقة
cases-duration = { $months ->
    [one] مشروع مدته شهر واحد
    [two] مشروع مدته شهران
    [few] مشروع مدته { $months } أشهر
   *[other] مشروع مدته { $months } شهرًا
}

# templates/pages/case.html
case-back = جميع دراسات الحالة
case-figures-title = النتائج بالأرقام
case-facts-label = المشروع باختصار
case-stack-title = التقنيات المستعملة
case-cta-title = هل لديكم مشروع مماثل؟
case-cta-text = صفوا لنا وضعكم: يكفي لقاء أول مدته 30 دقيقة، مجاني ودون أي التزام، لمعرفة ما يمكنكم توقعه بواقعية.

# The console's newsletter pages (src/console/newsletter.rs) and the engine's refusals
# (src/newsletter/issues.rs, IssueProblem::message_id).
console-nav-newsletter = النشرة الإخبارية
console-newsletter-meta-title = النشرة الإخبارية
console-newsletter-meta-description = أعداد النشرة الإخبارية: تحريرها وإرسالها.
console-newsletter-title = النشرة الإخبارية
console-newsletter-lead = يُحرَّر كل عدد بالفرنسية، وبالإنجليزية والعربية عند الحاجة: يتلقاه كل مشترك بلغته، أو بالفرنسية.
console-newsletter-new = تحرير عدد جديد
console-newsletter-subject = الموضوع
console-newsletter-status = الحالة
console-newsletter-languages = اللغات
console-newsletter-created = تاريخ الإنشاء
console-newsletter-queued = في الانتظار
console-newsletter-sent = مُرسَلة
console-newsletter-failed = متعذّرة
console-newsletter-status-draft = مسودة
console-newsletter-status-sending = قيد الإرسال
console-newsletter-status-sent = مُرسَل
console-newsletter-issue-meta-title = عدد من النشرة
console-newsletter-issue-meta-description = تحرير عدد ومعاينته واختباره وإرساله.
console-newsletter-back = جميع الأعداد
console-newsletter-new-title = عدد جديد
console-newsletter-new-lead = يبدأ التحرير بالنص الفرنسي: يتلقاه المشتركون الذين لا يتوفر العدد بلغتهم. وتُضاف الإنجليزية والعربية بعد ذلك.
console-newsletter-saved = حُفظ النص.
console-newsletter-test-sent = أُرسل الاختبار، رسالة واحدة لكل لغة محرَّرة.
console-newsletter-sending = بدأ الإرسال: وُضعت في قائمة الانتظار رسالة لكل مشترك مؤكَّد.
console-newsletter-locked = هذا العدد مُرسَل أو قيد الإرسال: لم يعد نصه قابلًا للتغيير.
console-newsletter-lang-fr = الفرنسية
console-newsletter-lang-en = الإنجليزية
console-newsletter-lang-ar = العربية
console-newsletter-body = النص (Markdown)
console-newsletter-save = حفظ
console-newsletter-preview = معاينة الرسالة
console-newsletter-preview-html = النسخة المنسّقة، كما تعرضها برامج البريد
console-newsletter-preview-text = النسخة النصية
console-newsletter-preview-frame = الرسالة المنسّقة: { $language }
console-newsletter-test = إرسال اختبار
console-newsletter-test-email = عنوان الاختبار
console-newsletter-test-send = إرسال الاختبار
console-newsletter-send = الإرسال إلى المشتركين
console-newsletter-send-lead = تبيّن الخطوة التالية عدد المشتركين الذين سيتلقونه، قبل أي إرسال.
console-newsletter-send-meta-title = تأكيد الإرسال
console-newsletter-send-meta-description = عدد المشتركين الذين سيتلقون هذا العدد، قبل إرساله.
console-newsletter-send-title = تأكيد الإرسال
console-issue-send-count = { $count ->
    [zero] لا يوجد مشترك مؤكَّد سيتلقى هذا العدد.
    [one] سيتلقى هذا العدد مشترك مؤكَّد واحد.
    [two] سيتلقى هذا العدد مشتركان مؤكَّدان.
    [few] سيتلقى هذا العدد { $count } مشتركين مؤكَّدين.
   *[other] سيتلقى هذا العدد { $count } مشتركًا مؤكَّدًا.
}
console-newsletter-send-warning = لا يُرسَل العدد إلا مرة واحدة، ولا يتغير نصه بعد ذلك.
console-newsletter-send-confirm = الإرسال الآن
console-newsletter-cancel = إلغاء
console-audit-issue-saved = حفظ نص عدد
console-audit-issue-test-sent = إرسال اختبار عدد
console-audit-issue-sent = إرسال عدد إلى المشتركين
issue-problem-empty-subject = الموضوع فارغ.
issue-problem-subject-too-long = يتجاوز الموضوع 200 حرف.
issue-problem-empty-body = النص فارغ.
issue-problem-body-too-long = يتجاوز النص 100,000 بايت.
issue-problem-raw-html = يتضمن النص شيفرة HTML: يُرجى تحريره بصيغة Markdown.
issue-problem-image = يتضمن النص صورة: لا تتضمن الأعداد صورًا، لأن الصورة المستضافة في موقع آخر تُعلم خادمها بمن فتح الرسالة.
issue-problem-french-first = يُحرَّر العدد الجديد بالفرنسية أولًا.
issue-problem-bad-test-address = هذا العنوان غير صالح.
issue-problem-already-sent = هذا العدد مُرسَل أو قيد الإرسال: لا يُرسَل إلا مرة واحدة ولا يتغير نصه.

# The owner's console (/console): sign-in, inbox, people's data, audit log, sessions.
console-name = لوحة الإدارة
console-nav-label = لوحة الإدارة
console-nav-inbox = الرسائل
console-nav-people = البيانات الشخصية
console-nav-audit = سجل التدقيق
console-nav-sessions = الجلسات
console-nav-unread = { $count ->
    [zero] لا رسائل غير مقروءة
    [one] رسالة واحدة غير مقروءة
    [two] رسالتان غير مقروءتين
    [few] { $count } رسائل غير مقروءة
   *[other] { $count } رسالة غير مقروءة
}
console-signed-in-as = متصل باسم
console-sign-out = تسجيل الخروج
console-login-meta-title = الدخول إلى لوحة الإدارة
console-login-meta-description = مساحة مخصصة للمسؤولين عن الموقع.
console-login-title = الدخول إلى لوحة الإدارة
console-login-lead = مساحة مخصصة للمسؤولين عن الموقع. يُرجى إدخال بريدكم الإلكتروني وكلمة المرور، ثم الرمز الذي يعرضه تطبيق المصادقة لديكم.
console-login-failed = البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.
console-login-email = البريد الإلكتروني
console-login-password = كلمة المرور
console-login-continue = متابعة
console-code-meta-title = رمز التحقق
console-code-meta-description = الخطوة الثانية من الدخول إلى لوحة الإدارة.
console-code-title = رمز التحقق
console-code-lead = يُرجى إدخال الرمز المكوّن من ستة أرقام الذي يعرضه تطبيق المصادقة لديكم.
console-code-label = الرمز المكوّن من ستة أرقام
console-code-submit = الدخول
console-code-restart = إعادة الدخول من البداية
console-sessions-meta-title = الجلسات المفتوحة
console-sessions-meta-description = الجلسات المفتوحة في لوحة الإدارة.
console-sessions-title = الجلسات المفتوحة
console-sessions-lead = تُغلق الجلسة بعد 30 دقيقة من عدم النشاط، وبعد 12 ساعة من الدخول. يُرجى إغلاق أي جلسة لا تعرفونها.
console-sessions-started = بدأت في
console-sessions-last-seen = آخر نشاط
console-sessions-browser = المتصفح
console-sessions-address = عنوان IP
console-sessions-actions = الإجراءات
console-sessions-this = هذه الجلسة
console-sessions-end = إغلاق
console-inbox-meta-title = الرسائل الواردة
console-inbox-meta-description = الرسائل الواردة عبر استمارة التواصل.
console-inbox-title = الرسائل الواردة
console-inbox-unread = الرسائل غير المقروءة: { $count }
console-inbox-search = البحث (الاسم، البريد الإلكتروني، المؤسسة، الموضوع، النص)
console-inbox-status = الحالة
console-inbox-all = الكل
console-inbox-language = اللغة
console-inbox-filter = عرض
console-inbox-found = الرسائل المطابقة: { $count }
console-inbox-empty = لا توجد رسالة تطابق هذه المعايير.
console-inbox-export = تصدير هذه الرسائل (JSON)
console-status-new = جديدة
console-status-answered = تم الرد عليها
console-status-archived = مؤرشفة
console-status-spam = غير مرغوب فيها
console-lang-fr = الفرنسية
console-lang-en = الإنجليزية
console-lang-ar = العربية
console-pages-label = الصفحات
console-pages-previous = الصفحة السابقة
console-pages-next = الصفحة التالية
console-message-meta-title = رسالة
console-message-meta-description = رسالة واردة عبر استمارة التواصل.
console-message-back = العودة إلى الرسائل
console-message-title = رسالة بلا موضوع
console-message-name = الاسم
console-message-email = البريد الإلكتروني
console-message-organisation = المؤسسة
console-message-received = تاريخ الاستلام
console-message-language = اللغة
console-message-status = الحالة
console-message-text = نص الرسالة
console-message-reply = الرد عبر البريد الإلكتروني
console-message-change-status = تغيير الحالة
console-message-save-status = حفظ الحالة
console-message-note = ملاحظة داخلية (لا تُرسَل أبدًا)
console-message-save-note = حفظ الملاحظة
console-message-status-done = تم حفظ الحالة.
console-message-note-done = تم حفظ الملاحظة.
console-message-status-invalid = هذه الحالة غير موجودة: يُرجى اختيار حالة من القائمة. لم يُعدَّل أي شيء.
console-message-note-too-long = تتجاوز الملاحظة 2000 حرف: يُرجى اختصارها. لم يُعدَّل أي شيء.
console-reply-subject = رسالتكم
console-people-meta-title = البيانات الشخصية
console-people-meta-description = تصدير بيانات شخص ما أو محوها.
console-people-title = البيانات الشخصية
console-people-lead = يُرجى إدخال البريد الإلكتروني لشخص ما لتنزيل كل ما يحتفظ به الموقع عنه (حق الاطلاع) أو لمحوه (حق المحو).
console-people-email = البريد الإلكتروني للشخص
console-people-export = تصدير (JSON)
console-people-erase = محو…
console-people-email-invalid = يُرجى إدخال بريد إلكتروني كامل، مثل name@organisation.org.
console-people-review-title = هل تريدون محو جميع بيانات هذا العنوان؟
console-people-review-warning = المحو نهائي: تُحذف من قاعدة البيانات الرسائل والاشتراك مع إثبات الموافقة والرسائل البريدية المنتظرة.
console-people-erase-confirm = المحو نهائيًا
console-people-cancel = إلغاء
console-people-erased = تم محو البيانات.
console-people-count-messages = { $count ->
    [zero] لا رسائل
    [one] رسالة واحدة
    [two] رسالتان
    [few] { $count } رسائل
   *[other] { $count } رسالة
}
console-people-count-subscriptions = { $count ->
    [zero] لا اشتراكات
    [one] اشتراك واحد
    [two] اشتراكان
    [few] { $count } اشتراكات
   *[other] { $count } اشتراكًا
}
console-people-count-mails = { $count ->
    [zero] لا رسائل بريدية
    [one] رسالة بريدية واحدة
    [two] رسالتان بريديتان
    [few] { $count } رسائل بريدية
   *[other] { $count } رسالة بريدية
}
console-people-backups = تحتفظ النسخ الاحتياطية بنسخة من البيانات الممحوة إلى أن تُستبدل، أي { $days } يومًا على الأكثر.
console-audit-meta-title = سجل التدقيق
console-audit-meta-description = ما أُنجز في لوحة الإدارة.
console-audit-title = سجل التدقيق
console-audit-lead = عمليات الدخول والتعديلات والتصديرات وعمليات المحو، وتُحفظ { $days } يومًا.
console-audit-when = التاريخ
console-audit-action = الإجراء
console-audit-operator = المسؤول
console-audit-address = عنوان IP
console-audit-detail = التفاصيل
console-audit-sign-in = دخول
console-audit-sign-in-failed = دخول مرفوض
console-audit-sign-out = خروج
console-audit-session-ended = إغلاق جلسة
console-audit-status-changed = تغيير الحالة
console-audit-note-changed = تعديل الملاحظة
console-audit-export = تصدير
console-audit-erase = محو
console-audit-operator-added = إضافة مسؤول
console-audit-operator-reset = إعادة تعيين مسؤول
console-audit-operator-removed = إزالة مسؤول
console-nav-mail = البريد
console-mail-meta-title = الرسائل البريدية المرسَلة
console-mail-meta-description = الرسائل البريدية التي يرسلها الموقع: المنتظرة والمرسَلة والمتعثرة.
console-mail-title = الرسائل البريدية المرسَلة
console-mail-lead = إشعارات الرسائل الجديدة وتأكيدات الاشتراك، من الأحدث إلى الأقدم. يمكن إعادة إرسال رسالة متعثرة.
console-mail-queued = في الانتظار
console-mail-sent = مرسَلة
console-mail-failed = متعثرة
console-mail-queued-at = تاريخ الإدراج
console-mail-kind = النوع
console-mail-recipient = المرسَل إليه
console-mail-attempts = المحاولات
console-mail-sent-at = تاريخ الإرسال
console-mail-error = آخر خطأ
console-mail-retry = إعادة الإرسال
console-mail-retried = أُعيدت الرسالة إلى قائمة الانتظار، وستُرسَل خلال ثوانٍ.
console-audit-mail-retried = إعادة إرسال رسالة بريدية

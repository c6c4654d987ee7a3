# templates/partials/contact_form.html

contact-form-name-label = الاسم
contact-form-email-label = البريد الإلكتروني
contact-form-organisation-label = المؤسسة
contact-form-subject-label = الموضوع
contact-form-message-label = الرسالة
contact-form-required = (إلزامي)
contact-form-message-hint = ما بين 10 و5000 حرف. يُرجى عدم إدراج بيانات حساسة، وسنطلب منكم ما يلزم عند الحاجة.
contact-form-privacy = نستخدم هذه المعلومات للرد عليكم فقط.
contact-form-privacy-link = سياسة الخصوصية
contact-form-submit = إرسال الرسالة
contact-form-sent-title = تم إرسال الرسالة
contact-form-sent-description = شكرًا لتواصلكم معنا. سنرد عليكم في غضون يومي عمل.

## Field errors (page and JSON answer of POST /contact)
contact-form-error-summary = لم تُرسَل رسالتكم: يُرجى تصحيح الحقول المشار إليها.
contact-form-error-name-required = يُرجى إدخال اسمكم.
contact-form-error-name-too-long = يجب ألا يتجاوز الاسم 100 حرف.
contact-form-error-email-required = يُرجى إدخال بريدكم الإلكتروني.
contact-form-error-email-invalid = يبدو أن عنوان البريد الإلكتروني غير صحيح. يُرجى التحقق منه، وأن يكون على شكل name@organisation.org مثلًا.
contact-form-error-email-too-long = يجب ألا يتجاوز عنوان البريد الإلكتروني 254 حرفًا.
contact-form-error-organisation-too-long = يجب ألا يتجاوز اسم المؤسسة 150 حرفًا.
contact-form-error-subject-too-long = يجب ألا يتجاوز الموضوع 200 حرف.
contact-form-error-message-required = يُرجى كتابة رسالتكم.
contact-form-error-message-too-short = يجب ألا تقل الرسالة عن 10 أحرف.
contact-form-error-message-too-long = يجب ألا تتجاوز الرسالة 5000 حرف.
contact-form-error-message-links = تتضمن رسالتكم أكثر من 3 روابط. يُرجى حذف بعضها ثم إعادة الإرسال.

## Refused posts (templates/error.html and the islands' JSON)
forbidden-meta-title = تم رفض الإرسال
forbidden-meta-description = لم تُرسَل هذه الاستمارة من موقعنا.
forbidden-eyebrow = خطأ 403
forbidden-title = تم رفض الإرسال
forbidden-body = يبدو أن هذه الاستمارة أُرسلت من موقع آخر، لذا لم نقبلها على سبيل الاحتياط. يُرجى إعادة تحميل صفحة الاستمارة على موقعنا ثم إعادة إرسالها.
ratelimited-meta-title = عدد كبير من الإرسالات
ratelimited-meta-description = عدد كبير من الإرسالات في وقت قصير من اتصالكم.
ratelimited-eyebrow = خطأ 429
ratelimited-title = عدد كبير من الإرسالات في وقت قصير
ratelimited-body = تلقينا عددًا كبيرًا من الإرسالات من اتصالكم خلال الدقائق الأخيرة. يُرجى الانتظار بضع دقائق قبل المحاولة مجددًا، أو مراسلتنا مباشرة عبر البريد الإلكتروني.
ratelimited-retry = { $minutes ->
    [one] يمكنكم المحاولة مجددًا بعد دقيقة واحدة.
    [two] يمكنكم المحاولة مجددًا بعد دقيقتين.
    [few] يمكنكم المحاولة مجددًا بعد { $minutes } دقائق.
   *[other] يمكنكم المحاولة مجددًا بعد { $minutes } دقيقة.
}
toolarge-meta-title = حجم الإرسال كبير جدًا
toolarge-meta-description = يتجاوز المحتوى المرسَل الحجم المسموح به.
toolarge-eyebrow = خطأ 413
toolarge-title = حجم الإرسال كبير جدًا
toolarge-body = يتجاوز المحتوى المرسَل الحجم الذي تقبله هذه الاستمارة. يُرجى اختصار رسالتكم ثم إعادة الإرسال.
badrequest-meta-title = تعذرت قراءة الإرسال
badrequest-meta-description = تعذرت قراءة المحتوى المرسَل.
badrequest-eyebrow = خطأ 400
badrequest-title = تعذرت قراءة الإرسال
badrequest-body = تعذرت قراءة المحتوى المرسَل. يُرجى إعادة تحميل صفحة الاستمارة ثم إعادة الإرسال.

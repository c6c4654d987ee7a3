# islands/src — strings of the React islands only, sent to them as JSON by
# PageContext::islands_json (crates/vitrine/src/pages/mod.rs, ISLAND_MESSAGES).

## Forms submitted in place (newsletter, contact)
islands-sending = جارٍ الإرسال…
islands-retrying = الاتصال بطيء: جارٍ إعادة المحاولة…
islands-network-error-title = تعذّر الإرسال
islands-network-error-description = تعذّر الاتصال بالخادم. تحقّقوا من اتصالكم بالإنترنت، ثم أعيدوا المحاولة.
islands-server-error-title = الخدمة غير متاحة مؤقتًا
islands-server-error-description = تعذّرت معالجة إرسالكم. يُرجى إعادة المحاولة بعد بضع دقائق، فما أدخلتموه لا يزال في الاستمارة.

## Contact form submitted in place
islands-sent-title = تم إرسال الرسالة
islands-form-invalid-title = بعض الحقول تحتاج إلى تصحيح
islands-form-invalid-description = يظهر كل خطأ أسفل الحقل المعنيّ.

## Toaster
islands-toaster-label = الإشعارات
islands-toast-close = إغلاق الإشعار

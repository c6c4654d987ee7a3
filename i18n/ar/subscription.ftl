## templates/pages/subscription.html: the links of newsletter mails

subscription-confirm-meta-title = تأكيد الاشتراك
subscription-confirm-meta-description = أكّدوا اشتراككم في النشرة الإخبارية.
subscription-confirm-title = تأكيد اشتراككم
subscription-confirm-body = انقروا على الزر لتأكيد رغبتكم في تلقّي النشرة الإخبارية على هذا العنوان. لا يُسجَّل شيء قبل أن تنقروا.
subscription-confirm-button = تأكيد
subscription-confirmed-meta-title = تم تأكيد الاشتراك
subscription-confirmed-meta-description = تم تأكيد اشتراككم في النشرة الإخبارية.
subscription-confirmed-title = تم تأكيد الاشتراك
subscription-confirmed-body = شكرًا لكم! تم تأكيد عنوانكم. تصدر النشرة الإخبارية مرة واحدة في الشهر، وسيصلكم العدد القادم في مطلع الشهر المقبل، وفي كل عدد رابط لإلغاء الاشتراك بنقرة واحدة.
subscription-confirmed-next-title = في انتظار العدد القادم
subscription-confirmed-next-resources = اقرؤوا مقالاتنا وأدلّتنا
subscription-confirmed-next-cases = اقرؤوا دراسات الحالة
subscription-confirmed-next-home = العودة إلى الصفحة الرئيسية
subscription-unsubscribe-meta-title = إلغاء الاشتراك
subscription-unsubscribe-meta-description = التوقف عن تلقّي النشرة الإخبارية.
subscription-unsubscribe-title = إلغاء الاشتراك في النشرة الإخبارية
subscription-unsubscribe-body = انقروا على الزر للتوقف عن تلقّي النشرة الإخبارية على هذا العنوان.
subscription-unsubscribe-button = إلغاء اشتراكي
subscription-unsubscribed-meta-title = تم إلغاء الاشتراك
subscription-unsubscribed-meta-description = لن تصلكم النشرة الإخبارية بعد الآن.
subscription-unsubscribed-title = تم إلغاء الاشتراك
subscription-unsubscribed-body = لن تصلكم النشرة الإخبارية بعد الآن. يمكنكم الاشتراك من جديد في أي وقت من أسفل كل صفحة.
subscription-invalid-meta-title = رابط منتهي الصلاحية أو غير صالح
subscription-invalid-meta-description = لم يعد رابط النشرة الإخبارية هذا صالحًا.
subscription-invalid-title = رابط منتهي الصلاحية أو غير صالح
subscription-invalid-body = لم يعد هذا الرابط صالحًا: تنتهي صلاحية رابط التأكيد بعد 7 أيام. يُرجى الاشتراك من جديد عبر الاستمارة في أسفل كل صفحة.

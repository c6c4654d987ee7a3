# When the database cannot take a submission (disk full, maintenance): nothing is kept, the
# visitor's input stays in the form, and they are asked to try again shortly.

unavailable-meta-title = لم يُحفَظ الإرسال
unavailable-meta-description = تعذّر حفظ إرسالكم في الوقت الحالي.
unavailable-eyebrow = خطأ 503
unavailable-title = لم يُحفَظ إرسالكم
unavailable-body = يتعذّر على خادمنا حفظ الإرسالات في الوقت الحالي، ولم يُحفَظ أي شيء. ما كتبتموه لا يزال في الاستمارة: يُرجى إعادة المحاولة بعد لحظات.
contact-form-unavailable-title = لم تُحفَظ الرسالة
contact-form-unavailable-description = يتعذّر على خادمنا حفظ رسالتكم في الوقت الحالي. لا تزال رسالتكم أعلاه: يُرجى إرسالها مجددًا بعد لحظات.
contact-form-key-reused-title = لم تُرسَل الرسالة
contact-form-key-reused-description = تحمل هذه الرسالة معرّف إرسال سابق يختلف محتواه عنها. لم يُحفَظ أي شيء، فيُرجى إرسالها من جديد.
newsletter-unavailable-title = لم يُحفَظ اشتراككم
newsletter-unavailable-description = يتعذّر على خادمنا حفظ اشتراككم في الوقت الحالي. لا يزال عنوانكم في الحقل: يُرجى إعادة المحاولة بعد لحظات.

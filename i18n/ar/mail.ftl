## Mails the site sends (crates/vitrine/src/mail/compose.rs)

# The operator's notice of a contact message
mail-notice-subject = رسالة جديدة من { $name }
mail-notice-subject-organisation = رسالة جديدة من { $name } ({ $organisation })
mail-notice-intro = وصلت رسالة عبر استمارة الاتصال في الموقع. للرد عليها استخدموا «الرد»، فيصل ردّكم إلى العنوان الذي أدخله الزائر.
mail-notice-name = الاسم:
mail-notice-email = البريد الإلكتروني:
mail-notice-organisation = المؤسسة:
mail-notice-subject-field = الموضوع:
mail-notice-none = (غير محددة)
mail-notice-lang = لغة الصفحة:
mail-notice-received = تاريخ الاستلام:
mail-notice-received-at = { $date }، الساعة { $time } ({ $zone })
mail-notice-message = الرسالة:
mail-lang-fr = الفرنسية
mail-lang-en = الإنجليزية
mail-lang-ar = العربية

# The newsletter's confirmation mail
mail-confirm-subject = أكّدوا اشتراككم في النشرة الإخبارية لـ{ $brand }
mail-confirm-intro = طلب أحدهم، وربما أنتم، تلقّي النشرة الإخبارية لـ{ $brand } على هذا العنوان. لن نرسل إليكم شيئًا آخر قبل تأكيدكم.
mail-confirm-action = للتأكيد، افتحوا هذا الرابط ثم انقروا على زر «تأكيد»:
mail-confirm-button = تأكيد اشتراكي
mail-confirm-validity = هذا الرابط صالح لمدة 7 أيام. وإن لم تؤكّدوا الاشتراك، يُحذف عنوانكم بعد 30 يومًا.
mail-confirm-ignore = لم تطلبوا شيئًا؟ تجاهلوا هذه الرسالة، أو ارفضوا من الآن أي مراسلة إلى هذا العنوان:
mail-unsubscribe-link = إلغاء الاشتراك
mail-sender = المرسل: { $company }، { $address }. للتواصل: { $email }

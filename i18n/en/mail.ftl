## Mails the site sends (crates/vitrine/src/mail/compose.rs)

# The operator's notice of a contact message
mail-notice-subject = New message from { $name }
mail-notice-subject-organisation = New message from { $name } ({ $organisation })
mail-notice-intro = A message arrived through the site's contact form. To answer, use "Reply": your answer goes to the address the visitor typed.
mail-notice-name = Name:
mail-notice-email = Email:
mail-notice-organisation = Organisation:
mail-notice-subject-field = Subject:
mail-notice-none = (not given)
mail-notice-lang = Page language:
mail-notice-received = Received:
mail-notice-received-at = { $date } at { $time } ({ $zone })
mail-notice-message = Message:
mail-lang-fr = French
mail-lang-en = English
mail-lang-ar = Arabic

# The newsletter's confirmation mail
mail-confirm-subject = Confirm your subscription to the { $brand } newsletter
mail-confirm-intro = Someone, probably you, asked to receive the { $brand } newsletter at this address. We will send nothing else before you confirm.
mail-confirm-action = To confirm, open this link, then click the "Confirm" button:
mail-confirm-button = Confirm my subscription
mail-confirm-validity = This link is valid for 7 days. Without confirmation, your address is erased after 30 days.
mail-confirm-ignore = Did not ask for anything? Ignore this email, or refuse any mail to this address now:
mail-unsubscribe-link = Unsubscribe
mail-sender = Sender: { $company }, { $address }. Contact: { $email }

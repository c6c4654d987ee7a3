# When the database cannot take a submission (disk full, maintenance): nothing is kept, the
# visitor's input stays in the form, and they are asked to try again shortly.

unavailable-meta-title = Submission not saved
unavailable-meta-description = Your submission could not be saved for now.
unavailable-eyebrow = Error 503
unavailable-title = Your submission was not saved
unavailable-body = Our server cannot save submissions at the moment and nothing was kept. What you typed is still in the form: please try again in a few moments.
contact-form-unavailable-title = Message not saved
contact-form-unavailable-description = Our server cannot save your message at the moment. It is still above: please send it again in a few moments.
contact-form-key-reused-title = Message not sent
contact-form-key-reused-description = This message carries the identifier of an earlier one whose content differs. Nothing was saved: please send it again.
newsletter-unavailable-title = Sign-up not saved
newsletter-unavailable-description = Our server cannot save your sign-up at the moment. Your address is still in the field: please try again in a few moments.

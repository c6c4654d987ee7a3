# templates/partials/contact_form.html

contact-form-name-label = Name
contact-form-email-label = Email address
contact-form-organisation-label = Organisation
contact-form-subject-label = Subject
contact-form-message-label = Message
contact-form-required = (required)
contact-form-message-hint = Between 10 and 5,000 characters. Please do not include sensitive data: we will ask for what is needed.
contact-form-privacy = We use this information only to reply to you.
contact-form-privacy-link = Privacy policy
contact-form-submit = Send message
contact-form-sent-title = Message sent
contact-form-sent-description = Thank you for writing to us. We will reply within 2 working days.

## Field errors (page and JSON answer of POST /contact)
contact-form-error-summary = Your message was not sent: please correct the fields below.
contact-form-error-name-required = Enter your name.
contact-form-error-name-too-long = Your name must be 100 characters or fewer.
contact-form-error-email-required = Enter your email address.
contact-form-error-email-invalid = This email address does not look valid. Please check it, for example name@organisation.org.
contact-form-error-email-too-long = The email address must be 254 characters or fewer.
contact-form-error-organisation-too-long = The organisation name must be 150 characters or fewer.
contact-form-error-subject-too-long = The subject must be 200 characters or fewer.
contact-form-error-message-required = Write your message.
contact-form-error-message-too-short = Your message must be at least 10 characters long.
contact-form-error-message-too-long = Your message must be 5,000 characters or fewer.
contact-form-error-message-links = Your message contains more than 3 links. Please remove some, then send it again.

## Refused posts (templates/error.html and the islands' JSON)
forbidden-meta-title = Submission refused
forbidden-meta-description = This form was not sent from our website.
forbidden-eyebrow = Error 403
forbidden-title = Submission refused
forbidden-body = This form appears to have been sent from another website, so as a precaution we did not accept it. Reload the form page on our website, then send it again.
ratelimited-meta-title = Too many submissions
ratelimited-meta-description = Too many submissions in a short time from your connection.
ratelimited-eyebrow = Error 429
ratelimited-title = Too many submissions in a short time
ratelimited-body = We have received many submissions from your connection in the last few minutes. Please wait a few minutes before trying again, or email us directly.
ratelimited-retry = { $minutes ->
    [one] You can try again in one minute.
   *[other] You can try again in { $minutes } minutes.
}
toolarge-meta-title = Submission too large
toolarge-meta-description = The content sent exceeds the accepted size.
toolarge-eyebrow = Error 413
toolarge-title = Submission too large
toolarge-body = The content sent exceeds the size this form accepts. Shorten your message, then send it again.
badrequest-meta-title = Unreadable submission
badrequest-meta-description = The content sent could not be read.
badrequest-eyebrow = Error 400
badrequest-title = Unreadable submission
badrequest-body = The content sent could not be read. Reload the form page, then send it again.

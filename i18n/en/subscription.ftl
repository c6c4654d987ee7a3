## templates/pages/subscription.html: the links of newsletter mails

subscription-confirm-meta-title = Confirm your subscription
subscription-confirm-meta-description = Confirm your subscription to the newsletter.
subscription-confirm-title = Confirm your subscription
subscription-confirm-body = Click the button to confirm that you want to receive the newsletter at this address. Nothing is recorded until you click.
subscription-confirm-button = Confirm
subscription-confirmed-meta-title = Subscription confirmed
subscription-confirmed-meta-description = Your subscription to the newsletter is confirmed.
subscription-confirmed-title = Subscription confirmed
subscription-confirmed-body = Thank you! Your address is confirmed. The newsletter comes out once a month; the next issue will reach you early next month, and every issue has a link to unsubscribe in one click.
subscription-confirmed-next-title = Until the next issue
subscription-confirmed-next-resources = Read our articles and guides
subscription-confirmed-next-cases = Read our case studies
subscription-confirmed-next-home = Back to the home page
subscription-unsubscribe-meta-title = Unsubscribe
subscription-unsubscribe-meta-description = Stop receiving the newsletter.
subscription-unsubscribe-title = Unsubscribe from the newsletter
subscription-unsubscribe-body = Click the button to stop receiving the newsletter at this address.
subscription-unsubscribe-button = Unsubscribe me
subscription-unsubscribed-meta-title = You are unsubscribed
subscription-unsubscribed-meta-description = You will no longer receive the newsletter.
subscription-unsubscribed-title = You are unsubscribed
subscription-unsubscribed-body = You will no longer receive the newsletter. You can subscribe again at any time from the bottom of every page.
subscription-invalid-meta-title = Expired or invalid link
subscription-invalid-meta-description = This newsletter link is no longer valid.
subscription-invalid-title = Expired or invalid link
subscription-invalid-body = This link is no longer valid: a confirmation link expires after 7 days. Please sign up again from the form at the bottom of every page.

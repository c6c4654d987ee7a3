# islands/src — strings of the React islands only, sent to them as JSON by
# PageContext::islands_json (crates/vitrine/src/pages/mod.rs, ISLAND_MESSAGES).

## Forms submitted in place (newsletter, contact)
islands-sending = Sending…
islands-retrying = The connection is slow: trying again…
islands-network-error-title = Could not send
islands-network-error-description = We could not reach the server. Check your connection, then try again.
islands-server-error-title = Service temporarily unavailable
islands-server-error-description = Your submission could not be processed. Please try again in a few minutes: what you entered is still in the form.

## Contact form submitted in place
islands-sent-title = Message sent
islands-form-invalid-title = Some fields need correcting
islands-form-invalid-description = Each error is shown below the field concerned.

## Toaster
islands-toaster-label = Notifications
islands-toast-close = Close notification

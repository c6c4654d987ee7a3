## Newsletter issues as subscribers receive them (crates/vitrine/src/mail/compose.rs, templates/mail/issue.*)

issue-mail-label = The { $brand } newsletter
issue-mail-read-online = Read this issue on the website
issue-mail-why = You are receiving this newsletter because you signed up for the { $brand } newsletter and confirmed your address.
issue-mail-unsubscribe = To stop receiving it, one click is enough:

## The archive of issues (newsletter/archive.rs, templates/pages/newsletter-archive.html, newsletter-issue.html)

newsletter-archive-meta-title = Newsletter archive
newsletter-archive-meta-description = Every issue of the newsletter published so far, newest first.
newsletter-archive-title = Newsletter archive
newsletter-archive-lead = Every issue published, newest first, as our subscribers received it.
newsletter-archive-empty = No issue has been published yet. Sign up at the bottom of the page to receive the first one.
newsletter-archive-back = All issues
newsletter-archive-in-french = This issue was not written in English: here it is in French.
newsletter-archive-link = Read past issues
subscription-confirmed-next-archive = Read past issues
newsletter-archive-feed-title = Newsletter issues

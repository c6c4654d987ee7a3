## Newsletter issues as subscribers receive them (crates/vitrine/src/mail/compose.rs, templates/mail/issue.*)

issue-mail-label = النشرة الإخبارية لـ{ $brand }
issue-mail-read-online = اقرؤوا هذا العدد على الموقع
issue-mail-why = تصلكم هذه النشرة لأنكم اشتركتم في النشرة الإخبارية لـ{ $brand } وأكّدتم عنوانكم.
issue-mail-unsubscribe = لإيقاف تلقّيها، تكفي نقرة واحدة:

## The archive of issues (newsletter/archive.rs, templates/pages/newsletter-archive.html, newsletter-issue.html)

newsletter-archive-meta-title = أرشيف النشرة الإخبارية
newsletter-archive-meta-description = جميع أعداد النشرة الإخبارية الصادرة، من الأحدث إلى الأقدم.
newsletter-archive-title = أرشيف النشرة الإخبارية
newsletter-archive-lead = كل عدد صدر، من الأحدث إلى الأقدم، كما وصل إلى مشتركينا.
newsletter-archive-empty = لم يصدر أي عدد بعد. اشتركوا أسفل الصفحة لتلقّي العدد الأول.
newsletter-archive-back = جميع الأعداد
newsletter-archive-in-french = لم يُكتب هذا العدد بالعربية، وهذا نصّه بالفرنسية.
newsletter-archive-link = اقرؤوا الأعداد السابقة
subscription-confirmed-next-archive = اقرؤوا الأعداد السابقة
newsletter-archive-feed-title = أعداد النشرة الإخبارية

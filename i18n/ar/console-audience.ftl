# The console's audience page (src/console/audience.rs); the report's own words are in
# audience.ftl.
console-nav-audience = الجمهور
console-audience-meta-title = الجمهور
console-audience-meta-description = الصفحات المعروضة والزوار والطلبات خلال الأيام الثلاثين الأخيرة.
console-audience-title = الجمهور خلال الأيام الثلاثين الأخيرة
console-audience-lead = يحصيه الخادم بنفسه، دون ملفات تعريف ارتباط ولا برامج نصية: لا تُحتسب الروبوتات ولا التحميلات المسبقة ولا المشغّلون المتصلون. الأيام محسوبة بالتوقيت العالمي المنسَّق (UTC).

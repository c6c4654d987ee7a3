// `make audit`: Lighthouse (mobile preset) on every page in every language, then the table of
// all scores (performance, accessibility, best practices, SEO) and what costs points.
// Exits non-zero when a score is below 0.95 (the target is 1.00).
//
//   node audit.mjs                                  # starts the release binary (VITRINE_BIN)
//   AUDIT_BASE=http://127.0.0.1:8080 node audit.mjs # audits a site already running
//   ONLY_PAGES=home,contact ONLY_LANGS=ar node audit.mjs
import { auditUrls, belowThreshold, CATEGORIES, formatTable } from './lib/lighthouse.mjs';
import { pageUrl, selectedLangs, selectedPages, startSite } from './lib/site.mjs';

const started = Date.now();
const site = process.env.AUDIT_BASE ? { url: process.env.AUDIT_BASE.replace(/\/$/, ''), stop: async () => {} } : await startSite();
let rows;
try {
  const urls = [];
  for (const lang of selectedLangs()) for (const [, path] of selectedPages()) urls.push(pageUrl(site.url, path, lang));
  console.error(`Lighthouse, mobile preset, ${urls.length} pages on ${site.url} …`);
  rows = await auditUrls(urls, {
    onRow: (row) => console.error(`  ${row.url.replace(site.url, '').padEnd(26)} ${CATEGORIES.map((c) => row.scores[c]?.toFixed(2) ?? '–').join('  ')}   ${row.metrics}`),
  });
} finally {
  await site.stop();
}

console.log(`\n${formatTable(rows, site.url)}\n`);
const weak = rows.filter((r) => r.weak.length);
if (weak.length) {
  console.log('Audits that cost points:');
  for (const row of weak) console.log(`  ${row.url.replace(site.url, '')}: ${row.weak.join('; ')}`);
}
const low = belowThreshold(rows);
console.log(`\n${rows.length} pages audited in ${Math.round((Date.now() - started) / 1000)} s; ${low.length ? `${low.length} below 0.95 (marked !)` : 'every score ≥ 0.95'}.`);
process.exitCode = low.length ? 1 : 0;

// Lighthouse (npm) with Debian's Chromium and the flags of tests/lib/browser.mjs, mobile preset (Lighthouse's
// default: Moto G power emulation, simulated slow 4G and 4× CPU slowdown).
//
//   const rows = await auditUrls([url, …]);   // [{ url, scores: { performance, … }, weak: [...] }]
//   console.log(formatTable(rows));
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const THRESHOLD = 0.95;

/** Audits each URL in turn with one Chromium; `onRow` sees each result as it comes. */
export async function auditUrls(urls, { onRow = () => {} } = {}) {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const rows = [];
  try {
    for (const url of urls) {
      // A trace that Chromium failed to record (NO_NAVSTART…) is Lighthouse's own hiccup, which
      // it asks to run again; a second failure is reported.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          formFactor: 'mobile',
        }));
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
      // The audits that cost points, to say what to fix.
      const weak = [];
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            weak.push(`${category}/${ref.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
          }
        }
      }
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
        .map((id) => `${id.split('-').map((w) => w[0]).join('').toUpperCase()} ${lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      const row = { url, scores, weak, metrics };
      rows.push(row);
      onRow(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

const pad = (s, n) => String(s).padEnd(n);
const fmt = (score) => (score === null ? '  –  ' : score.toFixed(2));

/** A plain-text table: one row per URL, one column per category, scores below the bar marked. */
export function formatTable(rows, origin = '') {
  const names = rows.map((r) => r.url.replace(origin, ''));
  const width = Math.max(4, ...names.map((n) => n.length));
  const heads = ['perf', 'a11y', 'best', 'seo'];
  const lines = [`${pad('page', width)}  ${heads.map((h) => pad(h, 6)).join('')}`, `${'-'.repeat(width)}  ${'-'.repeat(6 * heads.length)}`];
  rows.forEach((row, i) => {
    const cells = CATEGORIES.map((c) => {
      const s = row.scores[c];
      return pad(`${fmt(s)}${s !== null && s < THRESHOLD ? '!' : ''}`, 6);
    });
    lines.push(`${pad(names[i], width)}  ${cells.join('')}`);
  });
  const mins = CATEGORIES.map((c) => Math.min(...rows.map((r) => r.scores[c] ?? 0)));
  lines.push(`${'-'.repeat(width)}  ${'-'.repeat(6 * heads.length)}`);
  lines.push(`${pad('lowest', width)}  ${mins.map((m) => pad(fmt(m), 6)).join('')}`);
  return lines.join('\n');
}

/** The rows that miss the bar, with what cost them points. */
export function belowThreshold(rows) {
  return rows.filter((r) => CATEGORIES.some((c) => r.scores[c] === null || r.scores[c] < THRESHOLD));
}

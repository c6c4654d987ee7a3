// Nothing moves once the page shows: the cumulative layout shift, summed over the whole load
// (fonts arriving, islands mounting, images decoding), is zero on the home page and the FAQ in
// French and Arabic, on a phone and on a desktop screen, with the cache empty.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageUrl } from './lib/site.mjs';
import { browser, openSiteAndBrowser, site } from './lib/suite.mjs';

openSiteAndBrowser();

const VIEWPORTS = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]];

for (const [path, lang] of [['/', 'fr'], ['/', 'ar'], ['/faq', 'fr'], ['/faq', 'ar']]) {
  for (const [name, viewport] of VIEWPORTS) {
    test(`${path} in ${lang} on a ${name}: no layout shift while loading`, async () => {
      const context = await browser.newContext({ viewport, locale: 'fr-FR' });
      try {
        const page = await context.newPage();
        // Slow the fonts down, as a phone network does, so a late swap would show.
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((r) => setTimeout(r, 600));
          await route.continue();
        });
        await page.addInitScript(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (!entry.hadRecentInput) {
                window.__shifts.push({
                  value: entry.value,
                  sources: entry.sources?.map((s) => s.node?.outerHTML?.slice(0, 120) ?? '?') ?? [],
                });
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(pageUrl(site.url, path, lang), { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(() => window.__shifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        assert.equal(total, 0, `CLS ${total.toFixed(4)}: ${JSON.stringify(shifts, null, 1)}`);
      } finally {
        await context.close();
      }
    });
  }
}

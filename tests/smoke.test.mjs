// Smoke test: the release binary serves `/` left-to-right in French and `/?lang=ar`
// right-to-left in Arabic, set by the server itself, and the browser logs no error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { watchPage } from './lib/site.mjs';
import { browser, openSiteAndBrowser, site } from './lib/suite.mjs';

openSiteAndBrowser();

for (const [path, lang, dir] of [['/', 'fr', 'ltr'], ['/?lang=ar', 'ar', 'rtl']]) {
  test(`${path} is ${lang}, ${dir}, without console errors`, async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      const watch = watchPage(page, site.url);
      const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      assert.equal(response.status(), 200);
      // The first byte already carries the direction: read it from the HTML the server sent.
      const html = await response.text();
      const root = html.match(/<html[^>]*>/)?.[0] ?? '';
      assert.match(root, new RegExp(`\\blang="${lang}"`), root);
      assert.match(root, new RegExp(`\\bdir="${dir}"`), root);
      assert.equal(await page.evaluate(() => document.documentElement.dir), dir);
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), dir);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(watch.consoleErrors, [], 'console errors');
      assert.deepEqual(watch.failedRequests, [], 'failed requests');
    } finally {
      await context.close();
    }
  });
}

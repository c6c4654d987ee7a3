// Every page in every language, as a visitor's browser sees it:
// - JavaScript on, desktop (1280 px): answers 200, no console error, no failed request, and not
//   one request leaves the site's own origin (fonts, icons, scripts are all self-hosted);
// - 320 px wide (the narrowest phone), JavaScript on and off: nothing scrolls horizontally;
// - an unknown path: the localised not-found page with status 404, equally clean.
// Every page includes an issue of the newsletter's archive (sent before the first test).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { horizontalOverflow, pageUrl, publishIssue, selectedLangs, selectedPagesAndIssue, watchPage } from './lib/site.mjs';
import { browser, openSiteAndBrowser, site } from './lib/suite.mjs';

const contexts = {};
openSiteAndBrowser(async () => {
  await publishIssue(site);
  const common = { locale: 'fr-FR', reducedMotion: 'reduce' };
  contexts.desktop = await browser.newContext({ ...common, viewport: { width: 1280, height: 800 } });
  contexts.narrow = await browser.newContext({ ...common, viewport: { width: 320, height: 640 } });
  contexts.narrowNoJs = await browser.newContext({ ...common, viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
});

async function settle(page) {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

async function visit(contextName, url, expectedStatus, { idle = false } = {}) {
  const page = await contexts[contextName].newPage();
  const watch = watchPage(page, site.url);
  try {
    const response = await page.goto(url, { waitUntil: idle ? 'networkidle' : 'load' });
    assert.equal(response.status(), expectedStatus, `${url}: status`);
    if (contextName !== 'narrowNoJs') await settle(page);
    return { page, watch, overflow: await horizontalOverflow(page) };
  } catch (error) {
    await page.close();
    throw error;
  }
}

const targets = [];
for (const lang of selectedLangs()) {
  for (const [key, path] of selectedPagesAndIssue()) targets.push({ name: `${key} ${lang}`, path, lang, status: 200 });
  targets.push({ name: `not-found ${lang}`, path: '/no-such-page', lang, status: 404 });
}

describe('every page, JavaScript on, 1280 px: clean console, same-origin requests only', { concurrency: 3 }, () => {
  for (const { name, path, lang, status } of targets) {
    test(name, async () => {
      const url = pageUrl(site.url, path, lang);
      const { page, watch } = await visit('desktop', url, status, { idle: true });
      try {
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        assert.equal(await page.evaluate(() => document.documentElement.dir), lang === 'ar' ? 'rtl' : 'ltr');
        // The not-found page loads nothing that fails either (its own 404 is the document).
        assert.deepEqual(watch.consoleErrors.filter((e) => !(status === 404 && e.startsWith('Failed to load resource') && e.includes(path))), [], `${url}: console errors`);
        assert.deepEqual(watch.failedRequests, [], `${url}: failed requests`);
        assert.deepEqual(watch.foreignRequests, [], `${url}: requests leaving the site's origin`);
      } finally {
        await page.close();
      }
    });
  }
});

describe('no horizontal scroll at 320 px', { concurrency: 3 }, () => {
  for (const js of [true, false]) {
    for (const { name, path, lang, status } of targets) {
      test(`${name}, JavaScript ${js ? 'on' : 'off'}`, async () => {
        const url = pageUrl(site.url, path, lang);
        const { page, watch, overflow } = await visit(js ? 'narrow' : 'narrowNoJs', url, status);
        try {
          assert.equal(overflow, null, `${url} at 320 px scrolls horizontally: ${JSON.stringify(overflow)}`);
          assert.deepEqual(watch.foreignRequests, [], `${url}: requests leaving the site's origin`);
        } finally {
          await page.close();
        }
      });
    }
  }
});

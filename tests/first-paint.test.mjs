// What each page fetches before its text is on screen, every page in every language, in a fresh
// browser (empty cache, desktop):
// - fonts: the page's own faces only: IBM Plex Sans on French and English pages, IBM Plex Sans
//   Arabic on Arabic ones (it carries its own Latin letters), never the other script's;
// - the islands: the loader is the one script before the first paint; the islands' modules
//   (React) are requested after the browser reports the first contentful paint, and then start.
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { openPage, pageUrl, selectedLangs, selectedPages } from './lib/site.mjs';
import { browser, openSiteAndBrowser, site, test } from './lib/suite.mjs';

openSiteAndBrowser();

const FACES = {
  latin: /\/ibm-plex-sans-latin-(400|600)-normal-[A-Z0-9]+\.woff2$/,
  arabic: /\/ibm-plex-sans-arabic-site-(400|600)-normal-[A-Z0-9]+\.woff2$/,
};

describe('first paint: own fonts only, islands after the text', { concurrency: 2 }, () => {
  for (const lang of selectedLangs()) {
    for (const [key, path] of selectedPages()) {
      test(`${key} ${lang}`, async () => {
        const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });
        try {
          const page = await context.newPage();
          const fonts = [];
          page.on('request', (request) => {
            if (new URL(request.url()).pathname.endsWith('.woff2')) fonts.push(request.url());
          });
          await openPage(page, pageUrl(site.url, path, lang));
          await page.evaluate(() => document.fonts.ready);

          const own = lang === 'ar' ? FACES.arabic : FACES.latin;
          assert.deepEqual(fonts.filter((url) => !own.test(url)), [], `${path} ${lang}: fonts of another script`);
          assert.ok(fonts.some((url) => own.exec(url)?.[1] === '400'), `${path} ${lang}: its regular face: ${fonts}`);

          const { firstContentfulPaint, modules } = await page.evaluate(() => ({
            firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            modules: performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/static/islands/') && !entry.name.includes('/islands/loader-'))
              .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
          }));
          assert.ok(firstContentfulPaint > 0, `${path} ${lang}: a first contentful paint`);
          assert.ok(modules.length >= 3, `${path} ${lang}: the islands' modules were loaded: ${JSON.stringify(modules)}`);
          const early = modules.filter((module) => module.startTime < firstContentfulPaint);
          assert.deepEqual(early, [], `${path} ${lang}: requested before the first contentful paint (${firstContentfulPaint} ms)`);
        } finally {
          await context.close();
        }
      });
    }
  }
});

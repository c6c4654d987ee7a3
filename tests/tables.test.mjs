// Tables in articles on a phone (320 and 390 px), in French, English and Arabic: a wide table
// scrolls inside its own region (role="region", a name, focusable, a visible cue that it goes
// on), the page itself does not scroll sideways, the keyboard scrolls the table, and no header
// cell breaks inside a word ("N°" cut into "N" and "°", an Arabic word cut in two).
import assert from 'node:assert/strict';
import { eventually, horizontalOverflow, LANGS, PAGES, pageUrl } from './lib/site.mjs';
import { journey, openSiteAndBrowser, site, test } from './lib/suite.mjs';

openSiteAndBrowser();

const ARTICLES = PAGES.filter(([key]) => key === 'article').map(([, path]) => path);

for (const width of [320, 390]) {
  for (const lang of LANGS) {
    test(`article tables at ${width} px (${lang}) scroll in a named, focusable region, header words whole`, async () => {
      let tables = 0;
      await journey({ viewport: { width, height: 800 }, javaScriptEnabled: false }, async (page) => {
        for (const path of ARTICLES) {
          await page.goto(pageUrl(site.url, path, lang));
          const found = await page.evaluate(() =>
            [...document.querySelectorAll('.prose table')].map((table) => {
              const region = table.parentElement;
              // Every word of every header cell lies on one line: a word cut in two has two boxes.
              const brokenWords = [...table.querySelectorAll('th')].flatMap((th) => {
                const text = th.textContent;
                const node = [...th.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
                if (!node) return [];
                const broken = [];
                for (const match of text.matchAll(/\S+/g)) {
                  const range = document.createRange();
                  range.setStart(node, match.index);
                  range.setEnd(node, match.index + match[0].length);
                  const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                  if (lines.size > 1) broken.push(match[0]);
                }
                return broken;
              });
              const style = getComputedStyle(region);
              return {
                role: region.getAttribute('role'),
                label: region.getAttribute('aria-label') ?? '',
                tabindex: region.getAttribute('tabindex'),
                scrolls: region.scrollWidth > region.clientWidth + 1,
                overflowX: style.overflowX,
                cue: style.backgroundImage,
                brokenWords,
              };
            }),
          );
          for (const [i, table] of found.entries()) {
            const what = `${path} table ${i + 1} at ${width} px in ${lang}`;
            assert.equal(table.role, 'region', `${what}: role`);
            assert.ok(table.label.trim().length > 3, `${what}: a name (${table.label})`);
            assert.equal(table.tabindex, '0', `${what}: focusable`);
            assert.equal(table.overflowX, 'auto', `${what}: scrolls`);
            assert.ok(table.scrolls, `${what}: wider than the phone, so it scrolls inside its region`);
            assert.match(table.cue, /gradient/, `${what}: a visible cue that the table goes on`);
            assert.deepEqual(table.brokenWords, [], `${what}: header words broken across lines`);
          }
          tables += found.length;
          assert.equal(await horizontalOverflow(page), null, `${path} in ${lang}: the page does not scroll sideways`);
        }
        // The keyboard scrolls a table: focus its region, then the arrow key of the reading
        // direction.
        await page.goto(pageUrl(site.url, ARTICLES[0], lang));
        const region = page.locator('.table-scroll').first();
        if (await region.count()) {
          await region.focus();
          const before = await region.evaluate((el) => el.scrollLeft);
          await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
          await eventually(async () => (await region.evaluate((el) => el.scrollLeft)) !== before, { timeoutMs: 3000 });
        }
      });
      assert.ok(tables > 0, `no article has a table in ${lang}`);
    });
  }
}

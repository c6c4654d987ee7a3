// `make screenshots`: full-page PNGs of every page, at phone (390 px) and desktop (1280 px)
// widths, light and dark (system preference emulated, no theme cookie), French and Arabic,
// into screenshots/<page>-<lang>-<width>-<scheme>.png, for a person to look at.
//
// Narrow it while working on something:
//   SHOTS_PAGES=home,faq SHOTS_LANGS=ar SHOTS_WIDTHS=390 SHOTS_SCHEMES=dark node screenshots.mjs
// It also reports horizontal overflow (a page wider than the viewport), the defect a phone
// visitor notices first, and fails when a page does not answer with its expected status.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './lib/browser.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { horizontalOverflow, PAGES as REGISTRY_PAGES } from './lib/site.mjs';

// Every page of the registry (by key; a page with one URL per item shows its first), and the
// not-found page.
const PAGES = {};
for (const [key, path] of REGISTRY_PAGES) PAGES[key] ??= path;
PAGES.notfound = '/this-page-does-not-exist';

const list = (name, fallback) => {
  const wanted = process.env[name]?.split(',').map((s) => s.trim()).filter(Boolean);
  return wanted?.length ? wanted : fallback;
};
const pages = list('SHOTS_PAGES', Object.keys(PAGES));
const langs = list('SHOTS_LANGS', ['fr', 'ar']);
const widths = list('SHOTS_WIDTHS', ['390', '1280']).map(Number);
const schemes = list('SHOTS_SCHEMES', ['light', 'dark']);
for (const name of pages) if (!PAGES[name]) throw new Error(`unknown page ${name}: ${Object.keys(PAGES).join(', ')}`);

const outDir = join(repoRoot, 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
const problems = [];
let count = 0;
try {
  for (const width of widths) {
    for (const colorScheme of schemes) {
      const context = await browser.newContext({
        viewport: { width, height: width < 700 ? 844 : 800 },
        deviceScaleFactor: 1,
        colorScheme,
        reducedMotion: 'reduce',
        // No Accept-Language preference beyond the page's own, so the language banner stays away.
        locale: 'fr-FR',
      });
      const page = await context.newPage();
      for (const lang of langs) {
        for (const name of pages) {
          const url = `${server.url}${PAGES[name]}?lang=${lang}`;
          const response = await page.goto(url, { waitUntil: 'load' });
          const expected = name === 'notfound' ? 404 : 200;
          if (response?.status() !== expected) {
            problems.push(`${url}: status ${response?.status()} (expected ${expected})`);
          }
          await page.evaluate(() => document.fonts.ready);
          const overflow = await horizontalOverflow(page);
          if (overflow) {
            problems.push(`${name} ${lang} ${width}px ${colorScheme}: horizontal overflow ${overflow.scrollWidth} > ${overflow.clientWidth} (${overflow.wide.join(', ')})`);
          }
          const file = join(outDir, `${name}-${lang}-${width}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          count += 1;
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`${count} screenshots in ${outDir}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}

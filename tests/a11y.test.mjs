// Accessibility, judged in a real browser:
// - axe-core, WCAG 2.2 A/AA rules, 0 violations on every page (and a sent issue of the
//   newsletter's archive) × 3 languages × 2 themes (light; dark chosen with the theme toggle's
//   cookie while the system says light), on the open mobile menu, and on the form states
//   (errors, confirmations, toasts);
// - every page is usable by keyboard alone: a tab walk reaches the skip link, the menu, the
//   forms and the footer links, each with a visible focus indicator, and never gets stuck.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { axeViolations, openPage, pageUrl, publishIssue, selectedLangs, selectedPages, selectedPagesAndIssue, startSite, uniqueEmail } from './lib/site.mjs';
import { browser, openSiteAndBrowser, site, test } from './lib/suite.mjs';

openSiteAndBrowser(() => publishIssue(site));

/**
 * A context able to inject axe-core despite our CSP; `theme: 'dark'` sets the toggle's cookie.
 * `islands: false` serves every island module empty, so the page behaves exactly as with
 * JavaScript off (the forms post and the server answers) while axe, which needs JavaScript and
 * timers, can still run.
 */
async function axeContext({ theme = 'light', islands = true, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({
    bypassCSP: true,
    locale: 'fr-FR',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    viewport,
  });
  context.setDefaultTimeout(10000);
  if (!islands) {
    await context.route(
      (url) => url.pathname.startsWith('/static/') && /\.m?js$/.test(url.pathname),
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  }
  if (theme === 'dark') await context.addCookies([{ name: 'theme', value: 'dark', url: site.url }]);
  return context;
}

async function settle(page) {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

const assertNoViolations = (violations, where) =>
  assert.deepEqual(violations, [], `${where}: ${violations.length} axe violation(s):\n  ${violations.join('\n  ')}`);

for (const theme of ['light', 'dark']) {
  describe(`axe WCAG 2.2 AA, ${theme} theme: every page in every language`, { concurrency: 2 }, () => {
    let context;
    before(async () => { context = await axeContext({ theme }); });
    after(async () => { await context?.close(); });
    for (const lang of selectedLangs()) {
      for (const [key, path] of [...selectedPagesAndIssue(), ['not-found', '/no-such-page']]) {
        test(`${key} ${lang}`, async () => {
          const page = await context.newPage();
          try {
            const url = pageUrl(site.url, path, lang);
            await openPage(page, url);
            await settle(page);
            assert.equal(
              await page.evaluate(() => document.documentElement.classList.contains('dark')),
              theme === 'dark',
              'the theme in effect',
            );
            assertNoViolations(await axeViolations(page), url);
          } finally {
            await page.close();
          }
        });
      }
    }
  });
}

describe('axe on states: open mobile menu, form errors, confirmations, toasts', { concurrency: 1 }, () => {
  for (const theme of ['light', 'dark']) {
    test(`open mobile menu at 390 px (ar, ${theme})`, async () => {
      const context = await axeContext({ theme, viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await openPage(page, `${site.url}/?lang=ar`);
        await page.locator('.nav-mobile-toggle').click();
        await page.locator('#nav-mobile-panel').waitFor({ state: 'visible' });
        await settle(page);
        assertNoViolations(await axeViolations(page), 'open mobile menu');
      } finally {
        await context.close();
      }
    });
  }

  // Each of these gets its own server: the forms' rate limit (5 contact posts per address in
  // ten minutes) is real and would otherwise answer 429 here.
  for (const lang of ['fr', 'ar']) {
    test(`server-side form errors and confirmations, islands off (${lang})`, async () => {
      const own = await startSite();
      try {
        for (const theme of ['light', 'dark']) {
          const context = await axeContext({ theme, islands: false });
          try {
            const page = await context.newPage();
            // Contact: every required field empty → an error next to each.
            await page.goto(`${own.url}/contact?lang=${lang}`);
            await page.evaluate(() => { document.querySelector('form#contact-form').noValidate = true; });
            await page.locator('form#contact-form [type="submit"]').click();
            await page.waitForLoadState('load');
            assert.ok(await page.locator('form#contact-form [aria-invalid="true"]').count(), 'contact errors are shown');
            assertNoViolations(await axeViolations(page), `contact errors (${lang}, ${theme})`);
            // Contact: sent.
            await page.locator('form#contact-form [name="name"]').fill('Nadia Exemple');
            await page.locator('form#contact-form [name="email"]').fill(uniqueEmail(`a11y-contact-${lang}-${theme}`));
            await page.locator('form#contact-form [name="message"]').fill('Nous aimerions discuter d’un projet de numérisation.');
            await page.locator('form#contact-form [type="submit"]').click();
            await page.waitForLoadState('load');
            assert.equal(await page.locator('form#contact-form [aria-invalid="true"]').count(), 0, 'the message was accepted');
            assert.ok((await page.locator('#contact-status').innerText()).trim(), 'a confirmation is shown');
            assertNoViolations(await axeViolations(page), `contact sent (${lang}, ${theme})`);
            // Newsletter: an invalid address → its error message.
            await page.goto(`${own.url}/about?lang=${lang}`);
            await page.fill('#newsletter-email', 'invalid');
            await page.locator('form#newsletter button[type="submit"]').click();
            await page.waitForURL((u) => u.search.includes('newsletter='));
            assert.equal(await page.locator('#newsletter-status .notice-error').count(), 1);
            assertNoViolations(await axeViolations(page), `newsletter error (${lang}, ${theme})`);
            // Newsletter: success message.
            await page.fill('#newsletter-email', uniqueEmail(`a11y-${lang}-${theme}`));
            await page.locator('form#newsletter button[type="submit"]').click();
            await page.waitForURL((u) => u.search.includes('newsletter='));
            assert.equal(await page.locator('#newsletter-status .notice-success').count(), 1);
            assertNoViolations(await axeViolations(page), `newsletter success (${lang}, ${theme})`);
          } finally {
            await context.close();
          }
        }
      } finally {
        await own.stop();
      }
    });
  }

  test('in-browser form errors and toasts, JavaScript on (fr light, ar dark)', async () => {
    const own = await startSite();
    try {
      for (const [lang, theme] of [['fr', 'light'], ['ar', 'dark']]) {
        const context = await axeContext({ theme });
        try {
          const page = await context.newPage();
          await openPage(page, `${own.url}/contact?lang=${lang}`);
          await page.locator('form#contact-form [type="submit"]').click();
          await page.locator('form#contact-form [aria-invalid="true"]').first().waitFor({ state: 'attached' });
          await settle(page);
          assertNoViolations(await axeViolations(page), `contact errors in the browser (${lang}, ${theme})`);
          // Contact sent: its one confirmation, beside the button.
          await page.locator('form#contact-form [name="name"]').fill('Nadia Exemple');
          await page.locator('form#contact-form [name="email"]').fill(uniqueEmail(`a11y-toast-contact-${lang}`));
          await page.locator('form#contact-form [name="message"]').fill('Nous aimerions discuter d’un projet de numérisation.');
          await page.locator('form#contact-form [type="submit"]').click();
          await page.locator('#contact-status .notice-success').waitFor({ state: 'visible' });
          await settle(page);
          assertNoViolations(await axeViolations(page), `contact confirmation (${lang}, ${theme})`);
          // Newsletter toast.
          await page.fill('#newsletter-email', uniqueEmail(`a11y-toast-${lang}`));
          await page.locator('form#newsletter button[type="submit"]').click();
          await page.locator('[data-sonner-toast]').first().waitFor({ state: 'visible' });
          await page.waitForTimeout(450); // the entry animation, so contrast is measured at rest
          assertNoViolations(await axeViolations(page), `newsletter toast (${lang}, ${theme})`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await own.stop();
    }
  });
});

/**
 * Presses Tab until focus comes back round (or gets stuck), recording each stop: what it is,
 * whether it shows a focus indicator, and whether it is on screen.
 */
async function tabWalk(page, maxStops = 300) {
  const stops = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      const transparent = (c) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
      const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && !transparent(cs.outlineColor);
      const shadow = cs.boxShadow !== 'none' && !/^(rgba\([^)]*,\s*0\)\s*)?0px 0px( 0px)?( 0px)?$/.test(cs.boxShadow);
      const r = el.getBoundingClientRect();
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const href = el.getAttribute('href');
      // Several stops can look alike (three cards linking to the same page): number each element.
      if (!el.dataset.qaStop) el.dataset.qaStop = String((window.qaStops = (window.qaStops ?? 0) + 1));
      return {
        identity: el.dataset.qaStop,
        key: `${el.tagName.toLowerCase()}${id}${cls}${href ? `[href="${href}"]` : ''}${el.name ? `[name="${el.name}"]` : ''}`,
        indicator: outline || shadow,
        onScreen: r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
        inside: {
          skip: el.matches('.skip-link'),
          header: !!el.closest('#site-header'),
          navLink: !!el.closest('#site-header .nav-links'),
          mobileToggle: el.matches('.nav-mobile-toggle'),
          mobileLink: !!el.closest('#nav-mobile-panel'),
          newsletter: !!el.closest('form#newsletter'),
          contact: !!el.closest('form#contact-form'),
          footerLink: el.matches('footer a'),
          legalLink: el.matches('footer .footer-legal a'),
        },
        name: el.getAttribute('name'),
      };
    });
    if (stop === null) {
      if (stops.length) break; // went past the last stop
      continue;
    }
    if (stops.length && stop.identity === stops[0].identity) break; // came round
    if (stops.length >= 3 && stops.slice(-3).every((s) => s.identity === stop.identity)) {
      throw new Error(`focus is stuck on ${stop.key}`);
    }
    stops.push(stop);
  }
  return stops;
}

function assertKeyboardReach(stops, { mobile, contact }) {
  const where = stops.map((s) => s.key).join('\n  ');
  assert.ok(stops[0]?.inside.skip, `the first Tab reaches the skip link, got ${stops[0]?.key}`);
  if (mobile) {
    assert.ok(stops.some((s) => s.inside.mobileToggle), `the menu toggle is reachable:\n  ${where}`);
  } else {
    assert.ok(stops.filter((s) => s.inside.navLink).length >= 8, `the 8 menu links are reachable:\n  ${where}`);
  }
  assert.ok(stops.some((s) => s.inside.newsletter && s.name === 'email'), `the newsletter field is reachable:\n  ${where}`);
  assert.ok(stops.some((s) => s.inside.newsletter && s.key.startsWith('button')), `the newsletter button is reachable:\n  ${where}`);
  if (contact) {
    for (const field of ['name', 'email', 'organisation', 'message']) {
      assert.ok(stops.some((s) => s.inside.contact && s.name === field), `contact field ${field} is reachable:\n  ${where}`);
    }
    assert.ok(stops.some((s) => s.inside.contact && /^(button|input)/.test(s.key) && !s.name), `contact submit is reachable:\n  ${where}`);
  }
  assert.ok(stops.filter((s) => s.inside.legalLink).length >= 4, `the footer's legal links are reachable:\n  ${where}`);
  assert.ok(stops.filter((s) => s.inside.footerLink).length >= 9, `the footer links are reachable:\n  ${where}`);
  const unseen = stops.filter((s) => !s.indicator).map((s) => s.key);
  assert.deepEqual(unseen, [], 'every focus stop shows a visible focus indicator');
  const offscreen = stops.filter((s) => !s.onScreen).map((s) => s.key);
  assert.deepEqual(offscreen, [], 'every focus stop is on screen (no focus on hidden things)');
}

describe('keyboard alone: a tab walk reaches menu, forms and footer with focus visible', { concurrency: 2 }, () => {
  const walks = [];
  for (const [key, path] of selectedPages()) walks.push({ key, path, lang: 'fr', mobile: false });
  walks.push({ key: 'home', path: '/', lang: 'ar', mobile: false });
  walks.push({ key: 'contact', path: '/contact', lang: 'ar', mobile: false });
  walks.push({ key: 'home', path: '/', lang: 'en', mobile: true });
  walks.push({ key: 'contact', path: '/contact', lang: 'ar', mobile: true });
  for (const { key, path, lang, mobile } of walks) {
    test(`${key} ${lang}${mobile ? ' at 390 px' : ''}`, async () => {
      const context = await browser.newContext({
        locale: 'fr-FR',
        reducedMotion: 'reduce',
        viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      });
      context.setDefaultTimeout(10000);
      try {
        const page = await context.newPage();
        await openPage(page, pageUrl(site.url, path, lang));
        await settle(page);
        const stops = await tabWalk(page);
        assertKeyboardReach(stops, { mobile, contact: key === 'contact' });
      } finally {
        await context.close();
      }
    });
  }

  test('the skip link moves focus to the main content', async () => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    context.setDefaultTimeout(10000);
    try {
      const page = await context.newPage();
      await openPage(page, `${site.url}/services?lang=fr`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('main, footer')), 'the next Tab continues after the menu');
    } finally {
      await context.close();
    }
  });

  test('at 390 px the menu opens and closes from the keyboard, its links reachable', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(10000);
    try {
      const page = await context.newPage();
      await openPage(page, `${site.url}/?lang=fr`);
      await page.locator('.nav-mobile-toggle').focus();
      await page.keyboard.press('Enter');
      await page.locator('#nav-mobile-panel').waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('#nav-mobile-panel')), 'Tab goes into the open menu');
      await page.keyboard.press('Escape');
      await page.locator('#nav-mobile-panel').waitFor({ state: 'hidden' });
      assert.ok(
        await page.evaluate(() => document.activeElement?.matches('.nav-mobile-toggle')),
        'closing with Escape gives focus back to the toggle',
      );
    } finally {
      await context.close();
    }
  });
});

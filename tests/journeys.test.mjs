// Journeys with JavaScript on (the islands): language switcher, Arabic mirroring, theme toggle
// and first paint, the mobile menu at 390 px, newsletter and contact submitted in place with a
// toast and a row in the database, and a 5xx answer retried without storing twice.
import assert from 'node:assert/strict';
import { eventually, listRows, openPage, rowsWith, uniqueEmail } from './lib/site.mjs';
import { browser, journey as cleanJourney, openSiteAndBrowser, site, test } from './lib/suite.mjs';

openSiteAndBrowser();

const PHONE = { width: 390, height: 844 };

/** A journey with JavaScript on and motion reduced, so that no step waits on an animation. */
const journey = (options, fn, checks) => cleanJourney({ reducedMotion: 'reduce', ...options }, fn, checks);

const htmlTag = async (response) => (await response.text()).match(/<html[^>]*>/)?.[0] ?? '';
const toast = (page) => page.locator('[data-sonner-toast]');
const path = (page) => { const u = new URL(page.url()); return `${u.pathname}${u.search}`; };

test('the language switcher keeps the page and sets lang/dir', async () => {
  await journey({}, async (page) => {
    await openPage(page, `${site.url}/services?lang=fr`);
    await page.locator('#site-header .lang-switch a[hreflang="en"]').click();
    await page.waitForURL(/\/services\?lang=en$/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.locator('#site-header .lang-switch a[hreflang="ar"]').click();
    await page.waitForURL(/\/services\?lang=ar$/);
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
    assert.equal(await page.locator('#site-header .lang-switch a[aria-current="true"]').getAttribute('hreflang'), 'ar');
    // Internal links keep the language too.
    await page.locator('#site-header .nav-links a[href^="/about"]').click();
    await page.waitForURL(/\/about\?lang=ar$/);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  });
});

test('Arabic is right-to-left: the navbar order mirrors', async () => {
  const layout = async (lang) => {
    let boxes;
    await journey({}, async (page) => {
      await openPage(page, `${site.url}/?lang=${lang}`);
      boxes = await page.evaluate(() => {
        const x = (sel) => {
          const el = document.querySelector(sel);
          if (!el) return null;
          const r = el.getBoundingClientRect();
          return r.width ? r.left + r.width / 2 : null;
        };
        return {
          brand: x('#site-header .brand'),
          first: x('#site-header .nav-links li:first-child a'),
          last: x('#site-header .nav-links li:last-child a'),
          tools: x('#site-header .nav-tools'),
          direction: getComputedStyle(document.querySelector('#site-header')).direction,
        };
      });
    });
    for (const [k, v] of Object.entries(boxes)) assert.notEqual(v, null, `${lang}: ${k} is not laid out at 1280 px`);
    return boxes;
  };
  const fr = await layout('fr');
  const ar = await layout('ar');
  assert.equal(fr.direction, 'ltr');
  assert.equal(ar.direction, 'rtl');
  // French: brand, then home … contact, then the tools, left to right.
  assert.ok(fr.brand < fr.first && fr.first < fr.last && fr.last < fr.tools, `fr navbar order: ${JSON.stringify(fr)}`);
  // Arabic: the same order, right to left.
  assert.ok(ar.brand > ar.first && ar.first > ar.last && ar.last > ar.tools, `ar navbar order: ${JSON.stringify(ar)}`);
});

test('the theme toggle persists across a reload, and the first paint is already in that theme', async () => {
  await journey({ colorScheme: 'light' }, async (page, context) => {
    await openPage(page, `${site.url}/about?lang=fr`);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    // The island turns the two no-JS links into one button.
    const toggle = page.locator('.theme-toggle button');
    await toggle.waitFor({ state: 'visible', timeout: 5000 });
    const urlBefore = page.url();
    await toggle.click();
    await eventually(() => page.evaluate(() => document.documentElement.classList.contains('dark')));
    assert.equal(page.url(), urlBefore, 'the toggle works in place');
    const darkBackground = await background();
    assert.notEqual(darkBackground, lightBackground, 'dark theme changes the page background');
    assert.ok(
      await page.evaluate(() => Object.keys(localStorage).some((k) => localStorage.getItem(k) === 'dark')),
      'the choice is kept in localStorage',
    );
    const cookie = (await context.cookies()).find((c) => c.name === 'theme');
    assert.equal(cookie?.value, 'dark', 'the choice is kept in the theme cookie');

    // Reload: the server already sends <html class="… dark">, so the first paint is dark.
    const response = await page.reload();
    assert.match(await htmlTag(response), /class="[^"]*\bdark\b/, 'server-rendered theme class');
    assert.equal(await background(), darkBackground);

    // And back to light, which also survives a reload although the system says light anyway.
    await page.locator('.theme-toggle button').click();
    await eventually(() => page.evaluate(() => !document.documentElement.classList.contains('dark')));
    const again = await page.reload();
    assert.doesNotMatch(await htmlTag(again), /class="[^"]*\bdark\b/);
    assert.equal(await background(), lightBackground);
  });
});

test('a dark system preference is followed on a first visit (no flash, no script needed)', async () => {
  await journey({ colorScheme: 'dark', javaScriptEnabled: false }, async (page) => {
    await page.goto(`${site.url}/?lang=en`);
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.notEqual(dark, light, 'the system colour scheme changes the page without JavaScript');
  });
});

test('at 390 px the mobile menu opens, closes, closes on Escape and on a link', async () => {
  await journey({ viewport: PHONE }, async (page) => {
    await openPage(page, `${site.url}/?lang=fr`);
    const toggle = page.locator('.nav-mobile-toggle');
    const panel = page.locator('#nav-mobile-panel');
    const isOpen = () => page.evaluate(() => document.querySelector('details.nav-mobile').open);
    assert.ok(await toggle.isVisible(), 'menu toggle visible at 390 px');
    assert.ok(!(await page.locator('#site-header .nav-primary').isVisible()), 'desktop links collapsed at 390 px');
    assert.ok(!(await panel.isVisible()), 'menu starts closed');

    await toggle.click();
    await panel.waitFor({ state: 'visible' });
    assert.ok(await panel.locator('a[href^="/about"]').isVisible());
    await toggle.click();
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await isOpen(), false);

    await toggle.click();
    await panel.waitFor({ state: 'visible' });
    // A person presses Escape a moment after the menu appears, not within the same frame.
    await page.waitForTimeout(150);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await isOpen(), false, 'Escape closes the menu');

    // A link closes the menu at once, not only because a new page loads: look at the menu as
    // the old page goes away (and would be kept in the back-forward cache).
    await page.evaluate(() => addEventListener('pagehide', () => {
      sessionStorage.setItem('qa-menu-open-at-unload', String(document.querySelector('details.nav-mobile').open));
    }));
    await toggle.click();
    await panel.waitFor({ state: 'visible' });
    await panel.locator('a[href^="/services"]').click();
    await page.waitForURL(/\/services\?lang=fr$/);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('qa-menu-open-at-unload')), 'false', 'the menu was closed when the link was chosen');
    assert.ok(!(await page.locator('#nav-mobile-panel').isVisible()));
  });
});

test('the navbar gains its shadow once the page has scrolled more than 20 px', async () => {
  await journey({}, async (page) => {
    await openPage(page, `${site.url}/services?lang=fr`);
    const shadow = () => page.evaluate(() => getComputedStyle(document.querySelector('#site-header')).boxShadow);
    assert.equal(await shadow(), 'none', 'no shadow at the top');
    await page.mouse.wheel(0, 400);
    await eventually(async () => (await shadow()) !== 'none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(async () => (await shadow()) === 'none');
  });
});

/**
 * The text the server shows for a newsletter outcome in `lang` (the no-JS path), so that the
 * toast can be compared with the same Fluent messages: post once without JavaScript, then read
 * the same outcome page in the wanted language.
 */
let newsletterOutcomeUrl;
async function newsletterNotice(lang) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  context.setDefaultTimeout(10000);
  try {
    const page = await context.newPage();
    if (!newsletterOutcomeUrl) {
      await page.goto(`${site.url}/about?lang=fr`);
      await page.fill('#newsletter-email', uniqueEmail('reference'));
      await page.locator('form#newsletter button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === '/about' && u.search.includes('newsletter='));
      newsletterOutcomeUrl = new URL(page.url());
    }
    const target = new URL(newsletterOutcomeUrl);
    target.searchParams.set('lang', lang);
    await page.goto(target.href);
    const notice = page.locator('#newsletter-status .notice');
    return {
      title: (await notice.locator('strong').innerText()).trim(),
      text: (await notice.innerText()).replace(/\s+/g, ' ').trim(),
    };
  } finally {
    await context.close();
  }
}

for (const lang of ['fr', 'en', 'ar']) {
  test(`newsletter (${lang}): submitted in place, success toast in ${lang}, field cleared, stored once`, async () => {
    const expected = await newsletterNotice(lang);
    if (lang === 'fr') {
      assert.equal(expected.title, 'Inscription réussie');
      assert.match(expected.text, /Consultez votre boîte de réception et confirmez votre inscription/);
    }
    const email = uniqueEmail(`nl-${lang}`);
    await journey({}, async (page) => {
      await openPage(page, `${site.url}/about?lang=${lang}`);
      let navigations = 0;
      page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations++; });
      await page.fill('#newsletter-email', email);
      await page.locator('form#newsletter button[type="submit"]').click();
      const shown = toast(page).filter({ hasText: expected.title });
      await shown.first().waitFor({ state: 'visible', timeout: 8000 });
      assert.equal(await shown.first().getAttribute('data-type'), 'success');
      assert.equal(navigations, 0, 'the form is submitted in place');
      assert.equal(await page.inputValue('#newsletter-email'), '', 'the field is cleared');
      // The toast is in the page's language and is announced politely.
      assert.ok(await page.locator('[aria-live="polite"] [data-sonner-toast]').count(), 'toast inside a polite live region');
    });
    const rows = await listRows(site, 'subscribers');
    assert.equal(rowsWith(rows, email).length, 1, `${email} stored once`);
  });
}

test('newsletter: an invalid address is refused in the browser with a message, nothing stored', async () => {
  await journey({}, async (page) => {
    await openPage(page, `${site.url}/?lang=fr`);
    let posted = 0;
    page.on('request', (r) => { if (r.method() === 'POST') posted++; });
    await page.fill('#newsletter-email', 'not-an-address');
    await page.locator('form#newsletter button[type="submit"]').click();
    await eventually(async () => (await page.locator('#newsletter-email').getAttribute('aria-invalid')) === 'true' || (await toast(page).count()) > 0);
    const status = (await page.locator('#newsletter-status').innerText()).trim();
    const toasts = await toast(page).allInnerTexts();
    assert.ok(status || toasts.join('').trim(), 'a message explains the refusal');
    assert.equal(posted, 0, 'nothing is sent');
  });
  assert.equal(rowsWith(await listRows(site, 'subscribers'), 'not-an-address').length, 0);
});

async function fillContact(page, { name, email, organisation, message }) {
  const form = page.locator('form#contact-form');
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="organisation"]').fill(organisation);
  await form.locator('[name="message"]').fill(message);
  return form;
}

const contactInput = (tag) => ({
  name: 'Amina Exemple',
  email: uniqueEmail(tag),
  organisation: 'Université Exemple',
  message: `Bonjour, nous voudrions automatiser le traitement de nos dossiers d'inscription. Réf. ${tag}-${Date.now()}`,
});

test('contact (JavaScript on): submitted in place, success toast, message stored once', async () => {
  const input = contactInput('contact-js');
  await journey({}, async (page) => {
    await openPage(page, `${site.url}/contact?lang=fr`);
    const before = path(page);
    const form = await fillContact(page, input);
    await form.locator('[type="submit"]').click();
    await toast(page).first().waitFor({ state: 'visible', timeout: 8000 });
    assert.equal(await toast(page).first().getAttribute('data-type'), 'success');
    assert.equal(path(page), before, 'submitted in place');
  });
  const rows = rowsWith(await listRows(site, 'messages'), input.message);
  assert.equal(rows.length, 1, 'stored once');
  assert.equal(rowsWith(rows, input.email).length, 1, 'with its email');
});

test('contact: a 503 on the first attempt is retried with the same idempotency key, stored once', async () => {
  const input = contactInput('contact-retry');
  const attempts = [];
  await journey(
    {},
    async (page) => {
      await openPage(page, `${site.url}/contact?lang=en`);
      const action = new URL(await page.locator('form#contact-form').getAttribute('action'), page.url()).pathname;
      await page.route(
        (url) => url.pathname === action,
        async (route) => {
          const request = route.request();
          if (request.method() !== 'POST') return route.continue();
          attempts.push({ at: Date.now(), headers: await request.allHeaders() });
          if (attempts.length === 1) {
            // The server does receive and store the first attempt; the answer is lost on the
            // way back as a 503. The retry must be recognised, not stored again.
            await route.fetch();
            return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
          }
          return route.continue();
        },
      );
      const form = await fillContact(page, input);
      await form.locator('[type="submit"]').click();
      await page.locator('[data-sonner-toast][data-type="success"]').first().waitFor({ state: 'visible', timeout: 10000 });
    },
    { allowConsole: (e) => /status of 503/.test(e) },
  );
  assert.ok(attempts.length >= 2, `retried (${attempts.length} attempt(s))`);
  const gap = attempts[1].at - attempts[0].at;
  assert.ok(gap >= 900, `the retry waits about 1 s first (waited ${gap} ms)`);
  const key = (headers) => Object.entries(headers).find(([name]) => /idempotency/i.test(name))?.[1];
  assert.ok(key(attempts[0].headers), `the request carries an idempotency key: ${JSON.stringify(attempts[0].headers)}`);
  assert.equal(key(attempts[1].headers), key(attempts[0].headers), 'the retry carries the same key');
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(rowsWith(await listRows(site, 'messages'), input.message).length, 1, 'stored exactly once');
});

// Journeys with JavaScript off: everything still works with plain HTML — the mobile menu opens,
// the newsletter and contact forms post, redirect and show their messages (errors next to their
// field, input kept), the language switcher and the theme switch work.
import assert from 'node:assert/strict';
import { eventually, listRows, rowsWith, uniqueEmail } from './lib/site.mjs';
import { journey as cleanJourney, openSiteAndBrowser, site, test } from './lib/suite.mjs';

openSiteAndBrowser();

/** A journey with JavaScript off. */
const journey = (options, fn, checks) => cleanJourney({ javaScriptEnabled: false, ...options }, fn, checks);

test('at 390 px the menu opens without JavaScript and its links work', async () => {
  await journey({ viewport: { width: 390, height: 844 } }, async (page) => {
    await page.goto(`${site.url}/?lang=ar`);
    const panel = page.locator('#nav-mobile-panel');
    assert.ok(!(await panel.isVisible()), 'menu starts closed');
    await page.locator('.nav-mobile-toggle').click();
    await panel.waitFor({ state: 'visible' });
    await page.locator('.nav-mobile-toggle').click();
    await panel.waitFor({ state: 'hidden' });
    await page.locator('.nav-mobile-toggle').click();
    await panel.locator('a[href^="/faq"]').click();
    await page.waitForURL(/\/faq\?lang=ar$/);
  });
});

test('the language switcher works without JavaScript', async () => {
  await journey({ locale: 'en-US' }, async (page) => {
    await page.goto(`${site.url}/technology?lang=ar`);
    await page.locator('#site-header .lang-switch a[hreflang="fr"]').click();
    await page.waitForURL(/\/technology\?lang=fr$/);
    assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['fr', 'ltr']);
    // The choice is remembered: the bare path now answers in French even for an English browser.
    await page.goto(`${site.url}/technology`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  });
});

test('the theme switch works without JavaScript and comes back to the same page', async () => {
  await journey({ colorScheme: 'light' }, async (page, context) => {
    await page.goto(`${site.url}/faq?lang=en`);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.locator('.theme-toggle a:visible').click();
    await page.waitForURL(/\/faq\?lang=en$/);
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
    assert.notEqual(await background(), light);
    assert.equal((await context.cookies()).find((c) => c.name === 'theme')?.value, 'dark');
  });
});

test('newsletter without JavaScript: posts, comes back with the success message, stored once', async () => {
  const email = uniqueEmail('nl-nojs');
  await journey({}, async (page) => {
    await page.goto(`${site.url}/services?lang=fr`);
    await page.fill('#newsletter-email', email);
    await page.locator('form#newsletter button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/services' && u.searchParams.get('lang') === 'fr');
    const notice = page.locator('#newsletter-status');
    const text = (await notice.innerText()).replace(/\s+/g, ' ');
    // Double opt-in: nothing is confirmed yet, and the notice says so.
    assert.match(text, /Confirmez votre adresse/);
    assert.match(text, /Votre adresse est en attente de confirmation/);
    assert.doesNotMatch(text, /réussi/);
    // Post/redirect/get: reloading the page does not post again.
    await page.reload();
  });
  const rows = await listRows(site, 'subscribers');
  assert.equal(rowsWith(rows, email).length, 1, 'stored once');

  // The same address again, in capitals: still one subscription (case folded).
  await journey({}, async (page) => {
    await page.goto(`${site.url}/services?lang=en`);
    await page.fill('#newsletter-email', email.toUpperCase());
    await page.locator('form#newsletter button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/services');
    assert.ok((await page.locator('#newsletter-status').innerText()).trim(), 'a message is shown');
  });
  // The second sign-up is a request until the sender applies it (moments later); once applied,
  // the address is still one subscription, not two.
  const rowsOfAddress = async () => (await listRows(site, 'subscribers'))
    .filter((row) => Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase() === email));
  await eventually(async () => (await rowsOfAddress()).every((row) => row.status !== 'requested'), { timeoutMs: 20000, intervalMs: 250 });
  assert.equal((await rowsOfAddress()).length, 1, 'still one subscription');
});

test('newsletter without JavaScript: an invalid address gets a localised error, nothing stored', async () => {
  await journey({}, async (page) => {
    await page.goto(`${site.url}/?lang=ar`);
    await page.fill('#newsletter-email', 'pas-une-adresse');
    await page.locator('form#newsletter button[type="submit"]').click();
    await page.waitForURL((u) => u.pathname === '/' && u.search.includes('newsletter='));
    const status = page.locator('#newsletter-status');
    assert.ok((await status.innerText()).trim(), 'an error message is shown');
    assert.equal(await page.locator('#newsletter-status .notice-error').count(), 1);
    assert.equal(await page.getAttribute('#newsletter-email', 'aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
  });
  assert.equal(rowsWith(await listRows(site, 'subscribers'), 'pas-une-adresse').length, 0);
});

test('contact without JavaScript: posts, redirects, shows the message, stored once', async () => {
  const email = uniqueEmail('contact-nojs');
  const message = `Nous souhaitons numériser nos formulaires administratifs. Réf. nojs-${Date.now()}`;
  await journey({}, async (page) => {
    await page.goto(`${site.url}/contact?lang=fr`);
    const form = page.locator('form#contact-form');
    await form.locator('[name="name"]').fill('Karim Exemple');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="organisation"]').fill('Ministère Exemple');
    await form.locator('[name="message"]').fill(message);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.locator('[type="submit"]').click(),
    ]);
    assert.equal(response.status(), 303, 'post/redirect/get');
    await page.waitForLoadState('load');
    assert.equal(page.url().startsWith(`${site.url}/contact`), true, page.url());
    const status = (await page.locator('#contact-status').innerText()).trim();
    assert.ok(status, 'a confirmation is shown');
    // Where the visitor lands: the confirmation ends up in the viewport, not far below it
    // (the browser scrolls to the redirect's #contact-status, smoothly where motion is allowed).
    // (Page scripts are off here, so the box is polled from the test.)
    const inView = (b) => b && b.y >= 0 && b.y + b.height <= 800;
    let box = await page.locator('#contact-status').boundingBox();
    for (let tries = 0; !inView(box) && tries < 30; tries += 1) {
      await page.waitForTimeout(100);
      box = await page.locator('#contact-status').boundingBox();
    }
    assert.ok(inView(box), `confirmation in view: ${JSON.stringify(box)}`);
    assert.equal(await page.locator('form#contact-form [aria-invalid="true"]').count(), 0);
    await page.reload();
  });
  const rows = rowsWith(await listRows(site, 'messages'), message);
  assert.equal(rows.length, 1, 'stored once');
  assert.equal(rowsWith(rows, email).length, 1);
});

test('contact without JavaScript: errors are shown next to each field, input kept, nothing stored', async () => {
  const message = `Un message assez long pour être accepté, réf. invalid-${Date.now()}`;
  await journey({}, async (page) => {
    await page.goto(`${site.url}/contact?lang=en`);
    const form = page.locator('form#contact-form');
    await form.locator('[name="name"]').fill('Leila Exemple');
    await form.locator('[name="email"]').fill('leila-at-example');
    await form.locator('[name="message"]').fill(message);
    // The browser would refuse this address itself; we want the server's answer.
    await page.evaluate(() => { document.querySelector('form#contact-form').noValidate = true; });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.locator('[type="submit"]').click(),
    ]);
    assert.equal(response.status(), 422, 'refused as unprocessable, the form shown again');
    await page.waitForLoadState('load');
    const email = page.locator('form#contact-form [name="email"]');
    assert.equal(await email.getAttribute('aria-invalid'), 'true', 'the email field is marked invalid');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const errorTexts = await Promise.all(describedBy.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()));
    assert.ok(errorTexts.join('').trim(), 'its error is linked to it by aria-describedby');
    assert.equal(await page.locator('form#contact-form [name="name"]').getAttribute('aria-invalid'), null, 'a valid field is not marked');
    assert.equal(await page.inputValue('form#contact-form [name="name"]'), 'Leila Exemple', 'input kept');
    assert.equal(await page.inputValue('form#contact-form [name="email"]'), 'leila-at-example', 'input kept');
    assert.equal(await page.inputValue('form#contact-form [name="message"]'), message, 'input kept');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  }, { allowConsole: (e) => /status of 422/.test(e) }); // Chromium logs the 422 document itself
  assert.equal(rowsWith(await listRows(site, 'messages'), message).length, 0);
});

test('the resources filter, a download and a request link work without JavaScript', async () => {
  await journey({ viewport: { width: 390, height: 844 } }, async (page) => {
    await page.goto(`${site.url}/resources?lang=fr`);
    const all = await page.locator('main .resource-list > li').count();
    await page.locator('#resources-filter-type').selectOption('document');
    await page.locator('form.filter [type="submit"]').click();
    await page.waitForURL(/type=document/);
    const documents = await page.locator('main .resource-list > li').count();
    assert.ok(documents > 0 && documents < all, `${documents} of ${all}`);
    assert.equal(await page.locator('main .resource-list .resource-article, main .resource-list .resource-guide').count(), 0);
    // A document offered as a download is a file the browser saves, under its own name.
    const file = page.locator('main .resource-action a[download]').first();
    const name = await file.getAttribute('download');
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    assert.equal(download.suggestedFilename(), name);
    // A document sent on request leads to the contact form, its title as subject.
    const requested = page.locator('main .resource-list > li', { has: page.locator('.resource-action a[href^="/contact"]') }).first();
    const title = (await requested.locator('h3').innerText()).trim();
    await requested.locator('.resource-action a').click();
    await page.waitForURL(/\/contact\?/);
    assert.equal(await page.locator('#contact-subject').inputValue(), title, 'the subject is the document');
  });
});

test('a case study is reached from the listing without JavaScript', async () => {
  await journey({}, async (page) => {
    await page.goto(`${site.url}/cases?lang=ar`);
    await page.locator('main .case-list h3 a').first().click();
    await page.waitForURL(/\/cases\/[a-z-]+\?lang=ar$/);
    assert.equal(await page.locator('main .case-figures .stat').count(), 3);
    assert.equal(await page.locator('main .case-body h2').count(), 4);
  });
});

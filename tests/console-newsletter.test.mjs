// The newsletter from the owner's console to the subscribers' mailboxes, in a real browser, in
// French and in Arabic, light and dark, and with JavaScript off: write an issue in French and
// Arabic, preview each language (the HTML part in its sandboxed frame, the text part beside
// it), send a test to an address, send it to the subscribers (two, confirmed through the
// links of their own confirmation mails), then find it in the public archive. axe finds
// nothing on the console's newsletter pages; their HTML and the archive's is valid; the mails
// are read from the site's Maildir.
//
// SCREENSHOTS=<dir> also writes what the owner and a reader see (390 and 1280 px).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { addOperator, signIn } from './lib/console.mjs';
import { axeViolations, eventually, horizontalOverflow, htmlProblems, receivedMails } from './lib/site.mjs';
import { journey, openSiteAndBrowser, site, test } from './lib/suite.mjs';

const SHOTS = process.env.SCREENSHOTS;
/** @type {Record<string, string>} journey → the TOTP secret of its operator */
const secrets = {};
const JOURNEYS = ['fr-light', 'fr-dark', 'ar-light', 'ar-dark', 'nojs', 'phone'];
const SUBSCRIBERS = { fr: 'abonnee.fr@example.org', ar: 'mushtarik.ar@example.org' };

/** The texts of a journey's issue: its own subjects, so its mails are told from the others'. */
const issueTexts = (tag) => ({
  fr: { subject: `La lettre de novembre (${tag})`, body: 'Bonjour,\n\nCe mois-ci : **trois chantiers** et un [retour d’expérience](/cases).\n\n- un portail étudiant\n- des données ouvertes\n' },
  ar: { subject: `نشرة نوفمبر (${tag})`, body: 'مرحبًا،\n\nفي هذا الشهر: **ثلاثة مشاريع** و[دراسة حالة](/cases).\n\n- بوابة للطلبة\n- بيانات مفتوحة\n' },
});

/** The mails whose subject is `subject`, once `count` of them arrived. */
const mailsWithSubject = (subject, count) => eventually(async () => {
  const found = (await receivedMails(site)).filter((mail) => mail.subject === subject);
  assert.equal(found.length, count, `${count} mail(s) "${subject}"`);
  return found;
}, { timeoutMs: 30_000, intervalMs: 250 });

/** A visitor signs up in `lang` without JavaScript and confirms through their mail's link. */
async function subscribe(lang, email) {
  await journey({ javaScriptEnabled: false }, async (page) => {
    await page.goto(`${site.url}/?lang=${lang}`);
    await page.fill('#newsletter-email', email);
    await Promise.all([page.waitForNavigation(), page.click('form#newsletter button[type="submit"]')]);
    const [mail] = await eventually(async () => {
      const found = (await receivedMails(site)).filter((m) => m.to.value.some((to) => to.address === email));
      assert.equal(found.length, 1, `the confirmation mail of ${email}`);
      return found;
    }, { timeoutMs: 30_000, intervalMs: 250 });
    const confirm = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0];
    assert.ok(confirm, `a confirmation link in ${mail.text}`);
    await page.goto(confirm.replace(/^https?:\/\/[^/]+/, site.url));
    await Promise.all([page.waitForNavigation(), page.click('.subscription-form button[type=submit]')]);
  });
}

openSiteAndBrowser(async () => {
  // One operator per journey: a code works once, and journeys run within one 30-second step.
  for (const who of JOURNEYS) secrets[who] = await addOperator(site, `owner-${who}@example.com`);
  for (const [lang, email] of Object.entries(SUBSCRIBERS)) await subscribe(lang, email);
});

async function expectNoViolations(page, label) {
  assert.deepEqual(await axeViolations(page), [], `axe on ${label}`);
}

/** The HTML of `response` (a navigation's: what the server sent), checked. */
async function expectValidHtml(response, label) {
  assert.deepEqual(await htmlProblems(await response.text()), [], `HTML of ${label}`);
}

async function shoot(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Clicks `selector` (a link, a form's button) and waits for the page it leads to; its response. */
async function submit(page, selector) {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  return response;
}

/** The preview of `lang` on the issue page: the frame's HTML, the text part beside it. */
async function checkPreview(page, lang, texts, { js }) {
  const response = await submit(page, `#preview ~ ul a[href*="preview=${lang}"]`);
  const frame = page.locator('iframe#console-preview-html');
  assert.ok(await frame.getAttribute('title'), 'the frame has a title');
  assert.equal(await frame.getAttribute('sandbox'), '', 'the frame runs nothing');
  const src = await frame.getAttribute('src');
  const html = await page.request.get(`${site.url}${src}`);
  assert.equal(html.status(), 200);
  assert.match(html.headers()['content-security-policy'], /^default-src 'none'; style-src 'unsafe-inline'/);
  const body = await html.text();
  assert.ok(body.includes(texts[lang].subject), `the ${lang} HTML part holds its subject`);
  if (js) {
    // What the frame shows: the mail, in its direction.
    const content = page.frameLocator('iframe#console-preview-html');
    await content.locator('body').waitFor();
    assert.equal(await content.locator('html').getAttribute('dir'), lang === 'ar' ? 'rtl' : 'ltr');
    assert.match(await content.locator('body').innerText(), lang === 'ar' ? /ثلاثة مشاريع/ : /trois chantiers/);
  }
  const text = page.locator('#console-preview');
  assert.equal(await text.getAttribute('dir'), lang === 'ar' ? 'rtl' : 'ltr');
  assert.ok((await text.innerText()).includes(texts[lang].subject), `the ${lang} text part`);
  return { body, response };
}

/** Writes, previews, tests and sends an issue from the console, then reads it in the archive. */
async function newsletterJourney(page, context, { lang, who, theme, js }) {
  const label = `${lang} ${theme}${js ? '' : ' no-JS'}`;
  const texts = issueTexts(who);
  if (theme === 'dark') await context.addCookies([{ name: 'theme', value: 'dark', url: site.url }]);
  await signIn(page, site, { lang, email: `owner-${who}@example.com`, secret: secrets[who] });
  const list = await page.goto(`${site.url}/console/newsletter?lang=${lang}`);
  if (js) await expectNoViolations(page, `issues ${label}`);
  await expectValidHtml(list, `issues ${label}`);
  const blank = await submit(page, '#console-newsletter-new');
  if (js) await expectNoViolations(page, `new issue ${label}`);
  await expectValidHtml(blank, `new issue ${label}`);
  // French first, then Arabic.
  await page.fill('#console-subject-fr', texts.fr.subject);
  await page.fill('#console-body-fr', texts.fr.body);
  await submit(page, 'form:has(#console-subject-fr) button[type=submit]');
  assert.ok(await page.isVisible('#console-done'));
  assert.equal(await page.getAttribute('#console-subject-ar', 'dir'), 'rtl');
  await page.fill('#console-subject-ar', texts.ar.subject);
  await page.fill('#console-body-ar', texts.ar.body);
  await submit(page, 'form:has(#console-subject-ar) button[type=submit]');
  assert.equal(await page.inputValue('#console-subject-ar'), texts.ar.subject);
  // Each language's preview.
  const previews = {};
  for (const previewed of ['fr', 'ar']) {
    const { body, response } = await checkPreview(page, previewed, texts, { js });
    previews[previewed] = body;
    if (js) await expectNoViolations(page, `preview ${previewed} on ${label}`);
    await expectValidHtml(response, `preview ${previewed} on ${label}`);
    await shoot(page, `newsletter-preview-${previewed}-on-${lang}-${theme}`);
  }
  // A test to one address: one mail per language, whose HTML part is the preview's.
  const testAddress = `essai-${who}@example.org`;
  await page.fill('#console-test-email', testAddress);
  await submit(page, 'form:has(#console-test-email) button[type=submit]');
  assert.ok(await page.isVisible('#console-done'));
  for (const written of ['fr', 'ar']) {
    const [mail] = await mailsWithSubject(texts[written].subject, 1);
    assert.equal(mail.to.value[0].address, testAddress);
    assert.equal(mail.html.replace(/\r\n/g, '\n'), previews[written].replace(/\r\n/g, '\n'), `the ${written} test mail is its preview`);
  }
  // Send: the count first, then for real.
  const review = await submit(page, '#console-newsletter-send');
  if (js) await expectNoViolations(page, `send review ${label}`);
  await expectValidHtml(review, `send review ${label}`);
  await shoot(page, `newsletter-send-${lang}-${theme}`);
  const sent = await submit(page, '#console-newsletter-confirm');
  assert.ok(await page.isVisible('#console-done'));
  assert.ok(await page.isVisible('#console-newsletter-locked'));
  if (js) await expectNoViolations(page, `sent issue ${label}`);
  await expectValidHtml(sent, `sent issue ${label}`);
  // Each subscriber gets it in their language (the test address got one of each already).
  const [fr] = await mailsWithSubject(texts.fr.subject, 2).then((mails) => mails.filter((m) => m.to.value[0].address === SUBSCRIBERS.fr));
  const [ar] = await mailsWithSubject(texts.ar.subject, 2).then((mails) => mails.filter((m) => m.to.value[0].address === SUBSCRIBERS.ar));
  assert.ok(fr && ar, 'each subscriber has the issue in their language');
  assert.ok(ar.headerLines.some((line) => /^list-unsubscribe-post: List-Unsubscribe=One-Click/i.test(line.line)), 'one-click unsubscribe');
  // The public archive, where the mail links to: the issue in the reader's language.
  const slug = fr.text.match(/\/newsletter\/archive\/([a-z0-9-]+)\?lang=fr/)?.[1];
  assert.ok(slug, 'the mail links to its archive page');
  await page.goto(`${site.url}/newsletter/archive/${slug}?lang=${lang}`);
  assert.equal(await page.textContent('#issue-title'), texts[lang].subject);
  assert.equal(await page.getAttribute('article', 'dir'), lang === 'ar' ? 'rtl' : 'ltr');
}

for (const lang of ['fr', 'ar']) {
  for (const theme of ['light', 'dark']) {
    test(`write, preview, test and send an issue from the console in ${lang}, ${theme} theme`, async () => {
      await journey({ bypassCSP: true, colorScheme: 'light' }, async (page, context) => {
        await newsletterJourney(page, context, { lang, who: `${lang}-${theme}`, theme, js: true });
      });
    });
  }
}

test('write, preview, test and send an issue with JavaScript off', async () => {
  await journey({ bypassCSP: true, javaScriptEnabled: false }, async (page, context) => {
    await newsletterJourney(page, context, { lang: 'fr', who: 'nojs', theme: 'light', js: false });
  });
});

test('the issue page with its previews on a phone (390 px), in Arabic', async () => {
  await journey({ bypassCSP: true, viewport: { width: 390, height: 844 } }, async (page) => {
    await signIn(page, site, { lang: 'ar', email: 'owner-phone@example.com', secret: secrets.phone });
    await page.goto(`${site.url}/console/newsletter?lang=ar`);
    // The list of issues reads whole: its rows are cards, nothing scrolls sideways.
    const tableOverflow = await page.$eval('.console-table-wrap', (wrap) => wrap.scrollWidth - wrap.clientWidth);
    assert.ok(tableOverflow <= 0, `the issues' table scrolls ${tableOverflow}px at 390 px`);
    assert.equal(await horizontalOverflow(page), null, 'the issues at 390 px');
    await shoot(page, 'newsletter-list-ar-phone');
    await submit(page, '#console-newsletter a');
    for (const previewed of ['ar', 'fr']) {
      await submit(page, `#preview ~ ul a[href*="preview=${previewed}"]`);
      assert.equal(await horizontalOverflow(page), null, `preview ${previewed} at 390 px`);
      await shoot(page, `newsletter-preview-${previewed}-on-ar-phone`);
    }
  });
});

test('the archive and a sent issue: valid HTML, axe clean in both themes, no sideways scroll at 320 px', async () => {
  const slug = await eventually(async () => {
    const feed = await (await fetch(`${site.url}/newsletter/archive/feed.xml?lang=fr`)).text();
    return feed.match(/\/newsletter\/archive\/([a-z0-9-]+)\?lang=fr/)?.[1];
  });
  for (const lang of ['fr', 'en', 'ar']) {
    for (const path of ['/newsletter/archive', `/newsletter/archive/${slug}`]) {
      const url = `${site.url}${path}?lang=${lang}`;
      assert.deepEqual(await htmlProblems(await (await fetch(url)).text()), [], `HTML of ${url}`);
      for (const theme of ['light', 'dark']) {
        await journey({ bypassCSP: true }, async (page, context) => {
          if (theme === 'dark') await context.addCookies([{ name: 'theme', value: 'dark', url: site.url }]);
          await page.goto(url);
          await expectNoViolations(page, `${url} ${theme}`);
          for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: 844 });
            await shoot(page, `archive-${path === '/newsletter/archive' ? 'list' : 'issue'}-${lang}-${theme}-${width}`);
          }
        });
      }
      for (const javaScriptEnabled of [true, false]) {
        await journey({ viewport: { width: 320, height: 640 }, javaScriptEnabled }, async (page) => {
          await page.goto(url);
          assert.equal(await horizontalOverflow(page), null, `${url} at 320 px`);
        });
      }
    }
  }
});

// The owner's console in a real browser, in French and in Arabic, with JavaScript on and off:
// sign in with the password and the one-time code (computed here, RFC 6238), read an Arabic
// message, mark it answered, search, unsubscribe a newsletter subscriber on their behalf, erase
// a person, sign out; axe finds nothing on any console page (sign-in, inbox, message,
// subscribers, people's data, audit log, sessions, outbox) in either language and theme.
//
// SCREENSHOTS=<dir> also writes what the owner sees (390 and 1280 px, light and dark).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { browser, journey, openSiteAndBrowser, site, test } from './lib/suite.mjs';
import { axeViolations } from './lib/site.mjs';
import { addOperator, signIn as signInAs } from './lib/console.mjs';

const SHOTS = process.env.SCREENSHOTS;
/** @type {Record<string, string>} operator → TOTP secret */
const secrets = {};

/** A newsletter sign-up as a browser without JavaScript posts it (the worker applies it). */
async function signUp(lang, email) {
  const body = new URLSearchParams({ lang, back: `/?lang=${lang}`, website: '', email });
  const response = await fetch(`${site.url}/newsletter`, { method: 'POST', body, redirect: 'manual', headers: { 'sec-fetch-site': 'same-origin' } });
  assert.equal(response.status, 303, `newsletter post: ${response.status}`);
}

/** A contact message as a browser without JavaScript posts it. */
async function postMessage(lang, name, email, message) {
  const body = new URLSearchParams({ lang, name, email, organisation: 'وزارة التربية', subject: '', message, website: '' });
  const response = await fetch(`${site.url}/contact`, { method: 'POST', body, redirect: 'manual' });
  assert.ok(response.status < 400, `contact post: ${response.status}`);
}

openSiteAndBrowser(async () => {
  // One operator per journey: a code works once, and journeys run within one 30-second step.
  for (const who of ['fr-light', 'fr-dark', 'ar-light', 'ar-dark', 'nojs', 'phone']) {
    secrets[who] = await addOperator(site, `owner-${who}@example.com`);
  }
  await postMessage('fr', 'Jean Tremblay', 'jean.tremblay@example.ca', 'Bonjour, nous préparons la refonte de notre portail étudiant et aimerions en parler.');
  await postMessage('ar', 'سلمى العلوي', 'salma@example.ma', 'مرحبًا، نود مناقشة مشروع التحول الرقمي في وزارتنا خلال الأسابيع القادمة.');
  await postMessage('en', 'To Erase', 'erase.me@example.org', 'Please remove everything you hold about me after you answer.');
  // One subscriber per journey, whom it unsubscribes.
  for (const who of ['fr-light', 'fr-dark', 'ar-light', 'ar-dark', 'nojs']) {
    await signUp(who.startsWith('ar') ? 'ar' : 'fr', `reader-${who}@example.org`);
  }
  // Visits as browsers make them (a robot's, like this test's own fetch, are not counted).
  const browsers = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ];
  for (const [i, path] of ['/', '/services?lang=ar', '/about?lang=en', '/contact'].entries()) {
    await fetch(`${site.url}${path}`, { headers: { 'user-agent': browsers[i % 2], referer: 'https://www.linkedin.com/feed/' } });
  }
});

async function expectNoViolations(page, label) {
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], `axe on ${label}`);
}

async function shoot(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const signIn = (page, lang, who) => signInAs(page, site, { lang, email: `owner-${who}@example.com`, secret: secrets[who] });

/**
 * The subscribers page in `lang`: operator `who`'s reader found by a search (once the worker
 * applied the sign-up), then unsubscribed on their behalf; the page says so and the row says
 * an operator did it.
 */
async function unsubscribeReader(page, lang, who) {
  const search = `${site.url}/console/subscribers?lang=${lang}&q=reader-${who}`;
  const deadline = Date.now() + 15000;
  await page.goto(search);
  while ((await page.locator('#console-subscribers tbody tr').count()) === 0 && Date.now() < deadline) {
    await page.waitForTimeout(500);
    await page.goto(search);
  }
  assert.equal(await page.locator('#console-subscribers tbody tr').count(), 1, 'the sign-up is listed');
  assert.match(await page.textContent('#console-subscribers tbody'), /newsletter-consent/);
  await Promise.all([page.waitForURL(/done=unsubscribed/), page.click('#console-subscribers form button[type=submit]')]);
  assert.ok(await page.isVisible('#console-done'));
  await page.goto(search);
  assert.match(await page.textContent('#console-subscribers tbody'), lang === 'ar' ? /أحد المسؤولين/ : /par un responsable/);
  assert.equal(await page.locator('#console-subscribers form').count(), 0);
}

/** The whole journey in `lang` as operator `who`; axe on each page in `theme`. */
async function consoleJourney(page, context, { lang, who, theme, js }) {
  const label = `${lang} ${theme}${js ? '' : ' no-JS'}`;
  if (theme === 'dark') await context.addCookies([{ name: 'theme', value: 'dark', url: site.url }]);
  await page.goto(`${site.url}/console/login?lang=${lang}`);
  await expectNoViolations(page, `sign-in ${label}`);
  await shoot(page, `login-${lang}-${theme}`);
  await signIn(page, lang, who);
  assert.equal(await page.getAttribute('html', 'dir'), lang === 'ar' ? 'rtl' : 'ltr');
  await expectNoViolations(page, `inbox ${label}`);
  await shoot(page, `inbox-${lang}-${theme}`);
  // The Arabic message, in its own direction.
  await Promise.all([page.waitForURL(/\/console\/messages\//), page.click('.console-messages a:has-text("سلمى")')]);
  assert.equal(await page.getAttribute('#console-message-text', 'dir'), 'auto');
  assert.match(await page.textContent('#console-message-text'), /التحول الرقمي/);
  assert.match(await page.getAttribute('#console-reply', 'href'), /^mailto:salma@example\.ma\?subject=/);
  await expectNoViolations(page, `message ${label}`);
  await shoot(page, `message-${lang}-${theme}`);
  // Marked answered.
  await page.check('input[name=status][value=answered]');
  await Promise.all([page.waitForURL(/done=status/), page.click('form:has(input[name=status]) button[type=submit]')]);
  assert.ok(await page.isVisible('#console-done'));
  assert.match(await page.textContent('#console-message-status'), lang === 'ar' ? /تم الرد/ : /Répondu/);
  // Search.
  await page.goto(`${site.url}/console?lang=${lang}`);
  await page.fill('#console-search', 'portail');
  await Promise.all([page.waitForURL(/q=portail/), page.click('.console-filters button[type=submit]')]);
  assert.equal(await page.locator('.console-messages li').count(), 1);
  assert.match(await page.textContent('.console-messages'), /Jean Tremblay/);
  // People's data, the audit log, the sessions, the outbox and the subscribers.
  for (const section of ['people', 'audit', 'sessions', 'mail', 'subscribers']) {
    await page.goto(`${site.url}/console/${section}?lang=${lang}`);
    await expectNoViolations(page, `${section} ${label}`);
    await shoot(page, `${section}-${lang}-${theme}`);
  }
  await unsubscribeReader(page, lang, who);
  await expectNoViolations(page, `subscribers after unsubscribing ${label}`);
  // The audience: its five figures, and the visits made at the start are counted (they reach
  // the database within 10 s; the first journey may come sooner).
  const views = async () => {
    await page.goto(`${site.url}/console/audience?lang=${lang}`);
    return (await page.textContent('.audience-figures dd')).trim();
  };
  const deadline = Date.now() + 15000;
  while ((await views()) === '0' && Date.now() < deadline) await page.waitForTimeout(1000);
  assert.notEqual(await views(), '0', 'the visits are counted');
  assert.equal(await page.locator('.audience-figures dd').count(), 5);
  await expectNoViolations(page, `audience ${label}`);
  await shoot(page, `audience-${lang}-${theme}`);
  // Sign out: back to the sign-in, the inbox closed.
  await Promise.all([page.waitForURL(/\/console\/login/), page.click('.console-logout button')]);
  await page.goto(`${site.url}/console`);
  assert.match(page.url(), /\/console\/login/);
}

for (const lang of ['fr', 'ar']) {
  for (const theme of ['light', 'dark']) {
    test(`the owner's journey in ${lang}, ${theme} theme`, async () => {
      await journey({ bypassCSP: true, colorScheme: 'light' }, async (page, context) => {
        await consoleJourney(page, context, { lang, who: `${lang}-${theme}`, theme, js: true });
      });
    });
  }
}

test('erasing a person with JavaScript off, then signing out', async () => {
  await journey({ bypassCSP: true, javaScriptEnabled: false }, async (page) => {
    await signIn(page, 'fr', 'nojs');
    await page.goto(`${site.url}/console/people?lang=fr`);
    await page.fill('#console-person-email', 'erase.me@example.org');
    await Promise.all([page.waitForLoadState('load'), page.click('button[formaction]')]);
    assert.ok(await page.isVisible('#console-review-title'));
    await shoot(page, 'erase-review-fr-light');
    await Promise.all([page.waitForLoadState('load'), page.click('#console-erase-confirm')]);
    assert.match(await page.textContent('#console-erased'), /1\u00a0message/);
    await shoot(page, 'erased-fr-light');
    await page.goto(`${site.url}/console?lang=fr&q=erase.me`);
    assert.equal(await page.locator('.console-messages li').count(), 0);
    await unsubscribeReader(page, 'fr', 'nojs');
    await Promise.all([page.waitForURL(/\/console\/login/), page.click('.console-logout button')]);
  });
});

test('the console on a phone (390 px): the inbox in Arabic, every table in Arabic and French', async () => {
  await journey({ bypassCSP: true, viewport: { width: 390, height: 844 } }, async (page, context) => {
    await signIn(page, 'ar', 'phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `horizontal overflow ${overflow}px`);
    await shoot(page, 'inbox-ar-phone');
    await page.click('.console-messages a');
    await shoot(page, 'message-ar-phone');
    // Every table reads whole on a phone: no row to scroll sideways, each cell named.
    for (const lang of ['ar', 'fr']) {
      for (const theme of ['light', 'dark']) {
        await context.addCookies([{ name: 'theme', value: theme, url: site.url }]);
        for (const listing of ['subscribers', 'mail', 'audit', 'sessions']) {
          await page.goto(`${site.url}/console/${listing}?lang=${lang}`);
          await shoot(page, `${listing}-${lang}-${theme}-phone`);
          const wide = await page.evaluate(() => [document.documentElement, ...document.querySelectorAll('.console-table-wrap')]
            .map((box) => box.scrollWidth - box.clientWidth));
          assert.ok(wide.every((extra) => extra <= 0), `${listing} ${lang} ${theme}: horizontal overflow ${wide}px`);
          const cells = await page.$$eval('.console-table tbody tr:first-child td', (tds) =>
            tds.map((td) => [td.dataset.label ?? '', getComputedStyle(td, '::before').content, td.offsetHeight > 0]));
          assert.ok(cells.length > 0, `${listing}: a row`);
          for (const [label, before, shown] of cells) {
            if (label && shown) assert.equal(before, JSON.stringify(label), `${listing}: a cell named by its column`);
          }
          // An empty cell takes no room but stays in the table: a screen reader counts columns.
          const removed = await page.$$eval('.console-table td', (tds) => tds.filter((td) => getComputedStyle(td).display === 'none').length);
          assert.equal(removed, 0, `${listing}: cells taken out of the table`);
          // A cell's list (a subscriber's consent) lines its values up with the other cells'.
          const starts = await page.$$eval('.console-table tbody tr:first-child td[data-label]', (tds) => {
            const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
            const start = (box) => Math.round(rtl ? box.getBoundingClientRect().right : box.getBoundingClientRect().left);
            const contents = (box) => {
              const range = document.createRange();
              range.selectNodeContents(box);
              return range;
            };
            return tds
              .filter((td) => getComputedStyle(td, '::before').content !== 'none')
              .flatMap((td) => td.querySelector('dl') ? [...td.querySelectorAll('dd')] : [contents(td)])
              .map(start);
          });
          assert.ok(Math.max(...starts) - Math.min(...starts) <= 1, `${listing} ${lang}: values start at ${starts}`);
          await expectNoViolations(page, `${listing} ${lang} ${theme} phone`);
        }
      }
    }
  });
});

// The mails as a person opens them: the operator's notice of an Arabic and a French message,
// and the newsletter confirmation in Arabic and French, each sent by the site through the
// forms with JavaScript off, read from its Maildir and opened in Chromium at phone widths.
// Each must fit the screen (no sideways scroll), show no markup as text (an escaped
// `<span dir>` once showed in the Arabic confirmation), and read in its language's direction.
import assert from 'node:assert/strict';
import { eventually, horizontalOverflow, receivedMails } from './lib/site.mjs';
import { journey, openSiteAndBrowser, site, test } from './lib/suite.mjs';

// SCREENSHOTS=<dir> also writes each mail as the phone shows it.
const SHOTS = process.env.SCREENSHOTS;

const SENT = [
  { kind: 'notice', lang: 'ar', name: 'أمينة بن علي', organisation: 'وزارة التربية الوطنية', message: 'نرغب في رقمنة 12 خدمة قبل 2027، مع بوابة للمواطنين.' },
  { kind: 'notice', lang: 'fr', name: 'Amina Benali', organisation: 'Université Laval', message: 'Nous souhaitons moderniser notre portail étudiant d’ici la rentrée 2027.' },
  { kind: 'confirmation', lang: 'ar', email: 'lectrice.ar.avec.une.adresse.longue@universite-exemple.example.org' },
  { kind: 'confirmation', lang: 'fr', email: 'lecteur.fr.avec.une.adresse.longue@universite-exemple.example.org' },
];

let mails = [];

openSiteAndBrowser(async () => {
  await journey({ javaScriptEnabled: false }, async (page) => {
    for (const sent of SENT.filter((s) => s.kind === 'notice')) {
      await page.goto(`${site.url}/contact?lang=${sent.lang}`);
      await page.fill('#contact-name', sent.name);
      await page.fill('#contact-email', 'amina.benali.direction@ministere-exemple.example.org');
      await page.fill('#contact-organisation', sent.organisation);
      await page.fill('#contact-message', sent.message);
      await Promise.all([page.waitForNavigation(), page.click('#contact-form button[type="submit"]')]);
    }
    for (const sent of SENT.filter((s) => s.kind === 'confirmation')) {
      await page.goto(`${site.url}/?lang=${sent.lang}`);
      await page.fill('#newsletter-email', sent.email);
      await Promise.all([page.waitForNavigation(), page.click('form#newsletter button[type="submit"]')]);
    }
  });
  mails = await eventually(async () => {
    const found = await receivedMails(site);
    assert.equal(found.length, SENT.length, `${SENT.length} mails in the Maildir`);
    return found;
  }, { timeoutMs: 30_000, intervalMs: 250 });
});

for (const sent of SENT) {
  const what = `${sent.kind} of a ${sent.lang} visitor`;
  test(`the ${what} fits a phone, shows no markup and reads in its direction`, async () => {
    const mail = mails.find((m) =>
      sent.kind === 'notice'
        ? m.text.includes(sent.message)
        : m.to.value.some((to) => to.address === sent.email));
    assert.ok(mail, `the ${what} was received`);
    assert.ok(mail.html, `the ${what} has an HTML part`);
    for (const width of [320, 390]) {
      await journey({ viewport: { width, height: 800 }, javaScriptEnabled: false }, async (page) => {
        await page.setContent(mail.html);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/mail-${sent.kind}-${sent.lang}-${width}.png`, fullPage: true });
        assert.equal(await horizontalOverflow(page), null, `${what} at ${width} px: wider than the screen`);
        const shown = await page.evaluate(() => document.body.innerText);
        assert.doesNotMatch(shown, /span dir|&lt;|&amp;|&quot;/, `${what}: markup shown as text`);
        if (sent.kind === 'notice') {
          for (const value of [sent.name, sent.organisation]) {
            assert.ok(shown.includes(value), `${what}: shows ${value}`);
          }
        } else {
          const htmlDir = await page.evaluate(() => document.documentElement.dir);
          assert.equal(htmlDir, sent.lang === 'ar' ? 'rtl' : 'ltr', `${what}: the mail's direction`);
        }
      });
    }
  });
}

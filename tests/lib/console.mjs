// The owner's way into the console, for the browser tests that use it: an operator added with
// the command line (its password on standard input), the one-time code computed here (RFC 6238),
// and the two-step sign-in as a person makes it.
import assert from 'node:assert/strict';
import { vitrineCommand } from './site.mjs';
import { totp } from './totp.mjs';

export { totp };

export const PASSWORD = 'violet tractor seventeen lagoon';

/** Adds operator `email` to `site`'s database with the command line; their TOTP secret. */
export async function addOperator(site, email) {
  const stdout = await vitrineCommand(site, ['operators', 'add', email], `${PASSWORD}\n`);
  const secret = new URL(stdout).searchParams.get('secret');
  assert.ok(secret, stdout);
  return secret;
}

/** Signs `email` in on `site` in `lang`, password then code, from the console's door. */
export async function signIn(page, site, { lang, email, secret }) {
  await page.goto(`${site.url}/console`);
  assert.match(page.url(), /\/console\/login/);
  await page.goto(`${site.url}/console/login?lang=${lang}`);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', PASSWORD);
  await Promise.all([page.waitForURL(/\/console\/login\/code/), page.click('form.console-form button[type=submit]')]);
  await page.fill('input[name=code]', totp(secret));
  await Promise.all([page.waitForURL(/\/console\?lang=/), page.click('form.console-form button[type=submit]')]);
}

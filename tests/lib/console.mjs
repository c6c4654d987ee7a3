// The owner's way into the console, for the browser tests that use it: an operator added with
// the command line (its password on standard input), the one-time code computed here (RFC 6238),
// and the two-step sign-in as a person makes it.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { vitrineCommand } from './site.mjs';

export const PASSWORD = 'violet tractor seventeen lagoon';

/** Adds operator `email` to `site`'s database with the command line; their TOTP secret. */
export async function addOperator(site, email) {
  const stdout = await vitrineCommand(site, ['operators', 'add', email], `${PASSWORD}\n`);
  const secret = new URL(stdout).searchParams.get('secret');
  assert.ok(secret, stdout);
  return secret;
}

function base32(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The six-digit code of `secret` now (RFC 6238: HMAC-SHA1, 30 s steps). */
export function totp(secret, now = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
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

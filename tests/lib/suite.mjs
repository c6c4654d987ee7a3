// The opening the browser test files share: the release binary with a fresh database
// (`startSite`) and one Chromium, up before a file's first test and gone after its last; a
// time limit per test; and a journey in a fresh context that fails on console errors and on
// requests leaving the site's origin.
//
//   import { browser, openSiteAndBrowser, site } from './lib/suite.mjs';
//   openSiteAndBrowser();
//   test('…', async () => { const context = await browser.newContext(); await …goto(site.url); });
//
// `site` and `browser` are live bindings, set by the `before` hook that openSiteAndBrowser
// registers: read them inside tests and hooks, not at the top of the file. `node --test` runs
// each file in its own process, so each file has its own server and browser.
import assert from 'node:assert/strict';
import { after, before, test as nodeTest } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startSite, watchPage } from './site.mjs';

/** @type {Awaited<ReturnType<typeof startSite>>} */
export let site;
/** @type {import('playwright-core').Browser} */
export let browser;

/**
 * Starts the site and the browser before the file's first test, then runs `ready()` (what the
 * file prepares with them); stops both after its last test. What needs them goes in `ready`,
 * not in a `before` of its own: Node 20 starts the top-level `before` hooks of a file at once,
 * without waiting for the ones registered earlier.
 */
export function openSiteAndBrowser(ready = async () => {}) {
  before(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    await ready();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
}

/** A test that may not hang the suite: a minute at most. */
export const test = (name, fn) => nodeTest(name, { timeout: 60_000 }, fn);

/**
 * Runs `fn(page, context, watch)` in a fresh context (French browser, 1280 × 800, then
 * `options`), closed afterwards. Console errors (but those `allowConsole` accepts) and requests
 * leaving the site's origin fail the journey.
 */
export async function journey(options, fn, { allowConsole = () => false } = {}) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 }, ...options });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  const watch = watchPage(page, site.url);
  try {
    await fn(page, context, watch);
    assert.deepEqual(watch.consoleErrors.filter((e) => !allowConsole(e)), [], 'console errors');
    assert.deepEqual(watch.foreignRequests, [], "requests leaving the site's origin");
  } finally {
    await context.close();
  }
}

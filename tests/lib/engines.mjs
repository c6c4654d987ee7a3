// The journeys' browsers: Debian's Chromium (over CDP) and Debian's Firefox ESR (over WebDriver
// BiDi), both driven by puppeteer-core with the system's binaries (never a downloaded build).
//
// What WebDriver BiDi cannot yet set per page in Firefox ESR (colour scheme, reduced motion,
// JavaScript off) is set when that Firefox starts, through its preferences: a journey asks for
// a profile (`{ colorScheme, javaScript }`) and gets a Firefox started with it, kept for the
// file's later journeys with the same profile. Chromium emulates the same per page.
//
//   BROWSERS=firefox node --test journeys.test.mjs     # one engine only
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The engines the journeys run in: both, or those named in $BROWSERS. */
export const ENGINES = (process.env.BROWSERS ?? 'chromium,firefox').split(',').filter(Boolean);

/**
 * Firefox's preferences for a profile: French first, motion reduced, the colour scheme the
 * system would report, JavaScript on or off, and no traffic of its own (updates, telemetry,
 * captive-portal and connectivity checks) beyond the site on loopback.
 */
function firefoxPrefs({ colorScheme = 'light', javaScript = true }) {
  return {
    'intl.accept_languages': 'fr-FR, fr',
    'ui.prefersReducedMotion': 1,
    // 0: dark, 1: light (what `prefers-color-scheme` reports to pages).
    'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
    'javascript.enabled': javaScript,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    'app.update.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'extensions.getAddons.cache.enabled': false,
    'network.dns.disablePrefetch': true,
    'network.prefetch-next': false,
  };
}

/** The browsers of one engine, by profile; closed together. */
export class Engine {
  constructor(name) {
    this.name = name;
    this.browsers = new Map();
  }

  /** The browser for `profile` (Chromium: one for all, emulating per page). */
  async browser(profile = {}) {
    const key = this.name === 'firefox' ? JSON.stringify(firefoxPrefs(profile)) : 'all';
    if (!this.browsers.has(key)) {
      this.browsers.set(
        key,
        this.name === 'firefox'
          ? puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox: firefoxPrefs(profile) })
          : puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')) }),
      );
    }
    return this.browsers.get(key);
  }

  /**
   * A fresh page in a fresh context, sized `viewport`, in `profile`'s colour scheme, with
   * motion reduced and JavaScript as the profile says. Returns `{ page, context }`.
   */
  async newPage({ viewport = { width: 1280, height: 800 }, colorScheme = 'light', javaScript = true } = {}) {
    const browser = await this.browser({ colorScheme, javaScript });
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10000);
    await page.setViewport(viewport);
    if (this.name === 'chromium') {
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: colorScheme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      await page.setJavaScriptEnabled(javaScript);
      await page.setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR,fr;q=0.9' });
    }
    return { page, context };
  }

  async close() {
    for (const browser of this.browsers.values()) await (await browser).close();
    this.browsers.clear();
  }
}

// Test pages: the server's markup for the islands (copied from templates/partials/*.html as
// the server renders them, but for the header's page links: two stand for the site's pages)
// and the settings block built from the real Fluent files, so the tests read what a visitor
// reads.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { forgetSettings, SETTINGS_ID } from '../shared/settings';

// vitest runs in islands/ (npm test, make test-islands).
const i18n = join(process.cwd(), '..', 'i18n');

/** Single-line messages of every .ftl of a language: enough for the ids the islands use. */
export function fluentMessages(lang: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of readdirSync(join(i18n, lang)).filter((f) => f.endsWith('.ftl'))) {
    for (const line of readFileSync(join(i18n, lang, file), 'utf8').split('\n')) {
      const match = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
      if (match) messages[match[1]!] = match[2]!;
    }
  }
  return messages;
}

const SPRITE = '/static/icons-0123456789.svg';

export function settingsJson(lang = 'fr'): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return JSON.stringify({ lang, dir, sprite: SPRITE, messages: fluentMessages(lang) }).replace(/</g, '\\u003c');
}

const icon = (name: string, size = 24, extra = '') =>
  `<svg class="icon${extra}" aria-hidden="true" width="${size}" height="${size}"><use href="${SPRITE}#${name}"></use></svg>`;

/**
 * The header's page links. The navbar island works on whatever links the header holds and
 * never on which pages the site has: two links stand for them all, so that adding a page to
 * the site leaves the islands alone.
 */
export const NAV_LINKS = [
  { path: '/first-page', label: 'Première page' },
  { path: '/second-page', label: 'Deuxième page' },
] as const;

/** The page the test pages are on by default: the second of the header's links. */
export const CURRENT_PAGE = NAV_LINKS[1].path;

export function navbarHtml(lang = 'fr', current: string = CURRENT_PAGE): string {
  const m = fluentMessages(lang);
  const links = NAV_LINKS.map(
    ({ path, label }) => `<li><a href="${path}?lang=${lang}"${path === current ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('\n');
  const langs = ['fr', 'en', 'ar']
    .map(
      (l) =>
        `<li><a href="${current}?lang=${l}" hreflang="${l}" lang="${l}"${l === lang ? ' aria-current="true"' : ''} title="${fluentMessages(l)['lang-name']}"><span aria-hidden="true">${l.toUpperCase()}</span><span class="visually-hidden">${fluentMessages(l)['lang-name']}</span></a></li>`,
    )
    .join('\n');
  return `<header class="site-header" id="site-header" data-island="navbar">
  <div class="container site-header-inner">
    <a class="brand" href="/?lang=${lang}"><span>Vitrine</span></a>
    <nav class="nav-primary" aria-label="${m['nav-label']}"><ul class="nav-links">${links}</ul></nav>
    <div class="nav-tools">
      <ul class="lang-switch" aria-label="${m['nav-language']}">${langs}</ul>
      ${themeToggleHtml(lang, current)}
      <a class="btn btn-primary nav-cta" href="/contact?lang=${lang}">${m['nav-cta']}</a>
      <details class="nav-mobile" id="nav-mobile">
        <summary class="nav-mobile-toggle" aria-controls="nav-mobile-panel">${icon('menu', 24, ' icon-open')}${icon('x', 24, ' icon-close')}<span class="visually-hidden">${m['nav-menu']}</span></summary>
        <div class="nav-mobile-panel" id="nav-mobile-panel">
          <nav aria-label="${m['nav-label-mobile']}">
            <ul class="nav-mobile-links">${links}</ul>
          </nav>
          <a class="btn btn-primary nav-mobile-cta" href="/contact?lang=${lang}">${m['nav-cta']}</a>
        </div>
      </details>
    </div>
  </div>
</header>`;
}

export function themeToggleHtml(lang = 'fr', current: string = CURRENT_PAGE): string {
  const m = fluentMessages(lang);
  const back = encodeURIComponent(`${current}?lang=${lang}`);
  return `<div class="theme-toggle" data-island="theme">
  <a class="theme-toggle-link theme-to-dark" href="/theme?set=dark&amp;back=${back}" title="${m['theme-to-dark']}">${icon('moon', 20)}<span class="visually-hidden">${m['theme-to-dark']}</span></a>
  <a class="theme-toggle-link theme-to-light" href="/theme?set=light&amp;back=${back}" title="${m['theme-to-light']}">${icon('sun', 20)}<span class="visually-hidden">${m['theme-to-light']}</span></a>
</div>`;
}

export function newsletterHtml(lang = 'fr', current: string = CURRENT_PAGE): string {
  const m = fluentMessages(lang);
  return `<form class="newsletter-form" id="newsletter" method="post" action="/newsletter" data-island="newsletter" novalidate>
  <h2 class="footer-heading" id="newsletter-title">${m['newsletter-title']}</h2>
  <p class="newsletter-intro" id="newsletter-intro">${m['newsletter-intro']}</p>
  <input type="hidden" name="lang" value="${lang}">
  <input type="hidden" name="back" value="${current}?lang=${lang}">
  <div class="honeypot" aria-hidden="true"><label for="newsletter-website">${m['form-honeypot']}</label><input id="newsletter-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
  <div class="newsletter-row">
    <label class="visually-hidden" for="newsletter-email">${m['newsletter-email-label']}</label>
    <input id="newsletter-email" name="email" type="email" required maxlength="254" autocomplete="email" inputmode="email" dir="ltr" placeholder="${m['newsletter-email-placeholder']}">
    <button class="btn btn-primary" type="submit">${m['newsletter-submit']}</button>
  </div>
  <div class="form-status" id="newsletter-status" role="status"></div>
</form>`;
}

/** Puts `body` in the document with the settings block, as the server's page would. */
export function serverPage(body: string, lang = 'fr'): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.body.innerHTML = `${body}<script type="application/json" id="${SETTINGS_ID}">${settingsJson(lang)}</script>`;
  forgetSettings();
}

/** A JSON answer as the server sends it. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// What the browser tests know about the site (pages, languages) and the helpers they share:
// a server with a database we can read back, a page watcher (console errors, requests that
// leave the origin), axe-core, the horizontal-overflow probe, and the operator CLI.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { binaryPath, repoRoot, startServer } from './server.mjs';

const run = promisify(execFile);

/**
 * Every page of the site, from the server's own registry (`vitrine pages --format json`):
 * `[key, path]` for each concrete path, `key` being the one in `page-<key>` on <body>.
 */
export const PAGES = registryPages();

function registryPages() {
  let stdout;
  try {
    stdout = execFileSync(binaryPath(), ['pages', '--format', 'json'], { cwd: repoRoot, encoding: 'utf8', timeout: 15000 });
  } catch (error) {
    throw new Error(`\`vitrine pages --format json\` failed (is the binary built?): ${error.stderr || error.message}`);
  }
  return JSON.parse(stdout).flatMap((page) => page.paths.map((path) => [page.key, path]));
}

export const LANGS = ['fr', 'en', 'ar'];

/** Narrow a run while working: ONLY_PAGES=home,contact ONLY_LANGS=ar node --test … */
export function selectedPages() {
  const wanted = process.env.ONLY_PAGES?.split(',').filter(Boolean);
  return wanted?.length ? PAGES.filter(([key]) => wanted.includes(key)) : PAGES;
}
export function selectedLangs() {
  const wanted = process.env.ONLY_LANGS?.split(',').filter(Boolean);
  return wanted?.length ? LANGS.filter((lang) => wanted.includes(lang)) : LANGS;
}

export const pageUrl = (base, path, lang) => `${base}${path}?lang=${lang}`;

/**
 * Opens `url` and waits until the page's islands have started. They start after the first
 * paint (islands/src/loader), so `goto` alone may return before a form submits in place: a test
 * that clicks at once would race them, where a visitor, slower than a test, never does.
 */
export async function openPage(page, url) {
  const response = await page.goto(url);
  await page.locator('html[data-islands="started"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * The release binary on a free port with a fresh SQLite database whose URL we know, so that
 * tests can read what a form stored through the operator command line.
 */
export async function startSite({ env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-qa-'));
  const databaseUrl = `sqlite://${join(dir, 'site.db')}`;
  const server = await startServer({ env: { VITRINE_DATABASE_URL: databaseUrl, ...env } });
  return {
    ...server,
    databaseUrl,
    /** The Maildir where the site writes its mails (no SMTP server in the browser tests). */
    maildir: join(dir, 'mail'),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `vitrine <what> export --format json` against the site's database (what the operator gets,
 * records whole; `list` cuts long messages to a preview): `what` is `messages` or
 * `subscribers` (every status: a sign-up is pending until its link is confirmed). Returns the
 * parsed rows.
 */
export async function listRows(site, what) {
  const statuses = what === 'subscribers' ? ['--status', 'all'] : [];
  let stdout;
  try {
    ({ stdout } = await run(binaryPath(), [what, 'export', ...statuses, '--format', 'json'], {
      cwd: repoRoot,
      env: { ...process.env, VITRINE_DATABASE_URL: site.databaseUrl, RUST_LOG: 'error' },
      timeout: 15000,
    }));
  } catch (error) {
    throw new Error(`\`vitrine ${what} export --format json\` failed: ${error.stderr || error.message}`);
  }
  const parsed = JSON.parse(stdout);
  if (!Array.isArray(parsed)) throw new Error(`\`vitrine ${what} export --format json\` is not a JSON array: ${stdout.slice(0, 300)}`);
  return parsed;
}

/** Rows in which some value equals `needle` exactly (an email, a message text). */
export function rowsWith(rows, needle) {
  return rows.filter((row) => Object.values(row).some((value) => value === needle));
}

/** Poll `fn` until it returns a truthy value (or throw the last error after `timeoutMs`). */
export async function eventually(fn, { timeoutMs = 5000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
      lastError = new Error('condition still false');
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw lastError;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Records what a page does wrong: console errors, uncaught exceptions, and every request whose
 * origin is not the site's (the site makes no third-party request of any kind).
 */
export function watchPage(page, origin) {
  const consoleErrors = [];
  const foreignRequests = [];
  const failedRequests = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`${msg.text()} (${msg.location()?.url ?? '?'})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return;
    if (new URL(url).origin !== origin) foreignRequests.push(url);
  });
  page.on('requestfailed', (request) => {
    // A navigation we cut short ourselves is not a failure of the site.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.isNavigationRequest()) return;
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  return {
    consoleErrors,
    foreignRequests,
    failedRequests,
    reset() {
      consoleErrors.length = 0;
      foreignRequests.length = 0;
      failedRequests.length = 0;
    },
  };
}

/** How far the page is wider than its viewport, and which elements stick out (for the report). */
export async function horizontalOverflow(page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const scrollWidth = Math.max(doc.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= width) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1);
      })
      .slice(0, 6)
      .map((el) => {
        const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}${cls}[${Math.round(r.left)}..${Math.round(r.right)}]`;
      });
    return { scrollWidth, clientWidth: width, wide };
  });
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core with the WCAG 2.2 A/AA rules on the page as it is now. The context must be created
 * with `bypassCSP: true` (our CSP forbids injected scripts and eval, rightly). Returns the violations,
 * each summarised as `rule (impact): target …`.
 */
export async function axeViolations(page) {
  const injected = await page.evaluate(() => typeof window.axe === 'object');
  // Evaluated by the test driver, so it works with the page's JavaScript off too.
  if (!injected) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  const result = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`).join(' | ')}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4} more)` : ''}`,
  );
}

/** Runs `fn(item)` over `items` with at most `limit` at a time; resolves to results in order. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** A unique, valid, obviously fake address for one test run. */
export const uniqueEmail = (tag) => `qa-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * HTML validity (the WHATWG rules html-validate checks, `html-validate:standard`) of `html` as
 * the server sent it (a response's text, not the browser's DOM); each problem as
 * `rule: message (line)`.
 */
export async function htmlProblems(html) {
  const { HtmlValidate } = await import('html-validate');
  const report = await new HtmlValidate({ extends: ['html-validate:standard'] }).validateString(html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`));
}

/**
 * An issue of the newsletter written in French and Arabic and sent (to nobody yet), with the
 * operator command line: its archive page joins the pages every crawl checks.
 */
export const ARCHIVED_ISSUE = {
  slug: 'la-lettre-de-novembre',
  texts: {
    fr: { subject: 'La lettre de novembre', body: 'Bonjour,\n\nCe mois-ci : **trois chantiers** menés avec des ministères, et un [retour d’expérience](/cases).\n\n- une plateforme de données ouvertes\n- un portail étudiant\n' },
    ar: { subject: 'نشرة نوفمبر', body: 'مرحبًا،\n\nفي هذا الشهر: **ثلاثة مشاريع** مع وزارات، و[دراسة حالة](/cases).\n\n- منصة بيانات مفتوحة\n- بوابة للطلبة\n' },
  },
};
/** `selectedPages()` and the archived issue's page (the site must have `publishIssue` run). */
export function selectedPagesAndIssue() {
  const issue = ['newsletter-issue', `/newsletter/archive/${ARCHIVED_ISSUE.slug}`];
  const wanted = process.env.ONLY_PAGES?.split(',').filter(Boolean);
  return wanted?.length && !wanted.includes(issue[0]) ? selectedPages() : [...selectedPages(), issue];
}

/** `vitrine <args>` against `site`'s database, `input` on its standard input; its output. */
export async function vitrineCommand(site, args, input = '') {
  const child = execFile(binaryPath(), args, {
    cwd: repoRoot,
    env: { ...process.env, VITRINE_DATABASE_URL: site.databaseUrl, RUST_LOG: 'error' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => { stdout += chunk; });
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  child.stdin.end(input);
  await new Promise((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vitrine ${args.join(' ')}: ${code} ${stderr}`)))));
  return stdout.trim();
}

/** Every mail in `site`'s Maildir, parsed (mailparser). */
export async function receivedMails(site) {
  const { simpleParser } = await import('mailparser');
  let names = [];
  try {
    names = readdirSync(join(site.maildir, 'new'));
  } catch {
    return [];
  }
  return Promise.all(names.map((name) => simpleParser(readFileSync(join(site.maildir, 'new', name)))));
}

/** Writes `ARCHIVED_ISSUE` and sends it on `site`. */
export async function publishIssue(site) {
  const { fr, ar } = ARCHIVED_ISSUE.texts;
  const id = await vitrineCommand(site, ['newsletter', 'draft', '--lang', 'fr', '--subject', fr.subject], fr.body);
  await vitrineCommand(site, ['newsletter', 'draft', '--issue', id, '--lang', 'ar', '--subject', ar.subject], ar.body);
  await vitrineCommand(site, ['newsletter', 'send', id]);
}

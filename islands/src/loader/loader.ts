// The one script a page loads before its first paint (about 0.6 kB compressed, no React). The
// islands only enhance HTML the server already rendered whole, so nothing a visitor reads
// waits for them: they start once the page's text is on screen in its own faces. React
// (about 60 kB brotli) then downloads behind the stylesheet and the fonts instead of sharing a
// slow connection with them, and its start-up never holds back the first or largest paint.
//
// Which modules to start comes from the settings block the server writes
// (PageContext::islands_json, `load`, read by shared/settings): the page's island entries, and
// the chunks they import, preloaded together so React arrives in one round trip rather than
// after each entry.

import type { IslandSettings } from '../shared/settings';

export type IslandLoad = IslandSettings['load'];

export type ImportModule = (url: string) => Promise<unknown>;

/**
 * Preloads the shared chunks and runs each entry; one island failing leaves the others. Once
 * every entry has run (or failed), `<html data-islands="started">` says so: the page's
 * in-page behaviour (form submits without reloading, the toaster) is on from then on.
 */
export function startIslands(load: IslandLoad, doc: Document, importModule: ImportModule): Promise<void> {
  for (const href of load.preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
  return Promise.all(
    load.modules.map((url) =>
      importModule(url).catch((error: unknown) => console.error(`vitrine: island ${url} failed to start`, error)),
    ),
  ).then(() => {
    doc.documentElement.dataset.islands = 'started';
  });
}

/** How long the loader waits for the browser to report the first paint before starting anyway. */
export const PAINT_REPORT_TIMEOUT_MS = 3000;

/**
 * Runs `start` once the page's text has been painted in its faces: after the browser reports
 * the first contentful paint, the fonts being fetched have arrived (or given up), and the frame
 * after that is on screen. A browser that cannot report paints waits for the fonts and a frame
 * only; one that never reports starts after PAINT_REPORT_TIMEOUT_MS. A hidden page (opened in a
 * background tab) paints no frame until it is shown, so it starts at once.
 */
export function afterTextIsPainted(start: () => void, win: Window & typeof globalThis): void {
  if (win.document.visibilityState === 'hidden') {
    start();
    return;
  }
  void firstContentfulPaint(win)
    .then(() => win.document.fonts?.ready)
    .then(() => {
      win.requestAnimationFrame(() => win.setTimeout(start, 0));
    });
}

function firstContentfulPaint(win: Window & typeof globalThis): Promise<void> {
  const supported = win.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  if (!supported) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      win.clearTimeout(timer);
      resolve();
    };
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = win.setTimeout(done, PAINT_REPORT_TIMEOUT_MS);
    // `buffered`: a paint that happened before the loader ran is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
}

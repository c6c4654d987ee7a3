import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSettings, settings, SETTINGS_ID } from '../shared/settings';
import { afterTextIsPainted, PAINT_REPORT_TIMEOUT_MS, startIslands } from './loader';

function settingsBlock(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SETTINGS_ID;
  block.textContent = json;
  document.body.append(block);
}

afterEach(() => {
  document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
  delete document.documentElement.dataset.islands;
});

describe('the settings block\'s load list', () => {
  const readLoad = () => {
    forgetSettings();
    return settings().load;
  };

  it('reads the modules and chunks the server lists', () => {
    settingsBlock(JSON.stringify({ lang: 'ar', load: { modules: ['/static/islands/navbar-A.js'], preload: ['/static/islands/chunk-R.js'] } }));
    expect(readLoad()).toEqual({ modules: ['/static/islands/navbar-A.js'], preload: ['/static/islands/chunk-R.js'] });
  });

  it('loads nothing when the block is missing, unreadable or holds no list', () => {
    expect(readLoad()).toEqual({ modules: [], preload: [] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    settingsBlock('{not json');
    expect(readLoad()).toEqual({ modules: [], preload: [] });
    document.body.replaceChildren();
    settingsBlock(JSON.stringify({ load: { modules: 'navbar.js', preload: [42, '/c.js'] } }));
    expect(readLoad()).toEqual({ modules: [], preload: ['/c.js'] });
  });
});

describe('startIslands', () => {
  it('preloads the shared chunks, runs every entry, then says the islands started', async () => {
    const started: string[] = [];
    const running = startIslands({ modules: ['/n.js', '/t.js'], preload: ['/react.js'] }, document, async (url) => {
      started.push(url);
    });
    expect(document.documentElement.dataset.islands).toBeUndefined();
    await running;
    expect(document.documentElement.dataset.islands).toBe('started');
    expect(started).toEqual(['/n.js', '/t.js']);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/react.js']);
  });

  it('starts the other islands when one fails, and says which failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started: string[] = [];
    await startIslands({ modules: ['/broken.js', '/t.js'], preload: [] }, document, async (url) => {
      if (url === '/broken.js') throw new Error('network');
      started.push(url);
    });
    expect(started).toEqual(['/t.js']);
    expect(document.documentElement.dataset.islands).toBe('started');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/broken.js'), expect.any(Error));
  });
});

describe('afterTextIsPainted', () => {
  // A window whose paint reports, fonts, frames and timers the test releases one by one.
  function fakeWindow(visibility: DocumentVisibilityState, { reportsPaints = true } = {}) {
    let settleFonts = () => {};
    let reportPaint = (_name: string) => {};
    const frames: FrameRequestCallback[] = [];
    const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : ['resource'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        reportPaint = (name) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
      observe() {}
      disconnect() {
        reportPaint = () => {};
      }
    }
    const win = {
      document: { visibilityState: visibility, fonts: { ready: new Promise<void>((done) => (settleFonts = done)) } },
      PerformanceObserver: FakeObserver,
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms, cleared: false }) - 1,
      clearTimeout: (id: number) => {
        if (timers[id]) timers[id].cleared = true;
      },
    } as unknown as Window & typeof globalThis;
    const flush = () => new Promise((done) => setTimeout(done, 0));
    return { win, settleFonts: () => settleFonts(), reportPaint: (name: string) => reportPaint(name), frames, timers, flush };
  }

  it('waits for the first contentful paint, the fonts, then the frame after them', async () => {
    const page = fakeWindow('visible');
    const start = vi.fn();
    afterTextIsPainted(start, page.win);
    page.settleFonts();
    page.reportPaint('first-paint'); // a paint without text does not count
    await page.flush();
    expect(page.frames).toHaveLength(0);
    page.reportPaint('first-contentful-paint');
    await page.flush();
    expect(page.timers[0]!.cleared).toBe(true); // the fallback timer is dropped
    expect(page.frames).toHaveLength(1);
    page.frames[0]!(0);
    expect(start).not.toHaveBeenCalled(); // the frame is being painted: start after it
    page.timers.at(-1)!.callback();
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the fonts after the paint is reported', async () => {
    const page = fakeWindow('visible');
    const start = vi.fn();
    afterTextIsPainted(start, page.win);
    page.reportPaint('first-contentful-paint');
    await page.flush();
    expect(page.frames).toHaveLength(0); // fonts still coming
    page.settleFonts();
    await page.flush();
    expect(page.frames).toHaveLength(1);
  });

  it('starts anyway when the paint is never reported', async () => {
    const page = fakeWindow('visible');
    const start = vi.fn();
    afterTextIsPainted(start, page.win);
    page.settleFonts();
    const fallback = page.timers[0]!;
    expect(fallback.ms).toBe(PAINT_REPORT_TIMEOUT_MS);
    fallback.callback();
    await page.flush();
    page.frames[0]!(0);
    page.timers.at(-1)!.callback();
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for the fonts and a frame in a browser that cannot report paints', async () => {
    const page = fakeWindow('visible', { reportsPaints: false });
    const start = vi.fn();
    afterTextIsPainted(start, page.win);
    page.settleFonts();
    await page.flush();
    page.frames[0]!(0);
    page.timers.at(-1)!.callback();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once on a hidden page, which paints no frame', () => {
    const page = fakeWindow('hidden');
    const start = vi.fn();
    afterTextIsPainted(start, page.win);
    expect(start).toHaveBeenCalledOnce();
    expect(page.frames).toHaveLength(0);
  });
});

// Shared by build.mjs (esbuild) and vitest.config.ts: the same sonner runs in tests and in
// the browser.
//
// 1. sonner calls __insertCSS("…") at load, which appends a <style> element: refused by the
//    CSP (style-src 'self'). The call is removed; static/css/islands.css imports
//    sonner/dist/styles.css into the site's one stylesheet instead.
// 2. Swipe to dismiss past 20 px (sonner ships 45).
export function patchSonner(code) {
  const insert = /\n__insertCSS\("(?:[^"\\]|\\.)*"\);\n/;
  if (!insert.test(code)) throw new Error('sonner-patch: __insertCSS call not found (sonner changed?)');
  const threshold = /const SWIPE_THRESHOLD = \d+;/;
  if (!threshold.test(code)) throw new Error('sonner-patch: SWIPE_THRESHOLD not found (sonner changed?)');
  return code.replace(insert, '\n').replace(threshold, 'const SWIPE_THRESHOLD = 20;');
}

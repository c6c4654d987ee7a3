// WCAG 2.2 AA contrast of the design tokens (static/css/tokens.css), light and dark palettes:
// text 4.5:1, large text and the outlines of controls and focus 3:1 (SC 1.4.3, 1.4.11).
// No browser needed; `node --test contrast.test.mjs` prints every ratio.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/server.mjs';

const css = readFileSync(join(repoRoot, 'static', 'css', 'tokens.css'), 'utf8');

// The blocks that declare the colours (on :root and again on the bands, see tokens.css) and
// the bands' fixed grounds.
const block = (name) => {
  const at = css.indexOf(name);
  return css.slice(css.lastIndexOf('{', at) + 1, css.indexOf('}', at));
};
const root = `${block('--c-bg:')}\n${block('--footer-bg:')}`;
/** The palette of one scheme: `light-dark(light, dark)` gives its first or second colour. */
function palette(scheme) {
  const out = {};
  for (const [, name, value] of root.matchAll(/--(c-[\w-]+|footer-bg):\s*([^;]+);/g)) {
    const pair = value.trim().match(/^light-dark\((.+), (.+)\)$/);
    out[name] = pair ? pair[scheme === 'light' ? 1 : 2].trim() : value.trim();
  }
  return out;
}
const light = palette('light');
const dark = palette('dark');

function rgb(value) {
  const hex = value.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16));
  const fn = value.match(/^rgb\((\d+) (\d+) (\d+)(?: \/ [\d.]+)?\)$/);
  if (fn) return fn.slice(1, 4).map(Number); // alpha ignored: the header is 96 % opaque
  throw new Error(`not a colour: ${value}`);
}
const lum = (c) => {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const ratio = (a, b) => {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const mix = (a, b, t) => `#${rgb(a).map((v, i) => Math.round(v * (1 - t) + rgb(b)[i] * t).toString(16).padStart(2, '0')).join('')}`;

const TEXT = 4.5;
const UI = 3;
/** `[foreground token, background token, minimum]` for each of `fgs` on `bg`. */
const on = (bg, min, fgs) => fgs.map((fg) => [fg, bg, min]);
const pairs = [
  ...['c-bg', 'c-bg-alt', 'c-surface', 'c-surface-2'].flatMap((bg) => [
    ...on(bg, TEXT, ['c-text', 'c-heading', 'c-muted', 'c-link', 'c-link-hover', 'c-accent', 'c-error']),
    ...on(bg, UI, ['c-border-strong', 'c-focus', 'c-primary']),
  ]),
  ...on('c-primary', TEXT, ['c-on-primary']),
  ...on('c-primary-hover', TEXT, ['c-on-primary']),
  ...on('c-accent-soft', TEXT, ['c-accent', 'c-text', 'c-heading', 'c-muted']),
  ...on('c-nav-current', TEXT, ['c-heading', 'c-text']),
  ...on('c-success-bg', TEXT, ['c-success']),
  ...on('c-error-bg', TEXT, ['c-error']),
  ...on('c-header-bg', TEXT, ['c-text', 'c-muted']),
  ...on('c-bg', UI, ['c-accent-line']), // the current-page bar in the navbar
];

const report = [];
function check(name, palette, fg, bg, min) {
  const value = ratio(palette[fg] ?? fg, palette[bg] ?? bg);
  report.push(`${name.padEnd(6)} ${fg.padEnd(16)} on ${bg.padEnd(18)} ${value.toFixed(2).padStart(5)}:1 (≥ ${min})`);
  assert.ok(value >= min, `${name}: ${fg} on ${bg} is ${value.toFixed(2)}:1, needs ${min}:1`);
}

test('light palette meets WCAG AA', () => {
  for (const [fg, bg, min] of pairs) check('light', light, fg, bg, min);
});

test('dark palette meets WCAG AA', () => {
  for (const [fg, bg, min] of pairs) check('dark', dark, fg, bg, min);
  assert.notDeepEqual(dark, light, 'tokens.css gives no dark colours');
});

test('the navy bands (hero, call to action, footer) carry the dark palette legibly', () => {
  // The band gradient runs #0f3d66 → #081f36 under a teal glow of at most 8 %; the lightest
  // point is the worst case for light text.
  const grounds = { 'band-top': mix('#0f3d66', '#5eead4', 0.08), 'band-end': '#081f36', footer: light['footer-bg'] };
  for (const [name, ground] of Object.entries(grounds)) {
    for (const fg of ['c-text', 'c-heading', 'c-muted', 'c-link', 'c-accent']) check(name, dark, fg, ground, TEXT);
    check(name, dark, '#ffffff', ground, TEXT);
    for (const fg of ['c-border-strong', 'c-focus', 'c-primary']) check(name, dark, fg, ground, UI);
  }
});

test.after(() => console.log(report.join('\n')));

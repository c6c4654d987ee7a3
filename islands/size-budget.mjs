// Size budget of the islands' JavaScript, over what `node islands/build.mjs` wrote:
// - loaded before the first interaction (the loader, the entries and the chunks they import)
//   ≤ 70 kB brotli on any page;
// - everything a page can ever load (plus the chunks loaded on first use: toaster, tooltip)
//   ≤ 110 kB brotli.
// 1 kB = 1000 bytes. "Any page" is checked as the worst case: every island at once (a page
// loads a subset: templates/partials/islands.html, PageContext::island_names).
//
// Run: `node islands/size-budget.mjs` (part of `make test-islands`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

export const BUDGET = { beforeInteraction: 70_000, total: 110_000 };

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'static', 'dist');
const manifestPath = join(dist, 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('size-budget: static/dist/manifest.json is missing; run `node islands/build.mjs` first');
  process.exit(1);
}
const { islands = {}, islands_loader: loader } = JSON.parse(readFileSync(manifestPath, 'utf8'));

function brotliSize(file) {
  const br = join(dist, `${file}.br`);
  if (existsSync(br)) return readFileSync(br).length;
  const data = readFileSync(join(dist, file));
  return brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function measure(names) {
  const eager = new Set(loader ? [loader] : []);
  const lazy = new Set();
  for (const name of names) {
    const island = islands[name];
    if (!island) throw new Error(`island ${name} is not in the manifest`);
    eager.add(island.entry);
    for (const chunk of island.imports) eager.add(chunk);
  }
  for (const name of names) for (const chunk of islands[name].lazy ?? []) if (!eager.has(chunk)) lazy.add(chunk);
  const sum = (files) => [...files].reduce((total, file) => total + brotliSize(file), 0);
  const before = sum(eager);
  return { before, total: before + sum(lazy) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const required = ['navbar', 'theme', 'newsletter', 'contact'];
const missing = required.filter((name) => !islands[name]);
const pages = {
  'every page (navbar, theme, newsletter)': ['navbar', 'theme', 'newsletter'],
  '/contact (+ contact)': ['navbar', 'theme', 'newsletter', 'contact'],
  'worst case (every island)': Object.keys(islands),
};
let failed = missing.length > 0 || !loader;
if (missing.length) console.error(`size-budget: islands missing from the build: ${missing.join(', ')}`);
if (!loader) console.error('size-budget: the islands loader (islands_loader) is missing from the build');
for (const [label, names] of Object.entries(pages)) {
  if (names.some((name) => !islands[name])) continue;
  const { before, total } = measure(names);
  const ok = before <= BUDGET.beforeInteraction && total <= BUDGET.total;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${label}: before interaction ${kb(before)} (≤ ${kb(BUDGET.beforeInteraction)}), ` +
      `all ${kb(total)} (≤ ${kb(BUDGET.total)})`,
  );
}
process.exit(failed ? 1 : 0);

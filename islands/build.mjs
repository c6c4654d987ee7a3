// Builds everything the server embeds into static/dist/: the one stylesheet (with its fonts),
// the icon sprite, the favicons, the islands' modules, their brotli and gzip variants, and
// manifest.json, which tells the server the hashed names.
//
// Run from anywhere: `node islands/build.mjs` (or `npm run build` in islands/).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { transform as lowerCss } from 'lightningcss';
import { ogImages } from './og-images.mjs';
import { patchSonner } from './sonner-patch.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
// Built into a staging folder, then copied into static/dist/ file by file, only where the bytes
// differ: the server embeds static/dist/, so an unchanged file that was rewritten anyway would
// make cargo compile the release binary again (four minutes, at each `make` target that
// builds).
const published = join(root, 'static', 'dist');
const dist = join(root, 'static', '.dist-build');

// Icons used by templates: lucide names, plus the brand mark from static/img.
export const ICONS = [
  'menu', 'x', 'sun', 'moon', 'mail', 'phone', 'map-pin', 'arrow-right', 'arrow-left', 'check',
  'chevron-down', 'workflow', 'file-text', 'bot', 'plug', 'server-cog', 'brain', 'cloud',
  'landmark', 'code', 'database', 'zap', 'graduation-cap', 'building-2', 'shield-check',
  'gauge', 'users', 'target', 'eye', 'heart-handshake', 'lightbulb', 'book-open', 'download',
  'newspaper', 'calendar', 'clock', 'quote', 'external-link', 'globe', 'lock', 'layers',
  'git-branch', 'activity', 'award', 'trending-down', 'message-square', 'send', 'search',
  'accessibility', 'scale', 'file-check', 'circle-help', 'life-buoy', 'cpu', 'network',
  'factory', 'hospital', 'fuel', 'briefcase', 'sparkles', 'rocket', 'handshake', 'chart-line',
  'scan-text', 'archive', 'fingerprint', 'credit-card',
];

// The browsers the site supports: the one list every build reads, esbuild's as it is
// (`chrome109`) and lightningcss's as version numbers (CSS_TARGETS).
const BROWSERS = ['chrome109', 'firefox115', 'safari15.4'];

// lightningcss wants each browser's version as major << 16 | minor << 8 | patch.
const CSS_TARGETS = Object.fromEntries(
  BROWSERS.map((browser) => {
    const [, name, major, minor = '0'] = /^([a-z]+)(\d+)(?:\.(\d+))?$/.exec(browser) ?? [];
    if (!name) throw new Error(`unreadable browser in BROWSERS: ${browser}`);
    return [name, (Number(major) << 16) | (Number(minor) << 8)];
  }),
);
// What the islands' modules and the loader share: minified ES modules in static/dist/islands.
const MODULES = {
  bundle: true,
  format: 'esm',
  minify: true,
  metafile: true,
  outdir: join(dist, 'islands'),
  legalComments: 'none',
  logLevel: 'warning',
  target: BROWSERS,
};

const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 10);

function writeHashed(name, data) {
  const ext = extname(name);
  const dir = dirname(name);
  const hashed = join(dir === '.' ? '' : dir, `${basename(name, ext)}-${hash(data)}${ext}`);
  mkdirSync(join(dist, dirname(hashed)), { recursive: true });
  writeFileSync(join(dist, hashed), data);
  return hashed;
}

// `/favicon.ico`: an ICO holding the PNG favicon as its one image (PNG inside ICO is read by
// every browser since 2007), so clients that ask for the conventional name get the same icon.
function icoFromPng(png) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width >= 256 ? 0 : width, 6);
  header.writeUInt8(height >= 256 ? 0 : height, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

function iconSprite() {
  const lucide = join(here, 'node_modules', 'lucide-static', 'icons');
  const symbols = ICONS.map((name) => {
    const file = join(lucide, `${name}.svg`);
    if (!existsSync(file)) throw new Error(`unknown lucide icon: ${name}`);
    const svg = readFileSync(file, 'utf8');
    const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>[\s\S]*$/, '').replace(/\s*\n\s*/g, '');
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  const brand = readFileSync(join(root, 'static', 'img', 'brand.svg'), 'utf8')
    .replace(/^[\s\S]*?<svg[^>]*viewBox="([^"]+)"[^>]*>/, '<symbol id="brand" viewBox="$1">')
    .replace(/<\/svg>\s*$/, '</symbol>');
  symbols.push(brand.trim());
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  return writeHashed('icons.svg', sprite);
}

// The site's faces, written into the stylesheet where main.css imports `font-faces`: one
// table rather than four near-identical @font-face blocks. Latin: @fontsource's Latin subset
// of IBM Plex Sans. Arabic: IBM Plex Sans Arabic cut by scripts/subset-arabic-font.py to
// Modern Standard Arabic and the same Latin range, whose Latin letters are IBM Plex Sans's: an
// Arabic page fetches its two Arabic faces and no Latin one. The ranges must equal those of
// the script, which the Rust test `fonts` checks along with the letters the site's text uses.
// `optional`: text shows at once in the system face, and the page's face is used only when
// it arrives within the first paint's short block period (the main face is preloaded, and
// every later page finds it in the cache). A face that arrives later never replaces the text
// on screen, so nothing reflows and the largest paint is not held back on a slow network.
const LATIN_RANGE = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const ARABIC_RANGE = 'U+060C, U+061B, U+061F, U+0621-065F, U+0660-066D, U+0670, U+067E, U+0686, U+0698, U+06A9, U+06AF, U+06CC, U+06F0-06F9, U+200C-200F, U+2010-2011';
const FONT_FACES = [
  ['IBM Plex Sans', 400, 'islands/node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2', LATIN_RANGE],
  ['IBM Plex Sans', 600, 'islands/node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2', LATIN_RANGE],
  ['IBM Plex Sans Arabic', 400, 'static/fonts/ibm-plex-sans-arabic-site-400-normal.woff2', `${ARABIC_RANGE}, ${LATIN_RANGE}`],
  ['IBM Plex Sans Arabic', 600, 'static/fonts/ibm-plex-sans-arabic-site-600-normal.woff2', `${ARABIC_RANGE}, ${LATIN_RANGE}`],
];

const fontFaces = {
  name: 'font-faces',
  setup(build) {
    build.onResolve({ filter: /^font-faces$/ }, () => ({ path: 'font-faces', namespace: 'font-faces' }));
    build.onLoad({ filter: /.*/, namespace: 'font-faces' }, () => ({
      contents: FONT_FACES.map(([family, weight, file, range]) =>
        `@font-face { font-family: '${family}'; font-style: normal; font-weight: ${weight}; ` +
        `font-display: optional; src: url('./${file}') format('woff2'); unicode-range: ${range}; }`).join('\n'),
      loader: 'css',
      resolveDir: root,
    }));
  },
};

async function stylesheet() {
  const result = await esbuild.build({
    entryPoints: [join(root, 'static', 'css', 'main.css')],
    bundle: true,
    minify: true,
    metafile: true,
    outdir: dist,
    entryNames: 'app-[hash]',
    assetNames: 'fonts/[name]-[hash]',
    loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file' },
    nodePaths: [join(here, 'node_modules')],
    logLevel: 'warning',
    target: BROWSERS,
    plugins: [fontFaces],
  });
  const outputs = Object.keys(result.metafile.outputs).map((p) => relative(dist, join(process.cwd(), p)));
  const bundled = outputs.find((p) => p.endsWith('.css'));
  // esbuild bundles and minifies but leaves newer syntax as it is (light-dark(), among
  // others, which Chrome 109 and Safari 15.4 do not know): lightningcss lowers it for the same
  // browsers. The file is named by the hash of what it holds after lowering.
  const lowered = lowerCss({
    filename: bundled,
    code: readFileSync(join(dist, bundled)),
    targets: CSS_TARGETS,
    minify: true,
  });
  for (const warning of lowered.warnings) console.warn(`lightningcss: ${warning.message}`);
  rmSync(join(dist, bundled));
  const css = writeHashed('app.css', lowered.code);
  const font = (pattern) => outputs.find((p) => p.startsWith('fonts/') && pattern.test(p));
  return {
    css,
    preload_fonts: {
      latin: font(/ibm-plex-sans-latin-400-normal/),
      arabic: font(/ibm-plex-sans-arabic-site-400-normal/),
    },
  };
}

// Islands: one entry per folder of islands/src that has an index.tsx (src/loader, which
// starts them, is built on its own below); React shared once through code splitting. Code
// needed only on use (the toaster, the tooltip) sits behind a dynamic import() and becomes its
// own chunk, loaded on first use.
//
// manifest.islands.<name> = { entry, imports, lazy }: `imports` are the chunks the entry loads
// at once (transitively: the loader preloads them), `lazy` every chunk it may
// load later (read by the size budget, islands/size-budget.mjs).
async function islands() {
  const src = join(here, 'src');
  if (!existsSync(src)) return {};
  const entries = readdirSync(src)
    .filter((name) => existsSync(join(src, name, 'index.tsx')))
    .map((name) => ({ in: join(src, name, 'index.tsx'), out: name }));
  if (entries.length === 0) return {};
  const result = await esbuild.build({
    ...MODULES,
    entryPoints: entries,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [sonnerWithoutInjectedStyle],
    // V8's explicit compile hint (Chrome 136+; other engines read a comment): compile every
    // function while the module streams in, off the main thread. React arrives as CommonJS
    // wrapped in functions, which V8 would otherwise compile lazily on the main thread when
    // the first island runs: one long task of about 140 ms on a phone (Lighthouse's 4× CPU
    // slowdown), about 55 ms with the hint. The price, functions that never run compiled too, is
    // paid on the background thread.
    banner: { js: '//# allFunctionsCalledOnLoad' },
  });
  const outputs = result.metafile.outputs;
  const rel = (path) => relative(dist, join(process.cwd(), path));
  // Every chunk reachable from `start` through imports of the given kinds.
  const reach = (start, kinds) => {
    const seen = new Set();
    const walk = (path) => {
      for (const i of outputs[path]?.imports ?? []) {
        if (!kinds.includes(i.kind) || seen.has(i.path)) continue;
        seen.add(i.path);
        walk(i.path);
      }
    };
    walk(start);
    return seen;
  };
  // Outputs of dynamic imports also carry an entryPoint: keep the islands' own entries.
  const entryNames = new Map(entries.map((e) => [relative(process.cwd(), e.in), e.out]));
  const islandsOut = {};
  for (const [path, output] of Object.entries(outputs)) {
    const name = output.entryPoint && entryNames.get(output.entryPoint);
    if (!name || !path.endsWith('.js')) continue;
    const eager = reach(path, ['import-statement']);
    const all = reach(path, ['import-statement', 'dynamic-import']);
    islandsOut[name] = {
      entry: rel(path),
      imports: [...eager].map(rel).sort(),
      lazy: [...all].filter((p) => !eager.has(p) && p !== path).map(rel).sort(),
    };
  }
  return islandsOut;
}

// The loader: the one module a page runs before its first paint (src/loader). It starts the
// page's islands once the text is on screen, so it is built on its own, without React.
async function islandLoader() {
  const entry = join(here, 'src', 'loader', 'index.ts');
  if (!existsSync(entry)) return {};
  const result = await esbuild.build({ ...MODULES, entryPoints: [entry], entryNames: 'loader-[hash]' });
  const [path] = Object.keys(result.metafile.outputs).filter((p) => p.endsWith('.js'));
  return { islands_loader: relative(dist, join(process.cwd(), path)) };
}

// sonner inserts its stylesheet with a runtime <style> element, which the CSP (style-src
// 'self') refuses: the call is removed here and static/css/islands.css imports the same
// stylesheet instead. Its swipe threshold is set to 20 px.
const sonnerWithoutInjectedStyle = {
  name: 'sonner-without-injected-style',
  setup(build) {
    build.onLoad({ filter: /[\\/]sonner[\\/]dist[\\/]index\.mjs$/ }, (args) => ({
      contents: patchSonner(readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

function compressAll(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      compressAll(path);
      continue;
    }
    if (!/\.(css|js|svg|json|webmanifest)$/.test(name) || name === 'manifest.json') continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
    }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** The files under `dir`, as paths relative to it. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile());
}

/** Makes `target` hold exactly what `staging` holds, writing only the files whose bytes changed,
 * then removes `staging`. */
function publish(staging, target) {
  const built = new Set(filesUnder(staging));
  for (const path of filesUnder(target)) {
    if (!built.has(path)) rmSync(join(target, path));
  }
  for (const path of built) {
    const data = readFileSync(join(staging, path));
    const destination = join(target, path);
    if (existsSync(destination) && readFileSync(destination).equals(data)) continue;
    mkdirSync(dirname(destination), { recursive: true });
    writeFileSync(destination, data);
  }
  rmSync(staging, { recursive: true, force: true });
}

// The names clients ask for without reading the page (`/favicon.ico`, `/apple-touch-icon.png`):
// written unhashed, served at the site's root.
function conventionalIcons() {
  const png = readFileSync(join(root, 'static', 'img', 'favicon.png'));
  writeFileSync(join(dist, 'favicon.ico'), icoFromPng(png));
  writeFileSync(join(dist, 'apple-touch-icon.png'), png);
  return { favicon_ico: 'favicon.ico', apple_touch_icon: 'apple-touch-icon.png' };
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const manifest = {
  ...(await stylesheet()),
  icons: iconSprite(),
  favicon_svg: writeHashed('favicon.svg', readFileSync(join(root, 'static', 'img', 'favicon.svg'))),
  favicon_png: writeHashed('favicon.png', readFileSync(join(root, 'static', 'img', 'favicon.png'))),
  ...conventionalIcons(),
  islands: await islands(),
  ...(await islandLoader()),
  og: ogImages(root, join(here, 'node_modules', '@fontsource'), writeHashed),
};
compressAll(dist);
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
publish(dist, published);
console.log(`static/dist: ${manifest.css}, ${manifest.icons}, islands: ${Object.keys(manifest.islands).join(', ') || 'none'}`);

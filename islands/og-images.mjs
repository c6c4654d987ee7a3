// The Open Graph images: one 1200 × 630 PNG per page and per content item in each language,
// its title drawn by resvg (a Rust SVG renderer, through @resvg/resvg-js) with the site's
// faces, so a shared link shows what it leads to, in its language. Arabic is shaped and laid
// out right to left by resvg itself (rustybuzz and the Unicode bidirectional algorithm).
//
// Titles are read where the server reads them: a page's `<key>-meta-title` in
// i18n/<lang>/<key>.ftl (a file named after its page holds that id), an item's front-matter
// `title` in content/<collection>/<slug>/<lang>.md. manifest.og maps `<lang>/<page key>` and
// `<lang>/<page key>/<slug>` to the file and the title drawn; the Rust test `social_meta`
// checks that every page's og:image is there and that its title is the page's own.
//
// Flat colours (the site's navy band and teal accent) rather than its gradients: a flat PNG
// weighs a fifth as much, and the binary embeds every image.
//
// Pages never fetch these images: only `og:image` names them, for link previews.
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

// The page each content folder's items are shown on (its key in the page registry), and the
// front-matter fields that title an item on its page (joined as its `og:title` joins them).
const COLLECTION_PAGES = {
  cases: { page: 'case', fields: ['title'] },
  articles: { page: 'article', fields: ['title'] },
  people: { page: 'person', fields: ['name', 'role'] },
};

const LANGS = ['fr', 'en', 'ar'];

// resvg reads TrueType/OpenType, not WOFF: the WOFF files of @fontsource (zlib-compressed
// tables) are unpacked into plain font files first.
function sfntFromWoff(woff) {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [
      woff.readUInt32BE(at), woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12), woff.readUInt32BE(at + 16),
    ];
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(stored) : stored });
  }
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

function fontFiles(fontsource) {
  const dir = join(tmpdir(), `vitrine-og-fonts-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const faces = [
    ['ibm-plex-sans', 'ibm-plex-sans-latin-600-normal.woff'],
    ['ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-600-normal.woff'],
    ['ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-latin-600-normal.woff'],
  ];
  return faces.map(([pkg, file]) => {
    const out = join(dir, file.replace(/\.woff$/, '.otf'));
    writeFileSync(out, sfntFromWoff(readFileSync(join(fontsource, pkg, 'files', file))));
    return out;
  });
}

/** Single-line messages of a .ftl file (the titles are plain text, one line each). */
function messages(file) {
  const found = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
    if (match) found[match[1]] = match[2].trim();
  }
  return found;
}

/** The `field` (a title, a name) of a Markdown file's TOML front matter. */
function frontMatterField(file, field) {
  const text = readFileSync(file, 'utf8');
  const front = /^\+\+\+\n([\s\S]*?)\n\+\+\+/.exec(text)?.[1] ?? '';
  const match = new RegExp(`^${field}\\s*=\\s*"((?:[^"\\\\]|\\\\.)*)"\\s*$`, 'm').exec(front);
  if (!match) throw new Error(`${file}: no ${field} in its front matter`);
  return JSON.parse(`"${match[1]}"`);
}

/** Every image to draw: `{ key, lang, title }`. */
function subjects(root) {
  const list = [];
  for (const lang of LANGS) {
    const dir = join(root, 'i18n', lang);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort()) {
      const key = file.replace(/\.ftl$/, '');
      const title = messages(join(dir, file))[`${key}-meta-title`];
      if (title) list.push({ key: `${lang}/${key}`, lang, title });
    }
    for (const [collection, { page, fields }] of Object.entries(COLLECTION_PAGES)) {
      const dir = join(root, 'content', collection);
      if (!existsSync(dir)) continue;
      for (const slug of readdirSync(dir).sort()) {
        const file = join(dir, slug, `${lang}.md`);
        if (existsSync(file)) list.push({ key: `${lang}/${page}/${slug}`, lang, title: fields.map((field) => frontMatterField(file, field)).join(' · ') });
      }
    }
  }
  return list;
}

const escapeXml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const MARGIN = 88;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;

function family(lang) {
  return lang === 'ar' ? "'IBM Plex Sans Arabic'" : "'IBM Plex Sans'";
}

/** One line of the title, for measuring or drawing. */
function textElement(line, lang, size, y) {
  const rtl = lang === 'ar';
  // Right to left: the line starts at the right margin.
  const x = rtl ? OG_WIDTH - MARGIN : MARGIN;
  return `<text x="${x}" y="${y}" font-family="${family(lang)}" font-size="${size}" font-weight="600" fill="#ffffff"${rtl ? ' direction="rtl" text-anchor="end"' : ''}>${escapeXml(line)}</text>`;
}

/**
 * Splits `title` into lines no wider than the text column, measuring each candidate line
 * with resvg itself (so Arabic is measured shaped). The size steps down until it fits in
 * four lines.
 */
function layout(title, lang, fonts) {
  const width = (line, size) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH * 2}" height="200">${textElement(line, lang, size, 150)}</svg>`;
    return new Resvg(svg, { font: { fontFiles: fonts, loadSystemFonts: false } }).getBBox()?.width ?? 0;
  };
  // Lines break at plain spaces only: a no-break space (French, before ":") holds.
  const words = title.split(/[ \t\n]+/).filter(Boolean);
  for (const size of [68, 60, 54, 48, 42]) {
    const lines = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && width(candidate, size) > TEXT_WIDTH) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= 4 || size === 42) return { size, lines };
  }
  throw new Error('unreachable');
}

function cardSvg(title, lang, fonts, brandMark) {
  const { size, lines } = layout(title, lang, fonts);
  const lineHeight = Math.round(size * (lang === 'ar' ? 1.45 : 1.22));
  // The title sits low in the card, its last line on a fixed baseline.
  const lastBaseline = OG_HEIGHT - MARGIN - 10;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const text = lines.map((line, i) => textElement(line, lang, size, firstBaseline + i * lineHeight)).join('');
  const rtl = lang === 'ar';
  const markX = rtl ? OG_WIDTH - MARGIN - 96 : MARGIN;
  const ruleX = rtl ? OG_WIDTH - MARGIN - 96 : MARGIN;
  const ruleY = firstBaseline - size - 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#0b2d4d"/>
<rect y="${OG_HEIGHT - 16}" width="${OG_WIDTH}" height="16" fill="#5eead4"/>
<svg x="${markX}" y="${MARGIN - 8}" width="96" height="96" viewBox="0 0 32 32">${brandMark}</svg>
<rect x="${ruleX}" y="${ruleY}" width="96" height="6" rx="3" fill="#5eead4"/>
${text}
</svg>`;
}

/**
 * Draws every image into `dist/og/` through `write(name, data)` (which names the file after
 * its content) and returns the manifest's `og` map.
 */
export function ogImages(root, fontsource, write) {
  const fonts = fontFiles(fontsource);
  const brandMark = readFileSync(join(root, 'static', 'img', 'brand.svg'), 'utf8')
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  const og = {};
  for (const { key, lang, title } of subjects(root)) {
    const svg = cardSvg(title, lang, fonts, brandMark);
    const png = new Resvg(svg, { font: { fontFiles: fonts, loadSystemFonts: false }, fitTo: { mode: 'original' } }).render().asPng();
    og[key] = { file: write(`og/${key.replaceAll('/', '-')}.png`, png), title };
  }
  return og;
}

// The islands' strings and settings, written by the server into
// <script type="application/json" id="vitrine-islands"> (PageContext::islands_json) from the
// same Fluent messages as the page. No string is written in an island.

export interface IslandSettings {
  /** Language of the page: fr, en or ar. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** URL of the icon sprite (`<use href="{sprite}#moon">`). */
  sprite: string;
  /** Fluent id → text in the page's language. */
  messages: Record<string, string>;
  /** What the loader starts (src/loader): the page's island entries and the chunks they import. */
  load: { modules: string[]; preload: string[] };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const SETTINGS_ID = 'vitrine-islands';

let cached: IslandSettings | null = null;

function read(): IslandSettings {
  const html = document.documentElement;
  let parsed: Partial<Omit<IslandSettings, 'load'>> & { load?: { modules?: unknown; preload?: unknown } } = {};
  const text = document.getElementById(SETTINGS_ID)?.textContent;
  if (text) {
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch (error) {
      console.error('vitrine: unreadable island settings', error);
    }
  }
  return {
    lang: typeof parsed.lang === 'string' ? parsed.lang : html.lang || 'fr',
    dir: parsed.dir === 'rtl' || (parsed.dir === undefined && html.dir === 'rtl') ? 'rtl' : 'ltr',
    sprite: typeof parsed.sprite === 'string' ? parsed.sprite : '',
    messages: parsed.messages && typeof parsed.messages === 'object' ? parsed.messages : {},
    load: { modules: strings(parsed.load?.modules), preload: strings(parsed.load?.preload) },
  };
}

export function settings(): IslandSettings {
  cached ??= read();
  return cached;
}

/** The message `id` in the page's language; the id itself when the server did not send it. */
export function t(id: string): string {
  const text = settings().messages[id];
  if (typeof text === 'string') return text;
  console.warn(`vitrine: message ${id} missing from the island settings`);
  return id;
}

/** `<use href>` of an icon of the sprite. */
export function iconHref(name: string): string {
  return `${settings().sprite}#${name}`;
}

/** Tests replace the settings block between cases. */
export function forgetSettings(): void {
  cached = null;
}

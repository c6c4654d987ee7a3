// The theme in effect and how a choice is remembered: a class on <html>
// (`dark`/`light`, also set by the server from the cookie before the first paint), the
// localStorage key and the `theme` cookie the server reads.

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'vitrine-theme';
const ONE_YEAR_S = 31_536_000;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The visitor's choice when there is one, else the system preference. */
export function themeInEffect(): Theme {
  const classes = document.documentElement.classList;
  if (classes.contains('dark')) return 'dark';
  if (classes.contains('light')) return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function showTheme(theme: Theme): void {
  const classes = document.documentElement.classList;
  classes.remove(theme === 'dark' ? 'light' : 'dark');
  classes.add(theme);
}

/** Applies `theme` and remembers it: localStorage and the cookie (one year, Path=/, Lax). */
export function chooseTheme(theme: Theme): void {
  showTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, quota): the cookie still remembers.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `theme=${theme}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/** A choice kept in localStorage but not sent by the browser (cookie cleared): restore it. */
export function restoreStoredTheme(): void {
  const classes = document.documentElement.classList;
  if (classes.contains('dark') || classes.contains('light')) return;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return;
  }
  if (isTheme(stored)) chooseTheme(stored);
}

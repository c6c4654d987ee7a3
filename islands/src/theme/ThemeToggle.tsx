// The theme island: the server's two links (one per theme, /theme?set=…, shown by CSS) become
// one button that flips the theme in place. Icon-only: its name is the visually hidden label,
// and a tooltip shows the same text on hover (after a short delay) and on keyboard focus.

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { iconHref, t } from '../shared/settings';
import { chooseTheme, isTheme, restoreStoredTheme, showTheme, THEME_STORAGE_KEY, themeInEffect, type Theme } from './theme';

/** Hover waits this long before the tooltip shows (keyboard focus shows it at once). */
export const TOOLTIP_HOVER_DELAY_MS = 700;

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(themeInEffect);
  const [tooltipShown, setTooltipShown] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);

  // Another tab chose a theme.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY || !isTheme(event.newValue)) return;
      showTheme(event.newValue);
      setTheme(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const hideTooltip = () => {
    window.clearTimeout(hoverTimer.current);
    setTooltipShown(false);
  };

  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  // Whole message ids, so a search for either finds this use.
  const label = next === 'dark' ? t('theme-to-dark') : t('theme-to-light');
  // The tooltip is a sibling of the button, never a wrapper: the button is mounted once, so a
  // click or the keyboard focus is never lost to a remount, and it is the island's one tab stop.
  return (
    <>
      <button
        type="button"
        className="theme-toggle-link theme-toggle-button"
        onClick={() => {
          chooseTheme(next);
          setTheme(next);
        }}
        onPointerEnter={() => {
          window.clearTimeout(hoverTimer.current);
          hoverTimer.current = window.setTimeout(() => setTooltipShown(true), TOOLTIP_HOVER_DELAY_MS);
        }}
        onPointerLeave={hideTooltip}
        onFocus={() => setTooltipShown(true)}
        onBlur={hideTooltip}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hideTooltip();
        }}
      >
        <svg className="icon" aria-hidden="true" width="20" height="20">
          <use href={iconHref(next === 'dark' ? 'moon' : 'sun')} />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      {tooltipShown && (
        <span className="tooltip" role="tooltip">
          {label}
        </span>
      )}
    </>
  );
}

/** Mounts the theme island on the server's `.theme-toggle`; `null` when the page has none. */
export function mountThemeToggle(): Root | null {
  restoreStoredTheme();
  const container = document.querySelector<HTMLElement>('[data-island="theme"]');
  if (!container) return null;
  const root = createRoot(container);
  // Synchronously, so no frame shows the container empty.
  flushSync(() => root.render(<ThemeToggle />));
  return root;
}

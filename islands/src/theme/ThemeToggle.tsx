// The theme island: the server's two links (one per theme, /theme?set=…, shown by CSS) become
// one button that flips the theme in place. Icon-only: its name is the visually hidden label,
// and a tooltip shows the same text on hover and on keyboard focus.

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { iconHref, t } from '../shared/settings';
import { chooseTheme, isTheme, restoreStoredTheme, showTheme, THEME_STORAGE_KEY, themeInEffect, type Theme } from './theme';

type TooltipComponent = ComponentType<{ label: string; children: ReactElement }>;

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(themeInEffect);
  const [Tip, setTip] = useState<TooltipComponent | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const refocus = useRef(false);

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

  // The tooltip wraps the button, which React mounts anew: keep the keyboard focus on it.
  useLayoutEffect(() => {
    if (Tip && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [Tip]);

  const loadTooltip = () => {
    if (loading.current) return;
    loading.current = true;
    import('./Tooltip')
      .then(({ IconTooltip }) => {
        refocus.current = document.activeElement === button.current;
        setTip(() => IconTooltip);
      })
      .catch((error: unknown) => {
        loading.current = false;
        console.error('vitrine: tooltip unavailable', error);
      });
  };

  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = t(`theme-to-${next}`);
  const control = (
    <button
      ref={button}
      type="button"
      className="theme-toggle-link theme-toggle-button"
      onClick={() => {
        chooseTheme(next);
        setTheme(next);
      }}
      onPointerEnter={loadTooltip}
      onFocus={loadTooltip}
    >
      <svg className="icon" aria-hidden="true" width="20" height="20">
        <use href={iconHref(next === 'dark' ? 'moon' : 'sun')} />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
  return Tip ? <Tip label={label}>{control}</Tip> : control;
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

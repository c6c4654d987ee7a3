// The navbar island (SPEC.md, Navbar): the mobile menu's toggle, the shadow once the page has
// scrolled, and a language switcher that keeps the current path.
//
// Without JavaScript the mobile menu is a <details>. The island replaces it by the same
// markup with a <button aria-expanded aria-controls> instead of the <summary> (same classes,
// same content, rendered before it is swapped in, so nothing moves).

import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/** The header gets `is-scrolled` (its shadow) once the page has scrolled more than this. */
export const SCROLL_SHADOW_PX = 20;

interface MenuMarkup {
  containerClass: string;
  containerId: string;
  toggleClass: string;
  toggleHtml: string;
  panelId: string;
  panelClass: string;
  panelHtml: string;
}

interface NavbarProps {
  header: HTMLElement;
  /** The element the island renders into (it replaced the <details>). */
  container: HTMLElement;
  menu: MenuMarkup | null;
  initiallyOpen: boolean;
}

function useScrollShadow(header: HTMLElement) {
  useEffect(() => {
    const update = () => header.classList.toggle('is-scrolled', window.scrollY > SCROLL_SHADOW_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [header]);
}

/** The language links point at the page the visitor is on (its path and fragment). */
function useLanguageLinksKeepPath(header: HTMLElement) {
  useEffect(() => {
    const { pathname, hash } = window.location;
    for (const link of header.querySelectorAll<HTMLAnchorElement>('.lang-switch a[hreflang]')) {
      const lang = link.getAttribute('hreflang');
      if (lang) link.setAttribute('href', `${pathname}?lang=${encodeURIComponent(lang)}${hash}`);
    }
  }, [header]);
}

function MobileMenu({ container, menu, initiallyOpen }: { container: HTMLElement; menu: MenuMarkup; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = useRef<HTMLButtonElement>(null);

  // The designer's CSS styles `.nav-mobile[open]` (the <details> state): same attribute here.
  useLayoutEffect(() => {
    container.toggleAttribute('open', open);
    container.classList.toggle('is-open', open);
  }, [container, open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container, open]);

  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={menu.toggleClass}
        aria-expanded={open}
        aria-controls={menu.panelId}
        onClick={() => setOpen((was) => !was)}
        // The server's own icons and label, unchanged.
        dangerouslySetInnerHTML={{ __html: menu.toggleHtml }}
      />
      <div
        className={menu.panelClass}
        id={menu.panelId}
        hidden={!open}
        onClick={onPanelClick}
        dangerouslySetInnerHTML={{ __html: menu.panelHtml }}
      />
    </>
  );
}

export function Navbar({ header, container, menu, initiallyOpen }: NavbarProps) {
  useScrollShadow(header);
  useLanguageLinksKeepPath(header);
  return menu ? <MobileMenu container={container} menu={menu} initiallyOpen={initiallyOpen} /> : null;
}

/** Mounts the navbar island on the server's header; `null` when the page has none. */
export function mountNavbar(): Root | null {
  const header = document.querySelector<HTMLElement>('[data-island="navbar"]');
  if (!header) return null;
  const details = header.querySelector<HTMLDetailsElement>('details.nav-mobile');
  const summary = details?.querySelector('summary');
  const panel = details?.querySelector<HTMLElement>('.nav-mobile-panel');
  const container = document.createElement('div');
  let menu: MenuMarkup | null = null;
  if (details && summary && panel) {
    menu = {
      containerClass: details.className,
      containerId: details.id,
      toggleClass: summary.className,
      toggleHtml: summary.innerHTML,
      panelId: panel.id || 'nav-mobile-panel',
      panelClass: panel.className,
      panelHtml: panel.innerHTML,
    };
    container.className = menu.containerClass;
    if (menu.containerId) container.id = menu.containerId;
  }
  const initiallyOpen = Boolean(details?.open);
  const hadFocus = Boolean(details?.contains(document.activeElement));
  const root = createRoot(container);
  // Rendered completely before it replaces the <details>: no frame without a menu.
  flushSync(() => root.render(<Navbar header={header} container={container} menu={menu} initiallyOpen={initiallyOpen} />));
  if (details && menu) {
    details.replaceWith(container);
    if (hadFocus) container.querySelector<HTMLElement>('button')?.focus();
  }
  return root;
}

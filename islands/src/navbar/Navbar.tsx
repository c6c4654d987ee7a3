// The navbar island: the mobile menu, the shadow once the page has
// scrolled, and a language switcher that keeps the current path.
//
// The mobile menu stays the server's <details> (it opens without JavaScript, and its styles
// and layout are the same with it: nothing moves when the island starts). The island adds
// what <details> lacks: `aria-expanded` on the toggle, Escape closes it and gives the focus
// back to the toggle, choosing a link or clicking elsewhere closes it.

import { useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/** The header gets `is-scrolled` (its shadow) once the page has scrolled more than this. */
export const SCROLL_SHADOW_PX = 20;

interface NavbarProps {
  header: HTMLElement;
  menu: HTMLDetailsElement | null;
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

function MobileMenu({ menu }: { menu: HTMLDetailsElement }) {
  const [open, setOpen] = useState(menu.open);
  const toggle = menu.querySelector<HTMLElement>('summary');

  useEffect(() => {
    const onToggle = () => setOpen(menu.open);
    // A chosen link closes the menu at once, before the next page arrives.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a') && menu.open) {
        menu.open = false;
        setOpen(false);
      }
    };
    menu.addEventListener('toggle', onToggle);
    menu.addEventListener('click', onClick);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      menu.removeEventListener('click', onClick);
    };
  }, [menu]);

  useLayoutEffect(() => {
    toggle?.setAttribute('aria-expanded', String(open));
  }, [toggle, open]);

  // Always listening, and reading the element's own state: the `toggle` event comes a task
  // after the menu opens, and an Escape pressed in between must close it too.
  useEffect(() => {
    const close = () => {
      menu.open = false;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      close();
      toggle?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menu, toggle]);

  return null;
}

export function Navbar({ header, menu }: NavbarProps) {
  useScrollShadow(header);
  useLanguageLinksKeepPath(header);
  return menu ? <MobileMenu menu={menu} /> : null;
}

/** Mounts the navbar island on the server's header; `null` when the page has none. */
export function mountNavbar(): Root | null {
  const header = document.querySelector<HTMLElement>('[data-island="navbar"]');
  if (!header) return null;
  const menu = header.querySelector<HTMLDetailsElement>('details.nav-mobile');
  // The island renders nothing of its own: it works on the header's elements.
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Navbar header={header} menu={menu} />));
  return root;
}

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_PAGE, NAV_LINKS, navbarHtml, serverPage } from '../test/page';
import { mountNavbar, SCROLL_SHADOW_PX } from './Navbar';
import type { Root } from 'react-dom/client';

let root: Root | null = null;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', `${CURRENT_PAGE}?lang=fr`);
  serverPage(`${navbarHtml('fr', CURRENT_PAGE)}<main id="main"><a href="#top">Haut</a></main>`);
  scrollTo(0);
  act(() => {
    root = mountNavbar();
  });
});

afterEach(() => {
  act(() => root?.unmount());
});

const menuButton = () => screen.getByText('Menu').closest('summary')!;
const isOpen = () => document.querySelector<HTMLDetailsElement>('details.nav-mobile')!.open;
const mobileNav = () => screen.getByRole('navigation', { name: 'Navigation principale (mobile)', hidden: true });

describe('mobile menu', () => {
  it('keeps the server\'s menu, closed, and says so on its toggle', () => {
    const button = menuButton();
    expect(button).toHaveClass('nav-mobile-toggle');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'nav-mobile-panel');
    expect(isOpen()).toBe(false);
  });

  it('opens and closes with the toggle', async () => {
    const user = userEvent.setup();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(isOpen()).toBe(true);
    expect(within(mobileNav()).getByRole('link', { name: NAV_LINKS[1].label })).toHaveAttribute('aria-current', 'page');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.tab();
    expect(within(mobileNav()).getByRole('link', { name: NAV_LINKS[0].label })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on an Escape pressed at once, before the menu has announced it opened', () => {
    const details = menuButton().closest('details') as HTMLDetailsElement;
    details.open = true; // the `toggle` event is still queued
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    await user.click(menuButton());
    const link = within(mobileNav()).getByRole('link', { name: NAV_LINKS[0].label });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await user.click(link);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen()).toBe(false);
  });

  it('closes when the visitor clicks elsewhere on the page', async () => {
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(screen.getByText('Haut'));
    expect(isOpen()).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('scroll shadow', () => {
  const header = () => document.querySelector('.site-header');

  it(`appears once the page has scrolled more than ${SCROLL_SHADOW_PX} px`, () => {
    expect(header()).not.toHaveClass('is-scrolled');
    scrollTo(20);
    expect(header()).not.toHaveClass('is-scrolled');
    scrollTo(21);
    expect(header()).toHaveClass('is-scrolled');
    scrollTo(20);
    expect(header()).not.toHaveClass('is-scrolled');
  });

  it('is there at once when the page opens already scrolled', () => {
    act(() => root?.unmount());
    serverPage(navbarHtml('fr', CURRENT_PAGE));
    scrollTo(300);
    act(() => {
      root = mountNavbar();
    });
    expect(header()).toHaveClass('is-scrolled');
  });
});

describe('language switcher', () => {
  it('keeps the current path (and fragment) when switching language', () => {
    act(() => root?.unmount());
    window.history.replaceState(null, '', '/no-such-page?lang=fr#section');
    serverPage(navbarHtml('fr', NAV_LINKS[0].path));
    act(() => {
      root = mountNavbar();
    });
    const switcher = screen.getByRole('list', { name: 'Langue' });
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/no-such-page?lang=en#section');
    expect(within(switcher).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/no-such-page?lang=ar#section');
  });
});

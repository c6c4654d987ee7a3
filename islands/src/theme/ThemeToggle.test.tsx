import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverPage, themeToggleHtml } from '../test/page';
import { THEME_STORAGE_KEY } from './theme';
import { mountThemeToggle } from './ThemeToggle';
import type { Root } from 'react-dom/client';

let root: Root | null = null;
const html = document.documentElement;

function clearCookie() {
  document.cookie = 'theme=; Path=/; Max-Age=0';
}

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function mount(serverClass = '') {
  serverPage(themeToggleHtml('fr'));
  html.className = serverClass;
  act(() => {
    root = mountThemeToggle();
  });
}

describe('theme toggle', () => {
  it('replaces the two no-JS links by one named button', () => {
    mount();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Passer au thème sombre' });
    expect(button.closest('[data-island="theme"]')).toHaveClass('theme-toggle');
    expect(button.querySelector('use')).toHaveAttribute('href', '/static/icons-0123456789.svg#moon');
  });

  it('flips light to dark and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(screen.getByRole('button', { name: 'Passer au thème sombre' }));
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    const button = screen.getByRole('button', { name: 'Passer au thème clair' });
    expect(button.querySelector('use')).toHaveAttribute('href', '/static/icons-0123456789.svg#sun');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.cookie).toContain('theme=light');
  });

  it('starts from the theme the server applied from the cookie', () => {
    mount('dark');
    expect(screen.getByRole('button', { name: 'Passer au thème clair' })).toBeInTheDocument();
  });

  it('restores a choice kept in localStorage when the cookie is gone', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mount();
    expect(html).toHaveClass('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(screen.getByRole('button', { name: 'Passer au thème clair' })).toBeInTheDocument();
  });

  it('shows its name as a tooltip on keyboard focus, and keeps the focus', async () => {
    const user = userEvent.setup();
    mount();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Passer au thème sombre');
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toHaveFocus();
  });

  it('is one tab stop, and the tooltip never replaces the button under the pointer', async () => {
    const user = userEvent.setup();
    mount();
    const button = screen.getByRole('button', { name: 'Passer au thème sombre' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    // The same element, still in the page: showing the tooltip did not remount it.
    expect(screen.getByRole('button', { name: 'Passer au thème sombre' })).toBe(button);
    await user.tab();
    expect(document.activeElement?.closest('[data-island="theme"]')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(button);
    await user.click(button);
    expect(html).toHaveClass('dark');
  });

  it('speaks the page language', () => {
    serverPage(themeToggleHtml('ar'), 'ar');
    act(() => {
      root = mountThemeToggle();
    });
    expect(screen.getByRole('button', { name: 'التبديل إلى السمة الداكنة' })).toBeInTheDocument();
  });
});
